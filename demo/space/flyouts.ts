// Flyout groups of the main navigation: card, calendar, accessories, photobook, collage, frame, wandbilder.
import type { Block, Link } from './blocks';
import { link } from './blocks';
import { type ProductId, productById, THEME_IDS } from './catalogue';
import { familyById } from './families';
import { categoryPath, PATHS, productName, productPath } from './paths';
import type { Scope } from './story';
import type { FlyoutKey } from './texts/types';

type ItemOptions = { headline?: boolean; onlyImage?: boolean; extra?: object };

export const item = (title: string, target: Link, asset: string, options: ItemOptions = {}): Block => ({
  component: 'FlyoutItem',
  link: target,
  storyblokTitle: title,
  asset: { filename: `/demo-images/${asset}.svg` },
  isHeadlineItem: options.headline ?? false,
  linkOnlyImage: options.onlyImage ?? false,
  ...options.extra,
});

export const group = (
  scope: Scope,
  identifier: string,
  key: FlyoutKey,
  type: string,
  items: Block[],
): Block => ({
  component: 'FlyoutGroup',
  flyoutGroupIdentifier: identifier,
  flyoutGroupTitle: scope.texts.flyout[key],
  type,
  flyoutGroupItems: items,
});

export const productLink = (scope: Scope, id: ProductId): Link =>
  link(productPath(productById(id), scope.row.language, scope.texts));

export function productItems(scope: Scope, ids: readonly ProductId[]): Block[] {
  return ids.map((id) => {
    const product = productById(id);
    const motif = familyById(product.family).motif;
    return item(
      productName(product, scope.texts),
      productLink(scope, id),
      `${motif}-${product.variant}-square`,
    );
  });
}

export function categoryItem(
  scope: Scope,
  familyId: Parameters<typeof familyById>[0],
  headline = false,
): Block {
  const family = familyById(familyId);
  const name = family.name[scope.row.language];
  return item(name, link(categoryPath(family, scope.row.language)), `${family.motif}-1-square`, { headline });
}

export function cardFlyouts(scope: Scope): Block[] {
  const occasions = THEME_IDS.map((id, index) =>
    item(scope.texts.occasions[index] ?? String(id), link(`themes/${id}`), `theme-${id}`, {
      extra: { row: Math.floor(index / 3) + 1 },
    }),
  );
  const themes = item(scope.texts.pages.themes.title, link(scope.texts.pages.themes.slug), 'theme-2104');
  return [
    { ...group(scope, 'occasions', 'occasions', 'card', occasions), rows: 3 },
    group(scope, 'additional', 'additional', 'card', [
      ...productItems(scope, ['weddingCard', 'christmasCard']),
      themes,
    ]),
  ];
}

export function calendarFlyouts(scope: Scope): Block[] {
  const accessories = (['hangingKit', 'giftBox'] as const).map((id) =>
    item(
      scope.texts.accessories[id],
      productLink(scope, 'wallCalendar'),
      `accessory-${id === 'giftBox' ? 'box' : 'posterbar'}`,
    ),
  );
  // The ideas item's sub-flyout: the other idea pages, as links under it.
  const moreIdeas: Block = {
    component: 'FlyoutSubGroup',
    flyoutGroupIdentifier: 'more-ideas',
    flyoutGroupTitle: '',
    flyoutGroupItems: (['feedCard', 'feedCollage'] as const).map((id) =>
      item(
        scope.texts.pages[id].title,
        link(PATHS[id]),
        `${id === 'feedCard' ? 'card' : 'collage'}-1-square`,
      ),
    ),
  };
  const ideas = item(scope.texts.pages.feedCalendar.title, link(PATHS.feedCalendar), 'calendar-2-square', {
    extra: { subFlyoutGroups: [moreIdeas] },
  });
  return [
    group(scope, 'calendar', 'calendar', 'calendar', [
      ...productItems(scope, ['wallCalendar', 'deskCalendar']),
      ideas,
    ]),
    group(scope, 'accessories', 'accessories', 'accessories', accessories),
  ];
}

const PHOTOBOOK_CATEGORY_IDS = [1, 2, 9, 10, 8, 18] as const;

export function photobookFlyouts(scope: Scope): Block[] {
  const categories = PHOTOBOOK_CATEGORY_IDS.map((_categoryId, index) =>
    item(
      scope.texts.photobookCategories[index] ?? '',
      link('configurator-photobook'),
      `photobook-${(index % 2) + 1}-square`,
    ),
  );
  const start = item(
    scope.texts.flyout.startWithoutDesign,
    link('configurator-photobook'),
    'photobook-2-square',
  );
  return [
    group(scope, 'categories', 'categories', 'photobook', [
      categoryItem(scope, 'photobook', true),
      ...categories,
    ]),
    group(scope, 'types', 'types', 'photobook', productItems(scope, ['hardcoverBook', 'layflatBook'])),
    group(scope, 'start-without-design', 'startWithoutDesign', 'photobook', [start]),
    group(scope, 'photobook-assistant', 'assistant', 'photobook', [categoryItem(scope, 'photobook')]),
    group(scope, 'more', 'more', 'photobook', [
      categoryItem(scope, 'photobox'),
      categoryItem(scope, 'photoprint'),
    ]),
  ];
}

export function collageFlyouts(scope: Scope): Block[] {
  const start = item(scope.texts.flyout.startWithoutDesign, link('configurator-collage'), 'collage-2-square');
  const multiple =
    scope.channel === 'kartenliebe'
      ? item(scope.texts.pages.feedCollage.title, link(PATHS.feedCollage), 'collage-1-square')
      : categoryItem(scope, 'collage');
  return [
    group(
      scope,
      'categories',
      'categories',
      'collage',
      productItems(scope, ['canvasCollage', 'posterCollage']),
    ),
    group(scope, 'start-without-design', 'startWithoutDesign', 'collage', [start]),
    group(scope, 'with-multiple-images', 'multipleImages', 'collage', [multiple]),
  ];
}
