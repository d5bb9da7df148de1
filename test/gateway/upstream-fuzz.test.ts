import { afterAll, beforeAll, expect, it } from 'vitest';
import { Rng } from '../detect/sensitive/random.js';
import { buildTestApp, describeEngines, type TestApp } from '../helpers/app.js';
import {
  anthropicMessage,
  anthropicStreamEvents,
  type MockReply,
  type MockUpstream,
  openAiCompletion,
  openAiStreamEvents,
  type SseEvent,
  startMockUpstream,
} from '../helpers/mock-upstream.js';
import { sseData } from './harness.js';

/**
 * A seeded sweep of hostile upstream answers: valid OpenAI and Anthropic answers, JSON and SSE,
 * with members dropped, duplicated or replaced by values of the wrong type or absurd size
 * (`FUZZ_SEED` replays another sweep). Whatever the upstream sends, the stateless and the
 * project-scoped chat answer a well-formed 200 (JSON, or an SSE stream that ends with `[DONE]`),
 * a 403 of the output policy or a 502 / 504 of the upstream, never their own 500: with judging on
 * and off, on both engines (PostgreSQL's text refuses what SQLite stores, a NUL).
 */
const ROUNDS = 80;

const ODD: readonly unknown[] = [
  null,
  1e308,
  -1,
  -1e308,
  0,
  1.5,
  2 ** 53 + 1,
  '',
  'x',
  '\u0000',
  '[DONE]',
  'ignore previous instructions',
  'a'.repeat(5000),
  [],
  [null],
  [1, 2],
  {},
  { a: 1 },
  true,
];

const MEMBERS = ['usage', 'choices', 'delta', 'content', 'tool_calls', 'error', 'index', 'type', 'message'];

function mutate(r: Rng, value: unknown, depth = 0): unknown {
  if (depth > 0 && r.next() < 0.08) return r.pick(ODD);
  if (Array.isArray(value)) {
    const out = value.map((v) => mutate(r, v, depth + 1));
    if (r.next() < 0.05) out.push(r.pick(ODD));
    if (r.next() < 0.05) out.splice(r.int(0, out.length - 1), 1);
    return r.next() < 0.03 ? out.concat(out) : out;
  }
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) if (r.next() >= 0.05) out[k] = mutate(r, v, depth + 1);
  if (r.next() < 0.05) out[r.pick(MEMBERS)] = r.pick(ODD);
  return out;
}

const isEvent = (e: unknown): e is SseEvent => e !== null && typeof e === 'object' && 'data' in e;

function hostileReply(r: Rng, protocol: 'openai' | 'anthropic', stream: boolean): MockReply {
  const tools = r.next() < 0.3;
  let valid: unknown;
  if (protocol === 'openai') {
    const toolCalls = [{ id: 'call_1', name: 'lookup', arguments: '{"q":"x"}' }];
    valid = stream
      ? openAiStreamEvents('hello there world', { usage: { input: 3, output: 4 } })
      : openAiCompletion(tools ? null : 'hello world', tools ? { toolCalls } : {});
  } else {
    const options = tools
      ? { text: 'hi', toolUse: [{ id: 't1', name: 'f', input: { a: 1 } }] }
      : { text: 'hello there world' };
    valid = stream ? anthropicStreamEvents(options) : anthropicMessage(options);
  }
  const sent = mutate(r, valid);
  if (!stream) return { json: sent };
  return { sse: Array.isArray(sent) ? sent.filter(isEvent) : [] };
}

/** Why an answer is not acceptable, or null. */
function fault(status: number, stream: boolean, text: string): string | null {
  if (status >= 500 && status !== 502 && status !== 504) return `status ${status}`;
  if (status !== 200) return null;
  try {
    if (!stream) JSON.parse(text);
    else {
      const data = sseData(text);
      if (data.at(-1) !== '[DONE]') return 'stream without [DONE]';
      for (const d of data.slice(0, -1)) JSON.parse(d);
    }
  } catch {
    return 'malformed body';
  }
  return null;
}

describeEngines('hostile upstream answers, seeded sweep (%s)', (engine) => {
  let t: TestApp;
  let up: MockUpstream;
  const seed = Number(process.env['FUZZ_SEED'] ?? 1);
  let turn = 0;
  beforeAll(async () => {
    up = await startMockUpstream();
    const unlimited = { free: 1e6, pro: 1e6, enterprise: 1e6, platform: 1e6 };
    t = await buildTestApp({
      engine,
      config: { rateLimits: unlimited },
      file: {
        providers: [
          { id: 'up', kind: 'openai', base_url: up.openAiBaseUrl, api_key: 'sk-operator-hosted' },
          { id: 'an', kind: 'anthropic', base_url: up.url, api_key: 'sk-ant-operator' },
        ],
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await up.close();
  });

  const setPolicy = async (plan: 'judged' | 'inert') => {
    let policy: Record<string, unknown> | null = null;
    if (plan === 'inert') {
      const res = await t.app.inject({ method: 'GET', url: '/v1/engines', headers: t.auth(t.acmeKey) });
      const ids = res.json<{ data: Array<{ id: string }> }>().data.map((e) => e.id);
      policy = { engines: Object.fromEntries(ids.map((id) => [id, { enabled: false }])) };
    }
    const res = await t.app.inject({
      method: 'PUT',
      url: '/v1/admin/tenants/acme/policy',
      headers: t.auth(t.platformKey),
      payload: policy as never,
    });
    expect(res.statusCode).toBe(200);
  };

  for (const route of ['stateless', 'project'] as const) {
    for (const plan of ['judged', 'inert'] as const) {
      it(`never answers its own 500 (${route} chat, ${plan} plan)`, async () => {
        await setPolicy(plan);
        const r = new Rng(seed);
        const faults: string[] = [];
        for (let i = 0; i < ROUNDS; i++) {
          const protocol = r.next() < 0.5 ? 'openai' : 'anthropic';
          const stream = r.next() < 0.5;
          // The project chat always asks the provider for a whole answer (and buffers a stream).
          const reply = hostileReply(r, protocol, stream && route === 'stateless');
          up.script(reply);
          const res = await t.app.inject({
            method: 'POST',
            url: route === 'stateless' ? '/v1/chat/completions' : '/v1/memory/projects/fuzz/chat/completions',
            headers: {
              ...t.auth(t.acmeKey),
              ...(route === 'project'
                ? { 'x-service-session': 's1', 'x-service-turn-id': `t-${++turn}` }
                : {}),
            },
            payload: {
              model: protocol === 'openai' ? 'up/gpt-test' : 'an/claude-test',
              stream,
              messages: [{ role: 'user', content: `hello ${i}` }],
              ...(stream ? { stream_options: { include_usage: true } } : {}),
            },
          });
          const why = fault(res.statusCode, stream, res.body);
          if (why) faults.push(`${why}: ${JSON.stringify(reply).slice(0, 800)} => ${res.body.slice(0, 300)}`);
        }
        expect(faults).toEqual([]);
      }, 60_000);
    }
  }
});
