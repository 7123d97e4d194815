import { describe, expect, test } from 'vitest';
import type { Language } from '../domain/markets';
import { SHOP_TEXTS, type ShopTextKey, shopText } from './shop-texts';

const slots = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe('shop texts', () => {
  test.each((Object.keys(SHOP_TEXTS) as Language[]).filter((language) => language !== 'en'))(
    '%s says every text, with the same slots as English',
    (language) => {
      for (const key of Object.keys(SHOP_TEXTS.en) as ShopTextKey[]) {
        const text = SHOP_TEXTS[language][key];
        expect(text.trim(), key).not.toBe('');
        expect(text, key).not.toBe(SHOP_TEXTS.en[key]);
        expect(slots(text), key).toEqual(slots(SHOP_TEXTS.en[key]));
      }
    },
  );

  test('slots are filled; a slot without a value stays visible', () => {
    expect(shopText('de', 'wishlistFull', { max: 50 })).toBe('Ein Merkzettel fasst höchstens 50 Artikel.');
    expect(shopText('en', 'noShipping')).toBe('No shipping to {country}');
  });
});
