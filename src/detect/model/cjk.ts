/**
 * Character bigrams of Chinese, Japanese and Korean text, read by the harm model and (optionally) the injection model. The shared features are
 * character 3-5-grams and space-separated words: a Chinese sentence has no spaces and most of its
 * words are two characters ("炸弹", "毒药"), so neither reads them. Each pair of adjacent CJK
 * characters (Han, kana, Hangul) is hashed onto a table of its own; a window's term is the sum of
 * its pairs' weights times `value` over the square root of the pair count.
 */

import { decodeHead, encodeHead } from './weights-codec.js';

/** log2 of the bigram table's buckets. */
export const CJK_BITS = 18;
const MASK = (1 << CJK_BITS) - 1;
const SEED = 0x27d4eb2f;

/** Han (with extension A and compatibility ideographs), kana, Hangul syllables and jamo. */
function isCjk(c: number): boolean {
  return (
    (c >= 0x3040 && c <= 0x30ff) ||
    (c >= 0x3400 && c <= 0x9fff) ||
    (c >= 0xac00 && c <= 0xd7af) ||
    (c >= 0x1100 && c <= 0x11ff) ||
    (c >= 0x3130 && c <= 0x318f) ||
    (c >= 0xf900 && c <= 0xfaff)
  );
}

/** Any character {@link isCjk} accepts. */
const ANY_CJK = /[\u1100-\u11ff\u3040-\u30ff\u3130-\u318f\u3400-\u9fff\uac00-\ud7af\uf900-\ufaff]/;

/** Calls `visit` with the bucket and offset of each pair of adjacent CJK characters of `text`. */
export function forEachCjkBigram(text: string, visit: (bucket: number, at: number) => void): void {
  let prev = -1;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (!isCjk(c)) {
      prev = -1;
      continue;
    }
    if (prev >= 0) {
      let h = Math.imul((prev << 16) ^ c ^ SEED, 0x85ebca6b);
      h ^= h >>> 13;
      h = Math.imul(h, 0xc2b2ae35);
      h ^= h >>> 16;
      visit(h & MASK, i - 1);
    }
    prev = c;
  }
}

/** Per block of `blockChars`: the sum of the pairs' weights and the number of pairs. */
export function cjkBlockSums(text: string, weights: Float32Array, blockChars: number) {
  const blocks = Math.max(1, Math.ceil(text.length / blockChars));
  const sum = new Float64Array(blocks);
  const count = new Uint32Array(blocks);
  // Most texts hold no CJK character: one search instead of a test per character.
  if (!ANY_CJK.test(text)) return { sum, count };
  forEachCjkBigram(text, (bucket, at) => {
    const b = Math.floor(at / blockChars);
    sum[b] = (sum[b] ?? 0) + (weights[bucket] ?? 0);
    count[b] = (count[b] ?? 0) + 1;
  });
  return { sum, count };
}

/**
 * A window's bigram term: the sum of blocks [from, to)'s pair weights over the square root of
 * their number (0 without pairs or a table).
 */
export function cjkWindowTerm(
  sums: { sum: Float64Array; count: Uint32Array } | null,
  from: number,
  to: number,
): number {
  if (sums === null) return 0;
  let s = 0;
  let n = 0;
  for (let b = from; b < to; b++) {
    s += sums.sum[b] ?? 0;
    n += sums.count[b] ?? 0;
  }
  return n === 0 ? 0 : s / Math.sqrt(n);
}

/** A bigram table as stored: int8 weights, their scale, and the value of a pair's feature. */
export interface StoredCjkWeights {
  data: string;
  scale: number;
  value: number;
}

/** Encodes bigram weights as a bias-free head (int8, one scale). */
export function encodeCjkWeights(weights: Float32Array, value: number): StoredCjkWeights {
  const head = encodeHead(0, weights);
  return { data: head.weights, scale: head.scale, value };
}

/** The stored table's weights times its value (null when absent). */
export function decodeCjkWeights(stored: StoredCjkWeights | undefined): Float32Array | null {
  if (stored === undefined) return null;
  const { weights } = decodeHead({ bias: 0, scale: stored.scale, weights: stored.data }, 1 << CJK_BITS);
  for (let i = 0; i < weights.length; i++) weights[i] = (weights[i] ?? 0) * stored.value;
  return weights;
}

/** The pairs of `text` by bucket and how many there are, as training features (`value` / sqrt(n) each). */
export function cjkPairs(text: string): { pairs: Map<number, number>; n: number } {
  const pairs = new Map<number, number>();
  let n = 0;
  forEachCjkBigram(text, (b) => {
    pairs.set(b, (pairs.get(b) ?? 0) + 1);
    n++;
  });
  return { pairs, n };
}
