// Host names <-> channel and country (the host table): production, local and unknown hosts.
import { describe, expect, test } from 'vitest';
import { countryHost, parseHost, shopLinkInEnvironment } from './hosts';
import { countryByCode } from './locales';
import type { Channel, CountryCode } from './markets';

const NAMES = { posterShopName: 'wandliebe' };

const TLDS = [
  ['DE', 'de'],
  ['AT', 'at'],
  ['CH', 'ch'],
  ['LI', 'li'],
  ['LU', 'lu'],
  ['IT', 'it'],
  ['FR', 'fr'],
  ['BE', 'be'],
  ['NL', 'nl'],
  ['ES', 'es'],
  ['GB', 'co.uk'],
  ['US', 'com'],
] as const;

type HostRow = [host: string, channel: Channel, country: CountryCode, local: boolean];

/** Every country in every host form: production, local, each with and without `www.`. */
const KNOWN_HOSTS: HostRow[] = TLDS.flatMap(([country, tld]): HostRow[] => [
  [`kartenliebe.${tld}`, 'kartenliebe', country, false],
  [`www.kartenliebe.${tld}`, 'kartenliebe', country, false],
  [`wandliebe.${tld}`, 'poster', country, false],
  [`www.wandliebe.${tld}`, 'poster', country, false],
  [`kartenliebe.${tld}.localhost`, 'kartenliebe', country, true],
  [`www.kartenliebe.${tld}.localhost`, 'kartenliebe', country, true],
  [`poster.${tld}.localhost`, 'poster', country, true],
  [`www.poster.${tld}.localhost`, 'poster', country, true],
]);

describe('parseHost', () => {
  test.each(KNOWN_HOSTS)('%s is %s %s (local: %s)', (host, channel, country, local) => {
    const parsed = parseHost(host, NAMES);
    expect(parsed.channel).toBe(channel);
    expect(parsed.country.code).toBe(country);
    expect(parsed.local).toBe(local);
  });

  test.each([
    ['KARTENLIEBE.CH', 'kartenliebe', 'CH', false],
    ['WWW.WANDLIEBE.CO.UK', 'poster', 'GB', false],
    ['kartenliebe.fr.', 'kartenliebe', 'FR', false],
    ['poster.co.uk.localhost.', 'poster', 'GB', true],
    ['Poster.Com.Localhost', 'poster', 'US', true],
  ] as HostRow[])('%s (case, trailing dot) is %s %s', (host, channel, country, local) => {
    const parsed = parseHost(host, NAMES);
    expect([parsed.channel, parsed.country.code, parsed.local]).toEqual([channel, country, local]);
  });

  test.each([
    // Bare localhost and IPs.
    ['localhost', true],
    ['www.localhost', true],
    ['127.0.0.1', false],
    ['192.168.1.20', false],
    ['[::1]', false],
    // The poster channel id is a host label only locally, the shop name only in production.
    ['poster.de', false],
    ['poster.co.uk', false],
    ['wandliebe.de.localhost', true],
    ['wandliebe.co.uk.localhost', true],
    // Unknown labels and domains.
    ['kartenliebe.uk', false],
    ['kartenliebe.pl', false],
    ['kartenliebe.localhost', true],
    ['shop.kartenliebe.de', false],
    ['kartenliebe.de.example.com', false],
    ['storefront.example.workers.dev', false],
    ['kartenliebe', false],
    ['de.localhost', true],
  ] as const)('unknown host %s is kartenliebe DE (local: %s)', (host, local) => {
    const parsed = parseHost(host, NAMES);
    expect(parsed.channel).toBe('kartenliebe');
    expect(parsed.country).toEqual(countryByCode('DE'));
    expect(parsed.local).toBe(local);
  });

  test.each([
    ['posterlounge.fr', 'poster', 'FR'],
    ['posterlounge.co.uk', 'poster', 'GB'],
    ['wandliebe.fr', 'kartenliebe', 'DE'],
    ['poster.fr.localhost', 'poster', 'FR'],
  ] as const)('with shop name posterlounge, %s is %s %s', (host, channel, country) => {
    const parsed = parseHost(host, { posterShopName: 'posterlounge' });
    expect([parsed.channel, parsed.country.code]).toEqual([channel, country]);
  });
});

describe('countryHost', () => {
  type CountryHostRow = [Channel, CountryCode, { local: boolean; port: string }, string];
  const rows: CountryHostRow[] = TLDS.flatMap(([country, tld]): CountryHostRow[] => [
    ['kartenliebe', country, { local: false, port: '' }, `kartenliebe.${tld}`],
    ['kartenliebe', country, { local: false, port: '8443' }, `kartenliebe.${tld}`],
    ['kartenliebe', country, { local: true, port: '8787' }, `kartenliebe.${tld}.localhost:8787`],
    ['kartenliebe', country, { local: true, port: '' }, `kartenliebe.${tld}.localhost`],
    ['poster', country, { local: false, port: '' }, `wandliebe.${tld}`],
    ['poster', country, { local: false, port: '8443' }, `wandliebe.${tld}`],
    ['poster', country, { local: true, port: '8787' }, `poster.${tld}.localhost:8787`],
    ['poster', country, { local: true, port: '' }, `poster.${tld}.localhost`],
  ]);

  test.each(rows)('%s %s from %j is %s', (channel, country, from, host) => {
    expect(countryHost(channel, countryByCode(country), from, NAMES)).toBe(host);
  });

  test.each(rows)('%s %s from %j round-trips through parseHost', (channel, country, from) => {
    const hostname = countryHost(channel, countryByCode(country), from, NAMES).replace(/:\d+$/, '');
    const parsed = parseHost(hostname, NAMES);
    expect([parsed.channel, parsed.country.code, parsed.local]).toEqual([channel, country, from.local]);
  });
});

describe('shopLinkInEnvironment', () => {
  const NAMES = { posterShopName: 'wandliebe' };
  const LOCAL = { local: true, port: '8787' };
  test.each([
    ['https://kartenliebe.de/', 'http://kartenliebe.de.localhost:8787/'],
    [
      'https://www.kartenliebe.ch/fr/karten?x=1#top',
      'http://kartenliebe.ch.localhost:8787/fr/karten?x=1#top',
    ],
    ['https://wandliebe.co.uk/', 'http://poster.co.uk.localhost:8787/'],
    ['https://example.com/', 'https://example.com/'],
    ['https://kartenliebe.xx/', 'https://kartenliebe.xx/'],
    ['/relative/', '/relative/'],
    ['mailto:service@kartenliebe.de', 'mailto:service@kartenliebe.de'],
  ])('locally %s -> %s', (href, expected) => {
    expect(shopLinkInEnvironment(href, LOCAL, NAMES)).toBe(expected);
  });

  test('production links stay as they are', () => {
    expect(shopLinkInEnvironment('https://kartenliebe.de/', { local: false, port: '' }, NAMES)).toBe(
      'https://kartenliebe.de/',
    );
  });
});
