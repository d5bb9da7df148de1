import OpenAI from 'openai';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { Config } from '../../src/config.js';
import { buildTestApp, type TestApp } from '../helpers/app.js';
import { closedPortUrl, type MockUpstream, startMockUpstream } from '../helpers/mock-upstream.js';

/** Secrets and upstream ids that must never reach a client (alias sanitation). */
export const HOSTED_KEY = 'sk-operator-hosted-KEY-0042';
export const ANTHROPIC_KEY = 'sk-ant-operator-KEY-0077';
export const UPSTREAM_MODEL = 'internal-upstream-model-7b';
export const DEAD_MODEL = 'internal-dead-model-13b';

/** The prepaid credit each seeded tenant of the gateway harness starts with (1,000,000.00). */
export const FIXTURE_CREDIT_MICROS = 1_000_000_000_000;

/** Credits a tenant's prepaid balance (an operator adjustment in the ledger). */
export async function creditTenant(t: TestApp, tenantId: string, micros: number): Promise<void> {
  await t.ctx.db.db
    .transaction()
    .execute((tx) =>
      t.ctx.ledger.move(tx, tenantId, { kind: 'adjustment', amount: micros, reason: 'test credit' }),
    );
}

export interface GatewayHarness {
  t: TestApp;
  up: MockUpstream;
  /** `http://127.0.0.1:<port>/v1` of the listening gateway. */
  baseURL: string;
  /** An `openai` SDK client for the acme tenant, retries off (the gateway falls back itself). */
  client(opts?: { apiKey?: string; headers?: Record<string, string> }): OpenAI;
  /** Sets a tenant policy (PUT /v1/admin/tenants/{id}/policy). */
  policy(tenantId: string, policy: Record<string, unknown> | null): Promise<void>;
  scanMode(tenantId: string, mode: 'enforce' | 'shadow'): Promise<void>;
  close(): Promise<void>;
}

/**
 * The whole app listening on loopback, with an operator catalog pointing at a real mock
 * upstream: `up` (OpenAI protocol, hosted key, priced, default), `dead` (connection refused),
 * `claude` (Anthropic protocol), `byok` (no hosted key), and aliases over them.
 */
export async function startGateway(config: Partial<Config> = {}): Promise<GatewayHarness> {
  const up = await startMockUpstream();
  const dead = await closedPortUrl();
  const t = await buildTestApp({
    config,
    file: {
      providers: [
        {
          id: 'up',
          kind: 'openai',
          base_url: up.openAiBaseUrl,
          api_key: HOSTED_KEY,
          default: true,
          pricing: { [UPSTREAM_MODEL]: { input_per_mtok: 1_000_000, output_per_mtok: 2_000_000 } },
        },
        { id: 'dead', kind: 'openai', base_url: `${dead}/v1`, api_key: HOSTED_KEY },
        { id: 'claude', kind: 'anthropic', base_url: up.url, api_key: ANTHROPIC_KEY },
        { id: 'byok', kind: 'openai', base_url: up.openAiBaseUrl },
      ],
      aliases: {
        smart: {
          targets: [
            { provider: 'dead', model: DEAD_MODEL },
            { provider: 'up', model: UPSTREAM_MODEL },
          ],
          public: true,
        },
        solo: { targets: [{ provider: 'up', model: UPSTREAM_MODEL }] },
        pair: {
          targets: [
            { provider: 'up', model: UPSTREAM_MODEL },
            { provider: 'up', model: `${UPSTREAM_MODEL}-b` },
          ],
        },
        sonnet: { targets: [{ provider: 'claude', model: 'claude-internal-9' }], public: true },
        mine: { targets: [{ provider: 'byok', model: UPSTREAM_MODEL }] },
      },
    },
  });
  // Hosted calls are prepaid: the seeded tenants start with credit that no test here runs out of
  // (billing's own tests start from zero and pin the 402s).
  for (const tenantId of ['acme', 'globex']) await creditTenant(t, tenantId, FIXTURE_CREDIT_MICROS);
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const baseURL = `${address}/v1`;
  const admin = async (url: string, payload: unknown) => {
    const res = await t.app.inject({
      method: 'PUT',
      url,
      headers: t.auth(t.platformKey),
      payload: payload as Record<string, unknown>,
    });
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
  };
  return {
    t,
    up,
    baseURL,
    client: (opts = {}) =>
      new OpenAI({
        apiKey: opts.apiKey ?? t.acmeKey,
        baseURL,
        maxRetries: 0,
        ...(opts.headers ? { defaultHeaders: opts.headers } : {}),
      }),
    policy: (tenantId, policy) => admin(`/v1/admin/tenants/${tenantId}/policy`, policy),
    scanMode: (tenantId, mode) => admin(`/v1/admin/tenants/${tenantId}/scan-mode`, { mode }),
    close: async () => {
      await t.close();
      await up.close();
    },
  };
}

/** A policy's `engines` member turning every listed engine off (a plan that judges nothing). */
export async function everyEngineOff(h: GatewayHarness): Promise<Record<string, { enabled: false }>> {
  const res = await h.t.app.inject({ method: 'GET', url: '/v1/engines', headers: h.t.auth(h.t.acmeKey) });
  const ids = res.json<{ data: Array<{ id: string }> }>().data.map((e) => e.id);
  return Object.fromEntries(ids.map((id) => [id, { enabled: false as const }]));
}

/** Raw POST to the listening gateway (for byte-level checks the SDK hides). */
export async function rawChat(
  h: GatewayHarness,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<Response> {
  return fetch(`${h.baseURL}/chat/completions`, {
    method: 'POST',
    headers: { ...h.t.auth(h.t.acmeKey), 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}

/** The `data:` payloads of an SSE body. */
export function sseData(text: string): string[] {
  return text
    .split('\n\n')
    .filter((block) => block.startsWith('data: '))
    .map((block) => block.slice('data: '.length));
}

export const user = (content: string) => [{ role: 'user' as const, content }];

/**
 * Starts one gateway for the enclosing `describe`, resets the mock upstream before each test and
 * closes both afterwards. Returns an accessor, valid inside tests and `beforeEach`.
 */
export function useGateway(config: Partial<Config> = {}): () => GatewayHarness {
  let h: GatewayHarness | null = null;
  beforeAll(async () => {
    h = await startGateway(config);
  });
  afterAll(async () => {
    await h?.close();
  });
  beforeEach(() => {
    h?.up.reset();
  });
  return () => {
    if (!h) throw new Error('useGateway: the gateway has not started');
    return h;
  };
}
