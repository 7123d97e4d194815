// Flag set names as the flag service's SDK accepts them: trimmed and lowercased, then a lowercase letter or digit
// and up to 49 more of letters, digits and underscores. A definition's invalid set is dropped; a configured
// filter naming one is refused.
import * as v from 'valibot';

/** The SDK's rule for a set name, once trimmed and lowercased. */
export const FLAG_SET_NAME = /^[a-z0-9][_a-z0-9]{0,49}$/;

/** One flag set name, trimmed and lowercased as the SDK does before it checks the name. */
export const FlagSetNameSchema = v.pipe(
  v.string('a flag set name is a string'),
  v.trim(),
  v.toLowerCase(),
  v.regex(FLAG_SET_NAME, 'a flag set name is a lowercase letter or digit, then up to 49 of a-z, 0-9 and _'),
);

/** A definition's sets: the valid ones, each once, and the names dropped with the reason. */
export function checkedFlagSets(sets: readonly unknown[]): {
  sets: string[];
  dropped: { set: unknown; reason: string }[];
} {
  const valid = new Set<string>();
  const dropped: { set: unknown; reason: string }[] = [];
  for (const set of sets) {
    const parsed = v.safeParse(FlagSetNameSchema, set);
    if (parsed.success) valid.add(parsed.output);
    else dropped.push({ set, reason: parsed.issues[0].message });
  }
  return { sets: [...valid], dropped };
}

/**
 * The sets a configured filter names (comma-separated), sorted and each once as the SDK sends them; empty
 * without a filter. A name that is not a set name makes the whole filter invalid: syncing without it would drop
 * that set's flags from the store.
 */
export function flagSetFilter(
  configured: string | undefined,
): { ok: true; sets: string[] } | { ok: false; invalid: string[]; reason: string } {
  const names = (configured ?? '').split(',').filter((name) => name.trim() !== '');
  const { sets, dropped } = checkedFlagSets(names);
  if (dropped.length > 0) {
    return { ok: false, invalid: dropped.map(({ set }) => String(set)), reason: dropped[0]?.reason ?? '' };
  }
  return { ok: true, sets: sets.sort() };
}

/** The `splitChanges` query part of a filter, as the SDK appends it: `&sets=a,b`, or nothing. */
export function flagSetQuery(sets: readonly string[]): string {
  return sets.length > 0 ? `&sets=${sets.map((set) => encodeURIComponent(set)).join(',')}` : '';
}
