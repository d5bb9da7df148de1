import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { Metrics } from '../../src/domains/ops/metrics.js';
import { buildTestApp } from '../helpers/app.js';

const promtool = spawnSync('promtool', ['--version']).status === 0;

function check(text: string) {
  return spawnSync('promtool', ['check', 'metrics'], { input: text, encoding: 'utf8' });
}

/** `promtool check metrics` on what /v1/metrics serves (CI installs promtool; skipped without it). */
describe.skipIf(!promtool)('metrics pass promtool check metrics', () => {
  it('with the process and runtime metrics a server exports', async () => {
    const metrics = new Metrics({ defaultMetrics: true });
    const text = await metrics.registry.metrics();
    expect(text).toContain('vgate_nodejs_active_handles_current');
    expect(text).not.toMatch(/^# TYPE \S+_total gauge$/m);
    const result = check(text);
    expect(result.stdout + result.stderr).toBe('');
    expect(result.status).toBe(0);
  });

  it('as served, after traffic', async () => {
    const t = await buildTestApp();
    try {
      await t.app.inject({ method: 'GET', url: '/v1/health' });
      await t.app.inject({
        method: 'POST',
        url: '/v1/scan',
        headers: t.auth(t.acmeKey),
        payload: { input: 'hi' },
      });
      const res = await t.app.inject({ method: 'GET', url: '/v1/metrics' });
      expect(res.headers['content-type']).toMatch(/^text\/plain/);
      const result = check(res.body);
      expect(result.stdout + result.stderr).toBe('');
      expect(result.status).toBe(0);
    } finally {
      await t.close();
    }
  });
});
