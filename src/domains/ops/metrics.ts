import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Gauge, Registry } from 'prom-client';
import { FastCounter, FastHistogram } from './series.js';

/** Prometheus metrics of one app instance (its own registry, so tests can build many apps). */
export class Metrics {
  readonly registry = new Registry();
  readonly requests = new FastCounter(
    'vgate_http_requests_total',
    'HTTP requests answered, by route template, method and status.',
    ['route', 'method', 'status'],
    this.registry,
  );
  readonly duration = new FastHistogram(
    'vgate_http_request_duration_seconds',
    'HTTP request duration in seconds, by route template, method and status.',
    ['route', 'method', 'status'],
    [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    this.registry,
  );
  readonly upstreamLatency = new FastHistogram(
    'vgate_upstream_latency_seconds',
    'Upstream call duration in seconds, from sending to the whole answer (end of stream), by provider.',
    ['provider'],
    [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120],
    this.registry,
  );
  readonly upstreamTtft = new FastHistogram(
    'vgate_upstream_ttft_seconds',
    'Streamed upstream calls: seconds from sending to the first chunk, by provider.',
    ['provider'],
    [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    this.registry,
  );
  readonly tokens = new FastCounter(
    'vgate_tokens_total',
    'Tokens reported by upstream usage, by provider and direction (input or output).',
    ['provider', 'direction'],
    this.registry,
  );
  readonly verdicts = new FastCounter(
    'vgate_verdicts_total',
    'Gateway verdicts, by surface (prompt or output) and action (ALLOW, REDACT, BLOCK).',
    ['surface', 'action'],
    this.registry,
  );

  readonly verdictFlags = new FastCounter(
    'vgate_verdict_flags_total',
    'Flags raised by gateway verdicts, by surface (prompt or output) and flag.',
    ['surface', 'flag'],
    this.registry,
  );
  readonly cost = new FastCounter(
    'vgate_cost_micros_total',
    'Cost of hosted upstream calls in micro-units of the account currency, by provider.',
    ['provider'],
    this.registry,
  );
  readonly upstreamAttempts = new FastCounter(
    'vgate_upstream_attempts_total',
    'Upstream calls by provider and outcome (ok, http_error, transport_error), fallbacks included.',
    ['provider', 'outcome'],
    this.registry,
  );
  readonly usageDropped = new FastCounter(
    'vgate_usage_entries_dropped_total',
    'Pending usage entries given up, by reason (invalid: refused by the database; retries_exhausted).',
    ['reason'],
    this.registry,
  );

  constructor(opts: { defaultMetrics: boolean }) {
    if (opts.defaultMetrics) {
      collectDefaultMetrics({ register: this.registry, prefix: 'vgate_' });
      this.renameTotalGauges();
    }
  }

  /**
   * prom-client names three gauges `..._total`, a suffix Prometheus reserves for counters
   * (`promtool check metrics` fails on it): they are served as `..._current` instead.
   */
  private renameTotalGauges(): void {
    for (const what of ['handles', 'requests', 'resources']) {
      const old = `vgate_nodejs_active_${what}_total`;
      const metric = this.registry.getSingleMetric(old);
      if (!(metric instanceof Gauge)) continue;
      this.registry.removeSingleMetric(old);
      new Gauge({
        name: `vgate_nodejs_active_${what}_current`,
        help: `Number of active libuv ${what} now (all types).`,
        registers: [this.registry],
        async collect() {
          const value = (await metric.get()).values[0]?.value;
          if (value !== undefined) this.set(value);
        },
      });
    }
  }

  /**
   * Gauges of shared state, read when scraped: the self-defense mode and the age of the latest
   * signed audit checkpoint. A failed read keeps the previous value rather than failing the scrape.
   */
  watchState(src: {
    lockdown: () => Promise<boolean>;
    latestCheckpointAt: () => Promise<string | null>;
    now: () => number;
  }): void {
    new Gauge({
      name: 'vgate_self_defense_lockdown',
      help: '1 while runtime self-defense mode is in lockdown, else 0.',
      registers: [this.registry],
      async collect() {
        const on = await src.lockdown().catch(() => undefined);
        if (on !== undefined) this.set(on ? 1 : 0);
      },
    });
    new Gauge({
      name: 'vgate_audit_checkpoint_age_seconds',
      help: 'Seconds since the latest signed audit checkpoint; -1 before the first one.',
      registers: [this.registry],
      async collect() {
        const at = await src.latestCheckpointAt().catch(() => undefined);
        if (at === undefined) return;
        this.set(at === null ? -1 : Math.max(0, (src.now() - Date.parse(at)) / 1000));
      },
    });
  }

  install(app: FastifyInstance): void {
    app.addHook('onResponse', (req, reply, done) => {
      // Route templates, never raw URLs, so label cardinality stays bounded.
      const route = req.route?.url ?? 'unmatched';
      const status = String(reply.statusCode);
      this.requests.series(route, req.method, status).inc();
      this.duration.series(route, req.method, status).observe(reply.elapsedTime / 1000);
      done();
    });
  }
}
