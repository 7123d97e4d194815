// The local Google stand-in's side of the tokens: its RSA key (kept in D1), its JWKS in Google's own format, the
// demo Google accounts, and ID tokens signed RS256 with the claims Google's carry.
import { sha256Hex } from '../customers/crypto';

/** The stand-in's demo Google accounts; the last one's address is not verified, which the shop refuses. */
export const DEMO_GOOGLE_ACCOUNTS = [
  {
    sub: '104236719182736452001',
    email: 'ada.lovelace@gmail.example',
    email_verified: true,
    given_name: 'Ada',
    family_name: 'Lovelace',
  },
  {
    sub: '104236719182736452002',
    email: 'grace.hopper@gmail.example',
    email_verified: true,
    given_name: 'Grace',
    family_name: 'Hopper',
  },
  {
    sub: '104236719182736452003',
    email: 'alan.turing@unverified.example',
    email_verified: false,
    given_name: 'Alan',
    family_name: 'Turing',
  },
] as const;

export type DemoGoogleAccount = (typeof DEMO_GOOGLE_ACCOUNTS)[number];

/** How long a stand-in token lives, as Google's do. */
export const TOKEN_SECONDS = 60 * 60;

const ALGORITHM = { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' } as const;

interface StandInKey {
  kid: string;
  privateJwk: JsonWebKey;
  publicJwk: JsonWebKey;
}

interface KeyRow {
  kid: string;
  private_jwk: string;
  public_jwk: string;
}

async function makeKey(): Promise<StandInKey> {
  const pair = (await crypto.subtle.generateKey(
    { ...ALGORITHM, modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]) },
    true,
    ['sign', 'verify'],
  )) as CryptoKeyPair;
  const privateJwk = (await crypto.subtle.exportKey('jwk', pair.privateKey)) as JsonWebKey;
  const publicJwk = (await crypto.subtle.exportKey('jwk', pair.publicKey)) as JsonWebKey;
  // A 40-hex key id, as Google's look.
  const kid = (await sha256Hex(publicJwk.n ?? '')).slice(0, 40);
  return { kid, privateJwk, publicJwk };
}

/**
 * The stand-in's signing key: made on first use and kept in the shop's D1, so each local state has its own and
 * every isolate signs with it. The insert keeps the first key if two race.
 */
export async function standInKey(db: D1Database): Promise<StandInKey> {
  const read = () =>
    db.prepare('SELECT kid, private_jwk, public_jwk FROM google_stand_in_key WHERE id = 1').first<KeyRow>();
  let row = await read();
  if (!row) {
    const made = await makeKey();
    await db
      .prepare(
        `INSERT INTO google_stand_in_key (id, kid, private_jwk, public_jwk) VALUES (1, ?, ?, ?)
         ON CONFLICT (id) DO NOTHING`,
      )
      .bind(made.kid, JSON.stringify(made.privateJwk), JSON.stringify(made.publicJwk))
      .run();
    row = await read();
  }
  if (!row) throw new Error('the Google stand-in could not keep its key');
  return { kid: row.kid, privateJwk: JSON.parse(row.private_jwk), publicJwk: JSON.parse(row.public_jwk) };
}

/** The stand-in's keys as Google publishes its own at https://www.googleapis.com/oauth2/v3/certs. */
export async function standInJwks(db: D1Database) {
  const { kid, publicJwk } = await standInKey(db);
  return { keys: [{ e: publicJwk.e, kty: 'RSA', n: publicJwk.n, use: 'sig', alg: 'RS256', kid }] };
}

function base64url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

const jsonPart = (value: unknown) => base64url(new TextEncoder().encode(JSON.stringify(value)));

/** The claims of a Google ID token for a demo account, issued at `now` (ms) for `clientId`. */
export function demoClaims(account: DemoGoogleAccount, clientId: string, now = Date.now()) {
  const iat = Math.floor(now / 1000);
  return {
    iss: 'https://accounts.google.com',
    azp: clientId,
    aud: clientId,
    sub: account.sub,
    email: account.email,
    email_verified: account.email_verified,
    nbf: iat - 300,
    name: `${account.given_name} ${account.family_name}`,
    given_name: account.given_name,
    family_name: account.family_name,
    iat,
    exp: iat + TOKEN_SECONDS,
    jti: crypto.randomUUID().replace(/-/g, ''),
  };
}

/** An ID token over `claims`, signed RS256 with the stand-in's key; `kid` names another key in its header. */
export async function issueIdToken(
  db: D1Database,
  claims: Record<string, unknown>,
  options: { kid?: string } = {},
): Promise<string> {
  const key = await standInKey(db);
  const signed = `${jsonPart({ alg: 'RS256', kid: options.kid ?? key.kid, typ: 'JWT' })}.${jsonPart(claims)}`;
  const privateKey = await crypto.subtle.importKey('jwk', key.privateJwk, ALGORITHM, false, ['sign']);
  const signature = await crypto.subtle.sign(ALGORITHM.name, privateKey, new TextEncoder().encode(signed));
  return `${signed}.${base64url(new Uint8Array(signature))}`;
}
