// Frame block on demo data: resolved FrameType stories become swatch links to the photo-frame configurator;
// unresolved uuids and broken stories are left out.
import * as v from 'valibot';
import { expect, test } from 'vitest';
import { DEMO_SPACE } from '../../../demo/space/index';
import { demoBlocks, renderInPage } from '../../../test/fixtures/render';
import { Frame, FrameSchema } from './Frame';

const byUuid = new Map(DEMO_SPACE.stories.map((story) => [story.uuid, story]));
const demo = demoBlocks('Frame')[0] ?? {};
const uuids = demo.frameTypes as string[];
const resolved = { ...demo, frameTypes: uuids.map((uuid) => byUuid.get(uuid) ?? uuid) };

const render = (raw: unknown, url = 'http://kartenliebe.ch.localhost:8787/') =>
  renderInPage(<Frame {...v.parse(FrameSchema, raw)} />, url);
const options = (html: string) => [...html.matchAll(/data-frame-type="([^"]*)"/g)].map((m) => m[1]);
const hrefs = (html: string) => [...html.matchAll(/href="([^"]*)"/g)].map((m) => m[1]);

test('lists each resolved frame type with its name and swatch, linked to the configurator', () => {
  const html = render(resolved);
  expect(options(html)).toEqual([
    'holzrahmen-schwarz',
    'holzrahmen-eiche',
    'alurahmen-silber',
    'schattenfuge-leinwand-eiche',
  ]);
  expect(html).toContain('Rahmenfarben');
  expect(html).toContain('Holzrahmen Schwarz');
  expect(html).toContain('Schattenfugenrahmen Eiche');
  expect(html).toContain('swatch-oak.svg');
  expect(hrefs(html)[0]).toBe('/configurator-photo-frame/?frameType=holzrahmen-schwarz');
  expect(hrefs(render(resolved, 'http://poster.ch.localhost:8787/fr'))[2]).toBe(
    '/fr/configurator-photo-frame?frameType=alurahmen-silber',
  );
});

test('unresolved uuids and broken stories are skipped; none left renders nothing', () => {
  const [first, second, third] = resolved.frameTypes;
  const broken = { uuid: 'x', content: { component: 'FrameType', frameType: 'Holz Rahmen', name: 'Kaputt' } };
  expect(options(render({ ...demo, frameTypes: [first, uuids[1], broken, third] }))).toEqual([
    'holzrahmen-schwarz',
    'alurahmen-silber',
  ]);
  expect(second).not.toBe(uuids[1]);
  expect(render({ ...demo, frameTypes: uuids })).toBe('');
});

test('refuses a frame list that is not a list', () => {
  expect(v.safeParse(FrameSchema, { frameTypes: 'holzrahmen-schwarz' }).success).toBe(false);
  expect(v.safeParse(FrameSchema, { headline: 3, frameTypes: [] }).success).toBe(false);
});
