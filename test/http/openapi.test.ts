import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/app.js';

describe('GET /openapi.json', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t.close());

  it('serves a valid OpenAPI 3.1.0 document of version 0.1.0-sprint14 with both security schemes', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info.version).toBe('0.1.0-sprint14');
    expect(Object.keys(doc.components.securitySchemes).sort()).toEqual(['bearerAuth', 'cookieAuth']);
    const { channel_disclosed: _c, ...spec } = doc;
    const validator = new Validator();
    const result = await validator.validate(spec);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('describes every registered route with its request and response schemas', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/openapi.json' })).json();
    const post = doc.paths['/v1/admin/keys'].post;
    expect(post.requestBody.content['application/json'].schema.required).toEqual(['tenant_id', 'tier']);
    expect(post.responses['200']).toBeDefined();
    expect(post.responses['401']).toBeDefined();
    expect(post.security).toEqual([{ bearerAuth: [] }, { cookieAuth: [] }]);
    expect(doc.paths['/v1/admin/keys/{tenant_id}'].delete.parameters[0]).toMatchObject({
      name: 'tenant_id',
      in: 'path',
    });
    expect(doc.paths['/v1/health'].get.security).toEqual([]);
    for (const path of ['/v1/health', '/v1/metrics', '/v1/audit/verify', '/v1/admin/account']) {
      expect(doc.paths[path], path).toBeDefined();
    }
  });
});
