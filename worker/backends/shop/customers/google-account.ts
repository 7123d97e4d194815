// The account a verified Google identity signs in to: the one linked to it, else the account of its verified
// address (linked now), else a new account for that address. Google has proven the address, so it counts as
// confirmed; an account on it that never proved it is taken over, its password and sessions void.
import { greetingName } from '../../../../shared/schemas/person-name';
import type { GoogleIdentity } from './google-id-token';
import type { CustomerRow } from './store';

/** The customer to sign in, or the reason the identity cannot sign in. */
export type GoogleAccount = { ok: true; customer: CustomerRow } | { ok: false; reason: string };

const byColumn = (db: D1Database, column: 'google_sub' | 'email', value: string) =>
  db.prepare(`SELECT * FROM customers WHERE ${column} = ?`).bind(value).first<CustomerRow>();

/**
 * Links the account of the identity's address to it. An account that never proved the address loses the
 * password someone set on it and every session: the address's owner takes it over.
 */
async function link(db: D1Database, row: CustomerRow, identity: GoogleIdentity): Promise<CustomerRow> {
  const now = Date.now();
  const unproven = row.email_confirmed_at === null;
  const [linked] = await db.batch<CustomerRow>([
    db
      .prepare(
        `UPDATE customers SET google_sub = ?1, email_confirmed_at = COALESCE(email_confirmed_at, ?2),
           password_hash = CASE WHEN ?3 THEN '!' ELSE password_hash END
         WHERE id = ?4 AND google_sub IS NULL RETURNING *`,
      )
      .bind(identity.sub, now, unproven ? 1 : 0, row.id),
    db.prepare('DELETE FROM customer_sessions WHERE customer_id = ?1 AND ?2').bind(row.id, unproven ? 1 : 0),
  ]);
  const result = linked?.results[0];
  if (!result) throw new Error('The account was linked to another Google account meanwhile');
  return result;
}

/** A new account for the identity's address: no password (Google signs it in), its names where they pass. */
function create(db: D1Database, identity: GoogleIdentity): Promise<CustomerRow | null> {
  const now = Date.now();
  return db
    .prepare(
      `INSERT INTO customers (email, password_hash, first_name, last_name, created_at, email_confirmed_at, google_sub)
       VALUES (?1, '!', ?2, ?3, ?4, ?4, ?5) ON CONFLICT DO NOTHING RETURNING *`,
    )
    .bind(
      identity.email,
      greetingName(identity.givenName),
      greetingName(identity.familyName),
      now,
      identity.sub,
    )
    .first<CustomerRow>();
}

/** The account a verified Google identity signs in to. */
export async function googleAccount(db: D1Database, identity: GoogleIdentity): Promise<GoogleAccount> {
  const linked = await byColumn(db, 'google_sub', identity.sub);
  if (linked) return { ok: true, customer: linked };
  const owner = (await byColumn(db, 'email', identity.email)) ?? (await create(db, identity));
  // A parallel sign-in made the account between the look-up and the insert.
  const customer = owner ?? (await byColumn(db, 'email', identity.email));
  if (!customer) throw new Error('The Google account found its address neither free nor taken');
  if (customer.google_sub === identity.sub) return { ok: true, customer };
  if (customer.google_sub !== null) {
    return { ok: false, reason: "the address's account is linked to another Google account" };
  }
  return { ok: true, customer: await link(db, customer, identity) };
}
