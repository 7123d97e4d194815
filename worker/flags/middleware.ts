// Flags per request: the visitor's key from the `splitIoUserKey` cookie (set once, a random UUID; a tester key the
// definitions whitelist counts in production for the team only) and the request's
// targeting attributes, each flag evaluated from the flag store when the page reads it, the reasons kept for the
// debug view, and impressions sent after the response for the flags the page read: what the visitor saw. Crawlers
// get no evaluation and no cookie: the default experience. Mount it for pages only, before the edge HTML cache,
// so the cache can key a page by the treatments it reads.
import type { Context, MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import * as v from 'valibot';
import { FLAG_KEY, FLAG_KEY_COOKIE, FLAG_KEY_MAX_AGE } from '../../shared/domain/flag-key';
import { FlagReads } from '../../shared/domain/flag-reads';
import { type FlagReason, type FlagSources, type Treatment, treatmentOf } from '../../shared/domain/flags';
import { isCrawler, isSpeculative } from '../../shared/domain/http-policy';
import { type IsolateCache, keptSpace } from '../../shared/domain/isolate-cache';
import type { AppEnv } from '../env';
import { trackingConsent } from '../site/request-facts';
import { requestAttributes } from './attributes';
import { requestBucketingKey, writeBucketingCookie } from './bucketing';
import type { FlagDefinitions } from './definitions';
import {
  attributesId,
  type Evaluation,
  evaluateFlags,
  type FlagAttributes,
  type FlagKey,
  type Impression,
  keyId,
} from './evaluate';
import { type FlushContext, flushImpressions, impressionMode, recordedImpressions } from './impressions';
import { storedDefinitions } from './store';
import { isTeam, teamAccess } from './team-access';
import { isTesterKey } from './tester-keys';
import { isIssuedKey, issueVisitorKey } from './visitor-key';

/** The request's flags, as the render and the edge HTML cache read them. */
export interface RequestFlags {
  /** Treatment per evaluated flag (`on`, `off`, or `control` where the SDK had none): every defined flag. */
  evaluated: Readonly<Record<string, Treatment>>;
  /**
   * One flag's treatment, undefined for a flag the store does not define: only that flag is evaluated unless
   * every flag has been already.
   */
  treatment(flag: string): Treatment | undefined;
  /** Why each flag has its treatment: the rule's label, `killed`, `default`, … (the debug view shows them). */
  reasons: Readonly<Record<string, FlagReason>>;
  /** No definitions could be read: every flag is `off`. */
  unavailable: boolean;
  /** A crawler: nothing evaluated, the default experience. */
  crawler: boolean;
  /** The visitor's key (none for a crawler). */
  key?: string;
  /** What the evaluation targets besides the key (none for a crawler). */
  attributes?: FlagAttributes;
  /**
   * The flags the page read while rendering: the edge HTML cache keys the page by their treatments. Among them
   * `seen`, those its markup shows (on a hit, those its copy's render showed): they alone are recorded as
   * impressions; an island's flag the browser shows later is reported from there.
   */
  reads: FlagReads;
}

declare module 'hono' {
  interface ContextVariableMap {
    flags: RequestFlags;
  }
}

/** The sources of each request's flags (a request's flags object lives as long as the request). */
const keptSources = new WeakMap<RequestFlags, FlagSources>();

/**
 * What decides this request's treatments: the query's override and switch, and the visitor's evaluation (or an
 * empty flag store). The page state, the edge cache's key and the debug view all read it.
 */
export function requestFlagSources(c: Context<AppEnv>): FlagSources {
  const flags = c.get('flags');
  // One per request: the cache key, each kept layout part and the page state all ask for them.
  const kept = flags && keptSources.get(flags);
  if (kept) return kept;
  const { flagOverride, flagsDisabled } = c.get('query');
  const query = { ...(flagOverride ? { flagOverride } : {}), flagsDisabled };
  if (!flags) return query;
  const sources: FlagSources = flags.unavailable
    ? { ...query, unavailable: true }
    : {
        ...query,
        // Read when a treatment is asked for, so that asking for none evaluates nothing, and one flag only that one.
        get evaluated() {
          return flags.evaluated;
        },
        treatment: (flag) => flags.treatment(flag),
      };
  keptSources.set(flags, sources);
  return sources;
}

/**
 * The last evaluation each recent visitor got in this isolate, by visitor key and attributes (other attributes
 * may rightly give other treatments): a changed treatment is an error.
 */
const RECENT_VISITORS = keptSpace<Readonly<Record<string, Evaluation>>>('flag-visitors');

function checkConstancy(
  c: Context<AppEnv>,
  key: string,
  results: Readonly<Record<string, Evaluation>>,
): void {
  const kept = c.get('kept');
  const before = kept.get(RECENT_VISITORS, key);
  // The same visitor reads other flags on other pages: each flag is compared with its own last evaluation, and
  // the kept record is written only when it learns something.
  let learnt = before === undefined;
  for (const [flag, now] of Object.entries(results)) {
    const then = before?.[flag];
    if (then?.treatment === now.treatment && then.changeNumber === now.changeNumber) continue;
    learnt = true;
    // A new definition (change number) may move a visitor; the same definition never may.
    if (then && then.changeNumber === now.changeNumber) {
      c.get('log').error('flag-treatment-changed', { flag, from: then.treatment, to: now.treatment });
    }
  }
  if (learnt) kept.set(RECENT_VISITORS, key, { ...before, ...results });
}

const toTreatment = (treatment: string): Treatment =>
  treatment === 'on' || treatment === 'off' ? treatment : 'control';

/** The SDK's label as the debug view names it. */
function reasonOf(evaluation: Evaluation): FlagReason {
  if (evaluation.label === 'killed') return 'killed';
  if (evaluation.label === 'default rule' || evaluation.label === 'not in split') return 'default';
  return evaluation.label;
}

const FlagKeySchema = v.pipe(v.string(), v.regex(FLAG_KEY, 'a flag key is a word of up to 250 characters'));

const nothing = (reads: FlagReads, fields: Partial<RequestFlags>): RequestFlags => ({
  evaluated: {},
  treatment: () => undefined,
  reasons: {},
  unavailable: false,
  crawler: false,
  reads,
  ...fields,
});

/**
 * The visitor's flags, evaluated when first read: a page that reads no flag runs no engine; one that reads a flag
 * evaluates that one alone, until something needs every flag (the debug view, a personal page's state).
 */
function lazyFlags(
  c: Context<AppEnv>,
  definitions: FlagDefinitions,
  engineKey: FlagKey,
  attributes: FlagAttributes,
  reads: FlagReads,
) {
  const { names } = definitions;
  const kept = c.get('kept');
  const key = typeof engineKey === 'string' ? engineKey : engineKey.matchingKey;
  const visitor = `${keyId(engineKey)}\u0000${attributesId(attributes)}`;
  // Time spent evaluating, for the usage sample (workerd's clock moves only across I/O: usually 0 ms).
  let evaluationMs = 0;
  const evaluate = (flags: readonly string[]) => {
    const start = Date.now();
    const evaluation = evaluateFlags(definitions, engineKey, flags, kept, attributes);
    evaluationMs += Date.now() - start;
    return evaluation;
  };
  const treatments = (results: Readonly<Record<string, Evaluation>>) => {
    const evaluated: Record<string, Treatment> = {};
    for (const [flag, result] of Object.entries(results)) {
      evaluated[flag] = toTreatment(result.treatment);
      if (evaluated[flag] === 'control')
        c.get('log').error('flag-no-treatment', { flag, label: result.label });
    }
    checkConstancy(c, visitor, results);
    return evaluated;
  };
  let all: { evaluated: Record<string, Treatment>; reasons: Record<string, FlagReason> } | undefined;
  const evaluateAll = () => {
    if (!all) {
      const { results } = evaluate(names);
      const reasons = Object.fromEntries(
        Object.entries(results).map(([flag, result]) => [flag, reasonOf(result)]),
      );
      all = { evaluated: treatments(results), reasons };
    }
    return all;
  };
  const single = new Map<string, Treatment | undefined>();
  const flags: RequestFlags = {
    ...nothing(reads, { key, attributes }),
    get evaluated() {
      return evaluateAll().evaluated;
    },
    get reasons() {
      return evaluateAll().reasons;
    },
    treatment(flag) {
      if (all) return all.evaluated[flag];
      if (!single.has(flag)) {
        const known = names.includes(flag);
        const results = known ? evaluate([flag]).results : undefined;
        single.set(flag, results && treatments(results)[flag]);
      }
      return single.get(flag);
    },
  };
  /** The impressions of the flags the visitor saw (each the evaluation the page got), stamped now. */
  const impressions = (): Impression[] => evaluate(definedFlags(definitions, reads.seen)).impressions;
  return { flags, impressions, usage: () => ({ flags: names.length, evaluationMs }) };
}

/** The flags of a list the definitions hold, each once and in order: an evaluation's names. */
const definedFlags = (definitions: FlagDefinitions, flags: Iterable<string>): string[] =>
  [...new Set(flags)].filter((flag) => definitions.names.includes(flag)).sort();

/**
 * Whether this request's impressions count: a visitor's own treatments, seen. An override, flags switched off or
 * the debug view show what someone chose to look at, not what the experiment gave this visitor: recording either
 * the evaluated treatment (not shown) or the forced one (not assigned) would skew the results, so such a request
 * records nothing.
 */
export function recordsImpressions(c: Context<AppEnv>): boolean {
  const { flagOverride, flagsDisabled, debug, tracking } = c.get('query');
  return tracking && !flagOverride && !flagsDisabled && !debug;
}

/** Records the impressions of the flags the page read, once it has rendered all of it, and sends them. */
async function recordImpressions(c: Context<AppEnv>, lazy: ReturnType<typeof lazyFlags>): Promise<void> {
  await c.get('renderDone')?.catch(() => undefined);
  await sendImpressions(c, lazy.impressions(), lazy.usage());
}

/**
 * Records the impressions of flags a page came to show in the browser (an island's, once opened), reported by
 * the page for the visitor's key: evaluated as the page's request evaluated them, with this request's attributes.
 */
export async function recordExposures(
  c: Context<AppEnv>,
  key: string,
  features: readonly string[],
): Promise<void> {
  const site: AppEnv['Variables']['site'] | undefined = c.get('site');
  const definitions = site ? await storedDefinitions(c.env, c.get('kept')) : null;
  if (!definitions) return;
  const flags = definedFlags(definitions, features);
  const bucketingKey = await requestBucketingKey(c);
  const engineKey = bucketingKey ? { matchingKey: key, bucketingKey } : key;
  const { impressions } = evaluateFlags(definitions, engineKey, flags, c.get('kept'), requestAttributes(c));
  await sendImpressions(c, impressions);
}

/** Sends what the impressions mode keeps of a visitor's impressions; only called with consent granted. */
async function sendImpressions(
  c: Context<AppEnv>,
  impressions: readonly Impression[],
  usage?: FlushContext['usage'],
): Promise<void> {
  if (impressions.length === 0) return;
  await flushImpressions(recordedImpressions(impressions, impressionMode(c.env), c.get('kept')), {
    env: c.env,
    log: c.get('log'),
    consent: 'granted',
    fetch: c.get('flagServiceFetch'),
    ...(usage ? { usage } : {}),
  });
}

/**
 * Whether a key is a tester key (one the definitions whitelist) on a request that is not the team's: such a key
 * is ignored and logged as `tester-key-ignored`.
 */
export async function refusedTesterKey(
  c: Context<AppEnv>,
  definitions: FlagDefinitions | null,
  key: string,
): Promise<boolean> {
  if (!definitions || !isTesterKey(definitions, key, c.get('kept'))) return false;
  const access = await teamAccess(c);
  if (isTeam(access)) return false;
  c.get('log').warn('tester-key-ignored', { path: c.req.path, team: access });
  return true;
}

/**
 * Keys this isolate found signed, each with the secret that signed it: a returning visitor's key is checked once
 * per isolate, not on every page. The secret is the configured string itself, kept by reference.
 */
const SIGNED_KEYS = keptSpace<string>('signed-visitor-keys', () => 8);

function issuedKey(kept: IsolateCache, secret: string, key: string): boolean {
  if (kept.get(SIGNED_KEYS, key) === secret) return true;
  if (!isIssuedKey(secret, key)) return false;
  kept.set(SIGNED_KEYS, key, secret);
  return true;
}

/**
 * The key the visitor's cookie names, when the shop issued it (signed) or it is a tester key the team may use;
 * undefined for any other (none, forged, a stranger's tester key): the visitor then gets a new key, as on a first
 * visit. Events and exposures posted with such a key record nothing.
 */
export async function visitorKey(
  c: Context<AppEnv>,
  definitions: FlagDefinitions | null,
): Promise<string | undefined> {
  const cookie = v.safeParse(FlagKeySchema, getCookie(c, FLAG_KEY_COOKIE));
  if (!cookie.success) return undefined;
  const secret = c.env.FLAG_SIGNING_SECRET;
  if (secret && issuedKey(c.get('kept'), secret, cookie.output)) return cookie.output;
  if (!definitions || !isTesterKey(definitions, cookie.output, c.get('kept'))) return undefined;
  return (await refusedTesterKey(c, definitions, cookie.output)) ? undefined : cookie.output;
}

/** A new visitor's key: signed, or (with no secret configured) random and counting nothing. */
function newVisitorKey(c: Context<AppEnv>): string {
  const secret = c.env.FLAG_SIGNING_SECRET;
  return secret ? issueVisitorKey(secret) : crypto.randomUUID();
}

export function flagContext(): MiddlewareHandler<AppEnv> {
  return createMiddleware<AppEnv>(async function flags(c, next) {
    const reads = new FlagReads();
    if (isCrawler(c.req.header('user-agent'))) {
      c.set('flags', nothing(reads, { crawler: true }));
      return next();
    }
    const definitions = await storedDefinitions(c.env, c.get('kept'));
    const known = await visitorKey(c, definitions);
    const key = known ?? newVisitorKey(c);
    const attributes = requestAttributes(c);
    // A logged-in customer's bucket follows them across devices: the bucketing key is theirs, the key the visitor's.
    const bucketingKey = definitions ? await requestBucketingKey(c) : undefined;
    const engineKey = bucketingKey ? { matchingKey: key, bucketingKey } : key;
    const lazy = definitions ? lazyFlags(c, definitions, engineKey, attributes, reads) : undefined;
    if (!lazy)
      c.get('log').error('flag-initialisation-failure', { reason: 'no flag definitions in the store' });
    c.set('flags', lazy?.flags ?? nothing(reads, { unavailable: true, key, attributes }));
    await next();
    const consent = trackingConsent(c);
    // `tracking=0` keeps the request out of the data, as it keeps the tag manager away; without consent nothing
    // is sent. A page loaded ahead (prefetch, prerender) is not seen yet: the browser reports it once it is shown.
    const speculative = isSpeculative({
      secPurpose: c.req.header('sec-purpose'),
      purpose: c.req.header('purpose'),
    });
    if (lazy && recordsImpressions(c) && consent === 'granted' && !speculative) {
      // Without the signing secret no key is the shop's: nothing counts, and the configuration error shows.
      if (c.env.FLAG_SIGNING_SECRET) c.executionCtx.waitUntil(recordImpressions(c, lazy));
      else c.get('log').error('flag-initialisation-failure', { reason: 'FLAG_SIGNING_SECRET is not set' });
    }
    writeBucketingCookie(c);
    if (known === undefined) {
      // Not httpOnly: the browser's tracking reads the same key.
      c.header('Set-Cookie', `${FLAG_KEY_COOKIE}=${key}; Path=/; Max-Age=${FLAG_KEY_MAX_AGE}; SameSite=Lax`, {
        append: true,
      });
    }
  });
}

/** The visitor's treatments of some flags, as the page reads them (a crawler's are all `control`). */
export function treatmentsOf(c: Context<AppEnv>, flags: readonly string[]): Record<string, Treatment> {
  const sources = requestFlagSources(c);
  return Object.fromEntries(flags.map((flag) => [flag, treatmentOf(flag, sources)]));
}
