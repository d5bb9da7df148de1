import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RedisRateLimiter } from '../../src/core/rate-limit.js';
import { loadSigner } from '../../src/core/signing.js';
import { type DbHandle, openDatabase } from '../../src/db/connect.js';
import { migrateToLatest } from '../../src/db/migrate.js';
import { failingChecks, Readiness } from '../../src/domains/ops/readiness.js';
import { buildTestApp, TEST_REDIS_URL, type TestApp } from '../helpers/app.js';

const dirs: string[] = [];
function tempDir(): string {
  const d = mkdtempSync(path.join(tmpdir(), 'vgate-ready-'));
  dirs.push(d);
  return d;
}
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

function readiness(db: DbHandle, dir: string, redisPing: (() => Promise<void>) | null = null): Readiness {
  return new Readiness({
    db,
    signer: loadSigner({ signingKey: null, dataDir: dir }),
    sealingLoaded: true,
    redisPing,
    cacheMs: 0,
    timeoutMs: 1000,
  });
}

describe('GET /v1/ready', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t.close());

  it('is ready on a migrated database with its keys loaded, without credentials', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/ready' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'ready',
      checks: {
        database: 'ok',
        migrations: 'ok',
        signing_key: 'ok',
        sealing_key: 'ok',
        redis: 'not_configured',
      },
      channel_disclosed: { surface: 'ops' },
    });
  });

  it('is its own operation in the live OpenAPI document, with the 503, beside the liveness probe', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/openapi.json' })).json();
    const op = doc.paths['/v1/ready'].get;
    expect(op.security).toEqual([]);
    expect(Object.keys(op.responses)).toEqual(expect.arrayContaining(['200', '503']));
    expect(op.operationId).not.toBe(doc.paths['/v1/health'].get.operationId);
  });

  it('answers 503 dependency_unavailable from the start of a drain on, while liveness stays 200', async () => {
    t.app.readiness.drain();
    const res = await t.app.inject({ method: 'GET', url: '/v1/ready' });
    expect(res.statusCode).toBe(503);
    expect(res.json().error).toMatchObject({ code: 'dependency_unavailable', failing: ['draining'] });
    expect((await t.app.inject({ method: 'GET', url: '/v1/health' })).statusCode).toBe(200);
  });
});

describe('Readiness checks', () => {
  it('says which migrations are pending on a fresh database, then ready once migrated', async () => {
    const dir = tempDir();
    const db = openDatabase({ databaseUrl: null, dataDir: dir });
    try {
      const r = readiness(db, dir);
      const before = await r.check();
      expect(before.ready).toBe(false);
      expect(before.checks.migrations).toBe('pending');
      expect(failingChecks(before)).toEqual(['migrations']);
      await migrateToLatest(db);
      expect(await r.check()).toMatchObject({ ready: true, checks: { migrations: 'ok', database: 'ok' } });
    } finally {
      await db.close();
    }
  });

  it('is not ready when the database stops answering', async () => {
    const dir = tempDir();
    const db = openDatabase({ databaseUrl: null, dataDir: dir });
    await migrateToLatest(db);
    const r = readiness(db, dir);
    expect((await r.check()).ready).toBe(true);
    await db.close();
    const after = await r.check();
    expect(after.ready).toBe(false);
    expect(after.checks.database).toBe('unreachable');
    expect(failingChecks(after)).toContain('database');
  });

  it('is not ready when a configured Redis does not answer, and ready again when it does', async () => {
    const dir = tempDir();
    const db = openDatabase({ databaseUrl: null, dataDir: dir });
    await migrateToLatest(db);
    let up = false;
    const r = readiness(db, dir, async () => {
      if (!up) throw new Error('ECONNREFUSED');
    });
    try {
      const down = await r.check();
      expect(down.ready).toBe(false);
      expect(down.checks.redis).toBe('unreachable');
      up = true;
      expect(await r.check()).toMatchObject({ ready: true, checks: { redis: 'ok' } });
    } finally {
      await db.close();
    }
  });

  it('pings through the Redis rate limiter: refused on a closed port', async () => {
    const limiter = new RedisRateLimiter(
      new Redis('redis://127.0.0.1:1', {
        maxRetriesPerRequest: 1,
        enableOfflineQueue: false,
        lazyConnect: true,
      }),
    );
    try {
      await expect(limiter.ping()).rejects.toThrow();
    } finally {
      await limiter.close();
    }
  });

  it.skipIf(!TEST_REDIS_URL)('pings through the Redis rate limiter: answered by a live Redis', async () => {
    const redis = new Redis(TEST_REDIS_URL ?? '', { maxRetriesPerRequest: 1, enableOfflineQueue: true });
    const limiter = new RedisRateLimiter(redis);
    try {
      await expect(limiter.ping()).resolves.toBeUndefined();
    } finally {
      await limiter.close();
    }
  });

  it('answers within its bound when a check hangs, and coalesces concurrent probes into one check', async () => {
    const dir = tempDir();
    const db = openDatabase({ databaseUrl: null, dataDir: dir });
    await migrateToLatest(db);
    let pings = 0;
    const r = new Readiness({
      db,
      signer: loadSigner({ signingKey: null, dataDir: dir }),
      sealingLoaded: true,
      redisPing: () => {
        pings += 1;
        return new Promise(() => {}); // never answers
      },
      timeoutMs: 200,
      cacheMs: 0,
    });
    try {
      const started = Date.now();
      const reports = await Promise.all([r.check(), r.check(), r.check()]);
      expect(Date.now() - started).toBeLessThan(1500);
      expect(pings).toBe(1);
      for (const rep of reports) expect(rep.checks.redis).toBe('unreachable');
      expect(await sql`select 1 as one`.execute(db.db)).toBeDefined();
    } finally {
      await db.close();
    }
  });
});
