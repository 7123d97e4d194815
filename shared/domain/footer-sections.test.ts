// The footer collapse rules: start states and when the SEO text is clipped.
import { describe, expect, test } from 'vitest';
import { type FooterSectionKey, startsOpen, textClipped } from './footer-sections';

describe('footer sections', () => {
  test.each<[FooterSectionKey, boolean]>([
    ['list-0', true],
    ['list-1', false],
    ['list-2', false],
    ['tile-0', true],
    ['tile-1', false],
    ['box-customerService', true],
    ['box-awards', true],
    ['box-appLinks', true],
    ['box-socialMedia', true],
    ['box-about', false],
    ['box-international', false],
    ['box-languages', false],
  ])('%s starts open: %s', (key, open) => {
    expect(startsOpen(key)).toBe(open);
  });
});

describe('SEO text', () => {
  test.each([
    [{ scrollHeight: 400, clientHeight: 120 }, true],
    [{ scrollHeight: 120, clientHeight: 120 }, false],
    [{ scrollHeight: 121, clientHeight: 120 }, false],
  ])('%j is clipped: %s', (box, clipped) => {
    expect(textClipped(box)).toBe(clipped);
  });
});
