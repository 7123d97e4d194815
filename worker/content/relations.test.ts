// The faster relation walk answers exactly as Storyblok's client does: every demo story, published and draft, and
// a release, read through both over the embedded space, compared whole.
import StoryblokClient from 'storyblok-js-client';
import { describe, expect, test } from 'vitest';
import { DEMO_RELEASES } from '../../demo/releases';
import { DEMO_SPACE } from '../../demo/space/index';
import { createContentSpace } from '../backends/content-space/index';
import { RESOLVE_RELATIONS } from './client';
import { withFasterRelations } from './relations';

const TOKEN = 'preview';
const space = createContentSpace({
  space: { ...DEMO_SPACE, releases: DEMO_RELEASES },
  publicToken: 'public',
  previewToken: TOKEN,
  rateLimit: 1_000_000,
  cacheVersion: async () => 1,
});

/** A client as the content client builds it, without its throttle (a new one per read). */
const client = () =>
  new StoryblokClient({
    accessToken: TOKEN,
    endpoint: 'http://content-space.local/v2',
    fetch: async (input: RequestInfo | URL, init?: RequestInit) => space.fetch(new Request(input, init)),
    cache: { type: 'none', clear: 'manual', cv: 'manual' },
  });

async function read(fast: boolean, slug: string, params: Record<string, string>) {
  const sdk = fast ? withFasterRelations(client()) : client();
  const response = await sdk.getStory(slug, {
    resolve_relations: RESOLVE_RELATIONS,
    resolve_links: 'url',
    ...params,
  });
  return response.data.story;
}

const slugs = DEMO_SPACE.stories.map((story) => story.full_slug);
const related = (story: unknown) => JSON.stringify(story).match(/"_stopResolving":true/g)?.length ?? 0;

describe('withFasterRelations', () => {
  test.each(['published', 'draft'])(
    'every %s demo story resolves as the client resolves it',
    async (version) => {
      let resolved = 0;
      for (const slug of slugs) {
        if (
          version === 'published' &&
          !DEMO_SPACE.stories.find((story) => story.full_slug === slug)?.published
        )
          continue;
        const [expected, actual] = await Promise.all([
          read(false, slug, { version }),
          read(true, slug, { version }),
        ]);
        expect(actual, slug).toEqual(expected);
        resolved += related(expected);
      }
      // The demo space has relations to resolve: the comparison covered them.
      expect(resolved).toBeGreaterThan(20);
    },
  );

  test('a release resolves as the client resolves it', async () => {
    const release = DEMO_RELEASES[0];
    if (!release) throw new Error('the demo has no release');
    for (const slug of Object.keys(release.contents)) {
      const params = { version: 'draft', from_release: String(release.id) };
      expect(await read(true, slug, params)).toEqual(await read(false, slug, params));
    }
  });
});
