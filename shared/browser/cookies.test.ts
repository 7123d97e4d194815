// Reading cookies: the named cookie's value percent-decoded; a malformed escape reads as absent, never throws.
import { afterEach, describe, expect, test, vi } from 'vitest';
import { cookieValue, readCookie } from './cookies';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('cookieValue', () => {
  test.each<[cookies: string, name: string, value: string | undefined]>([
    ['a=1; b=2', 'b', '2'],
    ['a=1;b=2', 'b', '2'],
    ['a=1; b=2', 'c', undefined],
    ['', 'a', undefined],
    ['consent=%7B%22analytics%22%3Atrue%7D', 'consent', '{"analytics":true}'],
    ['token=abc==; x=1', 'token', 'abc=='],
    ['name=fotob%C3%BCcher', 'name', 'fotobücher'],
    ['empty=', 'empty', ''],
    ['first=1; first=2', 'first', '1'],
    ['ab=1; a=2', 'a', '2'],
  ])('%s: %s -> %s', (cookies, name, value) => {
    expect(cookieValue(cookies, name)).toBe(value);
  });

  test.each([['%E0%A4%A'], ['%ff'], ['%'], ['%c0%ae%c0%ae'], ['100%']])(
    'malformed %s reads as absent',
    (raw) => {
      expect(cookieValue(`other=1; consent=${raw}; later=2`, 'consent')).toBeUndefined();
      expect(cookieValue(`other=1; consent=${raw}; later=2`, 'later')).toBe('2');
    },
  );
});

describe('readCookie', () => {
  test('reads document.cookie and does not throw on a malformed value', () => {
    vi.stubGlobal('document', { cookie: 'consent=%E0%A4%A; key=ok%20value' });
    expect(readCookie('consent')).toBeUndefined();
    expect(readCookie('key')).toBe('ok value');
  });
});
