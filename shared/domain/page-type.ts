// The type of a shop page, from its path as the analytics data layer names a page (the URL's path): which route
// answers it. Real-user measurement groups its figures by it.
import { FEED_SLUGS, PRODUCTS_WORDS, WISHLIST_WORDS } from './routes';
import { splitPath } from './site';

export const PAGE_TYPES = [
  'home',
  'content',
  'feed',
  'products',
  'preconfigurator-calendar',
  'preconfigurator-cards',
  'wishlist',
  'basket',
  'account',
  'theme',
  'designer',
  'icons',
  'error',
] as const;
export type PageType = (typeof PAGE_TYPES)[number];

/** First path segment -> page type, for the worker's own routes. */
const BY_SEGMENT: Readonly<Record<string, PageType>> = {
  basket: 'basket',
  account: 'account',
  themes: 'theme',
  designer: 'designer',
  _icons: 'icons',
  error: 'error',
  ...Object.fromEntries(Object.values(WISHLIST_WORDS).map((word) => [word, 'wishlist'])),
  ...Object.fromEntries(FEED_SLUGS.map((slug) => [slug, 'feed'])),
  ...Object.fromEntries(
    Object.entries(PRODUCTS_WORDS).flatMap(([view, words]) =>
      Object.values(words).map((word) => [word, view as PageType]),
    ),
  ),
};

/**
 * The page type of a URL path (with platform marker and language prefix, as the browser has it); an HTTP status
 * of 400 or more makes it an error page whatever the path.
 */
export function pageTypeOf(pathname: string, status?: number): PageType {
  if (status !== undefined && status >= 400) return 'error';
  const rest = splitPath(pathname).rest;
  const first = rest.split('/').find(Boolean);
  if (first === undefined) return 'home';
  return Object.hasOwn(BY_SEGMENT, first) ? (BY_SEGMENT[first] as PageType) : 'content';
}
