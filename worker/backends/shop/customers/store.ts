// D1 access to customer rows and the customer fields the shop's dialogs and header read.
import { sha256Hex } from './crypto';

/** A customer row as stored. */
export interface CustomerRow {
  id: number;
  email: string;
  password_hash: string;
  first_name: string;
  last_name: string;
  type: number;
  is_whitelabel: number;
  /** The address a sign-up for a taken e-mail entered: the row is a held account, not the address's owner. */
  held_email: string | null;
  /** From whitelabel_orders, on the session's customer only (0 elsewhere). */
  is_whitelabel_order?: number;
}

/** The customer fields, as `customer-data`, login and sign-up answer them. */
export interface CustomerFields {
  emailHash: string;
  firstName: string;
  lastName: string;
  fullName?: string;
  isLoggedIn: boolean;
  isWhitelabelCustomer: boolean;
  number: string;
  order: { cartArticlesAmount: number; isWhitelabelOrder: boolean };
  type: number;
}

/** Customer numbers start above the row ids so they never look like a count of customers. */
const NUMBER_OFFSET = 100_000;

/** The anonymous visitor: not logged in, no names, type 0. */
export const ANONYMOUS: CustomerFields = {
  emailHash: '',
  firstName: '',
  lastName: '',
  isLoggedIn: false,
  isWhitelabelCustomer: false,
  number: '',
  order: { cartArticlesAmount: 0, isWhitelabelOrder: false },
  type: 0,
};

/** The number a customer is known by: the row id above the offset. */
export function customerNumber(id: number): string {
  return String(NUMBER_OFFSET + id);
}

/** The e-mail a customer's session shows: the entered one of a held account. */
export function shownEmail(row: CustomerRow): string {
  return row.held_email ?? row.email;
}

/** The fields of a logged-in customer; `emailHash` is the SHA-256 hex of the lower-cased e-mail. */
export async function customerFields(row: CustomerRow): Promise<CustomerFields> {
  return {
    emailHash: await sha256Hex(shownEmail(row).toLowerCase()),
    firstName: row.first_name,
    lastName: row.last_name,
    fullName: `${row.first_name} ${row.last_name}`,
    isLoggedIn: true,
    isWhitelabelCustomer: row.is_whitelabel === 1,
    number: customerNumber(row.id),
    order: { cartArticlesAmount: 0, isWhitelabelOrder: row.is_whitelabel_order === 1 },
    type: row.type,
  };
}

/** The customer with this (lower-cased) e-mail, if any. */
export function findCustomerByEmail(db: D1Database, email: string): Promise<CustomerRow | null> {
  return db.prepare('SELECT * FROM customers WHERE email = ?').bind(email).first<CustomerRow>();
}

export interface NewCustomer {
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
}

/** Held accounts live as long as the session their sign-up opened. */
export const HELD_ACCOUNT_MS = 30 * 24 * 60 * 60 * 1000;

// One statement for a new and a taken address alike, so both cost the same: a taken one gets a held row under a
// placeholder that is no address, with a password hash no password matches.
const SIGN_UP = `INSERT INTO customers (email, held_email, password_hash, first_name, last_name, created_at)
  SELECT CASE WHEN taken THEN ?6 ELSE ?1 END, CASE WHEN taken THEN ?1 END, CASE WHEN taken THEN '!' ELSE ?2 END,
    ?3, ?4, ?5
  FROM (SELECT EXISTS (SELECT 1 FROM customers WHERE email = ?1) AS taken) WHERE true
  ON CONFLICT (email) DO NOTHING RETURNING *`;

/** A held account's placeholder: unique, and not an e-mail address, so no login can name it. */
const heldPlaceholder = () => `held:${crypto.randomUUID()}`;

/**
 * Opens the account of a sign-up: a new customer, or for a taken e-mail a held account (see `held_email`) that
 * the address's owner never sees. Both get their number from the same sequence. Held accounts whose session has
 * ended are pruned on the way.
 */
export async function signUpCustomer(db: D1Database, customer: NewCustomer): Promise<CustomerRow> {
  const now = Date.now();
  const values = [customer.email, customer.passwordHash, customer.firstName, customer.lastName, now];
  const [, inserted] = await db.batch<CustomerRow>([
    db
      .prepare('DELETE FROM customers WHERE held_email IS NOT NULL AND created_at <= ?')
      .bind(now - HELD_ACCOUNT_MS),
    db.prepare(SIGN_UP).bind(...values, heldPlaceholder()),
  ]);
  const row = inserted?.results[0];
  if (row) return row;
  // A parallel sign-up took the address between the check and the insert: this one is held.
  const held = await db
    .prepare(SIGN_UP)
    .bind(...values, heldPlaceholder())
    .first<CustomerRow>();
  if (!held) throw new Error('The sign-up found its address neither free nor taken');
  return held;
}

/**
 * Replaces a customer's password hash and ends all their sessions. The reset that calls it has already voided
 * every reset link of the customer, in the statement that accepted the token.
 */
export async function replacePassword(
  db: D1Database,
  customerId: number,
  passwordHash: string,
): Promise<void> {
  await db.batch([
    db.prepare('UPDATE customers SET password_hash = ? WHERE id = ?').bind(passwordHash, customerId),
    db.prepare('DELETE FROM customer_sessions WHERE customer_id = ?').bind(customerId),
  ]);
}
