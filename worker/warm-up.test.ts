import { describe, expect, it } from 'vitest';
import { keptNumberFormats } from '../shared/domain/intl';
import { LOCALES } from '../shared/domain/locales';
import { formatNumber, formatPrice } from '../shared/domain/prices';
import { warmUp } from './warm-up';

describe('warmUp', () => {
  it('builds every market formatter a page uses, so no first request builds one', () => {
    warmUp();
    const warmed = keptNumberFormats();
    expect(warmed).toBeGreaterThanOrEqual(LOCALES.length);
    for (const locale of LOCALES) {
      formatPrice(99.95, locale.currency, locale.code);
      formatNumber(12, locale.code);
    }
    expect(keptNumberFormats()).toBe(warmed);
  });
});
