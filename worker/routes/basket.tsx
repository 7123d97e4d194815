// The basket page: the visitor's lines with their totals in the site's currency, the voucher taken off, a form to
// apply a voucher and one to remove each line. A POST is one of those forms, or the designer's "add to basket"
// with its accessories: it goes through the shop API and answers with a redirect to the basket.
import { type Context, Hono } from 'hono';
import * as v from 'valibot';
import { SHOP_PAGE_TEXTS } from '#i18n/shop-page-texts';
import { lineContext, lineView } from '../../shared/domain/basket-line';
import { numberFormat } from '../../shared/domain/intl';
import { formatPrice } from '../../shared/domain/prices';
import { DESIGNER_TYPES, PRODUCTS_WORDS } from '../../shared/domain/routes';
import { BASKET_PATH, shopPageHref } from '../../shared/domain/shop-pages';
import { localizePath } from '../../shared/domain/site';
import { fill } from '../../shared/i18n/fill';
import { type Basket, BasketSchema } from '../../shared/schemas/basket';
import { controlCharacterField } from '../../shared/schemas/form-text';
import { SHOP_PATHS } from '../../shared/shop/endpoints';
import { isShopRefusal } from '../../shared/shop/error';
import type { AppEnv } from '../env';
import { renderError } from '../render/error-page';
import { renderPage } from '../render/render-page';
import { fromOtherSite, say } from '../site/request-facts';
import { atShopOrigin, BUTTON, relayCookies } from './shop-page-parts';

const Sku = v.pipe(v.string(), v.regex(/^[a-z0-9][a-z0-9._-]{0,63}$/, 'sku must be an article id'));
const Quantity = v.pipe(
  v.optional(v.string(), '1'),
  v.regex(/^[1-9]\d{0,3}$/, 'quantity must be a whole number from 1 to 9999'),
  v.transform(Number),
);
const FormSchema = v.variant('action', [
  v.object({
    action: v.literal('add'),
    sku: Sku,
    format: v.optional(v.pipe(v.string(), v.regex(/^[a-z0-9-]{0,32}$/, 'format must be a format')), ''),
    quantity: Quantity,
    designer: v.optional(v.picklist(DESIGNER_TYPES, 'designer must be a designer type')),
    accessory: v.pipe(v.array(Sku), v.maxLength(9, 'at most 9 accessories')),
    /** Charged on top of the article: the chosen frame and options. */
    part: v.pipe(v.array(Sku), v.maxLength(8, 'at most 8 parts')),
    /** Every chosen option, `param:value`, listed on the line. */
    option: v.pipe(
      v.array(v.pipe(v.string(), v.regex(/^[a-zA-Z]{1,32}:[a-z0-9.-]{1,32}$/, 'option must be param:value'))),
      v.maxLength(12, 'at most 12 options'),
    ),
    /** The size is the catalogue's turned by 90°. */
    turned: v.optional(v.literal('1', 'turned must be 1')),
  }),
  v.object({
    action: v.literal('remove'),
    id: v.pipe(v.string(), v.regex(/^[1-9]\d{0,15}$/, 'id must be a line id'), v.transform(Number)),
  }),
  v.object({
    action: v.literal('voucher'),
    code: v.pipe(v.string(), v.trim(), v.regex(/^[A-Za-z0-9-]{1,32}$/, 'code must be a voucher code')),
  }),
]);
type BasketForm = v.InferOutput<typeof FormSchema>;

function BasketView({ c, basket }: { c: Context<AppEnv>; basket: Basket }) {
  const site = c.get('site');
  const texts = SHOP_PAGE_TEXTS[site.language];
  const price = (amount: number) => formatPrice(amount, basket.currency, site.locale);
  const count = numberFormat(site.locale);
  const action = localizePath(site, BASKET_PATH);
  if (basket.lines.length === 0) {
    return (
      <p data-basket-empty="">
        {texts.basketEmpty}{' '}
        <a
          href={localizePath(site, `/${PRODUCTS_WORDS.products[site.language]}`)}
          className="text-accent font-semibold"
        >
          {texts.browse}
        </a>
      </p>
    );
  }
  return (
    <>
      <table className="w-full border-collapse text-left" data-basket-lines="">
        <thead className="text-sm text-muted">
          <tr>
            <th className="py-2 font-medium">{texts.article}</th>
            <th className="px-3 py-2 font-medium text-right">{texts.quantity}</th>
            <th className="hidden py-2 font-medium text-right sm:table-cell">{texts.unitPrice}</th>
            <th className="py-2 font-medium text-right">{texts.lineTotal}</th>
            <th className="py-2">
              <span className="sr-only">{fill(texts.remove, { name: '' })}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {basket.lines.map((line) => {
            const view = lineView(line, site);
            return (
              <tr key={line.id} className="border-t border-line" data-basket-line={line.sku}>
                <td className="py-3">
                  <span className="block font-semibold" data-line-name="">
                    {view.name}
                  </span>
                  {view.size && (
                    <span className="block text-sm text-muted" data-line-size="">
                      {view.size}
                    </span>
                  )}
                  {view.details.length > 0 && (
                    <ul className="m-0 list-none p-0 text-sm text-muted" data-line-details="">
                      {view.details.map((detail) => (
                        <li key={detail.title} data-line-detail={detail.title}>
                          {detail.title}: {detail.value}
                        </li>
                      ))}
                    </ul>
                  )}
                </td>
                <td className="px-3 py-3 text-right" data-line-quantity="">
                  {count.format(line.quantity)}
                </td>
                <td className="hidden py-3 text-right sm:table-cell">{price(line.unitPrice)}</td>
                <td className="py-3 text-right font-semibold" data-line-total="">
                  {price(line.lineTotal)}
                </td>
                <td className="py-3 pl-2 text-right">
                  <form method="post" action={action} className="m-0">
                    <input type="hidden" name="action" value="remove" />
                    <input type="hidden" name="id" value={line.id} />
                    <button
                      type="submit"
                      className="cursor-pointer border-0 bg-transparent text-muted hover:text-accent"
                      aria-label={fill(texts.remove, { name: view.name })}
                    >
                      ×
                    </button>
                  </form>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <dl className="mt-6 ml-auto grid max-w-sm grid-cols-[1fr_max-content] gap-x-6 gap-y-1">
        <dt>{texts.subtotal}</dt>
        <dd className="m-0 text-right" data-basket-subtotal="">
          {price(basket.subtotal)}
        </dd>
        {basket.voucher && (
          <>
            <dt>{fill(texts.voucher, { code: basket.voucher.code })}</dt>
            <dd className="m-0 text-right" data-basket-discount="">
              {`−${price(basket.voucher.discount)}`}
            </dd>
          </>
        )}
        <dt className="text-lg font-semibold">{texts.total}</dt>
        <dd className="m-0 text-right text-lg font-semibold" data-basket-total="">
          {price(basket.total)}
        </dd>
      </dl>
      <form
        method="post"
        action={action}
        className="mt-8 flex flex-wrap items-end gap-3"
        data-voucher-form=""
      >
        <input type="hidden" name="action" value="voucher" />
        <label className="grid gap-1 text-sm font-medium">
          {texts.voucherCode}
          <input
            name="code"
            required
            maxLength={32}
            autoComplete="off"
            className="rounded border border-line px-3 py-2 text-base uppercase"
          />
        </label>
        <button type="submit" className={BUTTON}>
          {texts.applyVoucher}
        </button>
      </form>
    </>
  );
}

async function basketPage(c: Context<AppEnv>, notice?: string): Promise<Response> {
  const texts = SHOP_PAGE_TEXTS[c.get('site').language];
  let basket: Basket;
  try {
    basket = v.parse(BasketSchema, await c.get('shop').get(SHOP_PATHS.basket));
  } catch (error) {
    c.get('log').error('content-unavailable', { part: 'basket', error });
    return renderError(c, 'unavailable');
  }
  return renderPage(c, {
    title: texts.basketTitle,
    noindex: true,
    personal: true,
    ...(notice ? { status: 400 as const } : {}),
    body: (
      <section className="mx-auto max-w-3xl px-4 py-12" data-basket-page="">
        <h1 className="font-head text-4xl font-semibold mb-6">{texts.basketTitle}</h1>
        <BasketView c={c} basket={basket} />
        {notice && (
          <p role="alert" className="mt-3 text-sm font-semibold text-accent" data-basket-notice="">
            {notice}
          </p>
        )}
      </section>
    ),
  });
}

/** The shop call a form stands for. */
function send(c: Context<AppEnv>, form: BasketForm): Promise<Response> {
  const shop = c.get('shop');
  if (form.action === 'remove') return shop.deleteRaw(SHOP_PATHS.basket, { id: form.id });
  if (form.action === 'voucher') return shop.postRaw(SHOP_PATHS.voucher, { code: form.code });
  const option = Object.fromEntries(form.option.map((entry) => entry.split(':') as [string, string]));
  const context = {
    ...(form.designer ? { designer: form.designer } : {}),
    ...lineContext({ parts: form.part, options: option, turned: form.turned === '1' }),
  };
  const items = [
    { sku: form.sku, format: form.format, quantity: form.quantity, context },
    ...form.accessory.map((sku) => ({ sku, quantity: form.quantity, context: { accessoryOf: form.sku } })),
  ];
  return shop.postRaw(SHOP_PATHS.basket, { items });
}

async function basketForm(c: Context<AppEnv>): Promise<Response> {
  if (fromOtherSite(c)) return c.text(say(c, 'crossSite'), 403);
  const data = await c.req.formData().catch(() => new FormData());
  const raw = {
    ...Object.fromEntries(data),
    accessory: data.getAll('accessory'),
    part: data.getAll('part'),
    option: data.getAll('option'),
  };
  // Trimming would hide a line break in a code: a control character anywhere is refused before anything is sent.
  const tainted = controlCharacterField(raw);
  if (tainted) return c.text(`Invalid basket request: ${tainted}: control character`, 400);
  const form = v.safeParse(FormSchema, raw);
  if (!form.success) {
    const [issue] = form.issues;
    const field = issue.path?.map((item) => String(item.key)).join('.') ?? 'form';
    return c.text(`Invalid basket request: ${field}: ${issue.message}`, 400);
  }
  let answer: Response;
  try {
    answer = await send(c, form.output);
  } catch (error) {
    const refused = isShopRefusal(error);
    // A refused voucher is shown on the basket page; a refused article or line is the request's fault.
    if (refused && form.output.action === 'voucher') return basketPage(c, error.text);
    if (refused) return c.text(error.text, error.status as 400);
    c.get('log').error('content-unavailable', { part: 'basket', error });
    return c.text(SHOP_PAGE_TEXTS[c.get('site').language].failed, 503);
  }
  await answer.body?.cancel();
  const back = shopPageHref(undefined, BASKET_PATH, c.get('site'), c.get('query').carried);
  return relayCookies(c.redirect(back, 303), answer);
}

export const basket = new Hono<AppEnv>()
  .use('/basket', atShopOrigin)
  .get('/basket', (c) => basketPage(c))
  .post('/basket', basketForm);
