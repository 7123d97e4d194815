// The visitor key the shop issues: a random UUID (version 4 in form) whose second half is a signature of its
// first, so the key still reads as the UUID every reader of the cookie expects, and only a key the shop made
// counts in an experiment. 60 random bits name the visitor; 62 bits of HMAC-SHA256 make a forged key a guess
// the write limits stop long before it could succeed.
import { hmacSha256HexSync, sameText } from '../site/hmac-sync';

const ISSUED = /^([0-9a-f]{8})-([0-9a-f]{4})-4([0-9a-f]{3})-([89ab])([0-9a-f]{3})-([0-9a-f]{12})$/;

/** The signature's hex digits for a key's random part: the variant nibble's two free bits, then 15 digits. */
function signatureOf(secret: string, random: string): { variant: string; rest: string } {
  const mac = hmacSha256HexSync(secret, `flag-key:${random}`);
  const variant = (8 + (Number.parseInt(mac.charAt(0), 16) & 3)).toString(16);
  return { variant, rest: mac.slice(1, 16) };
}

/** A new key, signed with `secret`. */
export function issueVisitorKey(secret: string): string {
  const bytes = crypto.getRandomValues(new Uint8Array(8));
  const random = [...bytes]
    .map((byte) => byte.toString(16).padStart(2, '0'))
    .join('')
    .slice(0, 15);
  return visitorKeyOf(secret, random);
}

/** The signed key of a random part (15 hex digits): the tests' way to a known key. */
export function visitorKeyOf(secret: string, random: string): string {
  const { variant, rest } = signatureOf(secret, random);
  const signed = `${random.slice(0, 12)}4${random.slice(12, 15)}${variant}${rest}`;
  return `${signed.slice(0, 8)}-${signed.slice(8, 12)}-${signed.slice(12, 16)}-${signed.slice(16, 20)}-${signed.slice(20)}`;
}

/** Whether the shop issued `key` with `secret`. */
export function isIssuedKey(secret: string, key: string): boolean {
  const parts = ISSUED.exec(key);
  if (!parts) return false;
  const [, a, b, c, variant, d, e] = parts as unknown as [
    string,
    string,
    string,
    string,
    string,
    string,
    string,
  ];
  const random = `${a}${b}${c}`;
  const expected = signatureOf(secret, random);
  return sameText(`${variant}${d}${e}`, `${expected.variant}${expected.rest}`);
}
