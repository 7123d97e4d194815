// Newsletter sign-up with double opt-in: the native form post and its confirm link, both in the language of the
// locale the form was posted under.
import type { Context } from 'hono';
import { Hono } from 'hono';
import * as v from 'valibot';
import { type ShopTextKey, shopText } from '#i18n/shop-texts';
import type { BotCheckRefusal } from '../../../../shared/domain/bot-check';
import { localeByCode } from '../../../../shared/domain/locales';
import { EMAIL_PATTERN } from '../../../../shared/schemas/contact-form';
import type { AppEnv } from '../../../env';
import { mailLink } from '../customers/mail-link';
import { queueMail } from '../customers/outbox';
import { readBody, say, shopError, wantsJson } from '../http';
import { messageWithWayHome, smallPage } from '../small-page';
import { confirm, type SubscriptionStatus, subscribe } from './newsletter-store';
import { readQuery } from './query';
import { refuseBotCheck } from './recaptcha';

/**
 * `POST /web-api/newsletter-subscribe`, form-encoded or JSON: `{ email, uniqueIdentifier, reCaptchaToken? }`
 * (uniqueIdentifier is the page path), under the page's platform and locale prefix (`/d/fr/web-api/…`): the
 * subscription keeps that locale, and the confirm mail is in its language with a link under its prefix, so the
 * confirmation page is too. Answers `{ status: 'pending' }` to `Accept: application/json`, otherwise
 * a 303 back to the page with `?newsletter=pending`, whether the address is new, pending or confirmed, so the
 * form never tells who subscribed. An address gets at most one confirm mail per 15 minutes. With a bot check
 * configured, a missing, invalid, expired, replayed or foreign token is a 400 with the reason and writes nothing.
 * `GET /web-api/newsletter-confirm?token=` confirms once: `{ status: 'confirmed' }` or a small page; an unknown
 * or used token is a 400.
 */
export const newsletterApi = new Hono<AppEnv>();

const Subscribe = v.object({
  email: v.pipe(
    v.string('is required'),
    v.trim(),
    v.toLowerCase(),
    v.maxLength(254, 'is too long'),
    v.regex(EMAIL_PATTERN, 'must be an e-mail address'),
  ),
  uniqueIdentifier: v.pipe(
    v.string('is required'),
    v.regex(/^\/(?![/\\])[^\s?#\\]{0,500}$/, 'must be a page path'),
  ),
  reCaptchaToken: v.optional(v.pipe(v.string(), v.maxLength(4096, 'is too long')), ''),
});
const Confirm = v.object({
  token: v.pipe(v.string('is required'), v.regex(/^[\w-]{20,100}$/, 'must be a confirm token')),
});

/** The small page a confirm link opens, in the shopper's language, with the way back to the shop. */
const page = (c: Context<AppEnv>, title: ShopTextKey, text: ShopTextKey, status: 200 | 400 = 200) =>
  smallPage(c, say(c, title), messageWithWayHome(c, say(c, text), say(c, 'toShop')), status);

newsletterApi.post('/web-api/newsletter-subscribe', async (c) => {
  const body = await readBody(c, Subscribe);
  if (!body.ok) return body.response;
  const { email, uniqueIdentifier, reCaptchaToken } = body.value;
  // The token is checked (and used up) before anything of the sign-up is written or mailed.
  const refusal = await refuseBotCheck(c, reCaptchaToken);
  if (refusal) return botCheckRefused(c, refusal);
  // The locale the form was posted under, never a header: a native post names it by its path alone.
  const { channel, locale, language } = c.get('site');
  const token = await subscribe(c.env.SHOP_DB, email, { uniqueIdentifier, channel, locale });
  if (token) {
    // A mail is read outside the desktop app: the link keeps the locale's prefix but not the platform's.
    const prefix = localeByCode(locale)?.prefix ?? '';
    const link = mailLink(c, `${prefix}/web-api/newsletter-confirm?token=${token}`);
    await queueMail(c.env.SHOP_DB, {
      recipient: email,
      subject: shopText(language, 'mailNewsletterSubject'),
      body: shopText(language, 'mailNewsletterBody', { link }),
    });
  }
  return pending(c, uniqueIdentifier);
});

/** A refused bot check: the reason for callers that want data, the small page for the form's native post. */
function botCheckRefused(c: Context<AppEnv>, reason: BotCheckRefusal) {
  const text: ShopTextKey = reason === 'missing' ? 'newsletterBotCheckMissing' : 'newsletterBotCheckFailed';
  if (wantsJson(c)) return shopError(c, 400, text, {}, [{ field: 'reCaptchaToken', message: reason }]);
  return page(c, 'newsletterBotCheckTitle', text, 400);
}

function pending(c: Context<AppEnv>, path: string) {
  const status: SubscriptionStatus = 'pending';
  if (wantsJson(c)) return c.json({ status });
  return c.redirect(`${path}?newsletter=${status}`, 303);
}

newsletterApi.get('/web-api/newsletter-confirm', async (c) => {
  const q = readQuery(c, Confirm);
  if (!q.ok) return q.response;
  if (!(await confirm(c.env.SHOP_DB, q.value.token))) {
    if (wantsJson(c)) return shopError(c, 400, 'newsletterLinkInvalid');
    return page(c, 'newsletterLinkInvalidTitle', 'newsletterLinkInvalid', 400);
  }
  if (wantsJson(c)) return c.json({ status: 'confirmed' });
  return page(c, 'newsletterConfirmedTitle', 'newsletterConfirmed');
});
