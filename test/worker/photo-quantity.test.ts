// Photo box and photo prints pages say what their product holds, in every locale: "50 Fotos im Format 15 × 10 cm",
// the format in the market's unit (inches in the US), and who prints it.
import { describe, expect, test } from 'vitest';
import { type ProductId, productById } from '../../demo/space/catalogue';
import { productPath } from '../../demo/space/paths';
import { TEXTS } from '../../demo/space/texts/index';
import { countryHost } from '../../shared/domain/hosts';
import { countryByCode, LOCALES, type Locale } from '../../shared/domain/locales';
import { page } from './fetch';

/** A product page of kartenliebe in a locale. */
function productUrl(locale: Locale, product: ProductId): string {
  const host = countryHost(
    'kartenliebe',
    countryByCode(locale.country),
    { local: true, port: '8787' },
    {
      posterShopName: 'wandliebe',
    },
  );
  const path = productPath(productById(product), locale.language, TEXTS[locale.language]);
  return `http://${host}${locale.prefix}/${path}/`;
}

/** The quantity part's lines as text. */
function quantityLines(html: string): string[] {
  const part = /<div[^>]*data-photo-quantity=""[^>]*>(.*?)<\/div>/s.exec(html)?.[1] ?? '';
  return [...part.matchAll(/<p[^>]*>(.*?)<\/p>/gs)].map((match) =>
    (match[1] ?? '').replaceAll('&#x27;', "'"),
  );
}

const locale = (code: string) => LOCALES.find((candidate) => candidate.code === code) as Locale;

describe('the quantity text', () => {
  test.each<[string, Parameters<typeof productUrl>[1], string[]]>([
    ['de-DE', 'photoBox', ['50 Fotos im Format 15 × 10 cm', 'Gedruckt und verpackt von kartenliebe']],
    ['de-DE', 'photoBoxMax', ['100 Fotos im Format 15 × 10 cm', 'Gedruckt und verpackt von kartenliebe']],
    ['de-DE', 'mattePrints', ['1 Foto im Format 15 × 10 cm', 'Gedruckt und verpackt von kartenliebe']],
    ['en-US', 'photoBox', ['50 photos in format 6 × 4 in', 'Printed and packed by kartenliebe']],
    ['en-US', 'glossyPrints', ['1 photo in format 5 × 3.5 in', 'Printed and packed by kartenliebe']],
    ['en-GB', 'photoBox', ['50 photos in format 15 × 10 cm', 'Printed and packed by kartenliebe']],
    ['fr-CH', 'glossyPrints', ['1 photo au format 13 × 9 cm', 'Imprimé et emballé par kartenliebe']],
    ['it-IT', 'photoBoxMax', ['100 foto in formato 15 × 10 cm', 'Stampato e confezionato da kartenliebe']],
    ['nl-BE', 'photoBox', ["50 foto's in formaat 15 × 10 cm", 'Gedrukt en verpakt door kartenliebe']],
    ['es-ES', 'mattePrints', ['1 foto en formato 15 × 10 cm', 'Impreso y empaquetado por kartenliebe']],
  ])('%s %s', async (code, product, lines) => {
    const { response, html } = await page(productUrl(locale(code), product));
    expect(response.status).toBe(200);
    expect(quantityLines(html)).toEqual(lines);
  });

  test.each(LOCALES.map((row) => [row.code, row] as const))(
    '%s: the photo box page has it',
    async (_code, row) => {
      const { response, html } = await page(productUrl(row, 'photoBox'));
      expect(response.status).toBe(200);
      const [quantity = '', printedBy = ''] = quantityLines(html);
      expect(quantity).toMatch(row.unit === 'in' ? /^50 \D+ 6 × 4 in$/ : /^50 \D+ 15 × 10 cm$/);
      expect(printedBy).toContain('kartenliebe');
    },
  );

  test('a page of another product has none', async () => {
    const { response, html } = await page(productUrl(locale('de-DE'), 'wallCalendar'));
    expect(response.status).toBe(200);
    expect(html).not.toContain('data-photo-quantity');
  });
});
