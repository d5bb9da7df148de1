import OpenAI, { type APIError } from 'openai';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openAiCompletion } from '../helpers/mock-upstream.js';
import { type GatewayHarness, HOSTED_KEY, rawChat, startGateway, user } from './harness.js';

/** Conformance with the official `openai` SDK (v6) as the client, over real HTTP. */
describe('chat completions through the openai SDK', () => {
  let h: GatewayHarness;
  beforeAll(async () => {
    h = await startGateway({ limits: { promptChars: 2_000, bodyBytes: 64 * 1024 } as never });
  });
  afterAll(async () => {
    await h.close();
  });
  beforeEach(() => {
    h.up.reset();
  });

  it('creates a completion and names the model the client asked for', async () => {
    const res = await h.client().chat.completions.create({ model: 'solo', messages: user('hello there') });
    expect(res.object).toBe('chat.completion');
    expect(res.model).toBe('solo');
    expect(res.choices[0]?.message.content).toBe('echo: hello there');
    expect(res.usage?.prompt_tokens).toBe(10);
    expect(h.up.calls).toBe(1);
    expect(h.up.lastRequest?.path).toBe('/v1/chat/completions');
  });

  it('streams with for await, chunk by chunk, ending cleanly', async () => {
    const stream = await h.client().chat.completions.create({
      model: 'solo',
      messages: user('one two three'),
      stream: true,
    });
    const parts: string[] = [];
    const models = new Set<string>();
    for await (const chunk of stream) {
      models.add(chunk.model);
      parts.push(chunk.choices[0]?.delta.content ?? '');
    }
    expect(parts.join('')).toBe('echo: one two three');
    expect([...models]).toEqual(['solo']);
  });

  it('never sends stream_options upstream for a non-streaming call', async () => {
    await h.client().chat.completions.create({
      model: 'solo',
      messages: user('hi'),
      stream_options: { include_usage: true },
    });
    expect(h.up.lastRequest?.body).not.toHaveProperty('stream_options');
  });

  it('carries x-request-id both ways: honoured, forwarded upstream, returned', async () => {
    const { data, response } = await h
      .client()
      .chat.completions.create(
        { model: 'solo', messages: user('hi') },
        { headers: { 'x-request-id': 'trace-abc.123' } },
      )
      .withResponse();
    expect(response.headers.get('x-request-id')).toBe('trace-abc.123');
    expect(data.model).toBe('solo');
    expect(h.up.lastRequest?.headers['x-request-id']).toBe('trace-abc.123');
  });

  it('generates a request id when none is given, and the SDK exposes it on errors', async () => {
    const err = await h
      .client()
      .chat.completions.create({ model: 'solo', messages: [] })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(OpenAI.BadRequestError);
    const e = err as InstanceType<typeof OpenAI.BadRequestError>;
    expect(e.status).toBe(400);
    expect(e.code).toBe('invalid_request');
    expect(e.requestID).toMatch(/^req_/);
    expect(h.up.calls).toBe(0);
  });

  it('surfaces an invalid key as AuthenticationError with its code', async () => {
    const err = await h
      .client({ apiKey: 'vg_not_a_real_key_0000000000000000' })
      .chat.completions.create({ model: 'solo', messages: user('hi') })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(OpenAI.AuthenticationError);
    expect((err as APIError).code).toBe('invalid_api_key');
  });

  it('rejects session headers with 409 memory_scope_required, before any upstream call', async () => {
    for (const name of ['X-Service-Session', 'X-Service-Turn-Id']) {
      const err = await h
        .client({ headers: { [name]: 'sess-1' } })
        .chat.completions.create({ model: 'solo', messages: user('hi') })
        .catch((e: unknown) => e);
      expect(err).toBeInstanceOf(OpenAI.ConflictError);
      expect((err as APIError).code).toBe('memory_scope_required');
    }
    expect(h.up.calls).toBe(0);
  });

  it('answers 413 prompt_too_large over the prompt bound and 413 body_too_large over the body bound', async () => {
    const prompt = await h
      .client()
      .chat.completions.create({ model: 'solo', messages: user('x'.repeat(2_001)) })
      .catch((e: unknown) => e);
    expect((prompt as APIError).status).toBe(413);
    expect((prompt as APIError).code).toBe('prompt_too_large');
    const body = await rawChat(h, { model: 'solo', messages: user('y'.repeat(70 * 1024)) });
    expect(body.status).toBe(413);
    expect(((await body.json()) as { error: { code: string } }).error.code).toBe('body_too_large');
    expect(h.up.calls).toBe(0);
  });

  it('passes an upstream 400 on as BadRequestError with the upstream body', async () => {
    h.up.script({
      status: 400,
      json: { error: { message: 'bad temperature', type: 'invalid_request_error', code: 'bad_temp' } },
    });
    const err = await h
      .client()
      .chat.completions.create({ model: 'solo', messages: user('hi'), temperature: 9 })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(OpenAI.BadRequestError);
    expect((err as APIError).code).toBe('bad_temp');
    expect(h.up.lastRequest?.body).toMatchObject({ temperature: 9, model: expect.any(String) });
  });

  it('forwards extra request fields untouched', async () => {
    h.up.script({ json: openAiCompletion('ok') });
    await h.client().chat.completions.create({
      model: 'solo',
      messages: user('hi'),
      temperature: 0.2,
      max_tokens: 7,
      user: 'end-user-1',
    });
    expect(h.up.lastRequest?.body).toMatchObject({ temperature: 0.2, max_tokens: 7, user: 'end-user-1' });
  });
});

/**
 * Provider-origin errors (the contract's `default` response) reach the SDK as the provider sent
 * them: status, media type and body, so the typed error is the provider's (a rejected provider key
 * is OpenAI's `invalid_api_key`), with the provider's retry advice and the channel in a header.
 */
describe('upstream 401, 403 and 429 through the openai SDK', () => {
  let h: GatewayHarness;
  beforeAll(async () => {
    h = await startGateway();
  });
  afterAll(async () => {
    await h.close();
  });
  beforeEach(() => {
    h.up.reset();
  });

  // OpenAI's own bodies for these statuses, byte for byte.
  const BAD_KEY = {
    error: {
      message: 'Incorrect API key provided',
      type: 'invalid_request_error',
      param: null,
      code: 'invalid_api_key',
    },
  };
  const NO_ACCESS = {
    error: {
      message: 'Project does not have access to this model',
      type: 'invalid_request_error',
      param: null,
      code: 'model_not_found',
    },
  };
  const RATE = {
    error: {
      message: 'Rate limit reached for requests',
      type: 'requests',
      param: null,
      code: 'rate_limit_exceeded',
    },
  };
  const RATE_HEADERS = {
    'retry-after': '7',
    'retry-after-ms': '7000',
    'x-ratelimit-remaining-requests': '0',
  };

  const cases = [
    { status: 401, body: BAD_KEY, type: OpenAI.AuthenticationError, headers: {} },
    { status: 403, body: NO_ACCESS, type: OpenAI.PermissionDeniedError, headers: {} },
    { status: 429, body: RATE, type: OpenAI.RateLimitError, headers: RATE_HEADERS },
  ];

  for (const stream of [false, true]) {
    for (const c of cases) {
      it(`${c.status}, ${stream ? 'streaming' : 'non-streaming'}: the provider's typed error, body and headers`, async () => {
        h.up.script({ status: c.status, json: c.body, headers: c.headers });
        const err = await h
          .client()
          .chat.completions.create({ model: 'solo', messages: user('hi'), stream })
          .catch((e: unknown) => e);
        expect(err).toBeInstanceOf(c.type);
        const e = err as APIError;
        expect(e.status).toBe(c.status);
        expect(e.code).toBe(c.body.error.code);
        expect(e.type).toBe(c.body.error.type);
        expect(e.message).toContain(c.body.error.message);
        for (const [name, value] of Object.entries(c.headers)) expect(e.headers?.get(name)).toBe(value);
        expect(e.headers?.get('x-service-channel')).toContain('"upstream":"up"');
        expect(h.up.calls).toBe(1);

        // On the wire: the provider's media type and bytes, nothing spliced in.
        const raw = await rawChat(h, { model: 'solo', messages: user('hi'), stream });
        expect(raw.status).toBe(c.status);
        expect(raw.headers.get('content-type')).toBe('application/json');
        expect(await raw.text()).toBe(JSON.stringify(c.body));
        expect(raw.headers.get('www-authenticate')).toBeNull();
      });
    }
  }

  it("passes an Anthropic provider's 401 on in Anthropic's own shape", async () => {
    const body = { type: 'error', error: { type: 'authentication_error', message: 'invalid x-api-key' } };
    h.up.script({ status: 401, json: body });
    const err = await h
      .client()
      .chat.completions.create({ model: 'sonnet', messages: user('hi') })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(OpenAI.AuthenticationError);
    expect((err as APIError).message).toContain('invalid x-api-key');
    const raw = await rawChat(h, { model: 'sonnet', messages: user('hi') });
    expect(raw.status).toBe(401);
    expect(await raw.json()).toEqual(body);
  });

  it('keeps the provider key used out of the body it passes on', async () => {
    h.up.script({
      status: 401,
      json: { error: { ...BAD_KEY.error, message: `Incorrect API key provided: ${HOSTED_KEY}` } },
    });
    const raw = await rawChat(h, { model: 'solo', messages: user('hi') });
    expect(raw.status).toBe(401);
    const text = await raw.text();
    expect(text).not.toContain(HOSTED_KEY);
    expect(text).toContain('Incorrect API key provided: [REDACTED]');
  });

  it('ends a fallback chain at a 401 or 403 (no other target is tried), but falls back on a 429', async () => {
    for (const [status, body] of [
      [401, BAD_KEY],
      [403, NO_ACCESS],
    ] as const) {
      h.up.reset();
      h.up.enqueue({ status, json: body });
      const err = await h
        .client()
        .chat.completions.create({ model: 'pair', messages: user('hi') })
        .catch((e: unknown) => e);
      expect((err as APIError).status).toBe(status);
      expect((err as APIError).code).toBe(body.error.code);
      expect(h.up.calls).toBe(1);
    }
    h.up.reset();
    h.up.enqueue({ status: 429, json: RATE, headers: RATE_HEADERS });
    const res = await h.client().chat.completions.create({ model: 'pair', messages: user('hi') });
    expect(res.choices[0]?.message.content).toBe('echo: hi');
    expect(h.up.calls).toBe(2);
  });
});

/** Bad input of every kind: a 4xx with a code from the closed list, never a 5xx or an upstream call. */
describe('bad chat input', () => {
  let h: GatewayHarness;
  beforeAll(async () => {
    h = await startGateway();
  });
  afterAll(async () => {
    await h.close();
  });

  const send = (payload: string, contentType = 'application/json', extra: Record<string, string> = {}) =>
    h.t.app.inject({
      method: 'POST',
      url: '/v1/chat/completions',
      headers: { ...h.t.auth(h.t.acmeKey), 'content-type': contentType, ...extra },
      payload,
    });

  const cases: Array<[string, string, number, string, string?]> = [
    ['empty body', '', 400, 'invalid_json'],
    ['not JSON', '{"model":', 400, 'invalid_json'],
    ['a JSON array', '[]', 400, 'invalid_request'],
    ['a JSON string', '"hello"', 400, 'invalid_request'],
    ['null', 'null', 400, 'invalid_request'],
    ['no model', '{"messages":[{"role":"user","content":"x"}]}', 400, 'invalid_request'],
    ['no messages', '{"model":"solo"}', 400, 'invalid_request'],
    ['empty messages', '{"model":"solo","messages":[]}', 400, 'invalid_request'],
    ['model not a string', '{"model":5,"messages":[{"role":"user","content":"x"}]}', 400, 'invalid_request'],
    ['empty model', '{"model":"","messages":[{"role":"user","content":"x"}]}', 400, 'invalid_request'],
    ['message not an object', '{"model":"solo","messages":["hi"]}', 400, 'invalid_request'],
    ['message without role', '{"model":"solo","messages":[{"content":"x"}]}', 400, 'invalid_request'],
    [
      'stream not a boolean',
      '{"model":"solo","messages":[{"role":"user","content":"x"}],"stream":"yes"}',
      400,
      'invalid_request',
    ],
    ['wrong media type', '<chat/>', 415, 'unsupported_media_type', 'application/xml'],
    ['a text/plain body', 'model=solo', 415, 'unsupported_media_type', 'text/plain'],
    [
      'content a number',
      '{"model":"solo","messages":[{"role":"user","content":42}]}',
      400,
      'invalid_request',
    ],
    [
      'content an object (unscannable)',
      '{"model":"solo","messages":[{"role":"user","content":{"text":"x"}}]}',
      400,
      'invalid_request',
    ],
    [
      'text part with a non-string text',
      '{"model":"solo","messages":[{"role":"user","content":[{"type":"text","text":{"a":1}}]}]}',
      400,
      'invalid_request',
    ],
    [
      'content parts not objects',
      '{"model":"solo","messages":[{"role":"user","content":[1,2]}]}',
      400,
      'invalid_request',
    ],
    [
      'tools not an array',
      '{"model":"solo","messages":[{"role":"user","content":"x"}],"tools":{"a":1}}',
      400,
      'invalid_request',
    ],
    [
      'stream_options not an object',
      '{"model":"solo","messages":[{"role":"user","content":"x"}],"stream":true,"stream_options":7}',
      400,
      'invalid_request',
    ],
    [
      'unknown provider prefix header',
      '{"model":"m","messages":[{"role":"user","content":"x"}]}',
      400,
      'unknown_provider',
    ],
    [
      'unknown provider prefix in the model',
      '{"model":"nope/m","messages":[{"role":"user","content":"x"}]}',
      400,
      'unknown_provider',
    ],
    [
      'provider prefix with empty model',
      '{"model":"up/","messages":[{"role":"user","content":"x"}]}',
      400,
      'invalid_request',
    ],
  ];

  for (const [name, payload, status, code, contentType] of cases) {
    it(`${name} -> ${status} ${code}`, async () => {
      const before = h.up.calls;
      const extra: Record<string, string> = name.includes('header') ? { 'x-provider': 'nope' } : {};
      const res = await send(payload, contentType, extra);
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json<{ error: { code: string } }>().error.code).toBe(code);
      expect(h.up.calls).toBe(before);
    });
  }

  it('a key without the gateway scope gets 403 insufficient_scope', async () => {
    const scanOnly = await h.t.ctx.tenants.createKey(
      { tenantId: 'acme', tier: 'pro', scopes: ['scan'] },
      null,
    );
    const res = await h.t.app.inject({
      method: 'POST',
      url: '/v1/chat/completions',
      headers: h.t.auth(scanOnly.key),
      payload: { model: 'solo', messages: user('x') },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json<{ error: { code: string } }>().error.code).toBe('insufficient_scope');
  });
});
