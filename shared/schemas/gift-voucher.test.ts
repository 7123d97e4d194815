// The gift-voucher form: amounts from the currency's own list, the recipient on one line, a bounded message; web
// and mail addresses refused in both, control characters refused but a message's line breaks.
import { describe, expect, test } from 'vitest';
import { defaultGiftVoucherAmount, GIFT_VOUCHER_AMOUNTS, giftVoucherFormat } from '../domain/gift-voucher';
import type { Currency } from '../domain/markets';
import { checkGiftVoucher, type GiftVoucherCheck, MESSAGE_MAX, RECIPIENT_MAX } from './gift-voucher';

const ok = { amount: '50', recipient: 'Ada Lovelace', message: 'Alles Gute!\nDeine Grace' };

describe('the amounts', () => {
  test.each(Object.entries(GIFT_VOUCHER_AMOUNTS))(
    '%s: whole, rising, a few, the default among them',
    (currency, amounts) => {
      expect(amounts.length).toBeGreaterThanOrEqual(3);
      expect(amounts.length).toBeLessThanOrEqual(6);
      expect([...amounts].sort((a, b) => a - b)).toEqual(amounts);
      for (const amount of amounts) expect(Number.isInteger(amount) && amount > 0).toBe(true);
      expect(amounts).toContain(defaultGiftVoucherAmount(currency as Currency));
    },
  );

  test('an amount is priced under its whole number', () => {
    expect(giftVoucherFormat(50)).toBe('50');
  });
});

describe('checkGiftVoucher', () => {
  test.each<[string, Record<string, unknown>, Currency, GiftVoucherCheck]>([
    [
      'a good form',
      ok,
      'eur',
      {
        success: true,
        values: { amount: 50, recipient: 'Ada Lovelace', message: 'Alles Gute!\nDeine Grace' },
      },
    ],
    [
      'trimmed, no message',
      { amount: '30', recipient: '  Ada  ' },
      'chf',
      { success: true, values: { amount: 30, recipient: 'Ada', message: '' } },
    ],
    [
      'an amount of another currency',
      { ...ok, amount: '30' },
      'eur',
      { success: false, errors: { amount: 'amount' } },
    ],
    [
      'an amount not on the list',
      { ...ok, amount: '49' },
      'eur',
      { success: false, errors: { amount: 'amount' } },
    ],
    [
      'an amount with decimals',
      { ...ok, amount: '50.00' },
      'eur',
      { success: false, errors: { amount: 'amount' } },
    ],
    ['no amount', { recipient: 'Ada' }, 'eur', { success: false, errors: { amount: 'amount' } }],
    ['no recipient', { amount: '25' }, 'gbp', { success: false, errors: { recipient: 'required' } }],
    [
      'a blank recipient',
      { ...ok, recipient: '   ' },
      'eur',
      { success: false, errors: { recipient: 'required' } },
    ],
    [
      'a recipient on two lines',
      { ...ok, recipient: 'Ada\nLovelace' },
      'eur',
      { success: false, errors: { recipient: 'characters' } },
    ],
    [
      'a recipient too long',
      { ...ok, recipient: 'a'.repeat(RECIPIENT_MAX + 1) },
      'eur',
      { success: false, errors: { recipient: 'tooLong' } },
    ],
    [
      'a recipient with an address',
      { ...ok, recipient: 'Ada www.example.com' },
      'eur',
      { success: false, errors: { recipient: 'address' } },
    ],
    [
      'a recipient with a mail address',
      { ...ok, recipient: 'ada@example.com' },
      'usd',
      { success: false, errors: { recipient: 'address' } },
    ],
    [
      'a message too long',
      { ...ok, message: 'x'.repeat(MESSAGE_MAX + 1) },
      'eur',
      { success: false, errors: { message: 'tooLong' } },
    ],
    [
      'a message with a control character',
      { ...ok, message: 'Hi\u0000there' },
      'eur',
      { success: false, errors: { message: 'characters' } },
    ],
    [
      'a message with a link',
      { ...ok, message: 'See https://example.com' },
      'eur',
      { success: false, errors: { message: 'address' } },
    ],
    [
      'a recipient that is no text',
      { ...ok, recipient: 5 },
      'eur',
      { success: false, errors: { recipient: 'required' } },
    ],
    [
      'no form at all',
      null as unknown as Record<string, unknown>,
      'eur',
      { success: false, errors: { amount: 'amount' } },
    ],
  ])('%s', (_name, input, currency, expected) => {
    expect(checkGiftVoucher(input, currency)).toEqual(expected);
  });

  test('markup is text to the form: it passes and is shown escaped by the page', () => {
    const check = checkGiftVoucher({ ...ok, recipient: '<b>Ada</b>' }, 'eur');
    expect(check).toEqual({
      success: true,
      values: { ...(check.success && check.values), recipient: '<b>Ada</b>' },
    });
  });
});
