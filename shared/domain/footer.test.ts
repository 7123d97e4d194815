// Footer link rules: international links mapped to the environment and marked current; the current language.
import { describe, expect, test } from 'vitest';
import { siteOf } from '../../test/fixtures/render';
import { internationalLink, languageLink } from './footer';

describe('international links', () => {
  test.each([
    [
      'http://kartenliebe.ch.localhost:8787/',
      'https://kartenliebe.ch/',
      'http://kartenliebe.ch.localhost:8787/',
      true,
    ],
    [
      'http://kartenliebe.ch.localhost:8787/',
      'https://kartenliebe.de/',
      'http://kartenliebe.de.localhost:8787/',
      false,
    ],
    [
      'http://poster.co.uk.localhost:8787/',
      'https://wandliebe.co.uk/',
      'http://poster.co.uk.localhost:8787/',
      true,
    ],
    [
      'http://poster.co.uk.localhost:8787/',
      'https://wandliebe.com/',
      'http://poster.com.localhost:8787/',
      false,
    ],
    ['https://kartenliebe.at/', 'https://kartenliebe.at/', 'https://kartenliebe.at/', true],
    ['https://kartenliebe.at/', 'https://www.kartenliebe.fr/', 'https://www.kartenliebe.fr/', false],
    ['https://wandliebe.fr/', 'https://www.wandliebe.fr/', 'https://www.wandliebe.fr/', true],
    ['http://kartenliebe.de.localhost:8787/', 'https://example.com/', 'https://example.com/', false],
    ['http://kartenliebe.de.localhost:8787/', 'not a url', 'not a url', false],
  ])('on %s, %s links to %s (current: %s)', (page, url, href, current) => {
    expect(internationalLink(url, siteOf(page))).toEqual({ href, current });
  });
});

describe('language links', () => {
  test.each([
    ['http://kartenliebe.ch.localhost:8787/', '/', true],
    ['http://kartenliebe.ch.localhost:8787/', '/fr/', false],
    ['http://kartenliebe.ch.localhost:8787/fr/', '/fr/', true],
    ['http://kartenliebe.ch.localhost:8787/fr/', '/', false],
    ['http://kartenliebe.ch.localhost:8787/it/', '/it/', true],
  ])('on %s, %s is current: %s', (page, path, current) => {
    expect(languageLink(path, siteOf(page)).current).toBe(current);
  });

  test('the poster channel drops the trailing slash', () => {
    expect(languageLink('/fr/', siteOf('http://poster.ch.localhost:8787/fr')).href).toBe('/fr');
  });
});
