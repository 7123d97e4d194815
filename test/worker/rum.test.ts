// The real-user measurement endpoint: a beacon's vitals and errors are logged with their ids, the page type and
// the element at fault; every bound refuses with its reason; other sites are refused; vitals need analytics
// consent, errors none and carry no visitor key. Pages carry the configured sample rate, none with tracking=0.
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { DEMO_KEYS } from '../../demo/flags';
import { CONSENT_COOKIE } from '../../shared/domain/consent';
import { RUM_LIMITS, RUM_PATH } from '../../shared/domain/rum';
import worker from '../../worker/index';
import { DE, get, TEST_VISITOR, withTestVisitor } from './fetch';

const post = (body: unknown, headers: Record<string, string> = {}) =>
  get(`${DE}${RUM_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'text/plain;charset=UTF-8', origin: DE, ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

const granted = { cookie: `${TEST_VISITOR}; ${CONSENT_COOKIE}=granted` };

const lcp = {
  name: 'LCP',
  value: 1234.56,
  rating: 'good',
  navigationType: 'navigate',
  target: 'main>section.hero>img',
};
const thrown = {
  kind: 'error',
  message: 'rum-test',
  source: 'http://kartenliebe.de.localhost:8787/assets/boot-abc.js',
  line: 1,
  column: 200,
  stack: 'Error: rum-test\n    at http://kartenliebe.de.localhost:8787/assets/boot-abc.js:1:200',
};

/** The log lines of one id written while `run` ran, parsed. */
async function logged(id: string, run: () => Promise<Response>) {
  const info = vi.spyOn(console, 'info');
  const warn = vi.spyOn(console, 'warn');
  const response = await run();
  const lines = [...info.mock.calls, ...warn.mock.calls]
    .map(([line]) => String(line))
    .filter((line) => line.includes(`"id":"${id}"`))
    .map((line) => JSON.parse(line) as Record<string, unknown>);
  info.mockRestore();
  warn.mockRestore();
  return { response, lines };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('a valid beacon', () => {
  test('logs each vital as web-vitals, rounded, with its page type and the element at fault; 204, no-store', async () => {
    const cls = { name: 'CLS', value: 0.123456, rating: 'needs-improvement', navigationType: 'reload' };
    const { response, lines } = await logged('web-vitals', () =>
      post({ path: '/fr/produits/', status: 200, vitals: [lcp, cls] }, granted),
    );
    expect(response.status).toBe(204);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(lines).toEqual([
      expect.objectContaining({
        level: 'info',
        id: 'web-vitals',
        name: 'LCP',
        value: 1235,
        rating: 'good',
        navigationType: 'navigate',
        target: 'main>section.hero>img',
        pageType: 'products',
        path: '/fr/produits/',
      }),
      expect.objectContaining({
        name: 'CLS',
        value: 0.123,
        rating: 'needs-improvement',
        pageType: 'products',
      }),
    ]);
  });

  test.each([
    ['the home page', '/', undefined, 'home'],
    ['a content page', '/karten/', undefined, 'content'],
    ['an error page', '/karten/nope/', 404, 'error'],
  ])('logs a browser error on %s as browser-error with its page type', async (_name, path, status, type) => {
    const { response, lines } = await logged('browser-error', () =>
      post({ path, status, errors: [thrown] }, granted),
    );
    expect(response.status).toBe(204);
    expect(lines).toEqual([
      expect.objectContaining({ level: 'warn', id: 'browser-error', ...thrown, pageType: type, path }),
    ]);
  });

  test('a failed island chunk is a browser-error of kind chunk', async () => {
    const chunk = { kind: 'chunk', message: 'island account: Failed to fetch dynamically imported module' };
    const { lines } = await logged('browser-error', () => post({ path: '/', errors: [chunk] }, granted));
    expect(lines).toEqual([expect.objectContaining({ kind: 'chunk', message: chunk.message })]);
  });

  test('a JSON body (not a beacon) is read the same', async () => {
    const { response, lines } = await logged('web-vitals', () =>
      post({ path: '/', vitals: [lcp] }, { ...granted, 'content-type': 'application/json' }),
    );
    expect(response.status).toBe(204);
    expect(lines).toHaveLength(1);
  });
});

describe('consent', () => {
  test.each([
    ['declined', `${TEST_VISITOR}; ${CONSENT_COOKIE}=declined`],
    ['marketing only', `${TEST_VISITOR}; ${CONSENT_COOKIE}=custom:marketing`],
    ['not chosen yet', TEST_VISITOR],
  ])('with analytics %s, vitals are dropped and errors still logged', async (_name, cookie) => {
    const info = vi.spyOn(console, 'info');
    const { response, lines } = await logged('browser-error', () =>
      post({ path: '/', vitals: [lcp], errors: [thrown] }, { cookie }),
    );
    const vitals = info.mock.calls.filter(([line]) => String(line).includes('"id":"web-vitals"'));
    expect(response.status).toBe(204);
    expect(vitals).toEqual([]);
    expect(lines).toHaveLength(1);
  });

  test('an error line carries no visitor key, whatever the cookies hold', async () => {
    const cookie = `splitIoUserKey=${DEMO_KEYS.on}; ${CONSENT_COOKIE}=granted`;
    const warn = vi.spyOn(console, 'warn');
    await post({ path: '/', errors: [thrown] }, { cookie });
    const line = warn.mock.calls
      .map(([entry]) => String(entry))
      .find((entry) => entry.includes('browser-error'));
    expect(line).toBeDefined();
    expect(line).not.toContain(DEMO_KEYS.on);
    expect(line).not.toMatch(/splitIoUserKey|cookie/i);
  });
});

describe('bad input', () => {
  const long = (length: number) => 'x'.repeat(length);
  test.each<[name: string, body: unknown, reason: string]>([
    ['not JSON', '{nope', 'body: not JSON'],
    ['a number for a body', '42', 'body: Invalid type: Expected Object but received 42'],
    ['no path', { vitals: [lcp] }, 'path: Invalid key: Expected "path" but received undefined'],
    ['a path not starting with /', { path: 'x', vitals: [lcp] }, 'path: path must start with /'],
    [
      'a path too long',
      { path: `/${long(300)}`, vitals: [lcp] },
      'path: path must be at most 300 characters',
    ],
    ['an empty beacon', { path: '/' }, 'body: a beacon must carry vitals, errors or logs'],
    [
      'a status that is none',
      { path: '/', status: 42, errors: [thrown] },
      'status: status must be an HTTP status',
    ],
    [
      'an unknown metric',
      { path: '/', vitals: [{ ...lcp, name: 'FID' }] },
      'vitals.0.name: name must be one of LCP, INP, CLS, FCP, TTFB',
    ],
    [
      'an infinite value',
      `{"path":"/","vitals":[{"name":"LCP","value":1e400,"rating":"good","navigationType":"navigate"}]}`,
      'vitals.0.value: value must be finite',
    ],
    [
      'a negative value',
      { path: '/', vitals: [{ ...lcp, value: -1 }] },
      'vitals.0.value: value must not be negative',
    ],
    [
      'a string value',
      { path: '/', vitals: [{ ...lcp, value: '12' }] },
      'vitals.0.value: value must be a number',
    ],
    [
      'an unknown rating',
      { path: '/', vitals: [{ ...lcp, rating: 'fine' }] },
      'vitals.0.rating: rating must be one of good, needs-improvement, poor',
    ],
    [
      'a target too long',
      { path: '/', vitals: [{ ...lcp, target: long(201) }] },
      'vitals.0.target: target must be at most 200 characters',
    ],
    [
      'too many vitals',
      { path: '/', vitals: Array(RUM_LIMITS.vitals + 1).fill(lcp) },
      `vitals: at most ${RUM_LIMITS.vitals} vitals at once`,
    ],
    [
      'an unknown error kind',
      { path: '/', errors: [{ ...thrown, kind: 'warning' }] },
      'errors.0.kind: kind must be one of error, rejection, chunk',
    ],
    [
      'a message too long',
      { path: '/', errors: [{ ...thrown, message: long(301) }] },
      'errors.0.message: message must be at most 300 characters',
    ],
    [
      'a stack too long',
      { path: '/', errors: [{ ...thrown, stack: long(1001) }] },
      'errors.0.stack: stack must be at most 1000 characters',
    ],
    [
      'a fractional line',
      { path: '/', errors: [{ ...thrown, line: 1.5 }] },
      'errors.0.line: line must be a whole number',
    ],
    [
      'too many errors',
      { path: '/', errors: Array(RUM_LIMITS.errors + 1).fill(thrown) },
      `errors: at most ${RUM_LIMITS.errors} errors at once`,
    ],
  ])('%s is refused with its reason', async (_name, body, reason) => {
    const warn = vi.spyOn(console, 'warn');
    const response = await post(body, granted);
    expect(response.status).toBe(400);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(((await response.json()) as { error: string }).error).toBe(reason);
    expect(warn.mock.calls.some(([line]) => String(line).includes('browser-error'))).toBe(false);
  });

  test('a body over the limit is refused with 413', async () => {
    const body = JSON.stringify({ path: '/', errors: [thrown], padding: long(RUM_LIMITS.bodyBytes) });
    const response = await post(body, granted);
    expect(response.status).toBe(413);
    expect(((await response.json()) as { error: string }).error).toBe(
      `body: at most ${RUM_LIMITS.bodyBytes} bytes`,
    );
  });

  test('another body type is refused with 415, another site with 403', async () => {
    expect(
      (await post({ path: '/', errors: [thrown] }, { ...granted, 'content-type': 'application/xml' })).status,
    ).toBe(415);
    const warn = vi.spyOn(console, 'warn');
    const crossSite = await post(
      { path: '/', errors: [thrown] },
      { ...granted, origin: 'https://evil.example' },
    );
    expect(crossSite.status).toBe(403);
    expect(
      (
        await post(
          { path: '/', errors: [thrown] },
          { ...granted, origin: '', 'sec-fetch-site': 'cross-site' },
        )
      ).status,
    ).toBe(403);
    expect(warn.mock.calls.some(([line]) => String(line).includes('browser-error'))).toBe(false);
  });
});

describe('sampling on the page', () => {
  async function html(url: string, rate?: string) {
    const ctx = createExecutionContext();
    const request = new Request(url, { redirect: 'manual', ...withTestVisitor() });
    const response = await worker.fetch(request, { ...env, RUM_SAMPLE_RATE: rate }, ctx);
    const text = await response.text();
    await waitOnExecutionContext(ctx);
    return /<html[^>]*>/.exec(text)?.[0] ?? '';
  }
  // A query of its own per page: the edge HTML cache keeps a copy per query.
  const fresh = (query = '') => `${DE}/karten/?a=${crypto.randomUUID()}${query}`;

  test.each<[string | undefined, string]>([
    [undefined, '1'],
    ['0.1', '0.1'],
    ['0', '0'],
    ['5', '1'],
    ['lots', '1'],
  ])('RUM_SAMPLE_RATE %s puts the rate %s on <html>', async (rate, shown) => {
    expect(await html(fresh(), rate)).toContain(`data-rum-sample="${shown}"`);
  });

  test('tracking=0 leaves the page out: no rate on <html>', async () => {
    expect(await html(fresh('&tracking=0'), '1')).not.toContain('data-rum-sample');
  });
});
