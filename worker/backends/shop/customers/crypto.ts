// Password hashing (PBKDF2-SHA256 over WebCrypto), SHA-256 digests and random tokens for customer accounts.

/** The Workers runtime refuses PBKDF2 above 100000 iterations. */
export const PBKDF2_ITERATIONS = 100_000;
const SALT_BYTES = 16;
const HASH_BITS = 256;

const encoder = new TextEncoder();

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  return Uint8Array.from(atob(text), (char) => char.charCodeAt(0));
}

async function derive(
  password: string,
  salt: Uint8Array<ArrayBuffer>,
  iterations: number,
): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey('raw', encoder.encode(password), 'PBKDF2', false, ['deriveBits']);
  const bits = await crypto.subtle.deriveBits(
    { name: 'PBKDF2', hash: 'SHA-256', salt, iterations },
    key,
    HASH_BITS,
  );
  return new Uint8Array(bits);
}

function equalBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let index = 0; index < a.length; index++) difference |= (a[index] ?? 0) ^ (b[index] ?? 0);
  return difference === 0;
}

/** Hashes a password with a fresh random salt: `iterations$salt$hash`, both base64. */
export async function hashPassword(password: string): Promise<string> {
  const salt = crypto.getRandomValues(new Uint8Array(SALT_BYTES));
  const hash = await derive(password, salt, PBKDF2_ITERATIONS);
  return `${PBKDF2_ITERATIONS}$${toBase64(salt)}$${toBase64(hash)}`;
}

/**
 * Checks a password against a stored hash. Without a stored hash (unknown e-mail) it still derives once, so
 * an unknown account takes as long as a wrong password.
 */
export async function verifyPassword(password: string, stored: string | undefined): Promise<boolean> {
  const [iterationsText, saltText, hashText] = (stored ?? '').split('$');
  const iterations = Number(iterationsText);
  if (!stored || !saltText || !hashText || !Number.isInteger(iterations) || iterations < 1) {
    await derive(password, new Uint8Array(SALT_BYTES), PBKDF2_ITERATIONS);
    return false;
  }
  const hash = await derive(password, fromBase64(saltText), Math.min(iterations, PBKDF2_ITERATIONS));
  return equalBytes(hash, fromBase64(hashText));
}

/** SHA-256 of a text as lower-case hex. */
export async function sha256Hex(text: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', encoder.encode(text)));
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** A random 32-byte token, base64url without padding (43 characters). */
export function randomToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return toBase64(bytes).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The shape of a token made by `randomToken`, for validating cookies and query parameters. */
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
