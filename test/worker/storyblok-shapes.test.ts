// Storyblok's answers as the content API really sends them, replayed through the content client, the schemas and
// the worker. Where each fixture's shape comes from:
// - story-redirect.json, story-links-rels.json, stories-page.json: story objects with the fields of the CDN API v2
//   story answer (`story`/`stories`, `cv`, `rels`, `links`), as storyblok-js-client's own tests replay them
//   (`src/index.test.ts`) and its `ISbStoryData` type lists them; a number field (the redirect's `status`) comes
//   as text, as the API sends number fields.
// - story-links-rels.json: `links` as `resolve_links=url` answers them (name, id, uuid, slug, url, full_slug) and
//   `rels` as `resolve_relations` does, per the API's change log "Url resolving" and the client's resolver.
// - multilinks.json: link fields per `linktype` from Storyblok's "Rendering the Link field" guide and "The Link
//   object feature history" (story links name the story by full slug in `cached_url`), and the anchor, e-mail and
//   asset rules of Storyblok's rich-text renderer link fixtures.
// - stories-page.json: the `Total` and `Per-Page` headers of a paged listing, per the API's pagination docs.
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { describe, expect, test, vi } from 'vitest';
import { REDIRECT_STATUSES } from '../../shared/schemas/story';
import { embeddedSpaceFor } from '../../worker/backends/embedded-space';
import { createContentAccess } from '../../worker/content/access';
import { ContentClient } from '../../worker/content/client';
import worker from '../../worker/index';
import SPACE_ME from '../fixtures/storyblok/space-me.json';
import STORIES_PAGE from '../fixtures/storyblok/stories-page.json';
import LINKS_RELS from '../fixtures/storyblok/story-links-rels.json';
import REDIRECT from '../fixtures/storyblok/story-redirect.json';
import { DE, editorQuery } from './fetch';

type Answer = { body: unknown; headers?: Record<string, string> };
type Route = (url: URL) => Answer | undefined;

const json = ({ body, headers }: Answer) =>
  new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json', ...headers } });

/** A content client whose API answers from `route` (404 otherwise), with the URLs it asked for. */
function replay(route: Route) {
  const calls: URL[] = [];
  const invalid: { slug: string; reason: string }[] = [];
  const fetch = async (input: RequestInfo | URL) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    calls.push(url);
    const answer = route(url);
    return answer ? json(answer) : json({ body: { error: 'This record could not be found' } });
  };
  const client = new ContentClient({
    region: 'embedded',
    token: 'fixture-token',
    fetch: fetch as typeof globalThis.fetch,
    onInvalidStory: (details) => invalid.push(details),
  });
  return { client, calls, invalid };
}

const storyPath = (fullSlug: string) => `/v2/cdn/stories/${fullSlug}`;
const clone = <T>(value: T): T => structuredClone(value);

/**
 * A request to the worker with Storyblok's EU region configured: `route` answers the API calls it knows, the
 * embedded space the rest, as the region would. Returns the response and the content-API URLs asked for.
 */
async function throughRegion(
  url: string,
  route: Route,
  bindings: Record<string, string> = {},
): Promise<{ response: Response; calls: URL[] }> {
  const space = embeddedSpaceFor(env);
  if (!space) throw new Error('the test bindings name the embedded space');
  const calls: URL[] = [];
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    const target = new URL(request.url);
    if (target.hostname !== 'api.storyblok.com') throw new Error(`unexpected fetch of ${target.href}`);
    calls.push(target);
    const answer = route(target);
    if (answer) return json(answer);
    return space(`http://content-space.local${target.pathname}${target.search}`, {
      headers: request.headers,
    });
  });
  try {
    const ctx = createExecutionContext();
    const response = await worker.fetch(
      new Request(url, { redirect: 'manual' }),
      { ...env, STORYBLOK_REGION: 'eu', ...bindings },
      ctx,
    );
    await response.clone().text();
    await waitOnExecutionContext(ctx);
    return { response, calls };
  } finally {
    spy.mockRestore();
  }
}

/** The redirect story at `slug` with `status` as sent. */
function redirectStory(slug: string, status: unknown): Route {
  const answer = clone(REDIRECT);
  answer.story.full_slug = `kartenliebe/de-de/${slug}`;
  answer.story.slug = slug;
  (answer.story.content as Record<string, unknown>).status = status;
  return (url) => (url.pathname === storyPath(answer.story.full_slug) ? { body: answer } : undefined);
}

const logIds = (spy: { mock: { calls: unknown[][] } }) =>
  spy.mock.calls.map(([line]) => JSON.parse(String(line)) as { id: string; reason?: string });

describe('redirect stories', () => {
  test.each([
    ['"301"', '301', 301],
    ['"302"', '302', 302],
    ['"307"', '307', 307],
    ['"308"', '308', 308],
    ['301', 301, 301],
    ['308', 308, 308],
    ['an empty field', '', 301],
  ])('status %s answers %i to the target in the site', async (_name, status, code) => {
    const slug = `sale-${String(status) || 'empty'}-${typeof status}`;
    const { response } = await throughRegion(`${DE}/${slug}/`, redirectStory(slug, status));
    expect(response.status).toBe(code);
    expect(response.headers.get('location')).toBe('/karten/');
  });

  test.each([
    ['"abc"', 'abc'],
    ['"200"', '200'],
    ['303', 303],
    ['"301 "', '301 '],
    ['null', null],
  ])('status %s is no redirect: 404, logged as story-redirect-invalid', async (_name, status) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const slug = 'sale-invalid';
    const { response } = await throughRegion(`${DE}/${slug}/`, redirectStory(slug, status));
    expect(response.status).toBe(404);
    const lines = logIds(warn).filter((line) => line.id === 'story-redirect-invalid');
    expect(lines).toHaveLength(1);
    expect(lines[0]?.reason).toMatch(/^status: /);
    warn.mockRestore();
  });

  test('the allowed codes are the redirect codes a story may name', () => {
    expect([...REDIRECT_STATUSES]).toEqual([301, 302, 307, 308]);
  });
});

describe('redirect stories whose target is a link field', () => {
  test.each([
    [
      'a story link (full slug)',
      {
        id: 'x',
        url: '',
        linktype: 'story',
        fieldtype: 'multilink',
        cached_url: 'kartenliebe/de-de/karten/',
      },
      301,
      '/karten/',
    ],
    [
      'a URL link',
      {
        id: '',
        url: 'https://example.com/partner',
        linktype: 'url',
        fieldtype: 'multilink',
        cached_url: 'https://example.com/partner',
      },
      301,
      'https://example.com/partner',
    ],
  ])('%s redirects', async (_name, target, code, location) => {
    const answer = clone(REDIRECT);
    const slug = `sale-link-${code}-${location.length}`;
    answer.story.full_slug = `kartenliebe/de-de/${slug}`;
    answer.story.slug = slug;
    Object.assign(answer.story.content, { target, status: '' });
    const route: Route = (url) =>
      url.pathname === storyPath(answer.story.full_slug) ? { body: answer } : undefined;
    const { response } = await throughRegion(`${DE}/${slug}/`, route);
    expect(response.status).toBe(code);
    expect(response.headers.get('location')).toBe(location);
  });

  test('an empty link field is no redirect: 404, logged', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const answer = clone(REDIRECT);
    answer.story.full_slug = 'kartenliebe/de-de/sale-empty-link';
    answer.story.slug = 'sale-empty-link';
    Object.assign(answer.story.content, {
      target: { id: '', url: '', linktype: 'story', fieldtype: 'multilink', cached_url: '' },
    });
    const route: Route = (url) =>
      url.pathname === storyPath(answer.story.full_slug) ? { body: answer } : undefined;
    const { response } = await throughRegion(`${DE}/sale-empty-link/`, route);
    expect(response.status).toBe(404);
    expect(logIds(warn).some((line) => line.id === 'story-redirect-invalid')).toBe(true);
    warn.mockRestore();
  });
});

describe("the global config in Storyblok's field values", () => {
  /** The embedded space's global config answer, changed by `edit` as an editor would in Storyblok. */
  async function editedConfig(edit: (content: Record<string, unknown[]>) => void): Promise<Route> {
    const space = embeddedSpaceFor(env);
    if (!space) throw new Error('the test bindings name the embedded space');
    const fullSlug = 'kartenliebe/de-de/global-config';
    const response = await space(
      `http://content-space.local/v2/cdn/stories/${fullSlug}?token=${env.STORYBLOK_PUBLIC_TOKEN}&version=published`,
    );
    const answer = (await response.json()) as { story: { content: Record<string, unknown[]> } };
    edit(answer.story.content);
    return (url) => (url.pathname === storyPath(fullSlug) ? { body: answer } : undefined);
  }

  test('a bar dated "YYYY-MM-DD HH:mm" counts down to that UTC instant; a navigation item with rows "" shows', async () => {
    const route = await editedConfig((content) => {
      const bar = content.actionBar?.[0] as Record<string, unknown>;
      Object.assign(bar, {
        id: 'storyblok-date',
        countdownEndDate: '2099-12-24 23:00',
        actionBarEndDate: '',
      });
      const item = content.mainNavigation?.[0] as { text: string; flyoutGroups: Record<string, unknown>[] };
      item.text = 'Karten aus Storyblok';
      for (const group of item.flyoutGroups) {
        group.rows = '';
        for (const entry of group.flyoutGroupItems as Record<string, unknown>[]) {
          entry.row = '';
          Object.assign(entry.asset as object, { alt: null, title: null, focus: null });
        }
      }
    });
    // Nothing kept in the isolate from the config as other tests read it: this one is another config.
    const { response } = await throughRegion(`${DE}/`, route, { CACHES: 'off' });
    const html = await response.text();
    expect(html).toContain('data-action-bar="storyblok-date"');
    expect(html).toContain(`data-countdown-end="${Date.UTC(2099, 11, 24, 23, 0)}"`);
    expect(html).toContain('Karten aus Storyblok');
  });
});

describe('resolve_links and resolve_relations', () => {
  const route: Route = (url) =>
    url.pathname === storyPath(LINKS_RELS.story.full_slug) ? { body: clone(LINKS_RELS) } : undefined;

  test('a story link gets the linked story from `links`, a relation its story from `rels`', async () => {
    const { client, calls } = replay(route);
    const story = await client.story(LINKS_RELS.story.full_slug, { version: 'published' });
    const form = (story?.content.body as Record<string, unknown>[] | undefined)?.[0] as {
      person: { name: string; content: { component: string } };
      privacyLink: { story?: { full_slug: string }; anchor: string };
      mailLink: { email: string; story?: unknown };
    };
    expect(form.person.name).toBe('Anna');
    expect(form.person.content.component).toBe('Person');
    expect(form.privacyLink.story?.full_slug).toBe('kartenliebe/de-de/datenschutz');
    expect(form.privacyLink.anchor).toBe('kontaktformular');
    expect(form.mailLink.story).toBeUndefined();
    const asked = calls[0]?.searchParams;
    expect(asked?.get('resolve_links')).toBe('url');
    expect(asked?.get('resolve_relations')?.split(',')).toContain('ContactForm.person');
    // Everything came inline: no uuid look-ups.
    expect(calls).toHaveLength(1);
  });

  test('alternates with ids, parents and folders read as alternates', async () => {
    const { client } = replay(route);
    const story = await client.story(LINKS_RELS.story.full_slug, { version: 'published' });
    expect(story?.alternates.map((alternate) => alternate.full_slug)).toEqual(['kartenliebe/en-us/contact']);
  });
});

describe('paged listings', () => {
  /** `total` stories under the prefix, answered `perPage` a page with the page's headers. */
  function listing(total: number, perPage: number, headers: (page: number) => Record<string, string>): Route {
    const [template] = STORIES_PAGE.body.stories;
    return (url) => {
      if (url.pathname !== '/v2/cdn/stories') return undefined;
      const page = Number(url.searchParams.get('page'));
      const first = (page - 1) * perPage;
      const stories = Array.from({ length: Math.max(0, Math.min(perPage, total - first)) }, (_, index) => ({
        ...clone(template),
        uuid: `00000000-0000-4000-8000-${String(first + index).padStart(12, '0')}`,
        slug: `page-${first + index}`,
        full_slug: `kartenliebe/de-de/page-${first + index}`,
      }));
      return { body: { ...clone(STORIES_PAGE.body), stories }, headers: headers(page) };
    };
  }

  const access = (client: ContentClient) =>
    createContentAccess({
      site: { channel: 'kartenliebe', contentLocale: 'de-DE' } as never,
      draft: false,
      client: () => client,
      cache: () => {
        throw new Error('listings read the space');
      },
    });

  test('a listing of 27 reads both pages from the `Total` and `Per-Page` headers', async () => {
    const { client, calls } = replay(listing(27, 25, () => STORIES_PAGE.headers));
    const pages = await access(client).pages('de-de');
    expect(pages).toHaveLength(27);
    expect(new Set(pages.map((story) => story.full_slug)).size).toBe(27);
    expect(calls.map((url) => url.searchParams.get('page'))).toEqual(['1', '2']);
  });

  test('a page size the space chose over the one asked for counts the pages', async () => {
    const { client, calls } = replay(listing(45, 10, () => ({ Total: '45', 'Per-Page': '10' })));
    expect(await access(client).pages('de-de')).toHaveLength(45);
    expect(calls).toHaveLength(5);
  });

  test('without a `Total` header a short page is the last', async () => {
    const { client, calls } = replay(listing(60, 25, () => ({})));
    expect(await access(client).pages('de-de')).toHaveLength(60);
    expect(calls).toHaveLength(3);
  });

  test('an unreadable story is left out of its page, logged, and the next page is still read', async () => {
    const route = listing(27, 25, () => STORIES_PAGE.headers);
    const { client, invalid } = replay((url) => {
      const answer = route(url);
      const stories = (answer?.body as { stories: Record<string, unknown>[] } | undefined)?.stories;
      if (stories?.[3]) stories[3].uuid = 17;
      return answer;
    });
    const pages = await access(client).pages('de-de');
    expect(pages).toHaveLength(26);
    expect(invalid).toEqual([{ slug: 'kartenliebe/de-de/page-3', reason: expect.stringMatching(/^uuid: /) }]);
  });

  test('the cache version reads from spaces/me', async () => {
    const { client } = replay((url) =>
      url.pathname === '/v2/cdn/spaces/me' ? { body: SPACE_ME } : undefined,
    );
    expect(await client.cacheVersion()).toBe(1717171717);
  });
});

describe('releases from the visual editor', () => {
  test('`_storyblok_release` reaches the API as `from_release` on the draft', async () => {
    const query = await editorQuery();
    query.set('_storyblok_release', '1001');
    const { response, calls } = await throughRegion(`${DE}/?${query}`, () => undefined);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('Weihnachtskarten mit Liebe gestaltet');
    const home = calls.find((url) => url.pathname === storyPath('kartenliebe/de-de/home'));
    expect(home?.searchParams.get('from_release')).toBe('1001');
    expect(home?.searchParams.get('version')).toBe('draft');
  });

  test('`_storyblok_release=0` is the current draft, and without an editor token no release is read', async () => {
    const query = await editorQuery();
    query.set('_storyblok_release', '0');
    const current = await throughRegion(`${DE}/?${query}`, () => undefined);
    expect(await current.response.text()).not.toContain('Weihnachtskarten mit Liebe gestaltet');
    expect(current.calls.some((url) => url.searchParams.has('from_release'))).toBe(false);

    const visitor = await throughRegion(`${DE}/?_storyblok_release=1001`, () => undefined);
    expect(await visitor.response.text()).not.toContain('Weihnachtskarten mit Liebe gestaltet');
    expect(visitor.calls.some((url) => url.searchParams.has('from_release'))).toBe(false);
  });
});
