// Deterministic ids, uuids, block uids and dates for the demo space: hashes and counters, never randomness.

/** The four FNV-1a offset bases, one per seed, so the four words are independent hashes of one key. */
const BASES = [1, 2, 3, 4].map((seed) => (0x811c9dc5 ^ (seed * 0x9e3779b1)) >>> 0);
const [B0 = 0, B1 = 0, B2 = 0, B3 = 0] = BASES;
const PRIME = 0x01000193;

/** Final avalanche (MurmurHash3 fmix32) so similar keys give unrelated words. */
function fmix(hash: number): number {
  let mixed = Math.imul(hash ^ (hash >>> 16), 0x85ebca6b);
  mixed = Math.imul(mixed ^ (mixed >>> 13), 0xc2b2ae35);
  return (mixed ^ (mixed >>> 16)) >>> 0;
}

const HEX = Array.from({ length: 256 }, (_, byte) => byte.toString(16).padStart(2, '0'));
const hex = (word: number): string =>
  `${HEX[word >>> 24]}${HEX[(word >>> 16) & 0xff]}${HEX[(word >>> 8) & 0xff]}${HEX[word & 0xff]}`;

/**
 * A stable, version-4 shaped UUID for a key: the same key always gives the same UUID. The space makes thousands
 * when it is built (at start-up), so the four hashes take one pass over the key.
 */
export function uuidOf(key: string): string {
  let a = B0;
  let b = B1;
  let c = B2;
  let d = B3;
  for (let index = 0; index < key.length; index += 1) {
    const code = key.charCodeAt(index);
    a = Math.imul(a ^ code, PRIME);
    b = Math.imul(b ^ code, PRIME);
    c = Math.imul(c ^ code, PRIME);
    d = Math.imul(d ^ code, PRIME);
  }
  const raw = `${hex(fmix(a))}${hex(fmix(b))}${hex(fmix(c))}${hex(fmix(d))}`;
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
