import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEach, TEST_REDIS_URL } from '../helpers/app.js';
import { type MockUpstream, openAiCompletion } from '../helpers/mock-upstream.js';
import { type ServerProcess, serverFixture, startServer } from '../helpers/process.js';

/**
 * The cluster suite: real server processes on one database (three on PostgreSQL and Redis, two
 * sharing one SQLite file, and each engine again with two instances of `--workers 2`) race every
 * write that can race, and the final state must equal the last acknowledged write. Reads go to
 * the database itself, not through any instance's cache.
 */

const ADMIN = 'vg_cluster_test_admin_key_0123456789abcd';
const VARIANTS = [
  { engine: 'sqlite' as const, instances: 2, workers: 1 },
  { engine: 'sqlite' as const, instances: 2, workers: 2 },
  { engine: 'postgres' as const, instances: 3, workers: 1 },
  { engine: 'postgres' as const, instances: 2, workers: 2 },
];

type Row = Record<string, unknown>;

describeEach(VARIANTS)(
  'cluster of $instances instances x $workers workers ($engine)',
  { timeout: 60_000 },
  ({ engine, instances, workers }) => {
    let up: MockUpstream;
    let dir: string;
    let env: Record<string, string>;
    let close = async () => {};
    let query: (text: string, params?: unknown[]) => Promise<Row[]>;
    let closeQuery: () => Promise<void> = async () => {};
    const procs: ServerProcess[] = [];
    let bases: string[] = [];

    beforeAll(async () => {
      ({ up, dir, env, close } = await serverFixture('cluster', engine, {
        VGATE_ADMIN_KEY: ADMIN,
        VGATE_AUDIT_CHECKPOINT_MS: '250',
        VGATE_WORKERS: String(workers),
        ...(engine === 'postgres' && TEST_REDIS_URL ? { VGATE_REDIS_URL: TEST_REDIS_URL } : {}),
      }));
      if (engine === 'postgres') {
        const client = new pg.Client({ connectionString: env['VGATE_DATABASE_URL'] });
        await client.connect();
        query = async (text, params) => (await client.query(text, params)).rows as Row[];
        closeQuery = () => client.end();
      } else {
        let file: SQLite.Database | null = null;
        query = async (text, params) => {
          file ??= new SQLite(path.join(dir, 'vgate.sqlite'), { readonly: true });
          return file.prepare(text.replace(/\$\d+/g, '?')).all(...(params ?? [])) as Row[];
        };
        closeQuery = async () => {
          file?.close();
        };
      }
    });
    afterAll(async () => {
      for (const p of procs) p.child.kill('SIGKILL');
      await Promise.all(procs.map((p) => p.exited));
      await closeQuery();
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
        headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json', ...headers },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      const text = await res.text();
      let json: Row = {};
      try {
        json = JSON.parse(text) as Row;
      } catch {
        json = { text };
      }
      return { status: res.status, json };
    };
    const each = <T>(fn: (base: string, i: number) => Promise<T>) => Promise.all(bases.map(fn));
    const newKey = async (base: string, tenant: string) => {
      const body = { tenant_id: tenant, tier: 'pro', rate_limit_per_min: 100_000 };
      const res = await call(base, ADMIN, 'POST', '/v1/admin/keys', body);
      expect(res.status, JSON.stringify(res.json)).toBe(200);
      return res.json['key'] as string;
    };

    it('boots every process at once on a fresh database, registering the operator key once', async () => {
      for (let i = 0; i < instances; i += 1) procs.push(startServer(env));
      bases = await Promise.all(procs.map((p) => p.ready(120_000)));
      const keys = await query(`select id from api_keys where tier = 'platform'`);
      expect(keys).toHaveLength(1);
    }, 180_000);

    it('creates keys for new tenants from every process at once', async () => {
      const tenants = Array.from({ length: 6 }, (_, i) => `race-${engine}-${i}`);
      const statuses = await Promise.all(
        tenants.flatMap((tenant) =>
          bases.map(
            async (base) =>
              (await call(base, ADMIN, 'POST', '/v1/admin/keys', { tenant_id: tenant, tier: 'pro' })).status,
          ),
        ),
      );
      expect(
        statuses.every((s) => s === 200),
        statuses.join(' '),
      ).toBe(true);
      for (const tenant of tenants) {
        expect(await query('select id from tenants where id = $1', [tenant])).toHaveLength(1);
        expect(await query('select id from api_keys where tenant_id = $1', [tenant])).toHaveLength(instances);
      }
    });

    it('keeps the last acknowledged write of each settings field (policy PUT vs scan-mode PUT)', async () => {
      const tenant = `settings-${engine}`;
      await newKey(bases[0] as string, tenant);
      for (let round = 0; round < 8; round += 1) {
        const mode = round % 2 === 0 ? 'shadow' : 'enforce';
        const policy = { deny_patterns: [`round-${round}`] };
        const at = (k: number) => bases[(round + k) % instances] as string;
        const [m, p] = await Promise.all([
          call(at(0), ADMIN, 'PUT', `/v1/admin/tenants/${tenant}/scan-mode`, { mode }),
          call(at(1), ADMIN, 'PUT', `/v1/admin/tenants/${tenant}/policy`, policy),
        ]);
        expect([m.status, p.status]).toEqual([200, 200]);
        const [row] = await query('select mode, policy from tenant_scan_settings where tenant_id = $1', [
          tenant,
        ]);
        expect(
          { mode: row?.['mode'], policy: JSON.parse(String(row?.['policy'])) },
          `round ${round}`,
        ).toEqual({
          mode,
          policy,
        });
      }
    });

    it('stores a fact once when every process stores it at once, and refuses the conflicting ones', async () => {
      const key = await newKey(bases[0] as string, `facts-${engine}`);
      const same = await each((base) =>
        call(base, key, 'POST', '/v1/memory/projects/app/store', { key: 'k1', content: 'tea' }),
      );
      expect(same.map((r) => r.status).sort()).toEqual([...Array(instances - 1).fill(200), 201]);
      const differ = await each((base, i) =>
        call(base, key, 'POST', '/v1/memory/projects/app/store', { key: 'k2', content: `coffee ${i}` }),
      );
      const won = differ.findIndex((r) => r.status === 201);
      expect(won).toBeGreaterThanOrEqual(0);
      expect(differ.filter((r) => r.status === 409).map((r) => (r.json['error'] as Row)['code'])).toEqual(
        Array(instances - 1).fill('fact_conflict'),
      );
      const stored = await query(
        'select fact_key, content from memory_facts where tenant_id = $1 order by fact_key',
        [`facts-${engine}`],
      );
      expect(stored.map((r) => [r['fact_key'], r['content']])).toEqual([
        ['k1', 'tea'],
        ['k2', `coffee ${won}`],
      ]);
    });

    it('runs each project-chat turn once across processes', async () => {
      const key = await newKey(bases[0] as string, `turns-${engine}`);
      up.reset();
      up.script({ headersDelayMs: 100, json: openAiCompletion('noted') });
      const turns = Array.from({ length: 5 }, (_, i) => `turn-${i}`);
      const results = await Promise.all(
        turns.flatMap((id) =>
          bases.map((base) =>
            call(
              base,
              key,
              'POST',
              '/v1/memory/projects/app/chat/completions',
              { model: 'up/gpt', messages: [{ role: 'user', content: `fact ${id}` }] },
              { 'x-service-session': 'sess', 'x-service-turn-id': id },
            ),
          ),
        ),
      );
      expect(up.calls).toBe(turns.length);
      for (let i = 0; i < turns.length; i += 1) {
        const group = results.slice(i * instances, (i + 1) * instances).map((r) => r.status);
        expect(
          group.filter((s) => s === 200),
          `${turns[i]}: ${group.join(' ')}`,
        ).toHaveLength(1);
      }
    });

    it('leaves one contiguous, verifiable audit log with every acknowledged change and one checkpoint chain', async () => {
      const verified = await each((base) => call(base, ADMIN, 'GET', '/v1/audit/verify'));
      for (const v of verified) expect(v.json, JSON.stringify(v.json)).toMatchObject({ valid: true });
      const [events] = await query('select count(*) as n, max(seq) as last from audit_events');
      expect(Number(events?.['last'])).toBe(Number(events?.['n']) - 1);
      const [created] = await query(`select count(*) as n from audit_events where type = 'api_key.created'`);
      const [keys] = await query('select count(*) as n from api_keys');
      expect(Number(created?.['n'])).toBe(Number(keys?.['n']));
      const [modes] = await query(`select count(*) as n from audit_events where type = 'scan_mode.set'`);
      expect(Number(modes?.['n'])).toBe(8);
      const chain = await query('select counter from audit_checkpoints order by tree_size');
      expect(chain.map((c) => Number(c['counter']))).toEqual(chain.map((_, i) => i));
    });
  },
);
