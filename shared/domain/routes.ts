// Route words and rules: product-overview aliases, configurator paths, feeds, slug sanity.

import type { Language } from './markets';
import { NON_CONTENT_SEGMENTS } from './path-prefixes';

export type ProductsView = 'products' | 'preconfigurator-calendar' | 'preconfigurator-cards';

/** The localised words that open the products overview and its two pre-configurator views. */
export const PRODUCTS_WORDS: Record<ProductsView, Record<Language, string>> = {
  products: {
    de: 'produkte',
    en: 'products',
    es: 'productos',
    fr: 'produits',
    it: 'prodotti',
    nl: 'producten',
  },
  'preconfigurator-calendar': {
    de: 'kalender-vorauswahl',
    en: 'calendar-preselection',
    es: 'preseleccion-calendario',
    fr: 'preselection-calendrier',
    it: 'preselezione-calendario',
    nl: 'kalender-voorselectie',
  },
  'preconfigurator-cards': {
    de: 'karten-vorauswahl',
    en: 'cards-preselection',
    es: 'preseleccion-tarjetas',
    fr: 'preselection-cartes',
    it: 'preselezione-biglietti',
    nl: 'kaarten-voorselectie',
  },
};

/** The localised word of the wishlist page (on the channels that have one). */
export const WISHLIST_WORDS: Record<Language, string> = {
  de: 'merkliste',
  en: 'wishlist',
  es: 'lista-de-deseos',
  fr: 'liste-de-souhaits',
  it: 'lista-dei-desideri',
  nl: 'verlanglijst',
};

export { CONFIGURATORS, DESIGNER_TYPES, type DesignerType } from './products';

export const FEED_SLUGS = ['feed-collage', 'feed-calendar', 'feed-card'] as const;

/** Paths that are never content: APIs, assets, and the application areas of other apps. */
const SEGMENT = /^[a-z0-9][a-z0-9_~.-]*$/i;
const MAX_SEGMENTS = 8;
const MAX_LENGTH = 200;

/** The slug sanity check of the catch-all content route: the story slug, or null when the path cannot be one. */
export function contentSlug(path: string): string | null {
  const trimmed = path.replace(/^\/+|\/+$/g, '');
  if (trimmed === '') return 'home';
  if (trimmed.length > MAX_LENGTH) return null;
  const segments = trimmed.split('/');
  if (segments.length > MAX_SEGMENTS) return null;
  if (!segments.every((segment) => SEGMENT.test(segment) && !segment.includes('..'))) return null;
  return segments.join('/').toLowerCase();
}

/** File endings of assets a browser or a crawler asks for on its own (icons, images, scripts, fonts, documents). */
const ASSET_ENDING =
  /\.(ico|png|jpe?g|gif|svg|webp|avif|bmp|tiff?|css|js|mjs|map|json|woff2?|ttf|otf|eot|pdf|mp4|webm|mov|mp3|zip|php|aspx?|env|ini|bak|sql)$/i;

/** Whether a path names an asset (`/favicon.ico`, `/x.png`): never a story, answered 404 without a lookup. */
export function isAssetPath(path: string): boolean {
  return ASSET_ENDING.test(path.replace(/\/+$/, ''));
}

/** Whether a path belongs to a non-content area (answered by the unmatched 404). */
export function isNonContentPath(path: string): boolean {
  const first = path.split('/')[1] ?? '';
  return NON_CONTENT_SEGMENTS.has(first);
}
