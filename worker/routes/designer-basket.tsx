// The designer stand-in's way out: what was handed over becomes a catalogue article, which the "add to basket"
// form puts in the basket with the accessories ticked beside it, as the real designer does when a design is done.

import { CALENDAR_TYPES } from '../../shared/domain/calendars';
import type { DesignerType } from '../../shared/domain/products';
import { BASKET_PATH } from '../../shared/domain/shop-pages';
import type { SiteContext } from '../../shared/domain/site';
import { localizePath } from '../../shared/domain/site';
import { chosenOptionArticles } from '../../shared/domain/wall-options';
import { SHOP_PAGE_TEXTS } from '../../shared/i18n/shop-page-texts';
import { BUTTON } from './shop-page-parts';

/** An article of the shop's catalogue: without a format the basket takes the article's cheapest. */
export interface DesignerArticle {
  sku: string;
  format: string;
  quantity: number;
  /** What is charged on top of the article in its format: the chosen frame, the chosen print and frame options. */
  parts: readonly string[];
  /** The accessories the designer offers with it. */
  accessories: readonly string[];
}

const MATERIALS = new Set(['leinwand', 'poster', 'hahnemuehle', 'acrylglas', 'aludibond', 'poster-framed']);
const PHOTOBOOKS = new Set(['digitalfotobuch-hard', 'digitalfotobuch-soft', 'echtfotobuch-hard']);
const ACCESSORY_NAMES: Record<string, string> = {
  'envelope-standard': 'Envelope C6',
  ribbon: 'Ribbon',
  'gift-box': 'Gift box',
  'hanging-kit': 'Hanging kit',
};

const CALENDARS = new Set<string>(CALENDAR_TYPES);
/** A catalogue format: `40x30`, `200-200`, `a4-hoch`. */
const FORMAT = /^[a-z0-9][a-z0-9-]{0,31}$/;

/** The frame a wall-art hand-off names (empty: none) and the options its parameters choose. */
function wallArtParts(query: URLSearchParams): string[] {
  const frame = query.get('frameType');
  return [
    ...(frame && FORMAT.test(frame) ? [frame] : []),
    ...chosenOptionArticles(Object.fromEntries(query)),
  ];
}

/** The card article of a refinement: matt paper without one. */
function cardArticle(refinement: string | null): string {
  return refinement && refinement !== 'ohne' && FORMAT.test(refinement) ? `card-${refinement}` : 'card-matt';
}

/** A count from the query (1 when missing or not a count), at most `max`. */
function count(value: string | null, max: number): number {
  const parsed = Number(value);
  return Number.isInteger(parsed) && parsed >= 1 ? Math.min(parsed, max) : 1;
}

/** The article a hand-off of this type and query orders. */
export function designerArticle(type: DesignerType, query: URLSearchParams): DesignerArticle {
  const material = query.get('materialType') ?? '';
  const format = query.get('format') ?? '';
  switch (type) {
    case 'photoframe':
    case 'collage':
      return {
        sku: MATERIALS.has(material) ? material : 'poster',
        format: MATERIALS.has(material) && /^[1-9]\d*x[1-9]\d*$/.test(format) ? format : '',
        quantity: 1,
        parts: wallArtParts(query),
        accessories: ['hanging-kit'],
      };
    case 'card':
      return {
        sku: cardArticle(query.get('refinementType')),
        format: FORMAT.test(format) ? format : '',
        parts: [],
        quantity: count(query.get('quantity'), 5000),
        accessories: ['envelope-standard', 'ribbon', 'gift-box'],
      };
    case 'calendar':
      return {
        sku: CALENDARS.has(query.get('calendarType') ?? '')
          ? String(query.get('calendarType'))
          : 'wandkalender',
        format: FORMAT.test(query.get('formatType') ?? '') ? String(query.get('formatType')) : '',
        parts: [],
        quantity: count(query.get('amount'), 1000),
        accessories: ['gift-box'],
      };
    case 'photobook': {
      const book = `${query.get('photobookPrinting')}-${query.get('photobookCover')}`;
      return {
        sku: PHOTOBOOKS.has(book) ? book : 'digitalfotobuch-hard',
        format: FORMAT.test(query.get('photobookFormat') ?? '') ? String(query.get('photobookFormat')) : '',
        parts: [],
        quantity: count(query.get('amount'), 1000),
        accessories: ['gift-box'],
      };
    }
    case 'photobox':
      return {
        sku: query.get('type') === 'small' ? 'photobox-small' : 'photobox-max',
        format: FORMAT.test(`${query.get('width')}x${query.get('height')}`)
          ? `${query.get('width')}x${query.get('height')}`
          : '',
        parts: [],
        quantity: 1,
        accessories: ['gift-box'],
      };
  }
}

/** The form that puts the hand-off's article and the ticked accessories in the basket. */
export function AddToBasket({
  site,
  type,
  query,
}: {
  site: SiteContext;
  type: DesignerType;
  query: URLSearchParams;
}) {
  const texts = SHOP_PAGE_TEXTS[site.language];
  const article = designerArticle(type, query);
  return (
    <form
      method="post"
      action={localizePath(site, BASKET_PATH)}
      className="mt-8 rounded-lg bg-cream p-6"
      data-add-to-basket-form=""
    >
      <input type="hidden" name="action" value="add" />
      <input type="hidden" name="designer" value={type} />
      <input type="hidden" name="sku" value={article.sku} />
      <input type="hidden" name="format" value={article.format} />
      <input type="hidden" name="quantity" value={article.quantity} />
      {article.parts.map((part) => (
        <input key={part} type="hidden" name="part" value={part} />
      ))}
      <fieldset className="m-0 mb-4 border-0 p-0">
        <legend className="mb-2 font-semibold">{texts.accessories}</legend>
        {article.accessories.map((sku) => (
          <label key={sku} className="mr-6 inline-flex items-center gap-2">
            <input type="checkbox" name="accessory" value={sku} data-accessory={sku} />
            {ACCESSORY_NAMES[sku] ?? sku}
          </label>
        ))}
      </fieldset>
      <button type="submit" className={BUTTON} data-add-to-basket="">
        {texts.addToBasket}
      </button>
    </form>
  );
}
