// What a wishlist item may remember of its product: the options its designer is handed, by their known names
// and with valid values (as a designer link is checked), in a small body.
import * as v from 'valibot';
import { checkHandOff, handOffFields } from '../../../../shared/domain/hand-off-check';
import type { Channel } from '../../../../shared/domain/markets';
import { DESIGNER_TYPES } from '../../../../shared/domain/products';

/** Bytes of an item's context as JSON. */
export const MAX_CONTEXT_BYTES = 1024;

type Shop = { channel: Channel; locale: string };

/**
 * Why a context is no product's options, or null: every name must be an option of one designer type, and the
 * values must pass that type's check.
 */
function contextProblem(context: Record<string, string | number | boolean>, shop: Shop): string | null {
  const names = Object.keys(context);
  if (names.length === 0) return null;
  const query = new URLSearchParams(Object.entries(context).map(([name, value]) => [name, String(value)]));
  let problem: string | null = null;
  for (const type of DESIGNER_TYPES) {
    const known = handOffFields(type, shop);
    if (!names.every((name) => Object.hasOwn(known, name))) continue;
    const said = checkHandOff(type, query, shop);
    if (!said) return null;
    problem ??= said;
  }
  if (problem) return problem;
  const unknown = names.find(
    (name) => !DESIGNER_TYPES.some((type) => Object.hasOwn(handOffFields(type, shop), name)),
  );
  return unknown
    ? `context.${unknown} is no product option`
    : 'context mixes the options of different products';
}

/** An item's context in this shop: at most 1 KB of JSON, one product's options. */
export function itemContextSchema(shop: Shop) {
  return v.pipe(
    v.record(v.string(), v.union([v.string(), v.number(), v.boolean()]), 'context is an object of options'),
    v.check(
      (context) => new TextEncoder().encode(JSON.stringify(context)).length <= MAX_CONTEXT_BYTES,
      `context is at most ${MAX_CONTEXT_BYTES} bytes`,
    ),
    v.rawCheck(({ dataset, addIssue }) => {
      // A context already refused (too large) is not read further.
      if (!dataset.typed || dataset.issues) return;
      const problem = contextProblem(dataset.value, shop);
      if (problem) addIssue({ message: problem });
    }),
  );
}
