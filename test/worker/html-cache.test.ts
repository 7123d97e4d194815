// The edge HTML cache in workerd: anonymous pages are stored and answered from the Cache API, personal
// requests never are, a publish moves the key, and the client sees the headers the page was rendered with.
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { describe, expect, test, vi } from 'vitest';
import { HTML_CACHE_HEADER, htmlCacheKey } from '../../shared/domain/html-cache';
import { htmlCacheControl } from '../../shared/domain/http-policy';
import { EMBEDDED_CV_KEY } from '../../worker/backends/embedded-space';
import { SESSION_COOKIE } from '../../worker/backends/shop/customers/session';
import worker from '../../worker/index';
import { webhookSignature } from '../../worker/routes/webhooks';
import { cacheBuild } from '../../worker/site/html-cache';
import { DE, editorQuery, POSTER_GB, withTestVisitor } from './fetch';

const SHARED_PAGE = htmlCacheControl({ personal: false, status: 200 });

/** One request to the worker; returns once its `waitUntil` work (the cache write) is done. */
async function visit(url: string, init: RequestInit = {}) {
  const ctx = createExecutionContext();
  const response = await worker.fetch(
    new Request(url, { redirect: 'manual', ...withTestVisitor(init) }),
    env,
    ctx,
  );
  const html = await response.text();
  await waitOnExecutionContext(ctx);
  return { cache: response.headers.get(HTML_CACHE_HEADER), response, html };
}

/** The key the test visitor's copy of the category page `url` is stored under. */
async function storedKey(url: string): Promise<string> {
  const stored = await env.CONTENT_CACHE.get<{ cv: number }>('content:cv', 'json');
  return htmlCacheKey({
    url: new URL(url),
    build: cacheBuild(env),
    cacheVersion: stored?.cv ?? 0,
    treatments: { VOLL_1616: 'off' },
    switches: { 'actionBarClosed_xmas-2027': false },
    prefetch: true,
    complete: false,
  });
}

/** A page URL no other test has asked for (unknown parameters are ignored by the page, kept in the key). */
const fresh = (base: string, path = '/') => `${base}${path}?visit=${crypto.randomUUID()}`;

describe('anonymous pages', () => {
  test('the second request is a hit with the same HTML and the same client headers', async () => {
    const url = fresh(DE, '/fotokalender/');
    const first = await visit(url);
    expect(first.response.status).toBe(200);
    expect(first.cache).toBe('miss');
    const second = await visit(url);
    expect(second.cache).toBe('hit');
    expect(second.html).toBe(first.html);
    const kept = [
      'cache-control',
      'content-type',
      'vary',
      'accept-ch',
      'critical-ch',
      'content-security-policy',
    ];
    for (const name of kept)
      expect(second.response.headers.get(name), name).toBe(first.response.headers.get(name));
    expect(second.response.headers.get('critical-ch')).toBe('ECT');
    expect(second.response.headers.get('cache-control')).toBe(SHARED_PAGE);
    for (const name of ['age', 'cf-cache-status', 'x-client-cache-control', 'set-cookie'])
      expect(second.response.headers.has(name), name).toBe(false);
  });

  test('the same parameters in another order are the same entry', async () => {
    const id = crypto.randomUUID();
    expect((await visit(`${DE}/?b=2&visit=${id}&a=1`)).cache).toBe('miss');
    expect((await visit(`${DE}/?a=1&b=2&visit=${id}`)).cache).toBe('hit');
    expect((await visit(`${DE}/?a=1&visit=${id}`)).cache).toBe('miss');
  });

  test('HEAD is answered from the entry, without a body', async () => {
    const url = fresh(DE);
    await visit(url);
    const head = await visit(url, { method: 'HEAD' });
    expect(head.cache).toBe('hit');
    expect(head.response.status).toBe(200);
    expect(head.html).toBe('');
  });

  test('a missing page is rendered, and logged, every time', async () => {
    const url = fresh(DE, '/no-such-page/');
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const first = await visit(url);
    const second = await visit(url);
    expect([first.response.status, second.response.status]).toEqual([404, 404]);
    expect([first.cache, second.cache]).toEqual(['miss', 'miss']);
    const logged = warn.mock.calls.filter(([line]) => String(line).includes('storyblok-page-not-found'));
    expect(logged).toHaveLength(2);
    info.mockRestore();
    warn.mockRestore();
  });

  test('the stored copy lives for the page’s s-maxage, keeps no stale window and no cookie', async () => {
    const url = fresh(DE);
    await visit(url);
    const stored = await env.CONTENT_CACHE.get<{ cv: number }>('content:cv', 'json');
    const key = htmlCacheKey({
      url: new URL(url),
      build: cacheBuild(env),
      cacheVersion: stored?.cv ?? 0,
      // The home page reads the A/B test and the navigation's flyout experiment: the test visitor has both off.
      treatments: { HOME_HERO_AB: 'off', VOLL_1616: 'off' },
      // And whether the visitor dismissed its action bar (the card channel has no app banner): not this visitor.
      switches: { 'actionBarClosed_xmas-2027': false },
      prefetch: true,
      complete: false,
    });
    const entry = await (caches as unknown as { default: Cache }).default.match(key);
    expect(entry?.headers.get('cache-control')).toBe('public, s-maxage=300');
    expect(entry?.headers.get('x-client-cache-control')).toBe(SHARED_PAGE);
    expect(entry?.headers.has('set-cookie')).toBe(false);
    await entry?.text();
  });

  test('a page asked for once is not kept in memory; missed twice (no stored copy), it is', async () => {
    const url = fresh(DE, '/fotokalender/');
    const stored = (caches as unknown as { default: Cache }).default;
    const first = await visit(url);
    expect(first.cache).toBe('miss');
    expect(await stored.delete(await storedKey(url))).toBe(true);
    const again = await visit(url);
    expect(again.cache).toBe('miss');
    expect(again.html).toBe(first.html);
    // The second miss kept its page: with the stored copy gone again, memory answers, as the render did.
    expect(await stored.delete(await storedKey(url))).toBe(true);
    const kept = await visit(url);
    expect(kept.cache).toBe('hit');
    expect(kept.html).toBe(first.html);
    for (const name of ['cache-control', 'content-type', 'vary', 'content-security-policy'])
      expect(kept.response.headers.get(name), name).toBe(first.response.headers.get(name));
  });

  test('the isolate answers a hit from memory: the stored copy gone, the page is still the same hit', async () => {
    const url = fresh(DE, '/fotokalender/');
    const first = await visit(url);
    // A miss keeps nothing in memory; the first hit does.
    expect((await visit(url)).cache).toBe('hit');
    expect(await (caches as unknown as { default: Cache }).default.delete(await storedKey(url))).toBe(true);
    for (let round = 0; round < 3; round += 1) {
      const again = await visit(url);
      expect(again.cache).toBe('hit');
      expect(again.html).toBe(first.html);
      expect(again.response.headers.get('cache-control')).toBe(SHARED_PAGE);
      expect(again.response.headers.has('x-client-cache-control')).toBe(false);
    }
  });

  test('a hit is sent as the page was rendered, whatever the Accept-Encoding (the edge compresses)', async () => {
    const url = fresh(DE, '/fotokalender/');
    const first = await visit(url, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    for (const headers of [
      {},
      { 'accept-encoding': 'gzip, br' },
      { 'accept-encoding': 'identity' },
    ] as Record<string, string>[]) {
      const hit = await visit(url, { headers });
      expect(hit.cache).toBe('hit');
      expect(hit.response.headers.has('content-encoding')).toBe(false);
      expect(hit.html).toBe(first.html);
    }
  });

  test('an ad landing is the page without its marketing parameters: a hit, its click id kept in a cookie', async () => {
    const url = fresh(DE, '/fotokalender/');
    const page = await visit(url);
    const landing = await visit(`${url}&gclid=Cj0KCQiA-ad_1&utm_source=google&utm_medium=cpc&fbclid=IwAR0x`);
    expect(landing.cache).toBe('hit');
    expect(landing.html).toBe(page.html);
    expect(landing.html).not.toMatch(/gclid|utm_source|fbclid/);
    expect(landing.response.headers.get('set-cookie')).toMatch(
      /(^|, )gclid=Cj0KCQiA-ad_1; Path=\/; Max-Age=7776000; SameSite=Lax; HttpOnly/,
    );
    // A value no ad platform sends is no click id: nothing kept.
    const bad = await visit(`${url}&gclid=${encodeURIComponent('<x>')}`);
    expect(bad.cache).toBe('hit');
    expect(bad.response.headers.get('set-cookie') ?? '').not.toContain('gclid=');
  });

  test('a data-saver visitor gets its own entry, without speculation rules', async () => {
    const url = fresh(DE);
    const normal = await visit(url);
    const saver = await visit(url, { headers: { 'save-data': 'on' } });
    expect(saver.cache).toBe('miss');
    expect(normal.html).toContain('speculationrules');
    expect(saver.html).not.toContain('speculationrules');
    expect((await visit(url, { headers: { 'save-data': 'on' } })).cache).toBe('hit');
  });

  test.each(['2g', 'slow-2g'])('a %s visitor gets its own entry, without speculation rules', async (ect) => {
    const url = fresh(DE);
    const normal = await visit(url, { headers: { ect: '4g' } });
    const slow = await visit(url, { headers: { ect } });
    expect(slow.cache).toBe('miss');
    expect(normal.html).toContain('speculationrules');
    expect(slow.html).not.toContain('speculationrules');
    expect(slow.response.headers.get('critical-ch')).toBe('ECT');
    expect((await visit(url, { headers: { ect } })).cache).toBe('hit');
    // Without the hint (a browser not asked yet) the page is the normal one.
    expect((await visit(url)).cache).toBe('hit');
  });

  test('nothing of the request is in the stored HTML: a hit for another request id is the same page', async () => {
    const url = fresh(DE);
    const first = await visit(url, { headers: { 'cf-ray': 'ray-first-4711' } });
    expect(first.html).not.toContain('ray-first-4711');
    expect(first.response.headers.get('content-security-policy')).not.toContain('nonce-');
    const second = await visit(url, { headers: { 'cf-ray': 'ray-second-4712' } });
    expect(second.cache).toBe('hit');
    expect(second.html).toBe(first.html);
  });
});

describe('personal requests', () => {
  test.each<[name: string, base: string, personal: () => Promise<{ query?: string; cookie?: string }>]>([
    ['a session cookie', DE, async () => ({ cookie: `${SESSION_COOKIE}=${'a'.repeat(43)}` })],
    ['a flag override', DE, async () => ({ query: 'feature=VOLL_1616&treatment=on' })],
    ['debug', DE, async () => ({ query: '_debug=1' })],
    ['a draft', DE, async () => ({ query: String(await editorQuery()) })],
    ['the editor parameter without a valid token', DE, async () => ({ query: '_storyblok=1' })],
  ])('%s: never a hit, and nothing stored for anonymous visitors', async (_name, base, personal) => {
    const anonymous = fresh(base);
    const { query, cookie } = await personal();
    const url = query ? `${anonymous}&${query}` : anonymous;
    const init = cookie ? { headers: { cookie } } : {};

    const first = await visit(url, init);
    expect(first.cache).toBe('bypass');
    expect((await visit(url, init)).cache).toBe('bypass');
    // The personal render was not stored where anonymous visitors look.
    const shared = await visit(anonymous);
    expect(shared.cache).toBe('miss');
    expect(shared.response.headers.get('cache-control')).toBe(SHARED_PAGE);
    // With the anonymous entry in place, the personal request still renders for itself.
    const again = await visit(url, init);
    expect(again.cache).toBe('bypass');
    expect(again.response.headers.get('cache-control')).toBe(first.response.headers.get('cache-control'));
  });
});

describe('dismissals are switches of the key', () => {
  test('a dismissed bar keeps its own copy, shared by every visitor who dismissed it', async () => {
    const url = fresh(DE);
    const shown = await visit(url);
    expect(shown.html).toContain('data-action-bar="xmas-2027"');
    const closed = { headers: { cookie: 'actionBarClosed_xmas-2027=1' } };
    const dismissed = await visit(url, closed);
    expect(dismissed.cache).toBe('miss');
    expect(dismissed.response.headers.get('cache-control')).toBe(SHARED_PAGE);
    expect(dismissed.html).not.toContain('data-action-bar=');
    expect(dismissed.html).toMatch(/<html[^>]*class="action-bar-closed"/);
    const again = await visit(url, closed);
    expect(again.cache).toBe('hit');
    expect(again.html).toBe(dismissed.html);
    const anonymous = await visit(url);
    expect(anonymous.cache).toBe('hit');
    expect(anonymous.html).toBe(shown.html);
  });

  test('an old campaign’s dismissal is no switch of this page: the shared copy', async () => {
    const url = fresh(DE);
    const shown = await visit(url);
    const old = await visit(url, {
      headers: { cookie: 'actionBarClosed_summer-2019=1; smartbannerDisabled=0' },
    });
    expect(old.cache).toBe('hit');
    expect(old.html).toBe(shown.html);
  });

  test('a dismissed app banner keeps its own copy where the banner shows', async () => {
    const url = fresh(POSTER_GB);
    const shown = await visit(url);
    const closed = { headers: { cookie: 'smartbannerDisabled=1' } };
    const dismissed = await visit(url, closed);
    expect(dismissed.cache).toBe('miss');
    expect(dismissed.html).not.toBe(shown.html);
    expect((await visit(url, closed)).cache).toBe('hit');
  });
});

describe('publishing', () => {
  test('after a publish and its signed webhook the next request is a miss', async () => {
    const url = fresh(DE, '/fotokalender/');
    await visit(url);
    expect((await visit(url)).cache).toBe('hit');

    // A publish in the space moves its cache version; the worker learns of it through the webhook.
    const cv = (await env.CONTENT_CACHE.get<{ cv: number }>('content:cv', 'json'))?.cv ?? 0;
    await env.CONTENT_CACHE.put(EMBEDDED_CV_KEY, String(cv + 1));
    const body = JSON.stringify({ action: 'published', story_id: 1, space_id: 1000 });
    const webhook = await visit(`${DE}/webhooks/storyblok`, {
      method: 'POST',
      body,
      headers: {
        'webhook-signature': await webhookSignature(env.STORYBLOK_WEBHOOK_SECRET, body),
        'content-type': 'application/json',
      },
    });
    expect(webhook.response.status).toBe(200);

    expect((await visit(url)).cache).toBe('miss');
    expect((await visit(url)).cache).toBe('hit');
    await env.CONTENT_CACHE.delete(EMBEDDED_CV_KEY);
  });
});

describe('the build part of the key', () => {
  test('a deployed build keys by its assets and version; development by its isolate, or by the build id a runner gives', () => {
    const deployed = cacheBuild({ ENVIRONMENT: 'production' });
    expect(cacheBuild({ ENVIRONMENT: 'production', CACHE_BUILD: 'a1b2c3' })).toBe(deployed);
    // A deploy that changes only the server's code starts from copies of its own.
    const version = (id: string) => ({ id, tag: '', timestamp: '2026-11-30T00:00:00.000Z' });
    const first = cacheBuild({ ENVIRONMENT: 'production', CF_VERSION_METADATA: version('0f1e2d3c') });
    expect(first).toBe(`${deployed}.0f1e2d3c`);
    expect(cacheBuild({ ENVIRONMENT: 'production', CF_VERSION_METADATA: version('4b5a6978') })).not.toBe(
      first,
    );
    // The isolate's id: the same for every request of this isolate, and not the deployed key.
    const isolate = cacheBuild({ ENVIRONMENT: 'development' });
    expect(isolate).toMatch(new RegExp(`^${deployed}\\.[0-9a-f]{8}$`));
    expect(cacheBuild({ ENVIRONMENT: 'development' })).toBe(isolate);
    // A restart of the same build finds what the isolate before it stored.
    expect(cacheBuild({ ENVIRONMENT: 'development', CACHE_BUILD: 'a1b2c3' })).toBe(`${deployed}.a1b2c3`);
  });
});
