// Whitelabel orders (POST /whitelabel/switch) and the shop-application page /accessory.
import { Hono } from 'hono';
import { PRODUCTS_WORDS } from '../../../../shared/domain/routes';
import { localizePath } from '../../../../shared/domain/site';
import type { AppEnv } from '../../../env';
import { sessionCustomer } from '../customers/session';
import { sameOriginOnly, shopError } from '../http';

/**
 * `POST /whitelabel/switch` (same-origin only): for a logged-in whitelabel customer (`customers.is_whitelabel`
 * = 1) toggles the order's whitelabel flag (`whitelabel_orders`) and answers the customer data's order part
 * `{ isWhitelabelOrder }`. Anonymous is a 401, a customer who is not whitelabel a 403; neither writes.
 *
 * `GET /accessory` is a page of the shop application, not an API: the embedded backend has no such page and
 * answers a 302 to the localised products overview (`/produkte/` on kartenliebe.de). The gift voucher's page is
 * the storefront's own (`worker/routes/gift-voucher.tsx`).
 */
export const whitelabelApi = new Hono<AppEnv>();

whitelabelApi.use('/whitelabel/*', sameOriginOnly);

whitelabelApi.post('/whitelabel/switch', async (c) => {
  const customer = await sessionCustomer(c);
  if (!customer) return shopError(c, 401, 'whitelabelLogin');
  if (customer.is_whitelabel !== 1) return shopError(c, 403, 'whitelabelOnly');
  const row = await c.env.SHOP_DB.prepare(
    `INSERT INTO whitelabel_orders (customer_id, is_whitelabel_order) VALUES (?, 1)
     ON CONFLICT (customer_id) DO UPDATE SET is_whitelabel_order = 1 - is_whitelabel_order
     RETURNING is_whitelabel_order`,
  )
    .bind(customer.id)
    .first<{ is_whitelabel_order: number }>();
  c.header('Cache-Control', 'private, no-store');
  return c.json({ isWhitelabelOrder: row?.is_whitelabel_order === 1 });
});

whitelabelApi.get('/accessory', (c) => {
  const site = c.get('site');
  return c.redirect(localizePath(site, `/${PRODUCTS_WORDS.products[site.language]}/`), 302);
});
