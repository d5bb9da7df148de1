import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEngines } from '../helpers/app.js';
import { type ServerProcess, serverFixture, startServer } from '../helpers/process.js';

/**
 * The audit tail across server processes (issue 34 item 3): two instances on one database (one
 * SQLite file, or one PostgreSQL database) both sign a checkpoint every 2 uncovered events while
 * audited actions race on both. They extend one chain, no checkpoint twice; after a `kill -9` of
 * one, fewer than 2 events (plus any appended while its last checkpoint was signed) are unsigned,
 * and deleting events beyond that is reported by the restarted instance's verify endpoint.
 */

const ADMIN = 'vg_audit_checkpoints_admin_key_0123456789';
const EVERY = 2;

type Row = Record<string, unknown>;

describeEngines('audit checkpoints across instances (%s)', { timeout: 240_000 }, (engine) => {
  let env: Record<string, string>;
  let dir: string;
  let close = async () => {};
  let query: (text: string) => Promise<Row[]>;
  let exec: (text: string) => Promise<void>;
  let closeQuery = async () => {};
  const procs: ServerProcess[] = [];

  beforeAll(async () => {
    ({ env, dir, close } = await serverFixture('auditcp', engine, {
      VGATE_ADMIN_KEY: ADMIN,
      VGATE_AUDIT_CHECKPOINT_EVERY: String(EVERY),
      // The timer is far away: only the count signs.
      VGATE_AUDIT_CHECKPOINT_MS: '3600000',
    }));
    if (engine === 'postgres') {
      const client = new pg.Client({ connectionString: env['VGATE_DATABASE_URL'] });
      await client.connect();
      query = async (text) => (await client.query(text)).rows as Row[];
      exec = async (text) => {
        await client.query(text);
      };
      closeQuery = () => client.end();
    } else {
      const file = () => new SQLite(path.join(dir, 'vgate.sqlite'));
      query = async (text) => {
        const f = file();
        try {
          return f.prepare(text).all() as Row[];
        } finally {
          f.close();
        }
      };
      exec = async (text) => {
        const f = file();
        try {
          f.pragma('busy_timeout = 10000');
          f.exec(text);
        } finally {
          f.close();
        }
      };
    }
  });
  afterAll(async () => {
    for (const p of procs) p.child.kill('SIGKILL');
    await Promise.all(procs.map((p) => p.exited));
    await closeQuery();
    await close();
  });

  const start = async () => {
    const proc = startServer(env);
    procs.push(proc);
    return { proc, base: await proc.ready(60_000) };
  };
  const createKey = async (base: string, n: number) => {
    const res = await fetch(`${base}/v1/admin/keys`, {
      method: 'POST',
      headers: { authorization: `Bearer ${ADMIN}`, 'content-type': 'application/json' },
      body: JSON.stringify({ tenant_id: `t${n % 5}`, tier: 'pro', label: `k${n}` }),
    });
    expect(res.ok).toBe(true);
  };
  const verify = async (base: string) => {
    const res = await fetch(`${base}/v1/audit/verify`, { headers: { authorization: `Bearer ${ADMIN}` } });
    expect(res.status).toBe(200);
    return (await res.json()) as { valid: boolean; reason: string | null };
  };
  const state = async () => {
    const [events] = await query('select count(*) as n from audit_events');
    const cps = (await query('select counter, tree_size from audit_checkpoints order by tree_size')).map(
      (r) => ({
        counter: Number(r['counter']),
        size: Number(r['tree_size']),
      }),
    );
    return { size: Number(events?.['n']), cps, covered: cps.at(-1)?.size ?? 0 };
  };

  it('two instances counting at once extend one chain; a deletion beyond the bound after kill -9 is caught', async () => {
    const a = await start();
    const b = await start();
    // Audited actions racing on both instances, 8 at a time.
    const work = Array.from({ length: 60 }, (_, n) => n);
    for (let i = 0; i < work.length; i += 8) {
      await Promise.all(work.slice(i, i + 8).map((n) => createKey(n % 2 === 0 ? a.base : b.base, n)));
    }
    const s = await state();
    expect(s.cps.length).toBeGreaterThan(10);
    expect(s.cps.map((c) => c.counter)).toEqual(s.cps.map((_, i) => i));
    expect(new Set(s.cps.map((c) => c.size)).size).toBe(s.cps.length);
    expect(s.size - s.covered).toBeLessThan(EVERY + 8); // at most the last batch's stragglers

    // kill -9 of A right after its own appends: no shutdown checkpoint.
    await Promise.all([createKey(a.base, 100), createKey(a.base, 101), createKey(a.base, 102)]);
    a.proc.child.kill('SIGKILL');
    await a.proc.exited;
    const killed = await state();
    expect(killed.size - killed.covered).toBeLessThan(EVERY + 3);
    // Deleting the signed tail's last event (beyond the bound) and all after it: caught.
    await exec(`delete from audit_events where seq >= ${killed.covered - 1}`);
    const restarted = await start();
    expect(await verify(restarted.base)).toMatchObject({ valid: false, reason: 'log_truncated' });
    // The other instance, still up, sees it too (by then the restarted one's lockdown event was
    // appended where the deleted events were, so the reason may be the root at the checkpoint).
    expect(await verify(b.base)).toMatchObject({ valid: false });
  });
});
