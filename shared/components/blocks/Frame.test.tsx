// Frame block on demo data: a GET form to the photo-frame configurator with the material, the sizes and the
// frames that frame the material (none preselected); unresolved uuids and broken stories are left out.
import * as v from 'valibot';
import { expect, test } from 'vitest';
import { DEMO_SPACE } from '../../../demo/space/index';
import { demoBlocks, renderInPage } from '../../../test/fixtures/render';
import { parseSkipping } from '../../../test/fixtures/skipped-fields';
import { Frame, FrameSchema } from './Frame';

const byUuid = new Map(DEMO_SPACE.stories.map((story) => [story.uuid, story]));
const demo = demoBlocks('Frame')[0] ?? {};
const uuids = demo.frameTypes as string[];
const frameTypes = uuids.map((uuid) => byUuid.get(uuid) ?? uuid);
const poster = { headline: 'Rahmenfarben', frameTypes, materialType: 'poster', formats: ['40x30', '60x40'] };

const render = (raw: unknown, url = 'http://kartenliebe.ch.localhost:8787/') =>
  renderInPage(<Frame {...v.parse(FrameSchema, raw)} />, url);
const options = (html: string) => [...html.matchAll(/data-frame-type="([^"]*)"/g)].map((m) => m[1]);
const fields = (html: string) =>
  [...html.matchAll(/<(?:input|select)[^>]*name="([^"]*)"(?:[^>]*value="([^"]*)")?/g)].map((m) => [
    m[1],
    m[2],
  ]);

test('a form to the configurator: the material, its sizes and the frames that frame it, none chosen', () => {
  const html = render(poster);
  expect(html).toContain('action="/configurator-photo-frame/"');
  expect(html).toContain('method="get"');
  expect(options(html)).toEqual(['holzrahmen-schwarz', 'holzrahmen-eiche', 'alurahmen-silber']);
  expect(fields(html)).toEqual([
    ['materialType', 'poster'],
    ['format', undefined],
    ['frameType', 'holzrahmen-schwarz'],
    ['frameType', 'holzrahmen-eiche'],
    ['frameType', 'alurahmen-silber'],
  ]);
  expect(html).toMatch(
    /<option value="40x30">40 × 30 cm<\/option><option value="60x40">60 × 40 cm<\/option>/,
  );
  expect(html).not.toMatch(/ checked=""/);
  expect(html.match(/type="radio"[^>]*required/g)).toHaveLength(3);
  expect(html).toContain('Holzrahmen Schwarz');
  expect(html).toContain('swatch-oak.svg');
  expect(html).toContain('Rahmenfarben');
});

test('canvas is offered its shadow-gap frame alone; the action is localised', () => {
  const html = render({ ...poster, materialType: 'leinwand' }, 'http://poster.ch.localhost:8787/fr');
  expect(options(html)).toEqual(['schattenfuge-leinwand-eiche']);
  expect(html).toContain('action="/fr/configurator-photo-frame"');
});

test('without a material the shopper picks one the frames fit; without sizes the designer asks', () => {
  const html = render({ frameTypes });
  expect(options(html)).toEqual([
    'holzrahmen-schwarz',
    'holzrahmen-eiche',
    'alurahmen-silber',
    'schattenfuge-leinwand-eiche',
  ]);
  expect([...html.matchAll(/<option value="([^"]*)"/g)].map((m) => m[1])).toEqual([
    'hahnemuehle',
    'leinwand',
    'poster',
  ]);
  expect(html).not.toContain('name="format"');
});

test('no frame that fits, unresolved uuids and broken stories render nothing of them', () => {
  const [first, second, third] = frameTypes;
  const broken = { uuid: 'x', content: { component: 'FrameType', frameType: 'Holz Rahmen', name: 'Kaputt' } };
  expect(options(render({ ...poster, frameTypes: [first, uuids[1], broken, third] }))).toEqual([
    'holzrahmen-schwarz',
    'alurahmen-silber',
  ]);
  expect(second).not.toBe(uuids[1]);
  expect(render({ ...poster, frameTypes: uuids })).toBe('');
  expect(render({ ...poster, materialType: 'fototapete' })).toBe('');
});

test('refuses a frame list that is not a list and a size that is none', () => {
  expect(v.safeParse(FrameSchema, { frameTypes: 'holzrahmen-schwarz' }).success).toBe(false);
  expect(v.safeParse(FrameSchema, { headline: 3, frameTypes: [] }).success).toBe(false);
  expect(v.safeParse(FrameSchema, { frameTypes: [], formats: ['60'] }).success).toBe(false);
});

test('skips an unknown material, keeps the block', () => {
  const { output, skipped } = parseSkipping(FrameSchema, { frameTypes: [], materialType: 'stein' });
  expect(output).toMatchObject({ materialType: undefined });
  expect(skipped).toHaveLength(1);
});
