// The shape of one island entry (shared/islands/entries/<name>.ts, made with `island()`): when it hydrates, what
// renders it and what it wires in the browser before hydrating; the server's table adds its props schema.
import type { ComponentType } from 'react';
import type * as v from 'valibot';
import type { PageState } from '../components/page-context';
import type { Trigger } from './protocol';

export interface IslandEntry<S extends v.GenericSchema = v.GenericSchema> {
  when: Trigger;
  /** Flags the island reads in the browser only (a flyout loaded on demand): the page's cached copy varies by them. */
  flags?: readonly string[];
  component: ComponentType<v.InferOutput<S>>;
  /** Runs once per page, before the first marker of this island hydrates. */
  setup?: (props: v.InferOutput<S>, page: PageState) => void;
}

/**
 * Declares an entry; each lives in its own module, so each island's chunk carries only its own component. The
 * module also exports its props schema as `props`, which only the server's table reads: the browser chunk imports
 * the default export alone, so neither the schema nor valibot ship with it.
 */
export const island = <S extends v.GenericSchema>(entry: IslandEntry<S>): IslandEntry<S> => entry;

/** An entry with its props schema, as the server's island table holds it. */
export interface CheckedIslandEntry<S extends v.GenericSchema = v.GenericSchema> extends IslandEntry<S> {
  props: S;
}

export const checked = <S extends v.GenericSchema>(
  entry: IslandEntry<S>,
  props: S,
): CheckedIslandEntry<S> => ({
  ...entry,
  props,
});
