// Deterministic ids, uuids, block uids and dates for the demo space: hashes and counters, never randomness.

/** 32-bit FNV-1a hash of a string with a seed, to derive independent words. */
function fnv(text: string, seed: number): number {
  let hash = (0x811c9dc5 ^ seed) >>> 0;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  // Final avalanche (MurmurHash3 fmix32) so similar keys give unrelated words.
  hash = Math.imul(hash ^ (hash >>> 16), 0x85ebca6b);
  hash = Math.imul(hash ^ (hash >>> 13), 0xc2b2ae35);
  return (hash ^ (hash >>> 16)) >>> 0;
}

const hex = (value: number): string => value.toString(16).padStart(8, '0');

/** A stable, version-4 shaped UUID for a key: the same key always gives the same UUID. */
export function uuidOf(key: string): string {
  const words = [1, 2, 3, 4].map((seed) => hex(fnv(key, seed * 0x9e3779b1)));
  const raw = words.join('');
  const variant = ((Number.parseInt(raw.charAt(16), 16) & 0x3) | 0x8).toString(16);
  return `${raw.slice(0, 8)}-${raw.slice(8, 12)}-4${raw.slice(13, 16)}-${variant}${raw.slice(17, 20)}-${raw.slice(20, 32)}`;
}

/** Hands out story ids in build order. */
export class IdSource {
  private nextStoryId = 184_000_001;

  storyId(): number {
    const id = this.nextStoryId;
    this.nextStoryId += 1;
    return id;
  }
}

const BASE = Date.UTC(2026, 0, 12, 8, 0, 0);
const HOUR = 3_600_000;

/** A fixed 2026 timestamp, `hours` after the space's first day. */
export function dateAt(hours: number): string {
  return new Date(BASE + hours * HOUR).toISOString();
}
