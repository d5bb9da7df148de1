import { request } from 'node:http';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEngines, TEST_REDIS_URL } from '../helpers/app.js';
import { type ServerProcess, serverFixture, startServer } from '../helpers/process.js';

/**
 * One instance of `--workers 2` (the default on two cores): a change made through one worker
 * (key revocation, scan mode, policy) holds on the next request whichever worker serves it.
 * Every request opens its own connection, so the primary hands them to the workers in turn and
 * both workers' caches are exercised (a keep-alive client would stay on one worker).
 */

const ADMIN = 'vg_invalidation_test_admin_key_0123456789ab';

type Row = Record<string, unknown>;

/** One request on a fresh connection (no agent, `Connection: close`). */
function call(base: string, key: string, method: string, path: string, body?: unknown) {
  const url = new URL(path, base);
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise<{ status: number; json: Row }>((resolve, reject) => {
    const req = request(
      url,
      {
        method,
        agent: false,
        headers: {
          authorization: `Bearer ${key}`,
          connection: 'close',
          ...(payload === undefined
            ? {}
            : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }),
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (d: string) => {
          text += d;
        });
        res.on('end', () => {
          let json: Row = {};
          try {
            json = JSON.parse(text) as Row;
          } catch {
            json = { text };
          }
          resolve({ status: res.statusCode ?? 0, json });
        });
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/** `n` requests spread evenly over `ms`, each on its own connection; their answers in order. */
function spread<T>(n: number, ms: number, one: () => Promise<T>): Promise<T[]> {
  return Promise.all(
    Array.from(
      { length: n },
      (_, i) =>
        new Promise<T>((resolve, reject) => setTimeout(() => one().then(resolve, reject), (i * ms) / n)),
    ),
  );
}

describeEngines('one instance of 2 workers (%s)', { timeout: 60_000 }, (engine) => {
  let close = async () => {};
  let proc: ServerProcess | null = null;
  let base = '';

  beforeAll(async () => {
    const fixture = await serverFixture('invalidation', engine, {
      VGATE_ADMIN_KEY: ADMIN,
      VGATE_WORKERS: '2',
      ...(engine === 'postgres' && TEST_REDIS_URL ? { VGATE_REDIS_URL: TEST_REDIS_URL } : {}),
    });
    close = fixture.close;
    proc = startServer(fixture.env);
    base = await proc.ready(120_000);
  }, 180_000);
  afterAll(async () => {
    proc?.child.kill('SIGKILL');
    await proc?.exited;
    await close();
  });

  const newKey = async (tenant: string) => {
    const res = await call(base, ADMIN, 'POST', '/v1/admin/keys', {
      tenant_id: tenant,
      tier: 'pro',
      rate_limit_per_min: 100_000,
    });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    return res.json['key'] as string;
  };
  const scanModes = async (key: string, n: number) =>
    (await spread(n, 100, () => call(base, key, 'POST', '/v1/scan', { input: 'hello there' }))).map(
      (r) => r.json['mode'],
    );

  it('refuses a revoked key on every worker from the moment the revoking call returns', async () => {
    for (let round = 0; round < 3; round += 1) {
      const tenant = `revoked-${engine}-${round}`;
      const key = await newKey(tenant);
      // Both workers look the key up and cache it.
      const warm = await spread(10, 50, () => call(base, key, 'GET', '/v1/engines'));
      expect(warm.map((r) => r.status)).toEqual(Array(10).fill(200));
      const revoked = await call(base, ADMIN, 'DELETE', `/v1/admin/keys/${tenant}`);
      expect(revoked.status, JSON.stringify(revoked.json)).toBe(200);
      const after = await spread(40, 200, () => call(base, key, 'GET', '/v1/engines'));
      expect(after.map((r) => r.status).join(' '), `round ${round}`).toBe(Array(40).fill(401).join(' '));
    }
  });

  it('judges the next scan on every worker under a scan mode just set', async () => {
    const tenant = `mode-${engine}`;
    const key = await newKey(tenant);
    const setMode = async (mode: string) => {
      const res = await call(base, ADMIN, 'PUT', `/v1/admin/tenants/${tenant}/scan-mode`, { mode });
      expect(res.status, JSON.stringify(res.json)).toBe(200);
    };
    for (const mode of ['shadow', 'enforce', 'shadow', 'enforce']) {
      // Both workers hold the previous mode in their settings cache ...
      await scanModes(key, 6);
      await setMode(mode);
      // ... and every scan after the change is judged under the new one.
      expect(await scanModes(key, 10)).toEqual(Array(10).fill(mode));
    }
  });

  it('applies a new policy to the next scan on every worker', async () => {
    const tenant = `policy-${engine}`;
    const key = await newKey(tenant);
    const scanAction = async (n: number) =>
      (
        await spread(n, 100, () => call(base, key, 'POST', '/v1/scan', { input: 'the codename-zeta plan' }))
      ).map((r) => r.json['action']);
    expect(await scanAction(6)).toEqual(Array(6).fill('ALLOW'));
    const set = await call(base, ADMIN, 'PUT', `/v1/admin/tenants/${tenant}/policy`, {
      deny_patterns: ['codename-zeta'],
    });
    expect(set.status, JSON.stringify(set.json)).toBe(200);
    expect(await scanAction(10)).toEqual(Array(10).fill('BLOCK'));
    const cleared = await call(base, ADMIN, 'PUT', `/v1/admin/tenants/${tenant}/policy`, null);
    expect(cleared.status, JSON.stringify(cleared.json)).toBe(200);
    expect(await scanAction(10)).toEqual(Array(10).fill('ALLOW'));
  });
});
