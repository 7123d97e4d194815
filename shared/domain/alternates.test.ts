import { describe, expect, test } from 'vitest';
import { pageAlternates, storyPath } from './alternates';

const LOCAL = { protocol: 'http:', local: true, port: '8787' };
const NAMES = { posterShopName: 'wandliebe' };

describe('story paths', () => {
  test.each([
    ['kartenliebe/de-de/home', '/'],
    ['kartenliebe/fr-fr/calendrier-photo', '/calendrier-photo'],
    ['poster/en-gb/canvas-prints/classic', '/canvas-prints/classic'],
  ])('%s -> %s', (slug, path) => {
    expect(storyPath(slug)).toBe(path);
  });
});

describe('pageAlternates', () => {
  const alternates = pageAlternates({
    channel: 'kartenliebe',
    trailingSlash: true,
    fullSlugs: [
      'kartenliebe/de-de/fotokalender',
      'kartenliebe/fr-fr/calendrier-photo',
      'kartenliebe/en-us/photo-calendars',
    ],
    request: LOCAL,
    names: NAMES,
  });
  const byLocale = Object.fromEntries(alternates.map((alternate) => [alternate.hreflang, alternate.href]));

  test.each([
    ['de-DE', 'http://kartenliebe.de.localhost:8787/fotokalender/'],
    ['de-AT', 'http://kartenliebe.at.localhost:8787/fotokalender/'],
    ['de-CH', 'http://kartenliebe.ch.localhost:8787/fotokalender/'],
    ['fr-CH', 'http://kartenliebe.ch.localhost:8787/fr/calendrier-photo/'],
    ['fr-BE', 'http://kartenliebe.be.localhost:8787/fr/calendrier-photo/'],
    ['fr-FR', 'http://kartenliebe.fr.localhost:8787/calendrier-photo/'],
    ['en-US', 'http://kartenliebe.com.localhost:8787/photo-calendars/'],
    ['en-GB', 'http://kartenliebe.co.uk.localhost:8787/photo-calendars/'],
    ['it-IT', 'http://kartenliebe.it.localhost:8787/photo-calendars/'],
  ])('%s -> %s', (locale, href) => {
    expect(byLocale[locale]).toBe(href);
  });

  test('every shop locale gets one alternate when the default locale has the page', () => {
    expect(alternates).toHaveLength(17);
  });

  test('production hosts, poster shop name, no trailing slash', () => {
    const [first] = pageAlternates({
      channel: 'poster',
      trailingSlash: false,
      fullSlugs: ['poster/de-de/leinwanddruck'],
      request: { protocol: 'https:', local: false, port: '' },
      names: NAMES,
    });
    expect(first).toEqual({ hreflang: 'de-DE', href: 'https://wandliebe.de/leinwanddruck' });
  });
});
