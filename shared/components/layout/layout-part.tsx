// A part of the layout that is the same on many pages (header, main navigation, footer, floating parts): the
// worker renders it once per isolate, content version, site and treatments and hands the page its HTML; the
// page takes over the part's islands and flag reads. Without a rendered copy the part renders as usual.
import { createContext, type ReactNode, useContext } from 'react';
import { type CollectedIslands, IslandCollectorContext } from '../../islands/Island';
import { useFlagReads } from '../page-context';

export const LAYOUT_PART_NAMES = [
  'header',
  'main-navigation',
  'footer-top',
  'footer-end',
  'floating',
] as const;
export type LayoutPartName = (typeof LAYOUT_PART_NAMES)[number];

/** A part rendered on its own: its markup, the islands in it and the flags it read. */
export interface RenderedPart {
  html: string;
  /** What React hoists to the document's head from the part (an image preload), for the page's head. */
  head: string;
  islands: CollectedIslands;
  flags: readonly string[];
  /** Among `flags`, those whose treatment its markup shows. */
  seen: readonly string[];
  /** Whether its markup holds a page slot for each page to fill in. */
  slots: boolean;
}

/** The rendered parts of this page; absent (every part renders in place) in a personal page and in the browser. */
export const RenderedPartsContext = createContext<ReadonlyMap<LayoutPartName, RenderedPart> | null>(null);

/** The part's rendered HTML when the page has it (the wrapper generates no box), else `children`. */
export function LayoutPart({ name, children }: { name: LayoutPartName; children: ReactNode }) {
  const part = useContext(RenderedPartsContext)?.get(name);
  const collector = useContext(IslandCollectorContext);
  const reads = useFlagReads();
  if (!part || !collector) return children;
  collector.adopt(part.islands);
  for (const flag of part.flags) reads?.add(flag);
  for (const flag of part.seen) reads?.see(flag);
  if (part.html === '') return null;
  return (
    <div
      className="contents"
      data-layout-part={name}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: React's own markup of the same part, rendered by the worker
      dangerouslySetInnerHTML={{ __html: part.html }}
    />
  );
}
