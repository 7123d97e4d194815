// The query parameters every request may carry, validated once into the request context.
import * as v from 'valibot';
import { isMarketingParam } from '../domain/marketing-params';

const FLAG_NAME = /^[A-Za-z0-9_.-]{1,100}$/;
const SWITCH = v.picklist(['0', '1', 'true', 'false', '']);
const isOn = (value: string | undefined): boolean =>
  value !== undefined && value !== '0' && value !== 'false';

/**
 * Bounds of the carried `_` parameters: each is copied onto every internal link of a shared page, so a long or
 * crowded query must not multiply into the HTML. Parameters past a bound are not carried; the request still answers.
 */
const CARRIED_LIMITS = { count: 10, nameLength: 64, valueLength: 256, totalLength: 1024 } as const;

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
  // Only `pending` says anything; another value is ignored like an unknown parameter.
  newsletter: v.optional(v.string()),
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
  /** Parameters starting with `_` (marketing ones aside), carried over on internal links (within CARRIED_LIMITS). */
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
  /** The newsletter form sent the visitor back here (`?newsletter=pending`): the page asks to confirm by mail. */
  newsletter?: 'pending';
}

export type QueryResult = { ok: true; query: RequestQuery } | { ok: false; reason: string };

/** Parses the request query; a bad value gives the reason instead of a context. */
export function parseRequestQuery(params: URLSearchParams): QueryResult {
  const raw: Record<string, string> = {};
  for (const [key, value] of params) {
    if (!(key in raw)) raw[key] = value;
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
      carried: carriedParameters(params),
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
      newsletter: q.newsletter === 'pending' ? 'pending' : undefined,
    },
  };
}

/** The first value of each `_` parameter, within CARRIED_LIMITS (the total counts the encoded `name=value`). */
function carriedParameters(params: URLSearchParams): Record<string, string> {
  const carried = new Map<string, string>();
  const seen = new Set<string>();
  let total = 0;
  for (const [key, value] of params) {
    if (carried.size >= CARRIED_LIMITS.count) break;
    // Marketing parameters (`_ga`, `_gl`, …) are the analytics' own, never the shop's to carry.
    if (!key.startsWith('_') || seen.has(key) || isMarketingParam(key)) continue;
    seen.add(key);
    if (key.length > CARRIED_LIMITS.nameLength || value.length > CARRIED_LIMITS.valueLength) continue;
    const length = new URLSearchParams([[key, value]]).toString().length + (carried.size > 0 ? 1 : 0);
    if (total + length > CARRIED_LIMITS.totalLength) continue;
    total += length;
    carried.set(key, value);
  }
  return Object.fromEntries(carried);
}
