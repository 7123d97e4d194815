// The isolate's start-up pass: the platform starts an isolate while the visitor's TLS handshake runs, and
// everything the isolate does first on a request is that visitor's wait. So at start-up the app answers a few
// pages of built-in content once, through the same middleware, flag engine, story cache and render a visitor's
// request takes: what compiles there is compiled for the first visitor. No I/O: the bindings are in memory, the
// edge cache is not asked, the answers go without their bodies, and what the pass keeps and logs goes nowhere
// (`site/start-up.ts`). It records no impression (no consent) and makes no random value (a known visitor key).
import type { Hono } from 'hono';
import { CALCULATOR_ORIENTATION_FLAG } from '../shared/domain/calculator';
import { FLAG_KEY_COOKIE } from '../shared/domain/flag-key';
import { createIsolateCache } from '../shared/domain/isolate-cache';
import { WANDBILDER_FLAG } from '../shared/domain/navigation';
import type { Story } from '../shared/schemas/story';
import { storedEntries } from './content/story-cache';
import type { AppEnv, Bindings } from './env';
import { everyoneCondition, type FlagSet, onOffFlag, storageEntries } from './flags/definitions';
import { DEFINITIONS_KEY } from './flags/store';
import { visitorKeyOf } from './flags/visitor-key';
import { START_UP_STORIES } from './generated/start-up-content';
import { createLogger } from './log';
import { passRequest } from './site/start-up';

/**
 * The pages the pass answers: a home page, a product page (its breadcrumb reads its category) and a missing page.
 * More pages or a second round lengthen start-up without making a first request cheaper.
 */
export const START_UP_PAGES: readonly { url: string; status: number }[] = [
  { url: 'https://www.kartenliebe.de/', status: 200 },
  { url: 'https://www.wandliebe.de/leinwanddruck/leinwand-classic', status: 200 },
  { url: 'https://www.wandliebe.de/start-up-missing-page', status: 404 },
];

/** The pass's own signing secret: its visitor's key is a known one, so it asks for no random value. */
const PASS_SECRET = 'start-up-pass';
const CONTENT_VERSION = 1;
/** What the pass's kept values may take; they are dropped with the pass. */
const PASS_CACHE_BYTES = 4 * 1024 * 1024;

/** A flag the pages read: a rollout to everyone, so the pass runs the flag engine. */
const passFlag = (name: string) =>
  onOffFlag({
    name,
    changeNumber: 1,
    seed: 1,
    sets: [],
    conditions: [
      everyoneCondition([
        { treatment: 'on', size: 50 },
        { treatment: 'off', size: 50 },
      ]),
    ],
  });

/** The pass's flags: the ones its pages read. */
const PASS_FLAGS: FlagSet = {
  till: 1,
  splits: [passFlag(WANDBILDER_FLAG), passFlag(CALCULATOR_ORIENTATION_FLAG)],
  segments: [],
};

/** KV in memory, with what the story cache reads and writes (text values); notes each key it did not have. */
function memoryKv(entries: Record<string, string>, missing: Set<string>): KVNamespace {
  const values = new Map(Object.entries(entries));
  const kv = {
    get: async (key: string, options?: unknown) => {
      const value = values.get(key) ?? null;
      if (value === null) missing.add(key);
      const type = typeof options === 'string' ? options : (options as { type?: string } | undefined)?.type;
      return value !== null && type === 'json' ? JSON.parse(value) : value;
    },
    put: async (key: string, value: string) => {
      values.set(key, value);
    },
    delete: async (key: string) => {
      values.delete(key);
    },
  };
  return kv as unknown as KVNamespace;
}

/** The pass's bindings: its content in memory, no shop origin, no flag service. */
function passBindings(now: number, missing: Set<string>): Bindings {
  const stories = JSON.parse(START_UP_STORIES) as Record<string, Story | null>;
  return {
    CONTENT_CACHE: memoryKv(storedEntries(CONTENT_VERSION, stories, now), missing),
    FLAGS: memoryKv({ [DEFINITIONS_KEY]: JSON.stringify(storageEntries(PASS_FLAGS)) }, missing),
    POSTER_SHOP_NAME: 'wandliebe',
    ENVIRONMENT: 'production',
    STORYBLOK_REGION: 'eu',
    STORYBLOK_SPACE_ID: '1',
    STORYBLOK_PUBLIC_TOKEN: PASS_SECRET,
    STORYBLOK_PREVIEW_TOKEN: PASS_SECRET,
    STORYBLOK_WEBHOOK_SECRET: PASS_SECRET,
    CONTENT_FRESHNESS_SECONDS: '3600',
    FLAG_SIGNING_SECRET: PASS_SECRET,
  } as unknown as Bindings;
}

/**
 * Each page's status as the pass got it (or the error it threw), and the KV keys it asked for and did not have:
 * for the tests, nothing reads them at start-up.
 */
export interface PassResults {
  pages: Record<string, number | string>;
  missing: string[];
}

/** Answers the pass's pages once, one after the other; never throws, and logs a page that answered otherwise. */
export async function startUpPass(app: Hono<AppEnv>): Promise<PassResults> {
  const missing = new Set<string>();
  const pages: PassResults['pages'] = {};
  try {
    const env = passBindings(Date.now(), missing);
    const ctx = {
      waitUntil: (promise: Promise<unknown>) => void promise.catch(() => {}),
      passThroughOnException: () => {},
      props: {},
    } as unknown as ExecutionContext;
    const cookie = `${FLAG_KEY_COOKIE}=${visitorKeyOf(PASS_SECRET, '000000000000000')}`;
    for (const { url } of START_UP_PAGES) {
      const kept = createIsolateCache(PASS_CACHE_BYTES);
      const request = passRequest(new Request(url, { headers: { 'cf-ray': 'start-up', cookie } }), kept);
      try {
        const response = await app.fetch(request, env, ctx);
        await response.body?.cancel();
        pages[url] = response.status;
      } catch (error) {
        pages[url] = String(error);
      }
    }
  } catch (error) {
    pages.pass = String(error);
  }
  const failed = START_UP_PAGES.filter(({ url, status }) => pages[url] !== status);
  if (failed.length > 0 || missing.size > 0) {
    // Harmless to visitors, but the first one in each isolate then pays for what the pass did not compile.
    createLogger({ requestId: 'start-up', enabled: true }).warn('start-up-pass-failed', {
      pages,
      missing: [...missing],
    });
  }
  return { pages, missing: [...missing] };
}
