// The embedded content space: a server for Storyblok's CDN API v2 (stories, story, links, spaces/me) over the
// demo space, with tokens, draft versions, releases, relations, pagination and a rate limit that answers 429.
import { type Context, Hono } from 'hono';
import * as v from 'valibot';
import { type CdnQuery, CdnQuerySchema } from './query';
import { INLINE_RELATIONS_MAX, SpaceStore } from './store';
import type { SpaceData } from './types';

export interface ContentSpaceOptions {
  space: SpaceData;
  publicToken: string;
  previewToken: string;
  /** Requests per second and token before the space answers 429. */
  rateLimit: number;
  /** The space's cache version (moves on every publish). */
  cacheVersion: () => Promise<number>;
}

type SpaceContext = Context<{ Variables: { query: CdnQuery } }>;

const STORIES_PER_PAGE = { default: 25, max: 100 };
const LINKS_PER_PAGE = { default: 1000, max: 1000 };

export function createContentSpace(options: ContentSpaceOptions): Hono<{ Variables: { query: CdnQuery } }> {
  const store = new SpaceStore(options.space);
  const windows = new Map<string, { second: number; count: number }>();
  const app = new Hono<{ Variables: { query: CdnQuery } }>().basePath('/v2/cdn');

  app.use(async (c, next) => {
    const parsed = v.safeParse(CdnQuerySchema, c.req.query());
    if (!parsed.success) {
      const issue = parsed.issues[0];
      return c.json({ error: `${issue.path?.[0]?.key ?? 'query'}: ${issue.message}` }, 400);
    }
    const query = parsed.output;
    const known = [options.publicToken, options.previewToken];
    if (!known.includes(query.token)) return c.json({ error: 'Unauthorized' }, 401);
    const wantsDraft = query.version === 'draft' || query.from_release !== undefined;
    if (wantsDraft && query.token !== options.previewToken) return c.json({ error: 'Unauthorized' }, 401);
    const second = Math.floor(Date.now() / 1000);
    const window = windows.get(query.token);
    const count = window?.second === second ? window.count + 1 : 1;
    windows.set(query.token, { second, count });
    if (count > options.rateLimit) return c.json({ error: 'Too many requests' }, 429);
    c.set('query', query);
    await next();
  });

  const read = (query: CdnQuery) => ({
    version: query.version,
    release: query.from_release,
    excludingFields: query.excluding_fields,
  });

  /** Related stories: inlined as rels up to the limit, else their uuids for chunked lookups. */
  const relations = (query: CdnQuery, contents: unknown[]) => {
    const uuids = [
      ...new Set(contents.flatMap((content) => store.relationUuids(content, query.resolve_relations))),
    ];
    if (uuids.length > INLINE_RELATIONS_MAX) return { rels: [], rel_uuids: uuids };
    const rels = uuids
      .map((uuid) => store.findByUuid(uuid, query.version))
      .filter((story) => story !== undefined)
      .map((story) => store.render(story, read(query)));
    return { rels };
  };

  app.get('/spaces/me', async (c) =>
    c.json({
      space: {
        id: store.id,
        name: store.name,
        domain: 'http://localhost:8787/',
        version: await options.cacheVersion(),
      },
    }),
  );

  app.get('/stories/:slug{.+}', async (c: SpaceContext) => {
    const query = c.get('query');
    const story = store.find(c.req.param('slug') ?? '', query.version);
    if (!story) return c.json({ error: 'This record could not be found' }, 404);
    const rendered = store.render(story, read(query));
    return c.json({
      story: rendered,
      cv: await options.cacheVersion(),
      ...relations(query, [rendered.content]),
      links: [],
    });
  });

  app.get('/stories', async (c: SpaceContext) => {
    const query = c.get('query');
    const all = query.by_uuids
      ? query.by_uuids
          .map((uuid) => store.findByUuid(uuid, query.version))
          .filter((story) => story !== undefined)
      : store.list(query.starts_with, query.version);
    const perPage = Math.min(query.per_page ?? STORIES_PER_PAGE.default, STORIES_PER_PAGE.max);
    const page = all
      .slice((query.page - 1) * perPage, query.page * perPage)
      .map((story) => store.render(story, read(query)));
    c.header('total', String(all.length));
    c.header('per-page', String(perPage));
    return c.json({
      stories: page,
      cv: await options.cacheVersion(),
      ...relations(
        query,
        page.map((s) => s.content),
      ),
      links: [],
    });
  });

  app.get('/links', async (c: SpaceContext) => {
    const query = c.get('query');
    const all = store.list(query.starts_with, query.version);
    const perPage = Math.min(query.per_page ?? LINKS_PER_PAGE.default, LINKS_PER_PAGE.max);
    const page = all.slice((query.page - 1) * perPage, query.page * perPage);
    c.header('total', String(all.length));
    c.header('per-page', String(perPage));
    const links = Object.fromEntries(
      page.map((story) => [
        story.uuid,
        {
          id: story.id,
          uuid: story.uuid,
          slug: story.full_slug,
          name: story.name,
          is_folder: false,
          parent_id: story.parent_id,
          published: story.published,
          position: story.position,
          is_startpage: story.is_startpage,
          real_path: `/${story.full_slug}`,
          published_at: story.published_at,
        },
      ]),
    );
    return c.json({ links, cv: await options.cacheVersion() });
  });

  app.notFound((c) => c.json({ error: 'Not found' }, 404));
  return app;
}
