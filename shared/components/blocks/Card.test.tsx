// Card block: an order form to the card configurator with the theme's options as hidden fields, the quantity list
// (the eleventh entry preselected), "design now" and "order a sample"; the island's props; the schema's refusals.
import * as v from 'valibot';
import { expect, test } from 'vitest';
import { renderWithIslands } from '../../../test/fixtures/render';
import { expectFieldSkipped } from '../../../test/fixtures/skipped-fields';
import { CARD_QUANTITIES } from '../../domain/cards';
import { Card, CardSchema } from './Card';

const block = {
  component: 'Card',
  _uid: 'card-1',
  themeId: 2101,
  occasion: 'hochzeit',
  title: 'Hochzeitskarte Eukalyptus',
  image: { filename: '/demo-images/card-1.svg', alt: 'Hochzeitskarte' },
};

const render = (raw: unknown, url?: string) => renderWithIslands(<Card {...v.parse(CardSchema, raw)} />, url);
const hidden = (html: string) =>
  [...html.matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)"/g)].map((m) => [m[1], m[2]]);

test.each<[name: string, raw: unknown, url: string, action: string, fields: string[][]]>([
  [
    'theme and occasion',
    block,
    'http://kartenliebe.de.localhost:8787/',
    '/configurator-card/',
    [
      ['themeId', '2101'],
      ['occasion', 'hochzeit'],
    ],
  ],
  [
    'a theme id as digits, with format and refinement',
    { ...block, themeId: '2109', occasion: undefined, format: '145-145', refinementType: 'silber' },
    'http://kartenliebe.de.localhost:8787/',
    '/configurator-card/',
    [
      ['themeId', '2109'],
      ['format', '145-145'],
      ['refinementType', 'silber'],
    ],
  ],
  [
    'the Italian locale of Switzerland',
    block,
    'http://kartenliebe.ch.localhost:8787/it/',
    '/it/configurator-card/',
    [
      ['themeId', '2101'],
      ['occasion', 'hochzeit'],
    ],
  ],
])('%s', (_name, raw, url, action, fields) => {
  const { html } = render(raw, url);
  expect(html).toContain(`action="${action}" method="get"`);
  expect(hidden(html)).toEqual(fields);
});

test('the quantity list with its eleventh entry chosen, design and sample buttons, the title and image', () => {
  const { html } = render(block);
  const quantities = [...html.matchAll(/<option value="(\d+)"/g)].map((m) => Number(m[1]));
  expect(quantities).toEqual(CARD_QUANTITIES);
  expect(html).toContain('<option value="50" selected="">50</option>');
  expect(html).toMatch(/<select[^>]*name="quantity"/);
  expect(html).toMatch(/<button type="submit"[^>]*data-card-design="">Jetzt gestalten<\/button>/);
  const sample =
    /<button type="submit"[^>]*data-card-sample=""[^>]*>Muster bestellen<\/button>/.exec(html)?.[0] ?? '';
  expect(sample).toContain('name="isSample"');
  expect(sample).toContain('value="1"');
  expect(html).toContain('Hochzeitskarte Eukalyptus');
  expect(html).toContain('alt="Hochzeitskarte"');
  expect(html).toContain('data-product-kind="card"');
});

test('the island is priced by format and refinement (none when not named); without a format it is not', () => {
  const priced = Object.values(render({ ...block, format: 'a6-quer' }).props)[0] as Record<string, unknown>;
  expect(priced.priced).toEqual({ format: 'a6-quer', refinementType: 'ohne' });
  const unpriced = Object.values(render(block).props)[0] as Record<string, unknown>;
  expect(unpriced.priced).toBeUndefined();
});

test.each<[name: string, raw: unknown]>([
  ['missing theme', { ...block, themeId: undefined }],
  ['theme zero', { ...block, themeId: 0 }],
  ['theme as words', { ...block, themeId: 'wedding' }],
  ['missing title', { ...block, title: undefined }],
])('refuses %s', (_name, raw) => {
  expect(v.safeParse(CardSchema, raw).success).toBe(false);
});

// An optional field the shop cannot use is left out and reported; the card still shows.
test.each<[name: string, patch: Record<string, unknown>]>([
  ['unknown occasion', { occasion: 'valentinstag' }],
  ['a format that is none', { format: 'gross' }],
  ['an unknown refinement', { refinementType: 'platin' }],
])('skips %s, keeps the block', (_name, patch) => {
  expectFieldSkipped(CardSchema, block, patch);
});
