// The load's chance: which visitor comes next, where it lands, and the random values ads put into a URL.

/** One element of a list, each as likely. */
export function anyOf<T>(list: readonly T[]): T {
  const item = list[Math.floor(Math.random() * list.length)];
  if (item === undefined) throw new Error('anyOf: an empty list');
  return item;
}

/** One element of a list, each as likely as its weight says. */
export function byWeight<T extends { weight: number }>(list: readonly T[]): T {
  let point = Math.random() * list.reduce((sum, item) => sum + item.weight, 0);
  for (const item of list) {
    point -= item.weight;
    if (point < 0) return item;
  }
  return anyOf(list);
}

/** A whole number from `min` to `max`, both included. */
export function between(min: number, max: number): number {
  return min + Math.floor(Math.random() * (max - min + 1));
}

const URL_SAFE = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** `length` random characters of `alphabet` (by default those of base64url). */
export function token(length: number, alphabet = URL_SAFE): string {
  return Array.from({ length }, () => alphabet.charAt(Math.floor(Math.random() * alphabet.length))).join('');
}
