import type { SparseVector } from '../../src/detect/model/features.js';
import type { Random } from './random.js';

/** Hyper-parameters of {@link trainLogistic}. */
export interface TrainOptions {
  size: number;
  epochs: number;
  learningRate: number;
  l2: number;
}

/** The class-balanced weight of a label among `ys`: each class weighs half of all examples. */
export function classWeights(ys: readonly number[]): (y: number) => number {
  const pos = ys.filter((y) => y === 1).length;
  const neg = ys.length - pos;
  return (y) => (y === 1 ? ys.length / (2 * Math.max(1, pos)) : ys.length / (2 * Math.max(1, neg)));
}

/**
 * L2-regularised logistic regression by AdaGrad SGD over sparse vectors, with class-balanced
 * sample weights (attacks are the minority) unless `sampleWeights` gives each example its own. Regularisation is applied to the features an example
 * touches, the usual sparse approximation. Deterministic given the Random.
 */
export function trainLogistic(
  xs: readonly SparseVector[],
  ys: readonly number[],
  r: Random,
  opts: TrainOptions,
  sampleWeights?: readonly number[],
): { bias: number; weights: Float32Array } {
  const w = new Float32Array(opts.size);
  const g2 = new Float32Array(opts.size).fill(1e-6);
  let bias = 0;
  let biasG2 = 1e-6;
  const classWeight = classWeights(ys);
  const weightOf = (y: number, i: number) => sampleWeights?.[i] ?? classWeight(y);
  const order = xs.map((_, i) => i);
  for (let epoch = 0; epoch < opts.epochs; epoch++) {
    r.shuffle(order);
    for (const i of order) {
      const x = xs[i];
      const y = ys[i] ?? 0;
      if (x === undefined) continue;
      let z = bias;
      for (let k = 0; k < x.index.length; k++) z += (w[x.index[k] ?? 0] ?? 0) * (x.value[k] ?? 0);
      const p = 1 / (1 + Math.exp(-z));
      const g = (p - y) * weightOf(y, i);
      for (let k = 0; k < x.index.length; k++) {
        const j = x.index[k] ?? 0;
        const wj = w[j] ?? 0;
        const grad = g * (x.value[k] ?? 0) + opts.l2 * wj;
        g2[j] = (g2[j] ?? 0) + grad * grad;
        w[j] = wj - (opts.learningRate * grad) / Math.sqrt(g2[j] ?? 1);
      }
      biasG2 += g * g;
      bias -= (opts.learningRate * g) / Math.sqrt(biasG2);
    }
  }
  return { bias, weights: w };
}

/** Probability of the positive class for one vector. */
export function predict(model: { bias: number; weights: Float32Array }, x: SparseVector): number {
  let z = model.bias;
  for (let k = 0; k < x.index.length; k++) z += (model.weights[x.index[k] ?? 0] ?? 0) * (x.value[k] ?? 0);
  return 1 / (1 + Math.exp(-z));
}
