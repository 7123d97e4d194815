// Card block: configurator link with theme and occasion, numeric-string theme ids, the schema's refusals.
import * as v from 'valibot';
import { expect, test } from 'vitest';
import { renderInPage } from '../../../test/fixtures/render';
import { Card, CardSchema } from './Card';

const block = {
  component: 'Card',
  _uid: 'card-1',
  themeId: 2101,
  occasion: 'hochzeit',
  title: 'Hochzeitskarte Eukalyptus',
  image: { filename: '/demo-images/card-1.svg', alt: 'Hochzeitskarte' },
};

const render = (raw: unknown, url?: string) => renderInPage(<Card {...v.parse(CardSchema, raw)} />, url);
const hrefs = (html: string) =>
  [...html.matchAll(/href="([^"]*)"/g)].map((m) => (m[1] ?? '').replaceAll('&amp;', '&'));

test.each<[name: string, raw: unknown, url: string, href: string]>([
  [
    'theme and occasion',
    block,
    'http://kartenliebe.de.localhost:8787/',
    '/configurator-card/?themeId=2101&occasion=hochzeit',
  ],
  [
    'a theme id as digits',
    { ...block, themeId: '2109', occasion: undefined },
    'http://kartenliebe.de.localhost:8787/',
    '/configurator-card/?themeId=2109',
  ],
  [
    'the Italian locale of Switzerland',
    block,
    'http://kartenliebe.ch.localhost:8787/it/',
    '/it/configurator-card/?themeId=2101&occasion=hochzeit',
  ],
])('%s', (_name, raw, url, href) => {
  expect(hrefs(render(raw, url))).toEqual([href]);
});

test('shows the title and image', () => {
  const html = render(block);
  expect(html).toContain('Hochzeitskarte Eukalyptus');
  expect(html).toContain('alt="Hochzeitskarte"');
  expect(html).toContain('data-product-kind="card"');
});

test.each<[name: string, raw: unknown]>([
  ['missing theme', { ...block, themeId: undefined }],
  ['theme zero', { ...block, themeId: 0 }],
  ['theme as words', { ...block, themeId: 'wedding' }],
  ['unknown occasion', { ...block, occasion: 'valentinstag' }],
  ['missing title', { ...block, title: undefined }],
])('refuses %s', (_name, raw) => {
  expect(v.safeParse(CardSchema, raw).success).toBe(false);
});
