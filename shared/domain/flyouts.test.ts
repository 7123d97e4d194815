// Flyout rules: image widths per kind and group and the wandbilder lists with and without
// the VOLL_1616 experiment.
import { describe, expect, test } from 'vitest';
import type { FlyoutGroup, FlyoutItem } from '../schemas/navigation';
import { flyoutImageWidth, groupItems, wandbilderGroups } from './flyouts';

describe('flyoutImageWidth', () => {
  test.each([
    ['calendar', 'calendar', {}, 130],
    ['accessories', 'accessories', {}, 130],
    ['card', 'additional', {}, 80],
    ['card', 'occasions', {}, 130],
    ['collage', 'categories', {}, 130],
    ['frame', 'colors', {}, 48],
    ['frame', 'other', {}, 60],
    ['frame', 'poster', {}, 150],
    ['frame', 'more', {}, 0],
    ['photobook', 'categories', { headline: true }, 170],
    ['photobook', 'categories', {}, 73],
    ['photobook', 'start-without-design', {}, 153],
    ['wandbilder', 'bestseller', { experiment: true }, 120],
    ['wandbilder', 'all', {}, 150],
  ] as const)('%s / %s %o: %d px', (kind, identifier, options, width) => {
    expect(flyoutImageWidth(kind, identifier, options)).toBe(width);
  });
});

const entry = (title: string): FlyoutItem => ({
  link: { cached_url: title, url: '' },
  storyblokTitle: title,
  asset: { filename: `/demo-images/${title}.svg` },
  linkOnlyImage: false,
  isHeadlineItem: false,
  subnaviTitle: '',
  subnaviAsset: { filename: '' },
  typeOverride: '',
});

const wall = (identifier: string, titles: string[], custom: string[] = []): FlyoutGroup => ({
  flyoutGroupIdentifier: identifier,
  flyoutGroupTitle: identifier,
  flyoutGroupItems: titles.map(entry),
  flyoutGroupItemsCustom: custom.map(entry),
  type: 'wandbilder',
  rows: 1,
});

const GROUPS = [
  wall('additional', ['Holzrahmen', 'Leinwand']),
  wall('premium', ['Acryl']),
  wall('bestseller', ['Leinwand', 'Poster']),
  wall('seasonal', ['Winter']),
];

describe('wandbilderGroups', () => {
  test('experiment: bestseller, premium, additional in that order, nothing else', () => {
    const groups = wandbilderGroups(GROUPS, true);
    expect(groups.map((group) => group.flyoutGroupIdentifier)).toEqual([
      'bestseller',
      'premium',
      'additional',
    ]);
  });

  test('experiment: an empty or missing list is left out', () => {
    const groups = wandbilderGroups([wall('bestseller', ['Poster']), wall('premium', [])], true);
    expect(groups.map((group) => group.flyoutGroupIdentifier)).toEqual(['bestseller']);
  });

  test('default: one list of every item, each exact name once', () => {
    const groups = wandbilderGroups(GROUPS, false);
    expect(groups).toHaveLength(1);
    expect(groups[0]?.flyoutGroupIdentifier).toBe('all');
    expect(groups[0]?.flyoutGroupItems.map((item) => item.storyblokTitle)).toEqual([
      'Holzrahmen',
      'Leinwand',
      'Acryl',
      'Poster',
      'Winter',
    ]);
  });

  test('group items are followed by the custom items', () => {
    expect(groupItems(wall('x', ['A'], ['B'])).map((item) => item.storyblokTitle)).toEqual(['A', 'B']);
  });
});
