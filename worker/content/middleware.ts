// Builds the request's content access from vars: draft only with a valid editor token, the KV story cache
// for published content, the embedded space or a Storyblok region behind the same client.
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { SiteContext } from '../../shared/domain/site';
import type { AppEnv } from '../env';
import { type ContentAccess, createContentAccess } from './access';
import { ContentClient, ContentError, type Region } from './client';
import { type EditorTokenStatus, editorTokenStatus } from './editor-token';
import { StoryCache } from './story-cache';

const DEFAULT_FRESHNESS_SECONDS = 60;

/**
 * The content API's fetch: the local build's own (the embedded space, injected faults) or, undefined, the network.
 * A build without the embedded space refuses the `embedded` region with the reason, which the page's 503 logs.
 */
function contentFetch(c: Context<AppEnv>): typeof fetch | undefined {
  const local = c.get('localContentFetch')?.(c.env);
  if (!local && c.env.STORYBLOK_REGION === 'embedded') {
    throw new ContentError(
      'STORYBLOK_REGION is "embedded", but this build has no embedded content space',
      500,
    );
  }
  return local;
}

/** On a page built from cached content past its freshness while the content API failed. */
export const CONTENT_STALE_HEADER = 'X-Content-Stale';

/** What the request's editor token is worth, checked against the configured space (`editorTokenStatus()`). */
export function requestEditorToken(c: Context<AppEnv>): Promise<EditorTokenStatus> {
  const space = { id: c.env.STORYBLOK_SPACE_ID, previewToken: c.env.STORYBLOK_PREVIEW_TOKEN };
  return editorTokenStatus(c.get('query').editorToken, space, Date.now() / 1000);
}

/** Whether the visual editor asked for the draft and its token checks out; a bad or expired token is logged. */
export async function draftAllowed(c: Context<AppEnv>): Promise<boolean> {
  const query = c.get('query'),
    log = c.get('log'),
    site = c.get('site');
  const wantsDraft = query.editorStoryId !== undefined || query.editorToken !== undefined;
  if (!wantsDraft) return false;
  const status = await requestEditorToken(c);
  if (status === 'expired') log.warn('editor-token-expired', { path: site.path });
  else if (status !== 'valid') log.warn('invalid-editor-token', { path: site.path, reason: status });
  return status === 'valid';
}

/** Content access for a site (the request's own, or another locale's for the page endpoint). */
export function contentAccessFor(c: Context<AppEnv>, site: SiteContext, draft: boolean): ContentAccess {
  const { env } = c;
  const region = env.STORYBLOK_REGION as Region;
  let client: ContentClient | undefined;
  let cache: StoryCache | undefined;
  const token = draft ? env.STORYBLOK_PREVIEW_TOKEN : env.STORYBLOK_PUBLIC_TOKEN;
  const makeClient = () => {
    client ??= new ContentClient({
      region,
      token,
      fetch: contentFetch(c),
      onInvalidStory: (details) => c.get('log').warn('story-shape-invalid', details),
    });
    return client;
  };
  const makeCache = () => {
    // The client itself is made only when the cache misses; a missing token still fails every read at once.
    if (!token) throw new ContentError('content access token is missing', 503, true);
    cache ??= new StoryCache({
      kv: env.CONTENT_CACHE,
      kept: c.get('kept'),
      client: makeClient,
      waitUntil: (promise) =>
        c.executionCtx.waitUntil(
          promise.catch((error) => c.get('log').error('content-unavailable', { error })),
        ),
      freshnessMs: (Number(env.CONTENT_FRESHNESS_SECONDS) || DEFAULT_FRESHNESS_SECONDS) * 1000,
      onStoreFailed: (error) => c.get('log').warn('content-cache-store-failed', { error }),
      onStale: () => c.set('contentStale', true),
    });
    return cache;
  };
  const release = draft && c.get('query').release ? Number(c.get('query').release) : undefined;
  return createContentAccess({ site, draft, release, client: makeClient, cache: makeCache });
}

export const contentAccess = createMiddleware<AppEnv>(async (c, next) => {
  c.set('content', contentAccessFor(c, c.get('site'), await draftAllowed(c)));
  await next();
  // The content API failed and the page was built from older cached content: said, and kept from shared caches.
  if (c.get('contentStale')) {
    c.res.headers.set(CONTENT_STALE_HEADER, '1');
    c.res.headers.set('Cache-Control', 'private, no-store');
  }
});
