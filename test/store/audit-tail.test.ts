import { sql } from 'kysely';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { type DbHandle, openDatabase } from '../../src/db/connect.js';
import { AuditLog } from '../../src/domains/audit/service.js';
import { buildTestApp, describeEngines, type TestApp } from '../helpers/app.js';

/**
 * The audit log's unsigned tail (issue 34 item 3): a checkpoint is signed as soon as
 * `VGATE_AUDIT_CHECKPOINT_EVERY` appended events are not covered by one (besides the timer and
 * shutdown), so after a `kill -9` at most that many of the newest events can be deleted unseen;
 * deleting more is caught by the verify endpoint. Instances that share a database and count at
 * once still extend one chain.
 */
const EVERY = 4;

describeEngines('audit tail bound (%s)', { timeout: 180_000 }, (engine) => {
  let t: TestApp;
  const others: DbHandle[] = [];
  beforeEach(async () => {
    // The timer is far away: only the append count signs here.
    t = await buildTestApp({ engine, config: { auditCheckpointEvery: EVERY, auditCheckpointMs: 3_600_000 } });
  }, 180_000);
  afterEach(async () => {
    for (const h of others.splice(0)) await h.close();
    await t.close();
  }, 180_000);

  const db = () => t.ctx.db.db;
  const event = (audit: AuditLog, n: number) =>
    audit.append({ type: 'test.event', actorTenant: 'acme', actorKey: null, subject: `s${n}`, data: { n } });
  const size = async () => (await db().selectFrom('audit_events').select('seq').execute()).length;
  const checkpoints = async () =>
    (
      await db()
        .selectFrom('audit_checkpoints')
        .select(['counter', 'tree_size'])
        .orderBy('tree_size')
        .execute()
    ).map((c) => ({ counter: Number(c.counter), size: Number(c.tree_size) }));
  const covered = async () => (await checkpoints()).at(-1)?.size ?? 0;
  const verify = async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/v1/audit/verify',
      headers: t.auth(t.platformKey),
    });
    expect(res.statusCode).toBe(200);
    return res.json() as { valid: boolean; reason: string | null; first_bad_index: number | null };
  };

  it('signs a checkpoint once the uncovered events reach the count, leaving fewer unsigned', async () => {
    const base = await size(); // the bootstrap's own events
    await t.ctx.audit.checkpoint();
    for (let i = 0; i < 3 * EVERY + 1; i += 1) {
      await event(t.ctx.audit, i);
      await t.ctx.audit.settled();
      // Never EVERY or more events without a checkpoint, with no timer and no shutdown.
      expect((await size()) - (await covered())).toBeLessThan(EVERY);
    }
    expect(await covered()).toBeGreaterThanOrEqual(base + 3 * EVERY);
  });

  it('detects a deletion of the tail beyond the bound after a kill -9 (no shutdown checkpoint)', async () => {
    for (let i = 0; i < 10; i += 1) await event(t.ctx.audit, i);
    await t.ctx.audit.settled();
    const n = await size();
    const signed = await covered();
    expect(n - signed).toBeLessThan(EVERY);
    // The process dies here: nothing more is signed. Deleting what no checkpoint covers is the
    // documented limit (fewer than EVERY events)...
    await db().deleteFrom('audit_events').where('seq', '>=', signed).execute();
    // ...but one event more than that, and the signed checkpoint no longer matches the log.
    await db()
      .deleteFrom('audit_events')
      .where('seq', '>=', signed - 1)
      .execute();
    expect(await verify()).toMatchObject({ valid: false, reason: 'log_truncated' });
  });

  it('keeps one chain, no checkpoint twice, when two instances on one database count at once', async () => {
    // A second instance, no witness of its own: on PostgreSQL its own pool to the same database.
    // (On SQLite it shares the connection: better-sqlite3 waits for a lock synchronously, so two
    // connections in one process would wait on each other's event loop; the server-process race
    // in test/cluster/audit-checkpoints.test.ts covers separate connections on both engines.)
    const schema =
      engine === 'postgres'
        ? String((await sql<{ s: string }>`select current_schema() as s`.execute(db())).rows[0]?.s)
        : undefined;
    let handle = t.ctx.db;
    if (engine === 'postgres') {
      handle = openDatabase({
        databaseUrl: t.ctx.config.databaseUrl,
        dataDir: t.dataDir,
        ...(schema ? { schema } : {}),
      });
      others.push(handle);
    }
    const other = new AuditLog(handle, t.ctx.signer, t.ctx.clock, null, { checkpointEvery: 2 });
    const mine = new AuditLog(t.ctx.db, t.ctx.signer, t.ctx.clock, null, { checkpointEvery: 2 });
    const writer = (audit: AuditLog, from: number) =>
      (async () => {
        for (let i = 0; i < 24; i += 1) await event(audit, from + i);
      })();
    await Promise.all([writer(mine, 0), writer(other, 100), writer(t.ctx.audit, 200)]);
    await Promise.all([mine.settled(), other.settled(), t.ctx.audit.settled()]);
    await other.checkpoint();
    const cps = await checkpoints();
    expect(cps.length).toBeGreaterThan(10);
    expect(cps.map((c) => c.counter)).toEqual(cps.map((_, i) => i));
    expect(new Set(cps.map((c) => c.size)).size).toBe(cps.length);
    expect(cps.at(-1)?.size).toBe(await size());
    expect(await verify()).toMatchObject({ valid: true });
  });
});
