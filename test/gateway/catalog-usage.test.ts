import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openAiCompletion, openAiStreamEvents } from '../helpers/mock-upstream.js';
import {
  type GatewayHarness,
  rawChat,
  sseData,
  startGateway,
  UPSTREAM_MODEL,
  useGateway,
  user,
} from './harness.js';

interface UsageRow {
  model: string;
  requests: number;
  input_tokens: number;
  output_tokens: number;
  cost_micros: number;
}

describe('model catalog endpoints', () => {
  let h: GatewayHarness;
  beforeAll(async () => {
    h = await startGateway();
  });
  afterAll(async () => {
    await h.close();
  });

  const get = (url: string, key?: string) =>
    h.t.app.inject({ method: 'GET', url, headers: key ? h.t.auth(key) : {} });

  it('GET /v1/models lists tenant and operator aliases in the OpenAI list shape', async () => {
    await h.t.app.inject({
      method: 'PUT',
      url: '/v1/model-routes',
      headers: h.t.auth(h.t.globexKey),
      payload: { aliases: { 'globex-fast': [{ provider: 'up', model: 'g-1' }] } },
    });
    const res = await get('/v1/models', h.t.globexKey);
    expect(res.statusCode).toBe(200);
    const body = res.json<{
      object: string;
      data: Array<{ id: string; object: string; owned_by: string }>;
    }>();
    expect(body.object).toBe('list');
    const ids = body.data.map((m) => m.id);
    expect(ids).toEqual(expect.arrayContaining(['globex-fast', 'smart', 'solo', 'sonnet']));
    expect(body.data.every((m) => m.object === 'model')).toBe(true);
    expect(res.body).not.toContain(UPSTREAM_MODEL);
    expect(res.body).not.toContain('g-1');
    const other = await get('/v1/models', h.t.acmeKey);
    expect(other.body).not.toContain('globex-fast');
  });

  it('GET /v1/public/models lists public aliases only, without auth or secrets', async () => {
    const res = await get('/v1/public/models');
    expect(res.statusCode).toBe(200);
    const ids = res.json<{ data: Array<{ id: string }> }>().data.map((m) => m.id);
    expect(ids.sort()).toEqual(['smart', 'sonnet']);
    expect(res.body).not.toContain('sk-');
    expect(res.body).not.toContain(UPSTREAM_MODEL);
  });

  it('GET /v1/gateway/capabilities reports providers without keys, aliases and modes', async () => {
    const res = await get('/v1/gateway/capabilities', h.t.acmeKey);
    expect(res.statusCode).toBe(200);
    const body = res.json<Record<string, unknown>>();
    expect(body).toMatchObject({
      tenant_id: 'acme',
      streaming: true,
      scan_mode: 'enforce',
      downgrade_reasons: ['l2_egress_enforcer', 'action_guard'],
    });
    expect(body['providers']).toEqual(
      expect.arrayContaining([
        { id: 'up', kind: 'openai', hosted_key: true },
        { id: 'byok', kind: 'openai', hosted_key: false },
      ]),
    );
    expect(res.body).not.toContain('sk-');
  });

  it('the catalog routes need a key', async () => {
    for (const url of ['/v1/models', '/v1/gateway/capabilities', '/v1/model-routes', '/v1/usage']) {
      expect((await get(url)).statusCode).toBe(401);
    }
    expect((await get('/v1/admin/usage', h.t.acmeKey)).statusCode).toBe(403);
  });
});

describe('usage metering and metrics', () => {
  const gw = useGateway();
  let h: GatewayHarness;
  beforeEach(() => {
    h = gw();
  });

  const usage = async (key: string) =>
    (await h.t.app.inject({ method: 'GET', url: '/v1/usage', headers: h.t.auth(key) })).json<{
      data: UsageRow[];
    }>().data;

  it('meters requests, tokens and hosted cost per tenant and alias', async () => {
    h.up.script({ json: openAiCompletion('ok', { usage: { input: 100, output: 50 } }) });
    await h.client().chat.completions.create({ model: 'solo', messages: user('a') });
    await h.client().chat.completions.create({ model: 'solo', messages: user('b') });
    const rows = await usage(h.t.acmeKey);
    const solo = rows.find((r) => r.model === 'solo');
    // 200 input x 1_000_000 + 100 output x 2_000_000 micro-units per million tokens.
    expect(solo).toEqual({
      day: expect.any(String),
      model: 'solo',
      requests: 2,
      input_tokens: 200,
      output_tokens: 100,
      cost_micros: 400,
    });
    expect(await usage(h.t.globexKey)).toEqual([]);
    const admin = await h.t.app.inject({
      method: 'GET',
      url: '/v1/admin/usage',
      headers: h.t.auth(h.t.platformKey),
    });
    expect(admin.json<{ data: Array<{ tenant_id: string; model: string }> }>().data).toContainEqual(
      expect.objectContaining({ tenant_id: 'acme', model: 'solo', requests: 2 }),
    );
  });

  it('asks upstream for stream usage, meters it, and drops that chunk when the client did not ask', async () => {
    h.up.script({ sse: openAiStreamEvents('s t r', { usage: { input: 7, output: 3 } }) });
    const res = await rawChat(h, { model: 'pair', messages: user('x'), stream: true });
    const events = sseData(await res.text());
    expect(h.up.lastRequest?.body).toMatchObject({ stream: true, stream_options: { include_usage: true } });
    const chunks = events
      .filter((e) => e !== '[DONE]')
      .map((e) => JSON.parse(e) as { choices: unknown[]; usage?: unknown });
    expect(chunks.some((c) => c.choices.length === 0 || c.usage)).toBe(false);
    const row = (await usage(h.t.acmeKey)).find((r) => r.model === 'pair');
    expect(row).toMatchObject({ requests: 1, input_tokens: 7, output_tokens: 3 });

    const stream = await h.client().chat.completions.create({
      model: 'pair',
      messages: user('x'),
      stream: true,
      stream_options: { include_usage: true },
    });
    let reported: unknown;
    for await (const c of stream) if (c.usage) reported = c.usage;
    expect(reported).toMatchObject({ prompt_tokens: 7, completion_tokens: 3 });
  });

  it('exports upstream latency, time to first token, tokens and verdicts; counts streamed replies', async () => {
    const metrics = async () => (await h.t.app.inject({ method: 'GET', url: '/v1/metrics' })).body;
    const served = (text: string) =>
      Number(
        /vgate_http_requests_total\{route="\/v1\/chat\/completions",method="POST",status="200"\} (\d+)/.exec(
          text,
        )?.[1] ?? 0,
      );
    await h.client().chat.completions.create({ model: 'solo', messages: user('m') });
    const before = served(await metrics());
    const stream = await h
      .client()
      .chat.completions.create({ model: 'solo', messages: user('m'), stream: true });
    for await (const _ of stream) {
      // drain
    }
    await new Promise((r) => setTimeout(r, 20));
    const text = await metrics();
    expect(served(text)).toBe(before + 1);
    expect(text).toMatch(/vgate_upstream_latency_seconds_count\{provider="up"\} [1-9]/);
    expect(text).toMatch(/vgate_upstream_ttft_seconds_count\{provider="up"\} [1-9]/);
    expect(text).toMatch(/vgate_tokens_total\{provider="up",direction="input"\} [1-9]/);
    expect(text).toMatch(/vgate_verdicts_total\{surface="prompt",action="ALLOW"\} [1-9]/);
    expect(text).toMatch(/vgate_verdicts_total\{surface="output",action="ALLOW"\} [1-9]/);
    expect(text).not.toContain('acme');
  });
});
