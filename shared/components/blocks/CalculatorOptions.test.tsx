// Calculator option lists on a fixture: grouped materials, labels by index + 1, francs with the apostrophe,
// a fallback for an unknown initial format; and the calculator schema's refusals.
import * as v from 'valibot';
import { describe, expect, test } from 'vitest';
import { renderInPage } from '../../../test/fixtures/render';
import { CalculatorSchema } from './calculator-fields';
import { BlockList } from './registry';

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
  renderInPage(calculator(raw), url)
    .replaceAll('&#x27;', "'")
    .replace(/[\u00a0\u202f]/g, ' ');
/** The designer links of the CTAs (each material and format is a link too, for use without JavaScript). */
const hrefs = (html: string) =>
  [...html.matchAll(/<a [^>]*data-calculator-designer=""[^>]*href="([^"]*)"/g)].map((m) =>
    (m[1] ?? '').replaceAll('&amp;', '&'),
  );
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

const fixture = {
  product: 'photoframe',
  selectedValue: 'acrylglas',
  options: {
    materials: [
      {
        labelTranslationKey: 'materials.leinwand',
        materials: [
          {
            value: 'leinwand',
            formats: [{ value: '120x80', priceCurrent: 99.9 }],
            context: { materialType: 'leinwand' },
          },
        ],
      },
      {
        value: 'acrylglas',
        initiallySelectedFormat: '999x999',
        formats: [
          { value: '150x100', priceCurrent: 1249.9, priceOriginal: 1549.9 },
          { value: '120x80', priceCurrent: 899.9 },
        ],
        context: { materialType: 'acrylglas' },
      },
    ],
  },
  labels: [{ index: 2, text: 'Neu', backgroundColor: '#111214', textColor: '#ffffff' }],
};

describe('Calculator rules', () => {
  test('francs group thousands with an apostrophe; an unknown initial format falls back to the first', () => {
    const html = render(fixture, CH);
    expect(current(html, 'format')).toEqual(['150x100']);
    expect(html).toContain("CHF 1'249.90");
    expect(html).toContain("CHF 1'549.90");
    expect(items(html, 'format')[1]).toEqual(['120x80', '120 × 80 cm Neu CHF 899.90']);
  });

  test('grouped materials are listed under their group, selectable like the others', () => {
    const html = render(fixture, 'http://poster.de.localhost:8787/');
    expect(html).toContain('Leinwand</span>');
    expect(items(html, 'material').map(([value]) => value)).toEqual(['leinwand', 'acrylglas']);
    expect(html).toContain('1.249,90');
    expect(hrefs(html)).toEqual(['/configurator-photo-frame?materialType=acrylglas&format=150x100']);
  });

  test.each<[name: string, raw: unknown]>([
    ['unknown product', { ...fixture, product: 'mug' }],
    ['no materials', { ...fixture, options: { materials: [] } }],
    ['a material without formats', { ...fixture, options: { materials: [{ value: 'x', formats: [] }] } }],
    [
      'a negative price',
      { ...fixture, options: { materials: [{ value: 'x', formats: [{ value: '1x1', priceCurrent: -1 }] }] } },
    ],
    ['a label at index 0', { ...fixture, labels: [{ index: 0, text: 'Neu' }] }],
    [
      'a nested context value',
      {
        ...fixture,
        options: {
          materials: [{ value: 'x', formats: [{ value: '1x1', priceCurrent: 1 }], context: { a: {} } }],
        },
      },
    ],
  ])('refuses %s', (_name, raw) => {
    expect(v.safeParse(CalculatorSchema, raw).success).toBe(false);
  });

  test.each([
    ['#111214', '#ffffff', 'style="background-color:#111214;color:#ffffff"'],
    ['#111214', undefined, 'style="background-color:#111214;color:#ffffff"'],
    ['#ffff00', '#ffffff', undefined],
  ])('a label on %s with text %s shows its colours only where they reach AA', (background, text, style) => {
    const html = render(
      { ...fixture, labels: [{ index: 2, text: 'Neu', backgroundColor: background, textColor: text }] },
      CH,
    );
    const label = /<span [^>]*data-label="2"[^>]*>/.exec(html)?.[0] ?? '';
    expect(label).not.toBe('');
    if (style) expect(label).toContain(style);
    else expect(label).not.toContain('style=');
  });

  test('a label colour that is not hex is skipped: the label shows in the default colours', () => {
    const parsed = v.parse(CalculatorSchema, {
      ...fixture,
      labels: [{ index: 1, text: 'Neu', textColor: 'red' }],
    });
    expect(parsed.labels?.[0]).toMatchObject({ index: 1, text: 'Neu', textColor: undefined });
  });
});
