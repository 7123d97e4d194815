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
  /** One page (25 stories) of a content locale folder of the current channel, without the heavy fields. */
  list(
    contentLocale: string,
    page: number,
    excluding?: readonly string[],
  ): Promise<{ stories: Story[]; total: number }>;
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
  return {
    draft,
    release,
    story,
    globalConfig: () => story(GLOBAL_CONFIG_SLUG),
    cacheVersion: () => options.cache().cacheVersion(),
    list,
  };
}
