// Footer boxes: about, app links, awards, customer service, international, languages and social media.
import type { Language } from '../../shared/domain/markets';
import { image as imageOf } from './blocks';
import type { Scope } from './story';

const COUNTRIES: readonly [tld: string, name: string][] = [
  ['de', 'Deutschland'],
  ['at', 'Österreich'],
  ['ch', 'Schweiz'],
  ['fr', 'France'],
  ['be', 'België'],
  ['nl', 'Nederland'],
  ['es', 'España'],
  ['it', 'Italia'],
  ['co.uk', 'United Kingdom'],
  ['com', 'United States'],
];

/** Language links of the countries with prefixed languages (CH: fr, it; BE: fr). */
const LANGUAGE_LINKS: Partial<Record<string, [path: string, name: string][]>> = {
  'de-ch': [
    ['/', 'Deutsch'],
    ['/fr/', 'Français'],
    ['/it/', 'Italiano'],
  ],
  'fr-be': [
    ['/', 'Nederlands'],
    ['/fr/', 'Français'],
  ],
};
const LANGUAGE_NAMES: Record<Language, string> = {
  de: 'Deutsch',
  en: 'English',
  es: 'Español',
  fr: 'Français',
  it: 'Italiano',
  nl: 'Nederlands',
};

type BoxItem = { text: string; title: string; url: string; image?: string };

const box = (title: string, items: BoxItem[]) => ({
  title,
  items: items.map(({ url, image, ...item }) => ({
    ...item,
    // Every box item's link is a URL link (another shop, an app store, `tel:`, `#cookie-settings`, a path).
    link: { url, cached_url: url, linktype: 'url' },
    ...(image ? { image: imageOf(image, item.text) } : {}),
  })),
});

export function footerBoxes(scope: Scope) {
  const { texts, row, channel } = scope;
  const internal = (path: string) => (channel === 'kartenliebe' ? `/${path}/` : `/${path}`);
  const host = channel === 'kartenliebe' ? 'kartenliebe' : 'wandliebe';
  return {
    about: box(texts.boxes.about, [
      {
        text: texts.pages.imprint.title,
        title: texts.pages.imprint.title,
        url: internal(texts.pages.imprint.slug),
      },
      {
        text: texts.pages.privacy.title,
        title: texts.pages.privacy.title,
        url: internal(texts.pages.privacy.slug),
      },
      { text: texts.cookieSettings, title: texts.cookieSettings, url: '#cookie-settings' },
    ]),
    appLinks: box(texts.boxes.appLinks, [
      {
        text: 'App Store',
        title: 'App Store',
        url: `https://apps.example.com/ios/${host}`,
        image: 'badge-app-store',
      },
      {
        text: 'Google Play',
        title: 'Google Play',
        url: `https://apps.example.com/android/${host}`,
        image: 'badge-google-play',
      },
    ]),
    awards: box(texts.boxes.awards, [
      {
        text: 'Top Shop 2026',
        title: 'Top Shop 2026',
        url: 'https://awards.example.com/top-shop',
        image: 'award-quality',
      },
      {
        text: 'Service 1st',
        title: 'Service 1st',
        url: 'https://awards.example.com/service',
        image: 'award-service',
      },
    ]),
    customerService: box(texts.boxes.customerService, [
      { text: row.hotline, title: texts.serviceText, url: `tel:${row.hotline.replaceAll(' ', '')}` },
      {
        text: texts.pages.contact.title,
        title: texts.pages.contact.title,
        url: internal(texts.pages.contact.slug),
      },
      { text: texts.pages.faq.title, title: texts.pages.faq.title, url: internal(texts.pages.faq.slug) },
    ]),
    international: box(
      texts.boxes.international,
      COUNTRIES.map(([tld, name]) => ({ text: name, title: name, url: `https://${host}.${tld}/` })),
    ),
    languages: box(
      texts.boxes.languages,
      (LANGUAGE_LINKS[row.code] ?? [['/', LANGUAGE_NAMES[row.language]]]).map(([url, name]) => ({
        text: name,
        title: name,
        url,
      })),
    ),
    socialMedia: box(
      texts.boxes.socialMedia,
      ['Instagram', 'Facebook', 'Pinterest'].map((network) => ({
        text: network,
        title: network,
        url: `https://${network.toLowerCase()}.example.com/${host}`,
        image: `social-${network.toLowerCase()}`,
      })),
    ),
  };
}
