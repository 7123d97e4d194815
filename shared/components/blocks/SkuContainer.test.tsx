// SKU container on demo data: an invisible marker with SKU and context, and the price when there is one.
import * as v from 'valibot';
import { expect, test } from 'vitest';
import { demoBlocks, renderInPage } from '../../../test/fixtures/render';
import { collectSkippedFields, type SkippedField } from '../../schemas/storyblok-fields';
import { SkuContainer, SkuContainerSchema } from './SkuContainer';

const demo = demoBlocks('SkuContainer')[0] ?? {};
const render = (raw: unknown, url = 'http://kartenliebe.ch.localhost:8787/') =>
  renderInPage(<SkuContainer {...v.parse(SkuContainerSchema, raw)} />, url).replace(/[\u00a0\u202f]/g, ' ');

test('the first demo SKU: marker with sku and context, price in francs', () => {
  const html = render(demo);
  expect(html).toContain(`data-sku="${String(demo.sku)}"`);
  expect(html).toContain('data-sku-context="{&quot;');
  expect(html).toContain('&quot;format&quot;:&quot;a6-quer&quot;');
  expect(html).toContain('CHF 1.65');
  expect(html).toContain('CHF 2.05');
  expect(html).not.toContain('hidden');
});

test('without a price only the hidden marker is rendered', () => {
  const html = render({ sku: 'KL-X', context: { themeId: 1 } });
  expect(html).toBe('<div data-sku="KL-X" data-sku-context="{&quot;themeId&quot;:1}" hidden=""></div>');
});

test('a price inside the context is shown too', () => {
  const html = render({ sku: 'WL-1', context: { priceCurrent: 19.9 } }, 'http://poster.de.localhost:8787/');
  expect(html).toContain('19,90 €');
});

test.each<[name: string, raw: unknown]>([
  ['no sku', { context: {} }],
  ['a sku with spaces', { sku: 'KL X' }],
  ['a nested context', { sku: 'KL-X', context: { frame: { type: 'alu' } } }],
])('refuses %s', (_name, raw) => {
  expect(v.safeParse(SkuContainerSchema, raw).success).toBe(false);
});

test('skips a negative price, keeps the marker without a price', () => {
  const skipped: SkippedField[] = [];
  const raw = { sku: 'KL-X', priceCurrent: -2 };
  const parsed = collectSkippedFields(
    () => v.safeParse(SkuContainerSchema, raw),
    (field) => skipped.push(field),
  );
  expect(parsed.success).toBe(true);
  expect(parsed.output).toMatchObject({ sku: 'KL-X', priceCurrent: undefined });
  expect(skipped).toHaveLength(1);
  expect(render(raw)).toContain('hidden=""');
});
