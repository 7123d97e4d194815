// The start-up pass, run here inside a test's request (at start-up it runs before any request): every page answers
// as a visitor's would, from the built-in content alone, and the pass keeps, logs and asks the network for nothing.
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { createApp } from '../../worker/app';
import { ISOLATE_CACHE } from '../../worker/isolate-cache';
import { START_UP_PAGES, startUpPass } from '../../worker/start-up-pass';

let logged: unknown[] = [];

beforeEach(() => {
  logged = [];
  for (const level of ['log', 'info', 'warn', 'error'] as const) {
    vi.spyOn(console, level).mockImplementation((line) => {
      logged.push(line);
    });
  }
});

afterEach(() => {
  vi.restoreAllMocks();
});

test('answers its pages from the built-in content alone: the home and product page, and a missing page', async () => {
  const results = await startUpPass(createApp());
  expect(START_UP_PAGES).toHaveLength(3);
  const [home, product, missing] = START_UP_PAGES as [string, string, string];
  expect(results).toEqual({ pages: { [home]: 200, [product]: 200, [missing]: 404 }, missing: [] });
});

test('keeps nothing in the isolate cache, logs nothing and fetches nothing', async () => {
  const network = vi.spyOn(globalThis, 'fetch');
  const before = JSON.stringify(ISOLATE_CACHE.stats());
  await startUpPass(createApp());
  expect(JSON.stringify(ISOLATE_CACHE.stats())).toBe(before);
  expect(logged).toEqual([]);
  expect(network).not.toHaveBeenCalled();
});
