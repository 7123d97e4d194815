// The request-level facts every component may read: site context, carried query parameters, texts.
import { createContext, useContext } from 'react';
import { type FlagSources, type Treatment, treatmentOf } from '../domain/flags';
import type { SiteContext } from '../domain/site';
import type { Texts } from '../i18n/texts';

/** Serialised once into the document as the page state, read back by the islands. */
export interface PageState {
  site: SiteContext;
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

/**
 * On the server: the flags the page reads while it renders (and those its islands read in the browser), so the
 * edge HTML cache can keep one copy per combination of their treatments. Absent in the browser.
 */
export const FlagReadsContext = createContext<Set<string> | null>(null);

/** Notes that the page reads a flag (a no-op in the browser). */
export function useFlagReads(): Set<string> | null {
  return useContext(FlagReadsContext);
}

/** The request's treatment of a feature flag. */
export function useTreatment(feature: string): Treatment {
  useFlagReads()?.add(feature);
  return treatmentOf(feature, usePage().flags);
}
