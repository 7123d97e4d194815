// Accessory block on demo data: resolved AccessoryType stories as a list; unresolved uuids left out.
import * as v from 'valibot';
import { expect, test } from 'vitest';
import { DEMO_SPACE } from '../../../demo/space/index';
import { demoBlocks, renderInPage } from '../../../test/fixtures/render';
import { Accessory, AccessorySchema } from './Accessory';

const byUuid = new Map(DEMO_SPACE.stories.map((story) => [story.uuid, story]));
const demo = demoBlocks('Accessory')[0] ?? {};
const uuids = demo.accessoryTypes as string[];
const resolved = { ...demo, accessoryTypes: uuids.map((uuid) => byUuid.get(uuid) ?? uuid) };

const render = (raw: unknown) =>
  renderInPage(<Accessory {...v.parse(AccessorySchema, raw)} />, 'http://kartenliebe.ch.localhost:8787/');
const types = (html: string) => [...html.matchAll(/data-accessory-type="([^"]*)"/g)].map((m) => m[1]);

test('lists the resolved accessories with name and image, in order', () => {
  const html = render(resolved);
  expect(types(html)).toEqual(['envelope', 'ribbon', 'box']);
  expect(html).toContain('Zubehör');
  for (const name of ['Umschläge', 'Schleifenband', 'Geschenkbox']) expect(html).toContain(name);
  expect(html).toContain('accessory-ribbon.svg');
  expect(html).not.toContain('data-price');
});

test('each accessory with a sku has its add-to-basket form: the quantity and a POST to the shop', () => {
  const html = render(resolved);
  const forms = [...html.matchAll(/<form [^>]*data-accessory-order="([^"]*)"[^>]*>/g)];
  expect(forms.every((m) => m[0].includes('method="post"'))).toBe(true);
  expect(forms.map((m) => [/action="([^"]*)"/.exec(m[0])?.[1], m[1]])).toEqual([
    ['/web-api/card-accessory-order', 'envelope-standard'],
    ['/web-api/card-accessory-order', 'ribbon'],
    ['/web-api/card-accessory-order', 'gift-box'],
  ]);
  expect(html).toMatch(/<input type="hidden" name="sku" value="ribbon"\/>/);
  expect(html).toContain('<option value="1" selected="">1</option>');
  expect(html).toContain('In den Warenkorb');
  const withoutSku = resolved.accessoryTypes.map((story) =>
    typeof story === 'string' ? story : { ...story, content: { ...story.content, sku: undefined } },
  );
  expect(render({ ...demo, accessoryTypes: withoutSku })).not.toContain('data-accessory-order');
});

test('unresolved uuids are left out; none left renders nothing', () => {
  const [first, , third] = resolved.accessoryTypes;
  expect(types(render({ ...demo, accessoryTypes: [first, uuids[1], third] }))).toEqual(['envelope', 'box']);
  expect(render({ ...demo, accessoryTypes: uuids })).toBe('');
});

test('refuses a block without its relation list', () => {
  expect(v.safeParse(AccessorySchema, { headline: 'Zubehör' }).success).toBe(false);
  expect(v.safeParse(AccessorySchema, { accessoryTypes: [42] }).success).toBe(false);
});
