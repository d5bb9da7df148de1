import { describe, expect, it } from 'vitest';
import { Rng } from '../detect/sensitive/random.js';
import {
  anthropicMessage,
  anthropicStreamEvents,
  type MockReply,
  openAiCompletion,
  openAiStreamEvents,
  type SseEvent,
} from '../helpers/mock-upstream.js';
import { everyEngineOff, rawChat, sseData, useGateway, user } from './harness.js';

/**
 * A seeded sweep of hostile upstream answers: valid OpenAI and Anthropic answers, JSON and SSE,
 * with members dropped, duplicated or replaced by values of the wrong type or absurd size
 * (`FUZZ_SEED` replays another sweep). Whatever the upstream sends, the gateway answers a
 * well-formed 200 (JSON, or an SSE stream that ends with `[DONE]`) or the upstream's own 4xx/5xx
 * class (502 / 504), never its own 500, with judging on and off.
 */
const ROUNDS = 150;

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

describe('hostile upstream answers (seeded sweep)', () => {
  const unlimited = { free: 1e6, pro: 1e6, enterprise: 1e6, platform: 1e6 };
  const gateway = useGateway({ rateLimits: unlimited });
  const seed = Number(process.env['FUZZ_SEED'] ?? 1);

  for (const plan of ['judged', 'inert'] as const) {
    for (const protocol of ['openai', 'anthropic'] as const) {
      it(`never answers the gateway's own 500 (${protocol}, ${plan} plan)`, async () => {
        const h = gateway();
        await h.policy('acme', plan === 'inert' ? { engines: await everyEngineOff(h) } : null);
        const r = new Rng(seed);
        const faults: string[] = [];
        for (let i = 0; i < ROUNDS; i++) {
          const stream = r.next() < 0.5;
          const reply = hostileReply(r, protocol, stream);
          h.up.script(reply);
          const res = await rawChat(h, {
            model: protocol === 'openai' ? 'solo' : 'sonnet',
            stream,
            messages: user('hi'),
            ...(stream ? { stream_options: { include_usage: true } } : {}),
          });
          const text = await res.text();
          const why = fault(res.status, stream, text);
          if (why) faults.push(`${why}: ${JSON.stringify(reply).slice(0, 800)} => ${text.slice(0, 300)}`);
        }
        expect(faults).toEqual([]);
      }, 60_000);
    }
  }
});
