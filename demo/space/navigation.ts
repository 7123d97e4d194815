// Main navigation (items, flyouts, sub-navigation tiles) and the burger menu derived from it.
import { type Block, image, type Link, link } from './blocks';
import { productsOf, THEME_IDS } from './catalogue';
import { type Family, type FamilyId, familiesFor } from './families';
import { calendarFlyouts, cardFlyouts, collageFlyouts, photobookFlyouts } from './flyouts';
import { frameFlyouts, wandbilderFlyouts } from './flyouts-wall';
import { categoryPath, productName, productPath } from './paths';
import type { Scope } from './story';

type TileType = 'circle' | 'square' | 'square-image';

const FLYOUTS: Partial<Record<FamilyId, (scope: Scope) => Block[]>> = {
  card: cardFlyouts,
  calendar: calendarFlyouts,
  photobook: photobookFlyouts,
  collage: collageFlyouts,
  framed: frameFlyouts,
};

const TILE_TYPE: Partial<Record<FamilyId, TileType>> = {
  photobook: 'square-image',
  photoprint: 'square-image',
};

function subNavigation(scope: Scope, family: Family): Block[] {
  const { texts } = scope;
  const tiles =
    family.id === 'card'
      ? THEME_IDS.map((id, index) => ({
          title: texts.occasions[index] ?? '',
          link: link(`themes/${id}`),
          type: 'circle',
          image: `theme-${id}`,
        }))
      : productsOf(family.id).map((product) => ({
          title: productName(product, texts),
          link: link(productPath(product, scope.row.language, texts)),
          type: TILE_TYPE[family.id] ?? 'square',
          image: `${family.motif}-${product.variant}-square`,
        }));
  const withImages = tiles.map((tile) => ({
    component: 'SubNavigationTile',
    ...tile,
    image: image(tile.image, tile.title),
  }));
  return [{ component: 'SubNavigationCategory', headline: texts.subNavigation, tiles: withImages }];
}

export interface NavItem {
  text: string;
  link: Link;
  navigationType: string;
  flyoutGroups: Block[];
  subNavigation: Block[];
  subNaviOnly?: boolean;
  isOnlyInBurgerNavigation?: boolean;
  alwaysShowSubNavi?: boolean;
}

const navItem = (item: NavItem): Block => ({
  component: 'MainNavigationItem',
  subNaviOnly: false,
  isOnlyInBurgerNavigation: false,
  alwaysShowSubNavi: false,
  ...item,
});

export function mainNavigation(scope: Scope): Block[] {
  const { texts, row } = scope;
  const families = familiesFor(scope.channel).map((family) => {
    const flyouts = FLYOUTS[family.id]?.(scope) ?? [];
    return navItem({
      text: family.name[row.language],
      link: link(categoryPath(family, row.language)),
      navigationType: family.navigationType,
      flyoutGroups: flyouts,
      subNavigation: subNavigation(scope, family),
      subNaviOnly: flyouts.length === 0,
      alwaysShowSubNavi: family.id === 'card',
    });
  });
  if (scope.channel === 'kartenliebe') {
    const themes = texts.pages.themes;
    const extra = {
      text: themes.title,
      link: link(themes.slug),
      navigationType: 'themes',
      flyoutGroups: [],
      subNavigation: [],
    };
    return [...families, navItem({ ...extra, isOnlyInBurgerNavigation: true })];
  }
  const wandbilder = navItem({
    text: texts.flyout.allProducts,
    link: link('products'),
    navigationType: 'wandbilder',
    flyoutGroups: wandbilderFlyouts(scope),
    subNavigation: [],
  });
  const contact = {
    text: texts.pages.contact.title,
    link: link(texts.pages.contact.slug),
    navigationType: 'contact',
  };
  return [
    wandbilder,
    ...families,
    navItem({ ...contact, flyoutGroups: [], subNavigation: [], isOnlyInBurgerNavigation: true }),
  ];
}
