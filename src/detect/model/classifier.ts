import { decodeWordScores, type WordTable, wordBlockSums, wordWindowTerm } from '../harm/words.js';
import { ATTACK_MATCHER } from './attack-lexicon/index.js';
import { cjkBlockSums, cjkWindowTerm, decodeCjkWeights } from './cjk.js';
import type { ConceptHits } from './concept-matcher.js';
import { FEATURE_BITS, featureNorm, sumFeatures, sumFeaturesWide } from './features.js';
import { collapseRepeats, originalOffset } from './repeats.js';
import stored from './weights.json' with { type: 'json' };
import {
  decodeHead,
  decodeMatrix,
  lengthBucketOf,
  type PackedHeads,
  packHeads,
  type StoredHead,
  type StoredModel,
} from './weights-codec.js';

/** Output of the learned model for one text. */
export interface ModelScore {
  /** Probability that the text is an injection or jailbreak attempt. */
  attack: number;
  /** Given an attack, probability it is an injection (vs a jailbreak persona/role-play). */
  injection: number;
  /** Token-text range of the window that scored highest (the whole text when short). */
  start: number;
  end: number;
  /** Number of features of that window. */
  features: number;
}

/** Texts longer than this are also scored in windows, so one injection in a long document counts. */
const WHOLE_TEXT_CHARS = 4096;
/**
 * Shrinks the evidence of texts with few features toward the prior: z = bias + s * n / (n + K).
 * A five-word message has ~100 features and its few n-grams would otherwise swing the score.
 */
const SHORT_TEXT_DAMPING = 60;
export const BLOCK_SHIFT = 10;
const BLOCK = 1 << BLOCK_SHIFT;

/** Characters of token text a block holds: the unit of {@link blockSums} and of the windows. */
export const BLOCK_CHARS = BLOCK;

/**
 * The window `window` rates highest (by `logit`): the whole text, and for a text over 4 KB also
 * every window of two adjacent blocks (overlapping 2 KB windows), so that a payload in a long
 * document is not averaged away. Shared by the injection and harmful-content models.
 */
export function bestWindow<W>(
  textLength: number,
  blocks: number,
  window: (from: number, to: number) => W,
  logit: (w: W) => number,
): W {
  let best = window(0, blocks);
  if (textLength > WHOLE_TEXT_CHARS) {
    for (let b = 0; b + 1 < blocks; b++) {
      const w = window(b, b + 2);
      if (logit(w) > logit(best)) best = w;
    }
  }
  return best;
}

/** How much a window of `n` features counts: n / (n + K), toward the prior for short texts. */
export function damping(n: number): number {
  return n / (n + SHORT_TEXT_DAMPING);
}

/**
 * A third linear head summed in the same pass over the text (the harmful-content model's, see
 * {@link setThirdHead}): one more table read per feature instead of a second pass.
 */
let thirdHead: StoredHead | undefined;
/** The third head's width in bits (its own: the harm model may hash onto more buckets). */
let thirdBits = FEATURE_BITS;

/** The learned heads, decoded once. Replaceable in tests through {@link loadModel}. */
let model = load(stored as StoredModel);

interface LoadedModel {
  /** The stored document, kept so that a new third head can be packed beside its heads. */
  doc: StoredModel;
  attackBias: number;
  kindBias: number;
  /** Both heads packed for {@link sumFeatures}; unused by a model with a hidden layer. */
  heads: PackedHeads;
  trained: boolean;
  /** See {@link StoredModel.normPower}. */
  normPower: number;
  /** See {@link StoredModel.normCap}. */
  normCap: number;
  /** See {@link StoredModel.lengthOffsets}. */
  lengthOffsets: readonly number[] | undefined;
  /** The hidden layer, when the model has one. */
  mlp: LoadedMlp | undefined;
  /** The attack head's CJK bigram weights (times their value), when the model has them. */
  cjk: Float32Array | null;
  /** The attack head's concept weights (times their value), when the model has them. */
  concepts: Float64Array | null;
  /** The attack head's word scores, when the model has them, and their window power. */
  words: WordTable | null;
  wordPower: number;
}

interface LoadedMlp {
  mask: number;
  hidden: number;
  /** Weights per bucket: `hidden` embedding units, the linear attack weight, the kind weight. */
  stride: number;
  weights: Float32Array;
  hiddenBias: Float64Array;
  output: Float64Array;
  relu: boolean;
}

function load(doc: StoredModel): LoadedModel {
  if (doc.mlp !== undefined) return loadMlp(doc, doc.mlp);
  return {
    doc,
    attackBias: doc.heads.attack.bias,
    kindBias: doc.heads.kind.bias,
    heads: packHeads(doc.heads.attack, doc.heads.kind, 1 << FEATURE_BITS, thirdHead, 1 << thirdBits),
    trained: doc.heads.attack.weights.length > 0,
    normPower: doc.normPower ?? 0.5,
    normCap: doc.normCap ?? 0,
    lengthOffsets: doc.lengthOffsets,
    mlp: undefined,
    cjk: decodeCjkWeights(doc.cjk),
    concepts: doc.concepts === undefined ? null : Float64Array.from(doc.concepts),
    words: doc.words === undefined ? null : decodeWordScores(doc.words),
    wordPower: doc.words?.power ?? 0.5,
  };
}

function loadMlp(doc: StoredModel, mlp: NonNullable<StoredModel['mlp']>): LoadedModel {
  const size = 1 << doc.featureBits;
  const hidden = mlp.hidden;
  const stride = hidden + 2;
  const embedding = decodeMatrix(mlp.embedding, mlp.scales, size);
  const attack = decodeHead(doc.heads.attack, size).weights;
  const kind = decodeHead(doc.heads.kind, size).weights;
  const weights = new Float32Array(size * stride);
  for (let i = 0; i < size; i++) {
    for (let j = 0; j < hidden; j++) weights[i * stride + j] = embedding[i * hidden + j] ?? 0;
    weights[i * stride + hidden] = attack[i] ?? 0;
    weights[i * stride + hidden + 1] = kind[i] ?? 0;
  }
  return {
    doc,
    attackBias: doc.heads.attack.bias,
    kindBias: doc.heads.kind.bias,
    // The hidden-layer model has its own pass; the linear slots carry only the third head.
    heads: packHeads(NO_HEAD, NO_HEAD, 1 << FEATURE_BITS, thirdHead, 1 << thirdBits),
    trained: true,
    normPower: doc.normPower ?? 0.5,
    normCap: doc.normCap ?? 0,
    lengthOffsets: doc.lengthOffsets,
    mlp: {
      mask: size - 1,
      hidden,
      stride,
      weights,
      hiddenBias: Float64Array.from(mlp.hiddenBias),
      output: Float64Array.from(mlp.output),
      relu: mlp.activation === 'relu',
    },
    cjk: null,
    concepts: null,
    words: null,
    wordPower: 0.5,
  };
}

const NO_HEAD: StoredHead = { bias: 0, scale: 0, weights: '' };

/** Replaces the model (e.g. with freshly trained weights during evaluation). */
export function loadModel(doc: StoredModel): void {
  model = load(doc);
  passes = [];
}

/**
 * Sets the head summed beside the attack and kind heads (the harmful-content model's), over
 * 2^`bits` buckets: the same hashes as the others', more of their bits where it is wider.
 */
export function setThirdHead(head: StoredHead, bits = FEATURE_BITS): void {
  if (bits < FEATURE_BITS || bits > 24) throw new Error(`a third head of 2^${bits} buckets`);
  thirdHead = head;
  thirdBits = bits;
  model = load(model.doc);
  passes = [];
}

/** Per-block sums of one pass over a (collapsed) token text: the three linear heads and counts. */
export interface BlockSums {
  text: string;
  attack: Float64Array;
  kind: Float64Array;
  third: Float64Array;
  count: Uint32Array;
}

/**
 * The last two texts' passes, newest first: both models read a view's token text one after the
 * other, and the harm model reads a document's instruction lines in between (`harm/request-lines.ts`).
 */
let passes: BlockSums[] = [];

/**
 * The per-block sums of `text` (collapsed token text), 2^{@link BLOCK_SHIFT} characters a block:
 * the last two texts' are kept ({@link passes}). The arrays are shared: read, never write.
 */
export function blockSums(text: string): BlockSums {
  const kept = passes.find((p) => p.text === text);
  if (kept !== undefined) return kept;
  const blocks = Math.max(1, Math.ceil(text.length / BLOCK));
  const out = {
    text,
    attack: new Float64Array(blocks),
    kind: new Float64Array(blocks),
    third: new Float64Array(blocks),
    count: new Uint32Array(blocks),
  };
  sumFeatures(text, model.heads, BLOCK_SHIFT, out);
  passes = [out, ...passes.slice(0, 1)];
  return out;
}

/** Whether real weights are loaded (false with the untrained placeholder). */
export function isModelTrained(): boolean {
  return model.trained;
}

export const sigmoid = (z: number) => 1 / (1 + Math.exp(-z));

/** The inverse of {@link sigmoid}: a probability's log-odds. */
export const logit = (p: number) => Math.log(p / (1 - p));

/**
 * Scores token text with the attack head and the injection-vs-jailbreak head. Long texts are cut in
 * overlapping 2 KB windows and the most suspicious window wins, so a payload buried in a long
 * benign document is not averaged away.
 */
export function scoreTokens(input: string): ModelScore {
  const collapsed = collapseRepeats(input);
  const text = collapsed.text;
  const blocks = Math.max(1, Math.ceil(text.length / BLOCK));
  if (model.mlp !== undefined) return scoreMlp(collapsed, blocks, model.mlp);
  const { attack: sumA, kind: sumK, count } = blockSums(text);
  const cjk = model.cjk === null ? null : cjkBlockSums(text, model.cjk, BLOCK);
  const hits = model.concepts === null ? null : ATTACK_MATCHER.hits(text);
  const words = model.words === null ? null : wordBlockSums(text, model.words, BLOCK);
  const best = bestWindow(
    text.length,
    blocks,
    (from, to) => window(sumA, sumK, count, cjk, hits, words, from, to),
    (w) => w.za,
  );
  const start = originalOffset(collapsed, best.from * BLOCK);
  const end = originalOffset(collapsed, Math.min(text.length, best.to * BLOCK));
  return { attack: sigmoid(best.za), injection: sigmoid(best.zk), start, end, features: best.n };
}

function window(
  sumA: Float64Array,
  sumK: Float64Array,
  count: Uint32Array,
  cjk: ReturnType<typeof cjkBlockSums> | null,
  hits: ConceptHits | null,
  words: ReturnType<typeof wordBlockSums> | null,
  from: number,
  to: number,
) {
  let a = 0;
  let k = 0;
  let n = 0;
  for (let b = from; b < to; b++) {
    a += sumA[b] ?? 0;
    k += sumK[b] ?? 0;
    n += count[b] ?? 0;
  }
  const wordTerm = wordWindowTerm(words, from, to, model.wordPower);
  const cjkTerm = cjkWindowTerm(cjk, from, to);
  let conceptTerm = 0;
  if (hits !== null && model.concepts !== null)
    for (const f of ATTACK_MATCHER.present(hits, from * BLOCK, to * BLOCK))
      conceptTerm += model.concepts[f] ?? 0;
  const norm = featureNorm(n, model.normPower, model.normCap);
  const damp = damping(n);
  const offset = model.lengthOffsets === undefined ? 0 : (model.lengthOffsets[lengthBucketOf(n)] ?? 0);
  return {
    za: model.attackBias + offset + a * norm * damp + cjkTerm + conceptTerm + wordTerm,
    zk: model.kindBias + k * norm,
    from,
    to,
    n,
  };
}

function scoreMlp(collapsed: ReturnType<typeof collapseRepeats>, blocks: number, mlp: LoadedMlp): ModelScore {
  const text = collapsed.text;
  const sums = new Float64Array(blocks * mlp.stride);
  const count = new Uint32Array(blocks);
  sumFeaturesWide(text, mlp.weights, mlp.stride, mlp.mask, BLOCK_SHIFT, sums, count);
  const acc = new Float64Array(mlp.stride);
  const best = bestWindow(
    text.length,
    blocks,
    (from, to) => mlpWindow(sums, count, from, to, mlp, acc),
    (w) => w.za,
  );
  const start = originalOffset(collapsed, best.from * BLOCK);
  const end = originalOffset(collapsed, Math.min(text.length, best.to * BLOCK));
  return { attack: sigmoid(best.za), injection: sigmoid(best.zk), start, end, features: best.n };
}

/** Attack and kind logits of blocks [from, to) through the hidden layer (as training computes them). */
function mlpWindow(
  sums: Float64Array,
  count: Uint32Array,
  from: number,
  to: number,
  mlp: LoadedMlp,
  acc: Float64Array,
) {
  acc.fill(0);
  let n = 0;
  for (let b = from; b < to; b++) {
    for (let j = 0; j < mlp.stride; j++) acc[j] = (acc[j] ?? 0) + (sums[b * mlp.stride + j] ?? 0);
    n += count[b] ?? 0;
  }
  const norm = featureNorm(n, model.normPower, model.normCap);
  const damp = damping(n);
  let out = (acc[mlp.hidden] ?? 0) * norm;
  for (let j = 0; j < mlp.hidden; j++) {
    const a = (mlp.hiddenBias[j] ?? 0) + (acc[j] ?? 0) * norm;
    out += (mlp.output[j] ?? 0) * (mlp.relu ? Math.max(0, a) : Math.tanh(a));
  }
  const offset = model.lengthOffsets === undefined ? 0 : (model.lengthOffsets[lengthBucketOf(n)] ?? 0);
  const zk = model.kindBias + (acc[mlp.hidden + 1] ?? 0) * norm;
  return { za: model.attackBias + offset + out * damp, zk, from, to, n };
}
