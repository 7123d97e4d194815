// Island props checked against the entry's schema, on the server before rendering and in the browser before
// hydrating; a mismatch throws naming the island.
import * as v from 'valibot';
import type { IslandEntry } from './entry';

export function parseEntryProps<S extends v.GenericSchema>(
  name: string,
  entry: IslandEntry<S>,
  props: unknown,
): v.InferOutput<S> {
  const result = v.safeParse(entry.props, props);
  if (!result.success) throw new Error(`Island ${name}: bad props: ${result.issues[0].message}`);
  return result.output;
}
