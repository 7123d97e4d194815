// Content access for one request: published stories through the KV cache, drafts (valid editor token only)
// straight from the space, each page looked up along the content locale's fallback chain.
import { contentLocaleChain } from '../../shared/domain/locales';
import type { SiteContext } from '../../shared/domain/site';
import type { Story } from '../../shared/schemas/story';
import type { ContentClient } from './client';
import type { StoryCache } from './story-cache';

/** Slug of the global configuration story at the root of each channel and locale. */
export const GLOBAL_CONFIG_SLUG = 'global-config';

/** Heavy fields left out when only the list of pages is needed. */
const LIST_EXCLUDED_FIELDS = ['body', 'teaser', 'uspTeaser', 'calculator', 'sku', 'footerOverride'];
/** What a product tile needs of a page: its teaser (image) and SKU (price, product parameters). */
export const TILE_EXCLUDED_FIELDS = ['body', 'uspTeaser', 'calculator', 'footerOverride'];

export interface ContentAccess {
  /** True when a valid editor token asked for the draft: no cache, no shared caching of the response. */
  draft: boolean;
  release?: number;
  /** The story for a slug in the current site (first locale of the fallback chain that has it). */
  story(slug: string): Promise<Story | null>;
  globalConfig(): Promise<Story | null>;
  /** The published content's cache version (through the KV story cache); a publish moves it. */
  cacheVersion(): Promise<number>;
  /**
   * Every story of a content locale folder of the current channel, read page after page (25 stories each),
   * without the heavy fields (`excluding`; by default the page blocks, the list needs only names and slugs).
   */
  pages(contentLocale: string, excluding?: readonly string[]): Promise<Story[]>;
}

export interface ContentAccessOptions {
  site: SiteContext;
  draft: boolean;
  release?: number;
  client: () => ContentClient;
  cache: () => StoryCache;
}

export function fullSlug(site: Pick<SiteContext, 'channel'>, contentLocale: string, slug: string): string {
  return `${site.channel}/${contentLocale.toLowerCase()}/${slug}`;
}

export function createContentAccess(options: ContentAccessOptions): ContentAccess {
  const { site, draft, release } = options;
  const loaded = new Map<string, Promise<Story | null>>();
  const read = (slug: string): Promise<Story | null> =>
    draft ? options.client().story(slug, { version: 'draft', release }) : options.cache().story(slug);
  const story = (slug: string): Promise<Story | null> => {
    let pending = loaded.get(slug);
    if (!pending) {
      pending = (async () => {
        for (const locale of contentLocaleChain(site.contentLocale)) {
          const found = await read(fullSlug(site, locale, slug));
          if (found) return found;
        }
        return null;
      })();
      loaded.set(slug, pending);
    }
    return pending;
  };
  const list = (contentLocale: string, page: number, excluding: readonly string[] = LIST_EXCLUDED_FIELDS) =>
    options.client().stories({
      startsWith: `${fullSlug(site, contentLocale, '')}`,
      page,
      version: draft ? 'draft' : 'published',
      excludingFields: [...excluding],
    });
  const pages = async (contentLocale: string, excluding?: readonly string[]) => {
    const all: Story[] = [];
    for (let page = 1; ; page += 1) {
      const { stories, total, perPage, listed } = await list(contentLocale, page, excluding);
      all.push(...stories);
      // Pages are counted, not stories read (an unreadable one is left out); without a `total` header a short
      // page is the last.
      const last = total !== undefined ? page * perPage >= total : listed < perPage;
      if (listed === 0 || last) return all;
    }
  };
  return {
    draft,
    release,
    story,
    globalConfig: () => story(GLOBAL_CONFIG_SLUG),
    cacheVersion: () => options.cache().cacheVersion(),
    pages,
  };
}
