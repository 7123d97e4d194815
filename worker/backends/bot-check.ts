// The local stand-in for the newsletter's bot check (reCAPTCHA v3), so the whole path runs offline: a script with
// the same `grecaptcha.ready` / `execute(siteKey, { action })` surface, a token endpoint, and the verification
// the embedded backend uses when no secret is configured. With RECAPTCHA_SECRET set, none of it is served; the
// production build has none of it (`requestBindings()` in worker/local-parts.ts).
import { type Context, Hono } from 'hono';
import * as v from 'valibot';
import { sameHex } from '../content/editor-token';
import type { AppEnv, Bindings } from '../env';
import { hmacHex } from '../site/hmac';
import { fromOtherSite, say } from '../site/request-facts';

/** A token lives this long, as reCAPTCHA's do. */
const TOKEN_SECONDS = 120;
const ACTION = /^[A-Za-z_]{1,100}$/;
const LOCAL_SECRET = 'local-bot-check';

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

const signature = (secret: string, payload: string) => hmacHex('SHA-256', secret, payload);

const secretOf = (env: Pick<Bindings, 'BOT_CHECK_LOCAL_SECRET'>) =>
  env.BOT_CHECK_LOCAL_SECRET || LOCAL_SECRET;

/** Whether a stand-in token is genuine, unexpired and made for a newsletter action. */
export async function verifyLocalToken(
  env: Pick<Bindings, 'BOT_CHECK_LOCAL_SECRET'>,
  token: string,
  now = Date.now(),
): Promise<boolean> {
  const match = /^local\.([A-Za-z_]{1,100})\.(\d{1,15})\.([0-9a-f]{64})$/.exec(token);
  if (!match) return false;
  const [, action = '', issued = '0', mac = ''] = match;
  if (!action.startsWith('newsletter_') || now - Number(issued) > TOKEN_SECONDS * 1000) return false;
  return sameHex(await signature(secretOf(env), `${action}.${issued}`), mac);
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
  const issued = String(Date.now());
  const payload = `${body.output.action}.${issued}`;
  c.header('Cache-Control', 'private, no-store');
  return c.text(`local.${payload}.${await signature(secretOf(c.env), payload)}`);
});
