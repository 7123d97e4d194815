// Site resolution (the host table): every country, channel, host form
// and locale, every redirect rule, and internal links. Expected values come from the rules, not the code.
import { describe, expect, test } from 'vitest';
import type { Channel, CountryCode, Language } from './markets';
import { localizePath, resolveSite, type SiteContext } from './site';

const NAMES = { posterShopName: 'wandliebe' };
const CHANNELS = ['kartenliebe', 'poster'] as const satisfies readonly Channel[];
const FORMS = ['production', 'www', 'local'] as const;
type Form = (typeof FORMS)[number];

interface CountryRow {
  country: CountryCode;
  tld: string;
  /** Default language first, then the prefixed ones. */
  languages: readonly Language[];
}

const COUNTRY_ROWS: readonly CountryRow[] = [
  { country: 'DE', tld: 'de', languages: ['de'] },
  { country: 'AT', tld: 'at', languages: ['de'] },
  { country: 'CH', tld: 'ch', languages: ['de', 'fr', 'it'] },
  { country: 'LI', tld: 'li', languages: ['de'] },
  { country: 'LU', tld: 'lu', languages: ['de', 'fr'] },
  { country: 'IT', tld: 'it', languages: ['it', 'de'] },
  { country: 'FR', tld: 'fr', languages: ['fr'] },
  { country: 'BE', tld: 'be', languages: ['nl', 'fr'] },
  { country: 'NL', tld: 'nl', languages: ['nl'] },
  { country: 'ES', tld: 'es', languages: ['es'] },
  { country: 'GB', tld: 'co.uk', languages: ['en'] },
  { country: 'US', tld: 'com', languages: ['en'] },
];

interface LocaleRow {
  locale: string;
  country: CountryCode;
  language: Language;
  prefix: string;
  currency: string;
  unit: string;
  contentLocale: string;
  textLocale: string;
}

const LOCALE_ROWS: readonly LocaleRow[] = (
  [
    ['de-AT', '', 'eur', 'cm', 'de-DE', 'de-DE'],
    ['de-CH', '', 'chf', 'cm', 'de-CH', 'de-DE'],
    ['de-DE', '', 'eur', 'cm', 'de-DE', 'de-DE'],
    ['de-IT', '/de', 'eur', 'cm', 'de-DE', 'de-DE'],
    ['de-LI', '', 'chf', 'cm', 'de-LI', 'de-DE'],
    ['de-LU', '', 'eur', 'cm', 'de-DE', 'de-DE'],
    ['en-GB', '', 'gbp', 'cm', 'en-GB', 'en-GB'],
    ['en-US', '', 'usd', 'in', 'en-US', 'en-US'],
    ['es-ES', '', 'eur', 'cm', 'es-ES', 'es-ES'],
    ['fr-BE', '/fr', 'eur', 'cm', 'fr-BE', 'fr-FR'],
    ['fr-CH', '/fr', 'chf', 'cm', 'fr-FR', 'fr-FR'],
    ['fr-FR', '', 'eur', 'cm', 'fr-FR', 'fr-FR'],
    ['fr-LU', '/fr', 'eur', 'cm', 'fr-FR', 'fr-FR'],
    ['it-CH', '/it', 'chf', 'cm', 'it-IT', 'it-IT'],
    ['it-IT', '', 'eur', 'cm', 'it-IT', 'it-IT'],
    ['nl-BE', '', 'eur', 'cm', 'nl-NL', 'nl-NL'],
    ['nl-NL', '', 'eur', 'cm', 'nl-NL', 'nl-NL'],
  ] as const
).map(([locale, prefix, currency, unit, contentLocale, textLocale]) => ({
  locale,
  country: locale.slice(3) as CountryCode,
  language: locale.slice(0, 2) as Language,
  prefix,
  currency,
  unit,
  contentLocale,
  textLocale,
}));

const LANGUAGES = ['de', 'en', 'es', 'fr', 'it', 'nl'] as const;
/** The country whose default language a language is. */
const LANGUAGE_HOME = { de: 'DE', en: 'GB', es: 'ES', fr: 'FR', it: 'IT', nl: 'NL' } as const;

function countryRow(country: CountryCode): CountryRow {
  const row = COUNTRY_ROWS.find((candidate) => candidate.country === country);
  if (!row) throw new Error(`No test row for ${country}`);
  return row;
}

function localeRow(locale: string): LocaleRow {
  const row = LOCALE_ROWS.find((candidate) => candidate.locale === locale);
  if (!row) throw new Error(`No test row for ${locale}`);
  return row;
}

function originOf(channel: Channel, tld: string, form: Form): string {
  const shop = channel === 'poster' ? 'wandliebe' : 'kartenliebe';
  if (form === 'production') return `https://${shop}.${tld}`;
  if (form === 'www') return `https://www.${shop}.${tld}`;
  return `http://${channel}.${tld}.localhost:8787`;
}

/** Canonical form of a page path for a channel: kartenliebe ends pages with `/`, poster does not. */
function page(channel: Channel, path: string): string {
  if (path === '/') return path;
  const bare = path.replace(/\/$/, '');
  return channel === 'kartenliebe' ? `${bare}/` : bare;
}

/** The non-canonical slash form of a page path (for paths other than `/`). */
function wrongSlash(channel: Channel, path: string): string {
  const bare = path.replace(/\/$/, '');
  return channel === 'kartenliebe' ? bare : `${bare}/`;
}

function siteAt(href: string): SiteContext {
  const result = resolveSite(new URL(href), NAMES);
  if (result.kind !== 'site') throw new Error(`${href} redirects ${result.status} to ${result.location}`);
  return result.site;
}

/** Asserts the redirect, then that its target is served without a further redirect. */
function expectRedirect(href: string, status: 301 | 302, location: string): SiteContext {
  expect(resolveSite(new URL(href), NAMES)).toEqual({ kind: 'redirect', status, location });
  const target = resolveSite(new URL(location, href), NAMES);
  expect(target.kind, `${location} (from ${href}) must not redirect again`).toBe('site');
  return siteAt(new URL(location, href).href);
}

const cross = <A, B>(as: readonly A[], bs: readonly B[]): [A, B][] =>
  as.flatMap((a) => bs.map((b): [A, B] => [a, b]));

describe('home page of every country, channel and host form', () => {
  const rows = cross(COUNTRY_ROWS, cross(CHANNELS, FORMS)).map(([row, [channel, form]]) => ({
    ...row,
    channel,
    form,
  }));

  test.each(rows)('$channel $country ($form host)', ({ country, tld, languages, channel, form }) => {
    const origin = originOf(channel, tld, form);
    const expected = localeRow(`${languages[0]}-${country}`);
    expect(siteAt(`${origin}/`)).toEqual({
      channel,
      shopName: channel === 'poster' ? 'wandliebe' : 'kartenliebe',
      posterShopName: 'wandliebe',
      country,
      locale: expected.locale,
      language: expected.language,
      currency: expected.currency,
      unit: expected.unit,
      contentLocale: expected.contentLocale,
      textLocale: expected.textLocale,
      platform: 'w',
      host: new URL(origin).host,
      origin,
      basePath: '',
      path: '/',
      trailingSlash: channel === 'kartenliebe',
    });
  });

  test.each([
    ['http://localhost:8787/', 'localhost:8787'],
    ['http://localhost/', 'localhost'],
    ['http://127.0.0.1:8787/', '127.0.0.1:8787'],
    ['http://[::1]:8787/', '[::1]:8787'],
    ['https://poster.de/', 'poster.de'],
    ['http://wandliebe.fr.localhost:8787/', 'wandliebe.fr.localhost:8787'],
    ['https://storefront.example.workers.dev/', 'storefront.example.workers.dev'],
  ])('unknown host %s is kartenliebe DE, de-DE', (href, host) => {
    const site = siteAt(href);
    expect([site.channel, site.country, site.locale, site.currency, site.host]).toEqual([
      'kartenliebe',
      'DE',
      'de-DE',
      'eur',
      host,
    ]);
  });
});

describe('every locale under its prefix', () => {
  const rows = cross(LOCALE_ROWS, cross(CHANNELS, ['production', 'local'] as const)).map(
    ([row, [channel, form]]) => ({ ...row, channel, form }),
  );

  test.each(rows)('$locale ($channel, $form): prefix "$prefix"', (row) => {
    const { locale, country, prefix, channel, form } = row;
    const origin = originOf(channel, countryRow(country).tld, form);
    const expected = {
      channel,
      country,
      locale,
      currency: row.currency,
      unit: row.unit,
      contentLocale: row.contentLocale,
      textLocale: row.textLocale,
    };
    const home = siteAt(`${origin}${page(channel, `${prefix}/`)}`);
    expect(home).toMatchObject({ ...expected, platform: 'w', basePath: prefix, path: '/' });

    const inner = siteAt(`${origin}${prefix}${page(channel, '/some/page')}`);
    expect(inner).toMatchObject({
      ...expected,
      platform: 'w',
      basePath: prefix,
      path: page(channel, '/some/page'),
    });

    const desktop = siteAt(`${origin}/d${prefix}${page(channel, '/some/page')}`);
    expect(desktop).toMatchObject({
      ...expected,
      platform: 'd',
      basePath: `/d${prefix}`,
      path: page(channel, '/some/page'),
    });

    expectRedirect(
      `${origin}${prefix}${wrongSlash(channel, '/some/page')}?q=1`,
      301,
      `${prefix}${page(channel, '/some/page')}?q=1`,
    );
  });

  const prefixed = rows.filter((row) => row.prefix !== '');
  test('five locales are prefixed', () => {
    expect([...new Set(prefixed.map((row) => row.locale))]).toEqual([
      'de-IT',
      'fr-BE',
      'fr-CH',
      'fr-LU',
      'it-CH',
    ]);
  });

  test.each(prefixed)('$locale ($channel, $form): prefix home in the wrong slash form redirects', (row) => {
    const origin = originOf(row.channel, countryRow(row.country).tld, row.form);
    const target = expectRedirect(
      `${origin}${wrongSlash(row.channel, row.prefix)}`,
      301,
      page(row.channel, row.prefix),
    );
    expect(target.locale).toBe(row.locale);
  });
});

describe('default language of the country as prefix: 301 to the path without it', () => {
  const rows = cross(COUNTRY_ROWS, cross(CHANNELS, ['production', 'local'] as const)).map(
    ([row, [channel, form]]) => ({ ...row, language: row.languages[0], channel, form }),
  );

  test.each(rows)('/$language on $channel $country ($form)', ({ tld, language, channel, form, country }) => {
    const origin = originOf(channel, tld, form);
    const cases: [string, string][] = [
      [`/${language}`, '/'],
      [`/${language}/`, '/'],
      [`/${language}/some/page`, page(channel, '/some/page')],
      [`/${language}/some/page/`, page(channel, '/some/page')],
      [`/${language}//some//page`, page(channel, '/some/page')],
      [`/${language}/some/page?a=1&b=two`, `${page(channel, '/some/page')}?a=1&b=two`],
      [`/${language}/robots.txt`, '/robots.txt'],
      [`/d/${language}`, page(channel, '/d')],
      [`/d/${language}/some/page/`, page(channel, '/d/some/page')],
    ];
    for (const [path, location] of cases) {
      const target = expectRedirect(`${origin}${path}`, 301, location);
      expect([target.channel, target.country, target.language]).toEqual([channel, country, language]);
    }
  });
});

describe("another country's language: 301 to the country whose default language it is", () => {
  const rows = cross(COUNTRY_ROWS, cross(LANGUAGES, cross(CHANNELS, ['production', 'local'] as const)))
    .filter(([row, [language]]) => !row.languages.includes(language))
    .map(([row, [language, [channel, form]]]) => ({
      from: row.country,
      tld: row.tld,
      language,
      home: LANGUAGE_HOME[language],
      channel,
      form,
    }));

  test('55 country/language pairs per channel and host form', () => {
    expect(rows.length).toBe(55 * 2 * 2);
  });

  test.each(rows)(
    '/$language on $channel $from ($form) -> $home',
    ({ tld, language, home, channel, form }) => {
      const origin = originOf(channel, tld, form);
      const target = originOf(channel, countryRow(home).tld, form);
      const cases: [string, string][] = [
        [`/${language}`, `${target}/`],
        [`/${language}/`, `${target}/`],
        [`/${language}/some/page?a=1`, `${target}${page(channel, '/some/page')}?a=1`],
        [`/${language}//some/page/`, `${target}${page(channel, '/some/page')}`],
        [`/d/${language}/some/page`, `${target}${page(channel, '/d/some/page')}`],
      ];
      for (const [path, location] of cases) {
        const site = expectRedirect(`${origin}${path}`, 301, location);
        expect([site.channel, site.country, site.locale]).toEqual([channel, home, `${language}-${home}`]);
      }
    },
  );

  test.each([
    ['http://kartenliebe.de/fr/x/', 'http://kartenliebe.fr/x/'],
    ['https://kartenliebe.de:8443/fr/x/', 'https://kartenliebe.fr/x/'],
    ['https://www.kartenliebe.de/fr/x/', 'https://kartenliebe.fr/x/'],
    ['https://www.wandliebe.de/en/x', 'https://wandliebe.co.uk/x'],
    ['https://kartenliebe.de.localhost:8787/fr/x/', 'https://kartenliebe.fr.localhost:8787/x/'],
    ['http://kartenliebe.de.localhost/fr/', 'http://kartenliebe.fr.localhost/'],
    ['http://localhost:8787/fr/x/', 'http://kartenliebe.fr.localhost:8787/x/'],
    ['http://poster.ch.localhost:8787/nl/x?y=1', 'http://poster.nl.localhost:8787/x?y=1'],
    ['http://poster.com.localhost:3000/d/es', 'http://poster.es.localhost:3000/d'],
  ])('%s -> %s (scheme kept, port kept only on .localhost)', (href, location) => {
    expectRedirect(href, 301, location);
  });
});

describe('unknown two-letter segment: 302 to /error', () => {
  const segments = ['xx', 'ab', 'pt', 'pl', 'us', 'uk', 'ch', 'at', 'zz', 'dx', 'dd'];
  const rows = cross(segments, CHANNELS).map(([segment, channel]) => ({ segment, channel }));

  test.each(rows)('/$segment on $channel', ({ segment, channel }) => {
    const origin = originOf(channel, 'ch', 'local');
    const error = page(channel, '/error');
    expectRedirect(`${origin}/${segment}`, 302, error);
    expectRedirect(`${origin}/${segment}/`, 302, error);
    expectRedirect(`${origin}/${segment}/some/page`, 302, error);
    expectRedirect(`${origin}/${segment}/?a=1`, 302, `${error}?a=1`);
    expectRedirect(`${origin}/d/${segment}/some/page`, 302, page(channel, '/d/error'));
  });

  test.each(
    cross(['/abc/', '/FR/', '/Fr/', '/f/', '/fr-ch/', '/e1/', '/12/', '/x/fr/', '/x/xx/', '/frx/'], CHANNELS),
  )('%s on %s is a page, not a language', (path, channel) => {
    const site = siteAt(`${originOf(channel, 'de', 'production')}${page(channel, path)}`);
    expect([site.locale, site.basePath, site.path]).toEqual(['de-DE', '', page(channel, path)]);
  });

  test.each(CHANNELS)('/fr.html on %s is a file, not a language', (channel) => {
    const site = siteAt(`${originOf(channel, 'de', 'production')}/fr.html`);
    expect([site.locale, site.path]).toEqual(['de-DE', '/fr.html']);
  });
});

describe('platform marker /d', () => {
  // country, path (kartenliebe form), platform, basePath, route path (kartenliebe form)
  const rows = [
    ['DE', '/', 'w', '', '/'],
    ['DE', '/d/', 'd', '/d', '/'],
    ['DE', '/d/x/', 'd', '/d', '/x/'],
    ['DE', '/d/x/y/', 'd', '/d', '/x/y/'],
    ['DE', '/dxy/', 'w', '', '/dxy/'],
    ['DE', '/x/d/', 'w', '', '/x/d/'],
    ['DE', '/D/', 'w', '', '/D/'],
    ['CH', '/d/fr/', 'd', '/d/fr', '/'],
    ['CH', '/d/it/x/', 'd', '/d/it', '/x/'],
    ['CH', '/fr/d/', 'w', '/fr', '/d/'],
    ['IT', '/d/de/x/', 'd', '/d/de', '/x/'],
  ] as const;

  test.each(cross(rows, CHANNELS))('%j on %s', ([country, path, platform, basePath, routePath], channel) => {
    const site = siteAt(`${originOf(channel, countryRow(country).tld, 'local')}${page(channel, path)}`);
    expect([site.platform, site.basePath, site.path]).toEqual([platform, basePath, page(channel, routePath)]);
  });

  test.each(CHANNELS)('/d in the wrong slash form redirects on %s', (channel) => {
    const site = expectRedirect(
      `${originOf(channel, 'de', 'local')}${wrongSlash(channel, '/d')}`,
      301,
      page(channel, '/d'),
    );
    expect(site.platform).toBe('d');
  });
});

describe('trailing slash and repeated slashes per channel', () => {
  // path, kartenliebe result, poster result: null = served as is, else the 301 location
  const rows: [string, string | null, string | null][] = [
    ['/', null, null],
    ['/x', '/x/', null],
    ['/x/', null, '/x'],
    ['/a/b', '/a/b/', null],
    ['/a/b/', null, '/a/b'],
    ['/x.y/z', '/x.y/z/', null],
    ['/robots.txt', null, null],
    ['/sitemap.xml', null, null],
    ['/a/b.json', null, null],
    ['/assets/app.js', null, null],
    ['/assets/dir', null, null],
    ['/assets/dir/', null, null],
    ['/cdn-cgi/trace', null, null],
    ['/cdn-cgi/x/', null, null],
    ['/web-api/cart', null, null],
    ['/web-api/cart/', null, null],
    ['/price-api/prices', null, null],
    ['/price-api/prices/', null, null],
    ['/frontend-api/q', null, null],
    ['/frontend-api/q/', null, null],
    ['//', '/', '/'],
    ['///', '/', '/'],
    ['//x', '/x/', '/x'],
    ['/x//', '/x/', '/x'],
    ['//x//y', '/x/y/', '/x/y'],
    ['/x///y/', '/x/y/', '/x/y'],
    ['/assets//app.js', '/assets/app.js', '/assets/app.js'],
    ['//robots.txt', '/robots.txt', '/robots.txt'],
  ];

  test.each(cross(rows, CHANNELS))('%j on %s', ([path, kartenliebe, poster], channel) => {
    const origin = originOf(channel, 'de', 'production');
    const location = channel === 'kartenliebe' ? kartenliebe : poster;
    if (location === null) {
      expect(siteAt(`${origin}${path}`).path).toBe(path);
    } else {
      expectRedirect(`${origin}${path}`, 301, location);
    }
  });
});

describe('query string kept on every redirect', () => {
  test.each([
    ['kartenliebe', 'de', '/x?a=1&b=%20', '/x/?a=1&b=%20'],
    ['poster', 'de', '/x/?a=1&b=%20', '/x?a=1&b=%20'],
    ['kartenliebe', 'de', '//x?utm_source=n', '/x/?utm_source=n'],
    ['poster', 'de', '//x/?utm_source=n', '/x?utm_source=n'],
    ['kartenliebe', 'ch', '/de?a=1', '/?a=1'],
    ['poster', 'ch', '/fr/?a=1', '/fr?a=1'],
    ['kartenliebe', 'ch', '/en/x?a=1', 'http://kartenliebe.co.uk.localhost:8787/x/?a=1'],
    ['poster', 'ch', '/en/x/?a=1', 'http://poster.co.uk.localhost:8787/x?a=1'],
    ['kartenliebe', 'ch', '/xx/x?a=1', '/error/?a=1'],
    ['poster', 'ch', '/xx/x?a=1', '/error?a=1'],
  ] as const)('%s .%s%s -> %s', (channel, tld, path, location) => {
    expectRedirect(`${originOf(channel, tld, 'local')}${path}`, path.startsWith('/xx') ? 302 : 301, location);
  });
});

describe('localizePath', () => {
  test.each([
    ['', true, '/', '/'],
    ['', false, '/', '/'],
    ['', true, '/x', '/x/'],
    ['', true, '/x/', '/x/'],
    ['', false, '/x', '/x'],
    ['', false, '/x/', '/x'],
    ['/fr', true, '/', '/fr/'],
    ['/fr', false, '/', '/fr'],
    ['/fr', true, '/x/y', '/fr/x/y/'],
    ['/fr', false, '/x/y/', '/fr/x/y'],
    ['/d', true, '/', '/d/'],
    ['/d', false, '/', '/d'],
    ['/d/fr', true, '/x', '/d/fr/x/'],
    ['/d/fr', false, '/x/', '/d/fr/x'],
    ['', true, '/x?a=1', '/x/?a=1'],
    ['', false, '/x/?a=1', '/x?a=1'],
    ['', true, '/x#top', '/x/#top'],
    ['', false, '/x/#top', '/x#top'],
    ['/fr', true, '/x?a=1&_b=2#top', '/fr/x/?a=1&_b=2#top'],
    ['/fr', false, '/x/?a=1&_b=2#top', '/fr/x?a=1&_b=2#top'],
    ['/it', true, '/?a=1', '/it/?a=1'],
    ['/it', false, '/#top', '/it#top'],
    ['', true, '/robots.txt', '/robots.txt'],
    ['/fr', true, '/x/file.pdf', '/fr/x/file.pdf'],
    ['', true, '/x?next=/a/b', '/x/?next=/a/b'],
  ] as const)('basePath %j, trailing slash %s: %s -> %s', (basePath, trailingSlash, path, expected) => {
    expect(localizePath({ basePath, trailingSlash }, path)).toBe(expected);
  });

  const rows = cross(LOCALE_ROWS, cross(CHANNELS, ['w', 'd'] as const)).map(([row, [channel, platform]]) => ({
    ...row,
    channel,
    platform,
  }));

  test.each(rows)('links of $locale on $channel (platform $platform) resolve without redirect', (row) => {
    const { locale, country, prefix, channel, platform } = row;
    const origin = originOf(channel, countryRow(country).tld, 'local');
    const base = `${platform === 'd' ? '/d' : ''}${prefix}`;
    const site = siteAt(`${origin}${page(channel, `${base}/`)}`);

    const home = localizePath(site, '/');
    expect(home).toBe(base === '' ? '/' : page(channel, base));
    expect(siteAt(`${origin}${home}`)).toMatchObject({ locale, platform, path: '/' });

    const link = localizePath(site, '/some/page?a=1#top');
    expect(link).toBe(`${base}${page(channel, '/some/page')}?a=1#top`);
    expect(siteAt(`${origin}${link}`)).toMatchObject({ locale, platform, path: page(channel, '/some/page') });
  });
});

describe("the visual editor's preview URL (site root + the story's full slug + Storyblok's parameters)", () => {
  const EDITOR =
    '_storyblok=184000002&_storyblok_c=Page&_storyblok_version=&_storyblok_lang=default&_storyblok_release=0&_storyblok_rl=1767225600000&_storyblok_tk[space_id]=287001&_storyblok_tk[timestamp]=1767225600&_storyblok_tk[token]=abc';
  const location = (href: string) => {
    const resolved = resolveSite(new URL(href), NAMES);
    return resolved.kind === 'redirect' ? resolved : undefined;
  };

  test.each<[fullSlug: string, from: string, to: string]>([
    ['kartenliebe/de-de/karten', 'https://kartenliebe.de', 'https://kartenliebe.de/karten/'],
    ['kartenliebe/fr-be/cartes/', 'https://kartenliebe.de', 'https://kartenliebe.be/fr/cartes/'],
    ['kartenliebe/fr-fr/cartes', 'https://kartenliebe.de', 'https://kartenliebe.fr/cartes/'],
    ['poster/en-gb/canvas', 'https://kartenliebe.de', 'https://wandliebe.co.uk/canvas'],
    ['kartenliebe/de-de/home', 'https://kartenliebe.de', 'https://kartenliebe.de/'],
    ['kartenliebe/nl-nl/global-config', 'https://kartenliebe.de', 'https://kartenliebe.nl/'],
    ['poster/de-de/global-config', 'http://localhost:8787', 'http://poster.de.localhost:8787/'],
  ])('%s opens %s', (fullSlug, from, to) => {
    const redirect = location(`${from}/${fullSlug}?${EDITOR}`);
    expect(redirect?.status).toBe(302);
    const target = new URL(redirect?.location ?? '');
    expect(`${target.origin}${target.pathname}`).toBe(to);
    // Every editor parameter is kept: the editor token is checked on the page it opens.
    expect(target.search).toBe(new URL(`${from}/?${EDITOR}`).search);
  });

  test('without the editor parameter, a full-slug path is an ordinary (unknown) path', () => {
    const resolved = resolveSite(new URL('https://kartenliebe.de/kartenliebe/de-de/karten/'), NAMES);
    expect(resolved.kind).toBe('site');
  });
});
