// Navigation rules: selection by path or navigation type, burger-only items, which sub-navigation shows and
// where, the active tile, island props and the scroll helpers.
import { describe, expect, test } from 'vitest';
import type { MainNavigationItem, SubNavigationCategory } from '../schemas/navigation';
import {
  centeredScrollLeft,
  easeInOut,
  mainNavigationProps,
  navigationData,
  navigationSelection,
  navigationSource,
  subNavigationFor,
  TILE_SIZES,
} from './navigation';

const link = (cached_url: string, url = '') => ({ cached_url, url });
const tiles = (...paths: string[]): SubNavigationCategory[] => [
  {
    headline: 'Cards',
    tiles: paths.map((path) => ({
      title: path,
      link: link(path),
      type: 'circle' as const,
      image: { filename: `/demo-images/${path}.svg`, alt: '' },
    })),
  },
];

function item(text: string, overrides: Partial<MainNavigationItem> = {}): MainNavigationItem {
  return {
    text,
    link: link(text.toLowerCase()),
    navigationType: text.toLowerCase(),
    flyoutGroups: [],
    subNavigation: [],
    subNaviOnly: false,
    isOnlyInBurgerNavigation: false,
    alwaysShowSubNavi: false,
    ...overrides,
  };
}

const group = { flyoutGroupIdentifier: 'occasions', flyoutGroupTitle: '', flyoutGroupItems: [] };
const CARD = item('Karten', {
  flyoutGroups: [{ ...group, flyoutGroupItemsCustom: [], type: 'card', rows: 3 }],
});

describe('links to the page itself', () => {
  /** Whether an item linking to `target` is marked current (`aria-current`) on `path`. */
  const current = (target: ReturnType<typeof link>, path: string) =>
    navigationSelection([item('X', { link: target, navigationType: '' })], { path, activeNavigation: '' })
      .current.length > 0;

  test.each([
    ['karten', '/karten', true],
    ['/karten/', '/karten', true],
    ['karten', '/karten/', true],
    ['karten', '/karten?x=1', true],
    ['karten', '/karten/hochzeit', false],
    ['', '/', true],
    ['https://example.com/karten', '/karten', false],
  ])('%s vs %s: %s', (target, path, expected) => {
    expect(current(link(target), path)).toBe(expected);
  });

  test('the url field wins over the cached url', () => {
    expect(current(link('old', 'karten'), '/karten')).toBe(true);
  });
});

describe('selection', () => {
  test.each([
    ['/karten', '', true],
    ['/kalender', 'karten', true],
    ['/kalender', '', false],
    ['/kalender', 'calendar', false],
  ])('path %s, activeNavigation %s: %s', (path, activeNavigation, expected) => {
    expect(navigationSelection([CARD], { path, activeNavigation }).selected).toBe(expected ? 0 : -1);
  });

  test('an empty navigation type is never selected by an empty activeNavigation', () => {
    const items = [item('X', { navigationType: '' })];
    expect(navigationSelection(items, { path: '/y', activeNavigation: '' }).selected).toBe(-1);
  });

  test('burger-only items are hidden; the selected index counts visible items', () => {
    const items = [item('Themes', { isOnlyInBurgerNavigation: true }), item('Kalender'), CARD];
    const props = mainNavigationProps(
      items,
      navigationSelection(items, { path: '/karten', activeNavigation: '' }),
    );
    expect(props.items.map((entry) => entry.text)).toEqual(['Kalender', 'Karten']);
    expect(props.selected).toBe(1);
    expect(navigationSelection(items, { path: '/nothing', activeNavigation: '' }).selected).toBe(-1);
  });

  test('island props drop the sub-navigation and the flyouts: the strip and the flyout kind only', () => {
    const items = [{ ...CARD, subNavigation: tiles('themes/1') }];
    expect(
      mainNavigationProps(items, navigationSelection(items, { path: '/', activeNavigation: '' })).items[0],
    ).toEqual({
      text: CARD.text,
      link: CARD.link,
      navigationType: CARD.navigationType,
      flyout: 'card',
    });
  });

  test('the navigation data keeps the visible items with their flyouts, without the sub-navigation', () => {
    const items = [
      { ...CARD, subNavigation: tiles('themes/1') },
      item('Themes', { isOnlyInBurgerNavigation: true }),
    ];
    const data = navigationData(items, null);
    expect(data.main).toHaveLength(1);
    expect(data.main[0]?.subNavigation).toEqual([]);
    expect(data.main[0]?.flyoutGroups).toEqual(CARD.flyoutGroups);
  });

  test.each<
    [basePath: string, trailingSlash: boolean, version: Parameters<typeof navigationSource>[1], url: string]
  >([
    ['', true, { cacheVersion: 42 }, '/frontend-api/navigation?cv=42'],
    ['/fr', true, { cacheVersion: 7 }, '/fr/frontend-api/navigation/?cv=7'],
    ['', false, { draftQuery: '?_storyblok=1' }, '/frontend-api/navigation?_storyblok=1'],
  ])('navigationSource under %s (trailing slash %s) -> %s', (basePath, trailingSlash, version, url) => {
    expect(navigationSource({ basePath, trailingSlash }, version)).toBe(url);
  });
});

describe('subNavigationFor', () => {
  const facts = { path: '/karten', activeNavigation: '' };

  test('nothing when no selected item has tiles and none is always shown', () => {
    expect(subNavigationFor([CARD], facts)).toBeNull();
    expect(
      subNavigationFor([{ ...CARD, subNavigation: tiles('a') }], { path: '/', activeNavigation: '' }),
    ).toBeNull();
  });

  test('an item with alwaysShowSubNavi shows its tiles on pages selecting no other item with tiles', () => {
    const always = { ...CARD, subNavigation: tiles('themes/1'), alwaysShowSubNavi: true };
    const calendar = item('Kalender', { subNavigation: tiles('kalender/wand') });
    const home = { path: '/', activeNavigation: '' };
    expect(subNavigationFor([calendar, always], home)?.categories[0]?.tiles[0]?.title).toBe('themes/1');
    const onCalendar = { path: '/kalender', activeNavigation: '' };
    expect(subNavigationFor([always, calendar], onCalendar)?.categories[0]?.tiles[0]?.title).toBe(
      'kalender/wand',
    );
  });

  test.each([
    ['flyout item', {}, false],
    ['alwaysShowSubNavi', { alwaysShowSubNavi: true }, true],
    ['subNaviOnly', { subNaviOnly: true }, true],
    ['no flyout groups', { flyoutGroups: [] }, true],
  ])('%s: shown on desktop %s', (_name, overrides, desktop) => {
    const choice = subNavigationFor([{ ...CARD, subNavigation: tiles('a', 'b'), ...overrides }], facts);
    expect(choice?.desktop).toBe(desktop);
    expect(choice?.categories[0]?.tiles).toHaveLength(2);
  });

  test('the active tiles are those whose link is the current path, numbered over all categories', () => {
    const themes = (path: string) =>
      subNavigationFor(
        [{ ...CARD, subNavigation: [...tiles('themes/1'), ...tiles('themes/2', 'themes/1')] }],
        {
          path,
          activeNavigation: 'karten',
        },
      );
    expect(themes('/themes/2/')?.activeTiles).toEqual([1]);
    expect(themes('/themes/1')?.activeTiles).toEqual([0, 2]);
    expect(themes('/karten')?.activeTiles).toEqual([]);
  });

  test('tile image boxes per tile type', () => {
    expect(TILE_SIZES).toEqual({
      circle: { width: 76, height: 76 },
      square: { width: 110, height: 73 },
      'square-image': { width: 110, height: 110 },
    });
  });
});

describe('scrolling', () => {
  test.each([
    [{ offsetLeft: 600, offsetWidth: 100 }, 400],
    [{ offsetLeft: 50, offsetWidth: 100 }, 0],
    [{ offsetLeft: 1900, offsetWidth: 100 }, 1500],
  ])('centres %o inside the range', (child, expected) => {
    expect(centeredScrollLeft({ clientWidth: 500, scrollWidth: 2000 }, child)).toBe(expected);
  });

  test.each([
    [-1, 0],
    [0, 0],
    [0.5, 0.5],
    [1, 1],
    [2, 1],
  ])('easeInOut(%d) = %d', (progress, expected) => {
    expect(easeInOut(progress)).toBeCloseTo(expected);
  });
});
