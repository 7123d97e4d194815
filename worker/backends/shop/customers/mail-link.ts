// Links and language of the shop's mails: on the shop's own host for the request's channel and country, never on
// whatever host the request named (a forged Host header cannot send a reset or confirm link elsewhere), under the
// locale the request came in on, whose language the mail is written in.
import type { Context } from 'hono';
import { type ShopTextKey, shopText } from '#i18n/shop-texts';
import { countryHost, parseHost } from '../../../../shared/domain/hosts';
import { LOCALES, type Locale, localeByCode } from '../../../../shared/domain/locales';
import { splitPath } from '../../../../shared/domain/site';
import { greetingName } from '../../../../shared/schemas/person-name';
import type { AppEnv } from '../../../env';

const hostOf = (c: Context<AppEnv>) => {
  const url = new URL(c.req.url);
  return { url, ...parseHost(url.hostname, { posterShopName: c.env.POSTER_SHOP_NAME }) };
};

/**
 * The locale a mail is written in and links under: the locale prefix of the request's path (`/fr/web-api/…` on
 * kartenliebe.ch), else the shop locale the storefront names in `x-shop-locale` when it is one of the host's
 * country (its dialogs post to `/web-api/…` without the prefix), else the host's own language.
 */
export function mailLocale(c: Context<AppEnv>): Locale {
  const { url, country } = hostOf(c);
  const prefixed = splitPath(url.pathname).language;
  const named = localeByCode(c.req.header('x-shop-locale') ?? '');
  const candidates = [
    prefixed && LOCALES.find((locale) => locale.country === country.code && locale.language === prefixed),
    named?.country === country.code ? named : undefined,
  ];
  const home = localeByCode(`${country.defaultLanguage}-${country.code}`);
  const chosen = candidates.find((locale) => locale) ?? home;
  if (!chosen) throw new Error(`No locale for ${country.code}`);
  return chosen;
}

/**
 * The origin mails link to: the production host of the request's site over https, or in development on a
 * `*.localhost` host the same site's local host (its port and scheme kept). An unknown host is the default shop.
 */
export function mailOrigin(c: Context<AppEnv>): string {
  const { url, channel, country, local } = hostOf(c);
  const names = { posterShopName: c.env.POSTER_SHOP_NAME };
  if (local && c.env.ENVIRONMENT === 'development') {
    return `${url.protocol}//${countryHost(channel, country, { local: true, port: url.port }, names)}`;
  }
  return `https://${countryHost(channel, country, { local: false, port: '' }, names)}`;
}

/** A link to a path of the shop for a mail, e.g. `mailLink(c, '/web-api/newsletter-confirm?token=…')`. */
export function mailLink(c: Context<AppEnv>, path: string): string {
  return `${mailOrigin(c)}${path}`;
}

/**
 * A link for an account mail, under the mail's locale prefix, so the page it opens speaks the mail's language:
 * `accountMailLink(c, '/web-api/customer-signup/confirm?token=…')`.
 */
export function accountMailLink(c: Context<AppEnv>, path: string): string {
  return mailLink(c, `${mailLocale(c).prefix}${path}`);
}

/** A mail text in the mail's language, its `{name}` slots filled. */
export function mailText(c: Context<AppEnv>, key: ShopTextKey, values?: Record<string, string | number>) {
  return shopText(mailLocale(c).language, key, values);
}

/** The mail's greeting: with the stored name where it passes as a name, else without one. */
export function mailGreeting(c: Context<AppEnv>, storedName: string): string {
  const name = greetingName(storedName);
  return name ? mailText(c, 'mailGreeting', { name }) : mailText(c, 'mailGreetingNameless');
}
