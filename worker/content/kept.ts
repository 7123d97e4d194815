// What the worker derives from published content, once per isolate: a published story is kept frozen while its
// cache version holds (story-cache.ts), so a value derived from one of its objects is the same for every
// request until the version moves. Anything not frozen (a draft, a campaign answer) is derived each time.

/**
 * `derive` remembered per frozen object; the extra arguments only matter the first time (a logger, say).
 *
 * @example
 * const parsedBar = onceWhileKept((raw) => v.safeParse(ActionBarDataSchema, raw));
 */
export function onceWhileKept<V, A extends unknown[]>(
  derive: (value: unknown, ...args: A) => V,
): (value: unknown, ...args: A) => V {
  const derived = new WeakMap<object, V>();
  return (value, ...args) => {
    const kept = value !== null && typeof value === 'object' && Object.isFrozen(value);
    if (kept && derived.has(value)) return derived.get(value) as V;
    const result = derive(value, ...args);
    if (kept) derived.set(value, result);
    return result;
  };
}
