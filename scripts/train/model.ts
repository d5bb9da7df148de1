import { encodeWordScores } from '../../src/detect/harm/words.js';
import type { AttackConcept } from '../../src/detect/model/attack-lexicon/concepts.js';
import { ATTACK_CONCEPTS, ATTACK_MATCHER } from '../../src/detect/model/attack-lexicon/index.js';
import { CJK_BITS, cjkPairs, encodeCjkWeights } from '../../src/detect/model/cjk.js';
import { loadModel, scoreTokens } from '../../src/detect/model/classifier.js';
import { FEATURE_BITS, type SparseVector, vectorize } from '../../src/detect/model/features.js';
import { collapseRepeats } from '../../src/detect/model/repeats.js';
import {
  encodeHead,
  encodeMatrix,
  LENGTH_EDGES,
  lengthBucketOf,
  type StoredModel,
} from '../../src/detect/model/weights-codec.js';
import { normalize } from '../../src/detect/normalize/pipeline.js';
import { toTokenText } from '../../src/detect/normalize/token-text.js';
import { GLOVE_DIMS, glove, scoreWords, sumWordVectors } from './glove.js';
import { classWeights, trainLogistic } from './logistic.js';
import { foldVector, trainMlp } from './mlp.js';
import { Random } from './random.js';
import type { Example } from './synthetic-attacks.js';

const envNumber = (name: string, fallback: number) => {
  const v = process.env[name];
  return v === undefined || v === '' ? fallback : Number(v);
};

/**
 * Hyper-parameters shared by `npm run train` and the leave-one-source-out evaluation. The
 * `VGATE_TRAIN_*` variables exist for exploration (`scripts/train/explore.ts`); the committed
 * weights use the defaults.
 */
export const TRAINING = {
  epochs: envNumber('VGATE_TRAIN_EPOCHS', 12),
  learningRate: 0.2,
  l2: envNumber('VGATE_TRAIN_L2', 1e-4),
  /** Counts are divided by (feature count)^normPower: 0.5 is the square root, 1 the mean. */
  normPower: envNumber('VGATE_TRAIN_NORM', 0.5),
  /** Beyond this many features, counts are averaged instead (0: never); see `featureNorm`. */
  normCap: envNumber('VGATE_TRAIN_NORMCAP', 8192),
  /**
   * Within each class a source of n rows weighs n^sourceAlpha in all: 1 weighs every row alike,
   * 0 every source alike, so 650 near-identical jailbreak templates cannot make "long and mentions
   * ChatGPT" the whole lesson.
   */
  sourceAlpha: envNumber('VGATE_TRAIN_ALPHA', 1),
  /**
   * Largest share of calibration benign rows (never trained on) the model alone may call an
   * attack: the bias is lowered until it holds. 0 turns calibration off. 0.5% (1% until the sixth
   * retraining) is what kept every benign source the model never saw at or under 2% FPR in the
   * leave-one-source-out run, for about 1.5 points of recall (data card).
   */
  calibrationFpr: envNumber('VGATE_TRAIN_CAL', 0.005),
  /** 0: one bias shift; 1: one shift per length bucket (feature count) of the scored window. */
  calibrateByLength: envNumber('VGATE_TRAIN_CALLEN', 1),
  /**
   * The most calibration may raise a bucket's attack logit where every benign row sits well below
   * the edge (short texts had slack); 0 only ever lowers.
   */
  calibrationMaxRaise: envNumber('VGATE_TRAIN_CALRAISE', 0.5),
  /**
   * Logits taken off every calibrated offset but the shortest bucket's. The calibration rows are
   * benign text of the trained sources, and a source the model never saw scored about eight times
   * their false-positive rate under leave-one-source-out (8.5% against 1%): this margin buys that
   * shift back. Texts under ~32 characters keep their offset: no unseen benign source had a false
   * positive there, and that is where short password-game attacks live. Chosen with the
   * leave-one-source-out figures in view (see the data card): 84.5 -> 84.9% mean, pooled FPR 8.5 -> 3.3%.
   */
  calibrationMargin: envNumber('VGATE_TRAIN_CALMARGIN', 1),
  /**
   * Further logits off the buckets of longer windows (about 128-512 characters, then longer),
   * added once the phrase rules carried most of the recall there: the model's false positives on
   * unseen benign sources grow with length (a long document has many windows, and the most
   * suspicious one wins). At 0.5 / 1 the leave-one-source-out mean held (87.2 -> 87.3%) while the
   * pooled FPR fell 3.3 -> 2.0% (wildguard 5.3 -> 2.4, m-ifeval 3.9 -> 2.1, xquad 3.0 -> 1.3).
   * 1.25 / 1.25 since the rows written in each language joined the training (eighth retraining):
   * they took BIPIA's benign documents from 0.8 to 3.1% flagged at 0.5 / 1 and WildGuard's to 2.1% at 1 / 1.25.
   */
  calibrationMarginLong: [
    envNumber('VGATE_TRAIN_CALMARGIN_MID', 1.25),
    envNumber('VGATE_TRAIN_CALMARGIN_LONG', 1.25),
  ] as const,
  /**
   * Hidden units of the optional one-hidden-layer model (`scripts/train/mlp.ts`); 0 (the default)
   * trains the logistic heads. The `mlp*` settings below only matter when it is > 0.
   */
  mlpHidden: envNumber('VGATE_TRAIN_MLP', 0),
  /**
   * Value of a per-source bias feature of the attack head, in training only (0: none): a source of
   * one class is partly explained by its bias, so its style weighs less in the weights kept.
   */
  sourceBias: envNumber('VGATE_TRAIN_SRC_BIAS', 0),
  /** log2 of the buckets of the hidden-layer model (the 2^18 features folded by masking). */
  mlpBits: envNumber('VGATE_TRAIN_MLP_BITS', 16),
  mlpEpochs: envNumber('VGATE_TRAIN_MLP_EPOCHS', 6),
  mlpLearningRate: envNumber('VGATE_TRAIN_MLP_LR', 0.05),
  mlpL2: envNumber('VGATE_TRAIN_MLP_L2', 1e-5),
  /** 1: ReLU hidden units; 0: tanh. */
  mlpRelu: envNumber('VGATE_TRAIN_MLP_RELU', 0),
  /** 1: a linear (logistic) part is learned next to the hidden layer. */
  mlpSkip: envNumber('VGATE_TRAIN_MLP_SKIP', 1),
  mlpInit: envNumber('VGATE_TRAIN_MLP_INIT', 0.1),
  /** Evidence scaled by n / (n + damping) in training, as the classifier does at inference; 0: none. */
  mlpDamping: envNumber('VGATE_TRAIN_MLP_DAMP', 60),
  /**
   * Value of the attack head's CJK character-bigram features (`src/detect/model/cjk.ts`; 0: none): a
   * text's pairs each count `cjk` over the square root of their number.
   */
  cjk: envNumber('VGATE_TRAIN_CJK', 0),
  /**
   * Value of the attack head's concept features (`src/detect/model/attack-lexicon/`; 0: none): each
   * attack concept found in a text, and each pair, is a feature of this value.
   */
  concepts: envNumber('VGATE_TRAIN_CONCEPTS', 0),
  /**
   * Weight of a concepts-only copy of every example with a concept (0: none), so that the concepts
   * carry weight of their own and reach languages the n-grams never saw.
   */
  conceptOnly: envNumber('VGATE_TRAIN_CONCEPT_ONLY', 0),
  /** 1: only the pairs of concepts are features, never a concept alone. */
  conceptPairs: envNumber('VGATE_TRAIN_CONCEPT_PAIRS', 0),
  /** Concepts never read, by name (`VGATE_TRAIN_CONCEPT_DROP=answer,never`): too common to be evidence. */
  conceptDrop: (process.env.VGATE_TRAIN_CONCEPT_DROP ?? '').split(',').filter((c) => c !== ''),
  /**
   * Scale of the attack head's word-vector features (0: none): the text's GloVe vectors summed over
   * the square root of its word count, as the harm model's (`src/detect/harm/words.ts`); stored as
   * one score per word.
   */
  words: envNumber('VGATE_TRAIN_WORDS', 0),
  /** Weight of each example's copy without the word features (0: none). */
  wordsDrop: envNumber('VGATE_TRAIN_WORDS_DROP', 0),
};

export type TrainingConfig = typeof TRAINING;

/** The token text the classifier sees at inference: the folded input view. */
export function tokenText(text: string): string {
  const view = normalize(text).views[0];
  return view === undefined ? '' : toTokenText(view.folded).view.text;
}

const logit = (p: number) => Math.max(-30, Math.min(30, Math.log(p / (1 - p))));

/**
 * The calibration callback of {@link trainModel}: loads each candidate model and returns the attack
 * logit (and scored feature count) of every benign token text, exactly as inference computes it.
 */
export function calibrationOn(tokens: readonly string[]) {
  return (model: StoredModel) => {
    loadModel(model);
    return tokens.map((t) => {
      const s = scoreTokens(t);
      return { logit: logit(s.attack), features: s.features };
    });
  };
}

/** Exactly the vector the classifier computes at inference. */
export function featurize(text: string, config: FeatureConfig = TRAINING): SparseVector {
  return featurizeTokens(tokenText(text), config);
}

type FeatureConfig = Pick<TrainingConfig, 'normPower' | 'normCap' | 'cjk'> & {
  concepts?: number;
  words?: number;
  conceptPairs?: number;
  conceptDrop?: readonly string[];
};

/** Where the attack head's CJK bigrams start, and its concept features (after the bigram table). */
const CJK_AT = 1 << FEATURE_BITS;
export const CONCEPTS_AT = CJK_AT + (1 << CJK_BITS);
/** Where the attack head's word-vector features start (after the concept features). */
const WORDS_AT = CONCEPTS_AT + ATTACK_MATCHER.features;

/**
 * {@link featurize} of token text: the hashed n-grams, then with `cjk` the CJK bigrams at
 * {@link CJK_AT} + bucket and with `concepts` the attack concepts at {@link CONCEPTS_AT} + feature
 * (the attack head's tables of their own; the kind head ignores them).
 */
export function featurizeTokens(tokens: string, config: FeatureConfig = TRAINING): SparseVector {
  const text = collapseRepeats(tokens).text;
  const v = vectorize(text, config.normPower, config.normCap);
  const { pairs, n } = config.cjk === 0 ? { pairs: new Map<number, number>(), n: 0 } : cjkPairs(text);
  const value = config.concepts ?? 0;
  const concepts = value === 0 ? [] : conceptFeatures(text, config);
  const words = config.words ? sumWordVectors(glove(), text, 0.5, config.words) : null;
  if (pairs.size === 0 && concepts.length === 0 && words === null) return v;
  const size = v.index.length + pairs.size + concepts.length + (words === null ? 0 : GLOVE_DIMS);
  const index = new Int32Array(size);
  const values = new Float32Array(size);
  index.set(v.index);
  values.set(v.value);
  let k = v.index.length;
  for (const [b, c] of pairs) {
    index[k] = CJK_AT + b;
    values[k++] = (c * config.cjk) / Math.sqrt(n);
  }
  for (const f of concepts) {
    index[k] = CONCEPTS_AT + f;
    values[k++] = value;
  }
  if (words !== null)
    for (let d = 0; d < GLOVE_DIMS; d++) {
      index[k] = WORDS_AT + d;
      values[k++] = words[d] ?? 0;
    }
  return { ...v, index, value: values };
}

/** `x` without its word-vector features, or null when it has none. */
function withoutWords(x: SparseVector): SparseVector | null {
  const at: number[] = [];
  x.index.forEach((j, k) => {
    if (j < WORDS_AT) at.push(k);
  });
  if (at.length === x.index.length) return null;
  return {
    ...x,
    index: Int32Array.from(at, (k) => x.index[k] ?? 0),
    value: Float32Array.from(at, (k) => x.value[k] ?? 0),
  };
}

/** The attack-concept features of a collapsed token text: but the dropped concepts, and only pairs with `conceptPairs`. */
function conceptFeatures(text: string, config: FeatureConfig): number[] {
  const hits = ATTACK_MATCHER.hits(text);
  for (const c of config.conceptDrop ?? []) hits[ATTACK_CONCEPTS.indexOf(c as AttackConcept)] = [];
  const present = ATTACK_MATCHER.present(hits);
  return config.conceptPairs ? present.filter((f) => f >= ATTACK_MATCHER.count) : present;
}

/** The concept features of `x` alone (a concepts-only copy), or null when it has none. */
function conceptsOnly(x: SparseVector): SparseVector | null {
  const at: number[] = [];
  x.index.forEach((j, k) => {
    if (j >= CONCEPTS_AT) at.push(k);
  });
  if (at.length === 0) return null;
  return {
    ...x,
    index: Int32Array.from(at, (k) => x.index[k] ?? 0),
    value: Float32Array.from(at, (k) => x.value[k] ?? 0),
  };
}

/** Per-example weights: classes balanced, and within a class sources weighted by n^alpha. */
export function sourceWeights(examples: readonly Example[], alpha: number): number[] {
  const count = new Map<string, number>();
  const key = (e: Example) => `${e.label}|${e.source ?? 'unknown'}`;
  for (const e of examples) count.set(key(e), (count.get(key(e)) ?? 0) + 1);
  const mass: [number, number] = [0, 0];
  for (const [k, n] of count) {
    if (k.startsWith('1')) mass[1] += n ** alpha;
    else mass[0] += n ** alpha;
  }
  const half = examples.length / 2;
  return examples.map((e) => (half * (count.get(key(e)) ?? 1) ** (alpha - 1)) / (mass[e.label] ?? 1));
}

/**
 * Trains both heads on `examples` (with their precomputed vectors) and returns the stored model.
 * Deterministic: the only randomness is the seeded shuffle of SGD. With `calibrate` (a function
 * giving the attack logit of each calibration text under a candidate model) the attack bias is
 * lowered until at most `calibrationFpr` of those benign texts score as attacks.
 */
export function trainModel(
  examples: readonly Example[],
  xs: readonly SparseVector[],
  seed: number,
  trainedOn: string,
  config: TrainingConfig = TRAINING,
  calibrate?: (model: StoredModel) => { logit: number; features: number }[],
): StoredModel {
  const r = new Random(seed);
  if (config.mlpHidden > 0) return finish(trainHidden(examples, xs, r, trainedOn, config), config, calibrate);
  const opts = { size: 1 << FEATURE_BITS, ...config };
  const labels = examples.map((e) => e.label);
  const attackSize =
    config.words > 0
      ? WORDS_AT + GLOVE_DIMS
      : config.concepts > 0
        ? WORDS_AT
        : config.cjk > 0
          ? CONCEPTS_AT
          : opts.size;
  const weights = config.sourceAlpha === 1 ? undefined : sourceWeights(examples, config.sourceAlpha);
  const trained = config.sourceBias > 0 ? withSourceBias(xs, examples, attackSize, config.sourceBias) : xs;
  const trainedSize = config.sourceBias > 0 ? attackSize + MAX_SOURCES : attackSize;
  const [copies, copyWeight] =
    config.concepts > 0 && config.conceptOnly > 0
      ? [xs.map(conceptsOnly), config.conceptOnly]
      : config.words > 0 && config.wordsDrop > 0
        ? [xs.map(withoutWords), config.wordsDrop]
        : [[], 0];
  const attack =
    copies.length === 0
      ? trainLogistic(trained, labels, r, { ...opts, size: trainedSize }, weights)
      : trainWithCopies(trained, labels, r, { ...opts, size: trainedSize }, weights, copies, copyWeight);
  const attackIdx = examples.flatMap((e, i) => (e.label === 1 ? [i] : []));
  const kind = trainLogistic(
    attackIdx.map((i) => xs[i] as SparseVector),
    attackIdx.map((i) => (examples[i]?.kind === 'injection' ? 1 : 0)),
    r,
    opts,
  );
  const model: StoredModel = {
    format: 'vgate-hashed-logreg-1',
    featureBits: FEATURE_BITS,
    trainedOn,
    ...(config.normPower === 0.5 ? {} : { normPower: config.normPower }),
    ...(config.normCap > 0 ? { normCap: config.normCap } : {}),
    heads: {
      attack: encodeHead(attack.bias, attack.weights.slice(0, 1 << FEATURE_BITS)),
      kind: encodeHead(kind.bias, kind.weights),
    },
    ...(config.cjk === 0
      ? {}
      : { cjk: encodeCjkWeights(attack.weights.slice(CJK_AT, CONCEPTS_AT), config.cjk) }),
    ...(config.concepts === 0
      ? {}
      : {
          concepts: [...attack.weights.slice(CONCEPTS_AT, CONCEPTS_AT + ATTACK_MATCHER.features)].map(
            (w) => Math.round(w * config.concepts * 1e6) / 1e6,
          ),
        }),
    ...(config.words === 0
      ? {}
      : { words: encodeWordScores(scoreWords(glove(), attack.weights, WORDS_AT, config.words), 0.5) }),
  };
  return finish(model, config, calibrate);
}

const MAX_SOURCES = 512;

/** Each vector with its source's bias feature (after `at`), for training only. */
function withSourceBias(
  xs: readonly SparseVector[],
  examples: readonly Example[],
  at: number,
  value: number,
): SparseVector[] {
  const ids = new Map<string, number>();
  return xs.map((x, i) => {
    const source = examples[i]?.source ?? 'unknown';
    if (!ids.has(source)) ids.set(source, ids.size);
    const id = ids.get(source) ?? 0;
    if (id >= MAX_SOURCES) throw new Error(`more than ${MAX_SOURCES} sources`);
    return {
      ...x,
      index: Int32Array.from([...x.index, at + id]),
      value: Float32Array.from([...x.value, value]),
    };
  });
}

/**
 * The attack head trained on the examples and, after them, their concepts-only copies at `copyWeight`
 * times the example's weight (classes balanced over the examples, as {@link trainLogistic} does).
 */
function trainWithCopies(
  xs: readonly SparseVector[],
  labels: readonly (0 | 1)[],
  r: Random,
  opts: Parameters<typeof trainLogistic>[3],
  weights: readonly number[] | undefined,
  copies: readonly (SparseVector | null)[],
  copyWeight: number,
) {
  const classWeight = classWeights(labels);
  const base = labels.map((y, i) => weights?.[i] ?? classWeight(y));
  const extra = copies.flatMap((c, i) => (c === null ? [] : [i]));
  return trainLogistic(
    [...xs, ...extra.map((i) => copies[i] as SparseVector)],
    [...labels, ...extra.map((i) => labels[i] ?? 0)],
    r,
    opts,
    [...base, ...extra.map((i) => (base[i] ?? 0) * copyWeight)],
  );
}

/** The hidden-layer model ({@link TRAINING.mlpHidden} > 0) and a linear kind head, uncalibrated. */
function trainHidden(
  examples: readonly Example[],
  xs: readonly SparseVector[],
  r: Random,
  trainedOn: string,
  config: TrainingConfig,
): StoredModel {
  const bits = config.mlpBits;
  const folded = bits >= FEATURE_BITS ? xs : xs.map((x) => foldVector(x, bits));
  const activation = config.mlpRelu ? 'relu' : 'tanh';
  const net = trainMlp(
    folded,
    examples.map((e) => e.label),
    r,
    {
      bits,
      hidden: config.mlpHidden,
      epochs: config.mlpEpochs,
      learningRate: config.mlpLearningRate,
      l2: config.mlpL2,
      activation,
      skip: config.mlpSkip === 1,
      damping: config.mlpDamping,
      initScale: config.mlpInit,
    },
    config.sourceAlpha === 1 ? undefined : sourceWeights(examples, config.sourceAlpha),
  );
  const attackIdx = examples.flatMap((e, i) => (e.label === 1 ? [i] : []));
  const kind = trainLogistic(
    attackIdx.map((i) => folded[i] as SparseVector),
    attackIdx.map((i) => (examples[i]?.kind === 'injection' ? 1 : 0)),
    r,
    { size: 1 << bits, ...config },
  );
  const { data, scales } = encodeMatrix(net.embedding, config.mlpHidden);
  const round = (x: number) => Math.round(x * 1e6) / 1e6;
  return {
    format: 'vgate-hashed-mlp-1',
    featureBits: bits,
    trainedOn,
    ...(config.normPower === 0.5 ? {} : { normPower: config.normPower }),
    ...(config.normCap > 0 ? { normCap: config.normCap } : {}),
    heads: {
      attack:
        config.mlpSkip === 1 ? encodeHead(net.bias, net.linear) : { bias: net.bias, scale: 1, weights: '' },
      kind: encodeHead(kind.bias, kind.weights),
    },
    mlp: {
      hidden: config.mlpHidden,
      activation,
      embedding: data,
      scales,
      hiddenBias: [...net.hiddenBias].map(round),
      output: [...net.output].map(round),
    },
  };
}

/** Calibrates `model`'s attack logit on benign rows (see {@link trainModel}). */
function finish(
  model: StoredModel,
  config: TrainingConfig,
  calibrate?: (model: StoredModel) => { logit: number; features: number }[],
): StoredModel {
  if (calibrate !== undefined && config.calibrationFpr > 0) {
    const scored = calibrate(model);
    const raise = config.calibrationMaxRaise;
    const margin = config.calibrationMargin;
    const global = shiftFor(
      scored.map((s) => s.logit),
      config.calibrationFpr,
      raise,
    );
    if (config.calibrateByLength) {
      model.lengthOffsets = LENGTH_EDGES.concat(Number.POSITIVE_INFINITY).map((_, b) => {
        const inBucket = scored.filter((s) => lengthBucketOf(s.features) === b).map((s) => s.logit);
        const shift =
          inBucket.length >= MIN_BUCKET ? shiftFor(inBucket, config.calibrationFpr, raise) : global;
        const extra =
          b >= 3 ? config.calibrationMarginLong[1] : b === 2 ? config.calibrationMarginLong[0] : 0;
        return round6(b === 0 ? shift : shift - margin - extra);
      });
    } else model.heads.attack.bias = round6(model.heads.attack.bias + global - margin);
  }
  return model;
}

/** Fewer calibration rows than this in a length bucket: the bucket takes the overall shift. */
const MIN_BUCKET = 30;
const round6 = (x: number) => Math.round(x * 1e6) / 1e6;

/**
 * The logit shift that leaves at most `fpr` of these benign logits at or above 0: never positive,
 * or, with `maxRaise` > 0, positive up to that much where every benign logit sits well below 0.
 */
function shiftFor(logits: number[], fpr: number, maxRaise = 0): number {
  const sorted = [...logits].sort((a, b) => b - a);
  const edge = sorted[Math.floor(fpr * sorted.length)];
  if (edge === undefined) return 0;
  return round6(Math.min(maxRaise, -edge - 1e-3));
}
