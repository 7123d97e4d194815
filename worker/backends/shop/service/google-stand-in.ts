// The local stand-in for Google sign-in, so the whole path runs offline: Google Identity Services' script, an
// account chooser over the demo Google accounts, RS256 ID tokens with Google's claims, and the keys as a JWKS in
// Google's format, which the shop verifies its tokens against exactly as it verifies Google's. A part of the local
// build (`LocalParts.googleSignIn`), answering in development only: production configures Google's own script,
// keys and client id.
import { type Context, Hono } from 'hono';
import { html } from 'hono/html';
import * as v from 'valibot';
import type { AppEnv } from '../../../env';
import { readBody, sameOriginOnly, shopError } from '../http';
import { configuredClientId } from './google-config';
import { DEMO_GOOGLE_ACCOUNTS, demoClaims, issueIdToken, standInJwks } from './google-stand-in-keys';
import { CHOOSER_SCRIPT, gsiClientScript, STAND_IN_PATH } from './google-stand-in-script';

/** How Google says who chose the account: the values of the callback's `select_by`. */
const SELECT_BY = [
  'auto',
  'user',
  'user_1tap',
  'user_2tap',
  'btn',
  'btn_confirm',
  'btn_add_session',
  'btn_confirm_add_session',
] as const;

const TokenRequest = v.object({
  client_id: v.pipe(v.string('client_id is required'), v.nonEmpty('client_id is required')),
  account: v.pipe(
    v.number('account must be a number'),
    v.integer('account must be a whole number'),
    v.minValue(0, 'account is unknown'),
    v.maxValue(DEMO_GOOGLE_ACCOUNTS.length - 1, 'account is unknown'),
  ),
  select_by: v.optional(v.picklist(SELECT_BY, 'select_by is unknown'), 'btn'),
});

const ChooserQuery = v.object({
  client_id: v.pipe(v.string('client_id is required'), v.nonEmpty('client_id is required')),
  select_by: v.optional(v.picklist(SELECT_BY, 'select_by is unknown'), 'btn'),
});

export const googleStandIn = new Hono<AppEnv>();

googleStandIn.use(`${STAND_IN_PATH}/*`, async (c, next) => {
  if (c.env.ENVIRONMENT !== 'development') {
    return shopError(c, 404, 'noEndpoint', { path: new URL(c.req.url).pathname });
  }
  return next();
});
googleStandIn.use(`${STAND_IN_PATH}/*`, sameOriginOnly);

/** Google answers its certs with a long public cache life. */
googleStandIn.get(`${STAND_IN_PATH}/oauth2/v3/certs`, async (c) => {
  c.header('Cache-Control', 'public, max-age=3600, must-revalidate, no-transform');
  return c.json(await standInJwks(c.env.SHOP_DB));
});

const script = (c: Context<AppEnv>, body: string) => {
  c.header('Content-Type', 'text/javascript; charset=utf-8');
  c.header('Cache-Control', 'no-store');
  return c.body(body);
};

googleStandIn.get(`${STAND_IN_PATH}/gsi/client`, (c) => {
  const accounts = DEMO_GOOGLE_ACCOUNTS.map((account) => ({
    name: `${account.given_name} ${account.family_name}`,
    email: account.email,
  }));
  return script(c, gsiClientScript(configuredClientId(c.env) ?? '', accounts));
});

googleStandIn.get(`${STAND_IN_PATH}/chooser.js`, (c) => script(c, CHOOSER_SCRIPT));

// The account chooser the stand-in's button opens, as Google's popup: one button per demo account.
googleStandIn.get(`${STAND_IN_PATH}/accounts`, (c) => {
  const query = v.safeParse(ChooserQuery, c.req.query());
  if (!query.success) return c.text(`Invalid request: ${query.issues[0].message}`, 400);
  c.header('Cache-Control', 'no-store');
  return c.html(html`<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <title>Sign in with Google (local stand-in)</title>
  </head>
  <body style="margin:0;font:14px/20px Roboto,Arial,sans-serif;color:#202124">
    <main data-client-id="${query.output.client_id}" data-select-by="${query.output.select_by}" style="max-width:360px;margin:32px auto;padding:0 16px">
      <h1 style="font-size:20px;font-weight:400">Choose an account</h1>
      <p>to continue to ${new URL(c.req.url).hostname} (local stand-in for Google)</p>
      ${DEMO_GOOGLE_ACCOUNTS.map(
        (account, index) => html`<button type="button" data-google-stand-in-account="${index}"
        style="display:block;width:100%;margin:8px 0;padding:12px;text-align:left;border:1px solid #dadce0;border-radius:8px;background:#fff;cursor:pointer">
        ${account.given_name} ${account.family_name}<br /><small>${account.email}${account.email_verified ? '' : ' (not verified)'}</small>
      </button>`,
      )}
      <p data-error hidden style="color:#d93025">This client is not registered with the stand-in.</p>
    </main>
    <script src="${STAND_IN_PATH}/chooser.js"></script>
  </body>
</html>`);
});

// Issues the chosen account's ID token for a registered client, as Google's flow hands it to the page.
googleStandIn.post(`${STAND_IN_PATH}/token`, async (c) => {
  const body = await readBody(c, TokenRequest);
  if (!body.ok) return body.response;
  const { client_id, account, select_by } = body.value;
  if (client_id !== configuredClientId(c.env)) {
    return shopError(c, 400, 'invalidField', { field: 'client_id', reason: 'invalid_client' }, [
      { field: 'client_id', message: 'invalid_client' },
    ]);
  }
  const chosen = DEMO_GOOGLE_ACCOUNTS[account];
  if (!chosen) return shopError(c, 400, 'invalidField', { field: 'account', reason: 'is unknown' });
  c.header('Cache-Control', 'no-store');
  const credential = await issueIdToken(c.env.SHOP_DB, demoClaims(chosen, client_id));
  return c.json({ credential, select_by });
});
