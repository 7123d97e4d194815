// The synchronous HMAC-SHA256 equals the platform's, for empty, short, block-sized and long inputs and secrets.
import { describe, expect, test } from 'vitest';
import { hmacHex } from './hmac';
import { hmacSha256HexSync, sameText } from './hmac-sync';

describe('hmacSha256HexSync', () => {
  test.each([
    ['k', ''],
    ['key', 'The quick brown fox jumps over the lazy dog'],
    ['k'.repeat(64), 'x'.repeat(55)],
    ['k'.repeat(65), 'x'.repeat(56)],
    ['local-flag-signing-secret', `page-flags:${'y'.repeat(1000)}`],
    ['ümlaut-secret', 'ein Gruß ✓'],
    // Payloads around the block boundaries, after the key's block the signature continues from.
    ...[54, 55, 56, 63, 64, 119, 120, 128].map((length): [string, string] => ['secret', 'p'.repeat(length)]),
  ])('secret %#: the same as crypto.subtle', async (secret, payload) => {
    expect(hmacSha256HexSync(secret, payload)).toBe(await hmacHex('SHA-256', secret, payload));
  });

  test('the RFC 4231 test case 2', () => {
    expect(hmacSha256HexSync('Jefe', 'what do ya want for nothing?')).toBe(
      '5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843',
    );
  });

  test('sameText compares whole strings', () => {
    expect(sameText('abc', 'abc')).toBe(true);
    expect(sameText('abc', 'abd')).toBe(false);
    expect(sameText('abc', 'ab')).toBe(false);
  });
});
