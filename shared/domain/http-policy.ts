// Response policies as pure rules: security headers, HTML cache control, crawler detection, prefetch.

export interface SecurityHeaderOptions {
  https: boolean;
  /** A valid draft in the visual editor: Storyblok's bridge script may load. */
  editor?: boolean;
}

/** The Content-Security-Policy of a shop page: only what the page needs, plus the CMS editor frame. */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self' 'inline-speculation-rules'",
  "style-src 'self'",
  "style-src-attr 'unsafe-inline'",
  "img-src 'self' data: https://a.storyblok.com",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'self' https://app.storyblok.com",
].join('; ');

const EDITOR_POLICY = CONTENT_SECURITY_POLICY.replace(
  "script-src 'self'",
  "script-src 'self' https://app.storyblok.com",
).replace("connect-src 'self'", "connect-src 'self' https://app.storyblok.com");

export function securityHeaders({ https, editor = false }: SecurityHeaderOptions): Record<string, string> {
  return {
    'Content-Security-Policy': editor ? EDITOR_POLICY : CONTENT_SECURITY_POLICY,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
    ...(https ? { 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' } : {}),
  };
}

export interface HtmlCacheInput {
  /** Depends on the visitor: cookies that change the page, a draft, a flag override, debug. */
  personal: boolean;
  status: number;
}

/** Shareable pages revalidate at the edge; personal ones are never stored. HTML is never immutable. */
export function htmlCacheControl({ personal, status }: HtmlCacheInput): string {
  if (personal || status >= 500) return 'private, no-store';
  if (status >= 400) return 'public, max-age=0, s-maxage=60';
  return 'public, max-age=0, s-maxage=300, stale-while-revalidate=3600';
}

const CRAWLER =
  /bot|crawler|spider|crawling|slurp|facebookexternalhit|lighthouse|headlesschrome\/.*pagespeed/i;

export function isCrawler(userAgent: string | undefined): boolean {
  return !!userAgent && CRAWLER.test(userAgent);
}

/** Prefetching the likely next pages is skipped on data-saver and 2g connections. */
export function prefetchAllowed(headers: { saveData?: string | null; ect?: string | null }): boolean {
  if (headers.saveData?.trim().toLowerCase() === 'on') return false;
  return !['slow-2g', '2g'].includes(headers.ect?.trim().toLowerCase() ?? '');
}

/** Speculation rules: prefetch same-site page links on hover, never logout or API paths. */
export const SPECULATION_RULES = {
  prefetch: [
    {
      source: 'document',
      where: {
        and: [
          { href_matches: '/*' },
          { not: { href_matches: '/*logout*' } },
          { not: { href_matches: '/(web-api|price-api|frontend-api|cdn-cgi|designer)/*' } },
          { not: { selector_matches: '[rel~=nofollow]' } },
        ],
      },
      eagerness: 'moderate',
    },
  ],
};
