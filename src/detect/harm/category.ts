/**
 * The harm model's category head: a softmax over the hashed n-grams folded onto 2^bits buckets,
 * the harm concepts and, where the model has them, the CJK character bigrams folded onto
 * 2^cjkBits buckets (a Chinese or Japanese request has few character n-grams to name its
 * category by). Computed only for a window the harm head flags.
 */

import { cjkPairs } from '../model/cjk.js';
import { featureNorm, forEachFeature } from '../model/features.js';
import { decodeMatrix } from '../model/weights-codec.js';
import { HARM_CATEGORIES, type HarmCategory } from './categories.js';
import { CONCEPT_FEATURES } from './concepts.js';

/** The category head's part of the stored model (`harm-weights.json`). */
export interface StoredCategoryHead {
  /** log2 of the buckets the category head folds the hashed features onto. */
  categoryBits: number;
  /** log2 of the buckets it folds the CJK bigrams onto (absent: it reads none). */
  categoryCjkBits?: number;
  /** The CJK bigrams' scale: each pair's count times it over the square root of the pair count. */
  categoryCjkValue?: number;
  categories: string[];
  /** Bucket-major int8 matrix: (2^categoryBits + concept features + 2^categoryCjkBits) rows x categories. */
  category: { data: string; scales: number[] };
  categoryBias: number[];
  /** The value a present concept feature takes. */
  conceptValue: number;
}

/** What the category vector of a text is read with. */
export interface CategoryShape {
  bits: number;
  cjkBits: number;
  cjkValue: number;
  conceptValue: number;
}

export interface CategoryHead {
  shape: CategoryShape;
  categories: readonly string[];
  bias: readonly number[];
  weights: Float32Array;
}

/** The shape a stored head was trained with. */
export function categoryShape(doc: StoredCategoryHead): CategoryShape {
  return {
    bits: doc.categoryBits,
    cjkBits: doc.categoryCjkBits ?? 0,
    cjkValue: doc.categoryCjkValue ?? 0,
    conceptValue: doc.conceptValue,
  };
}

/** The rows of a head of this shape's matrix. */
export const categoryRows = (shape: CategoryShape) =>
  (1 << shape.bits) + CONCEPT_FEATURES + (shape.cjkBits === 0 ? 0 : 1 << shape.cjkBits);

export function loadCategoryHead(doc: StoredCategoryHead): CategoryHead {
  const shape = categoryShape(doc);
  return {
    shape,
    categories: doc.categories,
    bias: doc.categoryBias,
    weights: decodeMatrix(doc.category.data, doc.category.scales, categoryRows(shape)),
  };
}

/**
 * The category vector of a text: hashed n-grams folded onto the head's buckets (counts over the
 * square root of the feature count), the concepts, then the CJK bigrams folded.
 */
export function categoryVector(
  text: string,
  concepts: readonly number[],
  shape: CategoryShape,
): [number, number][] {
  const mask = (1 << shape.bits) - 1;
  if (dense.length !== mask + 1) {
    dense = new Float64Array(mask + 1);
    seen = new Uint8Array(mask + 1);
  }
  const acc = dense;
  // The buckets features touched, in first-touch order, less those whose signs cancelled to 0.
  const touched: number[] = [];
  let total = 0;
  forEachFeature(text, (bucket, sign) => {
    const k = bucket & mask;
    if (seen[k] === 0) {
      seen[k] = 1;
      touched.push(k);
    }
    acc[k] = (acc[k] ?? 0) + sign;
    total++;
  });
  const norm = featureNorm(total, 0.5);
  const out: [number, number][] = [];
  for (const k of touched) {
    const v = acc[k] ?? 0;
    acc[k] = 0;
    seen[k] = 0;
    if (v !== 0) out.push([k, v * norm]);
  }
  for (const f of concepts) out.push([mask + 1 + f, shape.conceptValue]);
  if (shape.cjkBits > 0) {
    const { pairs, n } = cjkPairs(text);
    const at = mask + 1 + CONCEPT_FEATURES;
    const fold = (1 << shape.cjkBits) - 1;
    const folded = new Map<number, number>();
    for (const [b, c] of pairs) folded.set(b & fold, (folded.get(b & fold) ?? 0) + c);
    const scale = n === 0 ? 0 : shape.cjkValue / Math.sqrt(n);
    for (const [b, c] of folded) out.push([at + b, c * scale]);
  }
  return out;
}

/** Scratch counts of {@link categoryVector}, zeroed again after each use. */
let dense = new Float64Array(0);
let seen = new Uint8Array(0);

/** The category the head names for a text and its concept features. */
export function nameCategory(head: CategoryHead, text: string, concepts: readonly number[]): HarmCategory {
  const k = head.categories.length;
  const z = Float64Array.from(head.bias);
  for (const [row, v] of categoryVector(text, concepts, head.shape)) {
    for (let j = 0; j < k; j++) z[j] = (z[j] ?? 0) + (head.weights[row * k + j] ?? 0) * v;
  }
  let top = 0;
  for (let j = 1; j < k; j++) if ((z[j] ?? 0) > (z[top] ?? 0)) top = j;
  const name = head.categories[top];
  return (HARM_CATEGORIES as readonly string[]).includes(name ?? '')
    ? (name as HarmCategory)
    : 'violent_crimes';
}
