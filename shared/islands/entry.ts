// The shape of one island entry (shared/islands/entries/<name>.ts, made with `island()`): its props schema, when it hydrates, what
// renders it and what it wires in the browser before hydrating.
import type { ComponentType } from 'react';
import type * as v from 'valibot';
import type { PageState } from '../components/page-context';
import type { Trigger } from './protocol';

export interface IslandEntry<S extends v.GenericSchema = v.GenericSchema> {
  props: S;
  when: Trigger;
  component: ComponentType<v.InferOutput<S>>;
  /** Runs once per page, before the first marker of this island hydrates. */
  setup?: (props: v.InferOutput<S>, page: PageState) => void;
}

/** Declares an entry; each lives in its own module, so each island's chunk carries only its own component. */
export const island = <S extends v.GenericSchema>(entry: IslandEntry<S>): IslandEntry<S> => entry;
