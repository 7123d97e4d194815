// The global config's furniture: every demo story parses whole; a bad part is skipped and reported alone.
import { describe, expect, test } from 'vitest';
import { DEMO_SPACE } from '../../demo/space';
import { parseFurniture, type SkippedPart } from './furniture';

const configs = DEMO_SPACE.stories.filter((story) => story.slug === 'global-config');
/** A demo global config as Storyblok sends it: one-block fields (header, footer, its parts) as lists of one. */
const demoConfig = () =>
  structuredClone(configs[0]?.content ?? {}) as unknown as Record<string, unknown> & {
    header: Record<string, unknown>[];
    footer: Record<string, unknown>[];
    mainNavigation: Record<string, unknown>[];
  };
/** The one block of a one-block field. */
const only = (field: unknown) => (field as Record<string, unknown>[])[0] as Record<string, unknown>;

describe('furniture of the demo space', () => {
  test('there is a global config per channel and content locale', () => {
    expect(configs.length).toBeGreaterThanOrEqual(20);
  });

  test.each(configs.map((story) => [story.full_slug, story] as const))(
    '%s parses without skips',
    (_, story) => {
      const skipped: SkippedPart[] = [];
      const furniture = parseFurniture(story.content as Record<string, unknown>, (part) =>
        skipped.push(part),
      );
      expect(skipped).toEqual([]);
      expect(furniture.header?.account[0]?.text).toBeTruthy();
      expect(furniture.burger?.mainNavigationItems.length).toBeGreaterThan(3);
      expect(furniture.mainNavigation.length).toBeGreaterThan(3);
      expect(furniture.footer.boxes?.international?.items.length).toBeGreaterThan(5);
      expect(furniture.smartbanner?.cta).toBeTruthy();
    },
  );
});

describe('bad parts', () => {
  test('a broken footer box is skipped, the other boxes stay', () => {
    const content = demoConfig();
    const boxes = only(only(content.footer).boxes);
    boxes.socialMedia = [{ component: 'FooterBox', title: 'Social', items: 'not a list' }];
    const skipped: SkippedPart[] = [];
    const furniture = parseFurniture(content, (part) => skipped.push(part));
    expect(skipped.map((part) => part.block)).toEqual(['footer.boxes.socialMedia.items']);
    expect(furniture.footer.boxes?.socialMedia).toBeUndefined();
    expect(furniture.footer.boxes?.international?.items.length).toBeGreaterThan(5);
  });

  test('a bad footer part is skipped, the other parts stay', () => {
    const content = demoConfig();
    only(content.footer).newsletter = [{ component: 'FooterNewsletter', headline: 'News', ctaText: '' }];
    const skipped: SkippedPart[] = [];
    const furniture = parseFurniture(content, (part) => skipped.push(part));
    expect(skipped).toEqual([{ block: 'footer.newsletter.ctaText', reason: 'text is empty' }]);
    expect(furniture.footer.newsletter).toBeUndefined();
    expect(furniture.footer.linkBox?.linkLists.length).toBe(3);
  });

  test('a bad navigation item is skipped, the others stay in order', () => {
    const content = demoConfig();
    const count = content.mainNavigation.length;
    const second = content.mainNavigation[1];
    if (second) second.flyoutGroups = [{ flyoutGroupIdentifier: 'x', type: 'spaceship' }];
    const skipped: SkippedPart[] = [];
    const furniture = parseFurniture(content, (part) => skipped.push(part));
    expect(skipped).toEqual([
      { block: 'mainNavigation.1.flyoutGroups.0.type', reason: 'unknown flyout type' },
    ]);
    expect(furniture.mainNavigation).toHaveLength(count - 1);
    expect(furniture.mainNavigation[0]?.text).toBe(content.mainNavigation[0]?.text);
  });

  test('missing parts are absent without a report; the error page slug defaults', () => {
    const skipped: SkippedPart[] = [];
    const furniture = parseFurniture({ component: 'GlobalConfig' }, (part) => skipped.push(part));
    expect(skipped).toEqual([]);
    expect(furniture).toEqual({
      header: null,
      burger: null,
      mainNavigation: [],
      footer: {},
      smartbanner: null,
      errorPageSlug: 'error',
    });
  });

  test('a header item without text skips the header and names the field', () => {
    const content = demoConfig();
    (only(content.header) as { account: { text: string }[] }).account[0] = { text: '' };
    const skipped: SkippedPart[] = [];
    const furniture = parseFurniture(content, (part) => skipped.push(part));
    expect(furniture.header).toBeNull();
    expect(skipped[0]?.block).toMatch(/^header\.account\.0\./);
  });
});
