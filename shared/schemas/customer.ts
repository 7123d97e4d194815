// The shop's customer-data answer, parsed at the boundary into the domain Customer.
import * as v from 'valibot';
import type { CustomerSummary } from '../domain/customer-summary';

export { ANONYMOUS_SUMMARY, type CustomerSummary } from '../domain/customer-summary';

/** The customer as the storefront uses it; `fullName` is empty unless the customer is logged in. */
export interface Customer {
  emailHash: string;
  firstName: string;
  lastName: string;
  fullName: string;
  isLoggedIn: boolean;
  isWhitelabelCustomer: boolean;
  number: string;
  order: { cartArticlesAmount: number; isWhitelabelOrder: boolean };
  type: number;
}

/** The visitor nobody knows: what a failed or missing customer-data call leaves. */
export const ANONYMOUS_CUSTOMER: Customer = {
  emailHash: '',
  firstName: '',
  lastName: '',
  fullName: '',
  isLoggedIn: false,
  isWhitelabelCustomer: false,
  number: '',
  order: { cartArticlesAmount: 0, isWhitelabelOrder: false },
  type: 0,
};

const text = v.nullish(v.string(), '');
const flag = v.nullish(v.boolean(), false);

/** First plus last name for a logged-in customer, else empty. */
export function fullName(customer: Pick<Customer, 'firstName' | 'lastName' | 'isLoggedIn'>): string {
  if (!customer.isLoggedIn) return '';
  return [customer.firstName, customer.lastName].filter(Boolean).join(' ');
}

/** The raw customer-data response; missing or null fields take the anonymous defaults, `fullName` is derived. */
export const CustomerSchema = v.pipe(
  v.object({
    emailHash: text,
    firstName: text,
    lastName: text,
    isLoggedIn: flag,
    isWhitelabelCustomer: flag,
    number: v.pipe(
      v.nullish(v.union([v.string(), v.number()]), ''),
      v.transform((value) => String(value)),
    ),
    order: v.nullish(
      v.object({
        cartArticlesAmount: v.nullish(v.pipe(v.number(), v.integer(), v.minValue(0)), 0),
        isWhitelabelOrder: flag,
      }),
      { cartArticlesAmount: 0, isWhitelabelOrder: false },
    ),
    type: v.nullish(v.number(), 0),
  }),
  v.transform((raw): Customer => ({ ...raw, fullName: fullName(raw) })),
);

export const CustomerSummarySchema = v.object({
  isLoggedIn: v.boolean(),
  fullName: v.pipe(v.string(), v.maxLength(200)),
  cartArticlesAmount: v.pipe(v.number(), v.integer(), v.minValue(0)),
  isWhitelabelCustomer: v.boolean(),
});

export function customerSummary(customer: Customer): CustomerSummary {
  return {
    isLoggedIn: customer.isLoggedIn,
    fullName: customer.fullName,
    cartArticlesAmount: customer.order.cartArticlesAmount,
    isWhitelabelCustomer: customer.isWhitelabelCustomer,
  };
}
