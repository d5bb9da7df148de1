import type { SparseVector } from '../../src/detect/model/features.js';
import { Random } from './random.js';

/** Hyper-parameters of {@link trainLogistic}. */
export interface TrainOptions {
  size: number;
  epochs: number;
  learningRate: number;
  l2: number;
  /**
   * Input dropout (0: none): in each epoch every feature of an example is left out with this
   * probability and the rest scaled up to match, so no few n-grams of one source's style carry a
   * class alone. Its draws come from a generator of their own, so the order of examples is the same.
   */
  dropout?: number;
  /**
   * Group reweighting (0: none), after group DRO: after each epoch every group's examples weigh
   * exp(dro * (its mean loss - the mean loss)) times their weight, renormalised, so the groups the
   * model fits worst (a source's harmless rows, another's harmful ones) weigh more in the next.
   */
  dro?: number;
  /** The group of each example (with `dro`). */
  groups?: readonly number[];
  /**
   * A gate (the harm model's request gate): each example's gate vector (null: not gated), over
   * `gateSize` features. The probability is then σ(z)·σ(u), u the gate's logit, its weights
   * starting at 0 and its bias at `gateBias` (open); both are trained by the same AdaGrad steps.
   */
  gates?: readonly (SparseVector | null)[];
  gateSize?: number;
  gateBias?: number;
}

/** A gate's weights, as {@link trainLogistic} learned them. */
export interface Gate {
  bias: number;
  weights: Float32Array;
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
): { bias: number; weights: Float32Array; gate: Gate | null } {
  const w = new Float32Array(opts.size);
  const g2 = new Float32Array(opts.size).fill(1e-6);
  let bias = 0;
  let biasG2 = 1e-6;
  const classWeight = classWeights(ys);
  const weightOf = (y: number, i: number) => sampleWeights?.[i] ?? classWeight(y);
  const order = xs.map((_, i) => i);
  const drops = new RandomDrops(opts.dropout ?? 0);
  const reweight = new GroupReweighting(opts.dro ?? 0, opts.groups);
  const gate = new GateHead(opts);
  for (let epoch = 0; epoch < opts.epochs; epoch++) {
    r.shuffle(order);
    for (const i of order) {
      const x = xs[i];
      const y = ys[i] ?? 0;
      if (x === undefined) continue;
      const keep = drops.mask(x.index.length);
      let z = bias;
      for (let k = 0; k < x.index.length; k++)
        if (keep === null || keep[k] === 1) z += (w[x.index[k] ?? 0] ?? 0) * (x.value[k] ?? 0) * drops.scale;
      const u = gate.logit(i);
      const p = u === null ? 1 / (1 + Math.exp(-z)) : (1 / (1 + Math.exp(-z))) * (1 / (1 + Math.exp(-u)));
      reweight.record(i, p, y, weightOf(y, i));
      // With a gate, d loss / dz = (1 - σ(z)) * (y ? -1 : p / (1 - p)), and the same in u for the gate.
      const weight = weightOf(y, i) * reweight.factor(i);
      const g = (u === null ? p - y : gate.grad(z, p, y)) * weight;
      if (u !== null) gate.step(i, gate.grad(u, p, y) * weight);
      adagradStep(w, g2, x, g, opts, keep, drops.scale);
      biasG2 += g * g;
      bias -= (opts.learningRate * g) / Math.sqrt(biasG2);
    }
    reweight.endEpoch();
  }
  return { bias, weights: w, gate: gate.result() };
}

/**
 * One AdaGrad step on the weights `x` touches, at loss gradient `g` per unit of feature value (the
 * features `keep` leaves out, under dropout, untouched; the rest scaled by `scale`), with L2 on them.
 */
function adagradStep(
  w: Float32Array,
  g2: Float32Array,
  x: SparseVector,
  g: number,
  opts: { learningRate: number; l2: number },
  keep: Uint8Array | null,
  scale: number,
): void {
  for (let k = 0; k < x.index.length; k++) {
    if (keep !== null && keep[k] === 0) continue;
    const j = x.index[k] ?? 0;
    const wj = w[j] ?? 0;
    const grad = g * (x.value[k] ?? 0) * scale + opts.l2 * wj;
    g2[j] = (g2[j] ?? 0) + grad * grad;
    w[j] = wj - (opts.learningRate * grad) / Math.sqrt(g2[j] ?? 1);
  }
}

/** The gate's weights and its AdaGrad state; a head that reads nothing without `opts.gates`. */
class GateHead {
  private readonly w: Float32Array;
  private readonly g2: Float32Array;
  private bias: number;
  private biasG2 = 1e-6;

  constructor(private readonly opts: TrainOptions) {
    const size = opts.gates === undefined ? 0 : (opts.gateSize ?? 0);
    this.w = new Float32Array(size);
    this.g2 = new Float32Array(size).fill(1e-6);
    this.bias = opts.gateBias ?? 0;
  }

  /** Example i's gate logit; null where it is not gated. */
  logit(i: number): number | null {
    const x = this.opts.gates?.[i];
    if (x === undefined || x === null) return null;
    let u = this.bias;
    for (let k = 0; k < x.index.length; k++) u += (this.w[x.index[k] ?? 0] ?? 0) * (x.value[k] ?? 0);
    return u;
  }

  /** d loss / d logit for one factor σ(logit) of p = σ(z)·σ(u), at label y. */
  grad(logit: number, p: number, y: number): number {
    const s = 1 / (1 + Math.exp(-logit));
    return y === 1 ? -(1 - s) : (p / Math.max(1e-9, 1 - p)) * (1 - s);
  }

  step(i: number, g: number): void {
    const x = this.opts.gates?.[i];
    if (x === undefined || x === null) return;
    adagradStep(this.w, this.g2, x, g, this.opts, null, 1);
    this.biasG2 += g * g;
    this.bias -= (this.opts.learningRate * g) / Math.sqrt(this.biasG2);
  }

  result(): Gate | null {
    return this.opts.gates === undefined ? null : { bias: this.bias, weights: this.w };
  }
}

/** The features kept in one pass over an example under input dropout (null: all of them). */
class RandomDrops {
  private readonly r = new Random(0x5eed);
  private buffer = new Uint8Array(64);
  readonly scale: number;

  constructor(private readonly rate: number) {
    this.scale = rate > 0 ? 1 / (1 - rate) : 1;
  }

  mask(n: number): Uint8Array | null {
    if (this.rate <= 0) return null;
    if (this.buffer.length < n) this.buffer = new Uint8Array(n * 2);
    for (let k = 0; k < n; k++) this.buffer[k] = this.r.next() < this.rate ? 0 : 1;
    return this.buffer;
  }
}

/** Group DRO's weights: each group's mean loss in the last epoch, turned into a factor per example. */
class GroupReweighting {
  private readonly loss = new Map<number, number>();
  private readonly mass = new Map<number, number>();
  private factors = new Map<number, number>();

  constructor(
    private readonly eta: number,
    private readonly groups: readonly number[] | undefined,
  ) {}

  /** Example i's log loss at probability p of its label y, weighing `weight`. */
  record(i: number, p: number, y: number, weight: number): void {
    if (this.eta === 0 || this.groups === undefined) return;
    const loss = -Math.log(Math.max(y === 1 ? p : 1 - p, 1e-12));
    const g = this.groups[i] ?? 0;
    this.loss.set(g, (this.loss.get(g) ?? 0) + loss * weight);
    this.mass.set(g, (this.mass.get(g) ?? 0) + weight);
  }

  factor(i: number): number {
    if (this.groups === undefined) return 1;
    return this.factors.get(this.groups[i] ?? 0) ?? 1;
  }

  endEpoch(): void {
    if (this.eta === 0 || this.groups === undefined) return;
    const mean = new Map<number, number>();
    let all = 0;
    let total = 0;
    for (const [g, m] of this.mass) {
      mean.set(g, (this.loss.get(g) ?? 0) / m);
      all += this.loss.get(g) ?? 0;
      total += m;
    }
    const avg = all / total;
    const raw = new Map<number, number>();
    let norm = 0;
    for (const [g, l] of mean) {
      const f = Math.exp(this.eta * (l - avg));
      raw.set(g, f);
      norm += f * (this.mass.get(g) ?? 0);
    }
    this.factors = new Map([...raw].map(([g, f]) => [g, (f * total) / norm]));
    this.loss.clear();
    this.mass.clear();
  }
}

/** Probability of the positive class for one vector. */
export function predict(model: { bias: number; weights: Float32Array }, x: SparseVector): number {
  let z = model.bias;
  for (let k = 0; k < x.index.length; k++) z += (model.weights[x.index[k] ?? 0] ?? 0) * (x.value[k] ?? 0);
  return 1 / (1 + Math.exp(-z));
}
