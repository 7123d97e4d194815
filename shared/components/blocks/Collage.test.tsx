// Collage block: configurator link with design and materials, starting without a design, schema refusals.
import * as v from 'valibot';
import { expect, test } from 'vitest';
import { renderInPage } from '../../../test/fixtures/render';
import { expectFieldSkipped } from '../../../test/fixtures/skipped-fields';
import { Collage, CollageSchema } from './Collage';

const block = {
  component: 'Collage',
  _uid: 'col-1',
  designId: 13,
  materials: 'framed-poster',
  title: 'Gerahmte Postercollage',
  image: { filename: '/demo-images/collage-2.svg', alt: 'Collage im Rahmen' },
};

const render = (raw: unknown, url?: string) =>
  renderInPage(<Collage {...v.parse(CollageSchema, raw)} />, url);
const hrefs = (html: string) =>
  [...html.matchAll(/href="([^"]*)"/g)].map((m) => (m[1] ?? '').replaceAll('&amp;', '&'));

test.each<[name: string, raw: unknown, url: string, href: string]>([
  [
    'design and materials',
    block,
    'http://kartenliebe.de.localhost:8787/',
    '/configurator-collage/?designId=13&materials=framed-poster',
  ],
  [
    'start without design',
    { ...block, designId: undefined, materials: undefined },
    'http://kartenliebe.de.localhost:8787/',
    '/configurator-collage/',
  ],
  [
    'poster channel in Britain',
    { ...block, materials: 'canvas' },
    'http://poster.co.uk.localhost:8787/',
    '/configurator-collage?designId=13&materials=canvas',
  ],
])('%s', (_name, raw, url, href) => {
  expect(hrefs(render(raw, url))).toEqual([href]);
});

test('shows the title, image and a call to action', () => {
  const html = render(block, 'http://poster.co.uk.localhost:8787/');
  expect(html).toContain('Gerahmte Postercollage');
  expect(html).toContain('alt="Collage im Rahmen"');
  expect(html).toContain('Design now');
});

test.each<[name: string, raw: unknown]>([
  ['missing image', { ...block, image: undefined }],
  ['missing title', { ...block, title: undefined }],
])('refuses %s', (_name, raw) => {
  expect(v.safeParse(CollageSchema, raw).success).toBe(false);
});

// An optional field the shop cannot use is left out and reported; the collage still shows.
test.each<[name: string, patch: Record<string, unknown>]>([
  ['unknown materials', { materials: 'wood' }],
  ['negative design', { designId: -1 }],
])('skips %s, keeps the block', (_name, patch) => {
  expectFieldSkipped(CollageSchema, block, patch);
});
