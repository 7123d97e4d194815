// Site resolution: from a request URL to the runtime values (channel, country, locale, platform) or a redirect.

import { channelConfig } from './channel-config';
import { countryHost, type HostNames, parseHost } from './hosts';
import { countryByCode, isLanguage, LANGUAGE_HOME, LOCALES, type Locale, localeByCode } from './locales';
import type { Channel, CountryCode, Platform } from './markets';
import { NON_PAGE_PREFIXES } from './path-prefixes';

/** The spec's runtime values plus what links and routes need. */
export interface SiteContext {
  channel: Channel;
  /** Shop name shown to people: `kartenliebe` or the poster channel's configured name. */
  shopName: string;
  /** The poster channel's production host label, to recognise links to it from either channel. */
  posterShopName: string;
  country: CountryCode;
  locale: Locale['code'];
  language: Locale['language'];
  currency: Locale['currency'];
  unit: Locale['unit'];
  contentLocale: Locale['contentLocale'];
  textLocale: Locale['textLocale'];
  platform: Platform;
  /** Request host with port, e.g. `kartenliebe.ch.localhost:8787`. */
  host: string;
  origin: string;
  /** Prefix for internal links: `/d` for the desktop platform, then the locale prefix. */
  basePath: string;
  /** The path without platform marker and locale prefix: what the route table matches. */
  path: string;
  trailingSlash: boolean;
}

export type SiteResolution =
  | { kind: 'site'; site: SiteContext }
  | { kind: 'redirect'; status: 301 | 302; location: string };

const PLATFORM_MARKER = /^\/d(?=\/|$)/;
const LANGUAGE_SEGMENT = /^\/([a-z]{2})(?=\/|$)/;

/** Splits `/d/fr/x` into platform, language segment and the rest; used by routing too. */
export function splitPath(pathname: string): { platform: Platform; language?: string; rest: string } {
  let rest = pathname;
  let platform: Platform = 'w';
  if (PLATFORM_MARKER.test(rest)) {
    platform = 'd';
    rest = rest.slice(2) || '/';
  }
  const match = LANGUAGE_SEGMENT.exec(rest);
  if (!match?.[1]) return { platform, rest };
  return { platform, language: match[1], rest: rest.slice(3) || '/' };
}

/** Adds or removes the trailing slash of a page path as the channel wants it. */
export function normalizeSlash(path: string, trailingSlash: boolean): string {
  if (path === '/' || NON_PAGE_PREFIXES.some((prefix) => path.startsWith(prefix))) return path;
  const last = path.slice(path.lastIndexOf('/') + 1);
  if (last.includes('.')) return path;
  const bare = path.replace(/\/+$/, '') || '/';
  return trailingSlash && bare !== '/' ? `${bare}/` : bare;
}

function redirect(status: 301 | 302, location: string): SiteResolution {
  return { kind: 'redirect', status, location };
}

/** A story's full slug as the visual editor appends it to the preview URL: channel, content locale, story path. */
const EDITOR_FULL_SLUG = /^\/(kartenliebe|poster)\/([a-z]{2}-[a-z]{2})(?:\/(.*))?$/;

/** The story paths that are no page of their own: the visual editor opens them on the locale's home page. */
const FURNITURE_SLUGS = new Set(['home', 'global-config']);

/**
 * Where the visual editor's preview of a story opens: Storyblok appends the story's full slug
 * (`kartenliebe/de-de/karten`) to the preview URL, so the path names channel and content locale itself. The answer
 * is that story's page on its own shop (host, locale prefix, slash rule), with the editor's parameters kept; the
 * global config, which is no page, opens on the home page, where the header, navigation, footer and bars show it.
 */
function editorPreviewRedirect(url: URL, names: HostNames, local: boolean): string | undefined {
  // The path first: it rules out nearly every request without reading the query.
  const match = EDITOR_FULL_SLUG.exec(url.pathname);
  if (!match || !url.searchParams.has('_storyblok')) return undefined;
  const [, channel, folder, rest = ''] = match as unknown as [string, Channel, string, string | undefined];
  // A folder serves every shop locale that reads it (fr-fr: France, the French of Switzerland and Luxembourg); the
  // editor sees it on the shop whose own locale it is.
  const locale =
    LOCALES.find((candidate) => candidate.code.toLowerCase() === folder) ??
    LOCALES.find((candidate) => candidate.contentLocale.toLowerCase() === folder);
  if (!locale) return undefined;
  const story = rest.replace(/\/+$/, '');
  const path = FURNITURE_SLUGS.has(story) ? '/' : `/${story}`;
  const host = countryHost(channel, countryByCode(locale.country), { local, port: url.port }, names);
  const { trailingSlash } = channelConfig(channel);
  return `${url.protocol}//${host}${normalizeSlash(`${locale.prefix}${path}`, trailingSlash)}${url.search}`;
}

/** Resolves a request URL to its site context, or to the redirect the URL rules demand. */
export function resolveSite(url: URL, names: HostNames): SiteResolution {
  const parsed = parseHost(url.hostname, names);
  const preview = editorPreviewRedirect(url, names, parsed.local);
  if (preview) return redirect(302, preview);
  const { channel, country } = parsed;
  const { trailingSlash } = channelConfig(channel);
  const collapsed = url.pathname.replace(/\/{2,}/g, '/');
  const { platform, language, rest } = splitPath(collapsed);
  const platformPrefix = platform === 'd' ? '/d' : '';
  let localeLanguage = country.defaultLanguage as string;

  if (language) {
    if (!isLanguage(language)) {
      // Platform, slash rule and query as on every redirect: the error page must not redirect again.
      return redirect(302, normalizeSlash(`${platformPrefix}/error`, trailingSlash) + url.search);
    }
    if (language === country.defaultLanguage) {
      return redirect(301, normalizeSlash(`${platformPrefix}${rest}`, trailingSlash) + url.search);
    }
    if (!(country.prefixedLanguages as readonly string[]).includes(language)) {
      const target = countryByCode(LANGUAGE_HOME[language]);
      const host = countryHost(channel, target, { local: parsed.local, port: url.port }, names);
      const path = normalizeSlash(`${platformPrefix}${rest}`, trailingSlash);
      return redirect(301, `${url.protocol}//${host}${path}${url.search}`);
    }
    localeLanguage = language;
  }

  // An API path behind a platform or locale prefix (a page's beacon for its own site) keeps its form too.
  const api = NON_PAGE_PREFIXES.some((prefix) => rest.startsWith(prefix));
  const canonical = api ? collapsed : normalizeSlash(collapsed, trailingSlash);
  if (canonical !== url.pathname) return redirect(301, canonical + url.search);

  const locale = localeByCode(`${localeLanguage}-${country.code}`);
  if (!locale) throw new Error(`No locale ${localeLanguage}-${country.code}`);
  return {
    kind: 'site',
    site: {
      channel,
      shopName: channel === 'poster' ? names.posterShopName : 'kartenliebe',
      posterShopName: names.posterShopName,
      country: country.code,
      locale: locale.code,
      language: locale.language,
      currency: locale.currency,
      unit: locale.unit,
      contentLocale: locale.contentLocale,
      textLocale: locale.textLocale,
      platform,
      host: url.host,
      origin: url.origin,
      basePath: `${platformPrefix}${locale.prefix}`,
      path: rest,
      trailingSlash,
    },
  };
}

/** An internal link in the current site: platform and locale prefix, then the channel's slash rule. */
export function localizePath(site: Pick<SiteContext, 'basePath' | 'trailingSlash'>, path: string): string {
  const cut = path.search(/[?#]/);
  const pathname = cut < 0 ? path : path.slice(0, cut) || '/';
  const suffix = cut < 0 ? '' : path.slice(cut);
  const prefixed = site.basePath && pathname === '/' ? `${site.basePath}/` : `${site.basePath}${pathname}`;
  return normalizeSlash(prefixed, site.trailingSlash) + suffix;
}
