// The designer stand-in's way out: what was handed over becomes the catalogue article the page priced (one rule
// names it, `handOffArticle`), which the "add to basket" form puts in the basket with its frame and options and
// the accessories ticked beside it, as the real designer does when a design is done. What a hand-off leaves open
// is the designer's default product; a hand-off that still names no article gets no form: the notice says why and
// the log has it.

import { SHOP_PAGE_TEXTS } from '#i18n/shop-page-texts';
import { handOffArticle } from '../../shared/domain/articles';
import { lineContext } from '../../shared/domain/basket-line';
import type { DesignerType } from '../../shared/domain/products';
import { BASKET_PATH } from '../../shared/domain/shop-pages';
import type { SiteContext } from '../../shared/domain/site';
import { localizePath } from '../../shared/domain/site';
import { articleName } from '../../shared/i18n/article-texts';
import type { Logger } from '../log';
import { BUTTON } from './shop-page-parts';

/** The accessories the designer offers with each type's article. */
const ACCESSORIES: Record<DesignerType, readonly string[]> = {
  photoframe: ['hanging-kit'],
  collage: ['hanging-kit'],
  card: ['envelope-standard', 'ribbon', 'gift-box'],
  calendar: ['gift-box'],
  photobook: ['gift-box'],
  photobox: ['gift-box'],
};

/**
 * What each designer opens with where a hand-off names nothing (a bare "design now" link): its default product,
 * whose every parameter the hand-off may override.
 */
const DESIGNER_DEFAULTS: Record<DesignerType, Record<string, string>> = {
  photoframe: { materialType: 'poster', format: '40x30' },
  collage: { materialType: 'poster', format: '40x30' },
  card: { paper: 'matt', format: 'a6-quer' },
  calendar: { calendarType: 'wandkalender', formatType: 'a4-hoch' },
  photobook: { photobookPrinting: 'digitalfotobuch', photobookCover: 'hard', photobookFormat: '200-200' },
  photobox: { type: 'small', width: '15', height: '10', paper: 'matt' },
};

/** The hand-off with the designer's defaults where it names nothing. */
function withDefaults(type: DesignerType, query: URLSearchParams): URLSearchParams {
  const filled = new URLSearchParams(query);
  for (const [name, value] of Object.entries(DESIGNER_DEFAULTS[type])) {
    if (!filled.get(name)) filled.set(name, value);
  }
  return filled;
}

/** The form that puts the hand-off's article and the ticked accessories in the basket. */
export function AddToBasket({
  site,
  type,
  query,
  log,
}: {
  site: SiteContext;
  type: DesignerType;
  query: URLSearchParams;
  log: Logger;
}) {
  const texts = SHOP_PAGE_TEXTS[site.language];
  const found = handOffArticle(type, withDefaults(type, query));
  if (!found.ok) {
    log.warn('designer-article-unknown', { type, reason: found.reason });
    return (
      <p className="mt-8 rounded-lg bg-cream p-6" data-add-to-basket-refused="">
        {found.reason}
      </p>
    );
  }
  const article = found.choice;
  const context = lineContext(article);
  return (
    <form
      method="post"
      action={localizePath(site, BASKET_PATH)}
      className="mt-8 rounded-lg bg-cream p-6"
      data-add-to-basket-form=""
    >
      <input type="hidden" name="action" value="add" />
      <input type="hidden" name="designer" value={type} />
      <input type="hidden" name="sku" value={article.article} />
      <input type="hidden" name="format" value={article.format} />
      <input type="hidden" name="quantity" value={article.quantity} />
      {article.parts.map((part) => (
        <input key={part} type="hidden" name="part" value={part} />
      ))}
      {Object.entries(article.options).map(([param, value]) => (
        <input key={param} type="hidden" name="option" value={`${param}:${value}`} />
      ))}
      {context.turned && <input type="hidden" name="turned" value="1" />}
      <fieldset className="m-0 mb-4 border-0 p-0">
        <legend className="mb-2 font-semibold">{texts.accessories}</legend>
        {ACCESSORIES[type].map((sku) => (
          <label key={sku} className="mr-6 inline-flex items-center gap-2">
            <input type="checkbox" name="accessory" value={sku} data-accessory={sku} />
            {articleName(sku, site.language)}
          </label>
        ))}
      </fieldset>
      <button type="submit" className={BUTTON} data-add-to-basket="">
        {texts.addToBasket}
      </button>
    </form>
  );
}
