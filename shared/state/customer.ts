// Shared state of the customer: loaded once by the worker into the page state, set by login
// and sign-up in the browser. Null until the browser sets it, so the server never reads a shared value.
import { signal } from '@preact/signals-react';
import { ANONYMOUS_SUMMARY, type CustomerSummary } from '../domain/customer-summary';

/** The customer as the browser knows it; null means "what the page state says". */
export const customer = signal<CustomerSummary | null>(null);

/** Takes the page state's customer once, on the client, before the islands render. */
export function initCustomer(fromPage: CustomerSummary | undefined): void {
  if (customer.value === null) customer.value = fromPage ?? ANONYMOUS_SUMMARY;
}

/** After a login or sign-up: the header shows the new customer. */
export function setCustomer(next: CustomerSummary): void {
  customer.value = next;
}

/** The customer to render: the signal once set, otherwise the page state's (which the server rendered). */
export function currentCustomer(fromPage: CustomerSummary | undefined): CustomerSummary {
  return customer.value ?? fromPage ?? ANONYMOUS_SUMMARY;
}
