// The shape of one registry entry (CMS schema plus component), shared by the registry and block groups.
import type { ComponentType } from 'react';
import type * as v from 'valibot';
import type { LogId } from '../../domain/log-ids';

/** A log line a block's fields call for while the block still renders (the registry writes it). */
export interface BlockNotice {
  logId: LogId;
  details: Record<string, unknown>;
}

/** One CMS block: the schema its fields are checked against and the component that renders them. */
export interface BlockEntry {
  schema: v.GenericSchema;
  Component: ComponentType<never>;
  /** The spec's identifier logged when this block is skipped (default hybrid-parse-error). */
  logId?: 'richtext-render-error';
  /** Called with the schema's output after a successful parse; a notice is logged as a warning. */
  notice?: (props: unknown) => BlockNotice | undefined;
}

/**
 * A registry entry whose component is checked against the schema's output at compile time, then stored
 * type-erased so entries of different blocks fit one record (the same shape as `entry()` in registry.tsx).
 */
export const blockEntry = <S extends v.GenericSchema>(
  schema: S,
  Component: ComponentType<v.InferOutput<S>>,
  logId?: BlockEntry['logId'],
): BlockEntry => ({ schema, Component: Component as ComponentType<never>, logId });
