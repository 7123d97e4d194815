// Dialog submissions: the result people see and the spec's logging rules per kind and status.
import { afterEach, describe, expect, test, vi } from 'vitest';
import { type AuthKind, submitAuth } from './auth';
import { createShopClient, type ShopFetch } from './client';

const FALLBACK = 'That did not work.';

function clientAnswering(status: number, body: unknown) {
  const fetch: ShopFetch = async () => new Response(JSON.stringify(body), { status });
  return createShopClient({ fetch, baseUrl: '', channelHeader: 'kartenliebe.de', locale: 'de-DE' });
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('which failures are logged', () => {
  test.each<[AuthKind, number, boolean]>([
    ['login', 400, false],
    ['login', 401, true],
    ['login', 429, true],
    ['signup', 400, false],
    ['signup', 409, true],
    ['password-reset', 400, true],
    ['password-reset', 500, true],
  ])('%s %i -> logged %s', async (kind, status, logged) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await submitAuth(kind, {}, clientAnswering(status, { message: { text: 'No.' } }), FALLBACK);
    expect(warn.mock.calls.length > 0).toBe(logged);
  });
});

describe('submitAuth', () => {
  test('a login sets the customer logged in with the full name', async () => {
    const client = clientAnswering(200, {
      firstName: 'Ada',
      lastName: 'Lovelace',
      isLoggedIn: true,
      order: { cartArticlesAmount: 3 },
    });
    expect(await submitAuth('login', {}, client, FALLBACK)).toEqual({
      ok: true,
      text: '',
      customer: {
        isLoggedIn: true,
        fullName: 'Ada Lovelace',
        cartArticlesAmount: 3,
        isWhitelabelCustomer: false,
      },
    });
  });

  test('a failure carries message.text and the field errors, and logs unless 400', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const body = {
      message: { text: 'Already registered.' },
      payload: { errors: [{ field: 'email', message: 'already registered' }] },
    };
    const result = await submitAuth('signup', {}, clientAnswering(409, body), FALLBACK);
    expect(result).toEqual({
      ok: false,
      status: 409,
      text: 'Already registered.',
      errors: body.payload.errors,
    });
    expect(warn).toHaveBeenCalledWith('sign-up-error', { status: 409 });

    warn.mockClear();
    await submitAuth('login', {}, clientAnswering(400, { message: { text: 'Invalid email' } }), FALLBACK);
    expect(warn).not.toHaveBeenCalled();
    await submitAuth('password-reset', {}, clientAnswering(400, { message: { text: 'x' } }), FALLBACK);
    expect(warn).toHaveBeenCalledWith('password-reset-error', { status: 400 });
  });

  test('a sign-up to confirm by mail logs nobody in and shows the message; a logged-in answer logs in', async () => {
    const held = clientAnswering(202, {
      isLoggedIn: false,
      firstName: '',
      message: { text: 'Read your mail.' },
    });
    expect(await submitAuth('signup', {}, held, FALLBACK)).toEqual({ ok: true, text: 'Read your mail.' });
    const shop = clientAnswering(201, { firstName: 'Ada', lastName: 'Lovelace', isLoggedIn: true });
    expect(await submitAuth('signup', {}, shop, FALLBACK)).toMatchObject({
      ok: true,
      customer: { isLoggedIn: true, fullName: 'Ada Lovelace' },
    });
  });

  test('a reset shows the message; an unreachable shop the fallback', async () => {
    const ok = clientAnswering(200, { message: { text: 'Check your inbox.' } });
    expect(await submitAuth('password-reset', {}, ok, FALLBACK)).toEqual({
      ok: true,
      text: 'Check your inbox.',
    });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const down = createShopClient({
      fetch: () => Promise.reject(new Error('offline')),
      baseUrl: '',
      channelHeader: 'kartenliebe.de',
      locale: 'de-DE',
    });
    expect(await submitAuth('login', {}, down, FALLBACK)).toMatchObject({
      ok: false,
      status: 0,
      text: FALLBACK,
    });
  });
});
