/**
 * The on-disk form of the model: each head's weights quantised to int8 with one scale, stored as
 * base64. 2^18 buckets cost 256 KB per head before base64, against 1 MB as float32.
 */

import type { StoredWordScores } from '../harm/words.js';
import type { StoredCjkWeights } from './cjk.js';

/** One logistic head as stored in `weights.json`. */
export interface StoredHead {
  bias: number;
  scale: number;
  /** base64 of an Int8Array; weight = int8 * scale. */
  weights: string;
}

/** The `weights.json` document. */
export interface StoredModel {
  format: 'vgate-hashed-logreg-1' | 'vgate-hashed-mlp-1';
  featureBits: number;
  /** Free text: data the model was trained on, date, seed. */
  trainedOn: string;
  /** Feature counts are divided by (feature count)^normPower; absent means 0.5 (the square root). */
  normPower?: number;
  /** Beyond this many features a window's counts are averaged (see `featureNorm`); absent: no cap. */
  normCap?: number;
  /**
   * Added to the attack logit by the scored window's feature count, one per bucket of
   * {@link LENGTH_EDGES} (set on benign rows never trained on); absent means none.
   */
  lengthOffsets?: number[];
  heads: { attack: StoredHead; kind: StoredHead };
  /** CJK character-bigram weights of the attack head (`cjk.ts`); absent means none. */
  cjk?: StoredCjkWeights;
  /**
   * The attack head's weights of the attack concepts (`attack-lexicon/`): one per concept feature
   * (each concept, then each pair), already times the value a present feature takes; absent means none.
   */
  concepts?: number[];
  /** The attack head's word scores (`src/detect/harm/words.ts`), when the model reads words. */
  words?: StoredWordScores;
  /**
   * Optional one-hidden-layer network over the same hashed features (format `vgate-hashed-mlp-1`):
   * attack logit = attack.bias + damping * (output . act(hiddenBias + E^T x) + attack.weights . x).
   * The heads then use `featureBits` buckets (attack.weights may be empty: no linear part).
   */
  mlp?: StoredMlp;
}

/** The hidden layer of an `vgate-hashed-mlp-1` model. */
export interface StoredMlp {
  hidden: number;
  activation: 'tanh' | 'relu';
  /** Bucket-major int8 embedding (bucket * hidden + unit), one scale per hidden unit, base64. */
  embedding: string;
  scales: number[];
  hiddenBias: number[];
  output: number[];
}

/** Quantises a bucket-major matrix to int8 with one symmetric scale per column. */
export function encodeMatrix(m: Float32Array, cols: number): { data: string; scales: number[] } {
  const max = new Float64Array(cols);
  for (let i = 0; i < m.length; i++) max[i % cols] = Math.max(max[i % cols] ?? 0, Math.abs(m[i] ?? 0));
  const scales = [...max].map((x) => (x > 0 ? x / 127 : 1));
  const q = new Int8Array(m.length);
  for (let i = 0; i < m.length; i++) q[i] = Math.round((m[i] ?? 0) / (scales[i % cols] ?? 1));
  return { data: Buffer.from(q.buffer, q.byteOffset, q.byteLength).toString('base64'), scales };
}

/** Expands a matrix stored by {@link encodeMatrix}. */
export function decodeMatrix(data: string, scales: readonly number[], rows: number): Float32Array {
  const cols = scales.length;
  const bytes = Buffer.from(data, 'base64');
  const q = new Int8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const m = new Float32Array(rows * cols);
  for (let i = 0; i < Math.min(m.length, q.length); i++) m[i] = (q[i] ?? 0) * (scales[i % cols] ?? 0);
  return m;
}

/** Upper feature-count bounds of the calibration buckets (about 32, 128, 512 and 2,048 characters). */
export const LENGTH_EDGES: readonly number[] = [128, 512, 2048, 8192];

/** The calibration bucket of a window with `n` features. */
export function lengthBucketOf(n: number): number {
  let b = 0;
  while (b < LENGTH_EDGES.length && n >= (LENGTH_EDGES[b] ?? 0)) b++;
  return b;
}

/** A head ready for inference. */
export interface Head {
  bias: number;
  weights: Float32Array;
}

/** Quantises float weights to int8 with a symmetric scale from the largest magnitude. */
export function encodeHead(bias: number, weights: Float32Array): StoredHead {
  let max = 0;
  for (const w of weights) max = Math.max(max, Math.abs(w));
  const scale = max > 0 ? max / 127 : 1;
  const q = new Int8Array(weights.length);
  for (let i = 0; i < weights.length; i++) q[i] = Math.round((weights[i] ?? 0) / scale);
  return { bias, scale, weights: Buffer.from(q.buffer, q.byteOffset, q.byteLength).toString('base64') };
}

/** Expands a stored head; an empty weight string gives an all-zero head of `size` buckets. */
export function decodeHead(stored: StoredHead, size: number): Head {
  const bytes = Buffer.from(stored.weights, 'base64');
  const q = new Int8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const weights = new Float32Array(size);
  for (let i = 0; i < Math.min(size, q.length); i++) weights[i] = (q[i] ?? 0) * stored.scale;
  return { bias: stored.bias, weights };
}

/**
 * Both linear heads for inference, as stored: one 16-bit code per bucket holding the attack
 * head's int8 in the low byte and the kind head's in the high byte, and per head the 256 weights
 * a byte stands for, then their 256 negations. A bucket's weights are `attack[code & 0xff]` and
 * `kind[code >>> 8]` (plus 256 for the negated weight), the same float32 values
 * {@link decodeHead} gives, so sums over them are bit-identical; the codes
 * take 512 KB for 2^18 buckets where interleaved float32 took 2 MB, and the random reads of
 * hashed features then mostly hit the core's L2 cache instead of L3.
 */
export interface PackedHeads {
  codes: Uint16Array;
  attack: Float64Array;
  kind: Float64Array;
  /**
   * A third head read in the same pass (the harmful-content model's): its int8 byte per bucket
   * and its 512-entry table, as for the others; all zero where none is packed.
   */
  thirdCodes: Uint8Array;
  third: Float64Array;
  /** The third head's buckets less one: its table may be wider than the others' (a bucket is hash & mask). */
  thirdMask: number;
}

/**
 * A pack whose attack and kind heads are empty and whose third head holds `codes` (one int8 byte
 * per bucket, as stored) under `scale`: one head summed by the same pass as the models'.
 */
export function packThirdHead(codes: Uint8Array, scale: number): PackedHeads {
  return {
    codes: new Uint16Array(codes.length),
    attack: byteWeights(0),
    kind: byteWeights(0),
    thirdCodes: codes,
    third: byteWeights(scale),
    thirdMask: codes.length - 1,
  };
}

/**
 * Packs two stored heads of `size` buckets for inference (see {@link PackedHeads}), and a third of
 * `thirdSize` buckets (a power of two, `size` or more).
 */
export function packHeads(
  attack: StoredHead,
  kind: StoredHead,
  size: number,
  third?: StoredHead,
  thirdSize = size,
): PackedHeads {
  const codes = new Uint16Array(size);
  const a = Buffer.from(attack.weights, 'base64');
  const k = Buffer.from(kind.weights, 'base64');
  for (let i = 0; i < Math.min(size, a.length); i++) codes[i] = a[i] ?? 0;
  for (let i = 0; i < Math.min(size, k.length); i++) codes[i] = (codes[i] ?? 0) | ((k[i] ?? 0) << 8);
  const thirdCodes = new Uint8Array(thirdSize);
  if (third !== undefined) thirdCodes.set(Buffer.from(third.weights, 'base64').subarray(0, thirdSize));
  return {
    codes,
    attack: byteWeights(attack.scale),
    kind: byteWeights(kind.scale),
    thirdCodes,
    third: byteWeights(third?.scale ?? 0),
    thirdMask: thirdSize - 1,
  };
}

/**
 * The weight of each int8 byte under `scale`, rounded to float32 as {@link decodeHead} stores it,
 * then the same negated (`-w` is exactly `-1 * w`).
 */
function byteWeights(scale: number): Float64Array {
  const table = new Float64Array(512);
  for (let b = 0; b < 256; b++) {
    table[b] = Math.fround(((b << 24) >> 24) * scale);
    table[b + 256] = -(table[b] as number);
  }
  return table;
}
