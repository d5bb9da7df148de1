import OpenAI from 'openai';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/app.js';

/** GET /v1/models and /v1/models/{id} through the `openai` SDK, as a client would list and pick. */
describe('the model list of a tenant', () => {
  let t: TestApp;
  let client: OpenAI;
  beforeAll(async () => {
    t = await buildTestApp({
      file: {
        providers: [
          {
            id: 'openai',
            kind: 'openai',
            base_url: 'http://127.0.0.1:9/v1',
            api_key: 'sk-hidden-operator-key',
            models: ['gpt-4o-mini'],
            pricing: { 'secret-upstream-1': { input_per_mtok: 1, output_per_mtok: 1 } },
          },
        ],
        aliases: { fast: { targets: [{ provider: 'openai', model: 'secret-upstream-1' }] } },
      },
    });
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    client = new OpenAI({ apiKey: t.acmeKey, baseURL: `${base}/v1`, maxRetries: 0 });
  });
  afterAll(async () => t?.close());

  it('lists aliases, declared provider models and mock/demo, never an alias target', async () => {
    const ids: string[] = [];
    for await (const m of client.models.list()) ids.push(m.id);
    expect(ids.sort()).toEqual(['fast', 'mock/demo', 'openai/gpt-4o-mini']);
    const page = await t.app.inject({ method: 'GET', url: '/v1/models', headers: t.auth(t.acmeKey) });
    expect(page.body).not.toContain('secret-upstream-1');
    expect(page.body).not.toContain('sk-hidden');
  });

  it('retrieves one model by id, slashes included, and answers 404 model_not_found otherwise', async () => {
    expect(await client.models.retrieve('openai/gpt-4o-mini')).toMatchObject({
      id: 'openai/gpt-4o-mini',
      object: 'model',
      owned_by: 'openai',
    });
    expect((await client.models.retrieve('fast')).id).toBe('fast');
    expect((await client.models.retrieve('mock/anything')).owned_by).toBe('mock');
    const missing = await client.models.retrieve('openai/gpt-5-nope').catch((e: unknown) => e);
    expect(missing).toBeInstanceOf(OpenAI.NotFoundError);
    expect((missing as InstanceType<typeof OpenAI.NotFoundError>).code).toBe('model_not_found');
  });

  it("takes tenant aliases in the config file's shape as well as the older target list", async () => {
    const put = (aliases: object) =>
      t.app.inject({
        method: 'PUT',
        url: '/v1/model-routes',
        headers: t.auth(t.globexKey),
        payload: { aliases },
      });
    const both = await put({
      mine: { targets: [{ provider: 'mock', model: 'small' }] },
      old: [{ provider: 'mock', model: 'tiny' }],
    });
    expect(both.statusCode).toBe(200);
    expect(both.json().aliases).toEqual({
      mine: [{ provider: 'mock', model: 'small' }],
      old: [{ provider: 'mock', model: 'tiny' }],
    });
    expect(
      (await put({ bad: { targets: [{ provider: 'mock', model: 'x' }], public: true } })).statusCode,
    ).toBe(400);
  });

  it('refuses an unknown provider prefix or X-Provider with 400 unknown_provider naming the nearest', async () => {
    const chat = (model: string, headers: Record<string, string> = {}) =>
      t.app.inject({
        method: 'POST',
        url: '/v1/chat/completions',
        headers: { ...t.auth(t.acmeKey), ...headers },
        payload: { model, messages: [{ role: 'user', content: 'hi' }] },
      });
    const prefix = await chat('opanai/gpt-4o-mini');
    expect(prefix.statusCode).toBe(400);
    expect(prefix.json().error.code).toBe('unknown_provider');
    expect(prefix.json().error.message).toContain('did you mean "openai"');
    const header = await chat('gpt-4o-mini', { 'x-provider': 'mokc' });
    expect(header.statusCode).toBe(400);
    expect(header.json().error.message).toContain('did you mean "mock"');
  });
});

describe('an upstream 401', () => {
  it("is the provider's own 401, told apart from the gateway's invalid_api_key by its headers", async () => {
    const t = await buildTestApp();
    try {
      const chat = (key: string) =>
        t.app.inject({
          method: 'POST',
          url: '/v1/chat/completions',
          headers: t.auth(key),
          payload: { model: 'mock/demo', messages: [{ role: 'user', content: 'hi [[mock:error:401]]' }] },
        });
      const upstream = await chat(t.acmeKey);
      expect(upstream.statusCode).toBe(401);
      // The provider's body as it sent it (the mock's OpenAI-shaped error), the channel in a header.
      expect(upstream.json().error.code).toBe('mock_401');
      expect(upstream.json()).not.toHaveProperty('channel_disclosed');
      expect(upstream.headers['x-service-channel']).toContain('"upstream":"mock"');
      expect(upstream.headers['www-authenticate']).toBeUndefined();
      const own = await chat('vg_not_a_key_of_this_gateway_000000');
      expect(own.statusCode).toBe(401);
      expect(own.json().error.code).toBe('invalid_api_key');
      expect(own.json().channel_disclosed.upstream).toBeNull();
      expect(own.headers['x-service-channel']).toBeUndefined();
      expect(own.headers['www-authenticate']).toContain('realm="vgate"');
    } finally {
      await t.close();
    }
  });
});

describe('the model list on a fresh install', () => {
  it('shows mock/demo, which answers', async () => {
    const t = await buildTestApp();
    try {
      const res = await t.app.inject({ method: 'GET', url: '/v1/models', headers: t.auth(t.acmeKey) });
      expect(res.json().data.map((m: { id: string }) => m.id)).toEqual(['mock/demo']);
    } finally {
      await t.close();
    }
  });
});
