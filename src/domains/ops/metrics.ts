import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Registry } from 'prom-client';
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

  constructor(opts: { defaultMetrics: boolean }) {
    if (opts.defaultMetrics) collectDefaultMetrics({ register: this.registry, prefix: 'vgate_' });
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
