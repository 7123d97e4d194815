// The live preview's draft render: the posted story's content region for an editor with a valid token, refused
// without one (an expired token told apart), a bad body a 400 with the reason, never kept, limited per token.
import { env } from 'cloudflare:test';
import { describe, expect, test, vi } from 'vitest';
import { DRAFT_RENDER_PATH, STORY_REGION_ATTR } from '../../shared/domain/live-preview';
import { DRAFT_RENDER_LIMIT } from '../../worker/routes/draft-render-limit';
import { DE, editorQuery, get, page } from './fetch';

type Story = { id: number; content: { teaser: { headline: string }[] } } & Record<string, unknown>;

/** The home page's draft story, as the editor's bridge sends it. */
async function homeStory(): Promise<Story> {
  const response = await get(`${DE}/frontend-api/mp/storyblok?slug=home&${await editorQuery()}`);
  return ((await response.json()) as { story: Story }).story;
}

function withHeadline(story: Story, headline: string): Story {
  const [first, ...rest] = story.content.teaser;
  return { ...story, content: { ...story.content, teaser: [{ ...first, headline }, ...rest] } };
}

/** The Swiss shop, whose pages are in German, French and Italian. */
const CH = 'http://kartenliebe.ch.localhost:8787';

/** The editor's query for a page previewing `story` (issued `timestamp`, now by default). */
async function previewing(story: Story, timestamp?: number): Promise<URLSearchParams> {
  const query = await editorQuery(timestamp);
  query.set('_storyblok', String(story.id));
  return query;
}

function post(query: URLSearchParams | string, body: unknown): Promise<Response> {
  return get(`${DE}${DRAFT_RENDER_PATH}?${query}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

/** What `run` answered, and the ids of the log lines it wrote with console.warn. */
async function warnings<T>(run: () => Promise<T>): Promise<{ value: T; logged: string[] }> {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  try {
    const value = await run();
    return { value, logged: warn.mock.calls.map((call) => JSON.parse(String(call[0])).id as string) };
  } finally {
    warn.mockRestore();
  }
}

const HOUR_AGO = () => Math.floor(Date.now() / 1000) - 3601;

type ConfigStory = { id: number; content: Record<string, unknown> } & Record<string, unknown>;

/** The global config's draft story, as the editor's bridge sends it when the editor opens it. */
async function configStory(): Promise<ConfigStory> {
  const response = await get(`${DE}/frontend-api/mp/storyblok?slug=global-config&${await editorQuery()}`);
  return ((await response.json()) as { story: ConfigStory }).story;
}

describe('a preview in another language than the endpoint was asked in', () => {
  test("renders with the previewed page's texts, read first", async () => {
    // The bridge posts to the endpoint without a locale prefix (the Swiss host's German); the page is in /fr/.
    const story = await homeStory();
    const response = await get(`${CH}${DRAFT_RENDER_PATH}?${await previewing(story)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ path: '/fr/', story }),
    });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { html: string }).html).toContain(STORY_REGION_ATTR);
  });
});

describe('the global config in the editor', () => {
  test('renders the page it opened on with the posted config: each part of the furniture, to swap by name', async () => {
    const story = await configStory();
    expect(story.content.component).toBe('GlobalConfig');
    const [bar] = story.content.actionBar as Record<string, unknown>[];
    const [header] = story.content.header as Record<string, unknown>[];
    const edited = {
      ...story,
      content: {
        ...story.content,
        actionBar: [
          { ...bar, text: 'Nur heute: Editor-Rabatt [COUNTDOWN]', countdownEndDate: '2099-12-24 23:00' },
        ],
        header: [{ ...header, serviceHotline: '+49 30 111 22 33' }],
      },
    };
    const query = await editorQuery();
    query.set('_storyblok', String(story.id));
    const response = await post(query, { path: '/', story: edited });
    expect(response.status).toBe(200);
    const { html } = (await response.json()) as { html: string };
    for (const part of ['action-bar', 'header', 'main-navigation', 'footer', 'floating'])
      expect(html).toContain(`data-furniture="${part}"`);
    expect(html).toContain('Nur heute: Editor-Rabatt');
    expect(html).toContain('+49 30 111 22 33');
    // Every island carries its props beside its marker: a part swapped in alone hydrates with its own.
    expect(html).toMatch(/data-island="main-navigation"[^>]*data-island-index="p[0-9a-f]{8}-/);
  });

  test('a published page has no furniture markers', async () => {
    const { html } = await page(`${DE}/`);
    expect(html).not.toContain('data-furniture=');
  });
});

describe('with a valid editor token', () => {
  test('the posted story renders into the content region, the changed text in it, kept nowhere', async () => {
    const story = withHeadline(await homeStory(), 'Live aus dem Editor');
    const response = await post(await previewing(story), { path: '/', story });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const { html } = (await response.json()) as { html: string };
    expect(html).toContain(`<div ${STORY_REGION_ATTR}=""`);
    expect(html).toContain('Live aus dem Editor');
    expect(html).not.toContain('Mit Liebe gestaltet</');
    // Editor attributes, as the draft page has them.
    expect(html).toContain('data-blok-uid=');
  });

  test("an island in the region carries its props beside its marker, numbered apart from the page's", async () => {
    const home = await homeStory();
    const video = {
      component: 'VideoBlock',
      _uid: 'live-video',
      video: { filename: '/demo-media/clip.webm' },
      poster: { filename: '/demo-images/hero-kartenliebe.svg', alt: 'Clip', focus: '' },
    };
    const body = [...((home.content as { body?: unknown[] }).body ?? []), video];
    const story = { ...home, content: { ...home.content, body } };
    const { html } = (await (await post(await previewing(story), { path: '/', story })).json()) as {
      html: string;
    };
    const index = /data-island="video-block"[^>]*data-island-index="([\w-]+)"/.exec(html)?.[1];
    expect(index).toMatch(/^p[0-9a-f]{8}-\d+$/);
    const late = new RegExp(
      `<script type="application/json" data-island-late="${index}">(.*?)</script>`,
    ).exec(html);
    const { props, url } = JSON.parse(late?.[1] ?? '{}') as { props?: object; url?: string };
    expect(props).toBeTypeOf('object');
    expect(url).toMatch(/\/assets\/islands\/video-block-/);
  });

  test('the page marks the same region and loads the configured bridge with its CSP', async () => {
    const { response, html } = await page(`${DE}/?${await editorQuery()}`);
    expect(html).toContain(`<div ${STORY_REGION_ATTR}=""`);
    expect(html).toContain(`src="${env.STORYBLOK_BRIDGE_URL}"`);
    expect(html).toMatch(/<div hidden="" role="alert"[^>]*data-editor-notice/);
    // The local bridge is on the shop itself: the policy allows no other origin for it.
    const scriptSrc = response.headers.get('content-security-policy')?.split('; ')[1];
    expect(scriptSrc).toMatch(/^script-src 'self' /);
    expect(scriptSrc).not.toContain('storyblok');
  });

  test('hostile strings in the story are text, never markup', async () => {
    const hostile = '<script>alert(1)</script><img src=x onerror=alert(2)>"\'&';
    const story = withHeadline(await homeStory(), hostile);
    const response = await post(await previewing(story), { path: '/', story });
    const { html } = (await response.json()) as { html: string };
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;&lt;img src=x onerror=alert(2)&gt;');
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('<img src=x');
  });

  test('a GET says the session holds', async () => {
    const response = await get(`${DE}${DRAFT_RENDER_PATH}?${await editorQuery()}`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ valid: true });
    expect(response.headers.get('cache-control')).toBe('private, no-store');
  });
});

describe('refused', () => {
  test.each([
    ['no token', async () => new URLSearchParams(), 401, 'missing'],
    ['a token of another preview token', async () => editorQuery(undefined, 'guessed-token'), 403, 'invalid'],
    ['an expired token', async () => editorQuery(HOUR_AGO()), 401, 'expired'],
  ])('%s: %s with the reason %s, nothing rendered', async (_name, query, status, reason) => {
    const story = withHeadline(await homeStory(), 'Nicht für Fremde');
    const { value: response, logged } = await warnings(async () => post(await query(), { path: '/', story }));
    expect(response.status).toBe(status);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const answer = (await response.json()) as { error: string; reason: string; html?: string };
    expect(answer.reason).toBe(reason);
    expect(answer.error).toMatch(/^_storyblok_tk/);
    expect(answer.html).toBeUndefined();
    expect(logged).toEqual([reason === 'expired' ? 'editor-token-expired' : 'invalid-editor-token']);
  });

  test('a GET with an expired token says so', async () => {
    const { value: response } = await warnings(async () =>
      get(`${DE}${DRAFT_RENDER_PATH}?${await editorQuery(HOUR_AGO())}`),
    );
    expect(response.status).toBe(401);
    expect(((await response.json()) as { reason: string }).reason).toBe('expired');
  });
});

describe('a bad body', () => {
  test.each([
    ['not JSON', '{"story":', 'body: not JSON'],
    ['no story', { path: '/' }, 'story: '],
    [
      'a story without uuid',
      { path: '/', story: { name: 'x', slug: 'x', full_slug: 'x', content: {} } },
      'story.uuid: ',
    ],
    ['a path to another site', { path: '//evil.example/' }, 'path: path must be a path on this site'],
  ])('%s is a 400 with the reason', async (_name, body, reason) => {
    const response = await post(await editorQuery(), body);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toContain(reason);
  });

  test('a story that is no page, or a path that is no content page, is a 400 with the reason', async () => {
    const story = await homeStory();
    const redirect = { ...story, content: { component: 'Redirect', target: '/x' } };
    const notPage = await post(await previewing(story), { path: '/', story: redirect });
    expect(notPage.status).toBe(400);
    expect(((await notPage.json()) as { error: string }).error).toMatch(/^story\.content\.component: /);
    const account = await post(await previewing(story), { path: '/account/', story });
    expect(account.status).toBe(400);
    expect(((await account.json()) as { error: string }).error).toBe('path: not a content page of this site');
  });

  test('another story than the page previews is a 400', async () => {
    const query = await editorQuery();
    query.set('_storyblok', '1');
    const response = await post(query, { path: '/', story: await homeStory() });
    expect(response.status).toBe(400);
  });

  test('a body over the limit is refused before it is read', async () => {
    const response = await post(await editorQuery(), { path: '/', padding: 'x'.repeat(1024 * 1024) });
    expect(response.status).toBe(413);
  });
});

test('past its allowance an editor token gets 429 with Retry-After, logged', async () => {
  // A token of its own (another second), so the count starts at nought.
  const query = await editorQuery(Math.floor(Date.now() / 1000) - 1234);
  for (let index = 0; index < DRAFT_RENDER_LIMIT.max; index += 1) {
    expect((await post(query, 'not json')).status).toBe(400);
  }
  const { value: response, logged } = await warnings(async () =>
    post(query, { path: '/', story: await homeStory() }),
  );
  expect(response.status).toBe(429);
  expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
  expect(response.headers.get('cache-control')).toBe('private, no-store');
  expect(logged).toContain('draft-render-throttled');
  // Another editor's token is not held back.
  expect((await post(await editorQuery(), 'not json')).status).toBe(400);
});
