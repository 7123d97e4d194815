// The flag service's stand-in (local build only): its SDK API over the demo definitions, with changes paged by
// `since`/`till` as the service pages them, and its events and telemetry APIs, which check every post's headers
// and payload against the shapes the service documents and record it. `npm start` and the tests point the shop's
// flag client at its hosts (`*.flags.test`); a wrong payload is refused with 400, as the service would.
import { Hono } from 'hono';
import * as v from 'valibot';
import { DEMO_FLAGS } from '../../demo/flags';
import type { FlagDefinition, RuleBasedSegment } from '../flags/definitions';
import { EVENT_TYPE } from '../flags/events';
import { FLAG_SET_NAME } from '../flags/flag-sets';
import { issueText } from '../site/beacon';

/** The stand-in's hosts: a flag client configured with them reaches the stand-in, never the network. */
export const FLAG_SERVICE_HOSTS = {
  sdk: 'https://sdk.flags.test/api',
  events: 'https://events.flags.test/api',
  telemetry: 'https://telemetry.flags.test/api',
} as const;
const HOST_SUFFIX = '.flags.test';
/** Changes per answer: small, so that every sync follows `since`/`till` over several pages. */
const PAGE_SIZE = 2;
/** Posts kept for the tests and the debug view. */
const POSTS_KEPT = 200;

type Change<T> = { changeNumber: number; item: T };

/** The service's state: every change in order, and each segment's membership changes. */
interface ServiceState {
  flags: Change<FlagDefinition>[];
  rules: Change<RuleBasedSegment>[];
  segments: Map<string, Change<{ key: string; added: boolean }>[]>;
  posts: RecordedPost[];
}

export interface RecordedPost {
  host: 'events' | 'telemetry';
  path: string;
  headers: Record<string, string>;
  body: unknown;
}

function demoState(): ServiceState {
  const segments = new Map<string, Change<{ key: string; added: boolean }>[]>();
  for (const segment of DEMO_FLAGS.segments ?? []) {
    segments.set(
      segment.name,
      segment.keys.map((key) => ({ changeNumber: segment.till, item: { key, added: true } })),
    );
  }
  return {
    flags: DEMO_FLAGS.splits.map((split) => ({ changeNumber: split.changeNumber, item: split })),
    rules: [],
    segments,
    posts: [],
  };
}

let state = demoState();

/** Back to the demo definitions, with no post recorded. */
export function resetFlagService(): void {
  state = demoState();
}

/** The posts the stand-in accepted, oldest first. */
export function flagServicePosts(): readonly RecordedPost[] {
  return state.posts;
}

const latest = (changes: readonly Change<unknown>[]) =>
  changes.reduce((till, change) => Math.max(till, change.changeNumber), -1);

/** A flag changes in the service (a kill, a new rule): it gets the next change number. */
export function changeFlag(split: FlagDefinition): FlagDefinition {
  const changeNumber = Math.max(latest(state.flags), Date.now());
  const changed = { ...split, changeNumber: changeNumber + 1 };
  state.flags.push({ changeNumber: changed.changeNumber, item: changed });
  return changed;
}

/** The current definition of a flag. */
export function currentFlag(name: string): FlagDefinition | undefined {
  return state.flags.findLast((change) => change.item.name === name)?.item;
}

/** A rule-based segment is created or changed. */
export function changeRuleBasedSegment(segment: Omit<RuleBasedSegment, 'changeNumber'>): void {
  const changeNumber = Math.max(latest(state.rules), Date.now()) + 1;
  state.rules.push({ changeNumber, item: { ...segment, changeNumber } as RuleBasedSegment });
}

/** Keys join (or leave) a segment, one change each. */
export function changeSegment(name: string, keys: readonly string[], added = true): void {
  const changes = state.segments.get(name) ?? [];
  let changeNumber = Math.max(latest(changes), Date.now());
  for (const key of keys) changes.push({ changeNumber: ++changeNumber, item: { key, added } });
  state.segments.set(name, changes);
}

/** The changes after `since`, at most a page of them, and the `till` they bring the client to. */
function pageAfter<T>(changes: readonly Change<T>[], since: number) {
  const after = changes.filter((change) => change.changeNumber > since);
  const page = after.slice(0, PAGE_SIZE);
  // The rest of a change number's items go with it: a client at `till` must have all of them.
  const till = page.at(-1)?.changeNumber ?? since;
  const whole = after.filter((change) => change.changeNumber <= till);
  return { items: whole.map((change) => change.item), since, till };
}

const Since = v.pipe(
  v.optional(v.string(), '-1'),
  v.transform(Number),
  v.integer('since is a change number'),
);

// Posts as the service documents them.
const Name = v.pipe(v.string(), v.minLength(1), v.maxLength(250));
const Int = v.pipe(v.number(), v.integer());
const ImpressionsBulkSchema = v.array(
  v.strictObject({
    f: Name,
    i: v.pipe(
      v.array(
        v.strictObject({
          k: Name,
          b: v.optional(Name),
          t: v.pipe(v.string(), v.minLength(1)),
          m: Int,
          c: Int,
          r: v.optional(v.string()),
          pt: v.optional(Int),
          properties: v.optional(v.string()),
        }),
      ),
      v.minLength(1),
    ),
  }),
);
const HOUR = 3_600_000;
const ImpressionCountsSchema = v.strictObject({
  pf: v.array(
    v.strictObject({
      f: Name,
      m: v.pipe(
        Int,
        v.check((time) => time % HOUR === 0, 'm is the start of an hour'),
      ),
      rc: v.pipe(Int, v.minValue(1)),
    }),
  ),
});
const UniqueKeysSsSchema = v.strictObject({
  keys: v.array(v.strictObject({ f: Name, ks: v.pipe(v.array(Name), v.minLength(1)) })),
});
const Counts = v.record(v.string(), v.number());
const UsageSchema = v.looseObject({
  lS: v.record(v.string(), v.number()),
  mL: v.record(v.string(), v.pipe(v.array(Int), v.length(23, 'latencies come in 23 buckets'))),
  mE: Counts,
  hE: v.record(v.string(), Counts),
  hL: v.record(v.string(), v.array(Int)),
  tR: Int,
  aR: Int,
  iQ: Int,
  iDe: Int,
  iDr: Int,
  eQ: Int,
  eD: Int,
  sE: v.array(v.object({ e: Int, d: v.optional(Int), t: Int })),
  spC: v.optional(Int),
  seC: v.optional(Int),
  skC: v.optional(Int),
  lsC: v.optional(Int),
  lskC: v.optional(Int),
  sL: v.optional(Int),
  t: v.optional(v.array(v.string())),
  ufs: v.optional(v.record(v.picklist(['sp', 'ms', 'mls']), Int)),
});
const EventsBulkSchema = v.array(
  v.strictObject({
    eventTypeId: v.pipe(v.string(), v.regex(EVENT_TYPE)),
    trafficTypeName: v.pipe(v.string(), v.regex(/^[a-z0-9_-]+$/, 'the traffic type is lowercase')),
    key: Name,
    // The SDK leaves the value out when none is given, and passes a null through.
    value: v.optional(v.nullable(v.number())),
    timestamp: Int,
    properties: v.record(v.string(), v.nullable(v.union([v.string(), v.number(), v.boolean()]))),
  }),
);

const POSTS: Record<string, { host: RecordedPost['host']; schema: v.GenericSchema }> = {
  '/testImpressions/bulk': { host: 'events', schema: ImpressionsBulkSchema },
  '/testImpressions/count': { host: 'events', schema: ImpressionCountsSchema },
  '/events/bulk': { host: 'events', schema: EventsBulkSchema },
  '/v1/keys/ss': { host: 'telemetry', schema: UniqueKeysSsSchema },
  '/v1/metrics/usage': { host: 'telemetry', schema: UsageSchema },
};

export const flagService = new Hono();

/** Every call needs the SDK's key and version headers. */
flagService.use('*', async (c, next) => {
  if (!/^Bearer \S+$/.test(c.req.header('authorization') ?? '')) return c.json({ error: 'no SDK key' }, 401);
  if (!/^javascript-\d+\.\d+\.\d+$/.test(c.req.header('splitsdkversion') ?? '')) {
    return c.json({ error: 'SplitSDKVersion names the SDK and its version' }, 400);
  }
  await next();
});

flagService.get('/api/splitChanges', (c) => {
  const since = v.safeParse(Since, c.req.query('since'));
  const rbSince = v.safeParse(Since, c.req.query('rbSince'));
  if (c.req.query('s') !== '1.3' || !since.success || !rbSince.success) {
    return c.json({ error: 'splitChanges takes s=1.3, since and rbSince' }, 400);
  }
  // A set filter, as the SDK sends it: valid names, sorted, each once; only flags in one of them answer.
  const sets = c.req.query('sets')?.split(',');
  if (
    sets &&
    (!sets.every((set) => FLAG_SET_NAME.test(set)) || sets.join() !== [...new Set(sets)].sort().join())
  ) {
    return c.json({ error: 'sets takes flag set names, sorted, each once' }, 400);
  }
  const flags = pageAfter(state.flags, since.output);
  const inFilter = (flag: FlagDefinition) => !sets || (flag.sets ?? []).some((set) => sets.includes(set));
  const rules = pageAfter(state.rules, rbSince.output);
  return c.json({
    ff: { d: flags.items.filter(inFilter), s: flags.since, t: flags.till },
    rbs: { d: rules.items, s: rules.since, t: rules.till },
  });
});

flagService.get('/api/segmentChanges/:name', (c) => {
  const since = v.safeParse(Since, c.req.query('since'));
  if (!since.success) return c.json({ error: 'segmentChanges takes since' }, 400);
  const name = c.req.param('name');
  const changes = state.segments.get(name);
  if (!changes) return c.json({ error: `no segment ${name}` }, 404);
  const page = pageAfter(changes, since.output);
  return c.json({
    name,
    added: page.items.filter((change) => change.added).map((change) => change.key),
    removed: page.items.filter((change) => !change.added).map((change) => change.key),
    since: page.since,
    till: page.till,
  });
});

flagService.post('/api/*', async (c) => {
  const path = c.req.path.replace(/^\/api/, '');
  const expected = POSTS[path];
  if (!expected) return c.json({ error: `no endpoint ${path}` }, 404);
  if (!new URL(c.req.url).hostname.startsWith(`${expected.host}.`)) {
    return c.json({ error: `${path} is on the ${expected.host} host` }, 404);
  }
  if (!/^application\/json\b/.test(c.req.header('content-type') ?? '')) {
    return c.json({ error: 'the body must be JSON' }, 415);
  }
  const mode = c.req.header('splitsdkimpressionsmode');
  if (path === '/testImpressions/bulk' && mode !== 'OPTIMIZED' && mode !== 'DEBUG') {
    return c.json({ error: 'impressions carry SplitSDKImpressionsMode OPTIMIZED or DEBUG' }, 400);
  }
  const body = await c.req.json().catch(() => undefined);
  const parsed = v.safeParse(expected.schema, body);
  if (!parsed.success) return c.json({ error: `${path} ${issueText(parsed.issues)}` }, 400);
  const headers: Record<string, string> = { SplitSDKVersion: c.req.header('splitsdkversion') ?? '' };
  if (mode) headers.SplitSDKImpressionsMode = mode;
  state.posts.push({ host: expected.host, path, headers, body });
  if (state.posts.length > POSTS_KEPT) state.posts.splice(0, state.posts.length - POSTS_KEPT);
  if (path === '/events/bulk') countEvaluations(body as { eventTypeId: string; key: string }[]);
  return c.body(null, 202);
});

/** Evaluation events received per visitor key, for a load run to check against the views it made. */
const evaluations = new Map<string, number>();
/** Keys counted at most: the oldest are forgotten first. */
const COUNTED_KEYS = 100_000;

function countEvaluations(events: readonly { eventTypeId: string; key: string }[]): void {
  for (const event of events) {
    if (event.eventTypeId !== 'split_evaluation') continue;
    evaluations.set(event.key, (evaluations.get(event.key) ?? 0) + 1);
    if (evaluations.size > COUNTED_KEYS) evaluations.delete(evaluations.keys().next().value as string);
  }
}

/** `GET /_local/flag-service/posts`: what the stand-in received, newest last, for a look or a browser test. */
export const flagServicePostsRoute = new Hono()
  .get('/_local/flag-service/posts', (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(state.posts);
  })
  // `POST /_local/flag-service/evaluations` with `{ keys }`: the evaluation events received for each key.
  .post('/_local/flag-service/evaluations', async (c) => {
    const parsed = v.safeParse(
      v.object({ keys: v.pipe(v.array(v.string()), v.maxLength(COUNTED_KEYS)) }),
      await c.req.json().catch(() => undefined),
    );
    if (!parsed.success) return c.json({ error: `body: ${issueText(parsed.issues)}` }, 400);
    return c.json(Object.fromEntries(parsed.output.keys.map((key) => [key, evaluations.get(key) ?? 0])));
  });

/** The flag client's fetch: the stand-in for its hosts, the network for any other. */
export const flagServiceFetch: typeof fetch = (input, init) => {
  const request = new Request(input, init);
  return new URL(request.url).hostname.endsWith(HOST_SUFFIX)
    ? Promise.resolve(flagService.fetch(request))
    : fetch(request);
};
