import type { LightMyRequestResponse } from 'fastify';
import type { Config } from '../../src/config.js';
import type { Engine } from '../../src/db/connect.js';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { type MockUpstream, openAiCompletion, startMockUpstream } from '../helpers/mock-upstream.js';

/** 1 micro-unit per input token, 2 per output token. */
export const PRICING = { input_per_mtok: 1_000_000, output_per_mtok: 2_000_000 };
/** A base64 Standard Webhooks secret shared by the tests and the app. */
export const WEBHOOK_SECRET = Buffer.alloc(32, 7).toString('base64');
/** What the mock upstream reports for every answer: 3 + 50 x 2 = 103 micro-units. */
export const USAGE = { input: 3, output: 50 };
export const CALL_COST = USAGE.input * 1 + USAGE.output * 2;
/** The hold of `chat()`'s body: prompt "hi" (1 + 4 tokens) + max_tokens 100 x 2 = 205. */
export const CALL_HOLD = 5 + 100 * 2;

export interface BillingApp {
  t: TestApp;
  up: MockUpstream;
  /** Forgets the upstream's requests and scripts answers that report `USAGE`. */
  reset(): void;
  /** A fresh tenant key of the given tier. */
  tenant(tenantId: string, tier?: 'free' | 'pro'): Promise<string>;
  credit(tenantId: string, micros: number): Promise<void>;
  chat(
    key: string,
    extra?: Record<string, unknown>,
    headers?: Record<string, string>,
  ): Promise<LightMyRequestResponse>;
  account(tenantId: string): Promise<{ balance: number; reserved: number }>;
  close(): Promise<void>;
}

/**
 * The app on one engine with an operator catalog: `up` (hosted key, priced, default) and `byok`
 * (no hosted key) over one mock upstream whose answers
 * report `USAGE`.
 */
export async function startBilling(engine: Engine, config: Partial<Config> = {}): Promise<BillingApp> {
  const up = await startMockUpstream();
  const t = await buildTestApp({
    engine,
    config: { webhookSecret: WEBHOOK_SECRET, ...config },
    file: {
      providers: [
        {
          id: 'up',
          kind: 'openai',
          base_url: up.openAiBaseUrl,
          api_key: 'sk-hosted-operator',
          default: true,
          pricing: { 'm-1': PRICING },
        },
        { id: 'byok', kind: 'openai', base_url: up.openAiBaseUrl },
      ],
    },
  });
  const reset = () => {
    up.reset();
    up.script(() => ({ json: openAiCompletion('fine', { usage: USAGE }) }));
  };
  reset();
  return {
    t,
    up,
    reset,
    tenant: async (tenantId, tier = 'pro') => (await t.ctx.tenants.createKey({ tenantId, tier }, null)).key,
    credit: async (tenantId, micros) => {
      await t.ctx.db.db
        .transaction()
        .execute((tx) =>
          t.ctx.ledger.move(tx, tenantId, { kind: 'adjustment', amount: micros, reason: 'test' }),
        );
    },
    chat: async (key, extra = {}, headers = {}) =>
      await t.app.inject({
        method: 'POST',
        url: '/v1/chat/completions',
        headers: { ...t.auth(key), ...headers },
        payload: { model: 'up/m-1', max_tokens: 100, messages: [{ role: 'user', content: 'hi' }], ...extra },
      }),
    account: async (tenantId) => {
      const a = await t.ctx.ledger.account(t.ctx.db.db, tenantId);
      return { balance: Number(a?.balance_micros ?? 0), reserved: Number(a?.reserved_micros ?? 0) };
    },
    close: async () => {
      await t.close();
      await up.close();
    },
  };
}
