// The burger menu: main items mirrored from the main navigation (flyouts become accordions), extras, footer.
import { type Block, type Link, link } from './blocks';
import type { NavItem } from './navigation';
import type { Scope } from './story';

const external = (url: string) => ({ cached_url: url, url, linktype: 'url' });

type BurgerItem = {
  component: string;
  text: string;
  url: Link;
  icon?: string;
  hasSubItems: boolean;
  subItems: BurgerItem[];
};

/** Sprite icons (shared/components/icons) per navigation type. */
const ICONS: Record<string, string> = {
  card: 'card',
  calendar: 'calendar',
  photobook: 'photobook',
  photobox: 'photobox',
  photoprint: 'photo-print',
  collage: 'collage',
  canvas: 'canvas',
  themes: 'heart',
  contact: 'service',
};

const burgerItem = (text: string, url: Link, subItems: BurgerItem[] = [], icon = ''): BurgerItem => ({
  component: 'BurgerNavigationItem',
  text,
  url,
  ...(icon ? { icon } : {}),
  hasSubItems: subItems.length > 0,
  subItems,
});

/** Burger items mirror the main navigation; flyout groups become accordions (third level). */
export function burgerItems(main: Block[]): BurgerItem[] {
  return main.map((entry) => {
    const item = entry as unknown as NavItem;
    const accordions = item.flyoutGroups.map((group) => {
      const links = (group.flyoutGroupItems as Block[]).map((flyoutItem) =>
        burgerItem(String(flyoutItem.storyblokTitle), flyoutItem.link as Link),
      );
      return burgerItem(String(group.flyoutGroupTitle), item.link, links);
    });
    const tiles = item.subNavigation.flatMap((category) =>
      (category.tiles as { title: string; link: Link }[]).map((tile) => burgerItem(tile.title, tile.link)),
    );
    return burgerItem(
      item.text,
      item.link,
      accordions.length ? accordions : tiles,
      ICONS[item.navigationType] ?? 'frame',
    );
  });
}

export function burgerNavigation(scope: Scope, main: Block[]): Block {
  const { texts } = scope;
  const extraLink = (text: string, target: object, icon: string) => ({
    component: 'BurgerExtraItem',
    text,
    url: target,
    icon,
  });
  const inspiration =
    scope.channel === 'kartenliebe'
      ? extraLink(texts.extraMenu.themes, link(texts.pages.themes.slug), 'heart')
      : extraLink(texts.flyout.allProducts, link('products'), 'heart');
  const app = external(`https://apps.example.com/${scope.shop}`);
  return {
    component: 'BurgerNavigation',
    mainNavigationItems: burgerItems(main),
    extraMenu: [
      inspiration,
      extraLink(texts.extraMenu.help, link(texts.pages.faq.slug), 'help'),
      extraLink(texts.extraMenu.app, app, 'download'),
    ],
    serviceHotline: scope.row.hotline,
    serviceText: texts.serviceText,
    footer: (['imprint', 'privacy', 'contact'] as const).map((id) => ({
      component: 'BurgerFooterItem',
      text: texts.pages[id].title,
      url: link(texts.pages[id].slug),
    })),
  };
}
