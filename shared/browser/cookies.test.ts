// Reading cookies: the named cookie's value percent-decoded; a malformed escape reads as absent, never throws.
import { afterEach, describe, expect, test, vi } from 'vitest';
import { readCookie } from './cookies';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The value `readCookie` finds in a page whose `document.cookie` is `cookies`. */
function valueIn(cookies: string, name: string): string | undefined {
  vi.stubGlobal('document', { cookie: cookies });
  return readCookie(name);
}

describe('readCookie', () => {
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
    expect(valueIn(cookies, name)).toBe(value);
  });

  test.each([['%E0%A4%A'], ['%ff'], ['%'], ['%c0%ae%c0%ae'], ['100%']])(
    'malformed %s reads as absent',
    (raw) => {
      expect(valueIn(`other=1; consent=${raw}; later=2`, 'consent')).toBeUndefined();
      expect(valueIn(`other=1; consent=${raw}; later=2`, 'later')).toBe('2');
    },
  );
});
