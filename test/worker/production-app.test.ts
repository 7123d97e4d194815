// The production worker (`worker/production.ts`) in workerd: the shop from a Storyblok region and a shop API origin
// (the demo space and the local worker's embedded shop backend behind a stub of the global fetch), none of the local
// routes the local worker answers, and a clear 503 with the reason logged where its configuration asks for a
// local-only part.
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { DEMO_IMAGES } from '../../demo/space/images';
import { RESIZE_PATHS } from '../../shared/domain/images';
import { TAG_MANAGER_EVENTS_PATH } from '../../shared/domain/tag-manager-events';
import { embeddedSpaceFor } from '../../worker/backends/embedded-space';
import local from '../../worker/index';
import production from '../../worker/production';
import { DE, POSTER_GB, withTestVisitor } from './fetch';

type Vars = Partial<Record<keyof typeof env, string>>;

/** The shop API's origin in production's configuration. */
const SHOP_ORIGIN = 'https://shop-api.test';

/** Production's configuration over the local bindings: a Storyblok region and a shop origin, no designer. */
const PRODUCTION: Vars = { ENVIRONMENT: 'production', STORYBLOK_REGION: 'eu', SHOP_API_ORIGIN: SHOP_ORIGIN };

/** The shop API's own configuration where the local worker answers for it: its bot check is its own, here none. */
const SHOP_API_CONFIG: Vars = { RECAPTCHA_SITE_KEY: '' };

/** Requests the shop origin was sent. */
let shopCalls: { url: string; headers: Headers }[] = [];

/** The shop API answered by the local worker's embedded backend, as a real one with the same data would answer. */
async function shopOrigin(request: Request): Promise<Response> {
  shopCalls.push({ url: request.url, headers: new Headers(request.headers) });
  const target = new URL(request.url);
  const host = request.headers.get('x-forwarded-host') ?? new URL(DE).host;
  const ctx = createExecutionContext();
  const response = await local.fetch(
    new Request(`http://${host}${target.pathname}${target.search}`, request) as Parameters<
      typeof local.fetch
    >[0],
    { ...env, ...SHOP_API_CONFIG } as typeof env,
    ctx,
  );
  await waitOnExecutionContext(ctx);
  return response;
}

let logged: string[] = [];

beforeEach(() => {
  logged = [];
  shopCalls = [];
  const keep = (line: unknown) => {
    logged.push(String(line));
  };
  for (const level of ['info', 'warn', 'error'] as const) vi.spyOn(console, level).mockImplementation(keep);
  // Storyblok's API answered by the demo space, as a real space with the same stories would answer.
  const space = embeddedSpaceFor(env);
  if (!space) throw new Error('the test bindings name the embedded space');
  const network = globalThis.fetch;
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    const target = new URL(request.url);
    if (target.origin === SHOP_ORIGIN) return shopOrigin(request);
    if (target.hostname !== 'api.storyblok.com') return network(request);
    return space(`http://content-space.local${target.pathname}${target.search}`, {
      headers: request.headers,
    });
  });
});

afterEach(() => vi.restoreAllMocks());

async function send(
  worker: typeof production,
  url: string,
  vars: Vars = PRODUCTION,
  init: RequestInit = {},
): Promise<{ response: Response; html: string }> {
  const ctx = createExecutionContext();
  const request = new Request(url, { redirect: 'manual', ...withTestVisitor(init) });
  const response = await worker.fetch(request, { ...env, ...vars } as typeof env, ctx);
  const html = await response.text();
  await waitOnExecutionContext(ctx);
  return { response, html };
}

const formsOf = (html: string) => html.match(/<form[^>]*data-bot-check=[^>]*>/g) ?? [];

/** A newsletter sign-up as the footer form posts it, with a token no bot check issued. */
function subscribe(worker: typeof production, vars: Vars = PRODUCTION) {
  const email = `production-${crypto.randomUUID()}@example.com`;
  return send(worker, `${DE}/web-api/newsletter-subscribe`, vars, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json', origin: DE },
    body: new URLSearchParams({ email, uniqueIdentifier: '/', reCaptchaToken: 'not-a-token' }),
  });
}

/**
 * A page this isolate has not rendered yet: the isolate keeps layout parts, story lists and stories whatever the
 * bindings, so each case asks with a carried parameter of its own.
 */
const fresh = (path = '/') => `${DE}${path}?_case=${crypto.randomUUID()}`;
/** A content slug no space has: the page must ask the content API. */
const unknownPage = () => `${DE}/nothing-${crypto.randomUUID()}/`;

describe('the production worker', () => {
  test('serves pages from a Storyblok region', async () => {
    const { response, html } = await send(production, `${DE}/fotokalender/`);
    expect(response.status).toBe(200);
    expect(html).toContain('data-copyright');
  });

  const demoImage = Object.keys(DEMO_IMAGES)[0];
  test.each([
    ['bench route', '/_bench/bare?url=nonsense'],
    ['demo pictures', `/demo-images/${demoImage}.svg`],
    ['bot-check stand-in', '/bot-check/api.js'],
    // No file ending: a path ending in one is an asset, answered 404 without the error page.
    ['local image resizer', `${RESIZE_PATHS.local}width=0/assets/none`],
  ])('has no %s, which the local worker answers under the same configuration', async (_what, path) => {
    // The development configuration (bench routes on), where every local part would answer.
    const vars: Vars = { STORYBLOK_REGION: 'eu', BENCH_ROUTES: '1' };
    // The poster channel: no trailing-slash redirect before the answer.
    expect((await send(local, `${POSTER_GB}${path}`, vars)).response.status).not.toBe(404);
    const { response, html } = await send(production, `${POSTER_GB}${path}`, vars);
    expect(response.status).toBe(404);
    expect(html).toContain('data-error-page="404"');
  });

  test("asks the shop origin, in the page's render and for the browser's calls: it has no shop backend", async () => {
    const { response, html } = await send(production, fresh('/themes/2101/'));
    expect(response.status).toBe(200);
    expect(html).toContain('data-design="a6-quer"');
    expect(shopCalls.map((call) => new URL(call.url).pathname)).toContain('/web-api/themes');
    expect(shopCalls.every((call) => call.headers.get('x-shop-channel') === 'kartenliebe.de')).toBe(true);
    shopCalls = [];
    const themes = await send(production, `${DE}/web-api/themes`);
    expect(themes.response.status).toBe(200);
    expect(JSON.parse(themes.html).themes.length).toBeGreaterThan(0);
    expect(shopCalls).toHaveLength(1);
    expect(shopCalls[0]?.headers.get('x-forwarded-host')).toBe(new URL(DE).host);
  });

  test('has no tag manager stand-in: the demo container’s script, its reports and their debug view are local', async () => {
    const vars: Vars = { STORYBLOK_REGION: 'eu', ANALYTICS_CONTAINER_ID: 'GTM-DEMO0001' };
    const script = 'http://metrics.kartenliebe.de.localhost:8787/gtm.js?id=GTM-DEMO0001';
    const reportTo = `${DE}${TAG_MANAGER_EVENTS_PATH}`;
    const reportInit = {
      method: 'POST',
      body: '[{"event":"gtm.js"}]',
      headers: { 'sec-fetch-site': 'same-origin' },
    };
    expect((await send(local, script, vars)).response.headers.get('content-type')).toContain('javascript');
    expect((await send(local, reportTo, vars, reportInit)).response.status).toBe(204);
    expect((await send(local, `${DE}/?_debug=1`, vars)).html).toContain('data-tag-manager-debug');
    const served = await send(production, script, vars);
    expect(served.response.headers.get('content-type')).not.toContain('javascript');
    expect(served.html).not.toContain('sendBeacon');
    // No route takes the report: the shop's slash rule redirects it like any unknown path.
    expect((await send(production, reportTo, vars, reportInit)).response.status).toBeGreaterThanOrEqual(300);
    const debug = await send(production, `${DE}/?_debug=1`, vars);
    expect(debug.html).toContain('data-flag-debug');
    expect(debug.html).not.toContain('data-tag-manager-debug');
  });

  test('keeps the debug view and flag overrides for the team: a stranger’s are ignored and logged', async () => {
    const asked = `${fresh()}&_debug=1&feature=VOLL_1616&treatment=on`;
    const { response, html } = await send(production, asked);
    expect(response.status).toBe(200);
    expect(html).not.toContain('data-flag-debug');
    expect(logged.join('\n')).toMatch(
      /"id":"team-parameter-ignored".*"parameters":"feature,treatment,_debug"/,
    );
    // The team's cookie, from the endpoint behind the team secret, opens them.
    const vars = { ...PRODUCTION, TEAM_SECRET: 'production-team-secret' };
    const joined = await send(production, `${DE}/frontend-api/team`, vars, {
      method: 'POST',
      headers: { authorization: 'Bearer production-team-secret' },
    });
    const team = joined.response.headers.getSetCookie()[0]?.split(';')[0] ?? '';
    const asTeam = await send(production, asked, vars, { headers: { cookie: team } });
    expect(asTeam.html).toContain('data-flag-debug');
  });

  test('has no fault injection: FAULTS that fail the local worker change nothing', async () => {
    // Without a bot check, so the sign-up reaches the shop's storage.
    const vars: Vars = { STORYBLOK_REGION: 'eu', FAULTS: 'shop-down', RECAPTCHA_SITE_KEY: '' };
    expect((await subscribe(local, vars)).response.status).toBeGreaterThanOrEqual(500);
    expect((await subscribe(production, { ...vars, SHOP_API_ORIGIN: SHOP_ORIGIN })).response.status).toBe(
      200,
    );
  });
});

describe('a local-only part asked for in production', () => {
  test('STORYBLOK_REGION "embedded": every content page is a 503 with Retry-After, the reason logged', async () => {
    const embedded = { ...PRODUCTION, STORYBLOK_REGION: 'embedded' };
    const { response } = await send(production, unknownPage(), embedded);
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('60');
    const line = logged.find((entry) => entry.includes('"id":"content-unavailable"'));
    expect(line).toContain('this build has no embedded content space');
  });

  test('no DESIGNER_URL_<TYPE>: the hand-off lands on a 503 page whose logged message names the setting', async () => {
    const { response } = await send(production, `${DE}/designer/card/?themeId=7`);
    expect(response.status).toBe(503);
    expect(logged.join('\n')).toContain('DESIGNER_URL_CARD is not set');
    expect((await send(production, `${DE}/designer/unknown/`)).response.status).toBe(404);
  });

  test('no SHOP_API_ORIGIN: every shop call is a 503 naming the setting, and pages render as with a shop down', async () => {
    const { SHOP_API_ORIGIN: _, ...unset } = PRODUCTION;
    // The local worker's shop backend and its stand-ins answer these under the same configuration.
    const paths = [
      '/web-api/themes',
      '/price-api/prices',
      '/web-api/google-stand-in/gsi/client',
      '/web-api/outbox',
    ];
    for (const path of paths) {
      expect((await send(local, `${DE}${path}`, unset)).response.status).not.toBe(503);
      const { response, html } = await send(production, `${DE}${path}`, unset);
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).toBe('60');
      expect(JSON.parse(html)).toEqual({ message: { text: expect.any(String) } });
    }
    expect(logged.join('\n')).toMatch(/"id":"shop-unavailable".*"setting":"SHOP_API_ORIGIN is not set"/);
    expect((await send(production, fresh(), unset)).response.status).toBe(200);
    expect(shopCalls).toEqual([]);
  });

  test('the forms carry reCAPTCHA itself, with or without a secret: the shop API verifies the token', async () => {
    for (const vars of [PRODUCTION, { ...PRODUCTION, RECAPTCHA_SECRET: 'secret' }]) {
      const { response, html } = await send(production, fresh(), vars);
      const forms = formsOf(html);
      expect(forms).toHaveLength(2);
      expect(forms.join('\n')).toContain('https://www.google.com/recaptcha/api.js');
      expect(response.headers.get('content-security-policy')).toContain('https://www.google.com');
    }
    // The local worker under the same configuration gives the forms the stand-in's bot check.
    expect(formsOf((await send(local, fresh(), PRODUCTION)).html).join('\n')).not.toContain('www.google.com');
  });
});
