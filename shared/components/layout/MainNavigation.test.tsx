// The server HTML of the main navigation and sub-navigation: plain links, the selected item, burger-only items
// left out, no flyout and no scroll buttons before hydration, tiles with their sizes.
import { describe, expect, test } from 'vitest';
import { renderInPage } from '../../../test/fixtures/render';
import { mainNavigationProps, navigationSelection, subNavigationFor } from '../../domain/navigation';
import type { MainNavigationItem } from '../../schemas/navigation';
import { MainNavigation } from './MainNavigation';
import { SubNavigation } from './SubNavigation';
import { tilePictures } from './tile-picture';

const group = {
  flyoutGroupIdentifier: 'occasions',
  flyoutGroupTitle: 'Anlässe',
  flyoutGroupItems: [],
  flyoutGroupItemsCustom: [],
  type: 'card' as const,
  rows: 3,
};
const tile = (path: string, type: 'circle' | 'square') => ({
  title: path,
  link: { cached_url: path, url: '' },
  type,
  image: { filename: `/demo-images/${path}.svg`, alt: '' },
});

const base = { subNaviOnly: false, isOnlyInBurgerNavigation: false, alwaysShowSubNavi: false };
const ITEMS: MainNavigationItem[] = [
  {
    ...base,
    text: 'Karten',
    link: { cached_url: 'karten', url: '' },
    navigationType: 'card',
    flyoutGroups: [group],
    subNavigation: [{ headline: 'Anlässe', tiles: [tile('themes/1', 'circle'), tile('karten', 'square')] }],
    alwaysShowSubNavi: true,
  },
  {
    ...base,
    text: 'Kalender',
    link: { cached_url: 'kalender', url: '' },
    navigationType: 'calendar',
    flyoutGroups: [],
    subNavigation: [],
  },
  {
    ...base,
    text: 'Designs',
    link: { cached_url: 'designs', url: '' },
    navigationType: 'themes',
    flyoutGroups: [],
    subNavigation: [],
    isOnlyInBurgerNavigation: true,
  },
];

const URL = 'http://kartenliebe.de.localhost:8787/karten/';
const facts = { path: '/karten/', activeNavigation: '' };

describe('MainNavigation (server HTML)', () => {
  const html = renderInPage(
    <MainNavigation {...mainNavigationProps(ITEMS, navigationSelection(ITEMS, facts))} />,
    URL,
  );

  test('plain links in a labelled nav hidden below 1000 px; burger-only items left out', () => {
    expect(html).toMatch(
      /<nav aria-label="Hauptnavigation" data-main-navigation=""[^>]*max-\[999px\]:hidden/,
    );
    expect(html).toContain('href="/karten/"');
    expect(html).toContain('href="/kalender/"');
    expect(html).not.toContain('Designs');
  });

  test('the selected item is the current page, underlined in the accent', () => {
    expect(html).toMatch(/<a aria-current="page"[^>]*border-accent[^>]*href="\/karten\/">Karten<\/a>/);
    expect(html.match(/aria-current/g)).toHaveLength(1);
  });

  test('closed: a collapsed toggle for flyout items only, naming no panel (none is there), scroll buttons hidden', () => {
    expect(html.match(/aria-expanded="false"/g)).toHaveLength(1);
    expect(html).not.toContain('aria-controls');
    expect(html).not.toContain('data-flyout=');
    expect(html.match(/<button[^>]*hidden=""[^>]*data-strip-button/g)).toHaveLength(2);
  });
});

describe('SubNavigation (server HTML)', () => {
  const choice = subNavigationFor(ITEMS, facts);
  const silent = { warn: () => {}, error: () => {} };
  // With the tiles' pictures as the server's slot works them out for the island.
  const html = choice
    ? renderInPage(
        <SubNavigation {...choice} pictures={tilePictures(choice.categories, 'kartenliebe.de', silent)} />,
        URL,
      )
    : '';

  test('tiles with their image sizes; the current page tile is marked', () => {
    expect(html).toMatch(/data-sub-navigation=""/);
    expect(html).not.toContain('min-[1000px]:hidden');
    expect(html).toMatch(/data-tile-type="circle"(?:(?!<\/a>).)*width="76" height="76"/);
    expect(html).toMatch(
      /aria-current="page" data-tile-type="square" data-active-tile=""(?:(?!<\/a>).)*width="110" height="73"/,
    );
  });

  test('category headlines are text, not headings (they come before the h1), and label their tile lists', () => {
    expect(html).not.toMatch(/<h[1-6]/);
    expect(html).toContain('<p id="sub-navigation-category-0"');
    expect(html).toContain('<ul aria-labelledby="sub-navigation-category-0"');
  });
});
