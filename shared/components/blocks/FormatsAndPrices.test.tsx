// Formats and prices: sizes in cm or inches, prices per currency with struck original; rejected rows.
import * as v from 'valibot';
import { describe, expect, test } from 'vitest';
import { demoBlocks, renderInPage } from '../../../test/fixtures/render';
import { formatLabel } from '../../domain/formats';
import { CalculatorSchema } from './calculator-fields';
import { FormatsAndPrices, FormatsAndPricesSchema } from './FormatsAndPrices';
import { BlockList } from './registry';

const FIXTURE = {
  component: 'FormatsAndPrices',
  headline: 'Formats',
  rows: [
    { format: '40x30', priceCurrent: 1234.5, priceOriginal: 1399 },
    { format: '14.5x14.5', priceCurrent: 1.95 },
    { format: 'A4 ↕', priceCurrent: 26.9 },
  ],
};

const render = (input: unknown, url?: string) =>
  renderInPage(<FormatsAndPrices {...v.parse(FormatsAndPricesSchema, input)} />, url);
const text = (html: string) => html.replaceAll('&#x27;', "'");

describe('row labels', () => {
  test.each([
    ['40x30', 'cm', 'de-DE', '40 × 30 cm'],
    ['14.5x14.5', 'cm', 'de-DE', '14,5 × 14,5 cm'],
    ['14.5x14.5', 'cm', 'en-GB', '14.5 × 14.5 cm'],
    ['40x30', 'in', 'en-US', '15.7 × 11.8 in'],
    ['20x20', 'in', 'en-US', '8 × 8 in'],
    ['10x12', 'in', 'en-US', '4 × 4.5 in'],
    ['10x12', 'cm', 'de-DE', '10 × 12 cm'],
    ['A4 ↕', 'in', 'en-US', 'A4 ↕'],
    ['40 × 30 cm', 'cm', 'de-DE', '40 × 30 cm'],
  ] as const)('%s in %s (%s) is %s', (format, unit, locale, shown) => {
    expect(formatLabel(format, unit, locale)).toBe(shown);
  });
});

describe('FormatsAndPrices', () => {
  test('renders the demo rows in Swiss francs', () => {
    const demo = demoBlocks('FormatsAndPrices')[0];
    const parsed = v.parse(FormatsAndPricesSchema, demo);
    const html = render(demo, 'http://kartenliebe.ch.localhost:8787/');
    expect(html.match(/<tr class="border-b border-line">/g)).toHaveLength(parsed.rows.length);
    expect(html).toContain('>A6 ↔</th>');
    expect(html).toMatch(/>CHF\s1\.65<\/strong>/);
  });

  test('German Switzerland: apostrophe thousands, original price struck through, current in sale colour', () => {
    const html = text(render(FIXTURE, 'http://kartenliebe.ch.localhost:8787/'));
    expect(html).toMatch(/<strong class="text-sale">CHF\s1'234\.50<\/strong>/);
    expect(html).toMatch(/<s class="ml-2 text-sm text-muted">CHF\s1'399\.00<\/s>/);
    expect(html).toContain('>40 × 30 cm</th>');
    expect(html).toContain('<th scope="col" class="py-2 font-semibold text-right">Preis</th>');
  });

  test('French and Italian Switzerland read euro content: the table is left out, not shown in francs', () => {
    for (const prefix of ['fr', 'it']) {
      expect(render(FIXTURE, `http://kartenliebe.ch.localhost:8787/${prefix}/`)).not.toContain('<table');
    }
    expect(render(FIXTURE, 'http://kartenliebe.fr.localhost:8787/')).toContain('<table');
  });

  test('a row without original price has no strike and no sale colour', () => {
    const html = render({ rows: [{ format: '40x30', priceCurrent: 1.95 }] });
    expect(html).toMatch(/<strong class="">1,95\s€<\/strong>/);
    expect(html).not.toContain('<s ');
  });

  test('the US shows inches and dollars, Great Britain pounds', () => {
    const us = render(FIXTURE, 'http://poster.com.localhost:8787/');
    expect(us).toContain('>15.7 × 11.8 in</th>');
    expect(us).toContain('>$1,234.50</strong>');
    const gb = render(FIXTURE, 'http://poster.co.uk.localhost:8787/');
    expect(gb).toContain('>40 × 30 cm</th>');
    expect(gb).toContain('>£1,234.50</strong>');
  });

  test.each([
    ['a price as words', { rows: [{ format: '40x30', priceCurrent: 'neun' }] }],
    ['a negative price', { rows: [{ format: '40x30', priceCurrent: -1 }] }],
    ['an empty format', { rows: [{ format: '', priceCurrent: 1 }] }],
    ['no rows', { headline: 'x' }],
  ])('rejects %s', (_name, bad) => {
    expect(v.safeParse(FormatsAndPricesSchema, bad).success).toBe(false);
  });

  test('reads a price as text, as a number field sends it', () => {
    const parsed = v.parse(FormatsAndPricesSchema, { rows: [{ format: '40x30', priceCurrent: '9.90' }] });
    expect(parsed.rows[0]?.priceCurrent).toBe(9.9);
  });
});

describe('one label in every block', () => {
  test('10x12 reads 4 × 4.5 in in en-US in the table and in the calculator', () => {
    const us = 'http://kartenliebe.com.localhost:8787/';
    const table = render({ rows: [{ format: '10x12', priceCurrent: 0.29 }] }, us);
    const block = {
      component: 'Calculator',
      product: 'photobox',
      options: {
        materials: [
          {
            value: 'photoprint',
            formats: [{ value: '10x12', priceCurrent: 0.29 }],
            context: { photoboxType: 'photoprint' },
          },
        ],
      },
    };
    expect(v.safeParse(CalculatorSchema, block).success).toBe(true);
    const calculator = renderInPage(<BlockList blocks={[block]} onReport={() => {}} />, us);
    expect(table).toContain('>4 × 4.5 in</th>');
    expect(calculator).toContain('4 × 4.5 in');
    expect(calculator).not.toContain('3.9');
  });
});
