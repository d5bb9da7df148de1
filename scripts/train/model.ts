import { FEATURE_BITS, type SparseVector, vectorize } from '../../src/detect/model/features.js';
import { collapseRepeats } from '../../src/detect/model/repeats.js';
import { encodeHead, type StoredModel } from '../../src/detect/model/weights-codec.js';
import { normalize } from '../../src/detect/normalize/pipeline.js';
import { toTokenText } from '../../src/detect/normalize/token-text.js';
import { trainLogistic } from './logistic.js';
import { Random } from './random.js';
import type { Example } from './synthetic-attacks.js';

/** Exactly the text the classifier sees at inference: folded, token text of the input view. */
export function featurize(text: string): SparseVector {
  const view = normalize(text).views[0];
  return vectorize(view === undefined ? '' : collapseRepeats(toTokenText(view.folded).view.text).text);
}

/** Hyper-parameters shared by `npm run train` and the leave-one-source-out evaluation. */
export const TRAINING = {
  epochs: Number(process.env.VGATE_TRAIN_EPOCHS ?? 12),
  learningRate: 0.2,
  l2: Number(process.env.VGATE_TRAIN_L2 ?? 1e-4),
} as const;

/**
 * Trains both heads on `examples` (with their precomputed vectors) and returns the stored model.
 * Deterministic: the only randomness is the seeded shuffle of SGD.
 */
export function trainModel(
  examples: readonly Example[],
  xs: readonly SparseVector[],
  seed: number,
  trainedOn: string,
): StoredModel {
  const r = new Random(seed);
  const opts = { size: 1 << FEATURE_BITS, ...TRAINING };
  const attack = trainLogistic(
    xs,
    examples.map((e) => e.label),
    r,
    opts,
  );
  const attackIdx = examples.flatMap((e, i) => (e.label === 1 ? [i] : []));
  const kind = trainLogistic(
    attackIdx.map((i) => xs[i] as SparseVector),
    attackIdx.map((i) => (examples[i]?.kind === 'injection' ? 1 : 0)),
    r,
    opts,
  );
  return {
    format: 'vgate-hashed-logreg-1',
    featureBits: FEATURE_BITS,
    trainedOn,
    heads: { attack: encodeHead(attack.bias, attack.weights), kind: encodeHead(kind.bias, kind.weights) },
  };
}
