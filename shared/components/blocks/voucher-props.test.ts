// The Voucher block read into island props: code trimmed and required, headline and text optional.
import * as v from 'valibot';
import { describe, expect, test } from 'vitest';
import { demoBlocks } from '../../../test/fixtures/render';
import { VoucherBlockSchema, VoucherPropsSchema } from './voucher-props';

describe('VoucherBlockSchema', () => {
  test.each([
    [
      { component: 'Voucher', headline: 'Welcome', code: ' WELCOME10 ', text: '10 % off', _uid: 'u' },
      { headline: 'Welcome', code: 'WELCOME10', text: '10 % off' },
    ],
    [{ code: 'A' }, { headline: '', code: 'A', text: '' }],
  ])('reads %j', (block, expected) => {
    const props = v.parse(VoucherBlockSchema, block);
    expect(props).toEqual(expected);
    expect(v.parse(VoucherPropsSchema, props)).toEqual(expected);
  });

  test.each([{ headline: 'x' }, { code: '   ' }, { code: 10 }, { code: 'A', text: 3 }])(
    'refuses %j',
    (block) => {
      expect(v.safeParse(VoucherBlockSchema, block).success).toBe(false);
    },
  );

  test('reads the demo vouchers', () => {
    const blocks = demoBlocks('Voucher');
    expect(blocks.length).toBeGreaterThan(0);
    for (const block of blocks) expect(v.parse(VoucherBlockSchema, block).code).toBe('WELCOME10');
  });
});
