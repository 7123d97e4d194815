// The embedded space's kept answers: made once per query, always sent with the space's current version, and
// never shared between a draft and a published read or across tokens it refuses.
import { afterEach, describe, expect, test, vi } from 'vitest';
import { FIXTURE_SPACE, FIXTURE_TOKENS } from '../../../test/fixtures/space';
import { createContentSpace } from './index';

function space() {
  let cv = 1000;
  const reads = { cv: 0 };
  const app = createContentSpace({
    space: FIXTURE_SPACE,
    publicToken: FIXTURE_TOKENS.public,
    previewToken: FIXTURE_TOKENS.preview,
    rateLimit: 100,
    cacheVersion: async () => {
      reads.cv += 1;
      return cv;
    },
  });
  const get = async (path: string, query: Record<string, string>) => {
    const response = await app.fetch(
      new Request(`http://space.test/v2/cdn/${path}?${new URLSearchParams(query)}`),
    );
    return {
      status: response.status,
      headers: response.headers,
      body: (await response.json()) as Record<string, unknown>,
    };
  };
  return { get, reads, publish: () => (cv += 1) };
}

const HOME = 'stories/kartenliebe/de-de/home';

afterEach(() => {
  vi.useRealTimers();
});

describe('kept answers', () => {
  test('the same query answers the same story, whatever the token or cv it names', async () => {
    const { get } = space();
    const first = await get(HOME, { token: FIXTURE_TOKENS.public });
    const again = await get(HOME, { token: FIXTURE_TOKENS.preview, cv: '5' });
    expect(first.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect((first.body.story as { full_slug: string }).full_slug).toBe('kartenliebe/de-de/home');
  });

  test('a draft read is its own answer, with editable markers', async () => {
    const { get } = space();
    await get(HOME, { token: FIXTURE_TOKENS.preview });
    const draft = await get(HOME, { token: FIXTURE_TOKENS.preview, version: 'draft' });
    expect(JSON.stringify(draft.body)).toContain('_editable');
    const published = await get(HOME, { token: FIXTURE_TOKENS.preview });
    expect(JSON.stringify(published.body)).not.toContain('_editable');
  });

  test('a kept answer still checks the token', async () => {
    const { get } = space();
    await get(HOME, { token: FIXTURE_TOKENS.preview, version: 'draft' });
    expect((await get(HOME, { token: FIXTURE_TOKENS.public, version: 'draft' })).status).toBe(401);
    expect((await get(HOME, { token: 'unknown' })).status).toBe(401);
  });

  test('a listing keeps its paging headers', async () => {
    const { get } = space();
    const query = { token: FIXTURE_TOKENS.public, starts_with: 'kartenliebe/de-de/', per_page: '2' };
    const first = await get('stories', query);
    const again = await get('stories', query);
    expect(again.headers.get('total')).toBe(first.headers.get('total'));
    expect(again.headers.get('per-page')).toBe('2');
    expect(again.body).toEqual(first.body);
    expect((again.body.stories as unknown[]).length).toBe(2);
  });

  test('spaces/me names a publish at once; answers carry it within a second', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { get, publish } = space();
    expect((await get(HOME, { token: FIXTURE_TOKENS.public })).body.cv).toBe(1000);
    publish();
    const me = await get('spaces/me', { token: FIXTURE_TOKENS.public });
    expect((me.body.space as { version: number }).version).toBe(1001);
    vi.advanceTimersByTime(1001);
    expect((await get(HOME, { token: FIXTURE_TOKENS.public })).body.cv).toBe(1001);
  });

  test('answers within a second read the version once', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { get, reads } = space();
    await get(HOME, { token: FIXTURE_TOKENS.public });
    await get('links', { token: FIXTURE_TOKENS.public, starts_with: 'kartenliebe/de-de/' });
    expect(reads.cv).toBe(1);
  });
});
