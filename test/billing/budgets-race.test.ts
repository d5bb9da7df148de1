import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { createContext } from '../../src/context.js';
import { PLATFORM_KEY } from '../helpers/app.js';
import { type MockUpstream, openAiCompletion, startMockUpstream } from '../helpers/mock-upstream.js';
import { type ServerProcess, startServer, waitFor } from '../helpers/process.js';
import { PRICING, startBilling } from './harness.js';

/**
 * A key's daily spend cap under racing calls across two workers of one server (SQLite) and two
 * instances over one PostgreSQL: the upstream holds its answers until every call is decided, so a
 * budget that admitted more than it can pay would show as more than 10 upstream calls.
 */

/** Each call's usage equals its estimate (prompt "hi": 5 tokens, max 100 out): 5 + 200 = 205. */
const EXACT = { input: 5, output: 100 };
const CALL = 205;
const RACERS = 32;

/** Chat, Responses and Messages bodies whose hold is the same 205. */
const BODIES: Array<{ path: string; body: unknown; headers?: Record<string, string> }> = [
  {
    path: '/v1/chat/completions',
    body: { model: 'up/m-1', max_tokens: 100, messages: [{ role: 'user', content: 'hi' }] },
  },
  { path: '/v1/responses', body: { model: 'up/m-1', max_output_tokens: 100, input: 'hi' } },
  {
    path: '/v1/messages',
    body: { model: 'up/m-1', max_tokens: 100, messages: [{ role: 'user', content: 'hi' }] },
    headers: { 'anthropic-version': '2023-06-01' },
  },
];

type Post = (i: number) => Promise<number>;

/** Fires RACERS calls (routes and senders in turn) while the upstream holds; returns the statuses. */
async function race(posts: Post[], up: MockUpstream) {
  up.hold();
  let answered = 0;
  const all = Array.from({ length: RACERS }, (_, i) =>
    (posts[i % posts.length] as Post)(i).then((s) => {
      answered += 1;
      return s;
    }),
  );
  await waitFor(() => answered >= RACERS - 10, 60_000);
  await up.waitForCalls(10);
  const callsWhileHeld = up.calls;
  up.release();
  return { statuses: await Promise.all(all), callsWhileHeld };
}

function expectTen(r: { statuses: number[]; callsWhileHeld: number }, up: MockUpstream) {
  expect(r.callsWhileHeld).toBe(10);
  expect(r.statuses.filter((s) => s === 200)).toHaveLength(10);
  expect(r.statuses.filter((s) => s === 402)).toHaveLength(RACERS - 10);
  expect(up.calls).toBe(10);
}

describe('a daily spend cap across two workers of one server (SQLite)', () => {
  const procs: ServerProcess[] = [];
  const dataDir = mkdtempSync(path.join(tmpdir(), 'vgate-budget2-'));
  afterAll(async () => {
    for (const p of procs) {
      p.child.kill('SIGTERM');
      await p.exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  });

  it(`grants exactly 10 of ${RACERS} chat, responses and messages calls; spend ends exact`, async () => {
    const up = await startMockUpstream();
    up.script(() => ({ json: openAiCompletion('fine', { usage: EXACT }) }));
    const configFile = path.join(dataDir, 'vgate.json');
    writeFileSync(
      configFile,
      JSON.stringify({
        providers: [
          {
            id: 'up',
            kind: 'openai',
            base_url: up.openAiBaseUrl,
            default: true,
            pricing: { 'm-1': PRICING },
          },
        ],
      }),
    );
    // No hosted key: bring-your-own-key calls are not prepaid, so only the budget can refuse them.
    const server = startServer({
      VGATE_DATA_DIR: dataDir,
      VGATE_CONFIG: configFile,
      VGATE_ADMIN_KEY: PLATFORM_KEY,
      VGATE_WORKERS: '2',
    });
    procs.push(server);
    const base = await server.ready(90_000);
    try {
      const admin = { authorization: `Bearer ${PLATFORM_KEY}`, 'content-type': 'application/json' };
      const created = (await (
        await fetch(`${base}/v1/admin/keys`, {
          method: 'POST',
          headers: admin,
          body: JSON.stringify({ tenant_id: 'race2w', tier: 'pro' }),
        })
      ).json()) as { key: string; key_id: string };
      const set = await fetch(`${base}/v1/admin/budgets/keys/${created.key_id}`, {
        method: 'PUT',
        headers: admin,
        body: JSON.stringify({ daily_spend_micros: 10 * CALL }),
      });
      expect(set.status).toBe(200);
      const post: Post = async (i) => {
        const b = BODIES[i % BODIES.length] as (typeof BODIES)[number];
        const res = await fetch(`${base}${b.path}`, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${created.key}`,
            'x-provider-key': 'sk-caller-own',
            'content-type': 'application/json',
            ...(b.headers ?? {}),
          },
          body: JSON.stringify(b.body),
        });
        await res.arrayBuffer();
        return res.status;
      };
      expectTen(await race([post], up), up);
      const standing = (await (
        await fetch(`${base}/v1/admin/budgets/keys/${created.key_id}`, { headers: admin })
      ).json()) as { daily_spend: { used: number; reserved: number } };
      expect(standing.daily_spend).toMatchObject({ used: 10 * CALL, reserved: 0 });
    } finally {
      up.release();
      await up.close();
    }
  }, 180_000);
});

describe.runIf(process.env['VGATE_TEST_DATABASE_URL'])(
  'a daily spend cap across two instances over PostgreSQL',
  () => {
    it(`grants exactly 10 of ${RACERS} calls spread over both instances; spend ends exact`, async () => {
      const one = await startBilling('postgres');
      one.up.script(() => ({ json: openAiCompletion('fine', { usage: EXACT }) }));
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
        const created = await one.t.ctx.tenants.createKey({ tenantId: 'pgbudget', tier: 'pro' }, null);
        await one.credit('pgbudget', 1_000_000_000);
        const set = await one.t.app.inject({
          method: 'PUT',
          url: `/v1/admin/budgets/keys/${created.id}`,
          headers: one.t.auth(one.t.platformKey),
          payload: { daily_spend_micros: 10 * CALL },
        });
        expect(set.statusCode).toBe(200);
        const inject =
          (app: typeof app2): Post =>
          async (i) => {
            const b = BODIES[i % BODIES.length] as (typeof BODIES)[number];
            return (
              await app.inject({
                method: 'POST',
                url: b.path,
                headers: { authorization: `Bearer ${created.key}`, ...(b.headers ?? {}) },
                payload: b.body as Record<string, unknown>,
              })
            ).statusCode;
          };
        expectTen(await race([inject(one.t.app), inject(app2)], one.up), one.up);
        const standing = await ctx2.budgets.standing('key', created.id);
        expect(standing.daily_spend).toMatchObject({ used: 10 * CALL, reserved: 0 });
      } finally {
        await app2.close();
        await ctx2.close();
        await one.close();
      }
    }, 120_000);
  },
);
