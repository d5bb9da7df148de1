import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type UsageEntry, UsageMeter } from '../../src/domains/gateway/usage.js';
import { buildTestApp, describeEngines, type TestApp } from '../helpers/app.js';

/**
 * One tenant's bad usage entry never blocks another's: the database refuses it, it is dropped
 * with a metric, and every usage read keeps answering.
 */

const day = new Date().toISOString().slice(0, 10);
const entry = (tenantId: string, model: string, tokens = 10): UsageEntry => ({
  tenantId,
  day,
  model,
  inputTokens: tokens,
  outputTokens: tokens,
  costMicros: 0,
});

describeEngines('usage buffer under hostile entries (%s)', (engine) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await buildTestApp({ engine });
  });
  afterEach(() => t.close());

  const usage = async (key: string, path = '/v1/usage') => {
    const res = await t.app.inject({ method: 'GET', url: path, headers: t.auth(key) });
    return { status: res.statusCode, body: res.json() as { data: { model: string; requests: number }[] } };
  };

  it('drops an entry the database refuses and keeps serving every tenant', async () => {
    // NaN tokens are refused by both engines (NOT NULL / bigint); a NUL in text by PostgreSQL.
    t.ctx.usage.add(entry('acme', 'mock/poison', Number.NaN));
    if (engine === 'postgres') t.ctx.usage.add(entry('acme', 'mock/nul\u0000model'));
    t.ctx.usage.add(entry('globex', 'mock/fine'));
    const globex = await usage(t.globexKey);
    expect(globex.status).toBe(200);
    expect(globex.body.data).toEqual([expect.objectContaining({ model: 'mock/fine', requests: 1 })]);
    expect((await usage(t.acmeKey)).status).toBe(200);
    expect((await usage(t.platformKey, '/v1/admin/usage')).status).toBe(200);
    // Dropped, not retried: a later entry of the same tenant is written normally.
    t.ctx.usage.add(entry('acme', 'mock/later'));
    const acme = await usage(t.acmeKey);
    expect(acme.body.data.map((r) => r.model)).toEqual(['mock/later']);
    const metrics = await t.ctx.metrics.registry.metrics();
    const dropped = engine === 'postgres' ? 2 : 1;
    expect(metrics).toContain(`vgate_usage_entries_dropped_total{reason="invalid"} ${dropped}`);
  });
});

describe('usage buffer when the database keeps failing', () => {
  it('gives an entry up after its attempts, never rejecting a flush', async () => {
    const t = await buildTestApp();
    const dropped: string[] = [];
    const meter = new UsageMeter(t.ctx.db.db, {
      flushMs: 60_000,
      maxAttempts: 2,
      onDropped: (e, reason) => dropped.push(`${e.tenantId}:${reason}`),
    });
    await t.close(); // the database is gone: every write fails, with no SQL error code
    await meter.add(entry('acme', 'mock/a')); // resolves after its first write failed
    expect(dropped).toEqual([]);
    // Later calls do not spend the failed entry's attempts: only timed (or explicit) flushes do.
    await meter.add(entry('acme', 'mock/a'));
    expect(dropped).toEqual([]);
    await meter.flush();
    expect(dropped).toEqual(['acme:retries_exhausted']);
    await meter.close();
  });
});
