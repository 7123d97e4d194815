// The GlobalConfig story of a channel and locale: action bar, header, navigation, footer, smartbanner.
import { type Block, BRAND, link } from './blocks';
import { burgerNavigation } from './burger';
import { footer } from './footer';
import { mainNavigation } from './navigation';
import { PATHS, parts } from './paths';
import type { Scope, StoryInput } from './story';

const SHOPS = [
  ['kartenliebe', 'kartenliebe', 'heart'],
  ['poster', 'wandliebe', 'frame'],
] as const;

const external = (url: string) => ({ cached_url: url, url, linktype: 'url' });

function header(scope: Scope): Block {
  const { texts, row } = scope;
  const headerItem = (text: string, icon: string, target: object, type: string) => ({
    component: 'HeaderItem',
    text,
    icon: { name: icon },
    link: target,
    type,
  });
  const shopLinks = SHOPS.map(([channel, name, icon]) => ({
    component: 'ShopLink',
    text: name,
    link: external(`https://${name}.${row.tld}/`),
    color: { color: BRAND[channel].accent },
    icon,
  }));
  return {
    component: 'Header',
    shopLinks,
    magazine: [
      headerItem(
        texts.header.magazine,
        'magazine',
        external(`https://magazine.example.com/${scope.shop}`),
        'magazine',
      ),
    ],
    service: [headerItem(texts.header.service, 'service', link(texts.pages.faq.slug), 'service')],
    account: [headerItem(texts.header.account, 'account', external('/account'), 'account')],
    cart: [headerItem(texts.header.cart, 'cart', external('/basket'), 'cart')],
    serviceHotline: row.hotline,
  };
}

export function globalConfig(scope: Scope): StoryInput {
  const { texts, channel } = scope;
  // Built when the story is first read, as the space's other large stories are.
  const content = (): Block => {
    const main = mainNavigation(scope);
    const [title, text, cta, closeLabel] = parts(texts.smartbanner.replaceAll('{{shop}}', scope.shop), 4);
    return {
      component: 'GlobalConfig',
      actionBar: {
        id: channel === 'kartenliebe' ? 'xmas-2027' : 'canvas-week-2027',
        text: texts.channels[channel].actionBar,
        color: '#ffffff',
        backgroundColor: channel === 'kartenliebe' ? '#a8324a' : BRAND.poster.ink,
        countdownEndDate: '2027-12-24T23:00:00.000Z',
        actionBarEndDate: '2027-12-25T23:00:00.000Z',
      },
      header: header(scope),
      burgerNavigation: burgerNavigation(scope, main),
      mainNavigation: main,
      footer: footer(scope),
      smartbanner: { title, text, cta, closeLabel, link: external(`https://apps.example.com/${scope.shop}`) },
      errorPageSlug: PATHS.error,
    };
  };
  return {
    path: PATHS.globalConfig,
    name: 'Global config',
    content,
    group: 'global-config',
    tags: ['config'],
  };
}
