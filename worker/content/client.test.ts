// The content client against the embedded content space (no network): relations, uuid chunking, 429 retries,
// fallback locales, drafts and releases.
import { describe, expect, test } from 'vitest';
import { FIXTURE_RELEASE, FIXTURE_SPACE, FIXTURE_TOKENS } from '../../test/fixtures/space';
import { createContentSpace } from '../backends/content-space/index';
import { createContentAccess } from './access';
import { ContentClient, ContentError } from './client';

function setup(options: { rateLimit?: number; token?: string } = {}) {
  const space = createContentSpace({
    space: FIXTURE_SPACE,
    publicToken: FIXTURE_TOKENS.public,
    previewToken: FIXTURE_TOKENS.preview,
    rateLimit: options.rateLimit ?? 100,
    cacheVersion: async () => 1000,
  });
  const calls: { url: URL; status: number }[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const response = await space.fetch(new Request(input, init));
    calls.push({ url: new URL(String(input)), status: response.status });
    return response;
  };
  const client = new ContentClient({
    region: 'embedded',
    token: options.token ?? FIXTURE_TOKENS.public,
    fetch,
  });
  return { client, calls };
}

describe('content client on the embedded space', () => {
  test('reads a story with its relations resolved', async () => {
    const { client } = setup();
    const story = await client.story('kartenliebe/de-de/contact', { version: 'published' });
    const body = story?.content.body as
      | { person: { name: string; content: { component: string } } }[]
      | undefined;
    const form = body?.[0];
    expect(form?.person.name).toBe('Anna');
    expect(form?.person.content.component).toBe('Person');
  });

  test('looks 121 related uuids (120 USPs and a person) up in three calls of at most 50', async () => {
    const { client, calls } = setup();
    const story = await client.story('kartenliebe/de-de/service', { version: 'published' });
    const lookups = calls.filter((call) => call.url.searchParams.has('by_uuids'));
    expect(lookups.map((call) => call.url.searchParams.get('by_uuids')?.split(',').length)).toEqual([
      50, 50, 21,
    ]);
    const wrapper = (story?.content.body as { items: { name: string }[] }[] | undefined)?.[0];
    expect(wrapper?.items).toHaveLength(120);
    expect(wrapper?.items[119]?.name).toBe('USP 119');
  });

  test('retries a 429 until the space answers', async () => {
    const { client, calls } = setup({ rateLimit: 2 });
    const results = await Promise.all(
      ['home', 'only-german', 'contact', 'service'].map((slug) =>
        client.story(`kartenliebe/de-de/${slug}`, { version: 'published' }),
      ),
    );
    expect(results.every((story) => story !== null)).toBe(true);
    expect(calls.some((call) => call.status === 429)).toBe(true);
  }, 15_000);

  test('a missing story is null, a missing token a 503 content error', async () => {
    const { client } = setup();
    expect(await client.story('kartenliebe/de-de/nothing', { version: 'published' })).toBeNull();
    expect(() => new ContentClient({ region: 'embedded', token: '' })).toThrow(ContentError);
  });

  test('drafts and releases need the preview token', async () => {
    const published = setup();
    expect(
      await published.client.story('kartenliebe/de-de/preview-only', { version: 'published' }),
    ).toBeNull();
    await expect(
      published.client.story('kartenliebe/de-de/home', { version: 'draft' }),
    ).rejects.toMatchObject({
      status: 401,
    });
    const preview = setup({ token: FIXTURE_TOKENS.preview });
    expect((await preview.client.story('kartenliebe/de-de/preview-only', { version: 'draft' }))?.name).toBe(
      'Vorschau',
    );
    const draft = await preview.client.story('kartenliebe/de-de/home', { version: 'draft' });
    expect(draft?.content.title).toBe('Entwurf: Startseite');
    const release = await preview.client.story('kartenliebe/de-de/home', {
      version: 'draft',
      release: FIXTURE_RELEASE,
    });
    expect(release?.content.title).toBe('Weihnachten');
  });

  test('lists stories 25 a page with the total', async () => {
    const { client } = setup();
    const first = await client.stories({
      startsWith: 'kartenliebe/de-de/shared/',
      page: 1,
      version: 'published',
    });
    const last = await client.stories({
      startsWith: 'kartenliebe/de-de/shared/',
      page: 5,
      version: 'published',
    });
    expect(first.stories).toHaveLength(25);
    expect(first.total).toBe(120);
    expect(last.stories).toHaveLength(20);
  });
});

describe('content access', () => {
  const site = (contentLocale: 'de-DE' | 'de-LI' | 'en-US') =>
    ({ channel: 'kartenliebe', contentLocale }) as never;

  test('walks the fallback chain of the content locale', async () => {
    const { client, calls } = setup({ token: FIXTURE_TOKENS.preview });
    const access = createContentAccess({
      site: site('de-LI'),
      draft: true,
      client: () => client,
      cache: () => {
        throw new Error('drafts never use the cache');
      },
    });
    expect((await access.story('only-english'))?.name).toBe('Only English');
    const tried = calls
      .filter((call) => call.url.pathname.includes('/only-english'))
      .map((call) => call.url.pathname);
    expect(tried).toEqual([
      '/v2/cdn/stories/kartenliebe/de-li/only-english',
      '/v2/cdn/stories/kartenliebe/de-ch/only-english',
      '/v2/cdn/stories/kartenliebe/de-de/only-english',
      '/v2/cdn/stories/kartenliebe/en-us/only-english',
    ]);
  });
});
