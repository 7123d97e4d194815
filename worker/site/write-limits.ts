// Burst limits on every write, per client, with the platform's rate-limiting binding: in front of the embedded
// shop backend, the shop API it proxies to, the beacons and the page forms alike.
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { isWrite, WRITE_LIMITS, writeRule } from '../../shared/domain/write-limits';
import { shopError } from '../backends/shop/http';
import type { AppEnv } from '../env';
import { clientAddress } from './client-address';
import { routePath } from './middleware';
import { say } from './request-facts';

/**
 * Counts a write against its limit before anything else reads its body; a refused one is a 429 with
 * `Retry-After` (the limit's period: the binding does not say when its window ends) and is logged as
 * `write-rate-limited`. Reads pass untouched.
 *
 * @example app.use(writeLimits)
 */
export const writeLimits = createMiddleware<AppEnv>(async function writeLimits(c, next) {
  // Reads, nearly every request, pass before their route path is worked out.
  if (!isWrite(c.req.method)) return next();
  const rule = writeRule(c.req.method, routePath(c.req.raw));
  if (!rule) return next();
  const limit = WRITE_LIMITS[rule.limit];
  const client = clientAddress(c);
  const { success } = await c.env[limit.binding].limit({ key: `${rule.scope}:${client}` });
  if (success) return next();
  c.get('log').warn('write-rate-limited', { path: c.req.path, scope: rule.scope, limit: rule.limit });
  c.header('Retry-After', String(limit.periodSeconds));
  c.header('Cache-Control', 'no-store');
  if (wantsText(c)) return c.text(say(c, 'tooManyRequests'), 429);
  return shopError(c, 429, 'tooManyRequests');
});

/** A browser's own form post (not the shop client or a dialog's fetch) gets the sentence as a page. */
function wantsText(c: Context<AppEnv>): boolean {
  const type = c.req.header('content-type') ?? '';
  const accept = c.req.header('accept') ?? '';
  return !type.includes('application/json') && accept.includes('text/html');
}
