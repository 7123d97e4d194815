// Route words and rules: slug sanity check, non-content paths, product-overview words,
// configurator paths.
import { describe, expect, test } from 'vitest';
import { CONFIGURATORS, contentSlug, isNonContentPath, PRODUCTS_WORDS } from './routes';

describe('contentSlug', () => {
  test.each<[path: string, slug: string]>([
    ['/', 'home'],
    ['', 'home'],
    ['//', 'home'],
    ['/karten', 'karten'],
    ['/karten/', 'karten'],
    ['karten', 'karten'],
    ['//karten//', 'karten'],
    ['/Karten/Hochzeit/', 'karten/hochzeit'],
    ['/FOTOKALENDER', 'fotokalender'],
    ['/fr/tirages-photos/', 'fr/tirages-photos'],
    ['/a_b~c.d-e/9', 'a_b~c.d-e/9'],
    ['/v1.2/x', 'v1.2/x'],
    ['/feed-collage', 'feed-collage'],
    ['/a/b/c/d/e/f/g/h', 'a/b/c/d/e/f/g/h'],
    [`/${'a'.repeat(200)}/`, 'a'.repeat(200)],
    [`/${'a'.repeat(99)}/${'b'.repeat(100)}`, `${'a'.repeat(99)}/${'b'.repeat(100)}`],
  ])('%s -> %s', (path, slug) => {
    expect(contentSlug(path)).toBe(slug);
  });

  test.each<[name: string, path: string]>([
    ['parent segment', '/karten/../admin'],
    ['parent segment alone', '/..'],
    ['double dot inside a segment', '/a..b'],
    ['empty segment in the middle', '/karten//hochzeit'],
    ['segment starting with a dot', '/.env'],
    ['hidden segment later', '/karten/.git'],
    ['segment starting with -', '/-karten'],
    ['later segment starting with -', '/karten/-x'],
    ['space', '/kar ten'],
    ['percent encoding', '/kar%20ten'],
    ['umlaut', '/grüße'],
    ['query in path', '/karten?x=1'],
    ['hash in path', '/karten#x'],
    ['colon', '/javascript:alert(1)'],
    ['backslash', '/karten\\x'],
    ['plus', '/a+b'],
    ['at sign', '/@user'],
    ['nine segments', '/a/b/c/d/e/f/g/h/i'],
    ['201 characters', `/${'a'.repeat(201)}`],
    ['201 characters across segments', `/${'a'.repeat(100)}/${'b'.repeat(100)}`],
  ])('%s (%s) is refused', (_name, path) => {
    expect(contentSlug(path)).toBeNull();
  });
});

describe('isNonContentPath', () => {
  test.each<[path: string, nonContent: boolean]>([
    ['/web-api/customer', true],
    ['/price-api/prices', true],
    ['/frontend-api/x', true],
    ['/assets/app.js', true],
    ['/cdn-cgi/image/w=100/x.jpg', true],
    ['/designer/calendar', true],
    ['/designer', true],
    ['/themes/42', true],
    ['/demo-images/x.svg', true],
    ['/', false],
    ['/karten/', false],
    ['/designers', false],
    ['/web-apis/x', false],
    ['/de/web-api/x', false],
    ['/feed-card', false],
  ])('%s -> %s', (path, nonContent) => {
    expect(isNonContentPath(path)).toBe(nonContent);
  });
});

describe('PRODUCTS_WORDS', () => {
  const views = Object.keys(PRODUCTS_WORDS).sort();

  test('has the three views', () => {
    expect(views).toEqual(['preconfigurator-calendar', 'preconfigurator-cards', 'products']);
  });

  test.each(
    Object.entries(PRODUCTS_WORDS).flatMap(([view, words]) =>
      Object.entries(words).map(([language, word]) => [view, language, word]),
    ),
  )('%s in %s is a path word: %s', (_view, _language, word) => {
    expect(word).toMatch(/^[a-z]+(?:-[a-z]+)*$/);
  });

  test('every view has exactly the six languages', () => {
    for (const words of Object.values(PRODUCTS_WORDS)) {
      expect(Object.keys(words).sort()).toEqual(['de', 'en', 'es', 'fr', 'it', 'nl']);
    }
  });

  test('all 18 words are distinct across views', () => {
    const words = Object.values(PRODUCTS_WORDS).flatMap((byLanguage) => Object.values(byLanguage));
    expect(words).toHaveLength(18);
    expect(new Set(words).size).toBe(18);
  });

  test.each<[language: string, word: string]>([
    ['de', 'produkte'],
    ['en', 'products'],
  ])('products in %s is %s', (language, word) => {
    expect(PRODUCTS_WORDS.products[language as keyof typeof PRODUCTS_WORDS.products]).toBe(word);
  });
});

describe('CONFIGURATORS', () => {
  test('maps exactly the six configurator paths', () => {
    expect(CONFIGURATORS).toEqual({
      'configurator-calendar': 'calendar',
      'configurator-card': 'card',
      'configurator-collage': 'collage',
      'configurator-photo-frame': 'photoframe',
      'configurator-photobook': 'photobook',
      'configurator-photobox': 'photobox',
    });
  });
});
