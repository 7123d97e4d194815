// Calculator first state on real demo pages: materials, formats in cm or inches, prices per currency, labels
// by index + 1, preset SKU, designer link.
import { isValidElement } from 'react';
import * as v from 'valibot';
import { describe, expect, test } from 'vitest';
import { DEMO_SPACE } from '../../../demo/space/index';
import { demoBlocks, pageOf, renderInPage } from '../../../test/fixtures/render';
import { CALCULATOR_ORIENTATION_FLAG } from '../../domain/calculator';
import { formatLabel } from '../../domain/formats';
import { PageContext } from '../page-context';
import { CalculatorSchema } from './calculator-fields';
import { BlockList } from './registry';

const pageField = (slug: string, field: string): Record<string, unknown> => {
  const content = DEMO_SPACE.stories.find((story) => story.full_slug === slug)?.content;
  const block = (content?.[field] as Record<string, unknown>[] | undefined)?.[0];
  if (!block) throw new Error(`no ${field} on ${slug}`);
  return block;
};
/** The calculator block as a page body renders it; a block the registry would leave out fails the test. */
const calculator = (raw: unknown) => (
  <BlockList
    blocks={[{ ...(raw as object), component: 'Calculator' }]}
    onReport={({ reason }) => {
      if (reason) throw new Error(`Calculator left out: ${reason}`);
    }}
  />
);
/** The HTML with entities and no-break spaces as shoppers read them. */
const render = (raw: unknown, url?: string) =>
  renderInPage(isValidElement(raw) ? raw : calculator(raw), url)
    .replaceAll('&#x27;', "'")
    .replace(/[\u00a0\u202f]/g, ' ');
/** The designer links of the CTAs (each material and format is a link too, for use without JavaScript). */
const hrefs = (html: string) => [
  ...[...html.matchAll(/<a [^>]*data-calculator-designer=""[^>]*href="([^"]*)"/g)].map((m) =>
    (m[1] ?? '').replaceAll('&amp;', '&'),
  ),
  // A card's order is a GET form: where it goes, with its hidden fields and the selected quantity.
  ...[...html.matchAll(/<form ([^>]*data-card-order=""[^>]*)>(.*?)<\/form>/gs)].map((m) => {
    const action = /action="([^"]*)"/.exec(m[1] ?? '')?.[1];
    const body = m[2] ?? '';
    const fields = [...body.matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)"/g)].map((f) => [
      f[1] ?? '',
      (f[2] ?? '').replaceAll('&amp;', '&'),
    ]);
    const quantity = /<option value="(\d+)" selected="">/.exec(body)?.[1] ?? '';
    return `${action}?${new URLSearchParams([...fields, ['quantity', quantity]])}`;
  }),
];
/** The text of each `<li data-…="value">` of a list kind, without markup. */
const items = (html: string, attribute: string) =>
  [...html.matchAll(new RegExp(`<li[^>]*data-${attribute}="([^"]*)"[^>]*>(.*?)</li>`, 'g'))].map((m) => [
    m[1],
    (m[2] ?? '')
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim(),
  ]);
const current = (html: string, attribute: string) =>
  [...html.matchAll(new RegExp(`<li[^>]*data-${attribute}="([^"]*)"[^>]*aria-current="true"`, 'g'))].map(
    (m) => m[1],
  );

const CH = 'http://kartenliebe.ch.localhost:8787/';
const US = 'http://kartenliebe.com.localhost:8787/';
const weddingCards = pageField('kartenliebe/de-ch/karten/hochzeitskarten', 'calculator');

describe('Calculator on demo pages', () => {
  test('the first demo calculator renders its first material', () => {
    const first = demoBlocks('Calculator')[0];
    const html = render(first);
    expect(html).toContain(`data-selected-material="${v.parse(CalculatorSchema, first).selectedValue}"`);
  });

  test('Swiss wedding cards: materials, formats, francs, the Bestseller label on the first format, link', () => {
    const html = render(weddingCards, CH);
    expect(items(html, 'material')).toEqual([
      ['matt', 'Matt'],
      ['gold', 'Goldfolie'],
    ]);
    expect(current(html, 'material')).toEqual(['matt']);
    expect(items(html, 'format')).toEqual([
      ['a6-quer', 'A6 ↔ Bestseller CHF 1.65 CHF 2.05'],
      ['145-145', '14.5 × 14.5 cm CHF 1.95 CHF 2.45'],
    ]);
    expect(current(html, 'format')).toEqual(['a6-quer']);
    expect(html).toContain('data-label="1"');
    expect(html).toContain('background-color:#c0405a');
    expect(hrefs(html)).toEqual([
      '/configurator-card/?themeId=2101&occasion=hochzeit&paper=matt&format=a6-quer&quantity=50',
    ]);
    expect(html).toContain('Jetzt gestalten');
  });

  test('French in Switzerland: the link keeps the locale prefix', () => {
    expect(hrefs(render(weddingCards, `${CH}fr/`))[0]).toMatch(/^\/fr\/configurator-card\/\?themeId=2101&/);
  });

  test('US photo prints: inch formats, dollars, the photo-box configurator with the photo-print type', () => {
    const html = render(pageField('kartenliebe/en-us/photo-prints/matte-photo-prints', 'calculator'), US);
    expect(items(html, 'format').map(([, text]) => text)).toEqual([
      '4 × 4 in Bestseller $0.19 $0.24',
      '5 × 3.5 in $0.14 $0.19',
      '6 × 4 in $0.19 $0.24',
      '7 × 5 in $0.44 $0.54',
      '12 × 8 in $1.64 $2.04',
    ]);
    expect(current(html, 'format')).toEqual(['15x10']);
    expect(hrefs(html)).toEqual([
      '/configurator-photobox/?photoboxType=photoprint&photoboxFormat=15x10&paper=matt',
    ]);
  });

  test('a preset SKU preselects its material and format', () => {
    const sku = {
      sku: 'KL-WEDDINGCARD-GOLD',
      context: {
        themeId: 2101,
        occasion: 'hochzeit',
        paper: 'matt',
        refinementType: 'gold',
        format: '145-145',
      },
    };
    const html = render({ ...weddingCards, sku }, CH);
    expect(current(html, 'material')).toEqual(['gold']);
    expect(current(html, 'format')).toEqual(['145-145']);
    expect(html).toContain('CHF 2.85');
    expect(hrefs(html)).toEqual([
      '/configurator-card/?themeId=2101&occasion=hochzeit&paper=matt&refinementType=gold&format=145-145&quantity=50',
    ]);
  });
});

describe('alu gallery prints read in the channel’s alu unit', () => {
  const alu = {
    component: 'Calculator',
    product: 'photoframe',
    options: {
      materials: [
        {
          value: 'aludibond',
          formats: [{ value: '60x40', priceCurrent: 49.99 }],
          context: { materialType: 'aludibond' },
        },
        {
          value: 'leinwand',
          formats: [{ value: '60x40', priceCurrent: 39.99 }],
          context: { materialType: 'leinwand' },
        },
      ],
    },
  };
  const sizes = (html: string) => items(html, 'format').map(([, text]) => text?.replace(/ \$.*$/, ''));

  test.each<[url: string, materialSize: string]>([
    // The US card shop measures alu prints in centimetres, the US poster shop in inches.
    [US, '60 × 40 cm'],
    ['http://poster.com.localhost:8787/', '23.6 × 15.7 in'],
  ])('%s', (url, size) => {
    expect(sizes(render(alu, url))).toEqual([size]);
    expect(sizes(render({ ...alu, selectedValue: 'leinwand' }, url))).toEqual(['23.6 × 15.7 in']);
  });
});

describe('the portrait/landscape experiment turns wall art only', () => {
  const block = (product: string, value: string, context: Record<string, unknown>, format: string) => ({
    component: 'Calculator',
    product,
    options: { materials: [{ value, formats: [{ value: format, priceCurrent: 9.99 }], context }] },
  });
  const turnedOn = (raw: unknown) => {
    const page = pageOf();
    return render(
      <PageContext.Provider
        value={{
          ...page,
          flags: { flagsDisabled: false, evaluated: { [CALCULATOR_ORIENTATION_FLAG]: 'on' } },
        }}
      >
        {calculator(raw)}
      </PageContext.Provider>,
    );
  };

  test.each<[name: string, format: string, raw: unknown, handedOver: string]>([
    [
      'canvas',
      '40x60',
      block('photoframe', 'leinwand', { materialType: 'leinwand' }, '60x40'),
      'format=40x60',
    ],
    [
      'collage',
      '40x60',
      block('collage', 'poster', { materialType: 'poster', designId: 7 }, '60x40'),
      'format=40x60',
    ],
    [
      'calendar',
      '200-400',
      block('calendar', 'wand', { calendarType: 'wand' }, '200-400'),
      'formatType=200-400',
    ],
    ['card', 'a6-quer', block('card', 'matt', { themeId: 2101, paper: 'matt' }, 'a6-quer'), 'format=a6-quer'],
  ])('%s shows %s', (_name, format, raw, handedOver) => {
    const html = turnedOn(raw);
    expect(hrefs(html)[0]).toContain(`${handedOver}`);
    expect(items(html, 'format')[0]?.[1]).toContain(
      formatLabel(format, 'cm', 'de-DE').replace(/[\u00a0\u202f]/g, ' '),
    );
  });
});
