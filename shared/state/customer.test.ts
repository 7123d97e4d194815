// The customer store: null until the client initialises it from the page state, then set by login and sign-up.
import { afterEach, describe, expect, test } from 'vitest';
import { ANONYMOUS_SUMMARY, type CustomerSummary } from '../schemas/customer';
import { cartCount, currentCustomer, customer, initCustomer, setCartCount, setCustomer } from './customer';

const ADA: CustomerSummary = {
  isLoggedIn: true,
  fullName: 'Ada Lovelace',
  cartArticlesAmount: 2,
  isWhitelabelCustomer: false,
};

afterEach(() => {
  customer.value = null;
  cartCount.value = null;
});

describe('customer store', () => {
  test('before the client sets it, the page state decides (what the server rendered)', () => {
    expect(customer.value).toBeNull();
    expect(currentCustomer(ADA)).toEqual(ADA);
    expect(currentCustomer(undefined)).toEqual(ANONYMOUS_SUMMARY);
  });

  test.each<[string, CustomerSummary | undefined, CustomerSummary]>([
    ['a logged-in page', ADA, ADA],
    ['an anonymous page', undefined, ANONYMOUS_SUMMARY],
  ])('initCustomer from %s', (_, fromPage, expected) => {
    initCustomer(fromPage);
    expect(customer.value).toEqual(expected);
  });

  test('initCustomer runs once: a later island does not undo a login', () => {
    initCustomer(undefined);
    setCustomer(ADA);
    initCustomer(undefined);
    expect(currentCustomer(undefined)).toEqual(ADA);
  });

  test('setCustomer wins over the page state', () => {
    setCustomer(ADA);
    expect(currentCustomer(ANONYMOUS_SUMMARY)).toEqual(ADA);
  });

  test('an add on the page sets the cart count; a login hands it back to the customer it brings', () => {
    expect(cartCount.value).toBeNull();
    setCartCount(3);
    expect(cartCount.value).toBe(3);
    setCustomer(ADA);
    expect(cartCount.value).toBeNull();
    expect(currentCustomer(undefined).cartArticlesAmount).toBe(2);
  });
});
