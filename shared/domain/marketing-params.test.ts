import { describe, expect, test } from 'vitest';
import { isMarketingParam, shoppingLanding } from './marketing-params';

describe('isMarketingParam', () => {
  test.each([
    ['gclid', true],
    ['GCLID', true],
    ['gbraid', true],
    ['wbraid', true],
    ['fbclid', true],
    ['msclkid', true],
    ['utm_source', true],
    ['utm_campaign', true],
    ['UTM_Medium', true],
    ['_ga', true],
    ['mc_cid', true],
    ['mc_eid', true],
    ['_hsenc', true],
    // What a page reads, or carries: never dropped.
    ['tileCount', false],
    ['sku', false],
    ['_x', false],
    ['_storyblok', false],
    ['feature', false],
    ['utm', false],
    ['page', false],
  ])('%s: %s', (name, expected) => {
    expect(isMarketingParam(name)).toBe(expected);
  });
});

describe('shoppingLanding', () => {
  test.each<[query: string, shopping: boolean | null]>([
    ['utm_source=google&utm_medium=cpc-shopping', true],
    ['utm_source=Google&utm_medium=Shopping&gclid=Cj0', true],
    ['utm_source=google&utm_medium=cpc&utm_campaign=pmax-shopping-cards', true],
    ['utm_source=google-shopping&utm_medium=cpc', true],
    ['utm_source=google_shopping', true],
    // Another campaign: the last click wins.
    ['utm_source=google&utm_medium=cpc', false],
    ['utm_source=newsletter&utm_medium=shopping', false],
    ['gclid=Cj0', false],
    ['utm_source=googleshoppingfake&utm_medium=shopping', false],
    // No campaign named: the mark stays as it is.
    ['srsltid=AfmBOo', null],
    ['utm_medium=shopping', null],
    ['', null],
  ])('%s: %s', (query, shopping) => {
    expect(shoppingLanding(new URLSearchParams(query))).toBe(shopping);
  });
});
