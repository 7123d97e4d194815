// The content client: Storyblok's own JS client configured from vars — a Storyblok region, or the embedded
// content space reached through the same HTTP-shaped fetch. Only worker/content/ sees raw Storyblok shapes.
import StoryblokClient from 'storyblok-js-client';
import * as v from 'valibot';
import { type Story, StorySchema } from '../../shared/schemas/story';
import { withFasterRelations } from './relations';

/** Relations resolved on every read. */
export const RESOLVE_RELATIONS = [
  'ContainerWrapper.items',
  'PocWrapper.items',
  'UspWrapper.items',
  'ItemWrapper.items',
  'Frame.frameTypes',
  'Accessory.accessoryTypes',
  'ContactForm.person',
  'Page.productSnippet',
];

/**
 * 25 per page, 5 requests per second, 10 retries of a 429 after 300 ms, and no answer awaited longer than 5 s:
 * a slow space costs a page a few seconds at most, never an open-ended wait.
 */
export const CONTENT_LIMITS = {
  perPage: 25,
  rateLimit: 5,
  maxRetries: 10,
  retryDelayMs: 300,
  timeoutSeconds: 5,
} as const;

export const REGIONS = ['eu', 'us', 'ap', 'ca', 'cn'] as const;
export type Region = (typeof REGIONS)[number] | 'embedded';

export type Version = 'draft' | 'published';

export interface ContentClientConfig {
  region: Region;
  token: string;
  /** The embedded space's fetch, used when region is `embedded`. */
  fetch?: typeof fetch;
  /** Told of each story left out because its shape cannot be read (the caller logs it). */
  onInvalidStory?: (details: { slug: string; reason: string }) => void;
}

/** One page of a listing: its stories, the `total` header and the page size the space answered with. */
export interface StoryPage {
  stories: Story[];
  /** All stories of the listing, from the `total` header; undefined when the space sent none. */
  total?: number;
  perPage: number;
  /** Stories the page held, those left out as unreadable included. */
  listed: number;
}

export class ContentError extends Error {
  constructor(
    message: string,
    readonly status: number,
    /** The shop has no token to ask with: a configuration fault, not an outage of the content API. */
    readonly tokenMissing = false,
  ) {
    super(message);
  }
}

const EMBEDDED_ENDPOINT = 'http://content-space.local/v2';

/** Thin typed wrapper: story by full slug, paged listings, the space's cache version. */
export class ContentClient {
  private readonly client: StoryblokClient;
  private readonly onInvalidStory: NonNullable<ContentClientConfig['onInvalidStory']>;

  constructor(config: ContentClientConfig) {
    if (!config.token) throw new ContentError('content access token is missing', 503, true);
    this.onInvalidStory = config.onInvalidStory ?? (() => {});
    this.client = withFasterRelations(
      new StoryblokClient({
        accessToken: config.token,
        ...(config.region === 'embedded'
          ? { endpoint: EMBEDDED_ENDPOINT, fetch: config.fetch }
          : { region: config.region }),
        rateLimit: CONTENT_LIMITS.rateLimit,
        maxRetries: CONTENT_LIMITS.maxRetries,
        retriesDelay: CONTENT_LIMITS.retryDelayMs,
        timeout: CONTENT_LIMITS.timeoutSeconds,
        // The story cache owns the version: the client neither remembers one (module state shared by every client
        // of the isolate) nor adds it to a request by itself, so an old version never reaches the space.
        cache: { type: 'none', clear: 'manual', cv: 'manual' },
      }),
    );
  }

  /** The story at a full slug, or null when the space has none. */
  async story(
    fullSlug: string,
    options: { version: Version; release?: number; cv?: number },
  ): Promise<Story | null> {
    try {
      const response = await this.client.getStory(fullSlug, {
        version: options.version,
        ...(options.cv !== undefined ? { cv: options.cv } : {}),
        resolve_relations: RESOLVE_RELATIONS,
        resolve_links: 'url',
        ...(options.release ? { from_release: String(options.release) } : {}),
      });
      return this.readable(response.data.story, fullSlug);
    } catch (error) {
      if (statusOf(error) === 404) return null;
      throw asContentError(error);
    }
  }

  /** One page of stories under a prefix, with the total count from the `total` header. */
  async stories(options: {
    startsWith: string;
    page: number;
    version: Version;
    excludingFields?: string[];
  }): Promise<StoryPage> {
    try {
      const response = await this.client.getStories({
        starts_with: options.startsWith,
        per_page: CONTENT_LIMITS.perPage,
        page: options.page,
        version: options.version,
        ...(options.excludingFields ? { excluding_fields: options.excludingFields.join(',') } : {}),
      });
      const listed: unknown[] = Array.isArray(response.data.stories) ? response.data.stories : [];
      const stories = listed.flatMap((story) => {
        const readable = this.readable(story, options.startsWith);
        return readable ? [readable] : [];
      });
      const headers = (response.headers ?? {}) as Record<string, string | undefined>;
      return {
        stories,
        total: headerCount(headers.total),
        perPage: headerCount(headers['per-page']) ?? CONTENT_LIMITS.perPage,
        listed: listed.length,
      };
    } catch (error) {
      throw asContentError(error);
    }
  }

  /** A story of an answer, or null (told to `onInvalidStory`) when its shape cannot be read. */
  private readable(story: unknown, where: string): Story | null {
    const parsed = v.safeParse(StorySchema, story);
    if (parsed.success) return parsed.output;
    const issue = parsed.issues[0];
    const field = issue.path?.map((item) => String(item.key)).join('.') ?? 'story';
    const slug = (story as { full_slug?: unknown } | null)?.full_slug;
    this.onInvalidStory({
      slug: typeof slug === 'string' ? slug : where,
      reason: `${field}: ${issue.message}`,
    });
    return null;
  }

  /** The space's cache version; it moves with every publish. */
  async cacheVersion(): Promise<number> {
    try {
      const response = await this.client.get('cdn/spaces/me', {});
      return v.parse(v.object({ space: v.object({ version: v.number() }) }), response.data).space.version;
    } catch (error) {
      throw asContentError(error);
    }
  }
}

/** A count header (`Total`, `Per-Page`): digits, else undefined. */
function headerCount(value: string | undefined): number | undefined {
  return value !== undefined && /^\s*\d+\s*$/.test(value) ? Number(value) : undefined;
}

function statusOf(error: unknown): number | undefined {
  return error && typeof error === 'object' && 'status' in error && typeof error.status === 'number'
    ? error.status
    : undefined;
}

function asContentError(error: unknown): ContentError {
  if (error instanceof ContentError) return error;
  if (error instanceof v.ValiError) return new ContentError(`content shape: ${error.message}`, 502);
  const message =
    error && typeof error === 'object' && 'message' in error ? String(error.message) : String(error);
  return new ContentError(message, statusOf(error) ?? 502);
}
