// Response policies as pure rules: security headers, HTML cache control, crawler detection, prefetch and the
// client hints it reads.
import { createIsbotFromList, list } from 'isbot';
import { NO_PREFETCH_SEGMENTS } from './path-prefixes';

export interface SecurityHeaderOptions {
  https: boolean;
  /**
   * A valid draft in the visual editor whose bridge is on another origin (`bridgeOrigin()`): that origin's script
   * may load and talk back.
   */
  bridgeOrigin?: string;
  /** The nonce of a personal page's streamed scripts (React's reveal of deferred parts). */
  scriptNonce?: string;
  /** The tag manager's first-party origin, on pages that load it: its scripts, requests and pixels are allowed. */
  analyticsOrigin?: string;
  /** The hosted bot check's origins, on pages with the newsletter form: its script, frame and requests. */
  botCheckOrigins?: readonly string[];
  /** Google Identity Services' origin where sign-in with Google is offered: its script, button frame and style. */
  googleSignInOrigin?: string;
  /** The hashes (`sha256-…`) of the critical stylesheets pages inline (one per channel): those, no other. */
  inlineStyleHashes?: readonly string[];
  /** The hashes (`sha256-…`) of the inline scripts pages carry (the boot script's loader, the speculation rules). */
  inlineScriptHashes?: readonly string[];
}

/** The Content-Security-Policy of a shop page: only what the page needs, plus the CMS editor frame. */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  // Inline scripts (the boot script's loader, the speculation rules) only by their hashes (`inlineScriptHashes`).
  "script-src 'self'",
  "style-src 'self'",
  "style-src-attr 'unsafe-inline'",
  // Resized images are the shop's own; an image on a host no resizer knows is shown as it is, from any https host
  // (an image runs no script).
  "img-src 'self' data: https:",
  // Video blocks play the content space's files.
  "media-src 'self' https://a.storyblok.com",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'self' https://app.storyblok.com",
].join('; ');

export function securityHeaders({
  https,
  bridgeOrigin,
  scriptNonce,
  analyticsOrigin,
  botCheckOrigins = [],
  googleSignInOrigin,
  inlineStyleHashes = [],
  inlineScriptHashes = [],
}: SecurityHeaderOptions): Record<string, string> {
  let policy = CONTENT_SECURITY_POLICY;
  // The build's own inline stylesheets and scripts, each allowed by its hash.
  for (const [directive, hashes] of [
    ['style-src', inlineStyleHashes],
    ['script-src', inlineScriptHashes],
  ] as const) {
    if (hashes.length === 0) continue;
    const quoted = hashes.map((hash) => `'${hash}'`).join(' ');
    policy = policy.replace(`${directive} 'self'`, `${directive} 'self' ${quoted}`);
  }
  if (bridgeOrigin) {
    for (const directive of ['script-src', 'connect-src']) {
      policy = policy.replace(`${directive} 'self'`, `${directive} 'self' ${bridgeOrigin}`);
    }
  }
  if (scriptNonce) policy = policy.replace("script-src 'self'", `script-src 'self' 'nonce-${scriptNonce}'`);
  if (analyticsOrigin) {
    for (const directive of ['script-src', 'connect-src', 'img-src']) {
      policy = policy.replace(`${directive} 'self'`, `${directive} 'self' ${analyticsOrigin}`);
    }
  }
  if (botCheckOrigins.length > 0) {
    const origins = botCheckOrigins.join(' ');
    for (const directive of ['script-src', 'connect-src']) {
      policy = policy.replace(`${directive} 'self'`, `${directive} 'self' ${origins}`);
    }
    policy = `${policy}; frame-src 'self' ${origins}`;
  }
  if (googleSignInOrigin) {
    for (const directive of ['script-src', 'connect-src', 'style-src']) {
      policy = policy.replace(`${directive} 'self'`, `${directive} 'self' ${googleSignInOrigin}`);
    }
    policy = policy.includes('frame-src ')
      ? policy.replace("frame-src 'self'", `frame-src 'self' ${googleSignInOrigin}`)
      : `${policy}; frame-src 'self' ${googleSignInOrigin}`;
  }
  return {
    'Content-Security-Policy': policy,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
    ...(https ? { 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' } : {}),
  };
}

/** What makes a response depend on the visitor. */
export interface VisitorFacts {
  /** Draft content for an editor. */
  draft: boolean;
  /** A session or an anonymous basket's cookie: the page shows the customer data (name, cart count). */
  session: boolean;
  /** A flag override or the debug view in the query. */
  override: boolean;
}

/** A response that depends on the visitor is personal: no shared cache may store it. */
export function isPersonal(facts: VisitorFacts): boolean {
  return facts.draft || facts.session || facts.override;
}

export const PERSONAL_CACHE_CONTROL = 'private, no-store';

/** Shared lifetimes by kind of response; a page revalidates at the edge and is never immutable. */
const SHARED_CACHE_CONTROL = {
  page: 'public, max-age=0, s-maxage=300, stale-while-revalidate=3600',
  api: 'public, max-age=0, s-maxage=60',
  /** Data under a content cache version in its URL: a publish changes the URL, never the answer. */
  versioned: 'public, max-age=31536000, immutable',
  sitemap: 'public, max-age=0, s-maxage=3600',
  robots: 'public, max-age=3600',
} as const;

export type ResponseKind = keyof typeof SHARED_CACHE_CONTROL;

export interface HtmlCacheInput {
  /** Depends on the visitor (`isPersonal()`). */
  personal: boolean;
  status: number;
}

/** Personal responses and server errors are never stored; client errors briefly, at the edge only. */
export function cacheControl(kind: ResponseKind, { personal, status }: HtmlCacheInput): string {
  if (personal || status >= 500) return PERSONAL_CACHE_CONTROL;
  if (status >= 400) return SHARED_CACHE_CONTROL.api;
  return SHARED_CACHE_CONTROL[kind];
}

/** A page's Cache-Control. */
export function htmlCacheControl(input: HtmlCacheInput): string {
  return cacheControl('page', input);
}

/**
 * Crawlers by a maintained list of bot user agents. Headless browsers stay visitors: synthetic checks (and the
 * shop's browser tests) see what a visitor sees; Lighthouse is on the list.
 */
const crawler = createIsbotFromList(list.filter((pattern) => pattern !== 'headless'));

export function isCrawler(userAgent: string | undefined): boolean {
  return !!userAgent && crawler(userAgent);
}

/**
 * The client hints a page's answer depends on (`prefetchAllowed`). ECT is sent only to a site that asks for it;
 * Save-Data needs no asking: a browser saving data sends it on every request.
 */
export const PAGE_CLIENT_HINTS = ['ECT'] as const;

/**
 * The headers of a page that depends on the visitor's cookies and connection: the caches' Vary, the hints asked
 * for, and the same hints as critical, so the first navigation is retried with them rather than answered without.
 */
export const PAGE_VARIANCE_HEADERS = {
  Vary: ['Cookie', 'Save-Data', ...PAGE_CLIENT_HINTS].join(', '),
  'Accept-CH': PAGE_CLIENT_HINTS.join(', '),
  'Critical-CH': PAGE_CLIENT_HINTS.join(', '),
} as const;

/** Prefetching the likely next pages is skipped on data-saver and 2g connections. */
export function prefetchAllowed(headers: { saveData?: string | null; ect?: string | null }): boolean {
  if (headers.saveData?.trim().toLowerCase() === 'on') return false;
  return !['slow-2g', '2g'].includes(headers.ect?.trim().toLowerCase() ?? '');
}

/**
 * Links never loaded ahead, as they are written, behind any platform or locale prefix and with or without the
 * trailing slash: a logout, an API or personal path (`NO_PREFETCH_SEGMENTS`), a configurator hand-off (it starts
 * a session), a link not to follow, a download, a new tab.
 */
const NOT_AHEAD = [
  ...NO_PREFETCH_SEGMENTS.flatMap((segment) => [`a[href*="/${segment}/"]`, `a[href$="/${segment}"]`]),
  'a[href*="/configurator-"]',
  'a[href*="logout"]',
  '[rel~=nofollow]',
  '[download]',
  '[target=_blank]',
].join(', ');

/** Same-site page links a visitor may open next. */
const NEXT_PAGES = {
  and: [
    { href_matches: '/*' },
    { not: { href_matches: '/*logout*' } },
    { not: { href_matches: `/(${NO_PREFETCH_SEGMENTS.join('|')})/*` } },
    { not: { selector_matches: NOT_AHEAD } },
  ],
};

/**
 * Speculation rules of a shared page: the next page is prerendered, so it is there when it is opened — the main
 * navigation's targets as soon as the pointer rests on the navigation, any other page link on hover or press
 * (moderate). Prerendered pages count nothing until they are shown (`isSpeculative`, the boot script).
 */
export const SPECULATION_RULES = {
  prerender: [
    {
      source: 'document',
      where: { and: [NEXT_PAGES, { selector_matches: '[data-main-navigation] a[href]' }] },
      eagerness: 'eager',
    },
    { source: 'document', where: NEXT_PAGES, eagerness: 'moderate' },
  ],
};

/** Speculation rules of a personal page (a customer's, a draft): links are only prefetched, nothing runs ahead. */
export const PERSONAL_SPECULATION_RULES = {
  prefetch: [{ source: 'document', where: NEXT_PAGES, eagerness: 'moderate' }],
};

/**
 * Whether a request is the browser loading a page ahead of a visit (`Sec-Purpose: prefetch` or
 * `prefetch;prerender`, or the older `Purpose: prefetch`): it records no impression and no page view.
 */
export function isSpeculative(headers: { secPurpose?: string | null; purpose?: string | null }): boolean {
  return /(^|[\s;,])prefetch\b/i.test(headers.secPurpose ?? headers.purpose ?? '');
}

/**
 * Whether a request comes from another site (CSRF): its Origin names another host, an opaque origin (`null`),
 * or, without an Origin, the browser marks the fetch cross-site.
 */
export function isCrossSite(request: { origin?: string; fetchSite?: string; host: string }): boolean {
  if (request.origin === undefined) return request.fetchSite === 'cross-site';
  try {
    return new URL(request.origin).host !== request.host;
  } catch {
    return true;
  }
}
