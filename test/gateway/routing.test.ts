import OpenAI, { type APIError } from 'openai';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  anthropicMessage,
  anthropicStreamEvents,
  openAiCompletion,
  openAiStreamEvents,
} from '../helpers/mock-upstream.js';
import {
  ANTHROPIC_KEY,
  DEAD_MODEL,
  type GatewayHarness,
  HOSTED_KEY,
  rawChat,
  sseData,
  startGateway,
  UPSTREAM_MODEL,
  useGateway,
  user,
} from './harness.js';

/** The content an SDK would assemble from an SSE body. */
function streamedContent(text: string): string {
  return sseData(text)
    .filter((e) => e !== '[DONE]')
    .map(
      (e) =>
        (JSON.parse(e) as { choices: Array<{ delta?: { content?: string } }> }).choices[0]?.delta?.content ??
        '',
    )
    .join('');
}

/** Asserts no upstream model id or provider key shows anywhere in what the client got. */
function expectSanitized(headers: Headers, body: string) {
  const all = `${[...headers.entries()].map(([k, v]) => `${k}: ${v}`).join('\n')}\n${body}`;
  for (const secret of [
    UPSTREAM_MODEL,
    DEAD_MODEL,
    'claude-internal-9',
    HOSTED_KEY,
    ANTHROPIC_KEY,
    'upstream-model',
    'claude-upstream',
  ]) {
    expect(all).not.toContain(secret);
  }
}

describe('gateway routing and fallback', () => {
  let h: GatewayHarness;
  beforeAll(async () => {
    h = await startGateway({
      limits: { upstreamResponseBytes: 64 * 1024, upstreamHeadersMs: 400, upstreamBodyMs: 400 } as never,
    });
  });
  afterAll(async () => {
    await h.close();
  });
  beforeEach(() => {
    h.up.reset();
  });

  it('falls back past a refused connection; the answer names the alias and says x-should-retry: false', async () => {
    const { data, response } = await h
      .client()
      .chat.completions.create({ model: 'smart', messages: user('hi') })
      .withResponse();
    expect(data.model).toBe('smart');
    expect(data.choices[0]?.message.content).toBe('echo: hi');
    expect(response.headers.get('x-should-retry')).toBe('false');
    expect(h.up.calls).toBe(1);
    expect(h.up.lastRequest?.body).toMatchObject({ model: UPSTREAM_MODEL });
  });

  it('falls back past a 503 to the second target', async () => {
    h.up.enqueue({ status: 503, json: { error: { message: 'overloaded', type: 'server_error' } } });
    const { data, response } = await h
      .client()
      .chat.completions.create({ model: 'pair', messages: user('again') })
      .withResponse();
    expect(data.model).toBe('pair');
    expect(response.headers.get('x-should-retry')).toBe('false');
    expect(h.up.requests.map((r) => (r.body as { model: string }).model)).toEqual([
      UPSTREAM_MODEL,
      `${UPSTREAM_MODEL}-b`,
    ]);
  });

  it('falls back when a stream fails before its first chunk', async () => {
    h.up.enqueue({ sse: openAiStreamEvents('lost'), breakAfterEvents: 0 });
    const stream = await h
      .client()
      .chat.completions.create({ model: 'pair', messages: user('streamed fallback'), stream: true });
    let text = '';
    for await (const c of stream) text += c.choices[0]?.delta.content ?? '';
    expect(text).toBe('echo: streamed fallback');
    expect(h.up.calls).toBe(2);
  });

  it('falls back past a streaming 429 as well', async () => {
    h.up.enqueue({ status: 429, json: { error: { message: 'slow down', type: 'rate_limit' } } });
    const res = await rawChat(h, { model: 'pair', messages: user('s'), stream: true });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-should-retry')).toBe('false');
    expect(await res.text()).toContain('data: [DONE]');
    expect(h.up.calls).toBe(2);
  });

  it('falls back when the upstream reports an error inside the stream before any chunk', async () => {
    h.up.enqueue({ sse: [{ data: { error: { type: 'server_error', message: 'boom' } } }] });
    const res = await rawChat(h, { model: 'pair', messages: user('e'), stream: true });
    const text = await res.text();
    expect(streamedContent(text)).toBe('echo: e');
    expect(text).not.toContain('"error"');
    expect(h.up.calls).toBe(2);
  });

  it('ends a stream broken after its first chunks with an error event (no fallback once sent)', async () => {
    h.up.script({ sse: openAiStreamEvents('one two three four'), breakAfterEvents: 3 });
    const res = await rawChat(h, { model: 'pair', messages: user('b'), stream: true });
    const text = await res.text();
    expect(text).toMatch(/"code":"(upstream_unreachable|upstream_bad_response)"/);
    expect(text.endsWith('data: [DONE]\n\n')).toBe(true);
    expect(h.up.calls).toBe(1);
  });

  it('passes an upstream 429 on unchanged (status, media type, body) when no fallback remains', async () => {
    const body = '{"error":{"message":"Rate limit reached","type":"requests","code":"rate_limit_exceeded"}}';
    h.up.script({ status: 429, contentType: 'application/json; charset=utf-8', body });
    const res = await rawChat(h, { model: 'solo', messages: user('hi') });
    expect(res.status).toBe(429);
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(await res.text()).toBe(body);
    expect(h.up.calls).toBe(1);
    const err = await h
      .client()
      .chat.completions.create({ model: 'solo', messages: user('hi') })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(OpenAI.RateLimitError);
    expect((err as APIError).code).toBe('rate_limit_exceeded');
  });

  it('keeps a non-JSON upstream error media type, with the last failure after a chain', async () => {
    h.up.script({ status: 502, contentType: 'text/html', body: '<h1>bad gateway</h1>' });
    const res = await rawChat(h, { model: 'pair', messages: user('hi') });
    expect(res.status).toBe(502);
    expect(res.headers.get('content-type')).toBe('text/html');
    // Served from the console's origin: never sniffed, never run.
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    expect(res.headers.get('x-should-retry')).toBe('false');
    expect(await res.text()).toBe('<h1>bad gateway</h1>');
    expect(h.up.calls).toBe(2);
  });

  it("drops an upstream's own channel_disclosed from an error body, escaped or behind a BOM", async () => {
    const fake = '{"id":"forged","surface":"admin","upstream":null}';
    const bodies = [
      `{"error":{"message":"bad","type":"invalid_request_error"},"channel_disclosed":${fake}}`,
      `\uFEFF{"channel\\u005fdisclosed":${fake},"error":{"message":"bad"}}`,
    ];
    for (const body of bodies) {
      h.up.script({ status: 400, contentType: 'application/json', body });
      const res = await rawChat(h, { model: 'solo', messages: user('hi') });
      expect(res.status).toBe(400);
      const text = await res.text();
      expect(text).not.toContain('forged');
      expect(JSON.parse(text)).toMatchObject({ error: { message: 'bad' } });
      expect(JSON.parse(res.headers.get('x-service-channel') ?? '{}')).toMatchObject({ surface: 'gateway' });
    }
    // A body without one keeps its bytes.
    const plain = '{ "error" : {"message":"bad"} }';
    h.up.script({ status: 400, contentType: 'application/json', body: plain });
    expect(await (await rawChat(h, { model: 'solo', messages: user('hi') })).text()).toBe(plain);
  });

  it('answers 502 upstream_unreachable when every target is refused', async () => {
    const res = await rawChat(h, { model: 'dead/anything', messages: user('hi') });
    expect(res.status).toBe(502);
    const body = (await res.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe('upstream_unreachable');
    expect(body.error.message).not.toContain('127.0.0.1');
  });

  it('answers 504 upstream_timeout when the upstream is slow to answer', async () => {
    h.up.script({ json: openAiCompletion('late'), headersDelayMs: 1_500 });
    const err = await h
      .client()
      .chat.completions.create({ model: 'solo', messages: user('hi') })
      .catch((e: unknown) => e);
    expect((err as APIError).status).toBe(504);
    expect((err as APIError).code).toBe('upstream_timeout');
  });

  it('answers 502 upstream_response_too_large over the response bound', async () => {
    h.up.script({ json: openAiCompletion('z'.repeat(100 * 1024)) });
    const err = await h
      .client()
      .chat.completions.create({ model: 'solo', messages: user('hi') })
      .catch((e: unknown) => e);
    expect((err as APIError).status).toBe(502);
    expect((err as APIError).code).toBe('upstream_response_too_large');
  });

  it('ends a stream that stalls mid-way with a gateway error event then [DONE]', async () => {
    h.up.script({ sse: openAiStreamEvents('a b c d e f'), stallAfterEvents: 3 });
    const res = await rawChat(h, { model: 'solo', messages: user('hi'), stream: true });
    const text = await res.text();
    expect(text).toContain('"code":"upstream_timeout"');
    expect(text.endsWith('data: [DONE]\n\n')).toBe(true);
  });

  it('never shows upstream model ids or provider keys: bodies, chunks, headers, errors', async () => {
    h.up.script((req) =>
      (req.body as { stream?: boolean }).stream
        ? { sse: openAiStreamEvents('I am a model') }
        : { json: openAiCompletion('I am a model', { model: UPSTREAM_MODEL }) },
    );
    for (const stream of [false, true]) {
      const res = await rawChat(h, { model: 'smart', messages: user('who are you'), stream });
      expect(res.status).toBe(200);
      expectSanitized(res.headers, await res.text());
    }
    h.up.script({
      status: 404,
      json: {
        error: {
          message: `The model ${UPSTREAM_MODEL} does not exist; key ${HOSTED_KEY}`,
          code: 'model_not_found',
        },
      },
    });
    const res = await rawChat(h, { model: 'solo', messages: user('x') });
    expect(res.status).toBe(404);
    expectSanitized(res.headers, await res.text());
    expect(h.up.lastRequest?.headers.authorization).toBe(`Bearer ${HOSTED_KEY}`);
  });

  it('routes by provider prefix and by X-Provider', async () => {
    const a = await h.client().chat.completions.create({ model: 'up/gpt-x', messages: user('p') });
    expect(a.model).toBe('up/gpt-x');
    expect(h.up.lastRequest?.body).toMatchObject({ model: 'gpt-x' });
    const b = await h
      .client({ headers: { 'X-Provider': 'up' } })
      .chat.completions.create({ model: 'gpt-y', messages: user('p') });
    expect(b.model).toBe('gpt-y');
    expect(h.up.lastRequest?.body).toMatchObject({ model: 'gpt-y' });
  });
});

describe('the gateway deadline', () => {
  let h: GatewayHarness;
  beforeAll(async () => {
    h = await startGateway({ limits: { requestTimeoutMs: 300 } as never });
  });
  afterAll(async () => {
    await h.close();
  });

  it('answers 408 request_timeout when its own deadline passes first', async () => {
    h.up.script({ json: openAiCompletion('late'), headersDelayMs: 1_500 });
    const started = Date.now();
    const err = await h
      .client()
      .chat.completions.create({ model: 'solo', messages: user('hi') })
      .catch((e: unknown) => e);
    expect((err as APIError).status).toBe(408);
    expect((err as APIError).code).toBe('request_timeout');
    expect(Date.now() - started).toBeLessThan(1_400);
  });
});

describe('anthropic routing through the mock upstream', () => {
  const gw = useGateway();
  let h: GatewayHarness;
  beforeEach(() => {
    h = gw();
  });

  it('translates a completion to and from the Messages API', async () => {
    h.up.script({ json: anthropicMessage({ text: 'bonjour', usage: { input: 12, output: 3 } }) });
    const res = await h.client().chat.completions.create({
      model: 'sonnet',
      messages: [
        { role: 'system', content: 'be brief' },
        { role: 'user', content: 'salut' },
      ],
    });
    expect(res.model).toBe('sonnet');
    expect(res.choices[0]?.message.content).toBe('bonjour');
    expect(res.choices[0]?.finish_reason).toBe('stop');
    expect(res.usage).toMatchObject({ prompt_tokens: 12, completion_tokens: 3 });
    const sent = h.up.lastRequest;
    expect(sent?.path).toBe('/v1/messages');
    expect(sent?.headers['x-api-key']).toBe(ANTHROPIC_KEY);
    expect(sent?.body).toMatchObject({ model: 'claude-internal-9', system: 'be brief' });
  });

  it('streams the Messages API events as chat chunks through the SDK', async () => {
    h.up.script({ sse: anthropicStreamEvents({ text: 'un deux trois' }) });
    const stream = await h
      .client()
      .chat.completions.create({ model: 'sonnet', messages: user('compte'), stream: true });
    let text = '';
    let finish: string | null | undefined;
    for await (const c of stream) {
      expect(c.model).toBe('sonnet');
      text += c.choices[0]?.delta.content ?? '';
      finish = c.choices[0]?.finish_reason ?? finish;
    }
    expect(text).toBe('un deux trois');
    expect(finish).toBe('stop');
    expect(h.up.lastRequest?.body).toMatchObject({ stream: true });
  });

  it('passes an Anthropic error on with its status and body', async () => {
    const body = { type: 'error', error: { type: 'overloaded_error', message: 'Overloaded' } };
    h.up.script({ status: 529, json: body });
    const res = await rawChat(h, { model: 'sonnet', messages: user('x') });
    expect(res.status).toBe(529);
    expect(await res.json()).toEqual(body);
  });
});

describe('a client that goes away', () => {
  const gw = useGateway();

  it('gives up the upstream call as soon as the client goes away', async () => {
    const h = gw();
    const up = h.up;
    up.script({ headersDelayMs: 3_000, json: openAiCompletion('too late') });
    const client = new AbortController();
    const pending = fetch(`${h.baseURL}/chat/completions`, {
      method: 'POST',
      headers: { ...h.t.auth(h.t.acmeKey), 'content-type': 'application/json' },
      body: JSON.stringify({ model: 'solo', messages: user('x') }),
      signal: client.signal,
    }).catch((e: unknown) => e);
    await up.waitForCalls(1);
    const started = Date.now();
    client.abort();
    expect(await pending).toMatchObject({ name: 'AbortError' });
    while (up.aborted === 0 && Date.now() - started < 2_000) await new Promise((r) => setTimeout(r, 10));
    expect(up.aborted).toBe(1);
    // Without cancellation the upstream would hold the call for 3 s, then finish its reply.
    expect(Date.now() - started).toBeLessThan(1_000);
  });
});

describe('credentials', () => {
  const gw = useGateway();
  let h: GatewayHarness;
  beforeEach(() => {
    h = gw();
  });

  it('refuses a provider with no key, then uses X-Provider-Key when none is stored', async () => {
    const none = await rawChat(h, { model: 'mine', messages: user('x') });
    expect(none.status).toBe(502);
    expect(((await none.json()) as { error: { code: string } }).error.code).toBe('no_route');
    expect(h.up.calls).toBe(0);
    const res = await h
      .client({ headers: { 'X-Provider-Key': 'sk-caller-byok-1' } })
      .chat.completions.create({ model: 'mine', messages: user('x') });
    expect(res.model).toBe('mine');
    expect(h.up.lastRequest?.headers.authorization).toBe('Bearer sk-caller-byok-1');
  });

  it('uses a tenant-stored key upstream (it wins over X-Provider-Key) and never returns it', async () => {
    const stored = 'sk-tenant-stored-SECRET-9';
    const put = await h.t.app.inject({
      method: 'PUT',
      url: '/v1/model-routes',
      headers: h.t.auth(h.t.acmeKey),
      payload: {
        aliases: { house: [{ provider: 'byok', model: 'tenant-model-1' }] },
        credentials: { byok: stored },
      },
    });
    expect(put.statusCode).toBe(200);
    expect(put.body).not.toContain(stored);
    expect(put.json()).toMatchObject({ credentials: ['byok'], aliases: { house: [{ provider: 'byok' }] } });
    const res = await h
      .client({ headers: { 'X-Provider-Key': 'sk-caller-byok-1' } })
      .chat.completions.create({ model: 'house', messages: user('x') });
    expect(res.model).toBe('house');
    expect(h.up.lastRequest?.headers.authorization).toBe(`Bearer ${stored}`);
    expect(h.up.lastRequest?.body).toMatchObject({ model: 'tenant-model-1' });
    const get = await h.t.app.inject({
      method: 'GET',
      url: '/v1/model-routes',
      headers: h.t.auth(h.t.acmeKey),
    });
    expect(get.body).not.toContain(stored);
    const admin = await h.t.app.inject({
      method: 'GET',
      url: '/v1/admin/tenants/acme/model-routes',
      headers: h.t.auth(h.t.platformKey),
    });
    expect(admin.body).not.toContain(stored);
    // Another tenant neither sees the alias nor the key.
    const other = await rawChat(h, { model: 'house', messages: user('x') }, h.t.auth(h.t.globexKey));
    expect(h.up.lastRequest?.headers.authorization).not.toBe(`Bearer ${stored}`);
    expect(other.status).toBeGreaterThanOrEqual(200);
  });

  it('routes by a changed alias at once after a PUT, though routes are cached between calls', async () => {
    const headers = { ...h.t.auth(h.t.globexKey), 'x-provider-key': 'sk-caller-byok-2' };
    for (const model of ['tenant-model-2', 'tenant-model-3']) {
      const put = await h.t.app.inject({
        method: 'PUT',
        url: '/v1/model-routes',
        headers: h.t.auth(h.t.globexKey),
        payload: { aliases: { 'fresh-alias': [{ provider: 'byok', model }] } },
      });
      expect(put.statusCode).toBe(200);
      const res = await rawChat(h, { model: 'fresh-alias', messages: user('x') }, headers);
      expect(res.status).toBe(200);
      expect(h.up.lastRequest?.body).toMatchObject({ model });
    }
  });

  it('rejects aliases and credentials naming unknown providers with 400', async () => {
    for (const payload of [
      { aliases: { x: [{ provider: 'nope', model: 'm' }] } },
      { aliases: {}, credentials: { nope: 'k' } },
      { aliases: { 'bad alias!': [{ provider: 'up', model: 'm' }] } },
      { aliases: { x: [] } },
    ]) {
      const res = await h.t.app.inject({
        method: 'PUT',
        url: '/v1/model-routes',
        headers: h.t.auth(h.t.acmeKey),
        payload,
      });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
  });
});
