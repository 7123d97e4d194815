// Missing translations: a locale without its own dictionary reads its fallback's words, and
// the first read of each key is noted — only for five-letter locale codes the dictionaries do not cover.
import { TEXT_LOCALES } from '../domain/markets';

/** True when a locale code should note its missing keys: `de-AT` yes, `de-DE` (covered) or `de` no. */
function notesMissingKeys(locale: string): boolean {
  return locale.length === 5 && !(TEXT_LOCALES as readonly string[]).includes(locale);
}

/**
 * The texts as they are, or — for a locale that notes missing keys — a read-through view that calls `note`
 * with each key path (`footer.newsletter`) the first time it is read; `seen` keeps the keys already noted.
 */
export function withMissingNotes<T extends object>(
  texts: T,
  locale: string,
  note: (key: string) => void,
  seen: { has(key: string): boolean; add(key: string): unknown },
): T {
  if (!notesMissingKeys(locale)) return texts;
  const view = <O extends object>(target: O, prefix: string): O =>
    new Proxy(target, {
      get(object, property, receiver) {
        const value = Reflect.get(object, property, receiver);
        if (typeof property !== 'string') return value;
        const key = `${prefix}${property}`;
        if (value !== null && typeof value === 'object') return view(value, `${key}.`);
        const seenKey = `${locale}:${key}`;
        if (!seen.has(seenKey)) {
          seen.add(seenKey);
          note(key);
        }
        return value;
      },
    });
  return view(texts, '');
}
