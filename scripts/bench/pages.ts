// The pages the bench measures: per channel the home, a category, a product, the products overview, a 404 and
// an editor's draft, with the local host names and trailing-slash rules of each channel; and per channel the
// navigation from its home to its category page.
import { issueEditorToken } from '../../worker/content/editor-token';

export interface BenchPage {
  /** Row label: `<channel> <kind>`. */
  name: string;
  host: string;
  /** Path and query as a visitor asks for it. */
  path: string;
  status: 200 | 404;
  /** A draft and a missing page are never cached: no cached figures. */
  cacheable: boolean;
  /** Lighthouse runs on these (the home, category and product pages). */
  lighthouse: boolean;
}

/** The embedded demo space (wrangler.toml vars). */
const SPACE_ID = '1000';
const PREVIEW_TOKEN = 'demo-preview-token';

/** The visual editor's query for a valid draft request, as Storyblok would issue it now. */
export async function editorQuery(): Promise<string> {
  const timestamp = Math.floor(Date.now() / 1000);
  return new URLSearchParams({
    _storyblok: '1',
    '_storyblok_tk[space_id]': SPACE_ID,
    '_storyblok_tk[timestamp]': String(timestamp),
    '_storyblok_tk[token]': await issueEditorToken(SPACE_ID, PREVIEW_TOKEN, timestamp),
  }).toString();
}

interface ChannelPaths {
  channel: string;
  host: string;
  category: string;
  product: string;
  products: string;
  missing: string;
}

/** Real paths of the demo space; kartenliebe keeps a trailing slash, the poster channel none. */
const CHANNELS: ChannelPaths[] = [
  {
    channel: 'kartenliebe',
    host: 'kartenliebe.de.localhost',
    category: '/fotokalender/',
    product: '/fotokalender/wandkalender/',
    products: '/products/',
    missing: '/bench-missing-page/',
  },
  {
    channel: 'poster',
    host: 'poster.de.localhost',
    category: '/leinwanddruck',
    product: '/leinwanddruck/leinwand-classic',
    products: '/products',
    missing: '/bench-missing-page',
  },
];

export async function benchPages(): Promise<BenchPage[]> {
  const draft = `/?${await editorQuery()}`;
  return CHANNELS.flatMap(({ channel, host, ...paths }) => {
    const page = (kind: string, path: string, extra: Partial<BenchPage> = {}): BenchPage => ({
      name: `${channel} ${kind}`,
      host,
      path,
      status: 200,
      cacheable: true,
      lighthouse: false,
      ...extra,
    });
    return [
      page('home', '/', { lighthouse: true }),
      page('category', paths.category, { lighthouse: true }),
      page('product', paths.product, { lighthouse: true }),
      page('products', paths.products),
      // Never stored: every request for a missing page is rendered and logged, so it has no cached figures.
      page('404', paths.missing, { status: 404, cacheable: false }),
      page('draft', draft, { cacheable: false }),
    ];
  });
}

/** A visitor's way from one page to the next by a link, in the same channel. */
export interface BenchNavigation {
  /** Row label: `<channel> home → category`. */
  name: string;
  host: string;
  /** The page the visitor is on, and the link's path (the `href` as the page writes it). */
  from: string;
  to: string;
  /** The rows of the two pages: the navigation is measured when either is selected. */
  pages: [string, string];
}

export const NAVIGATIONS: BenchNavigation[] = CHANNELS.map(({ channel, host, category }) => ({
  name: `${channel} home → category`,
  host,
  from: '/',
  to: category,
  pages: [`${channel} home`, `${channel} category`],
}));

/**
 * The same page, not in the edge HTML cache: a distinct `bench` parameter per request, which the key holds and
 * no link carries (a `_` parameter would be copied onto every link, which no ordinary visit has).
 */
export function uncached(path: string, n: number | string): string {
  return `${path}${path.includes('?') ? '&' : '?'}bench=${n}`;
}

/** The floor: the cheapest route the worker itself answers (a fixed text, no content, no cache). */
export const FLOOR = { host: 'kartenliebe.de.localhost', path: '/robots.txt' };
