// The one map from CMS component name to block component and schema; unknown or invalid blocks are skipped.
import type { ComponentType } from 'react';
import * as v from 'valibot';
import { editableAttributes } from '../../domain/editable';
import { Headline, HeadlineSchema } from './Headline';
import { ProductTiles, ProductTilesSchema } from './ProductTiles';
import { SubTeaserTiles, SubTeaserTilesSchema } from './SubTeaserTiles';
import { Teaser, TeaserSchema } from './Teaser';
import { Text, TextSchema } from './Text';
import { UspTeaser, UspTeaserSchema } from './UspTeaser';

interface BlockEntry {
  schema: v.GenericSchema;
  Component: ComponentType<never>;
  /** The spec's identifier logged when this block is skipped (default hybrid-parse-error). */
  logId?: 'richtext-render-error';
}

const entry = <S extends v.GenericSchema>(
  schema: S,
  Component: ComponentType<v.InferOutput<S>>,
  logId?: BlockEntry['logId'],
): BlockEntry => ({ schema, Component: Component as ComponentType<never>, logId });

export const BLOCKS: Record<string, BlockEntry> = {
  Headline: entry(HeadlineSchema, Headline),
  Text: entry(TextSchema, Text, 'richtext-render-error'),
  Teaser: entry(TeaserSchema, Teaser),
  UspTeaser: entry(UspTeaserSchema, UspTeaser),
  SubTeaserTiles: entry(SubTeaserTilesSchema, SubTeaserTiles),
  ProductTiles: entry(ProductTilesSchema, ProductTiles),
};

export type SkippedBlock = {
  component: string;
  uid: string;
  reason: string;
  logId: 'hybrid-parse-error' | 'richtext-render-error';
};

/** Renders a body of blocks; each block that is unknown or fails its schema is reported and left out. */
export interface BlockListProps {
  blocks: unknown[];
  /** In a valid draft, each block is wrapped with the visual editor's attributes. */
  editable?: boolean;
  onSkip: (skipped: SkippedBlock) => void;
}

export function BlockList({ blocks, editable = false, onSkip }: BlockListProps) {
  return (
    <>
      {blocks.map((raw, index) => {
        const block = (raw ?? {}) as { component?: unknown; _uid?: unknown; _editable?: unknown };
        const component = typeof block.component === 'string' ? block.component : '';
        const uid = typeof block._uid === 'string' ? block._uid : String(index);
        const known = BLOCKS[component];
        if (!known) {
          onSkip({ component, uid, reason: 'unknown block', logId: 'hybrid-parse-error' });
          return null;
        }
        const parsed = v.safeParse(known.schema, raw);
        if (!parsed.success) {
          onSkip({
            component,
            uid,
            reason: parsed.issues[0].message,
            logId: known.logId ?? 'hybrid-parse-error',
          });
          return null;
        }
        const Component = known.Component as ComponentType<Record<string, unknown>>;
        const rendered = <Component key={uid} {...(parsed.output as Record<string, unknown>)} />;
        const attributes = editable ? editableAttributes(block._editable) : null;
        return attributes ? (
          <div key={uid} {...attributes}>
            {rendered}
          </div>
        ) : (
          rendered
        );
      })}
    </>
  );
}
