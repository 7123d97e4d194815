// The rules a verified bot-check token must meet before a newsletter sign-up: action, age, score and host.
import { describe, expect, test } from 'vitest';
import { type BotCheckAssessment, type BotCheckExpectation, botCheckRefusal } from './bot-check';

const NOW = Date.parse('2025-06-01T12:00:00Z');
const PERSON: BotCheckAssessment = {
  action: 'newsletter_footer',
  issuedAt: NOW - 1_000,
  score: 0.9,
  hostname: 'kartenliebe.de',
};
const HOSTED: BotCheckExpectation = { now: NOW, minScore: 0.5, hostname: 'kartenliebe.de' };

describe('a verified token passes the sign-up only', () => {
  test.each<[string, Partial<BotCheckAssessment>, BotCheckExpectation, string | null]>([
    ['from the footer form, just now', {}, HOSTED, null],
    ['from the content form', { action: 'newsletter_content' }, HOSTED, null],
    ['made for another action', { action: 'login' }, HOSTED, 'wrong-action'],
    ['made for no action', { action: '' }, HOSTED, 'wrong-action'],
    ['two minutes old', { issuedAt: NOW - 120_000 }, HOSTED, null],
    ['older than two minutes', { issuedAt: NOW - 120_001 }, HOSTED, 'expired'],
    ['five seconds ahead', { issuedAt: NOW + 5_000 }, HOSTED, null],
    ['more than five seconds ahead', { issuedAt: NOW + 5_001 }, HOSTED, 'issued-in-future'],
    ['ten years ahead', { issuedAt: NOW + 315_360_000_000 }, HOSTED, 'issued-in-future'],
    ['undated', { issuedAt: Number.NaN }, HOSTED, 'invalid'],
    ['scored at the minimum', { score: 0.5 }, HOSTED, null],
    ['scored below the minimum', { score: 0.49 }, HOSTED, 'low-score'],
    ['unscored where a score is wanted', { score: undefined }, HOSTED, 'low-score'],
    ['for another host', { hostname: 'evil.example' }, HOSTED, 'wrong-hostname'],
    ['with no host where one is wanted', { hostname: undefined }, HOSTED, 'wrong-hostname'],
    [
      'from the stand-in, which reports no score or host',
      { score: undefined, hostname: undefined },
      { now: NOW },
      null,
    ],
  ])('%s', (_name, change, expected, refusal) => {
    expect(botCheckRefusal({ ...PERSON, ...change }, expected)).toBe(refusal);
  });
});
