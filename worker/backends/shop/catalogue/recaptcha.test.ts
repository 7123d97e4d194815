// The hosted bot check's answer read at the boundary, and the minimum score setting.
import { describe, expect, test } from 'vitest';
import { minScoreOf, readSiteverify } from './recaptcha';

describe('reading reCAPTCHA’s siteverify answer', () => {
  test.each<[string, unknown, ReturnType<typeof readSiteverify>]>([
    [
      'a success',
      {
        success: true,
        score: 0.7,
        action: 'newsletter_footer',
        hostname: 'a.de',
        challenge_ts: '2025-06-01T12:00:00Z',
      },
      {
        assessment: {
          action: 'newsletter_footer',
          issuedAt: Date.parse('2025-06-01T12:00:00Z'),
          score: 0.7,
          hostname: 'a.de',
        },
      },
    ],
    [
      'a failure',
      { success: false, 'error-codes': ['timeout-or-duplicate'] },
      { refusal: 'invalid', codes: ['timeout-or-duplicate'] },
    ],
    ['an answer of another shape', { success: 'true' }, { refusal: 'unverifiable' }],
    ['no answer', null, { refusal: 'unverifiable' }],
  ])('%s', (_name, raw, read) => {
    expect(readSiteverify(raw)).toEqual(read);
  });

  test('an undated success cannot be timed', () => {
    const read = readSiteverify({ success: true, score: 0.9, action: 'newsletter_footer' });
    expect('assessment' in read && Number.isNaN(read.assessment.issuedAt)).toBe(true);
  });
});

describe('the minimum score setting', () => {
  test.each<[string | undefined, number | null]>([
    [undefined, 0.5],
    ['', 0.5],
    ['0.7', 0.7],
    ['0', 0],
    ['1', 1],
    ['1.5', null],
    ['-0.1', null],
    ['0,7', null],
    ['high', null],
  ])('%j gives %j', (setting, score) => {
    expect(minScoreOf({ RECAPTCHA_MIN_SCORE: setting })).toBe(score);
  });
});
