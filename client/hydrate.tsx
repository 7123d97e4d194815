// Hydrates one island marker with its entry's component and the props the server checked and wrote into the page
// (the browser carries no schema). Imported by each island chunk (with React), never by the boot script.
import { type ReactNode, useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { PageContext, type PageState } from '../shared/components/page-context';
import type { IslandEntry } from '../shared/islands/entry';
import { HYDRATED_ATTR } from '../shared/islands/protocol';

function Hydrated({ marker, children }: { marker: HTMLElement; children: ReactNode }) {
  useEffect(() => {
    marker.setAttribute(HYDRATED_ATTR, '');
  }, [marker]);
  return children;
}

/**
 * The default export of every island chunk: runs the entry's browser setup once, loads what the marker's props
 * need, then hydrates the marker.
 */
export async function mountIsland(
  entry: IslandEntry,
  marker: HTMLElement,
  props: unknown,
  page: PageState,
): Promise<void> {
  const safe = props as object;
  if (!setUp.has(entry)) {
    setUp.add(entry);
    entry.setup?.(safe, page);
  }
  await entry.ready?.(safe);
  const Component = entry.component;
  hydrateRoot(
    marker,
    <PageContext.Provider value={page}>
      <Hydrated marker={marker}>
        <Component {...safe} />
      </Hydrated>
    </PageContext.Provider>,
  );
}

/** Entries whose setup ran: a page may hold several markers of one island (two carousels). */
const setUp = new WeakSet<IslandEntry>();
