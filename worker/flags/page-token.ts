// The page state's flag token: which flags a page view may report as seen in the browser (those its markup shows,
// counted when the visitor consents on the page, and those its islands carry, counted when one shows), signed
// with the time it was made. The event endpoint records exposures only for flags a valid token names, so a post
// cannot count a flag the page never had. A shared page's copy is served for up to an hour after its render and a
// visitor may take a while to choose: the token lives two hours.
import { hmacSha256HexSync, sameText } from '../site/hmac-sync';

/** How long a token is honoured after the page was rendered. */
export const PAGE_TOKEN_LIFE_MS = 2 * 60 * 60 * 1000;
/** Clock drift between isolates a token's time may show. */
const AHEAD_MS = 60 * 1000;

const signatureOf = (secret: string, payload: string) =>
  hmacSha256HexSync(secret, `page-flags:${payload}`).slice(0, 32);

/** A token for `flags`, made at `now` (ms): `<seconds>~<flag,flag,…>~<signature>`. */
export function pageToken(secret: string, flags: Iterable<string>, now: number): string {
  const payload = `${Math.floor(now / 1000)}~${[...new Set(flags)].sort().join(',')}`;
  return `${payload}~${signatureOf(secret, payload)}`;
}

/** The page's signer of its read flags, stamped now; none without a signing secret. */
export function flagSigner(env: {
  FLAG_SIGNING_SECRET?: string | undefined;
}): ((flags: Iterable<string>) => string) | undefined {
  const secret = env.FLAG_SIGNING_SECRET;
  return secret ? (flags) => pageToken(secret, flags, Date.now()) : undefined;
}

export type TokenCheck = { ok: true; flags: ReadonlySet<string> } | { ok: false; reason: string };

/** The flags a token names, if `secret` signed it and it is still young at `now`; else why not. */
export function readPageToken(secret: string, token: string | undefined, now: number): TokenCheck {
  if (!token) return { ok: false, reason: 'no token' };
  const cut = token.lastIndexOf('~');
  const payload = token.slice(0, cut);
  if (cut < 0 || !sameText(token.slice(cut + 1), signatureOf(secret, payload))) {
    return { ok: false, reason: 'not signed by the shop' };
  }
  const [seconds, list = ''] = payload.split('~');
  const made = Number(seconds) * 1000;
  if (!Number.isInteger(made) || made > now + AHEAD_MS)
    return { ok: false, reason: 'not signed by the shop' };
  if (now - made > PAGE_TOKEN_LIFE_MS) return { ok: false, reason: 'expired' };
  return { ok: true, flags: new Set(list.split(',').filter(Boolean)) };
}
