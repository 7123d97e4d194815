// The page state's flag token names the flags it was signed for, for two hours, and only with the shop's secret.
import { describe, expect, test } from 'vitest';
import { PAGE_TOKEN_LIFE_MS, pageToken, readPageToken } from './page-token';

const SECRET = 'a-secret';
const NOW = Date.UTC(2026, 10, 29, 12);

describe('page token', () => {
  test('names its flags, each once', () => {
    const token = pageToken(SECRET, ['B_FLAG', 'A_FLAG', 'B_FLAG'], NOW);
    const read = readPageToken(SECRET, token, NOW + 1000);
    expect(read).toEqual({ ok: true, flags: new Set(['A_FLAG', 'B_FLAG']) });
  });

  test('expires two hours after the render', () => {
    const token = pageToken(SECRET, ['A_FLAG'], NOW);
    expect(readPageToken(SECRET, token, NOW + PAGE_TOKEN_LIFE_MS).ok).toBe(true);
    expect(readPageToken(SECRET, token, NOW + PAGE_TOKEN_LIFE_MS + 1000)).toEqual({
      ok: false,
      reason: 'expired',
    });
  });

  test('a changed flag list, time or signature, another secret or no token is refused', () => {
    const token = pageToken(SECRET, ['A_FLAG'], NOW);
    const [time, , signature] = token.split('~');
    expect(readPageToken(SECRET, `${time}~A_FLAG,B_FLAG~${signature}`, NOW).ok).toBe(false);
    expect(readPageToken(SECRET, `${Number(time) + 1}~A_FLAG~${signature}`, NOW).ok).toBe(false);
    expect(readPageToken('other', token, NOW).ok).toBe(false);
    expect(readPageToken(SECRET, undefined, NOW)).toEqual({ ok: false, reason: 'no token' });
    expect(readPageToken(SECRET, 'garbage', NOW).ok).toBe(false);
  });

  test('a token from the future is refused', () => {
    const token = pageToken(SECRET, ['A_FLAG'], NOW + 10 * 60 * 1000);
    expect(readPageToken(SECRET, token, NOW).ok).toBe(false);
  });
});
