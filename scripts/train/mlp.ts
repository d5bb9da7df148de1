import { foldVector, type SparseVector } from '../../src/detect/model/features.js';
import type { Random } from './random.js';

export { foldVector };

/** Hyper-parameters of {@link trainMlp}. */
export interface MlpOptions {
  /** log2 of the buckets (the 2^18 hashed features are folded by masking). */
  bits: number;
  hidden: number;
  epochs: number;
  learningRate: number;
  l2: number;
  activation: 'tanh' | 'relu';
  /** Also learn a linear (logistic) part next to the hidden layer. */
  skip: boolean;
  /** The classifier's short-text damping constant: the evidence is scaled by n / (n + damping). */
  damping: number;
  /** Embedding weights start uniform in [-initScale, initScale]. */
  initScale: number;
}

export interface TrainedMlp {
  bias: number;
  /** Bucket-major (bucket * hidden + unit). */
  embedding: Float32Array;
  hiddenBias: Float64Array;
  output: Float64Array;
  /** The linear part (all zero without `skip`). */
  linear: Float32Array;
}

/**
 * A one-hidden-layer network over hashed features: attack logit = bias + d * (output . act(hiddenBias
 * + E^T x) + linear . x), d = n / (n + damping), trained by AdaGrad SGD on the weighted log loss
 * (class-balanced unless `sampleWeights` is given), L2 on the touched embedding rows. The
 * pre-activations are linear in the features, so inference can sum them per text block.
 * Deterministic given the Random (fixed order of every floating-point operation).
 */
export function trainMlp(
  xs: readonly SparseVector[],
  ys: readonly number[],
  r: Random,
  opts: MlpOptions,
  sampleWeights?: readonly number[],
): TrainedMlp {
  const size = 1 << opts.bits;
  const H = opts.hidden;
  const relu = opts.activation === 'relu';
  const E = new Float32Array(size * H);
  for (let i = 0; i < E.length; i++) E[i] = (2 * r.next() - 1) * opts.initScale;
  const gE = new Float32Array(size * H).fill(1e-6);
  const L = new Float32Array(size);
  const gL = new Float32Array(size).fill(1e-6);
  const b1 = new Float64Array(H);
  const gb1 = new Float64Array(H).fill(1e-6);
  const v = new Float64Array(H);
  for (let j = 0; j < H; j++) v[j] = ((2 * r.next() - 1) * 2) / Math.sqrt(H);
  const gv = new Float64Array(H).fill(1e-6);
  let bias = 0;
  let gBias = 1e-6;
  const pos = ys.filter((y) => y === 1).length;
  const neg = ys.length - pos;
  const classWeight = (y: number) =>
    y === 1 ? ys.length / (2 * Math.max(1, pos)) : ys.length / (2 * Math.max(1, neg));
  const lr = opts.learningRate;
  const a = new Float64Array(H);
  const h = new Float64Array(H);
  const da = new Float64Array(H);
  const order = xs.map((_, i) => i);
  for (let epoch = 0; epoch < opts.epochs; epoch++) {
    r.shuffle(order);
    for (const i of order) {
      const x = xs[i];
      if (x === undefined) continue;
      const y = ys[i] ?? 0;
      const n = x.count ?? 0;
      const d = opts.damping > 0 ? n / (n + opts.damping) : 1;
      a.set(b1);
      let lin = 0;
      for (let k = 0; k < x.index.length; k++) {
        const f = x.index[k] ?? 0;
        const xv = x.value[k] ?? 0;
        const o = f * H;
        for (let j = 0; j < H; j++) a[j] = (a[j] ?? 0) + xv * (E[o + j] ?? 0);
        lin += xv * (L[f] ?? 0);
      }
      let out = lin;
      for (let j = 0; j < H; j++) {
        const hj = relu ? Math.max(0, a[j] ?? 0) : Math.tanh(a[j] ?? 0);
        h[j] = hj;
        out += (v[j] ?? 0) * hj;
      }
      const z = bias + d * out;
      const p = 1 / (1 + Math.exp(-z));
      const g = (p - y) * (sampleWeights?.[i] ?? classWeight(y));
      const gd = g * d;
      for (let j = 0; j < H; j++) {
        const hj = h[j] ?? 0;
        const deriv = relu ? (hj > 0 ? 1 : 0) : 1 - hj * hj;
        da[j] = gd * (v[j] ?? 0) * deriv;
        const grad = gd * hj;
        gv[j] = (gv[j] ?? 0) + grad * grad;
        v[j] = (v[j] ?? 0) - (lr * grad) / Math.sqrt(gv[j] ?? 1);
        const gb = da[j] ?? 0;
        gb1[j] = (gb1[j] ?? 0) + gb * gb;
        b1[j] = (b1[j] ?? 0) - (lr * gb) / Math.sqrt(gb1[j] ?? 1);
      }
      for (let k = 0; k < x.index.length; k++) {
        const f = x.index[k] ?? 0;
        const xv = x.value[k] ?? 0;
        const o = f * H;
        for (let j = 0; j < H; j++) {
          const e = E[o + j] ?? 0;
          const grad = (da[j] ?? 0) * xv + opts.l2 * e;
          const g2 = (gE[o + j] ?? 0) + grad * grad;
          gE[o + j] = g2;
          E[o + j] = e - (lr * grad) / Math.sqrt(g2);
        }
        if (opts.skip) {
          const w = L[f] ?? 0;
          const grad = gd * xv + opts.l2 * w;
          gL[f] = (gL[f] ?? 0) + grad * grad;
          L[f] = w - (lr * grad) / Math.sqrt(gL[f] ?? 1);
        }
      }
      gBias += g * g;
      bias -= (lr * g) / Math.sqrt(gBias);
    }
  }
  return { bias, embedding: E, hiddenBias: b1, output: v, linear: L };
}
