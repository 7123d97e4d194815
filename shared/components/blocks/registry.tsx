// The one map from CMS component name to block schema and component, and the BlockList that renders a body:
// unknown or invalid blocks are skipped and reported, nested bodies and A/B variants rendered server-side.
import { type ComponentType, type ReactNode, useContext } from 'react';
import * as v from 'valibot';
import { editableAttributes } from '../../domain/editable';
import { type FlagSources, treatmentOf } from '../../domain/flags';
import type { LogId } from '../../domain/log-ids';
import { Boundary, Guarded } from '../Boundary';
import { LargestPaintContext } from '../Image';
import { PageContext, useFlagReads } from '../page-context';
import { EDITORIAL_BLOCKS } from './editorial';
import { type BlockEntry, blockEntry } from './entry';
import { Headline, HeadlineSchema } from './Headline';
import { INTERACTIVE_BLOCKS } from './interactive';
import { ProductTiles, ProductTilesSchema } from './ProductTiles';
import { PRODUCT_BLOCKS } from './product';
import { SubTeaserTiles, SubTeaserTilesSchema } from './SubTeaserTiles';
import { Teaser, TeaserSchema } from './Teaser';
import { Text, TextSchema } from './Text';
import { UspTeaser, UspTeaserSchema } from './UspTeaser';

const BLOCKS: Record<string, BlockEntry> = {
  Headline: blockEntry(HeadlineSchema, Headline),
  Text: blockEntry(TextSchema, Text, 'richtext-render-error'),
  Teaser: blockEntry(TeaserSchema, Teaser),
  UspTeaser: blockEntry(UspTeaserSchema, UspTeaser),
  SubTeaserTiles: blockEntry(SubTeaserTilesSchema, SubTeaserTiles),
  ProductTiles: blockEntry(ProductTilesSchema, ProductTiles),
  ...EDITORIAL_BLOCKS,
  ...PRODUCT_BLOCKS,
  ...INTERACTIVE_BLOCKS,
};

/** The CMS component names the shop renders. */
export const BLOCK_NAMES: readonly string[] = Object.keys(BLOCKS);

/** The schema a block's fields are checked against (undefined for a component the shop does not render). */
export function blockSchema(component: string): v.GenericSchema | undefined {
  return Object.hasOwn(BLOCKS, component) ? BLOCKS[component]?.schema : undefined;
}

/** A block left out or a field worth a log line, with the spec's identifier. */
export interface BlockReport {
  logId: LogId;
  component: string;
  uid: string;
  reason?: string;
  details?: Record<string, unknown>;
}

export interface BlockListProps {
  blocks: unknown[];
  /** In a valid draft, each block is wrapped with the visual editor's attributes. */
  editable?: boolean;
  /** Skipped blocks (warn) and notices of rendered blocks. */
  onReport: (report: BlockReport) => void;
  /** The `_uid` of the block that holds the page's largest paint (`largestPaintBlock()`): its first image loads first. */
  largestPaint?: string | null;
}

const NO_FLAGS: FlagSources = { flagsDisabled: false };

/** The request's flag sources (from the page state): the A/B block picks its variant from them on the server. */
function useFlags(): FlagSources {
  return useContext(PageContext)?.flags ?? NO_FLAGS;
}

/** Blocks that render nested bodies get a renderer; the A/B block also its treatment. */
const NESTING = new Set(['PublicContainer', 'ContentAbBlock']);
const FLAGGED = new Set(['ContentAbBlock']);

/** Renders a body of blocks; each block that is unknown or fails its schema is reported and left out. */
export function BlockList({ blocks, editable = false, onReport, largestPaint = null }: BlockListProps) {
  const flags = useFlags();
  const reads = useFlagReads();
  const renderBlocks = (nested: unknown[]): ReactNode => (
    <BlockList blocks={nested} editable={editable} onReport={onReport} />
  );
  return (
    <>
      {blocks.map((raw, index) => {
        const block = (raw ?? {}) as { component?: unknown; _uid?: unknown; _editable?: unknown };
        const component = typeof block.component === 'string' ? block.component : '';
        const uid = typeof block._uid === 'string' ? block._uid : String(index);
        const known = BLOCKS[component];
        if (!known) {
          onReport({ logId: 'hybrid-parse-error', component, uid, reason: 'unknown block' });
          return null;
        }
        const parsed = v.safeParse(known.schema, raw);
        if (!parsed.success) {
          const reason = parsed.issues[0].message;
          onReport({ logId: known.logId ?? 'hybrid-parse-error', component, uid, reason });
          return null;
        }
        const notice = known.notice?.(parsed.output);
        if (notice) onReport({ logId: notice.logId, component, uid, details: notice.details });
        const props = parsed.output as Record<string, unknown>;
        const injected = {
          ...(NESTING.has(component) ? { renderBlocks } : {}),
          ...(FLAGGED.has(component) ? { treatment: treatmentOf(String(props.feature), flags) } : {}),
        };
        if (FLAGGED.has(component)) reads?.see(String(props.feature));
        const Component = known.Component as ComponentType<Record<string, unknown>>;
        // A block that throws while rendering is left out and reported; the page renders on.
        const rendered = (
          <Boundary
            key={uid}
            component={component}
            uid={uid}
            onFailure={({ reason }) => onReport({ logId: 'hybrid-ssr-error', component, uid, reason })}
          >
            <Guarded Component={Component} props={{ ...props, ...injected }} />
          </Boundary>
        );
        const first =
          uid === largestPaint ? (
            <LargestPaintContext.Provider key={uid} value={{}}>
              {rendered}
            </LargestPaintContext.Provider>
          ) : (
            rendered
          );
        const attributes = editable ? editableAttributes(block._editable) : null;
        return attributes ? (
          <div key={uid} {...attributes}>
            {first}
          </div>
        ) : (
          first
        );
      })}
    </>
  );
}
