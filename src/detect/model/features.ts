/**
 * Hashed features for the learned injection/jailbreak model: character 3-5-grams of the token text
 * (robust to spelling, inflection and unknown languages) plus word unigrams and bigrams (phrasing).
 * The same function feeds training and inference, so the two can never drift apart.
 */
import type { PackedHeads } from './weights-codec.js';

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
 * makes collisions cancel on average instead of adding up. `bits` (at most 24) is the width of the
 * buckets emitted: the same hashes, more of their bits (a head of its own width, such as a harm
 * model trained on 2^20 buckets).
 */
export function forEachFeature(text: string, sink: FeatureSink, bits = FEATURE_BITS): void {
  const mask = (1 << bits) - 1;
  const emit = (h: number, pos: number) => {
    const m = mix(h);
    sink(m & mask, m < 0 ? -1 : 1, pos);
  };
  const n = Math.min(text.length, MAX_FEATURE_CHARS);
  for (let i = 0; i + CHAR_MIN <= n; i++) {
    let h = FNV_OFFSET;
    for (let k = 0; k < CHAR_MAX && i + k < n; k++) {
      h = Math.imul(h ^ text.charCodeAt(i + k), FNV_PRIME);
      if (k + 1 >= CHAR_MIN) emit(h, i);
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
      emit(wordHash, start);
      if (prev !== 0) emit(Math.imul(prev ^ BIGRAM_SEED, FNV_PRIME) ^ wordHash, start);
      prev = wordHash;
      start = -1;
    }
  }
}

/**
 * Per-block sums of signed weights, for inference: the same features as {@link forEachFeature}, in
 * the same order (so the sums are bit-identical), without a callback per feature. `heads` holds
 * both heads' int8 codes in one 16-bit word per bucket (see {@link PackedHeads}): one read, from a
 * table small enough for the L2 cache, gives a feature's two weights. A third head (the
 * harmful-content model's) is summed in the same pass from its own byte table: one more read per
 * feature instead of a second pass over the text.
 */
export function sumFeatures(
  text: string,
  heads: PackedHeads,
  blockShift: number,
  out: { attack: Float64Array; kind: Float64Array; third: Float64Array; count: Uint32Array },
): void {
  const n = Math.min(text.length, MAX_FEATURE_CHARS);
  const { attack, kind, third, count } = out;
  const { codes, attack: attackOf, kind: kindOf, thirdCodes, third: thirdOf, thirdMask } = heads;
  // The current block's sums live in locals and are written back when the block changes: the same
  // additions in the same order as adding to the arrays feature by feature.
  let b = 0;
  let a = attack[0] ?? 0;
  let k = kind[0] ?? 0;
  let t = third[0] ?? 0;
  let grams = count[0] ?? 0;
  // Each unit is read once: a sliding window of the next five units replaces 5 charCodeAt per start.
  let c1 = n > 0 ? text.charCodeAt(0) : 0;
  let c2 = n > 1 ? text.charCodeAt(1) : 0;
  let c3 = n > 2 ? text.charCodeAt(2) : 0;
  let c4 = n > 3 ? text.charCodeAt(3) : 0;
  for (let i = 0; i + CHAR_MIN <= n; i++) {
    if (i >> blockShift !== b) {
      attack[b] = a;
      kind[b] = k;
      third[b] = t;
      count[b] = grams;
      b = i >> blockShift;
      a = attack[b] as number;
      k = kind[b] as number;
      t = third[b] as number;
      grams = count[b] as number;
    }
    const c5 = i + 4 < n ? text.charCodeAt(i + 4) : 0;
    // The 3-gram, then the 4- and 5-gram where the text is long enough, written out: a loop over
    // the three with its branches cost a fifth of this pass.
    let h = Math.imul(Math.imul(Math.imul(FNV_OFFSET ^ c1, FNV_PRIME) ^ c2, FNV_PRIME) ^ c3, FNV_PRIME);
    // The sign bit selects the negated half of each table: no multiplication, and no branch on
    // a coin flip that no predictor can learn.
    let m = mix(h);
    let negative = (m >>> 31) << 8;
    let code = codes[m & MASK] as number;
    a += attackOf[(code & 0xff) | negative] as number;
    k += kindOf[(code >>> 8) | negative] as number;
    t += thirdOf[(thirdCodes[m & thirdMask] as number) | negative] as number;
    grams++;
    if (i + 3 < n) {
      h = Math.imul(h ^ c4, FNV_PRIME);
      m = mix(h);
      negative = (m >>> 31) << 8;
      code = codes[m & MASK] as number;
      a += attackOf[(code & 0xff) | negative] as number;
      k += kindOf[(code >>> 8) | negative] as number;
      t += thirdOf[(thirdCodes[m & thirdMask] as number) | negative] as number;
      grams++;
      if (i + 4 < n) {
        h = Math.imul(h ^ c5, FNV_PRIME);
        m = mix(h);
        negative = (m >>> 31) << 8;
        code = codes[m & MASK] as number;
        a += attackOf[(code & 0xff) | negative] as number;
        k += kindOf[(code >>> 8) | negative] as number;
        t += thirdOf[(thirdCodes[m & thirdMask] as number) | negative] as number;
        grams++;
      }
    }
    c1 = c2;
    c2 = c3;
    c3 = c4;
    c4 = c5;
  }
  attack[b] = a;
  kind[b] = k;
  third[b] = t;
  count[b] = grams;
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
      const b = start >> blockShift;
      const bigram = prev !== 0;
      for (let f = 0; f < (bigram ? 2 : 1); f++) {
        const m = mix(f === 0 ? wordHash : Math.imul(prev ^ BIGRAM_SEED, FNV_PRIME) ^ wordHash);
        const negative = (m >>> 31) << 8;
        const code = codes[m & MASK] as number;
        attack[b] = (attack[b] as number) + (attackOf[(code & 0xff) | negative] as number);
        kind[b] = (kind[b] as number) + (kindOf[(code >>> 8) | negative] as number);
        third[b] =
          (third[b] as number) + (thirdOf[(thirdCodes[m & thirdMask] as number) | negative] as number);
        count[b] = (count[b] as number) + 1;
      }
      prev = wordHash;
      start = -1;
    }
  }
}

/** A sparse feature vector, scaled to the length-independent form the model expects. */
export interface SparseVector {
  index: Int32Array;
  value: Float32Array;
  /** Number of features (with repeats) the vector was built from. */
  count?: number;
}

/**
 * The factor a window's summed weights are multiplied by, for `n` features: n^-power, and beyond
 * `cap` features (when set) the mean scaled to `cap` features, cap^(1 - power) / n, so that a long
 * benign document's many faintly suspicious n-grams do not add up with its length.
 */
export function featureNorm(n: number, power: number, cap = 0): number {
  if (n <= 0) return 0;
  if (cap > 0 && n > cap) return cap ** (1 - power) / n;
  return power === 0.5 ? 1 / Math.sqrt(n) : n ** -power;
}

/**
 * The vector of `text`: signed counts divided by (number of features)^normPower (0.5: the square
 * root, which keeps a long jailbreak and a one-line injection on the same scale; 1: the mean, so
 * a long text's score does not grow with its length). Used by training.
 */
export function vectorize(text: string, normPower = 0.5, normCap = 0): SparseVector {
  const acc = new Map<number, number>();
  let total = 0;
  forEachFeature(text, (bucket, sign) => {
    acc.set(bucket, (acc.get(bucket) ?? 0) + sign);
    total++;
  });
  const norm = featureNorm(total, normPower, normCap);
  const index = new Int32Array(acc.size);
  const value = new Float32Array(acc.size);
  let k = 0;
  for (const [b, v] of acc) {
    index[k] = b;
    value[k] = v * norm;
    k++;
  }
  return { index, value, count: total };
}

/**
 * Per-block sums of `stride` weights per feature (bucket-major `weights`, bucket = hash & `mask`):
 * the same features as {@link forEachFeature}, for the hidden-layer model. `out` holds
 * `blocks * stride` sums.
 */
export function sumFeaturesWide(
  text: string,
  weights: Float32Array,
  stride: number,
  mask: number,
  blockShift: number,
  out: Float64Array,
  count: Uint32Array,
): void {
  const n = Math.min(text.length, MAX_FEATURE_CHARS);
  const add = (m: number, b: number) => {
    const w = (m & mask) * stride;
    const o = b * stride;
    if (m < 0) for (let j = 0; j < stride; j++) out[o + j] = (out[o + j] ?? 0) - (weights[w + j] ?? 0);
    else for (let j = 0; j < stride; j++) out[o + j] = (out[o + j] ?? 0) + (weights[w + j] ?? 0);
    count[b] = (count[b] ?? 0) + 1;
  };
  for (let i = 0; i + CHAR_MIN <= n; i++) {
    const b = i >> blockShift;
    let h = FNV_OFFSET;
    for (let k = 0; k < CHAR_MAX && i + k < n; k++) {
      h = Math.imul(h ^ text.charCodeAt(i + k), FNV_PRIME);
      if (k + 1 >= CHAR_MIN) add(mix(h), b);
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
      const b = start >> blockShift;
      add(mix(wordHash), b);
      if (prev !== 0) add(mix(Math.imul(prev ^ BIGRAM_SEED, FNV_PRIME) ^ wordHash), b);
      prev = wordHash;
      start = -1;
    }
  }
}

/** Folds 2^18-bucket vectors onto 2^bits buckets (index & mask), merging the collisions. */
export function foldVector(x: SparseVector, bits: number): SparseVector {
  const mask = (1 << bits) - 1;
  const acc = new Map<number, number>();
  for (let k = 0; k < x.index.length; k++) {
    const j = (x.index[k] ?? 0) & mask;
    acc.set(j, (acc.get(j) ?? 0) + (x.value[k] ?? 0));
  }
  const index = new Int32Array(acc.size);
  const value = new Float32Array(acc.size);
  let k = 0;
  for (const [j, v] of acc) {
    index[k] = j;
    value[k] = v;
    k++;
  }
  return x.count === undefined ? { index, value } : { index, value, count: x.count };
}
