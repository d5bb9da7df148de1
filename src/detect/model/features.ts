/**
 * Hashed features for the learned injection/jailbreak model: character 3-5-grams of the token text
 * (robust to spelling, inflection and unknown languages) plus word unigrams and bigrams (phrasing).
 * The same function feeds training and inference, so the two can never drift apart.
 */

/** log2 of the number of hash buckets. */
export const FEATURE_BITS = 18;
const MASK = (1 << FEATURE_BITS) - 1;
const CHAR_MIN = 3;
const CHAR_MAX = 5;
const FNV_OFFSET = 0x811c9dc5;
const FNV_PRIME = 0x01000193;
const WORD_SEED = 0x9e3779b9;
const BIGRAM_SEED = 0x85ebca6b;
/**
 * Characters of token text featurised per view: bounds model work on huge inputs (the phrase rules
 * still read everything). 64 KB keeps a 100 KB prompt within its latency budget.
 */
export const MAX_FEATURE_CHARS = 65_536;

/** Receives one feature: bucket, sign (+1/-1) and the text position it came from. */
export type FeatureSink = (bucket: number, sign: number, pos: number) => void;

/** Murmur3 finaliser: spreads FNV's weak low bits before taking the bucket and sign. */
function mix(h: number): number {
  let x = h;
  x ^= x >>> 16;
  x = Math.imul(x, 0x85ebca6b);
  x ^= x >>> 13;
  x = Math.imul(x, 0xc2b2ae35);
  x ^= x >>> 16;
  return x;
}

/**
 * Emits every feature of `text` (token text: words separated by single ' ' or ':'). Signed hashing
 * makes collisions cancel on average instead of adding up.
 */
export function forEachFeature(text: string, sink: FeatureSink): void {
  const n = Math.min(text.length, MAX_FEATURE_CHARS);
  for (let i = 0; i + CHAR_MIN <= n; i++) {
    let h = FNV_OFFSET;
    for (let k = 0; k < CHAR_MAX && i + k < n; k++) {
      h = Math.imul(h ^ text.charCodeAt(i + k), FNV_PRIME);
      if (k + 1 >= CHAR_MIN) emit(h, i, sink);
    }
  }
  let prev = 0;
  let wordHash = WORD_SEED;
  let start = -1;
  for (let i = 0; i <= n; i++) {
    const c = i < n ? text.charCodeAt(i) : 0x20;
    if (c !== 0x20 && c !== 0x3a) {
      if (start < 0) {
        start = i;
        wordHash = WORD_SEED;
      }
      wordHash = Math.imul(wordHash ^ c, FNV_PRIME);
    } else if (start >= 0) {
      emit(wordHash, start, sink);
      if (prev !== 0) emit(Math.imul(prev ^ BIGRAM_SEED, FNV_PRIME) ^ wordHash, start, sink);
      prev = wordHash;
      start = -1;
    }
  }
}

function emit(h: number, pos: number, sink: FeatureSink): void {
  const m = mix(h);
  sink(m & MASK, m < 0 ? -1 : 1, pos);
}

/** A sparse feature vector, scaled to the length-independent form the model expects. */
export interface SparseVector {
  index: Int32Array;
  value: Float32Array;
}

/**
 * The vector of `text`: signed counts divided by sqrt(number of features), which keeps a long
 * jailbreak and a one-line injection on the same scale. Used by training.
 */
export function vectorize(text: string): SparseVector {
  const acc = new Map<number, number>();
  let total = 0;
  forEachFeature(text, (bucket, sign) => {
    acc.set(bucket, (acc.get(bucket) ?? 0) + sign);
    total++;
  });
  const norm = total > 0 ? 1 / Math.sqrt(total) : 0;
  const index = new Int32Array(acc.size);
  const value = new Float32Array(acc.size);
  let k = 0;
  for (const [b, v] of acc) {
    index[k] = b;
    value[k] = v * norm;
    k++;
  }
  return { index, value };
}
