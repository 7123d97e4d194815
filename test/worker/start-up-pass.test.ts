// The start-up pass, run here inside a test's request with what the runtime refuses before any request refused
// here too (timers, random values, I/O, the Cache API, a response with a body): every page answers as a visitor's
// would, from the built-in content alone, and the pass keeps, logs and asks the network for nothing.
import { Hono } from 'hono';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { createApp, createWorker } from '../../worker/app';
import { readyEmbeddedSpace } from '../../worker/backends/embedded-space';
import { readyEmbeddedShop } from '../../worker/backends/shop/in-process';
import type { AppEnv } from '../../worker/env';
import { ISOLATE_CACHE } from '../../worker/isolate-cache';
import { START_UP_PAGES, startUpPass } from '../../worker/start-up-pass';
import { warmUp } from '../../worker/warm-up';

let logged: unknown[] = [];

/** What workerd refuses in the global scope, refused alike. */
function asBeforeAnyRequest(): void {
  const refuse = (what: string) => () => {
    throw new Error(`${what} before a request`);
  };
  vi.spyOn(globalThis, 'setTimeout').mockImplementation(refuse('a timer') as never);
  vi.spyOn(crypto, 'randomUUID').mockImplementation(refuse('a random value'));
  vi.spyOn(crypto, 'getRandomValues').mockImplementation(refuse('a random value'));
  vi.spyOn(globalThis, 'fetch').mockImplementation(refuse('I/O'));
  vi.stubGlobal('caches', new Proxy({}, { get: refuse('the Cache API') }));
  const Native = Response;
  vi.stubGlobal(
    'Response',
    class extends Native {
      constructor(body?: BodyInit | null, init?: ResponseInit) {
        if (body !== null && body !== undefined) throw new Error('a response body before a request');
        super(body, init);
      }
    },
  );
}

beforeEach(() => {
  logged = [];
  for (const level of ['log', 'info', 'warn', 'error'] as const) {
    vi.spyOn(console, level).mockImplementation((line) => {
      logged.push(line);
    });
  }
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

test('answers its pages from the built-in content alone, needing nothing the runtime refuses before a request', async () => {
  const app = createApp();
  asBeforeAnyRequest();
  const results = await startUpPass(app);
  const expected = Object.fromEntries(START_UP_PAGES.map(({ url, status }) => [url, status]));
  expect(results).toEqual({ pages: expected, missing: [] });
  expect(Object.values(expected)).toEqual([200, 200, 404]);
});

test('keeps nothing in the isolate cache and logs nothing', async () => {
  const app = createApp();
  const before = JSON.stringify(ISOLATE_CACHE.stats());
  asBeforeAnyRequest();
  await startUpPass(app);
  expect(JSON.stringify(ISOLATE_CACHE.stats())).toBe(before);
  expect(logged).toEqual([]);
});

test('logs once, as a warning, when a page does not answer as expected', async () => {
  await startUpPass(new Hono<AppEnv>());
  expect(logged).toHaveLength(1);
  expect(JSON.parse(String(logged[0]))).toMatchObject({ level: 'warn', id: 'start-up-pass-failed' });
});

test('readies the local stand-ins at start-up, once, with nothing the runtime refuses there', () => {
  asBeforeAnyRequest();
  expect(() => {
    readyEmbeddedSpace();
    readyEmbeddedShop();
  }).not.toThrow();
  let readied = 0;
  createWorker({
    readyStandIns: () => {
      readied += 1;
    },
  });
  expect(readied).toBe(1);
});

test('warms up with the stream renderer refused its timer, leaving no error and no rejection unhandled', async () => {
  asBeforeAnyRequest();
  expect(() => warmUp()).not.toThrow();
  // The stream renderer's queued render runs in the microtasks after.
  await new Promise<void>((resolve) => queueMicrotask(resolve));
});
