import { describe, expect, test } from 'vitest';
import { pageTypeOf } from './page-type';

describe('pageTypeOf', () => {
  test.each([
    ['/', undefined, 'home'],
    ['/fr/', undefined, 'home'],
    ['/d', undefined, 'home'],
    ['/karten/', undefined, 'content'],
    ['/d/fr/cartes/mariage/', undefined, 'content'],
    ['/produkte/', undefined, 'products'],
    ['/fr/produits', undefined, 'products'],
    ['/kalender-vorauswahl/', undefined, 'preconfigurator-calendar'],
    ['/karten-vorauswahl/', undefined, 'preconfigurator-cards'],
    ['/merkliste/', undefined, 'wishlist'],
    ['/feed-card/', undefined, 'feed'],
    ['/basket', undefined, 'basket'],
    ['/account/', undefined, 'account'],
    ['/themes/12/', undefined, 'theme'],
    ['/designer/card', undefined, 'designer'],
    ['/_icons/', undefined, 'icons'],
    ['/error/', undefined, 'error'],
    ['/karten/', 404, 'error'],
    ['/constructor/', undefined, 'content'],
    ['/toString/', undefined, 'content'],
  ])('%s (status %s) is %s', (path, status, type) => {
    expect(pageTypeOf(path, status)).toBe(type);
  });
});
