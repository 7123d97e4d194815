// HMAC-SHA256 computed synchronously: for what is signed while a page renders (the page state's flag token is
// written as the last part of a render that cannot wait) and for the visitor key, read before any evaluation.
// The platform's `crypto.subtle` is asynchronous only; this is the standard algorithm (FIPS 180-4, RFC 2104),
// checked against it in the tests.
import { wordHex } from '../../shared/domain/fnv';

const K = new Uint32Array([
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5, 0xd807aa98,
  0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174, 0xe49b69c1, 0xefbe4786,
  0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da, 0x983e5152, 0xa831c66d, 0xb00327c8,
  0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967, 0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13,
  0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85, 0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819,
  0xd6990624, 0xf40e3585, 0x106aa070, 0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a,
  0x5b9cca4f, 0x682e6ff3, 0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7,
  0xc67178f2,
]);

const rotr = (x: number, n: number) => (x >>> n) | (x << (32 - n));

/** The message schedule, reused by every compression (which runs to its end without yielding). */
const w = new Uint32Array(64);

/** SHA-256's compression of the 64-byte block at `offset` of `view` into `state`. */
function compress(state: Uint32Array, view: DataView, offset: number): void {
  for (let i = 0; i < 16; i++) w[i] = view.getUint32(offset + i * 4);
  for (let i = 16; i < 64; i++) {
    const a = w[i - 15] as number;
    const b = w[i - 2] as number;
    const s0 = rotr(a, 7) ^ rotr(a, 18) ^ (a >>> 3);
    const s1 = rotr(b, 17) ^ rotr(b, 19) ^ (b >>> 10);
    w[i] = ((w[i - 16] as number) + s0 + (w[i - 7] as number) + s1) >>> 0;
  }
  let a = state[0] as number;
  let b = state[1] as number;
  let c = state[2] as number;
  let d = state[3] as number;
  let e = state[4] as number;
  let f = state[5] as number;
  let g = state[6] as number;
  let hh = state[7] as number;
  for (let i = 0; i < 64; i++) {
    const t1 =
      (hh +
        (rotr(e, 6) ^ rotr(e, 11) ^ rotr(e, 25)) +
        ((e & f) ^ (~e & g)) +
        (K[i] as number) +
        (w[i] as number)) >>>
      0;
    const t2 = ((rotr(a, 2) ^ rotr(a, 13) ^ rotr(a, 22)) + ((a & b) ^ (a & c) ^ (b & c))) >>> 0;
    hh = g;
    g = f;
    f = e;
    e = (d + t1) >>> 0;
    d = c;
    c = b;
    b = a;
    a = (t1 + t2) >>> 0;
  }
  state[0] = (state[0] as number) + a;
  state[1] = (state[1] as number) + b;
  state[2] = (state[2] as number) + c;
  state[3] = (state[3] as number) + d;
  state[4] = (state[4] as number) + e;
  state[5] = (state[5] as number) + f;
  state[6] = (state[6] as number) + g;
  state[7] = (state[7] as number) + hh;
}

const INITIAL = [
  0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19,
];

/**
 * SHA-256 of `message`, continued from `state` (which it changes), after `before` bytes already compressed into
 * it: the result as the state's eight words.
 */
function finish(state: Uint32Array, message: Uint8Array, before = 0): Uint32Array {
  const length = message.length;
  const blocks = Math.ceil((length + 9) / 64);
  const padded = new Uint8Array(blocks * 64);
  padded.set(message);
  padded[length] = 0x80;
  const view = new DataView(padded.buffer);
  // The message length in bits, as a 64-bit big-endian number.
  const bits = length + before;
  view.setUint32(padded.length - 8, Math.floor(bits / 0x20000000));
  view.setUint32(padded.length - 4, (bits << 3) >>> 0);
  for (let block = 0; block < blocks; block++) compress(state, view, block * 64);
  return state;
}

function sha256(message: Uint8Array): Uint8Array {
  return wordBytes(finish(Uint32Array.from(INITIAL), message));
}

function wordBytes(words: Uint32Array): Uint8Array {
  const out = new Uint8Array(words.length * 4);
  const view = new DataView(out.buffer);
  for (let i = 0; i < words.length; i++) view.setUint32(i * 4, words[i] as number);
  return out;
}

const encoder = new TextEncoder();

/**
 * Per secret, the hash states after its padded key's inner and outer block: a secret is signed with many times,
 * and each signature then compresses only its own blocks.
 */
const keyStates = new Map<string, { inner: Uint32Array; outer: Uint32Array }>();

function keyStatesOf(secret: string) {
  let kept = keyStates.get(secret);
  if (!kept) {
    let key: Uint8Array = encoder.encode(secret);
    if (key.length > 64) key = sha256(key);
    const inner = new Uint8Array(64).fill(0x36);
    const outer = new Uint8Array(64).fill(0x5c);
    for (let i = 0; i < key.length; i++) {
      inner[i] = (inner[i] as number) ^ (key[i] as number);
      outer[i] = (outer[i] as number) ^ (key[i] as number);
    }
    const after = (block: Uint8Array) => {
      const state = Uint32Array.from(INITIAL);
      compress(state, new DataView(block.buffer), 0);
      return state;
    };
    kept = { inner: after(inner), outer: after(outer) };
    // Secrets are a few configured values: the map stays that small.
    if (keyStates.size < 8) keyStates.set(secret, kept);
  }
  return kept;
}

/** HMAC-SHA256 of `payload` with `secret`, as lowercase hex (64 characters). */
export function hmacSha256HexSync(secret: string, payload: string): string {
  const { inner, outer } = keyStatesOf(secret);
  const innerHash = wordBytes(finish(inner.slice(), encoder.encode(payload), 64));
  const digest = finish(outer.slice(), innerHash, 64);
  let hex = '';
  for (let i = 0; i < 8; i++) hex += wordHex(digest[i] as number);
  return hex;
}

/** Whether two strings are equal, in time that depends on their length only. */
export function sameText(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let i = 0; i < a.length; i++) difference |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return difference === 0;
}
