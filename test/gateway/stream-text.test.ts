import { beforeEach, describe, expect, it } from 'vitest';
import { openAiCompletion, openAiStreamEvents, type SseEvent } from '../helpers/mock-upstream.js';
import {
  everyEngineOff,
  type GatewayHarness,
  rawChat,
  sseData,
  UPSTREAM_MODEL,
  useGateway,
  user,
} from './harness.js';

/**
 * An unjudged streamed chunk (the tenant's plan judges nothing) goes to the client as the upstream
 * wrote it, with only the model renamed (and the channel disclosure spliced into the first),
 * instead of being parsed and serialised again; where that is not certain it is serialised, and
 * the client reads the same chunk either way. A judged chunk is always serialised: the client
 * reads exactly what the verdict read, even from text with a duplicate key.
 */
const chunk = (fields: string) =>
  `{"id":"c1","object":"chat.completion.chunk","created":1700000000,"model":"${UPSTREAM_MODEL}",${fields}}`;
const delta = (content: string, finish: string | null = null) =>
  `"choices":[{"index":0,"delta":{"content":${JSON.stringify(content)}},"finish_reason":${JSON.stringify(finish)}}]`;

/** Escapes and a vendor field the gateway does not know: kept byte for byte. */
const VENDOR = chunk(`${delta('caf\u00e9 ')}, "x_vendor" : {"score": 1.50}`).replace('café', 'caf\\u00e9');

/** Events written raw (string data), so the test controls every byte the gateway reads. */
const EVENTS: SseEvent[] = [
  { data: chunk('"choices":[{"index":0,"delta":{"role":"assistant","content":""},"finish_reason":null}]') },
  { data: VENDOR },
  // A chunk without a model: serialised with the client's model added.
  { data: `{"id":"c1","object":"chat.completion.chunk","created":1700000000,${delta('tea ')}}` },
  // JSON spread over two data lines (joined with a newline): serialised, one line again.
  { data: `${chunk(delta('and cake'))}`.replace(',"choices"', ',\ndata: "choices"') },
  { data: chunk(delta('', 'stop')) },
  { data: '[DONE]' },
];

describe('streamed chunks keep the upstream text', () => {
  const gateway = useGateway();
  let h: GatewayHarness;
  beforeEach(async () => {
    h = gateway();
    await h.policy('acme', null);
  });

  async function stream(): Promise<{ raw: string; data: string[] }> {
    h.up.script({ sse: EVENTS });
    const res = await rawChat(h, { model: 'solo', messages: user('a short order'), stream: true });
    expect(res.status).toBe(200);
    const raw = await res.text();
    return { raw, data: sseData(raw) };
  }

  for (const plan of ['judged', 'inert'] as const) {
    it(`renames the model in the upstream's own text (${plan} plan)`, async () => {
      if (plan === 'inert') await h.policy('acme', { engines: await everyEngineOff(h) });
      const { raw, data } = await stream();
      expect(raw).not.toContain(UPSTREAM_MODEL);
      expect(data.at(-1)).toBe('[DONE]');
      const chunks = data.slice(0, -1).map((d) => JSON.parse(d) as Record<string, unknown>);
      expect(chunks).toHaveLength(5);
      for (const c of chunks) expect(c['model']).toBe('solo');
      // The first chunk: the disclosure first, then the upstream's members as written.
      expect(data[0]).toMatch(/^\{"channel_disclosed":\{.*\},"id":"c1","object":"chat\.completion\.chunk"/);
      expect(chunks[0]).toMatchObject({ channel_disclosed: { surface: 'gateway' } });
      if (plan === 'inert') {
        // Passed through: the escape, the spacing and the number as the upstream wrote them.
        expect(data[1]).toBe(VENDOR.replace(`"model":"${UPSTREAM_MODEL}"`, '"model":"solo"'));
        expect(data[1]).toContain('caf\\u00e9');
        expect(data[1]).toContain('"x_vendor" : {"score": 1.50}');
      } else {
        // Judged: serialised from what the verdict read.
        expect(data[1]).toBe(JSON.stringify({ ...JSON.parse(VENDOR), model: 'solo' }));
      }
      // Serialised where the text could not stand for the chunk: the model added, one line.
      expect(JSON.parse(data[2] as string)).toEqual({
        id: 'c1',
        object: 'chat.completion.chunk',
        created: 1700000000,
        choices: [{ index: 0, delta: { content: 'tea ' }, finish_reason: null }],
        model: 'solo',
      });
      expect(data[3]).not.toContain('\n');
      expect(JSON.parse(data[3] as string)).toMatchObject({ model: 'solo' });
      const text = chunks
        .map((c) => (c['choices'] as Array<{ delta: { content?: string } }>)[0]?.delta.content ?? '')
        .join('');
      expect(text).toBe('café tea and cake');
    });
  }

  it('sends a judged chunk with a duplicate key as the verdict read it', async () => {
    const secret = 'AKIA2E5A7F3B6KQ7LZRM Tq4v9XbZ1rK8sW2nLp7yH3cJ5mQ0dF6gA9eR2uV1';
    // JSON.parse keeps the last "choices"; a parser that keeps the first would read the secret.
    const twice = chunk(`${delta(secret)},${delta('hello ')}`);
    h.up.script({ sse: [{ data: twice }, { data: chunk(delta('there', 'stop')) }, { data: '[DONE]' }] });
    const res = await rawChat(h, { model: 'solo', messages: user('say hello'), stream: true });
    const raw = await res.text();
    expect(raw).not.toContain('AKIA');
    expect(raw.match(/"choices"/g)).toHaveLength(2);
    expect(
      sseData(raw)
        .slice(0, -1)
        .map((d) => JSON.parse(d).choices[0].delta.content),
    ).toEqual(['hello ', 'there']);
  });

  for (const plan of ['judged', 'inert'] as const) {
    it(`keeps an upstream from disclosing a channel of its own, JSON and streamed (${plan} plan)`, async () => {
      if (plan === 'inert') await h.policy('acme', { engines: await everyEngineOff(h) });
      const fake = { surface: 'upstream-claims-this', matrix_digest: 'sha256:0' };
      h.up.script({ json: { ...openAiCompletion('hello'), channel_disclosed: fake } });
      const json = await (await rawChat(h, { model: 'solo', messages: user('hi') })).text();
      const events = openAiStreamEvents('hello there');
      events[0] = { data: { ...(events[0]?.data as object), channel_disclosed: fake } };
      h.up.script({ sse: events });
      const res = await rawChat(h, { model: 'solo', messages: user('hi'), stream: true });
      const first = sseData(await res.text())[0] ?? '';
      for (const text of [json, first]) {
        expect(text.match(/"channel_disclosed"/g)).toHaveLength(1);
        expect(text).not.toContain('upstream-claims-this');
        expect(JSON.parse(text)).toMatchObject({ model: 'solo', channel_disclosed: { surface: 'gateway' } });
      }
    });
  }

  it('the openai SDK reads the passed-through stream', async () => {
    h.up.script({ sse: EVENTS });
    const s = await h
      .client()
      .chat.completions.create({ model: 'solo', messages: user('a short order'), stream: true });
    let text = '';
    for await (const c of s) {
      expect(c.model).toBe('solo');
      text += c.choices[0]?.delta.content ?? '';
    }
    expect(text).toBe('café tea and cake');
  });
});
