// The request-level facts every component may read: site context (without the page's path), carried query
// parameters, texts. Kept fragments (layout parts, story lists) are rendered from exactly these facts, so a
// component that reads this state cannot make a kept fragment differ from one rendered for another page; the page's
// own path comes from `usePagePath()`, which a kept fragment does not have.
import { createContext, useContext } from 'react';
import type { Texts } from '#i18n/texts';
import type { FlagReads } from '../domain/flag-reads';
import { type FlagSources, type Treatment, treatmentOf } from '../domain/flags';
import type { SiteContext } from '../domain/site';

/** The site as every part of a page sees it: all but the page's own path. */
export type SharedSite = Omit<SiteContext, 'path'>;

/** The site without its path: what a page state and a kept fragment carry. */
export function sharedSite(site: SiteContext): SharedSite {
  const { path: _path, ...shared } = site;
  return shared;
}

/** Serialised once into the document as the page state, read back by the islands. */
export interface PageState {
  site: SharedSite;
  /** Query parameters starting with `_`, carried over on internal links. */
  carried: Record<string, string>;
  texts: Texts;
  /** Hashed URLs of shared static assets. */
  assets: { sprite: string };
  /** What decides the request's treatments: the query override and switch, and evaluated flags. */
  flags: FlagSources;
  /** Where the navigation islands load flyouts and the burger menu (`navigationSource()`). */
  navigation: string;
}

export const PageContext = createContext<PageState | null>(null);

/** The page state; components render only inside a page. */
export function usePage(): PageState {
  const page = useContext(PageContext);
  if (!page) throw new Error('usePage() outside a PageContext provider');
  return page;
}

/** Inside a kept fragment there is no page path: reading it is an error. */
export const NO_PAGE_PATH = Symbol('no page path in a kept fragment');

/**
 * The page's own path (without platform marker and locale prefix), on the server while a page renders. A kept
 * fragment has none: what it shows of the page comes through a page slot (`PageSlot`) filled in by each page.
 */
export const PagePathContext = createContext<string | typeof NO_PAGE_PATH>(NO_PAGE_PATH);

/** The page's path; throws inside a kept fragment, whose key does not hold it, and in the browser. */
export function usePagePath(): string {
  const path = useContext(PagePathContext);
  if (path === NO_PAGE_PATH)
    throw new Error('usePagePath() outside a page render: a kept fragment has no page path');
  return path;
}

/**
 * On the server: the flags the page reads while it renders, and those it shows (`FlagReads`). Absent in the
 * browser, which gets none of its code.
 */
export const FlagReadsContext = createContext<FlagReads | null>(null);

/** Notes that the page reads a flag (null in the browser). */
export function useFlagReads(): FlagReads | null {
  return useContext(FlagReadsContext);
}

/**
 * The request's treatment of a feature flag, which the component shows: on the server the page has seen it; in
 * the browser, a flag the server's markup did not show (a flyout opened) is reported as seen once.
 */
export function useTreatment(feature: string): Treatment {
  return seeTreatment(feature, usePage(), useFlagReads());
}

/**
 * `useTreatment` where a component shows a flag only in some of its states (call the hooks, then this). The page's
 * site gives the report its platform and locale prefix: the impression is evaluated for the page's own site.
 */
export function seeTreatment(
  feature: string,
  { flags, site }: Pick<PageState, 'flags' | 'site'>,
  reads: FlagReads | null,
): Treatment {
  if (reads) reads.see(feature);
  // Loaded only once a page shows a flag in the browser (a flyout opened), not with every island.
  else if (typeof document !== 'undefined' && !flags.seen?.includes(feature)) {
    void import('../browser/exposure').then(({ exposeFlag }) => exposeFlag(feature, flags, site.basePath));
  }
  return treatmentOf(feature, flags);
}
