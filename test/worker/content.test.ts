// Content at the edge against the embedded demo space: drafts only with a valid editor token, the KV cache,
// the signed webhook, story redirects, non-Page stories, the missing-token page.
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { describe, expect, test, vi } from 'vitest';
import { embeddedSpaceFor } from '../../worker/backends/embedded-space';
import worker from '../../worker/index';
import { webhookSignature } from '../../worker/routes/webhooks';
import { DE, editorQuery, get, page } from './fetch';

const scriptSrc = (response: Response) =>
  (response.headers.get('content-security-policy') ?? '')
    .split('; ')
    .find((part) => part.startsWith('script-src')) ?? '';

const quietly = () => vi.spyOn(console, 'warn').mockImplementation(() => {});

describe('editor drafts', () => {
  test('a valid editor token shows the draft, uncached, with editor attributes and the bridge', async () => {
    const { response, html } = await page(`${DE}/?${await editorQuery()}`);
    expect(response.status).toBe(200);
    expect(html).toContain('Draft: ');
    expect(html).toContain('data-blok-uid=');
    // The configured bridge: locally the stand-in on the shop itself, so the policy needs no other origin.
    expect(html).toContain(`<script src="${env.STORYBLOK_BRIDGE_URL}" async="">`);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(scriptSrc(response)).not.toContain('storyblok');
  });

  test.each([
    ['no token', async () => new URLSearchParams({ _storyblok: '1' })],
    ['a wrong token', async () => editorQuery(undefined, 'guessed-token')],
    ['an expired token', async () => editorQuery(Math.floor(Date.now() / 1000) - 7200)],
  ])('%s gives the published page only', async (_name, query) => {
    const warn = quietly();
    const { response, html } = await page(`${DE}/?${await query()}`);
    expect(response.status).toBe(200);
    expect(html).not.toContain('Draft: ');
    expect(html).not.toContain('data-blok-uid=');
    expect(html).not.toContain(env.STORYBLOK_BRIDGE_URL ?? 'storyblok-bridge');
    expect(scriptSrc(response)).not.toContain('app.storyblok.com');
    warn.mockRestore();
  });

  test('an unpublished story exists only for the editor', async () => {
    const warn = quietly();
    expect((await get(`${DE}/preview-only/`)).status).toBe(404);
    expect((await get(`${DE}/preview-only/?${await editorQuery()}`)).status).toBe(200);
    warn.mockRestore();
  });

  test('a release is shown to the editor only', async () => {
    const query = await editorQuery();
    query.set('release', '1001');
    expect((await page(`${DE}/?${query}`)).html).toContain('Weihnachtskarten mit Liebe gestaltet');
    expect((await page(`${DE}/?release=1001`)).html).not.toContain('Weihnachtskarten mit Liebe gestaltet');
  });
});

/**
 * A published page served with Storyblok's EU region configured, its API answered from the embedded space
 * through a stub of the global fetch; counts the content-API calls the page made.
 */
async function pageThroughRegion(url: string): Promise<{ status: number; contentCalls: number }> {
  const space = embeddedSpaceFor(env);
  if (!space) throw new Error('the test bindings name the embedded space');
  let contentCalls = 0;
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    const target = new URL(request.url);
    if (target.hostname !== 'api.storyblok.com') throw new Error(`unexpected fetch of ${target.href}`);
    contentCalls += 1;
    return space(`http://content-space.local${target.pathname}${target.search}`, {
      headers: request.headers,
    });
  });
  try {
    const ctx = createExecutionContext();
    const response = await worker.fetch(new Request(url), { ...env, STORYBLOK_REGION: 'eu' }, ctx);
    await response.text();
    await waitOnExecutionContext(ctx);
    return { status: response.status, contentCalls };
  } finally {
    spy.mockRestore();
  }
}

/** A webhook post of `body`, signed with the configured secret (or with `signature`). */
async function webhook(body: string, signature?: string): Promise<Response> {
  return get(`${DE}/webhooks/storyblok`, {
    method: 'POST',
    body,
    headers: {
      'webhook-signature': signature ?? (await webhookSignature(env.STORYBLOK_WEBHOOK_SECRET, body)),
      'content-type': 'application/json',
    },
  });
}

describe('published pages through the cache', () => {
  test('a second request for the same page makes no content-API call', async () => {
    expect((await pageThroughRegion(`${DE}/fotokalender/`)).status).toBe(200);
    expect(await pageThroughRegion(`${DE}/fotokalender/`)).toEqual({ status: 200, contentCalls: 0 });
  });

  test('the products overview lists the content folder once per content version', async () => {
    const first = await pageThroughRegion(`${DE}/products/?_listing=1`);
    expect(first.status).toBe(200);
    expect(await pageThroughRegion(`${DE}/products/?_listing=2`)).toEqual({ status: 200, contentCalls: 0 });
  });

  test('a signed webhook makes the next request fetch again; a bad signature changes nothing', async () => {
    await pageThroughRegion(`${DE}/fotokalender/`);
    const body = JSON.stringify({ action: 'published', story_id: 1, space_id: 1000, text: 'published' });
    const refused = await webhook(body, 'f'.repeat(40));
    expect(refused.status).toBe(401);
    expect((await pageThroughRegion(`${DE}/fotokalender/`)).contentCalls).toBe(0);

    const accepted = await webhook(body);
    expect(accepted.status).toBe(200);
    expect((await pageThroughRegion(`${DE}/fotokalender/`)).contentCalls).toBeGreaterThan(0);
  });

  // The events Storyblok sends besides story changes (its webhook docs): each is answered 2xx, or Storyblok mails
  // the space owner that the webhook failed; none of them invalidates the stories.
  test.each<Record<string, unknown>>([
    { action: 'created', asset_id: 7, space_id: 1000, text: 'An asset was created' },
    { action: 'deleted', asset_id: 7, space_id: 1000, text: 'An asset was deleted' },
    { action: 'added', user_id: 3, space_id: 1000, text: 'A user was added' },
    { action: 'roles_updated', user_id: 3, space_id: 1000, text: 'User roles updated' },
    { action: 'stage.changed', story_id: 1, workflow_name: 'Default', space_id: 1000, text: 'Stage changed' },
    {
      action: 'entries_updated',
      datasource_slug: 'colors',
      space_id: 1000,
      text: 'Datasource entries updated',
    },
    { action: 'comment_created', story_id: 1, space_id: 1000, text: 'A comment' },
    { action: 'deployed', branch_id: 2, space_id: 1000, text: 'Pipeline deployed' },
  ])('the webhook answers 200 to $action and keeps the stories', async (event) => {
    await pageThroughRegion(`${DE}/fotokalender/`);
    const response = await webhook(JSON.stringify(event));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true, ignored: event.action });
    expect((await pageThroughRegion(`${DE}/fotokalender/`)).contentCalls).toBe(0);
  });

  test('a merged release invalidates the stories', async () => {
    await pageThroughRegion(`${DE}/fotokalender/`);
    const response = await webhook(
      JSON.stringify({ action: 'merged', release_id: 4, space_id: 1000, text: 'Release merged' }),
    );
    expect(response.status).toBe(200);
    expect((await pageThroughRegion(`${DE}/fotokalender/`)).contentCalls).toBeGreaterThan(0);
  });

  test('a webhook with a valid signature but no action is a 400', async () => {
    const response = await webhook(JSON.stringify({ text: 'no action' }));
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('action');
  });
});

describe('story resolution', () => {
  test('an internal story redirect keeps the site', async () => {
    const response = await get(`${DE}/sale/`);
    expect([301, 302]).toContain(response.status);
    expect(response.headers.get('location')).toMatch(/^\/[a-z0-9/-]+\/$/);
  });

  test('an external story redirect', async () => {
    const response = await get(`${DE}/partner-program/`);
    expect([301, 302, 307, 308]).toContain(response.status);
    expect(response.headers.get('location')).toMatch(/^https:\/\//);
  });

  test('a story that is not a Page is a 404', async () => {
    const warn = quietly();
    expect((await get(`${DE}/snippets/product-snippet/`)).status).toBe(404);
    warn.mockRestore();
  });

  test('a missing access token answers a clear 503 page and logs an error', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const ctx = createExecutionContext();
    const response = await worker.fetch(
      new Request(`${DE}/no-token-page/`),
      { ...env, STORYBLOK_PUBLIC_TOKEN: '' },
      ctx,
    );
    await waitOnExecutionContext(ctx);
    expect(response.status).toBe(503);
    expect(await response.text()).toContain('The content service is not available.');
    expect(error.mock.calls.map(([line]) => JSON.parse(String(line)).id)).toContain(
      'content-access-token-missing',
    );
    error.mockRestore();
  });
});
