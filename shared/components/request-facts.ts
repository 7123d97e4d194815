// The request's customer as the server renders it: one promise, read under <Suspense> where the customer shows.
import { createContext, use, useContext } from 'react';
import type { BotCheck } from '../domain/bot-check';
import type { CustomerSummary } from '../schemas/customer';

/** A promise React reads without suspending: its value is already known (React's thenable status fields). */
export function settled<T>(value: T): Promise<T> {
  return Object.assign(Promise.resolve(value), { status: 'fulfilled', value });
}

/**
 * The promise, marked as React's `use` reads it once it settles: data that arrived before the render reaches its
 * part is rendered in place, with no suspension, fallback and reveal.
 */
export function settling<T>(promise: Promise<T>): Promise<T> {
  Object.assign(promise, { status: 'pending' });
  // The callbacks return nothing: returning the promise itself would tie the derived one to its rejection.
  promise.then(
    (value) => {
      Object.assign(promise, { status: 'fulfilled', value });
    },
    (reason: unknown) => {
      Object.assign(promise, { status: 'rejected', reason });
    },
  );
  return promise;
}

/** The request's customer: settled `undefined` without a session, so anonymous pages never suspend. */
export const CustomerContext = createContext<Promise<CustomerSummary | undefined>>(settled(undefined));

/** Whether the customer is still loading: only then does a part that shows it need a <Suspense> fallback. */
export function useCustomerLoading(): boolean {
  return (useContext(CustomerContext) as { status?: string }).status !== 'fulfilled';
}

/** The request's customer; suspends the nearest <Suspense> while a session's customer loads. */
export function useCustomer(): CustomerSummary | undefined {
  return use(useContext(CustomerContext));
}

/** The newsletter forms' bot check (site key and script), on the server; none when it is not configured. */
export const BotCheckContext = createContext<BotCheck | null>(null);
