// Shared state of the customer: loaded once by the worker into the page state, set by login
// and sign-up in the browser; the cart count after an in-page add. Null until the browser sets them, so the
// server never reads a shared value.
import { signal } from '@preact/signals-react';
import { ANONYMOUS_SUMMARY, type CustomerSummary } from '../domain/customer-summary';

/** The customer as the browser knows it; null means "what the page state says". */
export const customer = signal<CustomerSummary | null>(null);

/** Takes the page state's customer once, on the client, before the islands render. */
export function initCustomer(fromPage: CustomerSummary | undefined): void {
  if (customer.value === null) customer.value = fromPage ?? ANONYMOUS_SUMMARY;
}

/** The basket's line count after an add made on this page; null means "what the customer says". */
export const cartCount = signal<number | null>(null);

/** After a login or sign-up: the header shows the new customer, with the count of the basket they now hold. */
export function setCustomer(next: CustomerSummary): void {
  customer.value = next;
  cartCount.value = null;
}

/** After an add on this page: the header's cart count is the basket's new one, without a reload. */
export function setCartCount(count: number): void {
  cartCount.value = count;
}

/** The customer to render: the signal once set, otherwise the page state's (which the server rendered). */
export function currentCustomer(fromPage: CustomerSummary | undefined): CustomerSummary {
  return customer.value ?? fromPage ?? ANONYMOUS_SUMMARY;
}
