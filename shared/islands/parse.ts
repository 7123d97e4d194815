// Island props checked against the entry's schema on the server before rendering; a mismatch throws naming the
// island. The browser hydrates with the checked props the server wrote.
import * as v from 'valibot';
import type { CheckedIslandEntry } from './entry';

export function parseEntryProps<S extends v.GenericSchema>(
  name: string,
  entry: CheckedIslandEntry<S>,
  props: unknown,
): v.InferOutput<S> {
  const result = v.safeParse(entry.props, props);
  if (!result.success) throw new Error(`Island ${name}: bad props: ${result.issues[0].message}`);
  return result.output;
}
