// The content of the worker's start-up pass, read at build time from the embedded space through the worker's own
// content client: each story the pass's pages read, as the story cache keeps it in KV. Pictures point at a
// Storyblok-shaped asset path, so no demo picture reaches the production bundle.
import { DEMO_RELEASES } from '../demo/releases';
import { DEMO_SPACE } from '../demo/space/index';
import { createContentSpace } from '../worker/backends/content-space/index';
import { ContentClient } from '../worker/content/client';

const TOKEN = 'start-up-pass';
const CV = 1;

/** The full slugs the start-up pass's pages read (the worker's test fails when a page reads one not here). */
export const START_UP_SLUGS = [
  'kartenliebe/de-de/global-config',
  'kartenliebe/de-de/home',
  'kartenliebe/de-de/fotokalender',
  'kartenliebe/de-de/fotokalender/wandkalender',
  'poster/de-de/global-config',
  'poster/de-de/home',
  'poster/de-de/leinwanddruck',
  'poster/de-de/leinwanddruck/leinwand-classic',
  'poster/de-de/error',
] as const;

/** The full slugs the pass's missing page looks for and the space has not: kept as absent. */
export const START_UP_ABSENT = [
  'poster/de-de/start-up-missing-page',
  'poster/en-us/start-up-missing-page',
] as const;

/** The demo space's own pictures and clips, served by the local build alone. */
const DEMO_FILE = /\/demo-(?:images|media)\/([\w./-]+)/g;

/** Lists keep this many plain items: the pass needs each kind of thing once or twice, not every item. */
const LIST_ITEMS = 2;

/** Each block kind of a list once (its first), and the first plain items. */
function trimmedList(list: unknown[]): unknown[] {
  const kinds = new Set<string>();
  let plain = 0;
  return list.filter((item) => {
    const kind = (item as { component?: unknown } | null)?.component;
    if (typeof kind !== 'string') return plain++ < LIST_ITEMS;
    if (kinds.has(kind)) return false;
    kinds.add(kind);
    return true;
  });
}

/** Words of running text (a space in it); names, keys, options and paths have none. */
const RUNNING_TEXT = /\S\s+\S/;
/** Storyblok's date and time values (`2027-12-25 23:00`) have a space too, and stay. */
const DATE_TIME = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}/;
/** What running text becomes: the shop's texts are content, not code. */
const NEUTRAL_TEXT = 'Start-up text';

function trimmed(value: unknown): unknown {
  if (Array.isArray(value)) return trimmedList(value).map(trimmed);
  if (typeof value === 'string')
    return RUNNING_TEXT.test(value) && !DATE_TIME.test(value) ? NEUTRAL_TEXT : value;
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, trimmed(inner)]));
}

export async function startUpStories(): Promise<Record<string, unknown>> {
  const space = createContentSpace({
    space: { ...DEMO_SPACE, releases: DEMO_RELEASES },
    publicToken: TOKEN,
    previewToken: `${TOKEN}-preview`,
    rateLimit: 1000,
    cacheVersion: async () => CV,
  });
  const client = new ContentClient({
    region: 'embedded',
    token: TOKEN,
    fetch: async (input, init) => space.fetch(new Request(input, init)),
  });
  const stories: Record<string, unknown> = Object.fromEntries(START_UP_ABSENT.map((slug) => [slug, null]));
  for (const slug of START_UP_SLUGS) {
    const story = await client.story(slug, { version: 'published', cv: CV });
    if (!story) throw new Error(`The start-up pass's story ${slug} is not in the embedded space.`);
    stories[slug] = JSON.parse(
      JSON.stringify(trimmed(story)).replace(
        DEMO_FILE,
        (_path, file: string) => `https://a.storyblok.com/f/1/start-up/${file}`,
      ),
    );
  }
  return stories;
}
