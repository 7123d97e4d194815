// The gift-voucher page: an amount from the market's list in its currency, the recipient's name and a message, in a
// native form that works without a script. Its POST puts the voucher into the basket through the shop's basket API
// (the catalogue prices each amount) and answers with a redirect to the basket; a refused field shows on the page.
import { type Context, Hono } from 'hono';
import { GIFT_VOUCHER_TEXTS } from '#i18n/gift-voucher-texts';
import {
  GIFT_VOUCHER_AMOUNTS,
  GIFT_VOUCHER_PATH,
  GIFT_VOUCHER_SKU,
  giftVoucherFormat,
} from '../../shared/domain/gift-voucher';
import { formatPrice } from '../../shared/domain/prices';
import { BASKET_PATH, shopPageHref } from '../../shared/domain/shop-pages';
import { localizePath } from '../../shared/domain/site';
import { fill } from '../../shared/i18n/fill';
import {
  checkGiftVoucher,
  type GiftVoucherField,
  type GiftVoucherFieldError,
  MESSAGE_MAX,
  RECIPIENT_MAX,
} from '../../shared/schemas/gift-voucher';
import { SHOP_PATHS } from '../../shared/shop/endpoints';
import { isShopRefusal } from '../../shared/shop/error';
import type { AppEnv } from '../env';
import { renderPage } from '../render/render-page';
import { fromOtherSite, say } from '../site/request-facts';
import { atShopOrigin, BUTTON, relayCookies } from './shop-page-parts';

/** What the form showed when it was sent back: the typed values and why fields were refused. */
interface FormState {
  values: Partial<Record<GiftVoucherField, string>>;
  errors: Partial<Record<GiftVoucherField, GiftVoucherFieldError>>;
  /** The shop's words when it refused the voucher. */
  notice?: string;
}

const FIELD = 'rounded border border-line px-3 py-2 text-base';
const MAX: Record<GiftVoucherField, number> = { amount: 0, recipient: RECIPIENT_MAX, message: MESSAGE_MAX };

function GiftVoucherForm({ c, state }: { c: Context<AppEnv>; state: FormState }) {
  const site = c.get('site');
  const texts = GIFT_VOUCHER_TEXTS[site.language];
  const amounts = GIFT_VOUCHER_AMOUNTS[site.currency];
  const chosen = Number(state.values.amount ?? amounts[1] ?? amounts[0]);
  const error = (field: GiftVoucherField) => {
    const reason = state.errors[field];
    if (!reason) return null;
    return (
      <p
        id={`gift-voucher-${field}-error`}
        className="m-0 text-sm font-semibold text-accent"
        data-field-error={field}
      >
        {fill(texts.errors[reason], { max: MAX[field] })}
      </p>
    );
  };
  const invalid = (field: GiftVoucherField) =>
    state.errors[field]
      ? { 'aria-invalid': true as const, 'aria-describedby': `gift-voucher-${field}-error` }
      : {};
  return (
    <form
      method="post"
      action={localizePath(site, GIFT_VOUCHER_PATH)}
      className="grid gap-6"
      data-gift-voucher-form=""
    >
      <fieldset className="m-0 grid gap-2 border-0 p-0" {...invalid('amount')}>
        <legend className="mb-2 font-semibold">{texts.amount}</legend>
        <div className="flex flex-wrap gap-3">
          {amounts.map((amount) => (
            <label
              key={amount}
              className="flex cursor-pointer items-center gap-2 rounded-full border border-line px-4 py-2"
            >
              <input type="radio" name="amount" value={amount} defaultChecked={amount === chosen} required />
              <span data-gift-voucher-amount={amount}>{formatPrice(amount, site.currency, site.locale)}</span>
            </label>
          ))}
        </div>
        {error('amount')}
      </fieldset>
      <label className="grid gap-1 font-semibold">
        {texts.recipient}
        <input
          name="recipient"
          required
          maxLength={RECIPIENT_MAX}
          autoComplete="off"
          defaultValue={state.values.recipient}
          className={FIELD}
          {...invalid('recipient')}
        />
        {error('recipient')}
      </label>
      <label className="grid gap-1 font-semibold">
        <span>
          {texts.message} <span className="font-normal text-muted">({texts.optional})</span>
        </span>
        <textarea
          name="message"
          rows={4}
          maxLength={MESSAGE_MAX}
          defaultValue={state.values.message}
          className={FIELD}
          {...invalid('message')}
        />
        {error('message')}
      </label>
      <div>
        <button type="submit" className={BUTTON}>
          {texts.submit}
        </button>
      </div>
      {state.notice && (
        <p role="alert" className="m-0 text-sm font-semibold text-accent" data-gift-voucher-notice="">
          {state.notice}
        </p>
      )}
    </form>
  );
}

function giftVoucherPage(c: Context<AppEnv>, state: FormState = { values: {}, errors: {} }, status?: 400) {
  const texts = GIFT_VOUCHER_TEXTS[c.get('site').language];
  return renderPage(c, {
    title: texts.title,
    ...(status ? { status } : {}),
    body: (
      <section className="mx-auto max-w-2xl px-4 py-12" data-gift-voucher-page="">
        <h1 className="font-head text-4xl font-semibold mb-4">{texts.title}</h1>
        <p className="mb-8">{texts.intro}</p>
        <GiftVoucherForm c={c} state={state} />
      </section>
    ),
  });
}

/** The form's text fields as sent, to show them again; a file in their place shows as nothing. */
function typedValues(data: FormData): FormState['values'] {
  const text = (name: GiftVoucherField) => {
    const value = data.get(name);
    return typeof value === 'string' ? value : undefined;
  };
  return { amount: text('amount'), recipient: text('recipient'), message: text('message') };
}

async function giftVoucherForm(c: Context<AppEnv>): Promise<Response> {
  if (fromOtherSite(c)) return c.text(say(c, 'crossSite'), 403);
  const site = c.get('site');
  const data = await c.req.formData().catch(() => new FormData());
  const values = typedValues(data);
  const check = checkGiftVoucher(values, site.currency);
  if (!check.success) return giftVoucherPage(c, { values, errors: check.errors }, 400);
  const { amount, recipient, message } = check.values;
  const item = {
    sku: GIFT_VOUCHER_SKU,
    format: giftVoucherFormat(amount),
    quantity: 1,
    context: { recipient, ...(message ? { message } : {}) },
  };
  let answer: Response;
  try {
    answer = await c.get('shop').postRaw(SHOP_PATHS.basket, { items: [item] });
  } catch (error) {
    if (isShopRefusal(error)) return giftVoucherPage(c, { values, errors: {}, notice: error.text }, 400);
    c.get('log').error('content-unavailable', { part: 'gift-voucher', error });
    return c.text(GIFT_VOUCHER_TEXTS[site.language].failed, 503, { 'Retry-After': '60' });
  }
  await answer.body?.cancel();
  const back = shopPageHref(undefined, BASKET_PATH, site, c.get('query').carried);
  return relayCookies(c.redirect(back, 303), answer);
}

/** `GET` the page (with a shop origin configured, the shop's own page answers), `POST` its form. */
export const giftVoucher = new Hono<AppEnv>()
  .use('/gift-voucher', atShopOrigin)
  .get('/gift-voucher', (c) => giftVoucherPage(c))
  .post('/gift-voucher', giftVoucherForm);
