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

  it('is under 200 KB, with the shared shapes written once as components', () => {
    expect(raw.length).toBeLessThan(200 * 1024);
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
});
