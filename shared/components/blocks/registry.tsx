// The one map from CMS component name to block component and schema; unknown or invalid blocks are skipped.
import type { ComponentType } from 'react';
import * as v from 'valibot';
import { Headline, HeadlineSchema } from './Headline';
import { Text, TextSchema } from './Text';

interface BlockEntry {
  schema: v.GenericSchema;
  Component: ComponentType<never>;
}

const entry = <S extends v.GenericSchema>(
  schema: S,
  Component: ComponentType<v.InferOutput<S>>,
): BlockEntry => ({
  schema,
  Component: Component as ComponentType<never>,
});

export const BLOCKS: Record<string, BlockEntry> = {
  Headline: entry(HeadlineSchema, Headline),
  Text: entry(TextSchema, Text),
};

export type SkippedBlock = { component: string; uid: string; reason: string };

/** Renders a body of blocks; each block that is unknown or fails its schema is reported and left out. */
export function BlockList({
  blocks,
  onSkip,
}: {
  blocks: unknown[];
  onSkip: (skipped: SkippedBlock) => void;
}) {
  return (
    <>
      {blocks.map((raw, index) => {
        const block = (raw ?? {}) as { component?: unknown; _uid?: unknown };
        const component = typeof block.component === 'string' ? block.component : '';
        const uid = typeof block._uid === 'string' ? block._uid : String(index);
        const known = BLOCKS[component];
        if (!known) {
          onSkip({ component, uid, reason: 'unknown block' });
          return null;
        }
        const parsed = v.safeParse(known.schema, raw);
        if (!parsed.success) {
          onSkip({ component, uid, reason: parsed.issues[0].message });
          return null;
        }
        const Component = known.Component as ComponentType<Record<string, unknown>>;
        return <Component key={uid} {...(parsed.output as Record<string, unknown>)} />;
      })}
    </>
  );
}
