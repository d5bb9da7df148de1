import { Histogram, Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { FastCounter, FastHistogram } from '../../src/domains/ops/series.js';

describe('request-path metric series', () => {
  it('expose counters per label values', async () => {
    const registry = new Registry();
    const c = new FastCounter('t_calls_total', 'Calls.', ['surface', 'action'], registry);
    c.series('prompt', 'ALLOW').inc();
    c.series('prompt', 'ALLOW').inc(2);
    c.series('output', 'BLOCK').inc();
    const text = await registry.metrics();
    expect(text).toContain('# TYPE t_calls_total counter');
    expect(text).toContain('t_calls_total{surface="prompt",action="ALLOW"} 3');
    expect(text).toContain('t_calls_total{surface="output",action="BLOCK"} 1');
    registry.resetMetrics();
    expect(await registry.metrics()).not.toContain('t_calls_total{');
  });

  it('expose histograms exactly as prom-client does', async () => {
    const buckets = [0.01, 0.1, 1];
    const ours = new Registry();
    const theirs = new Registry();
    const fast = new FastHistogram('t_latency_seconds', 'Latency.', ['provider'], buckets, ours);
    const reference = new Histogram({
      name: 't_latency_seconds',
      help: 'Latency.',
      labelNames: ['provider'],
      buckets,
      registers: [theirs],
    });
    for (const [provider, v] of [
      ['a', 0.005],
      ['a', 0.05],
      ['a', 5],
      ['b', 0.1],
    ] as const) {
      fast.series(provider).observe(v);
      reference.observe({ provider }, v);
    }
    expect(await ours.metrics()).toBe(await theirs.metrics());
  });
});
