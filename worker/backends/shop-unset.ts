// The shop API where the build has no embedded backend (production) and no `SHOP_API_ORIGIN` is set: every call
// answers 503 in the shop's error shape, and the logged message names the setting.
import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { shopError } from './shop/http';

const unset = new Hono<AppEnv>();

for (const path of ['/web-api/*', '/price-api/*']) {
  unset.all(path, (c) => {
    c.get('log').error('shop-unavailable', { path: c.req.path, setting: 'SHOP_API_ORIGIN is not set' });
    c.header('Retry-After', '60');
    return shopError(c, 503, 'shopUnreachable');
  });
}

export { unset as shopUnset };
