// FNV-1a over a string's UTF-16 code units, 32 bits, and a word as hex: the short, stable hash of texts that are not
// secrets (the build's asset fingerprint, the flag definitions' version, the demo space's ids).

/** FNV-1a's 32-bit offset basis; a hash started from another basis is an independent one. */
export const FNV_OFFSET = 0x811c9dc5;

/** FNV-1a of `text` from `basis`, as an unsigned 32-bit word. */
export function fnv1a(text: string, basis = FNV_OFFSET): number {
  let hash = basis;
  for (let index = 0; index < text.length; index += 1) {
    hash = Math.imul(hash ^ text.charCodeAt(index), 0x01000193);
  }
  return hash >>> 0;
}

const HEX = Array.from({ length: 256 }, (_, byte) => byte.toString(16).padStart(2, '0'));

/** A 32-bit word as 8 lowercase hex digits. */
export const wordHex = (word: number): string =>
  `${HEX[word >>> 24]}${HEX[(word >>> 16) & 0xff]}${HEX[(word >>> 8) & 0xff]}${HEX[word & 0xff]}`;
