/**
 * The answer head: a correction of the harm model read only for a model's answer (`role:
 * 'assistant'`). The harm head learned from requests, so a refusal that names the weapon, the drug
 * or the hack ("I can't help you make a pipe bomb: ...") reads as a request for it. The answer
 * head is a logistic model over the same hashed n-grams (folded onto 2^`bits` buckets) and the
 * harm concepts, trained on written answers on top of the harm model's logit; what it adds is
 * capped at 0, so it can clear an answer and never flag one the harm model did not. Requests
 * never read it. Data card: `ANSWERS.md`.
 */

import { FEATURE_BITS, featureNorm, sumFeatures } from '../model/features.js';
import { type PackedHeads, packThirdHead, type StoredHead } from '../model/weights-codec.js';
import { CONCEPT_FEATURES } from './concepts.js';

/** The `answer` field of `harm-weights.json`. */
export interface StoredAnswerHead {
  /** log2 of the buckets the hashed n-grams are folded onto. */
  bits: number;
  /** The n-gram weights (int8) and the head's bias. */
  head: StoredHead;
  /** One weight per concept feature, times the value a present concept takes. */
  concepts: number[];
}

/** The answer head decoded for scoring. */
export interface AnswerHead {
  /** The n-gram weights as the third head of an otherwise empty pack, for `sumFeatures`' pass. */
  packed: PackedHeads;
  bias: number;
  concepts: Float64Array;
}

export function decodeAnswerHead(stored: StoredAnswerHead | undefined): AnswerHead | null {
  if (stored === undefined) return null;
  // Unfolded onto the shared features' 2^18 buckets (bucket b reads weight b mod 2^bits), so the
  // answer is read by the same unrolled pass as the models, not a feature callback.
  const bytes = Buffer.from(stored.head.weights, 'base64');
  const fold = (1 << stored.bits) - 1;
  const wide = new Uint8Array(1 << FEATURE_BITS);
  for (let i = 0; i < wide.length; i++) wide[i] = bytes[i & fold] ?? 0;
  return {
    packed: packThirdHead(wide, stored.head.scale),
    bias: stored.head.bias,
    concepts: Float64Array.from({ length: CONCEPT_FEATURES }, (_, i) => stored.concepts[i] ?? 0),
  };
}

/** Per block of 2^`blockShift` characters: the head's n-gram weights summed, and the n-gram count. */
export function answerBlockSums(text: string, head: AnswerHead, blockShift: number) {
  return packedBlockSums(text, head.packed, blockShift);
}

/** Per block of 2^`blockShift` characters: a packed third head's weights summed, and the n-gram count. */
export function packedBlockSums(text: string, packed: PackedHeads, blockShift: number) {
  const blocks = Math.max(1, Math.ceil(text.length / (1 << blockShift)));
  const out = {
    attack: new Float64Array(blocks),
    kind: new Float64Array(blocks),
    third: new Float64Array(blocks),
    count: new Uint32Array(blocks),
  };
  sumFeatures(text, packed, blockShift, out);
  return { sum: out.third, count: out.count };
}

/**
 * What the head adds to a window's harm logit: its bias, the n-grams of blocks [from, to) over the
 * square root of their number, and the window's concepts; never more than 0.
 */
export function answerWindowTerm(
  head: AnswerHead,
  sums: { sum: Float64Array; count: Uint32Array },
  concepts: readonly number[],
  from: number,
  to: number,
): number {
  return Math.min(0, headWindowLogit(head, sums, concepts, from, to));
}

/**
 * A head of this shape's logit for blocks [from, to): its bias, their n-grams over the square root
 * of their number, and the window's concepts (the answer head's and the request gate's).
 */
export function headWindowLogit(
  head: AnswerHead,
  sums: { sum: Float64Array; count: Uint32Array },
  concepts: readonly number[],
  from: number,
  to: number,
): number {
  let s = 0;
  let n = 0;
  for (let b = from; b < to; b++) {
    s += sums.sum[b] ?? 0;
    n += sums.count[b] ?? 0;
  }
  let z = head.bias + s * featureNorm(n, 0.5);
  for (const f of concepts) z += head.concepts[f] ?? 0;
  return z;
}
