// A signal of the parts that currently want something shared (the overlay, the scroll lock): it is on while
// any owner wants it, so one owner letting go never takes it from another.
import { computed, type ReadonlySignal, signal } from '@preact/signals-react';

export interface OwnerSet<O extends string> {
  /** True while any owner holds it. */
  readonly held: ReadonlySignal<boolean>;
  /** The owners holding it now. */
  readonly owners: ReadonlySignal<ReadonlySet<O>>;
  /** Takes (`true`) or releases (`false`) it for one owner. */
  hold(owner: O, wanted: boolean): void;
  /** Releases it for every owner; returns who held it. */
  releaseAll(): O[];
}

export function ownerSet<O extends string>(): OwnerSet<O> {
  const owners = signal<ReadonlySet<O>>(new Set());
  return {
    held: computed(() => owners.value.size > 0),
    owners,
    hold(owner, wanted) {
      if (owners.value.has(owner) === wanted) return;
      const next = new Set(owners.value);
      if (wanted) next.add(owner);
      else next.delete(owner);
      owners.value = next;
    },
    releaseAll() {
      const current = [...owners.value];
      owners.value = new Set();
      return current;
    },
  };
}
