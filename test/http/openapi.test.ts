import SwaggerParser from '@apidevtools/swagger-parser';
import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/app.js';

// biome-ignore lint/suspicious/noExplicitAny: the served document is walked freely; two validators vouch for its shape
type Doc = Record<string, any>;

describe('GET /openapi.json', () => {
  let t: TestApp;
  let raw: string;
  let doc: Doc;
  let headers: Record<string, unknown>;
  beforeAll(async () => {
    t = await buildTestApp();
    const res = await t.app.inject({ method: 'GET', url: '/openapi.json' });
    expect(res.statusCode).toBe(200);
    raw = res.body;
    headers = res.headers;
    doc = res.json();
  });
  afterAll(async () => t.close());

  it('serves OpenAPI 3.1.0 of version 0.1.0-sprint14 with both security schemes', () => {
    expect(doc['openapi']).toBe('3.1.0');
    expect(doc['info'].version).toBe('0.1.0-sprint14');
    expect(Object.keys(doc['components'].securitySchemes).sort()).toEqual(['bearerAuth', 'cookieAuth']);
  });

  it('validates with two independent validators, as served (nothing spliced in)', async () => {
    expect(doc['channel_disclosed']).toBeUndefined();
    const result = await new Validator().validate(structuredClone(doc));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    await expect(SwaggerParser.validate(structuredClone(doc) as never)).resolves.toBeDefined();
  });

  it('discloses its channel in the header and as an x- extension', () => {
    expect(String(headers['x-service-channel'])).toContain('"surface":"public"');
    expect(doc['x-channel-disclosed'].surface).toBe('public');
  });

  it('is under 300 KB, with the shared shapes written once as components', () => {
    // 230 KB with the Responses, Messages and Embeddings routes, budgets and the memory
    // lifecycle (about 90 operations of 2-7 KB each); the bound catches a shape inlined per route.
    expect(raw.length).toBeLessThan(300 * 1024);
    expect(doc['components'].schemas.Error).toBeDefined();
    expect(doc['components'].schemas.ChannelDisclosed).toBeDefined();
    // No constraint lost: the error code is still the closed list, written once.
    const code = doc['components'].schemas.Error.properties.error.properties.code;
    expect(code.enum).toContain('memory_turn_replay_unavailable');
    expect(raw.split('"memory_turn_replay_unavailable"').length - 1).toBe(1);
    expect(doc['paths']['/v1/admin/keys'].post.responses['401'].content['application/json'].schema).toEqual({
      $ref: '#/components/schemas/Error',
    });
  });

  it('names a server and gives every operation a unique operationId', () => {
    expect(doc['servers'][0].url).toBeTruthy();
    const ids: string[] = [];
    for (const item of Object.values(doc['paths']) as Doc[]) {
      for (const op of Object.values(item) as Doc[]) ids.push(op['operationId']);
    }
    expect(ids.every((id) => typeof id === 'string' && id.length > 0)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('describes every registered route with its request and response schemas', () => {
    const post = doc['paths']['/v1/admin/keys'].post;
    expect(post.requestBody.content['application/json'].schema.required).toEqual(['tenant_id', 'tier']);
    expect(post.responses['200']).toBeDefined();
    expect(post.responses['401']).toBeDefined();
    expect(post.security).toEqual([{ bearerAuth: [] }, { cookieAuth: [] }]);
    expect(doc['paths']['/v1/admin/keys/{tenant_id}'].delete.parameters[0]).toMatchObject({
      name: 'tenant_id',
      in: 'path',
    });
    expect(doc['paths']['/v1/health'].get.security).toEqual([]);
    for (const path of ['/v1/health', '/v1/metrics', '/v1/audit/verify', '/v1/admin/account']) {
      expect(doc['paths'][path], path).toBeDefined();
    }
  });

  it('documents the chat operations as the contract has them', () => {
    const stateless = doc['paths']['/v1/chat/completions'].post;
    const project = doc['paths']['/v1/memory/projects/{project_id}/chat/completions'].post;
    for (const op of [stateless, project]) {
      expect(op.responses.default).toBeDefined();
      expect(op.responses['200'].content['text/event-stream']).toBeDefined();
      expect(op.responses['200'].content['application/json']).toBeDefined();
      expect(op.responses['200'].headers['X-Service-Stream-Downgraded']).toBeDefined();
      const names = op.parameters.map((p: Doc) => p['name']);
      expect(names).toEqual(expect.arrayContaining(['X-Provider', 'X-Provider-Key', 'X-Request-Id']));
      expect(op.responses['423']).toBeDefined();
    }
    for (const name of ['X-Service-Session', 'X-Service-Turn-Id']) {
      const p = project.parameters.filter((x: Doc) => x['name'].toLowerCase() === name.toLowerCase());
      expect(p).toHaveLength(1);
      expect(p[0]).toMatchObject({
        in: 'header',
        required: true,
        schema: { pattern: '^[A-Za-z0-9._-]{1,128}$' },
      });
    }
  });

  it('declares /v1/metrics as text/plain and /v1/scan/artifact as an octet-stream body', () => {
    const metrics = doc['paths']['/v1/metrics'].get.responses['200'].content;
    expect(Object.keys(metrics)).toEqual(['text/plain']);
    const artifact = doc['paths']['/v1/scan/artifact'].post.requestBody;
    expect(artifact.content['application/octet-stream']).toBeDefined();
  });

  describe('issue 34 item 7: the findings of two validators', () => {
    it('swagger-parser validates the live document with no error', async () => {
      await expect(SwaggerParser.validate(structuredClone(doc) as never)).resolves.toBeDefined();
    });

    it('(a) names the wildcard of /v1/models/{model}, which may contain slashes', () => {
      expect(Object.keys(doc['paths']).filter((p) => p.includes('*'))).toEqual([]);
      const op = doc['paths']['/v1/models/{model}'].get;
      const param = op.parameters.find((p: Doc) => p['in'] === 'path');
      expect(param).toMatchObject({ name: 'model', in: 'path', required: true });
      expect(param.description).toMatch(/slash/);
      expect(op.operationId).toBe('getModelsByModel');
    });

    it('(b) describes GET /openapi.json in itself', () => {
      const op = doc['paths']['/openapi.json'].get;
      expect(op.security).toEqual([]);
      expect(op.responses['200'].content['application/json']).toBeDefined();
    });

    it('(c) declares the session headers the stateless chat refuses with 409', () => {
      const op = doc['paths']['/v1/chat/completions'].post;
      for (const name of ['X-Service-Session', 'X-Service-Turn-Id']) {
        const p = op.parameters.filter((x: Doc) => x['name'].toLowerCase() === name.toLowerCase());
        expect(p).toHaveLength(1);
        expect(p[0]).toMatchObject({ in: 'header', required: false });
        expect(p[0].description).toContain('409 memory_scope_required');
      }
      expect(op.responses['409']).toBeDefined();
    });

    it('(d) lets a chat message be any object, with no minItems', () => {
      for (const path of ['/v1/chat/completions', '/v1/memory/projects/{project_id}/chat/completions']) {
        const messages =
          doc['paths'][path].post.requestBody.content['application/json'].schema.properties.messages;
        expect(messages.minItems, path).toBeUndefined();
        expect(messages.items.type).toBe('object');
        expect(messages.items.required, path).toBeUndefined();
        expect(messages.items.additionalProperties).toBe(true);
      }
    });

    it('(d) and refuses in the handler, 400 invalid_request naming the field, what it cannot judge', async () => {
      const cases: [unknown[], string][] = [
        [[], 'messages'],
        [[{ content: 'hi' }], 'messages[0].role'],
        [
          [
            { role: 'user', content: 'hi' },
            { role: 42, content: 'hi' },
          ],
          'messages[1].role',
        ],
        [[{ role: '', content: 'hi' }], 'messages[0].role'],
        [[{ role: 'user', content: 42 }], 'messages[0].content'],
        [[{ role: 'user', content: [{ text: 'hi' }] }], 'messages[0].content[0].type'],
        [[{ role: 'user', content: [{ type: 'text', text: 42 }] }], 'messages[0].content[0].text'],
        [['hi'], 'messages[0]'],
      ];
      const scope = { 'x-service-session': 's1', 'x-service-turn-id': 't1' };
      for (const [messages, param] of cases) {
        for (const [url, extra] of [
          ['/v1/chat/completions', {}],
          // Before the 409 of a session header on the stateless route, as the schema refused it.
          ['/v1/chat/completions', scope],
          ['/v1/memory/projects/p1/chat/completions', scope],
        ] as const) {
          const res = await t.app.inject({
            method: 'POST',
            url,
            headers: { ...t.auth(t.acmeKey), ...extra },
            payload: { model: 'mock/echo', messages },
          });
          const what = `${url} ${JSON.stringify(messages)}`;
          expect(res.statusCode, what).toBe(400);
          expect(res.json().error.code, what).toBe('invalid_request');
          expect(res.json().error.param, what).toBe(param);
          expect(res.json().error.message, what).toContain(param);
        }
      }
      const fine = await t.app.inject({
        method: 'POST',
        url: '/v1/chat/completions',
        headers: t.auth(t.acmeKey),
        payload: { model: 'mock/echo', messages: [{ role: 'user', content: 'hi', name: 'ann' }] },
      });
      expect(fine.statusCode).toBe(200);
    });

    it('(e) every JSON object success response declares channel_disclosed', () => {
      const missing: string[] = [];
      const resolve = (s: Doc): Doc =>
        s['$ref'] ? doc['components'].schemas[s['$ref'].split('/').pop()] : s;
      for (const [path, item] of Object.entries(doc['paths']) as [string, Doc][]) {
        for (const [method, op] of Object.entries(item) as [string, Doc][]) {
          if (path === '/openapi.json') continue; // an OpenAPI root admits only x- extensions
          const schema = op['responses']['200']?.content?.['application/json']?.schema;
          if (!schema) continue;
          const variants = (resolve(schema)['anyOf'] ?? [schema]).map(resolve);
          for (const v of variants)
            if (!v['properties']?.channel_disclosed) missing.push(`${method} ${path}`);
        }
      }
      expect(missing).toEqual([]);
      const aggregate = doc['paths']['/v1/metrics/aggregate'].get.responses['200'].content;
      expect(Object.keys(aggregate)).toEqual(['text/plain']);
      expect(Object.keys(doc['paths']['/v1/signup/verify'].get.responses['200'].content)).toEqual([
        'text/html',
      ]);
      const verify = doc['paths']['/v1/signup/verify'].post.responses['200'].content;
      expect(Object.keys(verify).sort()).toEqual(['application/json', 'text/html']);
    });
  });
});
