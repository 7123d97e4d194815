// Photobook block: configurator link with type, format and cover; schema refusals.
import * as v from 'valibot';
import { expect, test } from 'vitest';
import { renderInPage } from '../../../test/fixtures/render';
import { expectFieldSkipped } from '../../../test/fixtures/skipped-fields';
import { Photobook, PhotobookSchema } from './Photobook';

const block = {
  component: 'Photobook',
  _uid: 'book-1',
  photobookType: 'echtfotobuch',
  photobookFormat: '300-300',
  photobookCover: 'hard',
  title: 'Echtfotobuch Layflat',
  image: { filename: '/demo-images/photobook-2.svg', alt: 'Ein aufgeschlagenes Fotobuch' },
};

const render = (raw: unknown, url?: string) =>
  renderInPage(<Photobook {...v.parse(PhotobookSchema, raw)} />, url);
const hrefs = (html: string) =>
  [...html.matchAll(/href="([^"]*)"/g)].map((m) => (m[1] ?? '').replaceAll('&amp;', '&'));

test.each<[name: string, raw: unknown, url: string, href: string]>([
  [
    'type, format and cover',
    block,
    'http://kartenliebe.de.localhost:8787/',
    '/configurator-photobook/?photobookType=echtfotobuch&photobookFormat=300-300&photobookCover=hard',
  ],
  [
    'a design-group set: the configurator picks its template for the format',
    { ...block, photobookFormat: 'a4-quer', designGroupSetId: '30' },
    'http://kartenliebe.de.localhost:8787/',
    '/configurator-photobook/?photobookType=echtfotobuch&photobookFormat=a4-quer&photobookCover=hard&designGroupSetId=30',
  ],
  [
    'type only, in the Netherlands',
    { ...block, photobookFormat: undefined, photobookCover: undefined, photobookType: 'fotoheft' },
    'http://kartenliebe.nl.localhost:8787/',
    '/configurator-photobook/?photobookType=fotoheft',
  ],
])('%s', (_name, raw, url, href) => {
  expect(hrefs(render(raw, url))).toEqual([href]);
});

test('shows the title and image, the call to action in Dutch', () => {
  const html = render(block, 'http://kartenliebe.nl.localhost:8787/');
  expect(html).toContain('Echtfotobuch Layflat');
  expect(html).toContain('alt="Ein aufgeschlagenes Fotobuch"');
  expect(html).toContain('Nu ontwerpen');
});

test.each<[name: string, raw: unknown]>([
  ['unknown type', { ...block, photobookType: 'album' }],
  ['missing type', { ...block, photobookType: undefined }],
])('refuses %s', (_name, raw) => {
  expect(v.safeParse(PhotobookSchema, raw).success).toBe(false);
});

// An optional field the shop cannot use is left out and reported; the photo book still shows.
test.each<[name: string, patch: Record<string, unknown>]>([
  ['unknown cover', { photobookCover: 'leather' }],
  ['unknown format', { photobookFormat: '250-250' }],
  ['a set id that is no id', { designGroupSetId: 'wedding' }],
])('skips %s, keeps the block', (_name, patch) => {
  expectFieldSkipped(PhotobookSchema, block, patch);
});

test.each<[url: string, shown: boolean]>([
  ['http://kartenliebe.de.localhost:8787/', true],
  ['http://poster.co.uk.localhost:8787/', true],
  // The US poster shop has no photobook info dropdown.
  ['http://poster.com.localhost:8787/', false],
])('the info dropdown on %s: %s', (url, shown) => {
  const html = render(block, url);
  expect(html.includes('data-photobook-info="echtfotobuch"')).toBe(shown);
  if (shown) expect(html).toMatch(/<details[^>]*><summary[^>]*>[^<]+<\/summary><p[^>]*>[^<]+lay-?flat/i);
});
