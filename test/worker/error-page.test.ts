// The content-managed error page: the error story's teaser and body, its campaign bar, the details only with
// `_debug`, the log line, and the whitelabel banner only for whitelabel customers on the web layout.
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { describe, expect, test, vi } from 'vitest';
import worker from '../../worker/index';
import { customerSession } from './accounts';
import { DE, get, POSTER_GB, page } from './fetch';

async function sessionCookie(whitelabel: boolean): Promise<string> {
  const email = `error-page-${crypto.randomUUID()}@example.com`;
  const session = await customerSession(email);
  if (whitelabel)
    await env.SHOP_DB.prepare('UPDATE customers SET is_whitelabel = 1 WHERE email = ?').bind(email).run();
  return session;
}

const barId = (html: string) => /data-action-bar="([^"]+)"/.exec(html)?.[1];

describe('error story', () => {
  test('an unknown page shows the error story’s teaser and body under the title in the site’s language', async () => {
    const { response, html } = await page(`${DE}/gibt-es-nicht/`);
    expect(response.status).toBe(404);
    expect(html).toContain('<title>Seite nicht gefunden: /gibt-es-nicht/</title>');
    expect(html).toContain('data-error-page="404"');
    expect(html).toContain('Hoppla, diese Seite gibt es nicht');
    expect(html).toContain('Was möchtest du gestalten?');
    // The plain fallback view is not used when the story loads.
    expect(html).not.toContain('Seite nicht gefunden</h1>');
  });

  test('route validation failures and /error show the story too', async () => {
    for (const url of [`${DE}/themes/`, `${DE}/error/`]) {
      const { response, html } = await page(url);
      expect(response.status).toBe(404);
      expect(html).toContain('Hoppla, diese Seite gibt es nicht');
    }
  });

  test('the floating furniture is there: help launcher, overlay, back-to-top', async () => {
    const { html } = await page(`${DE}/gibt-es-nicht/`);
    expect(html).toContain('data-island="help-launcher"');
    // Overlay and back-to-top are server HTML, hidden until needed.
    expect(html).toMatch(/<div data-page-overlay=""[^>]*hidden=""/);
    expect(html).toMatch(/<button type="button" data-back-to-top="" hidden=""/);
  });

  test('details show only with _debug', async () => {
    expect((await page(`${DE}/gibt-es-nicht/`)).html).not.toContain('data-error-details');
    const { html } = await page(`${DE}/gibt-es-nicht/?_debug=1`);
    expect(/data-error-details=""[^>]*>([^<]*)<\/pre>/.exec(html)?.[1]).toBe(
      'Page not found: /gibt-es-nicht/',
    );
  });

  test('is logged as nuxt-error-page-encountered with status and path', async () => {
    const info = vi.spyOn(console, 'info');
    await (await get(`${DE}/gibt-es-nicht/`)).text();
    const lines = info.mock.calls.map(([line]) => JSON.parse(String(line)));
    expect(lines).toContainEqual(
      expect.objectContaining({ id: 'nuxt-error-page-encountered', status: 404, path: '/gibt-es-nicht/' }),
    );
    info.mockRestore();
  });
});

describe('without the content service', () => {
  test('the plain error view stands in for the story', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const ctx = createExecutionContext();
    const response = await worker.fetch(
      new Request(`${DE}/gibt-es-nicht/`),
      { ...env, STORYBLOK_PUBLIC_TOKEN: '' },
      ctx,
    );
    await waitOnExecutionContext(ctx);
    const html = await response.text();
    expect(response.status).toBe(503);
    expect(html).toContain('Da ist etwas schiefgelaufen</h1>');
    expect(html).not.toContain('data-error-page');
    error.mockRestore();
    warn.mockRestore();
  });
});

describe('campaign bar', () => {
  test.each([
    [`${DE}/gibt-es-nicht/`, 'kl-default'],
    [`${DE}/karten/gibt-es-nicht/`, 'kl-cards'],
    [`${POSTER_GB}/no-such-page`, 'poster-default'],
  ])('%s shows the campaign data’s bar %s', async (url, id) => {
    expect(barId((await page(url)).html)).toBe(id);
  });

  test('content pages keep the global config’s bar', async () => {
    expect(barId((await page(`${DE}/`)).html)).toBe('xmas-2027');
  });
});

describe('whitelabel banner', () => {
  test('a whitelabel customer sees it on the error page', async () => {
    const cookie = await sessionCookie(true);
    const { response, html } = await page(`${DE}/gibt-es-nicht/`, { headers: { cookie } });
    expect(response.status).toBe(404);
    expect(html).toContain('data-whitelabel-banner');
    expect(html).toContain('Partnerkonto');
  });

  test('but not on other pages, nor in the desktop app layout', async () => {
    const cookie = await sessionCookie(true);
    expect((await page(`${DE}/`, { headers: { cookie } })).html).not.toContain('data-whitelabel-banner');
    expect((await page(`${DE}/d/gibt-es-nicht/`, { headers: { cookie } })).html).not.toContain(
      'data-whitelabel-banner',
    );
  });

  test.each([
    ['an ordinary customer', true],
    ['an anonymous visitor', false],
  ])('%s does not see it', async (_name, loggedIn) => {
    const headers = loggedIn ? { cookie: await sessionCookie(false) } : undefined;
    expect((await page(`${DE}/gibt-es-nicht/`, { headers })).html).not.toContain('data-whitelabel-banner');
  });
});
