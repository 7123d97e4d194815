// Accessory detail wrapper: one accessory (demo story or inline fields) with its price per currency.
import * as v from 'valibot';
import { expect, test } from 'vitest';
import { DEMO_SPACE } from '../../../demo/space/index';
import { renderInPage } from '../../../test/fixtures/render';
import { accessoryOf } from '../../domain/accessories';
import { collectSkippedFields, type SkippedField } from '../../schemas/storyblok-fields';
import { AccessoryDetailWrapper, AccessoryDetailWrapperSchema } from './AccessoryDetailWrapper';

const giftBox = DEMO_SPACE.stories.find(
  (story) => story.full_slug === 'kartenliebe/de-ch/shared/accessory-types/gift-box',
);
const envelope = {
  accessoryType: 'envelope',
  name: 'Umschlag C6',
  text: '162 × 114 mm',
  sku: 'ENV-C6',
  priceCurrent: 0.95,
};

const render = (raw: unknown, url: string) =>
  renderInPage(<AccessoryDetailWrapper {...v.parse(AccessoryDetailWrapperSchema, raw)} />, url)
    .replaceAll('&#x27;', "'")
    .replace(/[\u00a0\u202f]/g, ' ');

test('a resolved story with the wrapper price in francs, thousands with an apostrophe', () => {
  const html = render(
    { accessory: giftBox, priceCurrent: 1249, priceOriginal: 1499 },
    'http://kartenliebe.ch.localhost:8787/',
  );
  expect(html).toContain('Geschenkbox');
  expect(html).toContain('data-accessory-type="box"');
  expect(html).toContain("CHF 1'249.00");
  expect(html).toContain('<s class="text-sm text-muted">CHF 1\'499.00</s>');
});

test.each<[url: string, price: string]>([
  ['http://kartenliebe.de.localhost:8787/', '0,95 €'],
  ['http://kartenliebe.co.uk.localhost:8787/', '£0.95'],
  ['http://kartenliebe.com.localhost:8787/', '$0.95'],
])('inline fields with their own price on %s: %s', (url, price) => {
  const html = render({ accessory: envelope }, url);
  expect(html).toContain('Umschlag C6');
  expect(html).toContain('162 × 114 mm');
  expect(html).toContain('data-accessory-sku="ENV-C6"');
  expect(html).toContain(price);
});

// French and Italian Switzerland read the French and Italian stories, whose prices are in euros.
test.each<[url: string, name: string, raw: unknown]>([
  [
    'http://kartenliebe.ch.localhost:8787/fr/',
    "the wrapper's price",
    { accessory: envelope, priceCurrent: 12.49, priceOriginal: 14.99 },
  ],
  [
    'http://kartenliebe.ch.localhost:8787/it/',
    "a story's wrapper price",
    { accessory: giftBox, priceCurrent: 12.49 },
  ],
  ['http://kartenliebe.ch.localhost:8787/fr/', "the accessory's own price", { accessory: envelope }],
])('on %s the content’s euro prices show nowhere: %s', (url, _name, raw) => {
  const html = render(raw, url);
  expect(html).toContain('data-accessory-type=');
  expect(html).not.toMatch(/12[.,]49|14[.,]99|0[.,]95|€|CHF/);
});

test.each<[name: string, raw: unknown]>([
  ['no price anywhere', { accessory: { ...envelope, priceCurrent: undefined } }],
  ['an unresolved uuid', { accessory: 'uuid-1', priceCurrent: 1 }],
  ['an unknown subtype', { accessory: { ...envelope, accessoryType: 'balloon' } }],
])('refuses %s', (_name, raw) => {
  expect(v.safeParse(AccessoryDetailWrapperSchema, raw).success).toBe(false);
});

/** The block parsed, with the field values it skipped. */
const parseSkipping = (raw: unknown) => {
  const skipped: SkippedField[] = [];
  const parsed = collectSkippedFields(
    () => v.safeParse(AccessoryDetailWrapperSchema, raw),
    (field) => skipped.push(field),
  );
  return { parsed, skipped };
};

test("skips a negative wrapper price, keeps the block with the accessory's own price", () => {
  const raw = { accessory: envelope, priceCurrent: -1 };
  const { parsed, skipped } = parseSkipping(raw);
  expect(parsed.success).toBe(true);
  expect(parsed.output).toMatchObject({ priceCurrent: undefined });
  expect(skipped).toHaveLength(1);
  expect(render(raw, 'http://kartenliebe.de.localhost:8787/')).toContain('0,95 €');
});

// The order form's article must be one: a blank sku made the order island's props throw. It is skipped now, and
// the accessory shows without its order form.
test('skips a blank sku, keeps the block without an order form', () => {
  const raw = { accessory: { ...envelope, sku: ' ' } };
  const { parsed, skipped } = parseSkipping(raw);
  expect(parsed.success).toBe(true);
  const fields = parsed.success ? accessoryOf(parsed.output.accessory) : null;
  expect(fields?.name).toBe('Umschlag C6');
  expect(fields?.sku).toBeUndefined();
  expect(skipped).toHaveLength(1);
  const html = render(raw, 'http://kartenliebe.de.localhost:8787/');
  expect(html).toContain('Umschlag C6');
  expect(html).not.toContain('data-accessory-sku');
});
