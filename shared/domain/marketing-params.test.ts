import { describe, expect, test } from 'vitest';
import { isMarketingParam } from './marketing-params';

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
