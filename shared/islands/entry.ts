// The shape of one island entry (shared/islands/entries/<name>.ts, made with `island()`): when it hydrates, what
// renders it and what it wires in the browser before hydrating; the server's table pairs it with its props schema.
import type { ComponentType } from 'react';
import type * as v from 'valibot';
import type { PageState } from '../components/page-context';
import type { Trigger } from './protocol';

export interface IslandEntry<P = unknown> {
  when: Trigger;
  /** Flags the island reads in the browser only (a flyout loaded on demand): the page's cached copy varies by them. */
  flags?: readonly string[];
  component: ComponentType<P>;
  /** Runs once per page, before the first marker of this island hydrates. */
  setup?: (props: P, page: PageState) => void;
  /**
   * Loads what this marker's props show that the island's chunk does not carry (a lazily loaded part), before it
   * hydrates: a click made before hydration is replayed once it has, and must meet the whole island, not a part's
   * server HTML still waiting for its code.
   */
  ready?: (props: P) => Promise<unknown>;
}

/**
 * Declares an entry; each lives in its own module, so each island's chunk carries only its own component. The
 * entry names no schema: its props schema sits in a module only the server's table imports, as the bundler keeps
 * every module a browser module imports, used or not, and a schema there would bring valibot along.
 */
export const island = <P>(entry: IslandEntry<P>): IslandEntry<P> => entry;

/** An entry with its props schema, as the server's island table holds it. */
export interface CheckedIslandEntry<S extends v.GenericSchema = v.GenericSchema>
  extends IslandEntry<v.InferOutput<S>> {
  props: S;
  /** The chunk the island's code comes in: its own (its name), or one it shares with the islands of that name. */
  chunk?: string;
}

export const checked = <S extends v.GenericSchema>(
  entry: IslandEntry<v.InferOutput<S>>,
  props: S,
  chunk?: string,
): CheckedIslandEntry<S> => ({
  ...entry,
  props,
  ...(chunk ? { chunk } : {}),
});
