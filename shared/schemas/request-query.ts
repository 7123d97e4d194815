// The query parameters every request may carry, validated once into the request context.
import * as v from 'valibot';

const FLAG_NAME = /^[A-Za-z0-9_.-]{1,100}$/;
const SWITCH = v.picklist(['0', '1', 'true', 'false', '']);
const isOn = (value: string | undefined): boolean =>
  value !== undefined && value !== '0' && value !== 'false';

/** Raw first values of the parameters this schema knows; unknown parameters are ignored. */
const RawQuerySchema = v.object({
  tracking: v.optional(SWITCH),
  logging: v.optional(SWITCH),
  release: v.optional(v.pipe(v.string(), v.regex(/^\d{1,12}$/, 'release must be a numeric release id'))),
  _storyblok: v.optional(v.pipe(v.string(), v.regex(/^\d{1,20}$/, '_storyblok must be a numeric story id'))),
  feature: v.optional(v.pipe(v.string(), v.regex(FLAG_NAME, 'feature must be a flag name'))),
  treatment: v.optional(v.picklist(['on', 'off'], 'treatment must be on or off')),
  disabled: v.optional(SWITCH),
  _debug: v.optional(SWITCH),
  '_storyblok_tk[space_id]': v.optional(
    v.pipe(v.string(), v.regex(/^\d{1,20}$/, 'must be a numeric space id')),
  ),
  '_storyblok_tk[timestamp]': v.optional(
    v.pipe(v.string(), v.regex(/^\d{1,12}$/, 'must be a unix timestamp')),
  ),
  '_storyblok_tk[token]': v.optional(
    v.pipe(v.string(), v.regex(/^[0-9a-f]{40}$/, 'must be a SHA-1 hex token')),
  ),
});

export interface RequestQuery {
  /** Parameters starting with `_`, carried over on internal links. */
  carried: Record<string, string>;
  tracking: boolean;
  logging: boolean;
  release?: string;
  /** Forced treatment of one flag; `feature` alone forces `on`. */
  flagOverride?: { feature: string; treatment: 'on' | 'off' };
  /** Story id when the visual editor asked for this page (draft wanted; the token decides). */
  editorStoryId?: string;
  /** The token the visual editor adds to its preview URL; checked against the preview token. */
  editorToken?: { spaceId: string; timestamp: number; token: string };
  flagsDisabled: boolean;
  debug: boolean;
}

export type QueryResult = { ok: true; query: RequestQuery } | { ok: false; reason: string };

/** Parses the request query; a bad value gives the reason instead of a context. */
export function parseRequestQuery(params: URLSearchParams): QueryResult {
  const raw: Record<string, string> = {};
  const carried: Record<string, string> = {};
  for (const [key, value] of params) {
    if (!(key in raw)) raw[key] = value;
    if (key.startsWith('_') && !(key in carried)) carried[key] = value;
  }
  const parsed = v.safeParse(RawQuerySchema, raw);
  if (!parsed.success) {
    const issue = parsed.issues[0];
    const key = issue.path?.map((item) => String(item.key)).join('.') ?? 'query';
    return { ok: false, reason: `${key}: ${issue.message}` };
  }
  const q = parsed.output;
  if (q.treatment && !q.feature) return { ok: false, reason: 'treatment: needs a feature parameter' };
  return {
    ok: true,
    query: {
      carried,
      tracking: q.tracking !== '0',
      logging: q.logging !== '0',
      release: q.release,
      editorStoryId: q._storyblok,
      editorToken:
        q['_storyblok_tk[space_id]'] && q['_storyblok_tk[timestamp]'] && q['_storyblok_tk[token]']
          ? {
              spaceId: q['_storyblok_tk[space_id]'],
              timestamp: Number(q['_storyblok_tk[timestamp]']),
              token: q['_storyblok_tk[token]'],
            }
          : undefined,
      flagOverride: q.feature ? { feature: q.feature, treatment: q.treatment ?? 'on' } : undefined,
      flagsDisabled: isOn(q.disabled),
      debug: isOn(q._debug),
    },
  };
}
