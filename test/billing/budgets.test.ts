import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { describeEngines } from '../helpers/app.js';
import { openAiCompletion, type RecordedRequest } from '../helpers/mock-upstream.js';
import { waitFor } from '../helpers/process.js';
import { type BillingApp, startBilling } from './harness.js';

/**
 * Budgets and allowances (issue 35 item 4) on every client API: a daily spend cap refuses the
 * request that would pass it (402 budget_exceeded), a requests-per-day cap (429), an allowed-models
 * list (403), per key and per tenant, racing calls never overspend, and /v1/usage shows the caps.
 */

/** The upstream reports exactly what the hold estimates for the chat body below: 5 + 100 x 2 = 205. */
const EXACT = { input: 5, output: 100 };
const CALL = 205;

/** Chat answers with EXACT usage; embeddings with one small vector per input and 7 tokens. */
const upstream = (req: RecordedRequest) => {
  if (req.path.endsWith('/embeddings')) {
    const input = (req.body as { input: string[] }).input;
    return {
      json: {
        object: 'list',
        data: input.map((_, index) => ({ object: 'embedding', index, embedding: [0.6, 0.8] })),
        usage: { prompt_tokens: 7, total_tokens: 7 },
      },
    };
  }
  return { json: openAiCompletion('fine', { usage: EXACT }) };
};

describeEngines('budgets and allowances on every route (%s)', (engine) => {
  let b: BillingApp;
  let n = 0;
  beforeAll(async () => {
    b = await startBilling(engine);
  });
  afterAll(async () => b?.close());
  beforeEach(() => {
    b.reset();
    b.up.script(upstream);
  });

  const admin = (url: string, payload: unknown, method: 'PUT' | 'GET' = 'PUT') =>
    b.t.app.inject({
      method,
      url,
      headers: b.t.auth(b.t.platformKey),
      ...(method === 'PUT' ? { payload: payload as Record<string, unknown> } : {}),
    });

  /** A fresh tenant with credit and one key; its id and secret. */
  const freshKey = async () => {
    n += 1;
    const tenantId = `bud${n}`;
    const created = await b.t.ctx.tenants.createKey({ tenantId, tier: 'pro' }, null);
    await b.credit(tenantId, 1_000_000_000);
    return { tenantId, keyId: created.id, key: created.key };
  };

  const setKeyBudget = async (keyId: string, budget: Record<string, unknown>) => {
    const res = await admin(`/v1/admin/budgets/keys/${keyId}`, budget);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };

  const post = (
    key: string,
    url: string,
    payload: Record<string, unknown>,
    headers: Record<string, string> = {},
  ) => b.t.app.inject({ method: 'POST', url, headers: { ...b.t.auth(key), ...headers }, payload });

  const ROUTES: Record<string, (key: string) => Promise<LightMyRequestResponse>> = {
    chat: (key) =>
      post(key, '/v1/chat/completions', {
        model: 'up/m-1',
        max_tokens: 100,
        messages: [{ role: 'user', content: 'hi' }],
      }),
    responses: (key) => post(key, '/v1/responses', { model: 'up/m-1', max_output_tokens: 100, input: 'hi' }),
    messages: (key) =>
      post(
        key,
        '/v1/messages',
        { model: 'up/m-1', max_tokens: 100, messages: [{ role: 'user', content: 'hi' }] },
        { 'anthropic-version': '2023-06-01' },
      ),
    embeddings: (key) => post(key, '/v1/embeddings', { model: 'up/m-1', input: ['hi there'] }),
  };

  const code = (res: LightMyRequestResponse) => (res.json() as { error: { code?: string } }).error.code;

  it('chat: a daily cap of 1000 grants four calls of 205 and refuses the fifth, which would pass it', async () => {
    const k = await freshKey();
    await setKeyBudget(k.keyId, { daily_spend_micros: 1000 });
    for (let i = 0; i < 4; i += 1) expect((await ROUTES['chat']?.(k.key))?.statusCode).toBe(200);
    const refused = (await ROUTES['chat']?.(k.key)) as LightMyRequestResponse;
    expect(refused.statusCode).toBe(402);
    expect(code(refused)).toBe('budget_exceeded');
    expect(refused.headers['x-should-retry']).toBe('false');
    expect(b.up.calls).toBe(4);
    const standing = (await admin(`/v1/admin/budgets/keys/${k.keyId}`, null, 'GET')).json();
    expect(standing.daily_spend).toMatchObject({ cap: 1000, used: 4 * CALL, reserved: 0 });
  });

  for (const route of ['responses', 'messages', 'embeddings'] as const) {
    it(`${route}: the same daily cap refuses the request that would pass it (402), never overspent`, async () => {
      const k = await freshKey();
      await setKeyBudget(k.keyId, { daily_spend_micros: 1000 });
      const send = ROUTES[route] as (key: string) => Promise<LightMyRequestResponse>;
      let granted = 0;
      let refused: LightMyRequestResponse | null = null;
      for (let i = 0; i < 200 && refused === null; i += 1) {
        const res = await send(k.key);
        if (res.statusCode === 200) granted += 1;
        else refused = res;
      }
      expect(granted).toBeGreaterThan(0);
      expect(refused?.statusCode, refused?.body).toBe(402);
      expect(code(refused as LightMyRequestResponse)).toBe('budget_exceeded');
      const standing = (await admin(`/v1/admin/budgets/keys/${k.keyId}`, null, 'GET')).json();
      expect(standing.daily_spend.used).toBeGreaterThan(0);
      expect(standing.daily_spend.used).toBeLessThanOrEqual(1000);
      expect(standing.daily_spend.reserved).toBe(0);
      expect((await send(k.key)).statusCode).toBe(402);
    });
  }

  it('32 racing chats against a cap for exactly 10: 10 reach the upstream, 22 get 402, spend exact', async () => {
    const k = await freshKey();
    await setKeyBudget(k.keyId, { daily_spend_micros: 10 * CALL });
    b.up.hold();
    let answered = 0;
    const pending = Array.from({ length: 32 }, () =>
      (ROUTES['chat'] as (key: string) => Promise<LightMyRequestResponse>)(k.key).then((r) => {
        answered += 1;
        return r;
      }),
    );
    await waitFor(() => answered >= 22);
    await b.up.waitForCalls(10);
    expect(b.up.calls).toBe(10);
    b.up.release();
    const results = await Promise.all(pending);
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(10);
    expect(results.filter((r) => r.statusCode === 402 && code(r) === 'budget_exceeded')).toHaveLength(22);
    const standing = (await admin(`/v1/admin/budgets/keys/${k.keyId}`, null, 'GET')).json();
    expect(standing.daily_spend).toMatchObject({ used: 10 * CALL, reserved: 0 });
  }, 60_000);

  it('a tenant cap holds across its keys; a monthly cap as well', async () => {
    const k = await freshKey();
    const second = await b.t.ctx.tenants.createKey({ tenantId: k.tenantId, tier: 'pro' }, null);
    const res = await admin(`/v1/admin/budgets/tenants/${k.tenantId}`, { monthly_spend_micros: 3 * CALL });
    expect(res.statusCode).toBe(200);
    const chat = ROUTES['chat'] as (key: string) => Promise<LightMyRequestResponse>;
    expect((await chat(k.key)).statusCode).toBe(200);
    expect((await chat(second.key)).statusCode).toBe(200);
    expect((await chat(k.key)).statusCode).toBe(200);
    const refused = await chat(second.key);
    expect(refused.statusCode).toBe(402);
    expect(refused.json().error).toMatchObject({
      code: 'budget_exceeded',
      budget_scope: 'tenant',
      budget_period: 'month',
    });
  });

  it('requests per day: 429 request_cap_exceeded on the call past the cap, on any route, not retryable', async () => {
    const k = await freshKey();
    await setKeyBudget(k.keyId, { requests_per_day: 3 });
    expect((await ROUTES['chat']?.(k.key))?.statusCode).toBe(200);
    expect((await ROUTES['embeddings']?.(k.key))?.statusCode).toBe(200);
    expect((await ROUTES['responses']?.(k.key))?.statusCode).toBe(200);
    for (const route of ['chat', 'embeddings', 'responses', 'messages']) {
      const res = (await ROUTES[route]?.(k.key)) as LightMyRequestResponse;
      expect(res.statusCode, route).toBe(429);
      expect(code(res), route).toBe('request_cap_exceeded');
      expect(res.headers['x-should-retry']).toBe('false');
    }
    expect(b.up.calls).toBe(3);
  });

  it('allowed models: 403 model_not_allowed for any other model, before any upstream call', async () => {
    const k = await freshKey();
    await setKeyBudget(k.keyId, { allowed_models: ['up/m-1'] });
    expect((await ROUTES['chat']?.(k.key))?.statusCode).toBe(200);
    const other = await post(k.key, '/v1/chat/completions', {
      model: 'up/m-2',
      messages: [{ role: 'user', content: 'hi' }],
    });
    expect(other.statusCode).toBe(403);
    expect(code(other)).toBe('model_not_allowed');
    const emb = await post(k.key, '/v1/embeddings', { model: 'up/m-2', input: 'a' });
    expect(emb.statusCode).toBe(403);
    await admin(`/v1/admin/budgets/tenants/${k.tenantId}`, { allowed_models: ['up/m-9'] });
    const byTenant = await ROUTES['chat']?.(k.key);
    expect(byTenant?.statusCode).toBe(403);
    expect(b.up.calls).toBe(1);
  });

  it('the project-scoped chat route passes the same admission: 403 for a model not allowed, 429 past the day', async () => {
    const k = await freshKey();
    await setKeyBudget(k.keyId, { allowed_models: ['up/m-1'], requests_per_day: 1 });
    const turn = (model: string, turnId: string) =>
      post(
        k.key,
        '/v1/memory/projects/budgeted/chat/completions',
        { model, max_tokens: 100, messages: [{ role: 'user', content: 'hi' }] },
        { 'x-service-session': 'sess-1', 'x-service-turn-id': turnId },
      );
    const other = await turn('up/m-2', 't-1');
    expect(other.statusCode).toBe(403);
    expect(code(other)).toBe('model_not_allowed');
    expect((await turn('up/m-1', 't-2')).statusCode).toBe(200);
    const past = await turn('up/m-1', 't-3');
    expect(past.statusCode).toBe(429);
    expect(code(past)).toBe('request_cap_exceeded');
    expect(b.up.calls).toBe(1);
  });

  it('a refused budget takes back nothing it did not hold; a failed call gives its estimate back', async () => {
    const k = await freshKey();
    await setKeyBudget(k.keyId, { daily_spend_micros: 2 * CALL, monthly_spend_micros: 100 * CALL });
    b.up.script({ status: 500, json: { error: { message: 'boom', type: 'server_error' } } });
    const failed = await ROUTES['chat']?.(k.key);
    expect(failed?.statusCode).toBe(500);
    // The upstream's error is answered as it comes; the hold is let go right after.
    let standing = (await admin(`/v1/admin/budgets/keys/${k.keyId}`, null, 'GET')).json();
    for (let i = 0; i < 100 && standing.daily_spend.reserved !== 0; i += 1) {
      await new Promise((r) => setTimeout(r, 20));
      standing = (await admin(`/v1/admin/budgets/keys/${k.keyId}`, null, 'GET')).json();
    }
    expect(standing.daily_spend).toMatchObject({ used: 0, reserved: 0 });
    expect(standing.monthly_spend).toMatchObject({ used: 0, reserved: 0 });
  });

  it("the sweep gives back a crashed call's estimate once; its late settle then adds only the spend", async () => {
    const k = await freshKey();
    await setKeyBudget(k.keyId, { daily_spend_micros: 10_000 });
    const { budgets } = b.t.ctx;
    const est = {
      pricing: [{ inputPerMTok: 1_000_000, outputPerMTok: 2_000_000 }],
      promptChars: 2,
      messages: 1,
      outputTokens: 100,
      answers: 1,
    };
    const hold = await budgets.admit(k.keyId, k.tenantId, 'up/m-1', est); // its process "dies"
    if (!hold) throw new Error('no hold');
    expect((await budgets.standing('key', k.keyId)).daily_spend).toMatchObject({ used: 0, reserved: CALL });
    // An hour on, the hold can belong to no running request.
    const [first, second] = await Promise.all([
      budgets.releaseStale(-3_600_000),
      budgets.releaseStale(-3_600_000),
    ]);
    expect((first ?? 0) + (second ?? 0)).toBeGreaterThanOrEqual(1);
    expect((await budgets.standing('key', k.keyId)).daily_spend).toMatchObject({ used: 0, reserved: 0 });
    await hold.settle(150);
    expect((await budgets.standing('key', k.keyId)).daily_spend).toMatchObject({ used: 150, reserved: 0 });
    expect(await budgets.releaseStale(-3_600_000)).toBe(0);
  });

  it('/v1/usage shows spend against each cap of the key and tenant; none shown without a budget', async () => {
    const k = await freshKey();
    await setKeyBudget(k.keyId, { daily_spend_micros: 5000, requests_per_day: 10 });
    await admin(`/v1/admin/budgets/tenants/${k.tenantId}`, { monthly_spend_micros: 9000 });
    await ROUTES['chat']?.(k.key);
    const usage = await b.t.app.inject({ method: 'GET', url: '/v1/usage', headers: b.t.auth(k.key) });
    const body = usage.json();
    expect(body.budgets.key).toMatchObject({
      scope: 'key',
      daily_spend: { cap: 5000, used: CALL },
      requests_per_day: { cap: 10, used: 1 },
      monthly_spend: null,
    });
    expect(body.budgets.tenant).toMatchObject({ scope: 'tenant', monthly_spend: { cap: 9000, used: CALL } });
    const other = await freshKey();
    const none = await b.t.app.inject({ method: 'GET', url: '/v1/usage', headers: b.t.auth(other.key) });
    expect(none.json().budgets).toEqual({ key: null, tenant: null });
    // Clearing every member removes the budget.
    await setKeyBudget(k.keyId, {});
    expect((await admin(`/v1/admin/budgets/keys/${k.keyId}`, null, 'GET')).json().daily_spend).toBeNull();
  });

  it('the admin operations refuse bad input with clear 4xx, unknown subjects with 404, tenants with 403', async () => {
    const k = await freshKey();
    for (const body of [
      { daily_spend_micros: -1 },
      { daily_spend_micros: 1.5 },
      { requests_per_day: 'ten' },
      { allowed_models: [''] },
      { allowed_models: ['a', 'a'] },
      { unknown_member: 1 },
    ]) {
      const res = await admin(`/v1/admin/budgets/keys/${k.keyId}`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(code(res)).toBe('invalid_request');
    }
    expect((await admin('/v1/admin/budgets/keys/key_nope', {})).statusCode).toBe(404);
    expect((await admin('/v1/admin/budgets/tenants/nope-tenant', {})).statusCode).toBe(404);
    expect((await admin('/v1/admin/budgets/tenants/BAD!', {})).statusCode).toBe(400);
    const asTenant = await b.t.app.inject({
      method: 'PUT',
      url: `/v1/admin/budgets/keys/${k.keyId}`,
      headers: b.t.auth(k.key),
      payload: { daily_spend_micros: 1 },
    });
    expect(asTenant.statusCode).toBe(403);
  });
});
