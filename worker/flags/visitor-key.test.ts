// Visitor keys the shop issues read as random version-4 UUIDs and verify only with the secret that signed them;
// a changed digit, another secret or a plain random UUID does not.
import { describe, expect, test } from 'vitest';
import { isIssuedKey, issueVisitorKey, visitorKeyOf } from './visitor-key';

const SECRET = 'a-secret';
const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('visitor keys', () => {
  test('an issued key is a version-4 UUID that verifies', () => {
    for (let round = 0; round < 50; round++) {
      const key = issueVisitorKey(SECRET);
      expect(key).toMatch(UUID_V4);
      expect(isIssuedKey(SECRET, key)).toBe(true);
    }
  });

  test('keys differ', () => {
    const keys = new Set(Array.from({ length: 200 }, () => issueVisitorKey(SECRET)));
    expect(keys.size).toBe(200);
  });

  test('another secret, a changed digit, a random UUID or another shape do not verify', () => {
    const key = visitorKeyOf(SECRET, '0123456789abcde');
    expect(isIssuedKey('another-secret', key)).toBe(false);
    const last = key.at(-1) === '0' ? '1' : '0';
    expect(isIssuedKey(SECRET, `${key.slice(0, -1)}${last}`)).toBe(false);
    const random = Array.from({ length: 20 }, () => crypto.randomUUID());
    expect(random.filter((uuid) => isIssuedKey(SECRET, uuid))).toEqual([]);
    expect(isIssuedKey(SECRET, 'demo-on')).toBe(false);
    expect(isIssuedKey(SECRET, key.toUpperCase())).toBe(false);
  });
});
