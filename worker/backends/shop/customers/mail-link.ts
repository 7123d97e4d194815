// Links in the shop's mails: on the shop's own host for the request's channel and country, never on whatever
// host the request named, so a forged Host header cannot send a reset or confirm link elsewhere.
import type { Context } from 'hono';
import { countryHost, parseHost } from '../../../../shared/domain/hosts';
import type { AppEnv } from '../../../env';

/**
 * The origin mails link to: the production host of the request's site over https, or in development on a
 * `*.localhost` host the same site's local host (its port and scheme kept). An unknown host is the default shop.
 */
export function mailOrigin(c: Context<AppEnv>): string {
  const url = new URL(c.req.url);
  const names = { posterShopName: c.env.POSTER_SHOP_NAME };
  const { channel, country, local } = parseHost(url.hostname, names);
  if (local && c.env.ENVIRONMENT === 'development') {
    return `${url.protocol}//${countryHost(channel, country, { local: true, port: url.port }, names)}`;
  }
  return `https://${countryHost(channel, country, { local: false, port: '' }, names)}`;
}

/** A link to a path of the shop for a mail, e.g. `mailLink(c, '/web-api/newsletter-confirm?token=…')`. */
export function mailLink(c: Context<AppEnv>, path: string): string {
  return `${mailOrigin(c)}${path}`;
}
