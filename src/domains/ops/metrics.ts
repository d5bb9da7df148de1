import type { FastifyInstance } from 'fastify';
import { Counter, collectDefaultMetrics, Histogram, Registry } from 'prom-client';

/** Prometheus metrics of one app instance (its own registry, so tests can build many apps). */
export class Metrics {
  readonly registry = new Registry();
  readonly requests = new Counter({
    name: 'vgate_http_requests_total',
    help: 'HTTP requests answered, by route template, method and status.',
    labelNames: ['route', 'method', 'status'] as const,
    registers: [this.registry],
  });
  readonly duration = new Histogram({
    name: 'vgate_http_request_duration_seconds',
    help: 'HTTP request duration in seconds, by route template, method and status.',
    labelNames: ['route', 'method', 'status'] as const,
    buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers: [this.registry],
  });

  readonly upstreamLatency = new Histogram({
    name: 'vgate_upstream_latency_seconds',
    help: 'Upstream call duration in seconds, from sending to the whole answer (end of stream), by provider.',
    labelNames: ['provider'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120],
    registers: [this.registry],
  });
  readonly upstreamTtft = new Histogram({
    name: 'vgate_upstream_ttft_seconds',
    help: 'Streamed upstream calls: seconds from sending to the first chunk, by provider.',
    labelNames: ['provider'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers: [this.registry],
  });
  readonly tokens = new Counter({
    name: 'vgate_tokens_total',
    help: 'Tokens reported by upstream usage, by provider and direction (input or output).',
    labelNames: ['provider', 'direction'] as const,
    registers: [this.registry],
  });
  readonly verdicts = new Counter({
    name: 'vgate_verdicts_total',
    help: 'Gateway verdicts, by surface (prompt or output) and action (ALLOW, REDACT, BLOCK).',
    labelNames: ['surface', 'action'] as const,
    registers: [this.registry],
  });

  constructor(opts: { defaultMetrics: boolean }) {
    if (opts.defaultMetrics) collectDefaultMetrics({ register: this.registry, prefix: 'vgate_' });
  }

  /** Labelled children per (route, method, status): resolving label values is the costly part. */
  private readonly httpChildren = new Map<
    string,
    { count: { inc(): void }; time: { observe(v: number): void } }
  >();

  private readonly children = new WeakMap<object, Map<string, unknown>>();

  /**
   * The child of `metric` for these label values (in `labelNames` order), resolved once: the
   * gateway counts several labelled metrics per request.
   */
  child(metric: Counter<string>, ...values: string[]): Counter.Internal;
  child(metric: Histogram<string>, ...values: string[]): Histogram.Internal<string>;
  child(metric: Counter<string> | Histogram<string>, ...values: string[]): unknown {
    let byValues = this.children.get(metric);
    if (byValues === undefined) {
      byValues = new Map();
      this.children.set(metric, byValues);
    }
    const key = values.join('\u0000');
    let child = byValues.get(key);
    if (child === undefined) {
      child = metric.labels(...values);
      byValues.set(key, child);
    }
    return child;
  }

  install(app: FastifyInstance): void {
    app.addHook('onResponse', (req, reply, done) => {
      // Route templates, never raw URLs, so label cardinality stays bounded.
      const route = req.route?.url ?? 'unmatched';
      const key = `${route} ${req.method} ${reply.statusCode}`;
      let child = this.httpChildren.get(key);
      if (!child) {
        const labels = { route, method: req.method, status: String(reply.statusCode) };
        child = { count: this.requests.labels(labels), time: this.duration.labels(labels) };
        this.httpChildren.set(key, child);
      }
      child.count.inc();
      child.time.observe(reply.elapsedTime / 1000);
      done();
    });
  }
}
