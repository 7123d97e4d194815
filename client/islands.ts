// Finds island markers, schedules each on its trigger, and loads its chunk (with React) only then. Props, page
// state and chunk URLs come from the one data script at the end of <body>; the locale's texts from the hashed
// asset it names, fetched once, together with the first chunk.
import type { FlagSources } from '../shared/domain/flags';
import {
  deserialize,
  ISLAND_ATTR,
  ISLAND_DATA_ID,
  ISLAND_INDEX_ATTR,
  type IslandData,
  LATE_PROPS_ATTR,
  TRIGGER_ATTR,
} from '../shared/islands/protocol';
import { reloadOnce } from './reload';
import { reportChunkFailure } from './rum';
import { schedule } from './triggers/index';

/** An island's chunk: it mounts the island a marker names (a chunk may carry several, the page furniture's). */
interface IslandChunk {
  default: (marker: HTMLElement, props: unknown, state: unknown, name: string) => void;
}

let data: IslandData | undefined;

function islandData(): IslandData {
  if (!data) {
    const text = document.getElementById(ISLAND_DATA_ID)?.textContent;
    if (!text) throw new Error('The document has no island data');
    data = deserialize(text) as IslandData;
  }
  return data;
}

/** The page's platform and locale prefix (`/d/fr`), empty for the default site or a page without island data. */
export function pageBasePath(): string {
  if (!document.getElementById(ISLAND_DATA_ID)) return '';
  return (islandData().state as { site?: { basePath?: string } }).site?.basePath ?? '';
}

/** The page's flag state (treatments, the flags its markup shows), none on a page without island data. */
export function pageFlags(): FlagSources | undefined {
  if (!document.getElementById(ISLAND_DATA_ID)) return undefined;
  return (islandData().state as { flags?: FlagSources }).flags;
}

let pageState: Promise<unknown> | undefined;

/** The page state as islands read it: the data script's, with the locale's texts. */
function stateWithTexts(): Promise<unknown> {
  pageState ??= fetch(islandData().texts)
    .then((response) => {
      if (!response.ok) throw new Error(`texts answered ${response.status}`);
      return response.json() as Promise<unknown>;
    })
    .then((texts) => ({ ...(islandData().state as object), texts }));
  return pageState;
}

/** Props of a marker streamed in after the data script, from the script beside it; its chunk URL too. */
function lateIsland(index: string): { props: unknown; url?: string } | undefined {
  const text = document.querySelector(`script[${LATE_PROPS_ATTR}="${index}"]`)?.textContent;
  return text ? (deserialize(text) as { props: unknown; url?: string }) : undefined;
}

const started = new WeakMap<HTMLElement, Promise<void>>();

/** Loads the marker's chunk and hydrates it, once; a failed chunk or texts reload the page (once per path). */
export function hydrateMarker(marker: HTMLElement): Promise<void> {
  const running = started.get(marker);
  if (running) return running;
  const name = marker.getAttribute(ISLAND_ATTR) ?? '';
  const { chunks, props } = islandData();
  const index = marker.getAttribute(ISLAND_INDEX_ATTR) ?? '';
  const late = Object.hasOwn(props, index) ? undefined : lateIsland(index);
  const url = late ? late.url : chunks[name];
  const chunk = url ? (import(/* @vite-ignore */ url) as Promise<IslandChunk>) : Promise.reject();
  const hydration = Promise.all([chunk, stateWithTexts()])
    .then(([island, state]) => island.default(marker, late ? late.props : props[index], state, name))
    .catch((error: unknown) => {
      console.error(`island ${name} failed to load`, error);
      reportChunkFailure(name, error);
      reloadOnce();
    });
  started.set(marker, hydration);
  return hydration;
}

/** Hydrates the page's first island of that name now (for server HTML that asks an island to take over). */
export function hydrateIsland(name: string): Promise<void> {
  const marker = document.querySelector<HTMLElement>(`[${ISLAND_ATTR}="${name}"]`);
  return marker ? hydrateMarker(marker) : Promise.resolve();
}

/** Schedules each island marker in `root` (the page, or a part swapped in later) on its trigger. */
export function scheduleIslands(root: Document | Element = document): void {
  for (const marker of Array.from(root.querySelectorAll<HTMLElement>(`[${ISLAND_ATTR}]`))) {
    schedule(marker.getAttribute(TRIGGER_ATTR) ?? 'interaction')(marker, () => hydrateMarker(marker));
  }
}
