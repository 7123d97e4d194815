// Deterministic ids, uuids, block uids and dates for the demo space: hashes and counters, never randomness.
import { FNV_OFFSET, fnv1a, wordHex } from '../../shared/domain/fnv';

/** One FNV-1a offset basis per word, so the four words are independent hashes of one key. */
const basis = (seed: number) => (FNV_OFFSET ^ (seed * 0x9e3779b1)) >>> 0;
const BASIS_1 = basis(1);
const BASIS_2 = basis(2);
const BASIS_3 = basis(3);
const BASIS_4 = basis(4);

/** A word of the key: its hash from `base`, with a final avalanche (MurmurHash3 fmix32) so similar keys differ. */
function word(key: string, base: number): string {
  let hash = fnv1a(key, base);
  hash = Math.imul(hash ^ (hash >>> 16), 0x85ebca6b);
  hash = Math.imul(hash ^ (hash >>> 13), 0xc2b2ae35);
  return wordHex((hash ^ (hash >>> 16)) >>> 0);
}

/** A stable, version-4 shaped UUID for a key: the same key always gives the same UUID. */
export function uuidOf(key: string): string {
  const raw = `${word(key, BASIS_1)}${word(key, BASIS_2)}${word(key, BASIS_3)}${word(key, BASIS_4)}`;
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
