import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEach, TEST_REDIS_URL } from '../helpers/app.js';
import {
  type MockUpstream,
  openAiCompletion,
  openAiStreamEvents,
  startMockUpstream,
} from '../helpers/mock-upstream.js';
import { freshDatabase, type ServerProcess, startServer } from '../helpers/process.js';

/**
 * Metering survives `kill -9` (issue 34 item 2): two server processes on one database serve hosted,
 * priced chat calls (JSON and streamed, two tenants) from a fake upstream; one is killed with
 * SIGKILL under load, the other keeps serving, then the killed one restarts. Every call a client
 * got a whole 200 answer for (a JSON body, or a stream up to `[DONE]`) must be charged in the
 * ledger and counted in the usage both the tenant and the operator read, and the two must agree
 * call for call and micro-unit for micro-unit. The only calls that may be charged without a
 * client seeing the answer are those the kill cut (their charge committed, the answer not yet
 * written): never more than the calls that failed on the killed instance.
 *
 * On PostgreSQL the instances run the hosted `global` contour (its release gates met); SQLite is
 * refused there, so its variant runs `local` with the same priced operator-hosted provider.
 */

const ADMIN = 'vg_crash_metering_admin_key_0123456789ab';
/** 1 micro-unit per input token, 2 per output token; each answer reports 3 + 50 tokens: 103. */
const PRICING = 'input_per_mtok: 1000000\n          output_per_mtok: 2000000';
const USAGE = { input: 3, output: 50 };
const TENANTS = ['acme', 'globex'] as const;

type Row = Record<string, unknown>;

describeEach(['sqlite', 'postgres'] as const)(
  'kill -9 under hosted chat load (%s)',
  { timeout: 300_000 },
  (engine) => {
    let up: MockUpstream;
    let dir: string;
    let env: Record<string, string> = {};
    let drop = async () => {};
    let query: (text: string) => Promise<Row[]>;
    let closeQuery = async () => {};
    const procs: ServerProcess[] = [];

    beforeAll(async () => {
      up = await startMockUpstream({ record: false });
      // Answers take a few milliseconds, as an upstream's do: calls are in flight when the kill lands.
      up.script((req) => {
        const stream = (req.body as { stream?: boolean }).stream === true;
        return stream
          ? { sse: openAiStreamEvents('a metered streamed answer', { usage: USAGE }), chunkDelayMs: 1 }
          : { json: openAiCompletion('a metered answer', { usage: USAGE }), headersDelayMs: 4 };
      });
      dir = mkdtempSync(path.join(tmpdir(), 'vgate-crash-metering-'));
      const config = path.join(dir, 'vgate.yaml');
      writeFileSync(
        config,
        `providers:\n  - id: up\n    kind: openai\n    base_url: ${up.openAiBaseUrl}\n    api_key: sk-operator\n` +
          `    default: true\n    pricing:\n      m-1:\n          ${PRICING}\n`,
      );
      env = {
        VGATE_DATA_DIR: dir,
        VGATE_CONFIG: config,
        VGATE_ADMIN_KEY: ADMIN,
        VGATE_MOCK_PROVIDER: 'false',
      };
      if (engine === 'postgres') {
        const db = await freshDatabase('crashmeter');
        if (!db) throw new Error('no PostgreSQL');
        drop = db.drop;
        env['VGATE_DATABASE_URL'] = db.url;
        // The global contour needs Redis; without it PostgreSQL runs the local one (not a suite switch).
        if (TEST_REDIS_URL !== null) {
          Object.assign(env, {
            VGATE_CONTOUR: 'global',
            VGATE_REDIS_URL: TEST_REDIS_URL,
            VGATE_SIGNING_KEY: generateKeyPairSync('ed25519')
              .privateKey.export({ type: 'pkcs8', format: 'pem' })
              .toString(),
            VGATE_SECURE_COOKIES: 'true',
            VGATE_SIGNUP_OPEN: 'false',
            VGATE_WEBHOOK_SECRET: 'whsec_crash_metering_test_secret',
            VGATE_PAYMENT_PROVIDER: 'stripe',
            VGATE_STRIPE_SECRET_KEY: 'sk_test_crash_metering',
            VGATE_PUBLIC_URL: 'https://gateway.example.com',
          });
        }
        const client = new pg.Client({ connectionString: db.url });
        await client.connect();
        query = async (text) => (await client.query(text)).rows as Row[];
        closeQuery = () => client.end();
      } else {
        query = async (text) => {
          const file = new SQLite(path.join(dir, 'vgate.sqlite'), { readonly: true });
          try {
            return file.prepare(text).all() as Row[];
          } finally {
            file.close();
          }
        };
      }
    });

    afterAll(async () => {
      for (const p of procs) p.child.kill('SIGKILL');
      await Promise.all(procs.map((p) => p.exited));
      await closeQuery();
      await drop();
      await up?.close();
      rmSync(dir, { recursive: true, force: true });
    });

    const start = async (): Promise<{ proc: ServerProcess; base: string }> => {
      const proc = startServer(env);
      procs.push(proc);
      return { proc, base: await proc.ready(60_000) };
    };

    const admin = async (base: string, method: string, url: string, body?: unknown) => {
      const res = await fetch(`${base}${url}`, {
        method,
        headers: { authorization: `Bearer ${ADMIN}`, 'content-type': 'application/json' },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
      return (await res.json()) as Record<string, unknown>;
    };

    /** One hosted call; true when the client got the whole answer with status 200. */
    const chat = async (base: string, key: string, stream: boolean): Promise<boolean> => {
      const res = await fetch(`${base}/v1/chat/completions`, {
        method: 'POST',
        headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          model: 'up/m-1',
          max_tokens: 100,
          stream,
          messages: [{ role: 'user', content: 'summarise the quarter in one line' }],
        }),
      });
      const text = await res.text();
      if (res.status !== 200) throw new Error(`status ${res.status}: ${text}`);
      if (stream) return text.trimEnd().endsWith('data: [DONE]');
      return Array.isArray((JSON.parse(text) as { choices?: unknown }).choices);
    };

    it('charges and counts every answered call, and only those the kill cut beyond them', async () => {
      const a = await start();
      const b = await start();
      const keys: Record<string, string> = {};
      for (const t of TENANTS) {
        keys[t] = (
          await admin(a.base, 'POST', '/v1/admin/keys', { tenant_id: t, tier: 'pro', label: 'load' })
        )['key'] as string;
        await admin(a.base, 'POST', `/v1/admin/billing/${t}/adjustments`, {
          amount_micros: 1e12,
          reason: 'credit for the crash test',
        });
      }

      let answered = 0;
      let failedOnA = 0;
      let stopB = false;
      let killed = false;
      /** Calls in a loop against one instance until it dies (A) or is told to stop (B). */
      const loop = async (base: string, n: number, onA: boolean) => {
        for (let i = 0; ; i += 1) {
          if (!onA && stopB) return;
          const tenant = TENANTS[(n + i) % TENANTS.length] as string;
          try {
            if (await chat(base, keys[tenant] as string, (n + i) % 2 === 0)) answered += 1;
            else if (onA) failedOnA += 1;
          } catch (err) {
            if (!onA || !killed) throw err;
            failedOnA += 1;
            return;
          }
        }
      };
      const loops = [
        ...Array.from({ length: 8 }, (_, n) => loop(a.base, n, true)),
        ...Array.from({ length: 4 }, (_, n) => loop(b.base, n, false)),
      ];
      // Kill A once the load is well under way.
      while (answered < 300) await new Promise((r) => setTimeout(r, 20));
      killed = true;
      a.proc.child.kill('SIGKILL');
      await a.proc.exited;
      await new Promise((r) => setTimeout(r, 300)); // B keeps serving
      stopB = true;
      await Promise.all(loops);
      expect(failedOnA).toBeGreaterThan(0);
      expect(failedOnA).toBeLessThanOrEqual(8);

      const restarted = await start();
      const num = (v: unknown) => Number(v ?? 0);
      const [ledger] = await query(
        "select count(*) as n, coalesce(sum(-amount_micros), 0) as micros from billing_ledger where kind = 'settlement'",
      );
      const [usage] = await query(
        'select coalesce(sum(requests), 0) as n, coalesce(sum(cost_micros), 0) as micros, ' +
          'coalesce(sum(input_tokens), 0) as input, coalesce(sum(output_tokens), 0) as output from usage_daily',
      );
      const [held] = await query("select count(*) as n from billing_reservations where state = 'held'");
      const charged = num(ledger?.['n']);
      const counted = num(usage?.['n']);
      // Every call a client got a whole answer for is charged; beyond those, only calls the kill cut.
      expect(charged).toBeGreaterThanOrEqual(answered);
      expect(charged - answered).toBeLessThanOrEqual(failedOnA);
      // The usage rows and the ledger agree call for call and micro-unit for micro-unit.
      expect(counted).toBe(charged);
      expect(num(usage?.['micros'])).toBe(num(ledger?.['micros']));
      expect(num(ledger?.['micros'])).toBe(charged * (USAGE.input + USAGE.output * 2));
      expect(num(usage?.['output'])).toBe(charged * USAGE.output);
      // The calls the kill cut before their charge still hold their estimate (released later).
      expect(num(held?.['n'])).toBeLessThanOrEqual(failedOnA);
      // Balances still equal their ledgers.
      const accounts = await query(
        'select a.tenant_id, a.balance_micros, a.reserved_micros, ' +
          '(select sum(amount_micros) from billing_ledger l where l.tenant_id = a.tenant_id) as balance, ' +
          '(select sum(reserved_micros) from billing_ledger l where l.tenant_id = a.tenant_id) as reserved ' +
          'from billing_accounts a',
      );
      for (const acc of accounts) {
        expect(num(acc['balance_micros'])).toBe(num(acc['balance']));
        expect(num(acc['reserved_micros'])).toBe(num(acc['reserved']));
      }

      // What the tenants and the operator read through the restarted instance adds up to the same.
      let tenantTotal = 0;
      for (const t of TENANTS) {
        const res = await fetch(`${restarted.base}/v1/usage`, {
          headers: { authorization: `Bearer ${keys[t]}` },
        });
        expect(res.status).toBe(200);
        const rows = ((await res.json()) as { data: Array<{ requests: number }> }).data;
        tenantTotal += rows.reduce((s, r) => s + r.requests, 0);
      }
      expect(tenantTotal).toBe(charged);
      const operator = (await admin(restarted.base, 'GET', '/v1/admin/usage')) as {
        data: Array<{ requests: number }>;
      };
      expect(operator.data.reduce((s, r) => s + r.requests, 0)).toBe(charged);
      console.log(
        `crash-metering (${engine}): answered ${answered}, charged ${charged}, counted ${counted}, ` +
          `cut on the killed instance ${failedOnA}, holds left ${num(held?.['n'])}`,
      );
    });
  },
);
