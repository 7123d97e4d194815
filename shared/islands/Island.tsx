// Server-side island marker: renders the component as plain HTML inside a marker naming the island; its props
// are collected for the one data script at the end of <body> instead of sitting in an escaped attribute.
import { createContext, useContext } from 'react';
import { useFlagReads } from '../components/page-context';
import { ISLANDS, type IslandEntry, type IslandName, type IslandProps, parseIslandProps } from './islands';
import {
  ISLAND_ATTR,
  ISLAND_INDEX_ATTR,
  LATE_PROPS_ATTR,
  serialize,
  TRIGGER_ATTR,
  type Trigger,
} from './protocol';

/** The islands a part of a page brought along: what a page that reuses the part's HTML adds to its own. */
export interface CollectedIslands {
  props: Record<string, unknown>;
  names: IslandName[];
}

/** Collects the islands of one render: their props by index, and which islands the page uses. */
export class IslandCollector {
  /** The props of the islands rendered in this render, by index. */
  readonly props: Record<string, unknown> = {};
  /** The islands of parts whose HTML the page reuses, as the parts keep them (their props are serialised once). */
  readonly adopted: CollectedIslands[] = [];
  readonly names = new Set<IslandName>();
  /** Set once the data script is written: islands streamed in later carry their props beside the marker. */
  closed = false;
  private count = 0;

  /**
   * @param chunkUrls hashed chunk URL per island (from the build), written for islands that stream in late
   * @param prefix before every index: a part rendered on its own numbers its islands apart from the page's
   */
  constructor(
    readonly chunkUrls: Readonly<Record<string, string>> = {},
    private readonly prefix = '',
  ) {}

  add(name: IslandName, props: unknown): string {
    this.names.add(name);
    const index = `${this.prefix}${this.count++}`;
    this.props[index] = props;
    return index;
  }

  /** Takes over the islands of a part whose HTML the page reuses. */
  adopt(islands: CollectedIslands): void {
    for (const name of islands.names) this.names.add(name);
    this.adopted.push(islands);
  }

  collected(): CollectedIslands {
    return { props: this.props, names: [...this.names] };
  }
}

/**
 * A collector closed from the start, for a part of a page rendered on its own: every island writes its props beside
 * its marker, numbered apart from the page's, so the part hydrates wherever it is put.
 */
export function collectorBesideMarkers(chunkUrls: Readonly<Record<string, string>>): IslandCollector {
  const collector = new IslandCollector(chunkUrls, `p${crypto.randomUUID().slice(0, 8)}-`);
  collector.closed = true;
  return collector;
}

export const IslandCollectorContext = createContext<IslandCollector | null>(null);

export interface IslandMarkerProps<N extends IslandName> {
  name: N;
  props: IslandProps<N>;
  /** Overrides the island's default trigger. */
  when?: Trigger;
}

export function Island<N extends IslandName>({ name, props, when }: IslandMarkerProps<N>) {
  const collector = useContext(IslandCollectorContext);
  if (!collector) throw new Error(`Island ${name} rendered outside a document`);
  const entry = ISLANDS[name] as IslandEntry;
  const Component = entry.component;
  const safe = parseIslandProps(name, props);
  const reads = useFlagReads();
  for (const flag of entry.flags ?? []) reads?.add(flag);
  const late = collector.closed;
  const index = collector.add(name, safe);
  const markerAttributes = {
    [ISLAND_ATTR]: name,
    [TRIGGER_ATTR]: when ?? entry.when,
    [ISLAND_INDEX_ATTR]: index,
  };
  return (
    <>
      <div {...markerAttributes}>
        <Component {...(safe as object)} />
      </div>
      {late && (
        <script
          type="application/json"
          {...{ [LATE_PROPS_ATTR]: index }}
          // biome-ignore lint/security/noDangerouslySetInnerHtml: serialize() escapes everything that could end the script
          dangerouslySetInnerHTML={{ __html: serialize({ props: safe, url: collector.chunkUrls[name] }) }}
        />
      )}
    </>
  );
}
