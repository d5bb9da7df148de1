import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { createContext } from '../../src/context.js';
import { PLATFORM_KEY } from '../helpers/app.js';
import { openAiCompletion, startMockUpstream } from '../helpers/mock-upstream.js';
import { freshDatabase, type ServerProcess, startServer, waitFor } from '../helpers/process.js';
import { CALL_COST, CALL_HOLD, PRICING, startBilling, USAGE } from './harness.js';

const BODY = JSON.stringify({
  model: 'up/m-1',
  max_tokens: 100,
  messages: [{ role: 'user', content: 'hi' }],
});

/** Fires 64 chats spread over the instances while the upstream holds its answers; returns statuses. */
async function race(post: Array<() => Promise<number>>, up: Awaited<ReturnType<typeof startMockUpstream>>) {
  up.hold();
  let answered = 0;
  const all = Array.from({ length: 64 }, (_, i) =>
    (post[i % post.length] as () => Promise<number>)().then((s) => {
      answered += 1;
      return s;
    }),
  );
  await waitFor(() => answered >= 54, 60_000);
  await up.waitForCalls(10);
  const callsWhileHeld = up.calls;
  up.release();
  const statuses = await Promise.all(all);
  return { statuses, callsWhileHeld };
}

/**
 * Two server processes over one store (`env` says which): 64 chats spread over both while the
 * upstream holds its answers; exactly 10 are granted, and the balance ends exact.
 */
async function acrossTwoProcesses(procs: ServerProcess[], dataDir: string, store: Record<string, string>) {
  const up = await startMockUpstream();
  up.script(() => ({ json: openAiCompletion('fine', { usage: USAGE }) }));
  const configFile = path.join(dataDir, 'vgate.json');
  writeFileSync(
    configFile,
    JSON.stringify({
      providers: [
        {
          id: 'up',
          kind: 'openai',
          base_url: up.openAiBaseUrl,
          api_key: 'sk-hosted',
          default: true,
          pricing: { 'm-1': PRICING },
        },
      ],
    }),
  );
  const env = { VGATE_DATA_DIR: dataDir, VGATE_CONFIG: configFile, VGATE_ADMIN_KEY: PLATFORM_KEY, ...store };
  procs.push(startServer(env));
  const a = await procs[0]?.ready(60_000);
  procs.push(startServer(env));
  const b = await procs[1]?.ready(60_000);
  if (!a || !b) throw new Error('servers did not start');
  const admin = { authorization: `Bearer ${PLATFORM_KEY}`, 'content-type': 'application/json' };
  const created = await fetch(`${a}/v1/admin/keys`, {
    method: 'POST',
    headers: admin,
    body: JSON.stringify({ tenant_id: 'xproc', tier: 'pro' }),
  });
  const key = ((await created.json()) as { key: string }).key;
  const adjusted = await fetch(`${a}/v1/admin/billing/xproc/adjustments`, {
    method: 'POST',
    headers: admin,
    body: JSON.stringify({ amount_micros: 10 * CALL_HOLD, reason: 'exactly ten calls' }),
  });
  expect(adjusted.status).toBe(200);
  const chatOn = (base: string) => async () =>
    (
      await fetch(`${base}/v1/chat/completions`, {
        method: 'POST',
        headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
        body: BODY,
      })
    ).status;
  try {
    const { statuses, callsWhileHeld } = await race([chatOn(a), chatOn(b)], up);
    expect(callsWhileHeld).toBe(10);
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    expect(statuses.filter((s) => s === 402)).toHaveLength(54);
    expect(up.calls).toBe(10);
    const ledger = (await (await fetch(`${b}/v1/admin/billing/xproc/ledger`, { headers: admin })).json()) as {
      balance_micros: number;
      reserved_micros: number;
      ledger_consistent: boolean;
    };
    expect(ledger).toMatchObject({
      balance_micros: 10 * CALL_HOLD - 10 * CALL_COST,
      reserved_micros: 0,
      ledger_consistent: true,
    });
    // The store is the one asked for: no SQLite file beside a PostgreSQL run.
    expect(existsSync(path.join(dataDir, 'vgate.sqlite'))).toBe(store['VGATE_DATABASE_URL'] === undefined);
  } finally {
    await up.close();
  }
}

async function stopAll(procs: ServerProcess[]): Promise<void> {
  for (const p of procs) {
    p.child.kill('SIGTERM');
    await p.exited;
  }
}

describe('prepaid holds across two processes sharing one SQLite file', () => {
  const procs: ServerProcess[] = [];
  const dataDir = mkdtempSync(path.join(tmpdir(), 'vgate-bill2-'));
  afterAll(async () => {
    await stopAll(procs);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('grants exactly 10 of 64 calls spread over both processes; the balance ends exact', async () => {
    await acrossTwoProcesses(procs, dataDir, {});
  }, 180_000);
});

describe.runIf(process.env['VGATE_TEST_DATABASE_URL'])(
  'prepaid holds across two processes sharing PostgreSQL',
  () => {
    const procs: ServerProcess[] = [];
    const dataDir = mkdtempSync(path.join(tmpdir(), 'vgate-bill2pg-'));
    let drop: () => Promise<void> = async () => {};
    afterAll(async () => {
      await stopAll(procs);
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    });

    it('grants exactly 10 of 64 calls spread over both processes; the balance ends exact', async () => {
      const db = await freshDatabase('bill2');
      if (!db) throw new Error('no VGATE_TEST_DATABASE_URL');
      drop = db.drop;
      await acrossTwoProcesses(procs, dataDir, { VGATE_DATABASE_URL: db.url });
    }, 180_000);
  },
);

describe.runIf(process.env['VGATE_TEST_DATABASE_URL'])(
  'prepaid holds across two instances sharing PostgreSQL',
  () => {
    it('grants exactly 10 of 64 calls spread over two instances with their own pools', async () => {
      const one = await startBilling('postgres');
      const schema = (await sql<{ s: string }>`select current_schema() as s`.execute(one.t.ctx.db.db)).rows[0]
        ?.s;
      if (!schema) throw new Error('no schema');
      const ctx2 = await createContext(one.t.ctx.config, {
        schema,
        file: {
          providers: [
            {
              id: 'up',
              kind: 'openai',
              base_url: one.up.openAiBaseUrl,
              api_key: 'sk-hosted-operator',
              default: true,
              pricing: { 'm-1': PRICING },
            },
          ],
        },
      });
      const app2 = await buildApp(ctx2);
      try {
        const key = await one.tenant('pg2');
        await one.credit('pg2', 10 * CALL_HOLD);
        const inject = (app: typeof app2) => async () =>
          (
            await app.inject({
              method: 'POST',
              url: '/v1/chat/completions',
              headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
              payload: BODY,
            })
          ).statusCode;
        const { statuses, callsWhileHeld } = await race([inject(one.t.app), inject(app2)], one.up);
        expect(callsWhileHeld).toBe(10);
        expect(statuses.filter((s) => s === 200)).toHaveLength(10);
        expect(statuses.filter((s) => s === 402)).toHaveLength(54);
        expect(await one.account('pg2')).toEqual({ balance: 10 * CALL_HOLD - 10 * CALL_COST, reserved: 0 });
      } finally {
        await app2.close();
        await ctx2.close();
        await one.close();
      }
    }, 120_000);
  },
);
