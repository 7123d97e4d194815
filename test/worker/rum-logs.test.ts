// The browser's log ids at the real-user measurement endpoint: each is written at the level the shop's table
// gives it (not one the browser names), with its details, the page type and path and `source: 'browser'`; an id
// the browser does not raise, details past their bounds or of another shape refuse the beacon with the reason, as
// a bad vital does; secrets in details are redacted; with no page view sampled only error-level ids are written.
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { BROWSER_LOG_LEVELS, type BrowserLogId, LOG_LIMITS } from '../../shared/domain/browser-log';
import { RUM_PATH } from '../../shared/domain/rum';
import worker from '../../worker/index';
import { DE, withTestVisitor } from './fetch';

const init = (body: unknown): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'text/plain;charset=UTF-8', origin: DE },
  body: typeof body === 'string' ? body : JSON.stringify(body),
});

/** Posts a beacon to the worker under a sample rate, and the log lines it wrote, parsed. */
async function post(body: unknown, rate = '1') {
  const spies = (['info', 'warn', 'error'] as const).map((level) =>
    vi.spyOn(console, level).mockImplementation(() => {}),
  );
  const ctx = createExecutionContext();
  const request = new Request(`${DE}${RUM_PATH}`, withTestVisitor(init(body)));
  const response = await worker.fetch(request, { ...env, RUM_SAMPLE_RATE: rate }, ctx);
  await waitOnExecutionContext(ctx);
  const lines = spies
    .flatMap((spy) => spy.mock.calls.map(([line]) => String(line)))
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>)
    .filter((line) => line.source === 'browser');
  return { response, lines };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('a valid log id', () => {
  test.each(Object.entries(BROWSER_LOG_LEVELS) as [BrowserLogId, string][])(
    '%s is written at %s with its details, the page type, path and source',
    async (id, level) => {
      const { response, lines } = await post({
        path: '/karten/',
        status: 200,
        logs: [{ id, details: { status: 409, flag: 'HOME_HERO_AB', ok: false, none: null } }],
      });
      expect(response.status).toBe(204);
      expect(lines).toEqual([
        expect.objectContaining({
          level,
          id,
          status: 409,
          flag: 'HOME_HERO_AB',
          ok: false,
          none: null,
          pageType: 'content',
          path: '/karten/',
          source: 'browser',
        }),
      ]);
    },
  );

  test('the browser names no level, and details cannot overwrite the line’s own fields', async () => {
    const details = { level: 'info', id: 'x', path: '/elsewhere/', pageType: 'home', source: 'server' };
    const { lines } = await post({ path: '/', logs: [{ id: 'flag-user-key-changed', details }] });
    expect(lines).toEqual([
      expect.objectContaining({ level: 'error', id: 'flag-user-key-changed', path: '/', pageType: 'home' }),
    ]);
  });

  test('a secret-looking detail is redacted, an e-mail address masked', async () => {
    const details = { token: 'abc', error: 'no account for ada@example.com' };
    const { lines } = await post({ path: '/', logs: [{ id: 'newsletter-recaptcha-error', details }] });
    expect(lines[0]).toMatchObject({ token: '[redacted]', error: 'no account for a***@example.com' });
  });

  test('a detail named __proto__ is left out', async () => {
    const body =
      '{"path":"/","logs":[{"id":"error-add-voucher","details":{"__proto__":{"x":1},"status":400}}]}';
    const { response, lines } = await post(body);
    expect(response.status).toBe(204);
    expect(lines).toHaveLength(1);
    expect(Object.keys(lines[0] ?? {})).not.toContain('__proto__');
    expect(lines[0]).toMatchObject({ status: 400 });
    expect(lines[0]).not.toHaveProperty('x');
  });

  test('logs alone make a beacon, and details may be left out', async () => {
    const { response, lines } = await post({ path: '/', logs: [{ id: 'google-one-tap-displayed' }] });
    expect(response.status).toBe(204);
    expect(lines).toEqual([expect.objectContaining({ level: 'info', id: 'google-one-tap-displayed' })]);
  });
});

describe('with no page view sampled', () => {
  test('an error-level id is written, an info- or warn-level one is not', async () => {
    const { response, lines } = await post(
      {
        path: '/',
        logs: [
          { id: 'google-one-tap-displayed' },
          { id: 'error-add-voucher', details: { status: 400 } },
          { id: 'flag-treatment-changed', details: { flag: 'HOME_HERO_AB', from: 'on', to: 'off' } },
        ],
      },
      '0',
    );
    expect(response.status).toBe(204);
    expect(lines.map((line) => [line.level, line.id])).toEqual([['error', 'flag-treatment-changed']]);
  });
});

describe('bad log entries refuse the beacon with their reason', () => {
  const long = (length: number) => 'x'.repeat(length);
  const fields = (count: number) => Object.fromEntries(Array.from({ length: count }, (_, n) => [`f${n}`, n]));
  test.each<[name: string, logs: unknown, reason: string]>([
    [
      'a log id of the server’s',
      [{ id: 'login-failed' }],
      'logs.0.id: id must be a log id the browser raises',
    ],
    ['an unknown id', [{ id: 'made-up' }], 'logs.0.id: id must be a log id the browser raises'],
    ['no id', [{ details: {} }], 'logs.0.id: Invalid key: Expected "id" but received undefined'],
    [
      'details that are a list',
      [{ id: 'error-add-voucher', details: [1] }],
      'logs.0.details: details must be an object',
    ],
    [
      'too many detail fields',
      [{ id: 'error-add-voucher', details: fields(LOG_LIMITS.fields + 1) }],
      `logs.0.details: at most ${LOG_LIMITS.fields} detail fields`,
    ],
    [
      'a detail text too long',
      [{ id: 'error-add-voucher', details: { code: long(LOG_LIMITS.text + 1) } }],
      `logs.0.details.code: a detail must be at most ${LOG_LIMITS.text} characters`,
    ],
    [
      'a nested detail',
      [{ id: 'error-add-voucher', details: { basket: { lines: 3 } } }],
      `logs.0.details.basket: a detail must be a text of at most ${LOG_LIMITS.text} characters, a finite number, true, false or null`,
    ],
    [
      'a detail name too long',
      [{ id: 'error-add-voucher', details: { [long(LOG_LIMITS.key + 1)]: 1 } }],
      `logs.0.details.${long(LOG_LIMITS.key + 1)}: a detail name must be at most ${LOG_LIMITS.key} characters`,
    ],
    [
      'a detail name with other characters',
      [{ id: 'error-add-voucher', details: { 'a b': 1 } }],
      'logs.0.details.a b: a detail name must be letters, digits, - or _',
    ],
    [
      'too many logs',
      Array(LOG_LIMITS.logs + 1).fill({ id: 'error-add-voucher' }),
      `logs: at most ${LOG_LIMITS.logs} logs at once`,
    ],
  ])('%s', async (_name, logs, reason) => {
    const { response, lines } = await post(typeof logs === 'string' ? logs : { path: '/', logs });
    expect(response.status).toBe(400);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(((await response.json()) as { error: string }).error).toBe(reason);
    expect(lines).toEqual([]);
  });
});
