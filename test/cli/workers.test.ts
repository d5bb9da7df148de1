import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Agent, request } from 'undici';
import { afterAll, describe, expect, it } from 'vitest';
import { startServer, waitFor } from '../helpers/process.js';

const ADMIN = 'vg_workers_test_platform_key_0123456789';
const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

/** The pids of a process's Node children (the cluster's workers; not tsx's esbuild service). */
function children(pid: number): number[] {
  try {
    return execFileSync('ps', ['-o', 'pid=,comm=', '--ppid', String(pid)], { encoding: 'utf8' })
      .split('\n')
      .map((l) => l.trim().split(/\s+/))
      .filter(([, comm]) => comm === 'node')
      .map(([n]) => Number(n));
  } catch {
    return []; // ps exits 1 when there are none
  }
}

describe('vgate serve with several workers', () => {
  it('shares one port and one rate limit, restarts a dead worker, and drains every worker on SIGTERM', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'vgate-workers-'));
    dirs.push(dataDir);
    const p = startServer({
      VGATE_DATA_DIR: dataDir,
      VGATE_WORKERS: '2',
      VGATE_ADMIN_KEY: ADMIN,
      VGATE_LOG_LEVEL: 'info',
    });
    const base = await p.ready(60_000);
    expect(p.output()).toContain('2 workers');
    const pid = p.child.pid as number;
    expect(children(pid)).toHaveLength(2);

    const created = await fetch(`${base}/v1/admin/keys`, {
      method: 'POST',
      headers: { authorization: `Bearer ${ADMIN}`, 'content-type': 'application/json' },
      body: JSON.stringify({ tenant_id: 'acme', tier: 'pro', rate_limit_per_min: 10 }),
    });
    expect(created.status).toBe(200);
    const { key } = (await created.json()) as { key: string };

    // Many connections, so that both workers take requests; together they admit exactly 10.
    const agent = new Agent({ connections: 16, pipelining: 0 });
    const statuses = await Promise.all(
      Array.from({ length: 30 }, () =>
        request(`${base}/v1/usage`, { dispatcher: agent, headers: { authorization: `Bearer ${key}` } }).then(
          async (r) => {
            await r.body.dump();
            return r.statusCode;
          },
        ),
      ),
    );
    await agent.close();
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(20);
    const servedBy = new Set(
      [...p.output().matchAll(/"pid":(\d+)[^\n]*"path":"\/v1\/usage"/g)].map((m) => m[1]),
    );
    expect(servedBy.size).toBe(2);

    const [victim] = children(pid) as [number];
    process.kill(victim, 'SIGKILL');
    await waitFor(() => /exited \(SIGKILL\); starting a new one/.test(p.output()), 20_000);
    await waitFor(() => children(pid).length === 2 && !children(pid).includes(victim), 60_000);
    const health = await fetch(`${base}/v1/health`);
    expect(health.status).toBe(200);

    const workers = children(pid);
    p.child.kill('SIGTERM');
    expect(await p.exited).toBe(0);
    expect(p.output()).toContain('all workers stopped');
    for (const w of workers) expect(() => process.kill(w, 0)).toThrow();
  }, 180_000);
});
