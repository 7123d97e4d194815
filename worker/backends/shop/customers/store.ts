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

/** The fields of a logged-in customer; `emailHash` is the SHA-256 hex of the lower-cased e-mail. */
export async function customerFields(row: CustomerRow): Promise<CustomerFields> {
  return {
    emailHash: await sha256Hex(row.email.toLowerCase()),
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

/** Inserts a customer; `null` when the e-mail is taken (the unique index decides, so races are safe). */
export function insertCustomer(db: D1Database, customer: NewCustomer): Promise<CustomerRow | null> {
  return db
    .prepare(
      `INSERT INTO customers (email, password_hash, first_name, last_name, created_at)
       VALUES (?, ?, ?, ?, ?) ON CONFLICT (email) DO NOTHING RETURNING *`,
    )
    .bind(customer.email, customer.passwordHash, customer.firstName, customer.lastName, Date.now())
    .first<CustomerRow>();
}

/**
 * The fields a sign-up of a new customer would answer, for an e-mail that is taken: the number the next
 * customer gets, the names as entered, the defaults of a new row. Nothing is written.
 */
export async function decoyFields(
  db: D1Database,
  customer: Omit<NewCustomer, 'passwordHash'>,
): Promise<CustomerFields> {
  const next = await db
    .prepare('SELECT COALESCE(MAX(id), 0) + 1 AS id FROM customers')
    .first<{ id: number }>();
  return customerFields({
    id: next?.id ?? 1,
    email: customer.email,
    password_hash: '',
    first_name: customer.firstName,
    last_name: customer.lastName,
    type: 1,
    is_whitelabel: 0,
  });
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
