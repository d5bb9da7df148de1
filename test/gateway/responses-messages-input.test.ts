import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp, describeEngines, type TestApp } from '../helpers/app.js';

/**
 * POST /v1/responses and POST /v1/messages on both storage engines: answered by the `mock`
 * provider and metered, and every bad body a clear 4xx with a code of the closed list (in the
 * route's own error shape), never a 5xx.
 */
describeEngines('POST /v1/responses and /v1/messages: answers and bad bodies (%s)', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ engine });
  });
  afterAll(async () => t?.close());

  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { ...t.auth(t.acmeKey), 'content-type': 'application/json', ...headers },
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    });
  const messages = (payload: unknown) =>
    t.app.inject({
      method: 'POST',
      url: '/v1/messages',
      headers: {
        'x-api-key': t.acmeKey,
        'anthropic-version': '2023-06-01',
        'content-type': 'application/json',
      },
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    });

  it('answers both APIs through the mock provider, and meters them', async () => {
    const r = await post('/v1/responses', { model: 'mock/echo', input: 'What is the capital of France?' });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toMatchObject({ object: 'response', status: 'completed', model: 'mock/echo' });
    const m = await messages({
      model: 'mock/echo',
      max_tokens: 20,
      messages: [{ role: 'user', content: 'hi' }],
    });
    expect(m.statusCode).toBe(200);
    expect(m.json()).toMatchObject({ type: 'message', role: 'assistant', model: 'mock/echo' });
    const s = await messages({
      model: 'mock/echo',
      max_tokens: 20,
      stream: true,
      messages: [{ role: 'user', content: 'hi' }],
    });
    expect(s.statusCode).toBe(200);
    expect(s.body).toContain('event: message_start');
    expect(s.body.trim().endsWith('data: {"type":"message_stop"}')).toBe(true);
    const usage = await t.app.inject({ method: 'GET', url: '/v1/usage', headers: t.auth(t.acmeKey) });
    const rows = usage.json<{ data: Array<{ model: string; requests: number }> }>().data;
    expect(rows.find((row) => row.model === 'mock/echo')?.requests).toBe(3);
  });

  it('reports a length stop in each API: incomplete (max_output_tokens), stop_reason max_tokens', async () => {
    const prompt = 'What is the capital of France and of Spain?';
    const r = await post('/v1/responses', { model: 'mock/echo', input: prompt, max_output_tokens: 2 });
    expect(r.json()).toMatchObject({
      status: 'incomplete',
      incomplete_details: { reason: 'max_output_tokens' },
    });
    const streamed = await post('/v1/responses', {
      model: 'mock/echo',
      input: prompt,
      max_output_tokens: 2,
      stream: true,
    });
    expect(streamed.body).toContain('event: response.incomplete');
    expect(streamed.body).not.toContain('event: response.completed');
    const m = await messages({
      model: 'mock/echo',
      max_tokens: 2,
      messages: [{ role: 'user', content: prompt }],
    });
    expect(m.json()).toMatchObject({ stop_reason: 'max_tokens' });
    const ms = await messages({
      model: 'mock/echo',
      max_tokens: 2,
      stream: true,
      messages: [{ role: 'user', content: prompt }],
    });
    expect(ms.body).toContain('"stop_reason":"max_tokens"');
  });

  it.each([
    ['no input', { model: 'mock/e' }, 'input'],
    ['input a number', { model: 'mock/e', input: 5 }, 'input'],
    ['empty items', { model: 'mock/e', input: [] }, 'input'],
    ['an item not an object', { model: 'mock/e', input: ['x'] }, 'input'],
    ['unknown item type', { model: 'mock/e', input: [{ type: 'file_search_call' }] }, 'input[0].type'],
    [
      'function call without name',
      { model: 'mock/e', input: [{ type: 'function_call', call_id: 'c', arguments: '{}' }] },
      'input[0].name',
    ],
    [
      'function output not text',
      { model: 'mock/e', input: [{ type: 'function_call_output', call_id: 'c', output: 5 }] },
      'input[0].output',
    ],
    [
      'previous_response_id',
      { model: 'mock/e', input: 'x', previous_response_id: 'resp_1' },
      'previous_response_id',
    ],
    ['hosted tool', { model: 'mock/e', input: 'x', tools: [{ type: 'file_search' }] }, 'tools[0].type'],
    [
      'unknown text format',
      { model: 'mock/e', input: 'x', text: { format: { type: 'xml' } } },
      'text.format.type',
    ],
    [
      'fractional max_output_tokens',
      { model: 'mock/e', input: 'x', max_output_tokens: 1.5 },
      'max_output_tokens',
    ],
  ])('responses, %s: 400 invalid_request', async (_name, payload, param) => {
    const res = await post('/v1/responses', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'invalid_request', type: 'invalid_request_error' });
    expect(res.json().error.param).toContain(param.replace(/\[\d+\]\..*/, ''));
  });

  it.each([
    ['no max_tokens', { model: 'mock/e', messages: [{ role: 'user', content: 'x' }] }],
    ['max_tokens a string', { model: 'mock/e', max_tokens: '5', messages: [{ role: 'user', content: 'x' }] }],
    ['no messages', { model: 'mock/e', max_tokens: 5 }],
    ['messages not an array', { model: 'mock/e', max_tokens: 5, messages: 'hi' }],
    [
      'only a thinking block',
      {
        model: 'mock/e',
        max_tokens: 5,
        messages: [{ role: 'assistant', content: [{ type: 'thinking', thinking: 'x' }] }],
      },
    ],
    [
      'tool_use input not an object',
      {
        model: 'mock/e',
        max_tokens: 5,
        messages: [{ role: 'assistant', content: [{ type: 'tool_use', id: 't', name: 'n', input: 'x' }] }],
      },
    ],
    [
      'tool_result with an image',
      {
        model: 'mock/e',
        max_tokens: 5,
        messages: [
          {
            role: 'user',
            content: [{ type: 'tool_result', tool_use_id: 't', content: [{ type: 'image' }] }],
          },
        ],
      },
    ],
    [
      'system a number',
      { model: 'mock/e', max_tokens: 5, system: 5, messages: [{ role: 'user', content: 'x' }] },
    ],
    [
      'tool_choice tool without name',
      {
        model: 'mock/e',
        max_tokens: 5,
        tool_choice: { type: 'tool' },
        messages: [{ role: 'user', content: 'x' }],
      },
    ],
  ])('messages, %s: 400 invalid_request in Anthropic shape', async (_name, payload) => {
    const res = await messages(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      type: 'error',
      error: { type: 'invalid_request_error', code: 'invalid_request' },
    });
  });

  it('bad JSON is 400 invalid_json, a form body 415, no key 401, an oversized prompt 413, on both routes', async () => {
    for (const url of ['/v1/responses', '/v1/messages']) {
      const bad = await post(url, '{"model": ');
      expect(bad.statusCode).toBe(400);
      expect(JSON.stringify(bad.json())).toContain('"code":"invalid_json"');
      const form = await post(url, 'model=x', { 'content-type': 'application/x-www-form-urlencoded' });
      expect(form.statusCode).toBe(415);
      const anon = await t.app.inject({ method: 'POST', url, payload: { model: 'mock/e' } });
      expect(anon.statusCode).toBe(401);
      expect(JSON.stringify(anon.json())).toContain('"code":"missing_api_key"');
    }
    // Refused by a global hook before the route's own: still in the route's shape, never a 500.
    const gzip = await messages({ model: 'mock/e', max_tokens: 5, messages: [] });
    expect(gzip.statusCode).toBe(400);
    const encoded = await t.app.inject({
      method: 'POST',
      url: '/v1/messages',
      headers: { 'x-api-key': t.acmeKey, 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: '{}',
    });
    expect(encoded.statusCode).toBe(415);
    expect(encoded.json()).toMatchObject({
      type: 'error',
      error: { type: 'invalid_request_error', code: 'unsupported_media_type' },
    });
    const big = 'word '.repeat(Math.ceil(t.ctx.config.limits.promptChars / 5) + 10);
    const r = await post('/v1/responses', { model: 'mock/e', input: big });
    expect(r.statusCode).toBe(413);
    expect(r.json().error.code).toBe('prompt_too_large');
    const m = await messages({ model: 'mock/e', max_tokens: 5, messages: [{ role: 'user', content: big }] });
    expect(m.statusCode).toBe(413);
    expect(m.json()).toMatchObject({
      type: 'error',
      error: { type: 'request_too_large', code: 'prompt_too_large' },
    });
    const wrongKey = await t.app.inject({
      method: 'POST',
      url: '/v1/messages',
      headers: { 'x-api-key': 'vg_wrong_key_00000000000000000000', 'content-type': 'application/json' },
      payload: { model: 'mock/e', max_tokens: 5, messages: [{ role: 'user', content: 'x' }] },
    });
    expect(wrongKey.statusCode).toBe(401);
    expect(wrongKey.json()).toMatchObject({
      error: { type: 'authentication_error', code: 'invalid_api_key' },
    });
    // x-api-key is a /v1/messages credential only: the other routes still ask for a bearer key.
    const elsewhere = await t.app.inject({
      method: 'POST',
      url: '/v1/responses',
      headers: { 'x-api-key': t.acmeKey, 'content-type': 'application/json' },
      payload: { model: 'mock/e', input: 'x' },
    });
    expect(elsewhere.statusCode).toBe(401);
  });
});
