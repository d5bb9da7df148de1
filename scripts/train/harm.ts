/**
 * Training of the harmful-content model (`src/detect/harm/`): the features of a row, the logistic
 * harm head with its concept and word features, the softmax category head, the calibration of the
 * harm logit on benign rows never trained on, and the leave-one-source-out folds. The rows are
 * `harm-rows.ts`'s, the settings `harm-settings.ts`'s. Deterministic: the only randomness is seeded.
 */

import type { StoredAnswerHead } from '../../src/detect/harm/answer.js';
import { categoryRows, categoryVector } from '../../src/detect/harm/category.js';
import {
  CONCEPT_FEATURES,
  type ConceptHits,
  conceptFeatures,
  conceptHits,
} from '../../src/detect/harm/concepts.js';
import { HARM_CONCEPTS, type HarmConcept } from '../../src/detect/harm/lexicon.js';
import {
  encodeScoresOn,
  encodeWordScores,
  HARM_CATEGORIES,
  type HarmScore,
  harmNorm,
  loadHarmModel,
  type StoredHarmModel,
  scoreHarm,
} from '../../src/detect/harm/model.js';
import { findNoiseTail, pastNoiseTail } from '../../src/detect/harm/noise-tail.js';
import { asRequest } from '../../src/detect/harm/request-lines.js';
import { CJK_BITS, cjkPairs, encodeCjkWeights } from '../../src/detect/model/cjk.js';
import { forEachFeature, type SparseVector } from '../../src/detect/model/features.js';
import { collapseRepeats } from '../../src/detect/model/repeats.js';
import {
  encodeHead,
  encodeMatrix,
  LENGTH_EDGES,
  lengthBucketOf,
} from '../../src/detect/model/weights-codec.js';
import { normalize } from '../../src/detect/normalize/pipeline.js';
import { toTokenText } from '../../src/detect/normalize/token-text.js';
import { translations } from './dictionaries.js';
import { GLOVE_DIMS, type Glove, glove, multilingualGlove, scoreWords, sumWordVectors } from './glove.js';
import { headFeatures, trainAnswerHead } from './harm-answer.js';
import type { HarmRow } from './harm-rows.js';
import { HARM_TRAINING } from './harm-settings.js';
import { type Gate, trainLogistic } from './logistic.js';
import { tokenText } from './model.js';
import { Random } from './random.js';
import { retrofit } from './retrofit.js';

/** log2 of the hashed n-grams' buckets (`hashBits`). */
const HASH_BITS = HARM_TRAINING.hashBits;
/** Where the word-vector features start: after the hashed n-grams and the concepts. */
const WORDS_AT = (1 << HASH_BITS) + CONCEPT_FEATURES;
/** Where the CJK bigram features start: after the word-vector features. */
const CJK_AT = WORDS_AT + GLOVE_DIMS;
/** Where the training-only source copies start: after the CJK bigrams; then the source biases. */
const SOURCE_AT = CJK_AT + (1 << CJK_BITS);
const SOURCE_BIAS_AT = SOURCE_AT + (1 << HASH_BITS);
/** Room for the source biases (one per source and language with `sourceLanguage`). */
const MAX_SOURCES = HARM_TRAINING.sourceLanguage ? 2048 : 256;

/** The key of a row's source bias: its source, or with `sourceLanguage` its source and language. */
const biasKey = (row: HarmRow) => (HARM_TRAINING.sourceLanguage ? `${row.source}|${row.lang}` : row.source);

/**
 * The vector with its source's copies of the hashed n-grams and its source's bias (training only;
 * the sources' ids in `sources`, given in the order they are met).
 */
function withSource(v: SparseVector, source: string, sources: Map<string, number>): SparseVector {
  const { sourceCopies: copy, sourceBias: bias } = HARM_TRAINING;
  if (copy === 0 && bias === 0) return v;
  if (!sources.has(source)) sources.set(source, sources.size);
  const id = sources.get(source) ?? 0;
  if (id >= MAX_SOURCES) throw new Error(`more than ${MAX_SOURCES} sources`);
  const index = [...v.index];
  const value = [...v.value];
  if (copy !== 0) {
    for (let k = 0; k < v.index.length; k++) {
      const b = v.index[k] ?? 0;
      if (b >= 1 << HASH_BITS) continue;
      index.push(
        SOURCE_AT + ((Math.imul(b, 0x9e3779b1) ^ Math.imul(id + 1, 0x85ebca6b)) >>> (32 - HASH_BITS)),
      );
      value.push((v.value[k] ?? 0) * copy);
    }
  }
  if (bias !== 0) {
    index.push(SOURCE_BIAS_AT + id);
    value.push(bias);
  }
  return { index: Int32Array.from(index), value: Float32Array.from(value) };
}

/**
 * Whether a held-out row sets the offsets: benign prompts only. The hijacks are easy negatives;
 * counted in, they would lower the threshold that 1% of real benign prompts may reach. They are not
 * evaluation rows either (`leaveOut` leaves them out of a source's figures).
 */
export function calibrates(row: HarmRow): boolean {
  return row.label === 0 && judgedInFold(row) && (HARM_TRAINING.calibrateSeen || row.nearTrained !== true);
}

/** Whether a left-out source's row is judged: its hijacks and framed rows are not part of its figures. */
export function judgedInFold(row: HarmRow): boolean {
  return row.family !== 'hijack' && row.form !== 'framed';
}

/** A row's features, computed once: the collapsed token text, hashed vector and concept features. */
export interface Prepared {
  row: HarmRow;
  text: string;
  vector: SparseVector;
  concepts: number[];
}

const DAMPING = 60;

/** Exactly what inference computes for a short text: damped hashed n-grams and concept features. */
export function prepare(row: HarmRow): Prepared {
  const text = collapseRepeats(tokenText(row.text)).text;
  const acc = new Map<number, number>();
  let total = 0;
  forEachFeature(
    text,
    (bucket, sign) => {
      acc.set(bucket, (acc.get(bucket) ?? 0) + sign);
      total++;
    },
    HASH_BITS,
  );
  const scale = harmNorm(total, HARM_TRAINING.normPower) * (total / (total + DAMPING));
  const concepts = conceptFeatures(keptConcepts(conceptHits(text)));
  const mean = wordFeatures(text);
  const { pairs, n: pairCount } = cjkFeatures(text);
  const size = acc.size + concepts.length + (mean === null ? 0 : GLOVE_DIMS) + pairs.size;
  const index = new Int32Array(size);
  const value = new Float32Array(size);
  let k = 0;
  const pairNorm = pairCount === 0 ? 0 : HARM_TRAINING.cjk / Math.sqrt(pairCount);
  for (const [b, v] of pairs) {
    index[k] = CJK_AT + b;
    value[k++] = v * pairNorm;
  }
  if (mean !== null) {
    for (let d = 0; d < GLOVE_DIMS; d++) {
      index[k] = WORDS_AT + d;
      value[k++] = (mean[d] ?? 0) * HARM_TRAINING.glove;
    }
  }
  for (const [b, v] of acc) {
    index[k] = b;
    value[k++] = v * scale;
  }
  for (const f of concepts) {
    index[k] = (1 << HASH_BITS) + f;
    value[k++] = HARM_TRAINING.conceptValue;
  }
  return { row, text, vector: { index, value, count: total }, concepts };
}

/** The concept hits less those of the concepts `conceptDrop` names (exploration). */
function keptConcepts(hits: ConceptHits): ConceptHits {
  if (HARM_TRAINING.conceptDrop.length === 0) return hits;
  const kept = [...hits];
  for (const name of HARM_TRAINING.conceptDrop) {
    const at = HARM_CONCEPTS.indexOf(name as HarmConcept);
    if (at < 0) throw new Error(`unknown harm concept ${name}`);
    kept[at] = [];
  }
  return kept;
}

/** The CJK bigrams of a text: their counts by bucket, and how many there are (none when off). */
function cjkFeatures(text: string): { pairs: Map<number, number>; n: number } {
  return HARM_TRAINING.cjk === 0 ? { pairs: new Map(), n: 0 } : cjkPairs(text);
}

/**
 * The word features of a text: its words' vectors summed over (word count)^`glovePower` (a word
 * without a vector counts as zeros); null when off or wordless.
 */
function wordFeatures(text: string): Float64Array | null {
  if (HARM_TRAINING.glove === 0) return null;
  const stems = HARM_TRAINING.dictionaries === 0 ? 0 : HARM_TRAINING.dictionaryStems;
  return sumWordVectors(wordVectors(), text, HARM_TRAINING.glovePower, 1, stems);
}

let retrofitted: Glove | undefined;
let multilingual: { keepRank: number; stems: number; vectors: Glove } | undefined;

/**
 * The word vectors the head reads: GloVe's English ones (with `retrofit`, pulled toward their WordNet
 * synonyms), and with `dictionaries` on, the words of other languages through their English
 * translations (`multilingualGlove`).
 */
function wordVectors(): Glove {
  if (HARM_TRAINING.retrofit > 0) {
    if (HARM_TRAINING.dictionaries !== 0)
      throw new Error('VGATE_HARM_RETROFIT and VGATE_HARM_DICT do not combine');
    retrofitted ??= retrofit(glove(), HARM_TRAINING.retrofit, HARM_TRAINING.retrofitFirst === 1);
    return retrofitted;
  }
  if (HARM_TRAINING.dictionaries === 0) return glove();
  const keepRank = HARM_TRAINING.dictionaryKeepRank;
  const stems = HARM_TRAINING.dictionaryStems;
  if (multilingual?.keepRank !== keepRank || multilingual.stems !== stems) {
    const fold = (w: string) => tokenText(w).trim().toLowerCase();
    multilingual = { keepRank, stems, vectors: multilingualGlove(fold, translations(), keepRank, stems) };
  }
  return multilingual.vectors;
}

/** Every word's score: the learned direction (word-vector weights) at the word's vector. */
function wordScores(weights: ArrayLike<number>): Map<string, number> {
  return scoreWords(wordVectors(), weights, WORDS_AT, HARM_TRAINING.glove);
}

/** The vector without the English word-vector features (the CJK bigrams stay). */
function withoutWords(v: SparseVector): SparseVector {
  return keepFeatures(v, (f) => f < WORDS_AT || f >= CJK_AT);
}

/** The features of `v` whose index `keep` accepts, with their values (and `v`'s count). */
function keepFeatures(v: SparseVector, keep: (index: number) => boolean): SparseVector {
  const at = [...v.index.keys()].filter((k) => keep(v.index[k] ?? 0));
  return {
    index: Int32Array.from(at, (k) => v.index[k] ?? 0),
    value: Float32Array.from(at, (k) => v.value[k] ?? 0),
    ...(v.count === undefined ? {} : { count: v.count }),
  };
}

function conceptsOnly(p: Prepared): SparseVector {
  const index = Int32Array.from(p.concepts, (f) => (1 << HASH_BITS) + f);
  const value = new Float32Array(p.concepts.length).fill(HARM_TRAINING.conceptValue);
  return { index, value };
}

/**
 * Trains the harm head, the category head, and calibrates on `calibration` (benign, never trained
 * on); then, where rows are marked for it, the short-request head (`StoredShortHead`) on every row,
 * calibrated on the same rows. The two heads' word scores share one list.
 */
export function trainHarm(
  rows: readonly Prepared[],
  calibration: readonly Prepared[],
  trainedOn: string,
): StoredHarmModel {
  const scored = rows.filter((p) => p.row.categoryOnly !== true);
  const base = scored.filter((p) => p.row.shortHead !== true);
  const main = [...base, ...mixed(base)];
  // With `categoryShort`, the category head also learns from the short sets' labelled harmful messages.
  const named = (p: Prepared) => p.row.label === 1 && p.row.harm !== undefined && p.row.weight > 0;
  const extra = [
    ...(HARM_TRAINING.categoryShort > 0 ? scored.filter((p) => p.row.shortHead === true && named(p)) : []),
    ...rows.filter((p) => p.row.categoryOnly === true && named(p)),
  ];
  const { model, words } = trainModel(main, calibration, trainedOn, true, extra);
  if (base.length === scored.length) return model;
  const short = trainModel(scored, calibration, trainedOn, false);
  if (words !== null && short.words !== null)
    model.words = encodeWordScores(words, HARM_TRAINING.glovePower, short.words);
  const s = short.model;
  model.short = {
    maxChars: HARM_TRAINING.shortHeadChars,
    harm: s.harm,
    concepts: s.concepts,
    lengthOffsets: s.lengthOffsets ?? [],
    ...(model.words === undefined || short.words === null
      ? {}
      : { words: encodeScoresOn(model.words.list, short.words) }),
    ...(s.cjk === undefined ? {} : { cjk: s.cjk }),
  };
  loadHarmModel(model);
  return model;
}

/** A sentence of a harmless row: 20 to 200 characters between sentence ends or line breaks. */
const SENTENCE_END = /(?<=[.!?\u3002\uff01\uff1f])\s+|\n+/;

/**
 * Mixed copies of the rows (`HARM_TRAINING.mix`): each harmful row with a sentence of a harmless row of another real source before or after it,
 * at `mix` times its weight. A harmful request stays harmful with an everyday sentence beside it
 * ("... on a dog that keeps barking"); the copies put the harmless sources' words on both sides,
 * so that their register is no evidence against harm. Seeded; the fold's own rows only.
 */
function mixed(rows: readonly Prepared[]): Prepared[] {
  if (HARM_TRAINING.mix <= 0) return [];
  const sentences: { text: string; source: string }[] = [];
  for (const p of rows) {
    const { row } = p;
    if (row.label !== 0 || row.family === 'hijack' || row.form === 'framed' || isWritten(row.source))
      continue;
    let kept = 0;
    for (const piece of row.text.split(SENTENCE_END)) {
      const text = piece.trim();
      if (text.length < 20 || text.length > 200 || kept >= 3) continue;
      sentences.push({ text, source: row.source });
      kept++;
    }
  }
  if (sentences.length === 0) return [];
  const r = new Random(HARM_TRAINING.seed + 101);
  const out: Prepared[] = [];
  for (const p of rows) {
    const { row } = p;
    if (row.label !== 1 || row.weight <= 0 || row.text.length > 1500) continue;
    let pick = sentences[r.int(sentences.length)];
    for (let tries = 0; pick !== undefined && pick.source === row.source && tries < 5; tries++)
      pick = sentences[r.int(sentences.length)];
    if (pick === undefined || pick.source === row.source) continue;
    const text = r.next() < 0.5 ? `${pick.text} ${row.text}` : `${row.text} ${pick.text}`;
    out.push(prepare({ ...row, text, weight: row.weight * HARM_TRAINING.mix }));
  }
  return out;
}

/**
 * One harm model trained on `rows` and calibrated, with its word scores; with `full`, also its
 * category and answer heads (without, an empty category head: a short-request head's training).
 */
function trainModel(
  rows: readonly Prepared[],
  calibration: readonly Prepared[],
  trainedOn: string,
  full: boolean,
  categoryExtra: readonly Prepared[] = [],
): { model: StoredHarmModel; words: Map<string, number> | null } {
  // A row of weight 0 is left out (a source of weight 0 would otherwise weigh 0^(alpha - 1)).
  const train = rows.filter((p) => p.row.weight > 0);
  const r = new Random(HARM_TRAINING.seed);
  const xs: SparseVector[] = [];
  const ys: number[] = [];
  const ws: number[] = [];
  // Per class, each source weighs n^alpha in all; the classes weigh alike.
  const bySource = new Map<string, number>();
  const key = (p: Prepared) => `${p.row.label}|${p.row.source}`;
  for (const p of train) bySource.set(key(p), (bySource.get(key(p)) ?? 0) + p.row.weight);
  // The rows written for this project weigh `syntheticScale` times a real source of their size.
  const scaleOf = (source: string) => (isWritten(source) ? HARM_TRAINING.syntheticScale : 1);
  const mass = [0, 0];
  for (const [k, n] of bySource) {
    const c = k.startsWith('1') ? 1 : 0;
    mass[c] = (mass[c] ?? 0) + n ** HARM_TRAINING.sourceAlpha * scaleOf(k.slice(2));
  }
  const total = train.reduce((s, p) => s + p.row.weight, 0);
  const scaleHashed = (v: SparseVector): SparseVector => {
    if (HARM_TRAINING.hashedScale === 1) return v;
    const keep = [...v.index].flatMap((ix, k) =>
      ix < 1 << HASH_BITS && HARM_TRAINING.hashedScale === 0 ? [] : [k],
    );
    return {
      index: Int32Array.from(keep, (k) => v.index[k] ?? 0),
      value: Float32Array.from(
        keep,
        (k) => ((v.index[k] ?? 0) < 1 << HASH_BITS ? HARM_TRAINING.hashedScale : 1) * (v.value[k] ?? 0),
      ),
    };
  };
  const shared = sharedFeatures(train);
  const sources = new Map<string, number>();
  // A row's group for group DRO: its (class, source), numbered as `bySource` met them.
  const groupOf = new Map([...bySource.keys()].map((k, i) => [k, i]));
  const groups: number[] = [];
  // The request gate's vector of each example (`HARM_TRAINING.gate`); the concepts-only copies are not gated.
  const gates: (SparseVector | null)[] = [];
  // Which examples the word direction is not learned from (`attackBenignWords`, `wordsRealOnly`).
  const offWords: boolean[] = [];
  const keptOffWords = (row: HarmRow) =>
    (HARM_TRAINING.attackBenignWords === 1 && row.attackBenign === true) ||
    (HARM_TRAINING.wordsRealOnly === 1 && isWritten(row.source));
  for (const p of train) {
    const before = xs.length;
    const gate = gateVector(p, sources);
    const group = groupOf.get(key(p)) ?? 0;
    const n = bySource.get(key(p)) ?? 1;
    const classWeight =
      ((total / 2) * n ** (HARM_TRAINING.sourceAlpha - 1) * scaleOf(p.row.source)) / (mass[p.row.label] ?? 1);
    const vector = shared(p.vector);
    xs.push(withSource(scaleHashed(vector), biasKey(p.row), sources));
    ys.push(p.row.label);
    ws.push(classWeight * p.row.weight);
    groups.push(group);
    gates.push(gate);
    if (HARM_TRAINING.gloveDrop > 0 && HARM_TRAINING.glove !== 0) {
      xs.push(withSource(withoutWords(vector), biasKey(p.row), sources));
      ys.push(p.row.label);
      ws.push(classWeight * p.row.weight * HARM_TRAINING.gloveDrop);
      groups.push(group);
      gates.push(gate);
    }
    if (HARM_TRAINING.conceptOnly > 0 && p.concepts.length > 0) {
      xs.push(conceptsOnly(p));
      ys.push(p.row.label);
      ws.push(classWeight * p.row.weight * HARM_TRAINING.conceptOnly);
      groups.push(group);
      gates.push(null);
    }
    for (let k = before; k < xs.length; k++) offWords.push(keptOffWords(p.row));
  }
  const options = {
    size:
      HARM_TRAINING.sourceCopies !== 0 || HARM_TRAINING.sourceBias !== 0
        ? SOURCE_BIAS_AT + MAX_SOURCES
        : HARM_TRAINING.cjk === 0
          ? WORDS_AT + (HARM_TRAINING.glove === 0 ? 0 : GLOVE_DIMS)
          : CJK_AT + (1 << CJK_BITS),
    epochs: HARM_TRAINING.epochs,
    learningRate: HARM_TRAINING.learningRate,
    l2: HARM_TRAINING.l2,
    dropout: HARM_TRAINING.dropout,
    dro: HARM_TRAINING.dro,
    groups,
    ...(HARM_TRAINING.gate === 0
      ? {}
      : { gates, gateSize: GATE_AT + MAX_SOURCES, gateBias: HARM_TRAINING.gateBias }),
  };
  // The first run draws its order from `r` (the category head's draws follow it); each further
  // run of `average` from a generator of its own, and the weights are averaged.
  const trainHead = (
    first: Random,
    x: SparseVector[],
    y: number[],
    opts: typeof options,
    w: number[],
  ): ReturnType<typeof trainLogistic> => {
    const runs = [trainLogistic(x, y, first, opts, w)];
    for (let k = 1; k < HARM_TRAINING.average; k++)
      runs.push(trainLogistic(x, y, new Random(HARM_TRAINING.seed + 1000 * k), opts, w));
    return averaged(runs);
  };
  const head = trainHead(r, xs, ys, options, ws);
  // The head again without those examples, for its word-vector direction only.
  const withoutThem = () => {
    const keep = offWords.flatMap((a, k) => (a ? [] : [k]));
    const pick = <T>(list: readonly T[]) => keep.map((k) => list[k] as T);
    const kept = {
      ...options,
      groups: pick(groups),
      ...(HARM_TRAINING.gate === 0 ? {} : { gates: pick(gates) }),
    };
    return trainHead(new Random(HARM_TRAINING.seed), pick(xs), pick(ys), kept, pick(ws));
  };
  const wordHead = offWords.includes(true) ? withoutThem() : head;
  const hashed = head.weights.slice(0, 1 << HASH_BITS).map((w) => w * HARM_TRAINING.hashedScale);
  const concepts = [...head.weights.slice(1 << HASH_BITS, WORDS_AT)].map(round6);
  const category = full
    ? trainCategories(
        [...train.filter((p) => p.row.label === 1 && p.row.harm !== undefined), ...categoryExtra],
        r,
      )
    : { matrix: { data: '', scales: HARM_CATEGORIES.map(() => 1) }, bias: HARM_CATEGORIES.map(() => 0) };
  const words = HARM_TRAINING.glove === 0 ? null : wordScores(wordHead.weights);
  const model: StoredHarmModel = {
    format: 'vgate-harm-1',
    featureBits: HASH_BITS,
    trainedOn,
    conceptValue: HARM_TRAINING.conceptValue,
    ...(HARM_TRAINING.normPower === 0.5 ? {} : { normPower: HARM_TRAINING.normPower }),
    harm: encodeHead(round6(head.bias), hashed),
    concepts,
    categoryBits: HARM_TRAINING.categoryBits,
    ...(HARM_TRAINING.categoryCjkBits === 0
      ? {}
      : { categoryCjkBits: HARM_TRAINING.categoryCjkBits, categoryCjkValue: HARM_TRAINING.cjk }),
    categories: [...HARM_CATEGORIES],
    category: category.matrix,
    categoryBias: category.bias,
    ...(words === null ? {} : { words: encodeWordScores(words, HARM_TRAINING.glovePower) }),
    ...(HARM_TRAINING.cjk === 0
      ? {}
      : { cjk: encodeCjkWeights(head.weights.slice(CJK_AT, CJK_AT + (1 << CJK_BITS)), HARM_TRAINING.cjk) }),
    ...(head.gate === null ? {} : { gate: encodeGate(head.gate) }),
  };
  model.lengthOffsets = calibrate(model, calibration);
  loadHarmModel(model);
  if (!full) return { model, words };
  // The answer head learns on top of the finished model's logit (`harm-answer.ts`).
  model.answer = trainAnswerHead();
  loadHarmModel(model);
  return { model, words };
}

/** Where the gate's source biases start: after its folded n-grams and the concepts. */
const GATE_AT = (1 << HARM_TRAINING.gateBits) + CONCEPT_FEATURES;

/**
 * A row's request-gate vector (null when the gate is off): the answer head's features (folded
 * n-grams, concepts at the harm head's value) and, in training only, its source's bias.
 */
function gateVector(p: Prepared, sources: Map<string, number>): SparseVector | null {
  if (HARM_TRAINING.gate === 0) return null;
  const { index, value } = headFeatures(
    p.text,
    HARM_TRAINING.gateBits,
    p.concepts,
    HARM_TRAINING.conceptValue,
  );
  if (HARM_TRAINING.sourceBias !== 0) {
    if (!sources.has(p.row.source)) sources.set(p.row.source, sources.size);
    index.push(GATE_AT + (sources.get(p.row.source) ?? 0));
    value.push(HARM_TRAINING.sourceBias);
  }
  return { index: Int32Array.from(index), value: Float32Array.from(value) };
}

/** The trained gate in the answer head's stored form (its source biases dropped). */
function encodeGate(gate: Gate): StoredAnswerHead {
  const bits = HARM_TRAINING.gateBits;
  return {
    bits,
    head: encodeHead(round6(gate.bias), gate.weights.slice(0, 1 << bits)),
    concepts: [...gate.weights.slice(1 << bits, GATE_AT)].map((w) => round6(w * HARM_TRAINING.conceptValue)),
  };
}

/** The mean of several runs' weights (a linear model's logits averaged); one run as it is. */
function averaged(runs: ReturnType<typeof trainLogistic>[]): ReturnType<typeof trainLogistic> {
  const [first] = runs;
  if (first !== undefined && runs.length === 1) return first;
  const mean = (arrays: Float32Array[]) =>
    Float32Array.from(arrays[0] ?? [], (_, i) => arrays.reduce((s, a) => s + (a[i] ?? 0), 0) / arrays.length);
  const meanOf = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;
  const gates = runs.flatMap((run) => (run.gate === null ? [] : [run.gate]));
  return {
    bias: meanOf(runs.map((run) => run.bias)),
    weights: mean(runs.map((run) => run.weights)),
    gate:
      gates.length === 0
        ? null
        : { bias: meanOf(gates.map((g) => g.bias)), weights: mean(gates.map((g) => g.weights)) },
  };
}

/** Whether a source's rows were written for this project (`synthetic-*`). */
const isWritten = (source: string) => source.startsWith('synthetic');

/**
 * The filter that leaves out of a vector the hashed n-grams met in fewer than `minSources` of the
 * training rows' sources (every `synthetic-*` source counted as one); the identity when off.
 */
function sharedFeatures(rows: readonly Prepared[]): (v: SparseVector) => SparseVector {
  const min = HARM_TRAINING.minSources;
  if (min <= 1) return (v) => v;
  const family = (source: string) => (isWritten(source) ? 'synthetic' : source);
  const ids = new Map<string, number>();
  const count = new Uint16Array(1 << HASH_BITS);
  const last = new Int32Array(1 << HASH_BITS).fill(-1);
  const bySource = [...rows].sort((a, b) => family(a.row.source).localeCompare(family(b.row.source)));
  for (const p of bySource) {
    const key = family(p.row.source);
    if (!ids.has(key)) ids.set(key, ids.size);
    const id = ids.get(key) ?? 0;
    for (const b of p.vector.index) {
      if (b >= 1 << HASH_BITS || last[b] === id) continue;
      last[b] = id;
      count[b] = (count[b] ?? 0) + 1;
    }
  }
  return (v) => keepFeatures(v, (b) => b >= 1 << HASH_BITS || (count[b] ?? 0) >= min);
}

/** Softmax regression over the folded n-grams and the concepts, by AdaGrad SGD. */
function trainCategories(rows: readonly Prepared[], r: Random) {
  const k = HARM_CATEGORIES.length;
  const shape = {
    bits: HARM_TRAINING.categoryBits,
    cjkBits: HARM_TRAINING.categoryCjkBits,
    cjkValue: HARM_TRAINING.cjk,
    conceptValue: HARM_TRAINING.conceptValue,
  };
  const size = categoryRows(shape);
  const w = new Float32Array(size * k);
  const g2 = new Float32Array(size * k).fill(1e-6);
  const bias = new Float64Array(k);
  const biasG2 = new Float64Array(k).fill(1e-6);
  const vectors = rows.map((p) => categoryVector(p.text, p.concepts, shape));
  const labels = rows.map((p) => HARM_CATEGORIES.indexOf(p.row.harm as (typeof HARM_CATEGORIES)[number]));
  // Each category weighs alike in all, so the many harassment and hate rows do not name everything.
  const perClass = new Float64Array(k);
  for (const y of labels) perClass[y] = (perClass[y] ?? 0) + 1;
  const classWeight = (y: number) => Math.min(5, rows.length / (k * Math.max(1, perClass[y] ?? 1)));
  const order = rows.map((_, i) => i);
  const z = new Float64Array(k);
  for (let epoch = 0; epoch < HARM_TRAINING.categoryEpochs; epoch++) {
    r.shuffle(order);
    for (const i of order) {
      const x = vectors[i] ?? [];
      const y = labels[i] ?? 0;
      z.set(bias);
      for (const [f, v] of x) for (let j = 0; j < k; j++) z[j] = (z[j] ?? 0) + (w[f * k + j] ?? 0) * v;
      let max = -Infinity;
      for (let j = 0; j < k; j++) max = Math.max(max, z[j] ?? 0);
      let sum = 0;
      for (let j = 0; j < k; j++) {
        z[j] = Math.exp((z[j] ?? 0) - max);
        sum += z[j] ?? 0;
      }
      const cw = classWeight(y);
      for (let j = 0; j < k; j++) {
        const g = ((z[j] ?? 0) / sum - (j === y ? 1 : 0)) * cw;
        for (const [f, v] of x) {
          const at = f * k + j;
          const grad = g * v + HARM_TRAINING.l2 * (w[at] ?? 0);
          g2[at] = (g2[at] ?? 0) + grad * grad;
          w[at] = (w[at] ?? 0) - (HARM_TRAINING.learningRate * grad) / Math.sqrt(g2[at] ?? 1);
        }
        biasG2[j] = (biasG2[j] ?? 0) + g * g;
        bias[j] = (bias[j] ?? 0) - (HARM_TRAINING.learningRate * g) / Math.sqrt(biasG2[j] ?? 1);
      }
    }
  }
  return { matrix: encodeMatrix(w, k), bias: [...bias].map(round6) };
}

const logit = (p: number) => Math.max(-30, Math.min(30, Math.log(p / (1 - p))));
const round6 = (x: number) => Math.round(x * 1e6) / 1e6;
const MIN_BUCKET = 30;

/**
 * Per length bucket, the offset that leaves at most `calibrationFpr` of the benign calibration
 * rows at or above 0.5, minus the margin (raised by at most `calibrationMaxRaise` where every row
 * sits well below).
 */
function calibrate(model: StoredHarmModel, rows: readonly Prepared[]): number[] {
  loadHarmModel({ ...model, lengthOffsets: undefined });
  const scored = rows.map((p) => {
    const s = scoreHarm(tokenText(p.row.text));
    return { z: logit(s.harm), n: p.vector.count ?? 0 };
  });
  const { calibrationFpr: fpr, calibrationMargin: margin, calibrationMaxRaise: raise } = HARM_TRAINING;
  const shiftFor = (zs: number[]) => {
    const sorted = [...zs].sort((a, b) => b - a);
    const edge = sorted[Math.floor(fpr * sorted.length)];
    return edge === undefined ? 0 : Math.min(raise, -edge - 1e-3);
  };
  const global = shiftFor(scored.map((s) => s.z));
  return LENGTH_EDGES.concat(Number.POSITIVE_INFINITY).map((_, b) => {
    const inBucket = scored.filter((s) => lengthBucketOf(s.n) === b).map((s) => s.z);
    const extra = b === 0 ? HARM_TRAINING.calibrationMarginShort : 0;
    return round6((inBucket.length >= MIN_BUCKET ? shiftFor(inBucket) : global) - margin - extra);
  });
}

/** A row judged by a model: its harm score (and with a short-request head, the harm head's alone). */
export interface Judged {
  row: HarmRow;
  score: number;
  /** The score without the short-request head (`--main` reports these). */
  main?: number;
  /** The score with the other reading of a document (`VGATE_HARM_DOC_BOTH`). */
  alt?: number;
  /** The category named, for a harmful row whose category is known (not `other`). */
  category?: string;
}

/** Whether a row's category is known: a harmful row labelled with one of the taxonomy's. */
const namedCategory = (row: HarmRow) => row.label === 1 && row.harm !== undefined && row.harm !== 'other';

/** A row judged by the loaded model: its score and, where its category is known, the one named. */
export function judgeRow(p: Prepared): Judged {
  const s = judgeText(p.row.text);
  // With `documentBoth`, the score with `documentAnswer` flipped too, as `alt` (one run, both readings).
  const alt = HARM_TRAINING.documentBoth
    ? { alt: judgeText(p.row.text, !HARM_TRAINING.documentAnswer).harm }
    : {};
  return namedCategory(p.row)
    ? { row: p.row, score: s.harm, category: s.category(), ...alt }
    : { row: p.row, score: s.harm, ...alt };
}

/** The harm model's judgement of a request as the engine makes it: a document by its instruction lines too, a request without an optimiser-style suffix too. */
export function judgeText(raw: string, documentAnswer = HARM_TRAINING.documentAnswer): HarmScore {
  const view = normalize(raw).views[0];
  if (view === undefined) return scoreHarm('');
  const text = toTokenText(view.folded).view.text;
  // Without an optimiser-style suffix too, the higher score kept, as the engine reads a request.
  const score = pastNoiseTail(scoreHarm(text), () => findNoiseTail(view.folded.text, text));
  // With `documentAnswer` a document's whole text is read as content, as the engine reads it.
  return asRequest(score, view.folded.text, text, documentAnswer);
}

/** Recall, false-positive rate and balanced accuracy (a one-class set: its one rate). */
export function rates(judged: readonly Judged[]) {
  const p = judged.filter((j) => j.row.label === 1);
  const n = judged.filter((j) => j.row.label === 0);
  const recall = p.filter((j) => j.score >= 0.5).length / Math.max(1, p.length);
  const fpr = n.filter((j) => j.score >= 0.5).length / Math.max(1, n.length);
  const balanced = p.length === 0 ? 1 - fpr : n.length === 0 ? recall : (recall + 1 - fpr) / 2;
  return { positives: p.length, negatives: n.length, recall, fpr, balanced };
}

/** Recall at the score that flags `budget` of the negatives (a ranking figure, no threshold). */
export function recallAtBudget(judged: readonly Judged[], budget: number): number {
  const neg = judged
    .filter((j) => j.row.label === 0)
    .map((j) => j.score)
    .sort((a, b) => b - a);
  const edge = neg[Math.floor(budget * neg.length)] ?? 1;
  const pos = judged.filter((j) => j.row.label === 1);
  return pos.filter((j) => j.score > edge).length / Math.max(1, pos.length);
}

/**
 * One leave-one-source-out fold: the model trained without `source` (its calibration rows left out
 * too), then that source's rows, held out or not, judged by it. `source` may also be a test of a
 * row (a fold of some groups of a source: `scripts/train/harm-explore.ts`).
 */
export function leaveOut(
  prepared: readonly Prepared[],
  source: string | ((row: HarmRow) => boolean),
  trainedOn: (rows: number) => string,
): Judged[] {
  const out = typeof source === 'string' ? (row: HarmRow) => row.source === source : source;
  const judged = prepared.filter((p) => out(p.row) && judgedInFold(p.row));
  // A fold none of whose judged rows is short enough for the short-request head trains none: the
  // same scores in half the time.
  const short = judged.some((p) => p.text.length < HARM_TRAINING.shortHeadChars);
  const fold = prepared.filter((p) => !p.row.holdout && !out(p.row) && (short || p.row.shortHead !== true));
  const calibration = prepared.filter((p) => p.row.holdout && calibrates(p.row) && !out(p.row));
  const model = trainHarm(fold, calibration, trainedOn(fold.length));
  const rows = judged.map(judgeRow);
  if (model.short === undefined) return rows;
  const { short: _, ...main } = model;
  loadHarmModel(main);
  const score = (p: Prepared) => scoreHarm(tokenText(p.row.text)).harm;
  const mains = judged.map((p, i) =>
    p.text.length < HARM_TRAINING.shortHeadChars ? score(p) : (rows[i]?.score ?? 0),
  );
  loadHarmModel(model);
  return rows.map((j, i) => ({ ...j, main: mains[i] ?? 0 }));
}

/**
 * As {@link leaveOut}, for the rows short enough for the short-request head only, and with that
 * head alone trained (exactly as `trainHarm` trains it): what a change of the short head alone
 * moves, in half the time (`train-harm.ts --loso --short`, its dump laid over a full run's with
 * `--override`). None when the source has no such row.
 */
export function leaveOutShort(
  prepared: readonly Prepared[],
  source: string,
  trainedOn: (rows: number) => string,
): Judged[] {
  const limit = HARM_TRAINING.shortHeadChars;
  const judged = prepared.filter(
    (p) => p.row.source === source && judgedInFold(p.row) && p.text.length < limit,
  );
  if (judged.length === 0) return [];
  const fold = prepared.filter((p) => !p.row.holdout && p.row.source !== source);
  const calibration = prepared.filter((p) => p.row.holdout && calibrates(p.row) && p.row.source !== source);
  loadHarmModel(trainModel(fold, calibration, trainedOn(fold.length), false).model);
  // The short head's model has no category head: the scores only (`--override` keeps the full run's categories).
  return judged.map((p) => ({ row: p.row, score: scoreHarm(tokenText(p.row.text)).harm }));
}
