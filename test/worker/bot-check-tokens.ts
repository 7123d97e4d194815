// Tokens of the newsletter's bot check for worker tests: fresh ones from the local stand-in, as the form's script
// asks for them, and tokens signed with the stand-in's secret for dates and actions it would not issue.
import { env } from 'cloudflare:test';
import { hmacHex } from '../../worker/site/hmac';
import { DE, get } from './fetch';

/** A fresh token from the stand-in's endpoint, made for `action` (the footer form's by default). */
export async function botCheckToken(action = 'newsletter_footer', base = DE): Promise<string> {
  const response = await get(`${base}/bot-check/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ siteKey: env.RECAPTCHA_SITE_KEY, action }),
  });
  if (!response.ok) throw new Error(`the bot check gave no token: ${response.status}`);
  return response.text();
}

/** The stand-in's secret in this state (made by the first token asked for). */
export async function standInSecret(): Promise<string> {
  await botCheckToken();
  const row = await env.SHOP_DB.prepare('SELECT secret FROM bot_check_local_secret WHERE id = 1').first<{
    secret: string;
  }>();
  return row?.secret ?? '';
}

/** A token in the stand-in's shape for any action and issue time, signed with `secret`. */
export async function signedToken(secret: string, action: string, issuedAt: number): Promise<string> {
  const nonce = crypto.randomUUID().replaceAll('-', '');
  const payload = `${action}.${issuedAt}.${nonce}`;
  return `local.${payload}.${await hmacHex('SHA-256', secret, payload)}`;
}
