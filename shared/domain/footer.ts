// Footer link rules: the international box's shop links mapped to the current environment and
// marked when they are the current shop; the languages box's current locale.
import { countryHost, environmentOf, parseHost, shopLinkInEnvironment } from './hosts';
import { normalizeSlash, type SiteContext } from './site';

export interface FooterLinkTarget {
  href: string;
  /** The link leads to the shop (or language) the visitor is on. */
  current: boolean;
}

type FooterSite = Pick<SiteContext, 'channel' | 'country' | 'host' | 'posterShopName'>;

/**
 * A link of the international box: a production host of our shops (`https://kartenliebe.ch/`) points to the
 * same shop in the current environment (`http://kartenliebe.ch.localhost:8787/` locally); the link to the
 * current channel and country is current. Other links stay as they are.
 */
export function internationalLink(url: string, site: FooterSite): FooterLinkTarget {
  const names = { posterShopName: site.posterShopName };
  const href = shopLinkInEnvironment(url, environmentOf(site.host), names);
  let host: string;
  try {
    host = new URL(url).hostname.toLowerCase().replace(/^www\./, '');
  } catch {
    return { href, current: false };
  }
  // parseHost takes unknown hosts for kartenliebe DE: only a host that maps back to itself is one of ours.
  const shop = parseHost(host, names);
  const ours =
    !shop.local && countryHost(shop.channel, shop.country, { local: false, port: '' }, names) === host;
  return { href, current: ours && shop.channel === site.channel && shop.country.code === site.country };
}

/**
 * A link of the languages box: a locale prefix path (`/`, `/fr/`), slash-normalised for the channel; current
 * when it is the page's locale prefix.
 */
export function languageLink(
  path: string,
  site: Pick<SiteContext, 'basePath' | 'trailingSlash'>,
): FooterLinkTarget {
  const bare = (value: string) => value.replace(/\/+$/, '') || '/';
  const prefix = site.basePath.replace(/^\/d(?=\/|$)/, '');
  return { href: normalizeSlash(path, site.trailingSlash), current: bare(path) === bare(prefix || '/') };
}
