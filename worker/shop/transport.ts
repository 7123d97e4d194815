// How the worker reaches the shop API: `SHOP_API_ORIGIN` over the network, or the local worker's embedded backend
// in-process. A build with neither (production without the setting) gets the answer of a shop that is down.
import type { Context } from 'hono';
import type { ShopFetch } from '../../shared/shop/client';
import type { AppEnv } from '../env';
import { passCache } from '../site/start-up';

/** A shop that is down, as a page must take it. */
const down: ShopFetch = async () => new Response(null, { status: 503 });

/** The transport and base URL of the shop API for one request. */
export function shopTransport(c: Context<AppEnv>): { fetch: ShopFetch; baseUrl: string } {
  // The start-up pass asks no shop.
  if (passCache(c.req.raw)) return { fetch: down, baseUrl: '' };
  const origin = c.env.SHOP_API_ORIGIN;
  if (origin) return { fetch: (input, init) => fetch(input, init), baseUrl: origin };
  const embedded = c.get('localShopFetch');
  if (embedded) return { fetch: embedded(c), baseUrl: c.get('site').origin };
  return { fetch: down, baseUrl: '' };
}
