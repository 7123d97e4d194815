// The local stand-in for the newsletter's bot check (reCAPTCHA v3), so the whole path runs offline: a script with
// the same `grecaptcha.ready` / `execute(siteKey, { action })` surface, a token endpoint, and the verification
// the embedded backend uses when no secret is configured. With RECAPTCHA_SECRET set, none of it is served; the
// production build has none of it: its pages load reCAPTCHA and the shop API verifies the token.
import { type Context, Hono } from 'hono';
import * as v from 'valibot';
import type { BotCheckAssessment } from '../../shared/domain/bot-check';
import { sameHex } from '../content/editor-token';
import type { AppEnv, Bindings } from '../env';
import { hmacHex } from '../site/hmac';
import { fromOtherSite, say } from '../site/request-facts';
import { randomToken } from './shop/customers/crypto';

const ACTION = /^[A-Za-z_]{1,100}$/;
/** `local.<action>.<issued ms>.<nonce>.<signature>`: the nonce makes two tokens of one millisecond differ. */
const TOKEN = /^local\.([A-Za-z_]{1,100})\.(\d{1,15})\.([0-9a-f]{32})\.([0-9a-f]{64})$/;

/** The stand-in's script: what the page's loader calls on `window.grecaptcha`. */
const SCRIPT = `(() => {
  const execute = (siteKey, options) =>
    fetch('/bot-check/token', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ siteKey, action: options && options.action }),
    }).then((response) => (response.ok ? response.text() : Promise.reject(new Error('bot check refused'))));
  window.grecaptcha = { ready: (callback) => setTimeout(callback, 0), execute };
})();
`;

const hosted = (env: Pick<Bindings, 'RECAPTCHA_SECRET'>) => Boolean(env.RECAPTCHA_SECRET);

/**
 * The stand-in's signing secret: made at random on first use and kept in the shop's D1, so each local state has
 * its own and no token can be made without the worker. The insert keeps the first secret if two race.
 */
async function signingSecret(db: D1Database): Promise<string> {
  const read = () =>
    db.prepare('SELECT secret FROM bot_check_local_secret WHERE id = 1').first<{ secret: string }>();
  const kept = await read();
  if (kept) return kept.secret;
  await db
    .prepare('INSERT INTO bot_check_local_secret (id, secret) VALUES (1, ?) ON CONFLICT (id) DO NOTHING')
    .bind(randomToken())
    .run();
  const made = await read();
  if (!made) throw new Error('the bot check could not keep its secret');
  return made.secret;
}

const signature = async (env: Pick<Bindings, 'SHOP_DB'>, payload: string) =>
  hmacHex('SHA-256', await signingSecret(env.SHOP_DB), payload);

/**
 * What a genuine stand-in token vouches for (its action and issue time), or null for a token of another shape or
 * signature. Whether that action, time and first use pass is the sign-up's rule, as with reCAPTCHA's verdicts.
 */
export async function verifyLocalToken(
  env: Pick<Bindings, 'SHOP_DB'>,
  token: string,
): Promise<BotCheckAssessment | null> {
  const match = TOKEN.exec(token);
  if (!match) return null;
  const [, action = '', issued = '', nonce = '', mac = ''] = match;
  if (!sameHex(await signature(env, `${action}.${issued}.${nonce}`), mac)) return null;
  return { action, issuedAt: Number(issued) };
}

const TokenRequestSchema = v.object({
  siteKey: v.string(),
  action: v.pipe(v.string('action is required'), v.regex(ACTION, 'action must be letters and _')),
});

export const botCheck = new Hono<AppEnv>();

botCheck.use('/bot-check/*', async (c, next) => {
  if (hosted(c.env) || !c.env.RECAPTCHA_SITE_KEY) return c.notFound();
  return next();
});

botCheck.get('/bot-check/api.js', (c: Context<AppEnv>) => {
  c.header('Content-Type', 'text/javascript; charset=utf-8');
  c.header('Cache-Control', 'public, max-age=3600');
  return c.body(SCRIPT);
});

botCheck.post('/bot-check/token', async (c) => {
  if (fromOtherSite(c)) return c.text(say(c, 'crossSite'), 403);
  const body = v.safeParse(TokenRequestSchema, await c.req.json().catch(() => null));
  if (!body.success) return c.text(`Invalid bot-check request: ${body.issues[0].message}`, 400);
  // A page loaded with another site key is refused, as the real service refuses an unknown key.
  if (body.output.siteKey !== c.env.RECAPTCHA_SITE_KEY) return c.text('Unknown site key.', 400);
  // Any action gets a token, as from reCAPTCHA: the sign-up refuses one made for another action.
  const nonce = [...crypto.getRandomValues(new Uint8Array(16))]
    .map((byte) => byte.toString(16).padStart(2, '0'))
    .join('');
  const payload = `${body.output.action}.${Date.now()}.${nonce}`;
  c.header('Cache-Control', 'private, no-store');
  return c.text(`local.${payload}.${await signature(c.env, payload)}`);
});
