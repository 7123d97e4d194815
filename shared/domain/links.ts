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

function withCarried(url: URL, carried: Record<string, string>): string {
  for (const [key, value] of Object.entries(carried)) {
    if (!url.searchParams.has(key)) url.searchParams.set(key, value);
  }
  return `${url.pathname}${url.search}${url.hash}`;
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
