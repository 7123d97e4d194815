// The one table of non-content prefixes and the three lists derived from it.
import { describe, expect, test } from 'vitest';
import { NO_PREFETCH_SEGMENTS, NON_CONTENT_SEGMENTS, NON_PAGE_PREFIXES } from './path-prefixes';

describe('path prefixes', () => {
  test.each<[segment: string, page: boolean, content: boolean, prefetch: boolean]>([
    ['web-api', false, false, false],
    ['price-api', false, false, false],
    ['frontend-api', false, false, false],
    ['assets', false, false, false],
    ['cdn-cgi', false, false, false],
    ['webhooks', false, false, false],
    ['designer', true, false, false],
    ['themes', true, false, true],
    ['account', true, false, false],
    ['basket', true, false, false],
    ['karten', true, true, true],
  ])('%s: page %s, content %s, prefetch %s', (segment, page, content, prefetch) => {
    expect(NON_PAGE_PREFIXES.includes(`/${segment}/`)).toBe(!page);
    expect(NON_CONTENT_SEGMENTS.has(segment)).toBe(!content);
    expect(NO_PREFETCH_SEGMENTS.includes(segment)).toBe(!prefetch);
  });
});
