// One price rule, equal to the shop's: every calculator choice of every demo product page (each material with
// its frame, each size) shows what the shop's own price service charges for exactly that choice, asked through
// the product's own price endpoint. Both channels, in euros, francs and pounds.
import { describe, expect, test } from 'vitest';
import { WALL_OPTION_GROUPS } from '../../shared/domain/wall-options';
import { CH, DE, get, islandProps, POSTER_GB, page } from './fetch';

const POSTER_DE = 'http://poster.de.localhost:8787';
const POSTER_CH = 'http://poster.ch.localhost:8787';

// biome-ignore lint/suspicious/noExplicitAny: the test walks into answers whose shapes it asserts
type Json = Record<string, any>;

interface Format {
  value: string;
  priceCurrent: number;
  priceOriginal?: number;
}
interface Material {
  value: string;
  formats: Format[];
  context: Record<string, string | number | boolean>;
}

async function productPaths(host: string): Promise<string[]> {
  const xml = await (await get(`${host}/sitemap.xml`)).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)]
    .map((match) => new URL(match[1] ?? '').pathname)
    .filter((path) => path.split('/').filter(Boolean).length === 2);
}

const materialsOf = (entries: Json[]): Material[] =>
  entries.flatMap((entry) => (Array.isArray(entry.materials) ? entry.materials : [entry]));

/** The service's own answer for one choice: the endpoint of the product's kind, with exactly its options. */
function serviceQuery(product: string, material: Material, format: string, currency: string): string {
  const ctx = material.context;
  const query = (path: string, params: Record<string, unknown>) => {
    const search = new URLSearchParams({ currency });
    for (const [key, value] of Object.entries(params))
      if (value !== undefined) search.set(key, String(value));
    return `${path}?${search}`;
  };
  if (ctx.photoboxType !== undefined) {
    const article =
      ctx.photoboxType === 'photoprint'
        ? `photoprint-${ctx.paper}`
        : Number(ctx.photoboxQuantityMax) >= 100
          ? 'photobox-max'
          : 'photobox-small';
    return query('/price-api/prices/article', { article, format });
  }
  if (ctx.materialType !== undefined) {
    return query('/web-api/product-selection-photo-frame/price-article', {
      material: ctx.materialType,
      format,
      frameType: ctx.frameType || undefined,
    });
  }
  if (product === 'calendar') {
    return query('/web-api/calendar-price', { calendarType: ctx.calendarType, formatType: format });
  }
  if (product === 'card') {
    return query('/web-api/card-price', { refinementType: ctx.refinementType, format, quantity: 1 });
  }
  if (product === 'photobook') {
    const cover = ctx.photobookCover;
    return query('/web-api/photobook-price', {
      photobookType: ctx.photobookType,
      photobookCover: cover,
      photobookFormat: format,
    });
  }
  throw new Error(`no price endpoint for ${product} ${JSON.stringify(ctx)}`);
}

/** The price a choice's answer charges for one piece: the unit price where the answer has a quantity. */
const charged = (answer: Json) => answer.unitPrice ?? answer;

describe.each([
  ['kartenliebe.de', DE, 'eur'],
  ['kartenliebe.ch', CH, 'chf'],
  ['poster.de', POSTER_DE, 'eur'],
  ['poster.ch', POSTER_CH, 'chf'],
  ['poster.co.uk', POSTER_GB, 'gbp'],
])('%s', (_name, host, currency) => {
  test('every calculator choice shows the price service’s charge for it', async () => {
    const checked: string[] = [];
    for (const path of await productPaths(host)) {
      const { html } = await page(`${host}${path}`);
      const props = islandProps(html, 'calculator') as Json;
      if (!props.calculator) continue;
      const { product } = props.calculator;
      for (const material of materialsOf(props.calculator.options.materials)) {
        for (const format of material.formats) {
          const url = serviceQuery(product, material, format.value, currency);
          const response = await get(`${host}${url}`, { headers: { accept: 'application/json' } });
          expect(response.status, `${path} ${material.value} ${format.value}: ${url}`).toBe(200);
          const answer = charged((await response.json()) as Json);
          const label = `${path} ${material.value} ${format.value} (${url})`;
          expect(format.priceCurrent, label).toBe(answer.priceCurrent);
          // A struck-through price only for a sale, and then the service's.
          const original = answer.priceOriginal > answer.priceCurrent ? answer.priceOriginal : undefined;
          expect(format.priceOriginal, label).toBe(original);
          checked.push(label);
        }
      }
    }
    // Every family's page has a calculator with at least two sizes.
    expect(checked.length).toBeGreaterThan(20);
  }, 180_000);
});

test('a framed choice costs the material plus its frame, floaters included', async () => {
  const framed: Record<string, number | undefined> = {};
  for (const path of await productPaths(POSTER_DE)) {
    const props = islandProps((await page(`${POSTER_DE}${path}`)).html, 'calculator') as Json;
    for (const material of materialsOf(props.calculator?.options.materials ?? [])) {
      const key = `${material.context.materialType}+${material.context.frameType ?? ''}`;
      framed[key] = material.formats.find((format) => format.value === '60x40')?.priceCurrent;
    }
  }
  // 60x40: canvas 39.99 + oak floater 44.99; poster 19.99 + black wood 34.99 or silver alu 37.99.
  expect(framed).toMatchObject({
    'leinwand+schattenfuge-leinwand-eiche': 84.98,
    'poster+holzrahmen-schwarz': 54.98,
    'poster+alurahmen-silber': 57.98,
    'poster+': 19.99,
  });
}, 60_000);

test('the price shown for the preselected choice adds the options it names, at the service’s prices', async () => {
  const checked: string[] = [];
  for (const path of await productPaths(POSTER_DE)) {
    const { html } = await page(`${POSTER_DE}${path}`);
    const props = islandProps(html, 'calculator') as Json;
    const selected = /data-selected-material="([^"]+)" data-selected-format="([^"]+)"/.exec(html);
    if (!props.calculator || !selected) continue;
    const material = materialsOf(props.calculator.options.materials).find((m) => m.value === selected[1]);
    const ctx = material?.context ?? {};
    if (ctx.materialType === undefined) continue;
    const base = await (
      await get(
        `${POSTER_DE}${serviceQuery(props.calculator.product, material as Material, selected[2] ?? '', 'eur')}`,
      )
    ).json<Json>();
    const frame = ctx.frameType ? `&frameType=${ctx.frameType}` : '';
    const groups = (
      await (
        await get(
          `${POSTER_DE}/price-api/photo-options-groups?currency=eur&material=${ctx.materialType}${frame}`,
        )
      ).json<Json>()
    ).groups as { group: string; options: { id: string; priceCurrent: number }[] }[];
    let cents = Math.round(base.priceCurrent * 100);
    for (const { group, options } of groups) {
      const rule = (WALL_OPTION_GROUPS as Record<string, { param: string; values: Record<string, string> }>)[
        group
      ];
      const option = options.find((entry) => rule && rule.values[entry.id] === String(ctx[rule.param]));
      if (option) cents += Math.round(option.priceCurrent * 100);
    }
    expect(html, path).toContain(`data-sku-price="${cents / 100}"`);
    checked.push(path);
  }
  expect(checked.length).toBeGreaterThan(5);
}, 60_000);
