// Wires the embedded content space over the demo data: its cache version lives in KV, and the content client
// reaches it through a fetch function, the same HTTP shape as a Storyblok region.
import { DEMO_RELEASES } from '../../demo/releases';
import { DEMO_SPACE } from '../../demo/space/index';
import type { Bindings } from '../env';
import { createContentSpace } from './content-space/index';

/** KV key of the embedded space's cache version; a publish in the space moves it. */
export const EMBEDDED_CV_KEY = 'embedded-space:cv';
const INITIAL_CV = 1_767_225_600;

let space: { key: string; app: ReturnType<typeof createContentSpace> } | undefined;

/** Builds the demo space's stories now (at start-up) rather than for the space's first request. */
export function readyEmbeddedSpace(): void {
  void DEMO_SPACE.stories;
}

/** The embedded space's fetch when `STORYBLOK_REGION` names it; undefined for a Storyblok region. */
export function embeddedSpaceFor(env: Bindings): typeof fetch | undefined {
  return env.STORYBLOK_REGION === 'embedded' ? embeddedSpaceFetch(env) : undefined;
}

function embeddedSpaceFetch(env: Bindings): typeof fetch {
  const key = [env.STORYBLOK_PUBLIC_TOKEN, env.STORYBLOK_PREVIEW_TOKEN, env.EMBEDDED_SPACE_RATE_LIMIT].join(
    '|',
  );
  if (space?.key !== key) {
    const kv = env.CONTENT_CACHE;
    space = {
      key,
      app: createContentSpace({
        space: { ...DEMO_SPACE, releases: DEMO_RELEASES },
        publicToken: env.STORYBLOK_PUBLIC_TOKEN,
        previewToken: env.STORYBLOK_PREVIEW_TOKEN,
        rateLimit: Number(env.EMBEDDED_SPACE_RATE_LIMIT) || 50,
        cacheVersion: async () => Number(await kv.get(EMBEDDED_CV_KEY)) || INITIAL_CV,
      }),
    };
  }
  const { app } = space;
  return async (input, init) => app.fetch(new Request(input, init));
}
