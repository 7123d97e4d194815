// Structured logging: one JSON line per call with level, id, request id, channel, locale and details;
// logging=0 silences it; secrets and e-mail addresses never reach the line.
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { LogLevel } from '../shared/domain/log-ids';
import { createLogger } from './log';

afterEach(() => {
  vi.restoreAllMocks();
});

function spies() {
  return {
    info: vi.spyOn(console, 'info').mockImplementation(() => {}),
    warn: vi.spyOn(console, 'warn').mockImplementation(() => {}),
    error: vi.spyOn(console, 'error').mockImplementation(() => {}),
  };
}

const SCOPE = { requestId: 'req-1', channel: 'kartenliebe', locale: 'de-DE', enabled: true };

describe('createLogger', () => {
  test.each<[level: LogLevel]>([['info'], ['warn'], ['error']])(
    '%s writes one JSON line to console.%s',
    (level) => {
      const out = spies();
      createLogger(SCOPE)[level]('storyblok-page-not-found', { slug: 'karten/hochzeit', attempt: 2 });
      expect(out[level]).toHaveBeenCalledTimes(1);
      const others = (['info', 'warn', 'error'] as const).filter((other) => other !== level);
      for (const other of others) expect(out[other]).not.toHaveBeenCalled();
      const [line] = out[level].mock.calls[0] ?? [];
      expect(typeof line).toBe('string');
      expect(String(line)).not.toContain('\n');
      expect(JSON.parse(String(line))).toEqual({
        level,
        id: 'storyblok-page-not-found',
        requestId: 'req-1',
        channel: 'kartenliebe',
        locale: 'de-DE',
        slug: 'karten/hochzeit',
        attempt: 2,
      });
    },
  );

  test('without details the line carries the identifiers only', () => {
    const out = spies();
    createLogger({ requestId: 'req-2', enabled: true }).info('route-not-found');
    expect(JSON.parse(String(out.info.mock.calls[0]?.[0]))).toEqual({
      level: 'info',
      id: 'route-not-found',
      requestId: 'req-2',
    });
  });

  test.each<[level: LogLevel]>([['info'], ['warn'], ['error']])(
    'enabled: false writes nothing for %s',
    (level) => {
      const out = spies();
      createLogger({ ...SCOPE, enabled: false })[level]('route-not-found', { path: '/' });
      expect(out.info).not.toHaveBeenCalled();
      expect(out.warn).not.toHaveBeenCalled();
      expect(out.error).not.toHaveBeenCalled();
    },
  );

  test.each(['webhook-signature-invalid', 'invalid-editor-token', 'hybrid-ssr-error'] as const)(
    'enabled: false still writes the security event %s',
    (id) => {
      const out = spies();
      createLogger({ ...SCOPE, enabled: false }).warn(id, { path: '/webhooks/storyblok' });
      expect(out.warn).toHaveBeenCalledTimes(1);
      expect(JSON.parse(String(out.warn.mock.calls[0]?.[0]))).toMatchObject({ id });
    },
  );

  test('details cannot overwrite the line identifiers', () => {
    const out = spies();
    createLogger(SCOPE).warn('cms-page-not-found', {
      level: 'info',
      id: 'story-42',
      requestId: 'forged',
      channel: 'poster',
      locale: 'en-GB',
      slug: 'x',
    });
    const line = JSON.parse(String(out.warn.mock.calls[0]?.[0]));
    expect(line.level).toBe('warn');
    expect(line.id).toBe('cms-page-not-found');
    expect(line.requestId).toBe('req-1');
    expect(line.channel).toBe('kartenliebe');
    expect(line.locale).toBe('de-DE');
    expect(line.slug).toBe('x');
  });

  test('details are redacted before writing', () => {
    const out = spies();
    createLogger(SCOPE).error('log-in-error', {
      email: 'jane.doe@example.com',
      password: 'hunter2',
      error: new Error('no customer jane.doe@example.com'),
    });
    const text = String(out.error.mock.calls[0]?.[0]);
    expect(text).not.toContain('hunter2');
    expect(text).not.toContain('jane.doe');
    expect(JSON.parse(text)).toMatchObject({
      email: 'j***@example.com',
      password: '[redacted]',
      error: { name: 'Error', message: 'no customer j***@example.com' },
    });
  });
});

describe('redaction', () => {
  /** The details of the line a request's logger writes for `details`. */
  function written(details: Record<string, unknown>): Record<string, unknown> {
    const out = spies();
    createLogger({ requestId: 'req-1', enabled: true }).info('route-not-found', details);
    const {
      level: _level,
      id: _id,
      requestId: _requestId,
      ...rest
    } = JSON.parse(String(out.info.mock.calls[0]?.[0])) as Record<string, unknown>;
    return rest;
  }

  test.each<[key: string]>([
    ['password'],
    ['Password'],
    ['newPassword'],
    ['passwd'],
    ['token'],
    ['accessToken'],
    ['refresh_token'],
    ['secret'],
    ['clientSecret'],
    ['session'],
    ['sessionId'],
    ['cookie'],
    ['Cookie'],
    ['set-cookie'],
    ['authorization'],
    ['Authorization'],
    ['authorisation'],
  ])('the value under %s is redacted', (key) => {
    expect(written({ [key]: 'value-123', keep: 'ok' })).toEqual({ [key]: '[redacted]', keep: 'ok' });
  });

  test.each<[name: string, value: unknown]>([
    ['string', 'abc'],
    ['number', 42],
    ['object', { a: 1 }],
    ['array', ['a', 'b']],
    ['null', null],
  ])('a %s under a secret key is redacted whole', (_name, value) => {
    expect(written({ token: value })).toEqual({ token: '[redacted]' });
  });

  test('nested secrets are redacted', () => {
    expect(
      written({
        request: { headers: { cookie: 'sid=1', authorization: 'Bearer x', accept: 'text/html' } },
        customers: [{ name: 'A', session: 's1' }],
      }),
    ).toEqual({
      request: { headers: { cookie: '[redacted]', authorization: '[redacted]', accept: 'text/html' } },
      customers: [{ name: 'A', session: '[redacted]' }],
    });
  });

  test.each<[input: string, expected: string]>([
    ['jane.doe@example.com', 'j***@example.com'],
    ['J@example.co.uk', 'J***@example.co.uk'],
    ['first.last+tag@sub.example.de', 'f***@sub.example.de'],
    ['customer jane@example.com not found', 'customer j***@example.com not found'],
    ['a@x.de and bob@y.fr', 'a***@x.de and b***@y.fr'],
    ['{"email":"jane@example.com"}', '{"email":"j***@example.com"}'],
    ['no address here', 'no address here'],
    ['@handle', '@handle'],
  ])('%s -> %s', (input, expected) => {
    expect(written({ note: input, list: [input] })).toEqual({ note: expected, list: [expected] });
  });

  test.each<[value: unknown]>([[42], [true], [null], ['plain text'], [{ nested: [1, 'two'] }]])(
    '%j passes through',
    (value) => {
      expect(written({ value })).toEqual({ value });
    },
  );

  test('an Error becomes name and redacted message', () => {
    const error = new TypeError('token for jane@example.com expired');
    expect(written({ error })).toEqual({
      error: { name: 'TypeError', message: 'token for j***@example.com expired' },
    });
  });
});
