// The sites the load visits (both channels, a few countries and languages) with real pages of the demo space, and
// what a visitor's browser learns from a page: the current action bar's id and the navigation data's URL.
import { SMARTBANNER_COOKIE } from '../../shared/domain/smartbanner';
import { send } from '../bench/http';

export interface Site {
  host: string;
  /** How many of the visitors come to this site. */
  weight: number;
  /** Pages a visitor lands on or clicks on to: canonical paths (locale prefix, the channel's trailing slash). */
  pages: readonly string[];
  /** A path under which no page exists, `{n}` replaced by a number. */
  missing: string;
}

export const SITES: readonly Site[] = [
  {
    host: 'kartenliebe.de.localhost',
    weight: 5,
    pages: [
      '/',
      '/fotokalender/',
      '/fotokalender/wandkalender/',
      '/karten/',
      '/karten/hochzeitskarten/',
      '/fotobuch/fotobuch-hardcover/',
      '/bilderbox/bilderbox-classic/',
      '/products/',
      '/themes/2101/',
    ],
    missing: '/fotokalender/ausverkauft-{n}/',
  },
  {
    host: 'poster.de.localhost',
    weight: 3,
    pages: [
      '/',
      '/leinwanddruck',
      '/leinwanddruck/leinwand-classic',
      '/poster',
      '/poster/poster-classic',
      '/acrylglas/acrylglas-classic',
      '/products',
    ],
    missing: '/leinwanddruck/ausverkauft-{n}',
  },
  {
    host: 'kartenliebe.ch.localhost',
    weight: 1,
    pages: [
      '/fr/',
      '/fr/cartes/',
      '/fr/calendrier-photo/',
      '/fr/calendrier-photo/calendrier-mural/',
      '/fr/livre-photo/livre-photo-rigide/',
    ],
    missing: '/fr/cartes/epuise-{n}/',
  },
  {
    host: 'poster.co.uk.localhost',
    weight: 1,
    pages: [
      '/',
      '/canvas-prints',
      '/canvas-prints/canvas-classic',
      '/poster-prints/poster-classic',
      '/products',
    ],
    missing: '/canvas-prints/sold-out-{n}',
  },
];

/** What the pages of a site tell a browser. */
export interface SiteFacts {
  /** The id of the action bar the site shows now (its dismissal cookie is `actionBarClosed_<id>`). */
  actionBarId: string;
  /** Where the navigation islands load their data, under the current content version. */
  navigation: string;
}

/**
 * Reads each site's first page and what it says about the bar and the navigation data. As a visitor who closed the
 * app banner: such a page is neither answered from the edge cache nor stored there, so reading it fills no cache
 * entry ahead of the counted visitors.
 */
export async function siteFacts(port: number): Promise<Map<string, SiteFacts>> {
  const facts = new Map<string, SiteFacts>();
  const headers = { 'user-agent': 'Mozilla/5.0 Chrome/142.0', cookie: `${SMARTBANNER_COOKIE}=1` };
  for (const site of SITES) {
    const page = site.pages[0] ?? '/';
    const answer = await send(port, site.host, page, { headers });
    const html = answer.body.toString();
    const actionBarId = /data-action-bar="([^"]+)"/.exec(html)?.[1];
    const navigation = /"([^"]*\/frontend-api\/navigation[^"]*)"/.exec(html)?.[1];
    if (answer.status !== 200 || !actionBarId || !navigation) {
      throw new Error(`${site.host}${page} (${answer.status}) shows no action bar or navigation data`);
    }
    facts.set(site.host, { actionBarId, navigation: navigation.replaceAll('\\u0026', '&') });
  }
  return facts;
}
