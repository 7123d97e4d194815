// The first path segments that are not content pages, in one table: whether the site treats the path as a page
// (slash rules apply), whether the content route may look a story up under it, and whether links to it may be
// prefetched.

interface PathPrefix {
  segment: string;
  /** An HTML page of the shop: the trailing-slash rule applies. */
  page: boolean;
  /** Prefetching a link to it is safe and useful. */
  prefetch: boolean;
}

/** Every non-content prefix; anything else may be a CMS story. */
export const PATH_PREFIXES: readonly PathPrefix[] = [
  { segment: 'assets', page: false, prefetch: false },
  { segment: 'cdn-cgi', page: false, prefetch: false },
  { segment: 'web-api', page: false, prefetch: false },
  { segment: 'price-api', page: false, prefetch: false },
  { segment: 'frontend-api', page: false, prefetch: false },
  { segment: 'webhooks', page: false, prefetch: false },
  { segment: 'demo-images', page: false, prefetch: false },
  { segment: 'customer-picture', page: false, prefetch: false },
  { segment: 'api', page: false, prefetch: false },
  { segment: 'whitelabel', page: false, prefetch: false },
  // The newsletter bot check's local stand-in (script and tokens).
  { segment: 'bot-check', page: false, prefetch: false },
  // Pages of the worker's own routes: the designer hand-off (never prefetched: it starts a session) and themes.
  { segment: 'designer', page: true, prefetch: false },
  { segment: 'themes', page: true, prefetch: true },
  // The shop's own pages: personal, so never prefetched (a prefetch would render them for nothing).
  { segment: 'account', page: true, prefetch: false },
  { segment: 'basket', page: true, prefetch: false },
];

/** Path prefixes (`/web-api/`) that are not pages: never slash-normalised. */
export const NON_PAGE_PREFIXES = PATH_PREFIXES.filter((row) => !row.page).map((row) => `/${row.segment}/`);

/** First segments under which the content route looks no story up. */
export const NON_CONTENT_SEGMENTS: ReadonlySet<string> = new Set(PATH_PREFIXES.map((row) => row.segment));

/** First segments whose links are never prefetched. */
export const NO_PREFETCH_SEGMENTS = PATH_PREFIXES.filter((row) => !row.prefetch).map((row) => row.segment);
