import { spawn, spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_REDIS_URL } from '../helpers/app.js';
import { type MockUpstream, openAiCompletion } from '../helpers/mock-upstream.js';
import { type ServerProcess, serverFixture, startServer } from '../helpers/process.js';

/**
 * The multi-instance recipe of deploy/compose.yaml, as processes where containers cannot run
 * here: two gateway instances on PostgreSQL and Redis behind HAProxy, configured by
 * deploy/haproxy.cfg itself (only its server lines and listen address are rewritten: Docker's
 * DNS is not here). Through the load balancer: one rate-limit budget per key across instances, a
 * revoked key refused by every instance within the documented bound (VGATE_KEY_CACHE_MS), one
 * upstream call for a raced project-chat turn, and an instance stopped under load with no request
 * lost (HAProxy takes it out on its readiness while it still serves).
 *
 * Needs haproxy, VGATE_TEST_DATABASE_URL and VGATE_TEST_REDIS_URL; skipped otherwise.
 */

const ROOT = path.resolve(import.meta.dirname, '../..');
const ADMIN = 'vg_topology_test_admin_key_0123456789ab';
const KEY_CACHE_MS = 2000;
const hasHaproxy = spawnSync('sh', ['-c', 'command -v haproxy']).status === 0;
const runs = hasHaproxy && !!process.env['VGATE_TEST_DATABASE_URL'] && !!TEST_REDIS_URL;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });
}

/** deploy/haproxy.cfg with the two instances as its servers and a local listen address. */
async function haproxyConfig(dir: string, lbPort: number, bases: string[]): Promise<string> {
  let cfg = readFileSync(path.join(ROOT, 'deploy/haproxy.cfg'), 'utf8');
  const template = /^\s*server-template .*$/m;
  expect(cfg).toMatch(template);
  const servers = bases.map((b, i) => `    server gw${i + 1} ${new URL(b).host} check`).join('\n');
  cfg = cfg
    .replace(template, servers)
    .replace(/^resolvers docker\n(?:[ \t]+.*\n)+/m, '')
    .replace(/^(\s*bind) :8080$/m, `$1 127.0.0.1:${lbPort}`);
  const file = path.join(dir, 'haproxy.cfg');
  writeFileSync(file, cfg);
  const check = spawnSync('haproxy', ['-c', '-f', file], { encoding: 'utf8' });
  expect(check.status, check.stdout + check.stderr).toBe(0);
  return file;
}

describe.skipIf(!runs)('two instances on PostgreSQL and Redis behind HAProxy (deploy/haproxy.cfg)', () => {
  let up: MockUpstream;
  let close = async () => {};
  const procs: ServerProcess[] = [];
  let bases: string[] = [];
  let lb = '';
  let haproxy: ReturnType<typeof spawn> | null = null;
  let haproxyLog = '';

  beforeAll(async () => {
    let dir: string;
    let env: Record<string, string>;
    ({ up, dir, env, close } = await serverFixture('topology', 'postgres', {
      VGATE_ADMIN_KEY: ADMIN,
      VGATE_REDIS_URL: TEST_REDIS_URL ?? '',
      VGATE_KEY_CACHE_MS: String(KEY_CACHE_MS),
      VGATE_LOG_LEVEL: 'info',
      // As in deploy/compose.yaml: longer than HAProxy's fall x inter (2 x 2 s).
      VGATE_SHUTDOWN_DELAY_MS: '5000',
      VGATE_DRAIN_TIMEOUT_MS: '20000',
    }));
    for (let i = 0; i < 2; i += 1) procs.push(startServer(env));
    bases = await Promise.all(procs.map((p) => p.ready(120_000)));
    const lbPort = await freePort();
    const cfg = await haproxyConfig(dir, lbPort, bases);
    haproxy = spawn('haproxy', ['-db', '-f', cfg], { stdio: ['ignore', 'pipe', 'pipe'] });
    haproxy.stdout?.on('data', (d: Buffer) => {
      haproxyLog += d.toString();
    });
    haproxy.stderr?.on('data', (d: Buffer) => {
      haproxyLog += d.toString();
    });
    lb = `http://127.0.0.1:${lbPort}`;
    // The load balancer answers once it is up (servers start in service and are then checked).
    const until = Date.now() + 20_000;
    while (
      !(await fetch(`${lb}/v1/health`)
        .then((r) => r.ok)
        .catch(() => false))
    ) {
      if (Date.now() > until || haproxy.exitCode !== null)
        throw new Error(`load balancer not answering:\n${haproxyLog}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }, 180_000);

  afterAll(async () => {
    haproxy?.kill('SIGTERM');
    for (const p of procs) p.child.kill('SIGKILL');
    await Promise.all(procs.map((p) => p.exited));
    await close();
  });

  const call = async (
    base: string,
    key: string,
    method: string,
    url: string,
    body?: unknown,
    headers = {},
  ) => {
    const res = await fetch(`${base}${url}`, {
      method,
      headers: {
        authorization: `Bearer ${key}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await res.text();
    return { status: res.status, text };
  };
  const newKey = async (tenant: string, rate = 100_000): Promise<string> => {
    const r = await call(lb, ADMIN, 'POST', '/v1/admin/keys', {
      tenant_id: tenant,
      tier: 'pro',
      rate_limit_per_min: rate,
    });
    expect(r.status, r.text).toBe(200);
    return (JSON.parse(r.text) as { key: string }).key;
  };
  /** Which instance answered each of these requests, from each instance's access log. */
  const servedBy = (marker: string): number[] =>
    procs.map(
      (p) =>
        p
          .output()
          .split('\n')
          .filter((l) => l.includes(marker)).length,
    );

  it('balances over both instances, each health-checked on /v1/ready', async () => {
    const key = await newKey('lb-spread');
    await Promise.all(
      Array.from({ length: 16 }, () =>
        call(lb, key, 'GET', '/v1/usage?days=3').then((r) => expect(r.status).toBe(200)),
      ),
    );
    const counts = servedBy('"/v1/usage"');
    expect(
      counts.every((n) => n > 0),
      counts.join(' '),
    ).toBe(true);
    expect(haproxyLog).not.toMatch(/gw\d is DOWN/);
  });

  it('keeps one rate-limit budget per key across instances (Redis)', async () => {
    const key = await newKey('lb-budget', 10);
    const statuses = await Promise.all(
      Array.from({ length: 30 }, () => call(lb, key, 'GET', '/v1/me').then((r) => r.status)),
    );
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(20);
    const counts = servedBy('"/v1/me"');
    expect(
      counts.every((n) => n > 0),
      counts.join(' '),
    ).toBe(true);
  });

  it(`refuses a revoked key on every instance within VGATE_KEY_CACHE_MS (${KEY_CACHE_MS} ms)`, async () => {
    const key = await newKey('lb-revoke');
    // Each instance has the key cached as valid.
    for (const base of bases) expect((await call(base, key, 'GET', '/v1/me')).status).toBe(200);
    const revoked = Date.now();
    expect((await call(lb, ADMIN, 'DELETE', '/v1/admin/keys/lb-revoke')).status).toBe(200);
    const refusedAfter = await Promise.all(
      bases.map(async (base) => {
        for (;;) {
          if ((await call(base, key, 'GET', '/v1/me')).status === 401) return Date.now() - revoked;
          if (Date.now() - revoked > KEY_CACHE_MS * 3) return Number.POSITIVE_INFINITY;
          await new Promise((r) => setTimeout(r, 50));
        }
      }),
    );
    for (const ms of refusedAfter) expect(ms).toBeLessThanOrEqual(KEY_CACHE_MS + 500);
    const through = await Promise.all(Array.from({ length: 10 }, () => call(lb, key, 'GET', '/v1/me')));
    expect(through.map((r) => r.status)).toEqual(Array(10).fill(401));
  });

  it('dispatches a raced project-chat turn upstream once', async () => {
    const key = await newKey('lb-turns');
    up.reset();
    up.script({ headersDelayMs: 200, json: openAiCompletion('noted') });
    const results = await Promise.all(
      Array.from({ length: 8 }, () =>
        call(
          lb,
          key,
          'POST',
          '/v1/memory/projects/app/chat/completions',
          { model: 'up/gpt', messages: [{ role: 'user', content: 'remember this' }] },
          { 'x-service-session': 'sess', 'x-service-turn-id': 'turn-1' },
        ),
      ),
    );
    expect(up.calls).toBe(1);
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    const counts = servedBy('/chat/completions');
    expect(
      counts.every((n) => n > 0),
      counts.join(' '),
    ).toBe(true);
  });

  it('loses no request while an instance is stopped under load (SIGTERM: not ready, taken out, drained)', async () => {
    const key = await newKey('lb-drain');
    up.reset();
    up.script({ headersDelayMs: 150, json: openAiCompletion('steady') });
    let stop = false;
    const statuses: (number | string)[] = [];
    const worker = async () => {
      while (!stop) {
        const r = await call(lb, key, 'POST', '/v1/chat/completions', {
          model: 'up/gpt',
          messages: [{ role: 'user', content: 'hello' }],
        }).catch((err: unknown) => ({ status: `error: ${String(err)}`, text: '' }));
        statuses.push(r.status);
      }
    };
    const load = Array.from({ length: 6 }, worker);
    await new Promise((r) => setTimeout(r, 1000));
    const victim = procs[1] as ServerProcess;
    victim.child.kill('SIGTERM');
    expect(await victim.exited).toBe(0);
    await new Promise((r) => setTimeout(r, 1000));
    stop = true;
    await Promise.all(load);
    expect(statuses.length).toBeGreaterThan(50);
    expect(statuses.filter((s) => s !== 200)).toEqual([]);
    expect(victim.output()).toContain('drained: every request in flight finished');
    expect(haproxyLog).toMatch(/gw2 is DOWN/);
  }, 60_000);

  it('leaves one verifiable audit log', async () => {
    const r = await call(lb, ADMIN, 'GET', '/v1/audit/verify');
    expect(r.status).toBe(200);
    expect(JSON.parse(r.text)).toMatchObject({ valid: true });
  });
});
