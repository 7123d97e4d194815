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
  /** The address a sign-up entered while it waits for its link: the row is held, nobody's account yet. */
  held_email: string | null;
  /** When the address was proven (sign-up link, password reset, Google); null: the account is not usable. */
  email_confirmed_at: number | null;
  /** The SHA-256 of a held sign-up's confirmation link. */
  confirm_token_hash: string | null;
  /** The linked Google account's `sub`. */
  google_sub: string | null;
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

/** How long a sign-up's confirmation link works; a held sign-up is pruned after it. */
export const CONFIRM_LINK_MS = 48 * 60 * 60 * 1000;

/** A held row's placeholder: unique, and not an e-mail address, so no login can name it. */
const heldPlaceholder = () => `held:${crypto.randomUUID()}`;

/**
 * The statements that hold a sign-up: a row of its own under a placeholder, the entered address in `held_email`,
 * its link's hash, whether or not the address has an account, so both cost the same. Held sign-ups whose link
 * has expired are pruned on the way.
 */
export function holdSignUp(
  db: D1Database,
  customer: NewCustomer,
  tokenHash: string,
  now: number,
): D1PreparedStatement[] {
  return [
    db
      .prepare('DELETE FROM customers WHERE held_email IS NOT NULL AND created_at <= ?')
      .bind(now - CONFIRM_LINK_MS),
    db
      .prepare(
        `INSERT INTO customers
           (email, held_email, password_hash, first_name, last_name, created_at, confirm_token_hash)
         VALUES (?, ?, ?, ?, ?, ?, ?)`,
      )
      .bind(
        heldPlaceholder(),
        customer.email,
        customer.passwordHash,
        customer.firstName,
        customer.lastName,
        now,
        tokenHash,
      ),
  ];
}

/** Whether an address belongs to a confirmed account (the owner is told of a sign-up instead of asked to confirm). */
export async function hasConfirmedAccount(db: D1Database, email: string): Promise<boolean> {
  const row = await db
    .prepare('SELECT email_confirmed_at IS NOT NULL AS confirmed FROM customers WHERE email = ?')
    .bind(email)
    .first<{ confirmed: number }>();
  return row?.confirmed === 1;
}

/**
 * Confirms the held sign-up of a link within its time: the row takes its address and becomes the account. An
 * account on the address that never proved it (opened before confirmation was asked) gives way; a confirmed one
 * keeps the address and the link confirms nothing. The id of the new account, or null.
 */
export async function confirmSignUp(db: D1Database, tokenHash: string, now: number): Promise<number | null> {
  const held = 'SELECT held_email FROM customers WHERE confirm_token_hash = ?1 AND created_at > ?2';
  const [, promoted] = await db.batch<{ id: number }>([
    db
      .prepare(`DELETE FROM customers WHERE email = (${held}) AND email_confirmed_at IS NULL`)
      .bind(tokenHash, now - CONFIRM_LINK_MS),
    db
      .prepare(
        `UPDATE customers SET email = held_email, held_email = NULL, confirm_token_hash = NULL,
           email_confirmed_at = ?3
         WHERE confirm_token_hash = ?1 AND created_at > ?2
           AND NOT EXISTS (SELECT 1 FROM customers AS owner WHERE owner.email = customers.held_email)
         RETURNING id`,
      )
      .bind(tokenHash, now - CONFIRM_LINK_MS, now),
  ]);
  return promoted?.results[0]?.id ?? null;
}

/**
 * Replaces a customer's password hash and ends all their sessions. The reset that calls it has already voided
 * every reset link of the customer, in the statement that accepted the token; its link came by mail, so the
 * address is proven.
 */
export async function replacePassword(
  db: D1Database,
  customerId: number,
  passwordHash: string,
): Promise<void> {
  await db.batch([
    db
      .prepare(
        'UPDATE customers SET password_hash = ?, email_confirmed_at = COALESCE(email_confirmed_at, ?) WHERE id = ?',
      )
      .bind(passwordHash, Date.now(), customerId),
    db.prepare('DELETE FROM customer_sessions WHERE customer_id = ?').bind(customerId),
  ]);
}
