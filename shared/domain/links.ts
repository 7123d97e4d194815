// Link rules: `_` parameters carried to internal links, external links only when allowed,
// script-like protocols refused; the href of each kind of CMS link field.
import { CHANNELS, CONTENT_LOCALES } from './markets';

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
  if (scheme && CONTACT_SCHEMES.has(scheme)) {
    // `mailto:` or `tel:` with nothing after it would open an empty message or dial nothing.
    if (compact.length <= scheme.length + 1) return { kind: 'refused', reason: `empty ${scheme}: link` };
    return { kind: 'contact', href: href.trim() };
  }
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

/** The fields of a CMS link (a Storyblok multilink) that decide where it points. */
export interface CmsLinkFields {
  linktype?: string;
  url?: string;
  cached_url?: string;
  email?: string;
  anchor?: string;
  /** The linked story, when the content API resolved the link. */
  story?: { full_slug?: string; url?: string };
}

const FOLDER_PREFIX = new RegExp(
  `^(?:${CHANNELS.join('|')})/(?:${Object.keys(CONTENT_LOCALES).join('|')})(?:/|$)`,
  'i',
);
const HOME_SLUG = 'home';
const HAS_SCHEME = /^[a-z][a-z0-9+.-]*:|^\/\//i;
const MAILTO = /^mailto:/i;

/**
 * A story link's path in the site, before the locale prefix: the slug without the channel and locale folders the
 * CMS names it by (`kartenliebe/de-de/karten/` is `/karten/`); the home story is the root.
 */
export function storyPath(slug: string): string {
  const inFolder = slug.trim().replace(/^\/+/, '').replace(FOLDER_PREFIX, '');
  const path = inFolder.replace(/\/+$/, '') === HOME_SLUG ? '' : inFolder;
  return `/${path}`;
}

/**
 * Where a CMS link points, before the link rules: a story is a path in the site (localised by `localize`) with its
 * anchor; a URL and an asset are as given (a path in the site is localised); an e-mail is a `mailto:` link. An unsafe
 * scheme is passed on as written, for the link rules to refuse.
 */
export function cmsLinkHref(link: CmsLinkFields, localize: (path: string) => string): string {
  const url = link.url?.trim() ?? '';
  const cached = link.cached_url?.trim() ?? '';
  switch (link.linktype) {
    case 'email': {
      const address = (link.email?.trim() || url || cached).replace(MAILTO, '').trim();
      return `mailto:${address}`;
    }
    case 'url':
    case 'asset': {
      const target = url || cached;
      return HAS_SCHEME.test(target) || target.startsWith('#') ? target : localize(storyPath(target));
    }
    default: {
      const slug = link.story?.full_slug ?? link.story?.url ?? (url || cached);
      if (HAS_SCHEME.test(slug)) return slug;
      const anchor = link.anchor?.trim().replace(/^#/, '');
      return localize(`${storyPath(slug)}${anchor ? `#${encodeURIComponent(anchor)}` : ''}`);
    }
  }
}
