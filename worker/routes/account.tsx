// The account page (the logged-in customer's name, e-mail and number, or a request to log in) and the logout: a
// same-site POST that ends the session in the shop and returns to the page it was sent from.
import { type Context, Hono } from 'hono';
import * as v from 'valibot';
import { SHOP_PAGE_TEXTS } from '#i18n/shop-page-texts';
import { BASKET_PATH, returnPath } from '../../shared/domain/shop-pages';
import { localizePath } from '../../shared/domain/site';
import { type CustomerAccount, CustomerAccountSchema } from '../../shared/schemas/basket';
import { SHOP_PATHS } from '../../shared/shop/endpoints';
import { ShopError } from '../../shared/shop/error';
import type { AppEnv } from '../env';
import { hasSession } from '../render/customer';
import { renderError } from '../render/error-page';
import { renderPage } from '../render/render-page';
import { fromOtherSite, say } from '../site/request-facts';
import { atShopOrigin, BUTTON, relayCookies } from './shop-page-parts';

/** The session's customer, null when the shop knows no session (401); other failures throw. */
async function loadAccount(c: Context<AppEnv>): Promise<CustomerAccount | null> {
  if (!hasSession(c)) return null;
  try {
    return v.parse(CustomerAccountSchema, await c.get('shop').get(SHOP_PATHS.customerAccount));
  } catch (error) {
    if (error instanceof ShopError && error.status === 401) return null;
    throw error;
  }
}

async function accountPage(c: Context<AppEnv>): Promise<Response> {
  const site = c.get('site');
  const texts = SHOP_PAGE_TEXTS[site.language];
  let account: CustomerAccount | null;
  try {
    account = await loadAccount(c);
  } catch (error) {
    c.get('log').error('content-unavailable', { part: 'account', error });
    return renderError(c, 'unavailable');
  }
  const rows = account && [
    [texts.name, `${account.firstName} ${account.lastName}`, 'name'],
    [texts.email, account.email, 'email'],
    [texts.customerNumber, account.number, 'number'],
  ];
  return renderPage(c, {
    title: texts.accountTitle,
    noindex: true,
    personal: true,
    body: (
      <section
        className="mx-auto max-w-2xl px-4 py-12"
        data-account-page={account ? 'customer' : 'anonymous'}
      >
        <h1 className="font-head text-4xl font-semibold mb-6">{texts.accountTitle}</h1>
        {rows ? (
          <>
            <dl className="grid grid-cols-[max-content_1fr] gap-x-6 gap-y-2 rounded-lg bg-cream p-6">
              {rows.map(([label, value, key]) => (
                <div key={key} className="contents">
                  <dt className="font-semibold">{label}</dt>
                  <dd className="m-0 break-all" data-account-field={key}>
                    {value}
                  </dd>
                </div>
              ))}
            </dl>
            <div className="mt-8 flex flex-wrap items-center gap-4">
              <a href={localizePath(site, BASKET_PATH)} className="text-accent font-semibold">
                {texts.toBasket}
              </a>
              <form method="post" action={localizePath(site, '/account/logout')} className="m-0">
                <button type="submit" className={BUTTON} data-logout="">
                  {texts.logout}
                </button>
              </form>
            </div>
          </>
        ) : (
          <p className="max-w-prose" data-login-hint="">
            {texts.loginHint}
          </p>
        )}
      </section>
    ),
  });
}

/** Ends the session in the shop (its row, not only the cookie) and returns to the page the form was on. */
async function logout(c: Context<AppEnv>): Promise<Response> {
  if (fromOtherSite(c)) return c.text(say(c, 'crossSite'), 403);
  let answer: Response;
  try {
    answer = await c.get('shop').postRaw(SHOP_PATHS.logout, {});
  } catch (error) {
    c.get('log').error('content-unavailable', { part: 'logout', error });
    return renderError(c, 'unavailable');
  }
  await answer.body?.cancel();
  const site = c.get('site');
  const back = returnPath(c.req.header('referer'), site.origin) ?? localizePath(site, '/');
  return relayCookies(c.redirect(back, 303), answer);
}

export const account = new Hono<AppEnv>()
  .use('/account', atShopOrigin)
  .get('/account', accountPage)
  .post('/account/logout', logout);
