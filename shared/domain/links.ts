// Link rules: `_` parameters carried to internal links, external links only when allowed,
// script-like protocols refused.
export type LinkTarget =
  | { kind: 'internal' | 'external' | 'contact'; href: string }
  | { kind: 'refused'; reason: string };

export interface LinkScope {
  /** Host of the current request, with port. */
  host: string;
  carried: Record<string, string>;
  allowExternal?: boolean;
}

const SCHEME = /^([a-z][a-z0-9+.-]*):/i;
const CONTACT_SCHEMES = new Set(['tel', 'mailto']);
const WEB_SCHEMES = new Set(['http', 'https']);

/** Each carried set's encoded `name=value` pairs, built once per request rather than once per link. */
const ENCODED_PAIRS = new WeakMap<Record<string, string>, [name: string, pair: string][]>();

function encodedPairs(carried: Record<string, string>): [name: string, pair: string][] {
  let pairs = ENCODED_PAIRS.get(carried);
  if (!pairs) {
    pairs = Object.entries(carried).map(([key, value]) => [
      key,
      new URLSearchParams([[key, value]]).toString(),
    ]);
    ENCODED_PAIRS.set(carried, pairs);
  }
  return pairs;
}

/** The link with the carried parameters it does not name itself appended: one pass over its query, none per pair. */
function withCarried(url: URL, carried: Record<string, string>): string {
  const pairs = encodedPairs(carried);
  const own = pairs.length > 0 && url.search ? new Set(url.searchParams.keys()) : undefined;
  const added = pairs.filter(([key]) => !own?.has(key)).map(([, pair]) => pair);
  if (added.length === 0) return `${url.pathname}${url.search}${url.hash}`;
  const search = url.search ? `${url.search}&` : '?';
  return `${url.pathname}${search}${added.join('&')}${url.hash}`;
}

/** Decides what a link may point to; a refused link renders as text. */
export function resolveLink(href: string, scope: LinkScope): LinkTarget {
  const compact = [...href].filter((char) => char > ' ' && char !== '\u007f').join('');
  const scheme = SCHEME.exec(compact)?.[1]?.toLowerCase();
  if (scheme && CONTACT_SCHEMES.has(scheme)) return { kind: 'contact', href: href.trim() };
  if (scheme && !WEB_SCHEMES.has(scheme))
    return { kind: 'refused', reason: `protocol ${scheme}: is not allowed` };
  if (compact.startsWith('#')) return { kind: 'internal', href: compact };
  let url: URL;
  try {
    url = new URL(href.trim(), `https://${scope.host}`);
  } catch {
    return { kind: 'refused', reason: 'not a URL' };
  }
  // `trim()` also strips Unicode spaces the browser keeps, so check the scheme that was actually parsed.
  const parsedScheme = url.protocol.slice(0, -1);
  if (!WEB_SCHEMES.has(parsedScheme))
    return { kind: 'refused', reason: `protocol ${parsedScheme}: is not allowed` };
  if (url.host === scope.host) return { kind: 'internal', href: withCarried(url, scope.carried) };
  if (!scope.allowExternal) return { kind: 'refused', reason: `external host ${url.host} not allowed` };
  return { kind: 'external', href: url.href };
}

/** A `tel:` href: the number with digits and a leading plus only. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
