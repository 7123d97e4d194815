// A page's footer override: the first valid link box and SEO text are taken; each invalid one is named.
import { describe, expect, test } from 'vitest';
import { parseFooterOverride, type SkippedOverride } from './footer-override';

const seoText = { component: 'SeoText', _uid: 'seo-1', text: { type: 'doc', content: [] } };

describe('parseFooterOverride', () => {
  test('a valid SEO text is taken', () => {
    expect(parseFooterOverride([seoText]).seoText).toBeDefined();
  });

  test('a broken SEO text and link box are left out and named with their uid and reason', () => {
    const skipped: SkippedOverride[] = [];
    const override = parseFooterOverride(
      [
        { component: 'SeoText', _uid: 'seo-bad', text: 'not rich text' },
        { component: 'LinkBox', _uid: 'box-bad', linkLists: 'not a list' },
      ],
      (part) => skipped.push(part),
    );
    expect(override).toEqual({});
    expect(skipped.map(({ component, uid }) => `${component}/${uid}`)).toEqual([
      'SeoText/seo-bad',
      'LinkBox/box-bad',
    ]);
    expect(skipped.every((part) => part.reason.length > 0)).toBe(true);
  });
});
