// Shopper journeys from a product page to the basket, at phone and desktop widths: pick a size (and an option
// where the product has them), read the price shown and hold it to the price service's own answer for exactly
// that choice, follow the hand-off and check its query, let the designer put the design in the basket, and find
// it there at the price shown.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { catalogueFormat } from '../../shared/domain/articles';
import { calculatorKind } from '../../shared/domain/calculator';
import { formatLabel } from '../../shared/domain/formats';
import type { Language, Unit } from '../../shared/domain/markets';
import { priceParts } from '../../shared/domain/price-article';
import type { DesignerType } from '../../shared/domain/products';
import {
  WALL_OPTION_GROUPS,
  type WallOptionGroup,
  type WallOptionGroupName,
} from '../../shared/domain/wall-options';
import { articleName } from '../../shared/i18n/article-texts';
import { optionGroupTexts } from '../../shared/i18n/option-texts';
import { PRODUCT_TEXTS } from '../../shared/i18n/product-texts';
import { bootReady, browserFixture, shopUrl } from './browser';

const DE = 'kartenliebe.de.localhost';
const GB = 'poster.co.uk.localhost';
const POSTER_DE = 'poster.de.localhost';
const POSTER_US = 'poster.com.localhost';

/** The basket's first line as the shopper reads it: name, size and each detail line. */
async function basketLine(page: Page) {
  const line = page.locator('[data-basket-line]').first();
  return {
    name: await line.locator('[data-line-name]').textContent(),
    size: (await line.locator('[data-line-size]').textContent()) ?? '',
    details: await line.locator('[data-line-detail]').allTextContents(),
    total: amount(await line.locator('[data-line-total]').textContent()),
  };
}

interface Choice {
  product: string;
  material: string;
  format: string;
  context: Record<string, string | number | boolean>;
  optionGroups?: { group: string; options: { id: string }[] }[];
}

/** The product page of a host whose calculator's first material the predicate picks, with that material. */
async function productWith(
  page: Page,
  host: string,
  wanted: (product: string, context: Choice['context']) => boolean,
): Promise<string> {
  await page.goto(shopUrl('/robots.txt', host));
  const path = await page.evaluate(async (source) => {
    const pick = new Function('product', 'context', `return (${source})(product, context);`);
    const sitemap = await (await fetch('/sitemap.xml')).text();
    const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)]
      .map((match) => new URL(match[1] ?? '').pathname)
      .filter((path) => path.split('/').filter(Boolean).length === 2);
    for (const path of paths) {
      const html = await (await fetch(path)).text();
      const data = /<script type="application\/json" id="island-data">(.*?)<\/script>/s.exec(html)?.[1];
      const index = /data-island="calculator"[^>]*data-island-index="([\w.-]+)"/.exec(html)?.[1];
      if (!data || index === undefined) continue;
      const calculator = JSON.parse(data).props[index]?.calculator;
      const [first] = calculator.options.materials;
      if (first && pick(calculator.product, first.context)) return path;
    }
    return null;
  }, wanted.toString());
  if (!path) throw new Error(`no product page on ${host} for ${wanted}`);
  return path;
}

/** The calculator's selection as the page shows it, with the selected material's data from the island props. */
function selection(page: Page): Promise<Choice & { price: number }> {
  return page.evaluate(() => {
    const section = document.querySelector('[data-calculator]') as HTMLElement;
    const data = JSON.parse(document.getElementById('island-data')?.textContent ?? '{}');
    const marker = section.closest('[data-island="calculator"]') as HTMLElement;
    const { calculator } = data.props[marker.dataset.islandIndex ?? ''];
    const materials = calculator.options.materials.flatMap((entry: { materials?: unknown[] }) =>
      Array.isArray(entry.materials) ? entry.materials : [entry],
    );
    const material = materials.find(
      (entry: { value: string }) => entry.value === section.dataset.selectedMaterial,
    );
    return {
      product: calculator.product,
      material: material.value,
      format: section.dataset.selectedFormat ?? '',
      context: material.context,
      optionGroups: material.optionGroups,
      price: Number(section.querySelector('[data-sku-price]')?.getAttribute('data-sku-price')),
    };
  });
}

/** The service's price for a choice, asked from the page's own origin as any client would. */
function servicePrice(page: Page, choice: Choice, options: string[]): Promise<number> {
  return page.evaluate(
    async ({ choice, options }) => {
      const currency = JSON.parse(document.getElementById('island-data')?.textContent ?? '{}').state.site
        .currency;
      // biome-ignore lint/suspicious/noExplicitAny: the service's answers, whose prices the test reads
      const get = async (path: string, params: Record<string, string>): Promise<any> =>
        (await fetch(`${path}?${new URLSearchParams({ currency, ...params })}`)).json();
      const ctx = choice.context;
      let answer: { priceCurrent: number; unitPrice?: { priceCurrent: number } };
      if (ctx.materialType !== undefined) {
        answer = await get('/web-api/product-selection-photo-frame/price-article', {
          material: String(ctx.materialType),
          format: choice.format,
          ...(ctx.frameType ? { frameType: String(ctx.frameType) } : {}),
        });
      } else if (choice.product === 'calendar') {
        answer = await get('/web-api/calendar-price', {
          calendarType: String(ctx.calendarType),
          formatType: choice.format,
        });
      } else if (choice.product === 'photobook') {
        answer = await get('/web-api/photobook-price', {
          photobookType: String(ctx.photobookType),
          photobookCover: String(ctx.photobookCover),
          photobookFormat: choice.format,
        });
      } else {
        const box = Number(ctx.photoboxQuantityMax) >= 100 ? 'photobox-max' : 'photobox-small';
        const article = ctx.photoboxType === 'photoprint' ? `photoprint-${ctx.paper}` : box;
        answer = await get('/price-api/prices/article', { article, format: choice.format });
      }
      let cents = Math.round((answer.unitPrice ?? answer).priceCurrent * 100);
      if (options.length > 0) {
        const groups = (
          await get('/price-api/photo-options-groups', {
            material: String(ctx.materialType),
            ...(ctx.frameType ? { frameType: String(ctx.frameType) } : {}),
          })
        ).groups as { options: { id: string; priceCurrent: number }[] }[];
        for (const id of options) {
          const option = groups.flatMap((group) => group.options).find((entry) => entry.id === id);
          cents += Math.round((option?.priceCurrent ?? Number.NaN) * 100);
        }
      }
      return cents / 100;
    },
    { choice, options },
  );
}

/** An amount as shown (`30,98 €`, `£30.98`): its digits with the last separator as the decimal point. */
const amount = (text: string | null) => {
  const digits = (text ?? '').replace(/[^\d.,]/g, '');
  return Number(digits.replace(/[.,](?=\d{3}\b)/g, '').replace(',', '.'));
};

for (const [name, viewport] of [
  ['phone', { width: 375, height: 740 }],
  ['desktop', { width: 1280, height: 800 }],
] as const) {
  describe(`journeys on a ${name}`, () => {
    const chromium = browserFixture({ viewport });

    async function journey(
      host: string,
      wanted: (product: string, context: Choice['context']) => boolean,
      expectQuery: (query: URLSearchParams, choice: Choice) => void,
      expectDetails: (details: string[], choice: Choice) => void = () => {},
    ) {
      const page = await chromium.newPage();
      const path = await productWith(page, host, wanted);
      await page.goto(shopUrl(path, host), { waitUntil: 'load' });
      await bootReady(page);
      // A size other than the preselected one.
      const start = await selection(page);
      const other = page.locator(
        `[data-calculator-formats] [data-format]:not([data-format="${start.format}"]) a`,
      );
      await other.first().click();
      await expect.poll(async () => (await selection(page)).format).not.toBe(start.format);
      // The first option of the first group the material offers, where it offers any.
      const options: string[] = [];
      const firstGroup = start.optionGroups?.[0];
      const firstOption = firstGroup?.options[0];
      if (firstGroup && firstOption) {
        await page.click(`[data-option-group="${firstGroup.group}"] [data-option="${firstOption.id}"]`);
        options.push(firstOption.id);
        await page.waitForSelector(`li[aria-current] > [data-option="${firstOption.id}"]`);
      }
      const choice = await selection(page);
      const site = (await page.evaluate(
        () => JSON.parse(document.getElementById('island-data')?.textContent ?? '{}').state.site,
      )) as { language: Language; unit: Unit; locale: string };
      // Every option chosen: the one picked and any the product's parameters start with (a mat).
      const chosen = await page
        .locator('[data-calculator-options] li[aria-current] > [data-option]:not([data-option="none"])')
        .evaluateAll((links) => links.map((link) => link.getAttribute('data-option') ?? ''));
      expect(chosen).toEqual(expect.arrayContaining(options));
      expect(choice.price).toBe(await servicePrice(page, choice, chosen));
      // The hand-off carries exactly the choice.
      await Promise.all([page.waitForURL(/\/designer\//), page.click('[data-calculator-designer]')]);
      const query = new URL(page.url()).searchParams;
      expectQuery(query, choice);
      // The chosen option's parameter, as the group hands it over.
      if (firstGroup && firstOption) {
        const rule = (WALL_OPTION_GROUPS as Record<string, WallOptionGroup>)[firstGroup.group];
        expect(query.get(rule?.param ?? '')).toBe(rule?.values[firstOption.id]);
      }
      // The designer puts the design in the basket, at the price shown.
      await Promise.all([page.waitForURL(/\/basket\/?$/), page.click('[data-add-to-basket]')]);
      // The line names the article, its size in the market's unit, and the choice's details, in the page's language.
      const line = await basketLine(page);
      expect(line.total).toBe(choice.price);
      const kind = calculatorKind(choice.product as DesignerType, choice.context);
      const article = priceParts(kind, choice.context)?.article ?? '';
      expect(line.name).toBe(articleName(article, site.language));
      expect(line.size).toBe(formatLabel(choice.format, site.unit, site.locale));
      expect(catalogueFormat(kind, choice.format).turned).toBe(false);
      const frame = choice.context.frameType;
      if (typeof frame === 'string' && frame !== '') {
        const word = PRODUCT_TEXTS[site.language].frame;
        expect(line.details).toContain(`${word}: ${articleName(frame, site.language)}`);
      }
      // Every option chosen is listed under its group's title.
      for (const id of chosen) {
        const group = choice.optionGroups?.find((entry) => entry.options.some((option) => option.id === id));
        const words = optionGroupTexts(group?.group as WallOptionGroupName, site, site.unit);
        expect(line.details).toContain(`${words.title}: ${words.options[id]}`);
      }
      expectDetails(line.details, choice);
      await page.close();
    }

    test('unframed wall art: no frame reaches the designer', async () => {
      await journey(
        GB,
        (product, context) =>
          product === 'photoframe' && !context.frameType && context.materialType === 'leinwand',
        (query, choice) => {
          expect(query.get('materialType')).toBe('leinwand');
          expect(query.get('format')).toBe(choice.format);
          expect(query.get('frameType') ?? '').toBe('');
        },
      );
    });

    test('framed wall art: material, size, frame and option reach the designer', async () => {
      await journey(
        GB,
        (product, context) =>
          product === 'photoframe' && String(context.frameType ?? '').startsWith('holzrahmen'),
        (query, choice) => {
          expect(query.get('materialType')).toBe(String(choice.context.materialType));
          expect(query.get('format')).toBe(choice.format);
          expect(query.get('frameType')).toBe(String(choice.context.frameType));
        },
      );
    });

    test('a collage', async () => {
      await journey(
        DE,
        (product) => product === 'collage',
        (query, choice) => {
          expect(query.get('materialType')).toBe(String(choice.context.materialType));
          expect(query.get('designId')).toBe(String(choice.context.designId));
          expect(query.get('frameType') ?? '').toBe(String(choice.context.frameType ?? ''));
        },
      );
    });

    test('a calendar', async () => {
      await journey(
        DE,
        (product) => product === 'calendar',
        (query, choice) => {
          expect(query.get('calendarType')).toBe(String(choice.context.calendarType));
          expect(query.get('formatType')).toBe(choice.format);
        },
      );
    });

    test('a photobook', async () => {
      await journey(
        DE,
        (product) => product === 'photobook',
        (query, choice) => {
          expect(query.get('photobookFormat')).toBe(choice.format);
        },
      );
    });

    test('cards: a quantity with its total, then the sample', async () => {
      const page = await chromium.newPage();
      const path = await productWith(page, DE, (product) => product === 'card');
      await page.goto(shopUrl(path, DE), { waitUntil: 'load' });
      await bootReady(page);
      // As a shopper does: the select takes focus, then a quantity.
      await page.focus('[data-card-order] [data-quantity]');
      await page.selectOption('[data-card-order] [data-quantity]', '100');
      await expect.poll(() => page.getAttribute('[data-total]', 'data-total')).not.toBe(null);
      // The total follows the quantity once the calculator runs.
      await page.waitForFunction(
        () => Number(document.querySelector('[data-total]')?.getAttribute('data-total')) > 100,
      );
      const choice = await selection(page);
      const shown = Number(await page.getAttribute('[data-total]', 'data-total'));
      const service = await page.evaluate(
        async ({ format, refinementType }) => {
          const query = new URLSearchParams({ currency: 'eur', format, refinementType, quantity: '100' });
          const answer = (await (await fetch(`/web-api/card-price?${query}`)).json()) as {
            priceCurrent: number;
          };
          return answer.priceCurrent;
        },
        { format: choice.format, refinementType: String(choice.context.refinementType) },
      );
      expect(shown).toBe(service);
      await Promise.all([page.waitForURL(/\/designer\//), page.click('[data-calculator-designer]')]);
      const query = new URL(page.url()).searchParams;
      expect(query.get('quantity')).toBe('100');
      expect(query.get('isSample')).toBe(null);
      await Promise.all([page.waitForURL(/\/basket\/?$/), page.click('[data-add-to-basket]')]);
      const line = await basketLine(page);
      expect(line.total).toBe(shown);
      // The card by its finish, in the page's language, its format by its paper name.
      const article = priceParts('card', choice.context)?.article ?? '';
      expect(line.name).toBe(articleName(article, 'de'));
      expect(line.size).toBe(formatLabel(choice.format, 'cm', 'de-DE'));
      expect(await page.locator('[data-basket-line] [data-line-quantity]').first().textContent()).toBe('100');
      // The sample: one card with its mark.
      await page.goto(shopUrl(path, DE), { waitUntil: 'load' });
      await bootReady(page);
      await Promise.all([page.waitForURL(/\/designer\//), page.click('[data-order-sample]')]);
      const sample = new URL(page.url()).searchParams;
      expect([sample.get('quantity'), sample.get('isSample')]).toEqual(['1', '1']);
      await page.close();
    });

    test('photo prints: a print on its paper, not a photobox', async () => {
      await journey(
        DE,
        (product, context) => product === 'photobox' && context.photoboxType === 'photoprint',
        (query, choice) => {
          expect(query.get('type')).toBe('photoprint');
          expect(query.get('paper')).toBe(String(choice.context.paper));
        },
      );
    });

    test('the MAX photobox is billed as the MAX box', async () => {
      await journey(
        DE,
        (product, context) => product === 'photobox' && Number(context.photoboxQuantityMax) >= 100,
        (query) => expect(query.get('photoboxQuantityMax')).toBe('100'),
      );
    });

    test('brushed aluminium: the finish reaches the designer and the basket line', async () => {
      await journey(
        POSTER_DE,
        (product, context) => product === 'photoframe' && context.materialFinish === 'brushed',
        (query) => expect(query.get('materialFinish')).toBe('brushed'),
        (details) => expect(details).toContain('Oberfläche: Gebürstet'),
      );
    });

    test('canvas on the US shop: sizes and stretcher depths in inches', async () => {
      await journey(
        POSTER_US,
        (product, context) =>
          product === 'photoframe' && context.materialType === 'leinwand' && !context.frameType,
        (query) => expect(query.get('materialType')).toBe('leinwand'),
        (details) => {
          for (const detail of details) expect(detail).not.toMatch(/\d cm/);
        },
      );
    });

    test('a photobox', async () => {
      await journey(
        DE,
        (product, context) => product === 'photobox' && context.photoboxType === 'small',
        (query, choice) => {
          // The designer takes the print size as width and height.
          expect(`${query.get('width')}x${query.get('height')}`).toBe(choice.format);
        },
      );
    });
  });
}
