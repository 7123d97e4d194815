// The footer collapse rules: start states, toggling only below 720 px, when the SEO text is clipped.
import { describe, expect, test } from 'vitest';
import { type FooterSectionKey, sectionOpen, textClipped, toggleSection } from './footer-sections';

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
    expect(sectionOpen(new Set(), key)).toBe(open);
  });

  test('a click below 720 px opens a collapsed section and a second click closes it', () => {
    const once = toggleSection(new Set(), 'list-1', true);
    expect(sectionOpen(once, 'list-1')).toBe(true);
    expect(sectionOpen(toggleSection(once, 'list-1', true), 'list-1')).toBe(false);
  });

  test('a click below 720 px closes a section that starts open, others keep their state', () => {
    const toggled = toggleSection(new Set(), 'box-customerService', true);
    expect(sectionOpen(toggled, 'box-customerService')).toBe(false);
    expect(sectionOpen(toggled, 'list-0')).toBe(true);
    expect(sectionOpen(toggled, 'box-about')).toBe(false);
  });

  test('at 720 px and wider a click changes nothing', () => {
    const start = new Set<FooterSectionKey>();
    expect(toggleSection(start, 'list-1', false)).toBe(start);
    // Neither a section toggled before (on a narrow viewport) nor one that starts open flips.
    const toggled = toggleSection(start, 'list-1', true);
    expect(toggleSection(toggled, 'list-1', false)).toBe(toggled);
    expect(sectionOpen(toggleSection(toggled, 'list-1', false), 'list-1')).toBe(true);
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
