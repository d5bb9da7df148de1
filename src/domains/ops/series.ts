import type { Registry } from 'prom-client';

/**
 * Counters and histograms for the request path, registered in a prom-client `Registry` (which
 * renders them beside the default metrics, in either exposition format). prom-client validates
 * and hashes a label object on every update of a labelled child, several times per gateway call;
 * here a series is found once per distinct label values and then updated in place.
 */

type Labels = Record<string, string | number>;

interface ExportedValue {
  labels: Labels;
  value: number;
  metricName?: string;
}

interface Exported {
  name: string;
  help: string;
  type: 'counter' | 'histogram';
  values: ExportedValue[];
  aggregator: 'sum';
}

abstract class LabelledMetric<S> {
  readonly aggregator = 'sum' as const;
  #series = new Map<string, S>();

  constructor(
    readonly name: string,
    readonly help: string,
    readonly labelNames: readonly string[],
    registry: Registry,
  ) {
    if (labelNames.length < 1 || labelNames.length > 3) throw new Error(`${name}: 1 to 3 labels`);
    registry.registerMetric(this as never);
  }

  /** The series of these label values, given in `labelNames` order. Keep it to update it. */
  series(a: string, b?: string, c?: string): S {
    const key = b === undefined ? a : c === undefined ? `${a}\u0000${b}` : `${a}\u0000${b}\u0000${c}`;
    let series = this.#series.get(key);
    if (series === undefined) {
      const values = [a, b, c];
      const labels: Record<string, string> = {};
      this.labelNames.forEach((name, i) => {
        labels[name] = values[i] ?? '';
      });
      series = this.create(labels);
      this.#series.set(key, series);
    }
    return series;
  }

  reset(): void {
    this.#series = new Map();
  }

  protected all(): S[] {
    return [...this.#series.values()];
  }

  protected abstract create(labels: Record<string, string>): S;
}

export class CounterSeries {
  value = 0;

  constructor(readonly labels: Record<string, string>) {}

  inc(by = 1): void {
    this.value += by;
  }
}

export class FastCounter extends LabelledMetric<CounterSeries> {
  readonly type = 'counter' as const;

  protected create(labels: Record<string, string>): CounterSeries {
    return new CounterSeries(labels);
  }

  async get(): Promise<Exported> {
    const values = this.all().map((s) => ({ labels: s.labels, value: s.value }));
    return { name: this.name, help: this.help, type: this.type, values, aggregator: this.aggregator };
  }
}

export class HistogramSeries {
  readonly counts: number[];
  sum = 0;
  count = 0;

  constructor(
    readonly labels: Record<string, string>,
    private readonly buckets: readonly number[],
  ) {
    this.counts = new Array<number>(buckets.length).fill(0);
  }

  observe(value: number): void {
    this.sum += value;
    this.count += 1;
    for (let i = 0; i < this.buckets.length; i += 1) {
      if (value <= (this.buckets[i] as number)) {
        this.counts[i] = (this.counts[i] as number) + 1;
        return;
      }
    }
  }
}

export class FastHistogram extends LabelledMetric<HistogramSeries> {
  readonly type = 'histogram' as const;

  constructor(
    name: string,
    help: string,
    labelNames: readonly string[],
    private readonly buckets: readonly number[],
    registry: Registry,
  ) {
    super(name, help, labelNames, registry);
  }

  protected create(labels: Record<string, string>): HistogramSeries {
    return new HistogramSeries(labels, this.buckets);
  }

  async get(): Promise<Exported> {
    const values: ExportedValue[] = [];
    for (const s of this.all()) {
      let cumulative = 0;
      this.buckets.forEach((le, i) => {
        cumulative += s.counts[i] ?? 0;
        values.push({ metricName: `${this.name}_bucket`, labels: { le, ...s.labels }, value: cumulative });
      });
      values.push({ metricName: `${this.name}_bucket`, labels: { le: '+Inf', ...s.labels }, value: s.count });
      values.push({ metricName: `${this.name}_sum`, labels: s.labels, value: s.sum });
      values.push({ metricName: `${this.name}_count`, labels: s.labels, value: s.count });
    }
    return { name: this.name, help: this.help, type: this.type, values, aggregator: this.aggregator };
  }
}
