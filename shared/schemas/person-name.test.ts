import * as v from 'valibot';
import { describe, expect, test } from 'vitest';
import { greetingName, personName } from './person-name';

const FirstName = personName('firstName');

describe('personName', () => {
  test.each<[string, string]>([
    ['Ada', 'Ada'],
    ['  Ada   Lovelace ', 'Ada Lovelace'],
    ['Ａｄａ', 'Ada'],
    ['Zoe\u0308', 'Zoë'],
    ['Ada\u200B\u200D\u2060\uFEFF', 'Ada'],
    ['Anne\u00ADMarie', 'AnneMarie'],
    ['Ada\u00A0Lovelace', 'Ada Lovelace'],
    ["Anne-Marie O'Brien", "Anne-Marie O'Brien"],
    ['St. John', 'St. John'],
    ['J. R. R.', 'J. R. R.'],
  ])('%j is kept as %j', (raw, kept) => {
    expect(v.parse(FirstName, raw)).toBe(kept);
  });

  test.each<[string, string]>([
    ['evil。com', 'must not hold a web address'],
    ['evil．com', 'must not hold a web address'],
    ['evil｡com', 'must not hold a web address'],
    ['evil\u200B.com', 'must not hold a web address'],
    ['ｗｗｗ.evil', 'must not hold a web address'],
    ['ada＠evil', 'must not hold a web address'],
    ['hxxp：／／evil', 'must not hold a web address'],
    ['Ada\u0085Lovelace', 'must be one line'],
    ['Ada\u2028Lovelace', 'must be one line'],
    ['Ada\u2029Lovelace', 'must be one line'],
    ['\u200B\u3164', 'is required'],
    ['a'.repeat(101), 'is too long'],
  ])('%j is refused: %s', (raw, reason) => {
    const result = v.safeParse(FirstName, raw);
    expect(result.success).toBe(false);
    expect(result.issues?.[0]?.message).toBe(`firstName ${reason}`);
  });
});

describe('greetingName', () => {
  test.each<[string, string]>([
    ['Ada', 'Ada'],
    ['Ada\r\nBcc: x', 'Ada Bcc: x'],
    ['Ａｄａ\u200B', 'Ada'],
    ['evil。com', ''],
    ['Ada\u2028https://evil.example', ''],
    ['a'.repeat(101), ''],
  ])('a stored %j is greeted as %j', (stored, greeted) => {
    expect(greetingName(stored)).toBe(greeted);
  });
});
