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
/** How long an answer carries the version last read: a publish shows in answers within it. */
const CV_KEPT_MS = 1000;
/** Answers kept per space; the least recently made goes first. */
const ANSWERS_KEPT = 1000;

/** An answer without its `cv`, with the headers it carries. */
interface Answer {
  body: Record<string, unknown>;
  headers?: Record<string, string>;
}

const encoder = new TextEncoder();

export function createContentSpace(options: ContentSpaceOptions): Hono<{ Variables: { query: CdnQuery } }> {
  const store = new SpaceStore(options.space);
  // The space's stories never change while it runs, only its cache version: an answer is made once per query
  // (tokens and `cv` aside, which choose nothing once the token is accepted) and sent with the current version.
  // Kept as bytes with the body's `{` left off: the version goes in front of it per request.
  const answers = new Map<string, { rest: Uint8Array; headers?: Record<string, string> }>();
  // `spaces/me` always reads the version; other answers carry the one last read, for up to a second.
  let knownCv: { cv: number; until: number } | undefined;
  const cacheVersion = async (fresh: boolean) => {
    const now = Date.now();
    if (!fresh && knownCv && now < knownCv.until) return knownCv.cv;
    const cv = await options.cacheVersion();
    knownCv = { cv, until: now + CV_KEPT_MS };
    return cv;
  };
  const answer = async (c: SpaceContext, make: () => Answer) => {
    const url = new URL(c.req.url);
    url.searchParams.delete('token');
    url.searchParams.delete('cv');
    url.searchParams.sort();
    const key = `${url.pathname}?${url.searchParams}`;
    let kept = answers.get(key);
    if (!kept) {
      const { body, headers } = make();
      kept = { rest: encoder.encode(JSON.stringify(body).slice(1)), headers };
      if (answers.size >= ANSWERS_KEPT) answers.delete(answers.keys().next().value as string);
      answers.set(key, kept);
    }
    const head = encoder.encode(`{"cv":${await cacheVersion(false)},`);
    const body = new Uint8Array(head.byteLength + kept.rest.byteLength);
    body.set(head);
    body.set(kept.rest, head.byteLength);
    return c.body(body, 200, { ...kept.headers, 'Content-Type': 'application/json' });
  };
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
        version: await cacheVersion(true),
      },
    }),
  );

  app.get('/stories/:slug{.+}', (c: SpaceContext) => {
    const query = c.get('query');
    const story = store.find(c.req.param('slug') ?? '', query.version);
    if (!story) return c.json({ error: 'This record could not be found' }, 404);
    return answer(c, () => {
      const rendered = store.render(story, read(query));
      return { body: { story: rendered, ...relations(query, [rendered.content]), links: [] } };
    });
  });

  app.get('/stories', (c: SpaceContext) =>
    answer(c, () => {
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
      return {
        body: {
          stories: page,
          ...relations(
            query,
            page.map((s) => s.content),
          ),
          links: [],
        },
        headers: { total: String(all.length), 'per-page': String(perPage) },
      };
    }),
  );

  app.get('/links', (c: SpaceContext) =>
    answer(c, () => {
      const query = c.get('query');
      const all = store.list(query.starts_with, query.version);
      const perPage = Math.min(query.per_page ?? LINKS_PER_PAGE.default, LINKS_PER_PAGE.max);
      const page = all.slice((query.page - 1) * perPage, query.page * perPage);
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
      return { body: { links }, headers: { total: String(all.length), 'per-page': String(perPage) } };
    }),
  );

  app.notFound((c) => c.json({ error: 'Not found' }, 404));
  return app;
}
