// The remaining shop paths of the embedded shop backend: contact form, toolbox, Google sign-in,
// customer pictures, location, whitelabel switch and the shop-application page redirects.
import { env } from 'cloudflare:test';
import { Hono } from 'hono';
import { describe, expect, test } from 'vitest';
import { DEMO_IMAGES } from '../../demo/space/images';
import type { SiteContext } from '../../shared/domain/site';
import { shopText } from '../../shared/i18n/shop-texts';
import { googleAuthApi } from '../../worker/backends/shop/service/google-auth';
import { locationApi } from '../../worker/backends/shop/service/location';
import type { AppEnv } from '../../worker/env';
import { customerSession } from './accounts';
import { CH, DE, get, POSTER_GB } from './fetch';

const EVIL = { origin: 'https://evil.example' };
const count = async (sql: string, ...values: unknown[]) =>
  (
    await env.SHOP_DB.prepare(sql)
      .bind(...values)
      .first<{ n: number }>()
  )?.n ?? -1;
const json = (body: unknown, headers: Record<string, string> = {}) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', ...headers },
  body: JSON.stringify(body),
});
const textOf = async (response: Response) =>
  ((await response.json()) as { message: { text: string } }).message.text;
const fieldsOf = async (response: Response) =>
  ((await response.json()) as { payload?: { errors: { field: string }[] } }).payload?.errors.map(
    (e) => e.field,
  );

const CONTACT = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  subject: 'My order',
  message: 'Where is my parcel, please?',
};

describe('contact form', () => {
  test('a form-encoded message is stored and copied to the service outbox', async () => {
    const subject = `Order ${crypto.randomUUID()}`;
    const response = await get(`${DE}/web-api/contact-form`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ ...CONTACT, subject, orderNumber: ' 4711 ' }).toString(),
    });
    expect(response.status).toBe(201);
    const { status, reference } = await response.json<{ status: string; reference: string }>();
    expect(status).toBe('received');
    expect(reference).toMatch(/^CM-[A-Z0-9]{10}$/);
    const row = await env.SHOP_DB.prepare('SELECT * FROM contact_messages WHERE reference = ?')
      .bind(reference)
      .first<Record<string, unknown>>();
    expect(row).toMatchObject({ name: 'Ada Lovelace', subject, order_number: '4711' });
    const mail = await env.SHOP_DB.prepare('SELECT recipient, body FROM outbox WHERE subject = ?')
      .bind(`[${reference}] ${subject}`)
      .first<{ recipient: string; body: string }>();
    expect(mail?.recipient).toBe('service@kartenliebe.example');
    expect(mail?.body).toContain('Where is my parcel');
  });

  test('a JSON message is accepted too', async () => {
    const response = await get(`${DE}/web-api/contact-form`, json(CONTACT));
    expect(response.status).toBe(201);
  });

  test('a bad e-mail is a 400 naming it, nothing written', async () => {
    const before = [
      await count('SELECT COUNT(*) AS n FROM contact_messages'),
      await count('SELECT COUNT(*) AS n FROM outbox'),
    ];
    const response = await get(`${DE}/web-api/contact-form`, json({ ...CONTACT, email: 'not-an-address' }));
    expect(response.status).toBe(400);
    expect(await fieldsOf(response)).toEqual(['email']);
    const after = [
      await count('SELECT COUNT(*) AS n FROM contact_messages'),
      await count('SELECT COUNT(*) AS n FROM outbox'),
    ];
    expect(after).toEqual(before);
  });

  test('a cross-site post is refused, nothing written', async () => {
    const before = await count('SELECT COUNT(*) AS n FROM contact_messages');
    const response = await get(`${DE}/web-api/contact-form`, json(CONTACT, EVIL));
    expect(response.status).toBe(403);
    expect(await count('SELECT COUNT(*) AS n FROM contact_messages')).toBe(before);
  });
});

function upload(fields: Record<string, string | File>, headers: Record<string, string> = {}) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  return { method: 'POST', headers, body: form };
}
const svgFile = () =>
  new File([DEMO_IMAGES['card-1-square'] ?? ''], 'my card.svg', { type: 'image/svg+xml' });

describe('toolbox', () => {
  test('convert-file answers the image in the asked format as an attachment', async () => {
    const response = await get(
      `${DE}/web-api/toolbox-convert-file`,
      upload({ file: svgFile(), format: 'png' }),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('content-disposition')).toBe("attachment; filename*=UTF-8''my%20card.png");
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(Array.from(bytes.subarray(1, 4), (b) => String.fromCharCode(b)).join('')).toBe('PNG');
  });

  test('optimize-image keeps a png a png', async () => {
    const converted = await get(
      `${DE}/web-api/toolbox-convert-file`,
      upload({ file: svgFile(), format: 'png' }),
    );
    const png = new File([await converted.arrayBuffer()], 'photo.png', { type: 'image/png' });
    const response = await get(`${DE}/web-api/toolbox-optimize-image`, upload({ file: png }));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('content-disposition')).toContain('photo.png');
  });

  test('optimize-image answers webp for a format it does not keep', async () => {
    const response = await get(`${DE}/web-api/toolbox-optimize-image`, upload({ file: svgFile() }));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('content-disposition')).toContain('my%20card.webp');
  });

  test.each([
    [{ format: 'png' }, 'file'],
    [{ file: new File(['hello'], 'a.txt', { type: 'text/plain' }) }, 'file'],
    [{ file: svgFile(), format: 'gif' }, 'format'],
  ])('%o is a 400 naming %s', async (fields, field) => {
    const response = await get(`${DE}/web-api/toolbox-convert-file`, upload(fields));
    expect(response.status).toBe(400);
    expect(await fieldsOf(response)).toEqual([field]);
  });

  test('an upload above 15 MB is a 400 naming the file', async () => {
    const big = new File([new Uint8Array(15 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    const response = await get(`${DE}/web-api/toolbox-optimize-image`, upload({ file: big }));
    expect(response.status).toBe(400);
    expect(await textOf(response)).toBe(
      shopText('de', 'invalidField', { field: 'file', reason: 'must be at most 15 MB' }),
    );
  });

  test('a cross-site upload is refused', async () => {
    const response = await get(`${DE}/web-api/toolbox-optimize-image`, upload({ file: svgFile() }, EVIL));
    expect(response.status).toBe(403);
  });

  test('convert-pdf is an honest 501', async () => {
    const response = await get(`${DE}/web-api/toolbox-convert-pdf`, upload({ file: svgFile() }));
    expect(response.status).toBe(501);
    expect(await textOf(response)).toMatch(/cannot render PDF/);
  });

  test('download knows no result id: 404, and 400 without an id', async () => {
    const unknown = await get(`${DE}/web-api/toolbox-download?id=abc123`);
    expect(unknown.status).toBe(404);
    expect(await textOf(unknown)).toBe(shopText('de', 'noToolboxResult'));
    const missing = await get(`${DE}/web-api/toolbox-download`);
    expect(missing.status).toBe(400);
    expect(await fieldsOf(missing)).toEqual(['id']);
  });
});

describe('Google sign-in', () => {
  const path = '/web-api/customer-auth-google-credentials';

  test('without GOOGLE_CLIENT_ID it is not configured', async () => {
    const response = await googleAuthApi.request(path, json({ credential: 'x.y.z' }), {
      ...env,
      GOOGLE_CLIENT_ID: '',
    });
    expect(response.status).toBe(501);
    expect(await textOf(response)).toBe('Google sign-in is not configured');
  });

  test('a JWKS URL that is neither https nor a path of the shop is refused, not fetched', async () => {
    const response = await googleAuthApi.request(path, json({ credential: 'x.y.z' }), {
      ...env,
      GOOGLE_JWKS_URL: 'http://keys.example.com/certs',
    });
    expect(response.status).toBe(501);
    expect(await textOf(response)).toBe('Google sign-in is misconfigured: jwksUrl is not valid');
  });
});

describe('customer pictures and location', () => {
  test('the channel pictures, limited, and no slash redirect on kartenliebe', async () => {
    const response = await get(`${CH}/customer-picture/get?limit=2`);
    expect(response.status).toBe(200);
    const { pictures } = await response.json<{ pictures: Record<string, string>[] }>();
    expect(pictures).toHaveLength(2);
    expect(pictures[0]).toEqual({
      filename: '/demo-images/card-1-square.svg',
      alt: 'Our wedding cards on the table',
      author: 'Anna',
    });
    const poster = await get(`${DE}/customer-picture/get?channel=poster`);
    const posterPictures = (await poster.json<{ pictures: { filename: string }[] }>()).pictures;
    expect(posterPictures.map((p) => p.filename)).toContain('/demo-images/poster-1-square.svg');
    expect(posterPictures.length).toBe(3);
  });

  test.each([
    ['limit=0', 'limit'],
    ['limit=49', 'limit'],
    ['channel=shop', 'channel'],
  ])('%s is a 400 naming %s', async (query, field) => {
    const response = await get(`${DE}/customer-picture/get?${query}`);
    expect(response.status).toBe(400);
    expect(await fieldsOf(response)).toEqual([field]);
  });

  test('the location is never slash-redirected and names a country', async () => {
    const response = await get(`${CH}/api/get-location/`);
    expect(response.status).toBe(200);
    expect((await response.json<{ country: string }>()).country).toMatch(/^[A-Z0-9]{2}$/);
  });

  test('without cf properties the site country answers', async () => {
    const app = new Hono<AppEnv>();
    app.use(async (c, next) => {
      c.set('site', { country: 'CH' } as SiteContext);
      await next();
    });
    app.route('/', locationApi);
    const response = await app.request('/api/get-location', {}, env);
    expect(await response.json()).toEqual({ country: 'CH' });
  });
});

async function customerCookie(whitelabel: boolean): Promise<{ cookie: string; email: string }> {
  const email = `wl-${crypto.randomUUID()}@example.com`;
  const cookie = await customerSession(email);
  if (whitelabel)
    await env.SHOP_DB.prepare('UPDATE customers SET is_whitelabel = 1 WHERE email = ?').bind(email).run();
  return { cookie, email };
}
const ORDERS = 'SELECT COUNT(*) AS n FROM whitelabel_orders';

describe('whitelabel switch and page redirects', () => {
  test('a whitelabel customer toggles the order flag on and off', async () => {
    const { cookie } = await customerCookie(true);
    const on = await get(`${DE}/whitelabel/switch`, { method: 'POST', headers: { cookie } });
    expect(on.status).toBe(200);
    expect(await on.json()).toEqual({ isWhitelabelOrder: true });
    const data = await get(`${DE}/web-api/customer-data`, { headers: { cookie } });
    expect(((await data.json()) as { order: { isWhitelabelOrder: boolean } }).order.isWhitelabelOrder).toBe(
      true,
    );
    const off = await get(`${CH}/whitelabel/switch`, { method: 'POST', headers: { cookie } });
    expect(off.status).toBe(200);
    expect(await off.json()).toEqual({ isWhitelabelOrder: false });
  });

  test.each([
    ['anonymous', 401, false, false],
    ['not whitelabel', 403, true, false],
    ['cross-site', 403, true, true],
  ])('%s is a %i, nothing written', async (_, status, loggedIn, crossSite) => {
    const { cookie } = loggedIn ? await customerCookie(crossSite) : { cookie: '' };
    const before = await count(ORDERS);
    const headers = { ...(cookie ? { cookie } : {}), ...(crossSite ? EVIL : {}) };
    const response = await get(`${DE}/whitelabel/switch`, { method: 'POST', headers });
    expect(response.status).toBe(status);
    expect(await count(ORDERS)).toBe(before);
  });

  // The gift voucher is a page of the storefront's own (test/worker/gift-voucher.test.ts).
  test.each([
    [`${DE}/accessory/`, '/produkte/'],
    [`${CH}/accessory/`, '/produkte/'],
    [`${POSTER_GB}/accessory`, '/products'],
  ])('%s redirects to %s', async (url, location) => {
    const response = await get(url);
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(location);
  });
});
