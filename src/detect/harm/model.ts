/**
 * The harmful-content model: a logistic head over the same hashed character and word n-grams as
 * the injection model, plus the multilingual harm concepts of `lexicon.ts` and their pairs, and a
 * softmax head that names the category. Trained by `npm run train:harm` (data card:
 * `HARM.md`). Long texts are scored in 2 KB windows, the most harmful window wins.
 */

import { cjkBlockSums, cjkWindowTerm, decodeCjkWeights, type StoredCjkWeights } from '../model/cjk.js';
import {
  BLOCK_CHARS,
  BLOCK_SHIFT,
  bestWindow,
  blockSums,
  damping,
  logit,
  setThirdHead,
  sigmoid,
} from '../model/classifier.js';
import { featureNorm } from '../model/features.js';
import { collapseRepeats, originalOffset } from '../model/repeats.js';
import { lengthBucketOf, type PackedHeads, packThirdHead, type StoredHead } from '../model/weights-codec.js';
import {
  type AnswerHead,
  answerBlockSums,
  answerWindowTerm,
  decodeAnswerHead,
  headWindowLogit,
  packedBlockSums,
  type StoredAnswerHead,
} from './answer.js';
import { HARM_CATEGORIES, type HarmCategory } from './categories.js';
import { type CategoryHead, loadCategoryHead, nameCategory, type StoredCategoryHead } from './category.js';
import {
  CONCEPT_COUNT,
  CONCEPT_FEATURES,
  type ConceptHits,
  conceptFeatures,
  conceptHits,
} from './concepts.js';
import stored from './harm-weights.json' with { type: 'json' };
import { HARM_CONCEPTS } from './lexicon.js';
import {
  decodeWordScores,
  type StoredWordScores,
  type WordTable,
  wordBlockSums,
  wordWindowTerm,
} from './words.js';

export { encodeScoresOn, encodeWordScores, type StoredWordScores } from './words.js';

export { HARM_CATEGORIES, type HarmCategory };

/** The `harm-weights.json` document. */
export interface StoredHarmModel extends StoredCategoryHead {
  format: 'vgate-harm-1';
  featureBits: number;
  trainedOn: string;
  /** The value a present concept feature takes (hashed n-gram values are counts / sqrt(n)). */
  conceptValue: number;
  /**
   * The hashed n-grams' counts are divided by n^normPower, scaled to match the square root at
   * {@link NORM_REFERENCE} features (absent: the square root; a training option, see `harmNorm`).
   */
  normPower?: number;
  harm: StoredHead;
  /** One weight per concept feature (each concept, then each pair; see `concepts.ts`). */
  concepts: number[];
  /** Added to the harm logit by the scored window's feature count (set on held-out benign rows). */
  lengthOffsets?: number[];
  /** Per-word scores (`words.ts`): the words joined by newlines, int8 scores and their scale. */
  words?: StoredWordScores;
  /** CJK character-bigram weights (`cjk.ts`). */
  cjk?: StoredCjkWeights;
  /** The correction read only for a model's answer (`answer.ts`). */
  answer?: StoredAnswerHead;
  /**
   * The request gate (training option `gate`, off in the committed model): a head of the answer
   * head's shape read for every text, whose probability multiplies the harm head's.
   */
  gate?: StoredAnswerHead;
  /** The head read instead of the harm head for a short request (`SHORT.md`); absent: none. */
  short?: StoredShortHead;
}

/**
 * A second harm head, trained on the same rows plus short messages in 24 languages
 * (`scripts/train/short-queries/`), read for a request whose token text (repeats collapsed) is
 * shorter than `maxChars`. The short questions teach it what an everyday request looks like; on
 * the benchmarks' longer requests that lesson costs recall, so the harm head keeps those. It
 * shares the harm head's features, concept value, normalisation and word list; the category and
 * answer heads are the harm model's.
 */
export interface StoredShortHead {
  maxChars: number;
  harm: StoredHead;
  concepts: number[];
  lengthOffsets: number[];
  /** Int8 scores of the words of the harm model's `words.list`, in its order. */
  words?: { data: string; scale: number };
  cjk?: StoredCjkWeights;
}

/** The model's judgement of one text. */
export interface HarmScore {
  /** Probability that the text asks for, or gives, seriously harmful help. */
  harm: number;
  /** Token-text range of the scored window (the whole text when short), in the text given. */
  start: number;
  end: number;
  /** The most likely category, computed on demand (it costs a second pass over the window). */
  category(): HarmCategory;
  /** The harm concepts found in the scored window (`howto`, `weapon`, ...): content-free evidence. */
  concepts(): string[];
}

/** What a window's harm logit reads besides the hashed n-grams' sums: one head's own tables. */
interface HeadTables {
  bias: number;
  lengthOffsets: readonly number[] | undefined;
  concepts: Float64Array;
  words: WordTable;
  /** Bigram weights times the pair feature's value; null without a CJK table. */
  cjk: Float32Array | null;
}

interface Loaded {
  doc: StoredHarmModel;
  main: HeadTables;
  /** The short-request head, with its n-gram weights packed for their own pass. */
  short: { maxChars: number; packed: PackedHeads; tables: HeadTables } | null;
  category: CategoryHead;
  wordPower: number;
  normPower: number;
  answer: AnswerHead | null;
  gate: AnswerHead | null;
  trained: boolean;
}

let model = load(stored as StoredHarmModel);

function load(doc: StoredHarmModel): Loaded {
  setThirdHead(doc.harm, doc.featureBits);
  const concepts = (weights: readonly number[]) =>
    Float64Array.from({ length: CONCEPT_FEATURES }, (_, i) => weights[i] ?? 0);
  const short = doc.short;
  return {
    doc,
    main: {
      bias: doc.harm.bias,
      lengthOffsets: doc.lengthOffsets,
      concepts: concepts(doc.concepts),
      words: decodeWordScores(doc.words),
      cjk: decodeCjkWeights(doc.cjk),
    },
    short:
      short === undefined
        ? null
        : {
            maxChars: short.maxChars,
            packed: packThirdHead(
              new Uint8Array(Buffer.from(short.harm.weights, 'base64')),
              short.harm.scale,
            ),
            tables: {
              bias: short.harm.bias,
              lengthOffsets: short.lengthOffsets,
              concepts: concepts(short.concepts),
              words: decodeWordScores(
                doc.words === undefined || short.words === undefined
                  ? undefined
                  : { ...short.words, list: doc.words.list, power: doc.words.power },
              ),
              cjk: decodeCjkWeights(short.cjk),
            },
          },
    category: loadCategoryHead(doc),
    wordPower: doc.words?.power ?? 1,
    normPower: doc.normPower ?? 0.5,
    answer: decodeAnswerHead(doc.answer),
    gate: decodeAnswerHead(doc.gate),
    trained: doc.harm.weights.length > 0,
  };
}

/** The feature count at which every `normPower` gives the square root's value. */
export const NORM_REFERENCE = 512;

/**
 * What the harm head's hashed n-gram counts are multiplied by in a window of `n` features:
 * 1 / sqrt(n) at power 0.5; at another power n^-power, scaled to the same value at
 * {@link NORM_REFERENCE} features, so that a power below 0.5 dilutes a request less with the words
 * around it without changing the scale of a typical request's values.
 */
export function harmNorm(n: number, power: number): number {
  if (power === 0.5) return featureNorm(n, 0.5);
  return n <= 0 ? 0 : n ** -power * NORM_REFERENCE ** (power - 0.5);
}

/** Replaces the model (evaluation of freshly trained weights). */
export function loadHarmModel(doc: StoredHarmModel): void {
  model = load(doc);
}

/** Whether real weights are loaded. */
export function isHarmModelTrained(): boolean {
  return model.trained;
}

/**
 * Scores token text (as `toTokenText` gives it). The concepts are found once; long texts are cut
 * in 2 KB windows, each judged on its own n-grams and concepts. A request shorter than the short
 * head's `maxChars` is read by that head instead (`StoredShortHead`). A model's answer (`answer`)
 * is also read by the answer head (`answer.ts`), which may only lower the score; it is read only
 * where the score is at least {@link HARM_REPORT_FLOOR}, below which nothing is reported anyway.
 */
export function scoreHarm(tokens: string, opts: { answer?: boolean } = {}): HarmScore {
  const collapsed = collapseRepeats(tokens);
  const text = collapsed.text;
  const blocks = Math.max(1, Math.ceil(text.length / BLOCK_CHARS));
  const short =
    opts.answer !== true && model.short !== null && text.length < model.short.maxChars ? model.short : null;
  const tables = short === null ? model.main : short.tables;
  // The harm head is summed in the injection model's pass over the same text (one pass, two
  // models); the short head, read for a few dozen characters, in a pass of its own.
  const { sum: sums, count } =
    short === null ? mainSums(text) : packedBlockSums(text, short.packed, BLOCK_SHIFT);
  const hits = conceptHits(text);
  const words = tables.words.size === 0 ? null : wordBlockSums(text, tables.words, BLOCK_CHARS);
  const cjk = tables.cjk === null ? null : cjkBlockSums(text, tables.cjk, BLOCK_CHARS);
  const read = (from: number, to: number) => window(tables, sums, count, hits, words, cjk, from, to);
  let best = bestWindow(text.length, blocks, read, (w) => w.z);
  const head = opts.answer === true ? model.answer : null;
  // The request gate was trained with the harm head, so it does not correct the short head.
  const gate = short === null ? model.gate : null;
  // Both corrections only lower a score, so neither is read where the harm head alone is below the floor.
  if ((head !== null || gate !== null) && best.z >= ANSWER_FLOOR_LOGIT) {
    const answer = head === null ? null : answerBlockSums(text, head, BLOCK_SHIFT);
    const gated = gate === null ? null : answerBlockSums(text, gate, BLOCK_SHIFT);
    best = bestWindow(
      text.length,
      blocks,
      (from, to) => {
        const w = read(from, to);
        let z = w.z;
        if (gate !== null && gated !== null)
          z = withGate(z - w.offset, headWindowLogit(gate, gated, w.features, from, to)) + w.offset;
        if (head !== null && answer !== null) z += answerWindowTerm(head, answer, w.features, from, to);
        return { ...w, z };
      },
      (w) => w.z,
    );
  }
  const from = best.from * BLOCK_CHARS;
  const to = Math.min(text.length, best.to * BLOCK_CHARS);
  return {
    harm: sigmoid(best.z),
    start: originalOffset(collapsed, from),
    end: originalOffset(collapsed, to),
    category: () => nameCategory(model.category, text.slice(from, to), best.features),
    // Evidence names what was read for harm; the concepts against it (defend, report) are not that.
    concepts: () =>
      best.features.filter((f) => f < CONCEPT_COUNT && !AGAINST.has(f)).map((f) => HARM_CONCEPTS[f] ?? ''),
  };
}

/** Scores below this are noise: the engine does not report them, nor is the answer head read. */
export const HARM_REPORT_FLOOR = 0.05;
const ANSWER_FLOOR_LOGIT = logit(HARM_REPORT_FLOOR);

/** The concepts that speak against harm: read by the model, not named as evidence. */
const AGAINST = new Set([HARM_CONCEPTS.indexOf('defend'), HARM_CONCEPTS.indexOf('report')]);

/** The harm head's n-gram sums per block and the n-gram counts, from the models' shared pass. */
function mainSums(text: string) {
  const { third, count } = blockSums(text);
  return { sum: third, count };
}

function window(
  head: HeadTables,
  sums: Float64Array,
  count: Uint32Array,
  hits: ConceptHits,
  words: BlockSums | null,
  cjk: BlockSums | null,
  from: number,
  to: number,
) {
  let a = 0;
  let n = 0;
  for (let b = from; b < to; b++) {
    a += sums[b] ?? 0;
    n += count[b] ?? 0;
  }
  const features = conceptFeatures(hits, from * BLOCK_CHARS, to * BLOCK_CHARS);
  let c = 0;
  for (const f of features) c += head.concepts[f] ?? 0;
  const { doc } = model;
  const norm = harmNorm(n, model.normPower);
  const damp = damping(n);
  const offset = head.lengthOffsets === undefined ? 0 : (head.lengthOffsets[lengthBucketOf(n)] ?? 0);
  const wordTerm = wordWindowTerm(words, from, to, model.wordPower);
  const cjkTerm = cjkWindowTerm(cjk, from, to);
  return {
    z: head.bias + offset + a * norm * damp + c * doc.conceptValue + wordTerm + cjkTerm,
    offset,
    from,
    to,
    features,
  };
}

/** The logit of σ(z)·σ(u): the harm head's probability times the request gate's. */
function withGate(z: number, u: number): number {
  const logP = Math.min(-1e-12, -softplus(-z) - softplus(-u));
  return logP - Math.log(-Math.expm1(logP));
}

/** log(1 + e^x), without overflow. */
function softplus(x: number): number {
  return x > 0 ? x + Math.log1p(Math.exp(-x)) : Math.log1p(Math.exp(x));
}

/** Per-block sums of a word or bigram table over a text, with the number of items read. */
interface BlockSums {
  sum: Float64Array;
  count: Uint32Array;
}
