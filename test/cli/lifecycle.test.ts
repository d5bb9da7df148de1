import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { TEST_REDIS_URL } from '../helpers/app.js';
import { openAiCompletion, openAiStreamEvents, type RecordedRequest } from '../helpers/mock-upstream.js';
import { freshDatabase, probeReady, serverFixture, startServer, waitFor } from '../helpers/process.js';

/**
 * The life of a server process as an orchestrator sees it: readiness, SIGTERM under load (every
 * request accepted before it is answered, streams included, within the drain bound), and start-up
 * failures that say in one line what to fix.
 */

const ADMIN = 'vg_lifecycle_test_admin_key_0123456789ab';
const PG = process.env['VGATE_TEST_DATABASE_URL'];
const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

function lastUser(req: RecordedRequest): string {
  const body = req.body as { messages?: { content?: unknown }[] };
  return String(body.messages?.at(-1)?.content ?? '');
}

async function tenantKey(base: string): Promise<string> {
  const res = await fetch(`${base}/v1/admin/keys`, {
    method: 'POST',
    headers: { authorization: `Bearer ${ADMIN}`, 'content-type': 'application/json' },
    body: JSON.stringify({ tenant_id: 'acme', tier: 'pro', rate_limit_per_min: 100_000 }),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { key: string }).key;
}

function chat(base: string, key: string, content: string, stream = false): Promise<Response> {
  return fetch(`${base}/v1/chat/completions`, {
    method: 'POST',
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    body: JSON.stringify({ model: 'up/gpt', stream, messages: [{ role: 'user', content }] }),
  });
}

describe('readiness and graceful shutdown of a server process', () => {
  it('drains on SIGTERM: not ready at once, serves through the delay, and answers every accepted request and stream', async () => {
    const fx = await serverFixture('drain', 'sqlite', {
      VGATE_ADMIN_KEY: ADMIN,
      VGATE_LOG_LEVEL: 'info',
      VGATE_SHUTDOWN_DELAY_MS: '1500',
      VGATE_DRAIN_TIMEOUT_MS: '15000',
    });
    try {
      // Answers take a while: plain ones 1.5 s before their headers, streams 250 ms per event.
      fx.up.script((req) =>
        (req.body as { stream?: boolean }).stream === true
          ? { sse: openAiStreamEvents(`streamed answer to ${lastUser(req)}`), chunkDelayMs: 250 }
          : { json: openAiCompletion(`answer to ${lastUser(req)}`), headersDelayMs: 1500 },
      );
      const p = startServer(fx.env);
      const base = await p.ready(60_000);
      const ready = await fetch(`${base}/v1/ready`);
      expect(ready.status).toBe(200);
      expect(await ready.json()).toMatchObject({
        status: 'ready',
        checks: { database: 'ok', redis: 'not_configured' },
      });
      const key = await tenantKey(base);

      const plain = Array.from({ length: 24 }, (_, i) =>
        chat(base, key, `plain ${i}`).then(async (r) => ({ status: r.status, body: await r.text() })),
      );
      const streams = Array.from({ length: 3 }, (_, i) =>
        chat(base, key, `stream ${i}`, true).then(async (r) => ({ status: r.status, body: await r.text() })),
      );
      await fx.up.waitForCalls(27);
      p.child.kill('SIGTERM');
      await waitFor(() => p.output().includes('not ready, still serving'), 5000);

      // During the delay: not ready, alive, and still serving a new request.
      const during = await fetch(`${base}/v1/ready`);
      expect(during.status).toBe(503);
      expect(((await during.json()) as { error: { failing: string[] } }).error.failing).toEqual(['draining']);
      expect((await fetch(`${base}/v1/health`)).status).toBe(200);
      const late = await chat(base, key, 'during the delay');
      expect(late.status).toBe(200);

      const answered = await Promise.all(plain);
      for (const [i, a] of answered.entries()) {
        expect(a.status, a.body).toBe(200);
        expect(a.body).toContain(`answer to plain ${i}`);
      }
      for (const [i, s] of (await Promise.all(streams)).entries()) {
        expect(s.status).toBe(200);
        expect(s.body).toContain(`stream `);
        expect(s.body).toContain(`${i}`);
        expect(s.body.trimEnd().endsWith('data: [DONE]')).toBe(true);
      }
      expect(await p.exited).toBe(0);
      expect(p.output()).toContain('drained: every request in flight finished');
      // After the delay the listener closed: nothing listens on the port any more.
      await expect(fetch(`${base}/v1/health`)).rejects.toThrow();
    } finally {
      await fx.close();
    }
  }, 120_000);

  it('cuts a stream still open at the drain bound and exits; creates a missing data directory at start', async () => {
    const fx = await serverFixture('bound', 'sqlite', {
      VGATE_ADMIN_KEY: ADMIN,
      VGATE_LOG_LEVEL: 'info',
      VGATE_DRAIN_TIMEOUT_MS: '1000',
    });
    const nested = path.join(fx.dir, 'does', 'not', 'exist');
    try {
      fx.up.script({
        sse: openAiStreamEvents('a stream that stalls here and never ends'),
        stallAfterEvents: 2,
      });
      const p = startServer({ ...fx.env, VGATE_DATA_DIR: nested });
      const base = await p.ready(60_000);
      expect(existsSync(path.join(nested, 'vgate.sqlite'))).toBe(true);
      expect(existsSync(path.join(nested, 'sealing-key'))).toBe(true);
      const key = await tenantKey(base);
      const res = await chat(base, key, 'hello', true);
      expect(res.status).toBe(200);
      const body = res.text().catch((err: unknown) => `cut: ${String(err)}`);
      await fx.up.waitForCalls(1);
      const stopped = Date.now();
      p.child.kill('SIGTERM');
      expect(await p.exited).toBe(0);
      expect(Date.now() - stopped).toBeLessThan(8000);
      expect(p.output()).toMatch(/"cut":1\b[^\n]*drain bound reached/);
      expect(await body).not.toContain('[DONE]');
    } finally {
      await fx.close();
    }
  }, 120_000);
});

describe('start-up failures say in one line what to fix', () => {
  it('names VGATE_DATA_DIR when the data directory cannot be created', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'vgate-life-'));
    dirs.push(dir);
    writeFileSync(path.join(dir, 'file'), 'not a directory');
    const p = startServer({ VGATE_DATA_DIR: path.join(dir, 'file', 'data') });
    expect(await p.exited).toBe(1);
    const out = p.output().trim();
    expect(out.split('\n')).toHaveLength(1);
    expect(out).toMatch(
      /^configuration error: VGATE_DATA_DIR \(data_dir\): cannot create \S+ \(a path component is a file, ENOTDIR\); create it writable by this user/,
    );
  }, 60_000);

  it('names VGATE_DATABASE_URL when PostgreSQL cannot be reached', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'vgate-life-'));
    dirs.push(dir);
    const p = startServer({ VGATE_DATA_DIR: dir, VGATE_DATABASE_URL: 'postgres://vgate@127.0.0.1:1/vgate' });
    expect(await p.exited).toBe(1);
    const out = p.output().trim();
    expect(out.split('\n')).toHaveLength(1);
    expect(out).toMatch(/^start-up failed: cannot reach PostgreSQL at VGATE_DATABASE_URL \(.*ECONNREFUSED/);
  }, 60_000);

  it.skipIf(!PG || !TEST_REDIS_URL)(
    'starts a hosted contour whose gates all pass on a data directory that does not exist yet',
    async () => {
      const db = await freshDatabase('hosted');
      if (!db) throw new Error('no PostgreSQL');
      const dir = mkdtempSync(path.join(tmpdir(), 'vgate-life-'));
      dirs.push(dir);
      const dataDir = path.join(dir, 'var', 'lib', 'vgate');
      const { generateKeyPairSync } = await import('node:crypto');
      const pem = generateKeyPairSync('ed25519')
        .privateKey.export({ type: 'pkcs8', format: 'pem' })
        .toString();
      const p = startServer({
        VGATE_CONTOUR: 'global',
        VGATE_DATA_DIR: dataDir,
        VGATE_DATABASE_URL: db.url,
        VGATE_REDIS_URL: TEST_REDIS_URL ?? '',
        VGATE_SIGNING_KEY: pem,
        VGATE_ADMIN_KEY: ADMIN,
        VGATE_SECURE_COOKIES: 'true',
        VGATE_SIGNUP_OPEN: 'false',
        VGATE_MOCK_PROVIDER: 'false',
        VGATE_WEBHOOK_SECRET: 'whsec_lifecycle_test_secret',
        VGATE_PAYMENT_PROVIDER: 'stripe',
        VGATE_STRIPE_SECRET_KEY: 'sk_test_lifecycle',
        VGATE_PUBLIC_URL: 'https://gateway.example.com',
      });
      try {
        const base = await p.ready(60_000);
        expect(existsSync(path.join(dataDir, 'sealing-key'))).toBe(true);
        const ready = await probeReady(base);
        expect(ready.status).toBe(200);
        expect(ready.body).toMatchObject({
          checks: { database: 'ok', migrations: 'ok', redis: 'ok' },
        });
        p.child.kill('SIGTERM');
        expect(await p.exited).toBe(0);
      } finally {
        p.child.kill('SIGKILL');
        await db.drop();
      }
    },
    120_000,
  );
});
