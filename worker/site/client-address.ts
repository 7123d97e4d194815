// The client a request counts against in rate limits: the address Cloudflare saw it come from.
import type { Context } from 'hono';
import type { AppEnv } from '../env';

/**
 * `CF-Connecting-IP`, which Cloudflare sets on every request it passes on (overwriting one the client sent),
 * only where the request came through Cloudflare (it carries the `cf` object; locally the dev server sets
 * both). Anything else counts as one client, `unknown`: never `X-Forwarded-For` or another header a client
 * writes.
 */
export function clientAddress(c: Context<AppEnv>): string {
  const address = c.req.header('cf-connecting-ip');
  return address && c.req.raw.cf ? address.slice(0, 64) : 'unknown';
}
