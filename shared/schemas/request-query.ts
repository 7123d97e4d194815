// The query parameters every request may carry, validated once into the request context.
import * as v from 'valibot';
import { isMarketingParam } from '../domain/marketing-params';

const FLAG_NAME = /^[A-Za-z0-9_.-]{1,100}$/;
const TREATMENTS = ['on', 'off'] as const;
const isOn = (value: string | undefined): boolean =>
  value !== undefined && value !== '0' && value !== 'false';

/**
 * Bounds of the carried `_` parameters: each is copied onto every internal link of a shared page, so a long or
 * crowded query must not multiply into the HTML. Parameters past a bound are not carried; the request still answers.
 */
const CARRIED_LIMITS = { count: 10, nameLength: 64, valueLength: 256, totalLength: 1024 } as const;

const RELEASE_ID = v.pipe(v.string(), v.regex(/^\d{1,12}$/, 'release must be a numeric release id'));

/**
 * Raw first values of the parameters this schema knows; unknown parameters are ignored. Switches and flag
 * overrides take any value: no value of theirs can hurt, so none is a 400 page.
 */
const RawQuerySchema = v.object({
  tracking: v.optional(v.string()),
  logging: v.optional(v.string()),
  release: v.optional(RELEASE_ID),
  // The visual editor's name for the release it previews; `0` is the current content, no release.
  _storyblok_release: v.optional(RELEASE_ID),
  _storyblok: v.optional(v.pipe(v.string(), v.regex(/^\d{1,20}$/, '_storyblok must be a numeric story id'))),
  feature: v.optional(v.string()),
  treatment: v.optional(v.string()),
  disabled: v.optional(v.string()),
  _debug: v.optional(v.string()),
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
  /** The release to preview (`_storyblok_release` from the visual editor, else `release`); none for `0`. */
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

/** A valid query; `ignored` names a flag override that was dropped (logged by the caller). */
export type QueryResult = { ok: true; query: RequestQuery; ignored?: string } | { ok: false; reason: string };

/**
 * The flag override `feature` + `treatment` (`on` without a treatment), or why it is ignored: a malformed flag
 * name, a treatment other than on/off, a treatment without a feature.
 */
function flagOverride(
  feature: string | undefined,
  treatment: string | undefined,
): { override?: RequestQuery['flagOverride']; ignored?: string } {
  if (feature === undefined && treatment === undefined) return {};
  if (feature === undefined) return { ignored: 'treatment: needs a feature parameter' };
  if (!FLAG_NAME.test(feature)) return { ignored: 'feature: feature must be a flag name' };
  if (treatment !== undefined && !(TREATMENTS as readonly string[]).includes(treatment)) {
    return { ignored: 'treatment: treatment must be on or off' };
  }
  return { override: { feature, treatment: (treatment as 'on' | 'off' | undefined) ?? 'on' } };
}

/**
 * Parses the request query; a bad value that could mislead (a release, a story id, an editor token) gives the
 * reason instead of a context. `tracking` and `logging` are off only for `0`; `_debug` is on when present.
 */
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
  const { override, ignored } = flagOverride(q.feature, q.treatment);
  return {
    ok: true,
    ...(ignored ? { ignored } : {}),
    query: {
      carried: carriedParameters(params),
      tracking: q.tracking !== '0',
      logging: q.logging !== '0',
      release: releaseId(q._storyblok_release ?? q.release),
      editorStoryId: q._storyblok,
      editorToken:
        q['_storyblok_tk[space_id]'] && q['_storyblok_tk[timestamp]'] && q['_storyblok_tk[token]']
          ? {
              spaceId: q['_storyblok_tk[space_id]'],
              timestamp: Number(q['_storyblok_tk[timestamp]']),
              token: q['_storyblok_tk[token]'],
            }
          : undefined,
      flagOverride: override,
      flagsDisabled: isOn(q.disabled),
      debug: q._debug !== undefined,
      newsletter: q.newsletter === 'pending' ? 'pending' : undefined,
    },
  };
}

/**
 * The parameters only the team may use in production: flag overrides, the flags switch and the debug view. Each
 * one shows or forces what the experiments decide, so a stranger's are dropped as if never sent.
 */
export const TEAM_PARAMETERS = ['feature', 'treatment', 'disabled', '_debug', 'logging'] as const;

/** The team parameters a query names, whatever their values; `logging` only where it silences (`0`). */
export function teamParametersIn(params: URLSearchParams): string[] {
  return TEAM_PARAMETERS.filter((name) => (name === 'logging' ? params.get(name) === '0' : params.has(name)));
}

/** The query as it is without the team parameters: the normal page's. */
export function withoutTeamParameters(query: RequestQuery): RequestQuery {
  const { flagOverride: _override, carried, ...rest } = query;
  const { _debug: _carriedDebug, ...others } = carried;
  return { ...rest, carried: others, flagsDisabled: false, debug: false, logging: true };
}

/** A release id without leading zeros; `0` names no release. */
function releaseId(raw: string | undefined): string | undefined {
  const id = raw === undefined ? 0 : Number(raw);
  return id > 0 ? String(id) : undefined;
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
