// Marketing parameters: click ids and campaign tags that ad platforms, newsletters and analytics add to a landing
// URL. They change nothing a page shows, so they are left out of the edge-cache key (an ad landing is a hit) and
// never carried onto the page's links.

/** Parameter names, exactly. */
const NAMES: ReadonlySet<string> = new Set([
  // Google Ads and Campaign Manager click ids
  'gclid',
  'gclsrc',
  'gbraid',
  'wbraid',
  'dclid',
  'gad_source',
  'gad_campaignid',
  'srsltid',
  // Google Analytics cross-domain linker
  '_ga',
  '_gl',
  // Meta, Microsoft, TikTok, X, LinkedIn, Yandex, Instagram, Pinterest
  'fbclid',
  'msclkid',
  'ttclid',
  'twclid',
  'li_fat_id',
  'yclid',
  'igshid',
  'epik',
  // Mailchimp, HubSpot, Klaviyo, Matomo/Piwik campaign tags
  'mc_cid',
  'mc_eid',
  '_hsenc',
  '_hsmi',
  '__hssc',
  '__hstc',
  '__hsfp',
  '_kx',
  '_ke',
  'mtm_campaign',
  'mtm_source',
  'mtm_medium',
  'pk_campaign',
  'pk_source',
  'pk_medium',
]);

/** Name prefixes: Google's UTM tags (`utm_source`, `utm_medium`, …). */
const PREFIXES = ['utm_'] as const;

/** Whether a query parameter is a marketing parameter (case-insensitive, as ad platforms vary). */
export function isMarketingParam(name: string): boolean {
  const lower = name.toLowerCase();
  return NAMES.has(lower) || PREFIXES.some((prefix) => lower.startsWith(prefix));
}

/** The landing's Google click id, kept in a first-party cookie for the designer hand-off. */
export const CLICK_ID_PARAM = 'gclid';
/** How long the click id is kept: Google attributes conversions to a click for up to 90 days. */
export const CLICK_ID_MAX_AGE = 60 * 60 * 24 * 90;

/**
 * Whether a landing came from a Google Shopping ad: its UTM tags name Google as the source (`google`,
 * `google-shopping`, `google_shopping`) and Shopping in the source, medium or campaign (the shop's Shopping
 * campaigns tag their final URLs so, e.g. `utm_source=google&utm_medium=cpc-shopping`). `srsltid` alone does not
 * count: Google adds it to free listings and organic results too, and a `gclid` does not say which campaign.
 * True for a Shopping landing, false for a landing of another campaign (any `utm_source` or `gclid`: the last
 * click wins), null for a visit that names no campaign.
 */
export function shoppingLanding(query: URLSearchParams): boolean | null {
  const tag = (name: string) => (query.get(name) ?? '').toLowerCase();
  const source = tag('utm_source');
  if (/^google([-_ ]?shopping)?$/.test(source)) {
    return [source, tag('utm_medium'), tag('utm_campaign')].some((value) => value.includes('shopping'));
  }
  return source !== '' || query.has(CLICK_ID_PARAM) ? false : null;
}
