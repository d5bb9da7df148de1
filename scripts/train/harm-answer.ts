/**
 * Trains the answer head (`src/detect/harm/answer.ts`): a logistic model on top of the loaded harm
 * model's logit, over hashed n-grams folded onto 2^`bits` buckets and the harm concepts, fitted to
 * the assistant answers written in each language (`native/answers/`, `native/answers2/`) and to each compliant answer
 * after a refusal's opening sentence (harmful: a refusal that goes on to comply is compliance).
 * Deterministic: rows in a fixed order, AdaGrad, no sampling.
 */

import type { StoredAnswerHead } from '../../src/detect/harm/answer.js';
import { CONCEPT_FEATURES, conceptFeatures, conceptHits } from '../../src/detect/harm/concepts.js';
import { scoreHarm } from '../../src/detect/harm/model.js';
import { vectorize } from '../../src/detect/model/features.js';
import { collapseRepeats } from '../../src/detect/model/repeats.js';
import { encodeHead } from '../../src/detect/model/weights-codec.js';
import { answerRows } from './harm-rows.js';
import type { HarmExample } from './harm-synthetic.js';
import { tokenText } from './model.js';

export const ANSWER_HEAD = {
  bits: 16,
  /** The value of a present concept (n-gram values are counts over sqrt(n)). */
  conceptValue: 5,
  epochs: 10,
  learningRate: 0.2,
  l2: 1e-4,
};

/** An answer as the head sees it: the harm model's logit and the head's sparse features. */
export interface AnswerItem {
  row: HarmExample;
  z0: number;
  index: number[];
  value: number[];
}

export function answerItem(row: HarmExample, bits = ANSWER_HEAD.bits): AnswerItem {
  const tokens = tokenText(row.text);
  const p = scoreHarm(tokens).harm;
  const z0 = Math.log(Math.max(1e-9, p) / Math.max(1e-9, 1 - p));
  const text = collapseRepeats(tokens).text;
  return {
    row,
    z0,
    ...headFeatures(text, bits, conceptFeatures(conceptHits(text)), ANSWER_HEAD.conceptValue),
  };
}

/**
 * A head's sparse features of a (collapsed token) text: the hashed n-grams folded onto 2^`bits`
 * buckets, then each concept feature found at `conceptValue` (after the buckets).
 */
export function headFeatures(
  text: string,
  bits: number,
  concepts: readonly number[],
  conceptValue: number,
): { index: number[]; value: number[] } {
  const v = vectorize(text);
  const folded = new Map<number, number>();
  v.index.forEach((b, k) => {
    const f = b & ((1 << bits) - 1);
    folded.set(f, (folded.get(f) ?? 0) + (v.value[k] ?? 0));
  });
  const index = [...folded.keys()];
  const value = [...folded.values()];
  for (const f of concepts) {
    index.push((1 << bits) + f);
    value.push(conceptValue);
  }
  return { index, value };
}

/** The sentence a text opens with (up to its first . ! ? or their CJK forms). */
function opening(text: string): string {
  return text.split(/(?<=[.!?。！？])\s*/u)[0] ?? text;
}

/**
 * Each compliant answer after the opening sentence of a refusal in its language ("I can't help
 * with that. Step 1 ..."): harmful, form `answer-prefixed`.
 */
export function prefixedCompliance(rows: readonly HarmExample[]): HarmExample[] {
  const refusals = rows.filter((r) => r.form === 'answer-refusal');
  return rows
    .filter((r) => r.form === 'answer-compliance')
    .map((r, k) => {
      const mine = refusals.filter((q) => q.lang === r.lang);
      const refusal = mine[k % Math.max(1, mine.length)];
      return {
        ...r,
        text: `${refusal === undefined ? '' : opening(refusal.text)} ${r.text}`,
        form: 'answer-prefixed',
      };
    });
}

/** What the fit reads of an item: its label, the committed logit and the head's features. */
export interface HeadItem {
  row: { label: number };
  z0: number;
  index: number[];
  value: number[];
}

/** The head's weights: n-gram buckets, then concept features; and its bias. */
export interface AnswerWeights {
  weights: Float64Array;
  bias: number;
}

/**
 * Logistic regression on top of each item's `z0`, the classes weighing alike; `conceptFeatures`
 * weights follow the 2^`bits` buckets (the harm concepts by default).
 */
export function fitAnswerHead(
  items: readonly HeadItem[],
  bits = ANSWER_HEAD.bits,
  conceptFeatures = CONCEPT_FEATURES,
): AnswerWeights {
  const size = (1 << bits) + conceptFeatures;
  const w = new Float64Array(size);
  const g2 = new Float64Array(size).fill(1e-8);
  let bias = 0;
  let gb = 1e-8;
  const positives = items.filter((x) => x.row.label === 1).length;
  const classWeight = [items.length / (2 * (items.length - positives)), items.length / (2 * positives)];
  const { learningRate: lr, l2 } = ANSWER_HEAD;
  for (let e = 0; e < ANSWER_HEAD.epochs; e++) {
    for (const x of items) {
      const z = x.z0 + headLogit({ weights: w, bias }, x);
      const g = (1 / (1 + Math.exp(-z)) - x.row.label) * (classWeight[x.row.label] ?? 1);
      gb += g * g;
      bias -= (lr * g) / Math.sqrt(gb);
      for (let k = 0; k < x.index.length; k++) {
        const j = x.index[k] ?? 0;
        const gj = g * (x.value[k] ?? 0) + l2 * (w[j] ?? 0);
        g2[j] = (g2[j] ?? 0) + gj * gj;
        w[j] = (w[j] ?? 0) - (lr * gj) / Math.sqrt(g2[j] ?? 1);
      }
    }
  }
  return { weights: w, bias };
}

/** What the head adds to an item's logit, before the cap at 0. */
export function headLogit(head: AnswerWeights, x: Pick<HeadItem, 'index' | 'value'>): number {
  let z = head.bias;
  for (let k = 0; k < x.index.length; k++) z += (head.weights[x.index[k] ?? 0] ?? 0) * (x.value[k] ?? 0);
  return z;
}

/** The answer's judged logit: the harm model's, lowered by the head where it reads an answer as harmless. */
export function answerLogit(head: AnswerWeights, x: Omit<HeadItem, 'row'>): number {
  return x.z0 + Math.min(0, headLogit(head, x));
}

const round6 = (x: number) => Math.round(x * 1e6) / 1e6;

/** Each set's answers, then each set's prefixed compliance (a refusal of the same set and language). */
export function answerTrainingRows(sets: ReadonlyArray<1 | 2> = [1, 2]): HarmExample[] {
  const bySet = sets.map((set) => answerRows(set));
  return [...bySet.flat(), ...bySet.flatMap((rows) => prefixedCompliance(rows))];
}

/** Trains the head on every written answer (with the loaded harm model) and stores it. */
export function trainAnswerHead(): StoredAnswerHead {
  const items = answerTrainingRows().map((r) => answerItem(r));
  const head = fitAnswerHead(items);
  const hashed = Float32Array.from(head.weights.subarray(0, 1 << ANSWER_HEAD.bits));
  return {
    bits: ANSWER_HEAD.bits,
    head: encodeHead(round6(head.bias), hashed),
    concepts: [...head.weights.subarray(1 << ANSWER_HEAD.bits)].map((c) =>
      round6(c * ANSWER_HEAD.conceptValue),
    ),
  };
}
