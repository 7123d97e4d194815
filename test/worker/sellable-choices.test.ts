// Every choice a calculator offers reaches the basket as it was chosen: on both channels and in every market,
// each material, each size and each option of every product page is handed over, the designer stand-in adds it,
// and the basket line is that article, in that size, with exactly those parts, at the price the page showed.
import { env } from 'cloudflare:test';
import { describe, expect, test } from 'vitest';
import { catalogueFormat } from '../../shared/domain/articles';
import { type CalculatorLink, calculatorKind, linkHref } from '../../shared/domain/calculator';
import { unknownParams } from '../../shared/domain/hand-off-check';
import { COUNTRIES } from '../../shared/domain/markets';
import { priceParts } from '../../shared/domain/price-article';
import { CONFIGURATORS, type DesignerType } from '../../shared/domain/products';
import {
  chosenOptionArticles,
  WALL_OPTION_GROUPS,
  type WallOptionGroup,
} from '../../shared/domain/wall-options';
import { NAMED_ARTICLES } from '../../shared/i18n/article-texts';
import { get, islandProps, testAddress } from './fetch';

// biome-ignore lint/suspicious/noExplicitAny: the test walks island props whose shapes it asserts
type Json = Record<string, any>;

interface Choice {
  page: string;
  product: DesignerType;
  context: Json;
  format: string;
  /** The options chosen beyond the material's own: option group -> option article. */
  picked: Record<string, { id: string; priceCurrent: number }>;
  link: Json;
  shown: number;
}

const cents = (amount: number) => Math.round(amount * 100);

/** The product pages a host lists in its sitemap. */
async function productPaths(host: string): Promise<string[]> {
  const xml = await (await get(`${host}/sitemap.xml`)).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)]
    .map((match) => new URL(match[1] ?? '').pathname)
    .filter((path) => path.split('/').filter(Boolean).length === 2);
}

/** The options a material's parameters already name, among the groups offered: chosen from the start. */
function presetOptions(material: Json): Record<string, { id: string; priceCurrent: number }> {
  const chosen: Record<string, { id: string; priceCurrent: number }> = {};
  for (const { group, options } of material.optionGroups ?? []) {
    const rule = (WALL_OPTION_GROUPS as Record<string, WallOptionGroup>)[group];
    const value = rule && material.context[rule.param];
    const option = options.find((entry: Json) => rule?.values[entry.id] === String(value));
    if (option) chosen[group] = option;
  }
  return chosen;
}

/** A size's price with options, as the calculator sums it: in whole cents. */
const priced = (format: Json, picked: Record<string, { priceCurrent: number }>) =>
  Object.values(picked).reduce(
    (sum, option) => sum + cents(option.priceCurrent),
    cents(format.priceCurrent),
  ) / 100;

/** Each material with each size, and each option of each of its option groups at the material's first size. */
function choicesOf(page: string, props: Json): Choice[] {
  const { product, options } = props.calculator;
  const materials: Json[] = options.materials.flatMap((entry: Json) => entry.materials ?? [entry]);
  return materials.flatMap((material) => {
    const link = props.links.find((entry: Json) => entry.material === material.value);
    const preset = presetOptions(material);
    const choice = (format: Json, picked: Choice['picked']): Choice => ({
      page,
      product,
      context: material.context,
      format: format.value,
      picked,
      link,
      shown: priced(format, picked),
    });
    const first = material.formats[0];
    return [
      ...material.formats.map((format: Json) => choice(format, preset)),
      ...(material.optionGroups ?? []).flatMap((group: Json) =>
        group.options.map((option: Json) => choice(first, { ...preset, [group.group]: option })),
      ),
    ];
  });
}

/** The designer parameters of a choice: the material's own, each picked option's value over its group's. */
function parametersOf(choice: Choice): Json {
  const params: Json = { ...choice.context };
  for (const [group, option] of Object.entries(choice.picked)) {
    const rule = (WALL_OPTION_GROUPS as Record<string, WallOptionGroup>)[group];
    if (rule) params[rule.param] = rule.values[option.id];
  }
  return params;
}

const hidden = (html: string) =>
  [...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)].map(
    ([, name, value]) => [name ?? '', (value ?? '').replaceAll('&amp;', '&')] as [string, string],
  );

interface Line {
  id: number;
  sku: string;
  format: string;
  unitPrice: number;
  context: Json;
}

/** Hands a choice over, adds it in the designer stand-in and reads the line back; the line is removed again. */
async function throughTheBasket(
  host: string,
  choice: Choice,
  client: string,
  jar: { cookie: string },
): Promise<Line> {
  const params = parametersOf(choice);
  const href = linkHref(choice.link as CalculatorLink, params, choice.format);
  const type = CONFIGURATORS[choice.link.path.slice(1) as keyof typeof CONFIGURATORS];
  expect(unknownParams(type, new URL(href, host).searchParams), href).toEqual([]);
  let handOff = await get(`${host}${href}`, { headers: { 'cf-connecting-ip': client } });
  // The channel's slash rule first.
  if (handOff.status === 301) {
    const slashed = new URL(handOff.headers.get('location') ?? '', host).href;
    handOff = await get(slashed, { headers: { 'cf-connecting-ip': client } });
  }
  expect(handOff.status, href).toBe(302);
  const target = new URL(handOff.headers.get('location') ?? '', host);
  // A photobook opens on its design-group set's template for the book's orientation.
  if (type === 'photobook') expect(target.searchParams.get('templateId'), href).toMatch(/^\d+$/);
  const designer = await get(target.href, {
    headers: { 'cf-connecting-ip': client },
  });
  const html = await designer.text();
  expect(html, `${href}: the designer adds it`).toContain('data-add-to-basket-form');
  const fields = new URLSearchParams(hidden(html));
  const action = /data-add-to-basket-form="" action="([^"]+)"/.exec(html)?.[1] ?? '';
  const added = await get(`${host}${action}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'cf-connecting-ip': client,
      origin: host,
      cookie: jar.cookie,
    },
    body: fields,
  });
  expect(added.status, `${href}: ${await added.clone().text()}`).toBe(303);
  const set = added.headers.getSetCookie().find((line) => line.startsWith('basket_id='));
  if (set) jar.cookie = set.split(';')[0] ?? '';
  const headers = { cookie: jar.cookie, 'cf-connecting-ip': client, 'content-type': 'application/json' };
  const basket = (await (await get(`${host}/web-api/basket`, { headers })).json()) as { lines: Line[] };
  const line = basket.lines.at(-1);
  if (!line) throw new Error(`${href}: no line`);
  // One basket per market: the line goes again, so the basket never fills.
  await get(`${host}/web-api/basket`, { method: 'DELETE', headers, body: JSON.stringify({ id: line.id }) });
  return line;
}

/** Both channels in every market: each country's host, in its default language. */
const HOSTS = COUNTRIES.flatMap((country) =>
  ['kartenliebe', 'poster'].map((channel) => `http://${channel}.${country.tld}.localhost:8787`),
);

describe('every calculator choice reaches the basket as chosen, at the price shown', () => {
  test.each(HOSTS)(
    '%s',
    async (host) => {
      const jar = { cookie: '' };
      let walked = 0;
      for (const path of await productPaths(host)) {
        const html = await (await get(`${host}${path}`)).text();
        const props = islandProps(html, 'calculator') as Json;
        if (!props.calculator) continue;
        for (const choice of choicesOf(path, props)) {
          const params = parametersOf(choice);
          const kind = calculatorKind(choice.product, params);
          const parts = priceParts(kind, params);
          expect(parts, `${path}: the page names an article`).toBeDefined();
          const line = await throughTheBasket(host, choice, testAddress(), jar);
          const where = `${host}${path} ${choice.format} ${JSON.stringify(choice.picked)}`;
          expect(line.sku, where).toBe(parts?.article);
          expect(line.format, where).toBe(catalogueFormat(kind, choice.format).format);
          const charged = [...(parts?.frame ? [parts.frame] : []), ...chosenOptionArticles(params)];
          expect((line.context.parts ?? '').split(',').filter(Boolean), where).toEqual(charged);
          expect(line.unitPrice, where).toBe(choice.shown);
          walked += 1;
        }
      }
      expect(walked).toBeGreaterThan(20);
    },
    300_000,
  );
});

describe('the basket names every article of the catalogue', () => {
  // Option articles are named by their group's words, as the calculator names them.
  test('each catalogue article has a name in every language', async () => {
    const { results } = await env.SHOP_DB.prepare(
      "SELECT id FROM catalogue_items WHERE kind != 'option'",
    ).all<{ id: string }>();
    expect(results.length).toBeGreaterThan(25);
    for (const { id } of results) expect(NAMED_ARTICLES, id).toContain(id);
  });
});

/** The configurator links of a page: product tiles, teasers and calls to action from the CMS. */
const configuratorLinks = (html: string): string[] =>
  [...html.matchAll(/href="([^"]*\/configurator-[^"]*)"/g)].map((match) =>
    (match[1] ?? '').replaceAll('&amp;', '&'),
  );

describe('every product link of the CMS names a sellable article', () => {
  test.each(HOSTS.filter((host) => /\.(de|ch|com)\./.test(host)))(
    '%s',
    async (host) => {
      const xml = await (await get(`${host}/sitemap.xml`)).text();
      const pages = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
        (match) => new URL(match[1] ?? '').pathname,
      );
      const links = new Set<string>();
      for (const path of pages) {
        for (const link of configuratorLinks(await (await get(`${host}${path}`)).text())) links.add(link);
      }
      expect(links.size).toBeGreaterThan(5);
      for (const link of links) {
        const url = new URL(link, host);
        const type =
          CONFIGURATORS[
            url.pathname
              .split('/')
              .find((part) => part.startsWith('configurator-')) as keyof typeof CONFIGURATORS
          ];
        expect(unknownParams(type, url.searchParams), link).toEqual([]);
        let handOff = await get(url.href);
        if (handOff.status === 301)
          handOff = await get(new URL(handOff.headers.get('location') ?? '', host).href);
        expect(handOff.status, link).toBe(302);
        const designer = await (await get(new URL(handOff.headers.get('location') ?? '', host).href)).text();
        expect(designer, `${link}: the designer adds it`).toContain('data-add-to-basket-form');
      }
    },
    300_000,
  );
});
