import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp, describeEngines, type TestApp } from '../helpers/app.js';

function disclosed(body: string): { id: string; surface: string; matrix_digest: string } {
  return (JSON.parse(body) as { channel_disclosed: { id: string; surface: string; matrix_digest: string } })
    .channel_disclosed;
}

describeEngines('foundation over HTTP (%s)', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ engine });
  });
  afterAll(async () => t.close());

  it('lets the admin key create a tenant key that is 403 on admin routes and 401 once revoked', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/v1/admin/keys',
      headers: t.auth(t.platformKey),
      payload: { tenant_id: 'initech', tier: 'free', label: 'ci', rate_limit_per_min: 5 },
    });
    expect(created.statusCode).toBe(200);
    const body = created.json<{
      key: string;
      key_id: string;
      tenant_id: string;
      tier: string;
      rate_limit_per_min: number;
    }>();
    expect(body.key).toMatch(/^vg_[A-Za-z0-9_-]{43}$/);
    expect(body).toMatchObject({ tenant_id: 'initech', tier: 'free', rate_limit_per_min: 5 });

    const forbidden = await t.app.inject({ method: 'GET', url: '/v1/admin/keys', headers: t.auth(body.key) });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().error.code).toBe('platform_only');

    const list = await t.app.inject({
      method: 'GET',
      url: '/v1/admin/keys?tenant_id=initech',
      headers: t.auth(t.platformKey),
    });
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain(body.key);
    expect(list.json().data).toHaveLength(1);

    const revoked = await t.app.inject({
      method: 'DELETE',
      url: '/v1/admin/keys/initech',
      headers: t.auth(t.platformKey),
    });
    expect(revoked.json()).toMatchObject({ tenant_id: 'initech', revoked: 1 });

    const after = await t.app.inject({ method: 'GET', url: '/v1/audit/verify', headers: t.auth(body.key) });
    expect(after.statusCode).toBe(401);
    expect(after.json().error.code).toBe('invalid_api_key');
  });

  it('rejects a malformed tenant id in the path with 400', async () => {
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/v1/admin/keys/Not%20Valid!',
      headers: t.auth(t.platformKey),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('invalid_parameter');
  });

  it('rejects bad key-creation bodies with 400 and a clear code', async () => {
    const cases = [
      { tenant_id: 'UPPER', tier: 'free' },
      { tenant_id: 'ok', tier: 'gold' },
      { tenant_id: 'ok', tier: 'free', rate_limit_per_min: 0 },
      { tenant_id: 'ok', tier: 'free', scopes: ['root'] },
      { tenant_id: 'ok', tier: 'platform' },
      { tier: 'free' },
    ];
    for (const payload of cases) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/v1/admin/keys',
        headers: t.auth(t.platformKey),
        payload,
      });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(['invalid_request', 'invalid_parameter']).toContain(res.json().error.code);
    }
  });

  it('answers malformed JSON, empty JSON, wrong content type and oversized bodies in the error shape', async () => {
    const headers = { ...t.auth(t.platformKey), 'content-type': 'application/json' };
    const bad = await t.app.inject({
      method: 'POST',
      url: '/v1/admin/keys',
      headers,
      payload: '{"tenant_id":',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe('invalid_json');
    const empty = await t.app.inject({ method: 'POST', url: '/v1/admin/keys', headers, payload: '' });
    expect(empty.statusCode).toBe(400);
    const xml = await t.app.inject({
      method: 'POST',
      url: '/v1/admin/keys',
      headers: { ...t.auth(t.platformKey), 'content-type': 'application/xml' },
      payload: '<a/>',
    });
    expect(xml.statusCode).toBe(415);
    expect(xml.json().error.code).toBe('unsupported_media_type');
    const big = await t.app.inject({
      method: 'POST',
      url: '/v1/admin/keys',
      headers,
      payload: JSON.stringify({
        tenant_id: 'x',
        tier: 'free',
        label: 'a'.repeat(t.ctx.config.limits.bodyBytes),
      }),
    });
    expect(big.statusCode).toBe(413);
    expect(big.json().error.code).toBe('body_too_large');
    for (const res of [bad, empty, xml, big]) {
      expect(res.json().request_id).toBeTruthy();
      expect(disclosed(res.body).surface).toBe('admin');
    }
  });

  it('discloses the channel on every response: 200, 401, 404 and non-JSON', async () => {
    const health = await t.app.inject({ method: 'GET', url: '/v1/health' });
    expect(health.json()).toMatchObject({ status: 'ok', contour: 'local' });
    expect(disclosed(health.body).id).toBe('local.ops');
    const noKey = await t.app.inject({ method: 'GET', url: '/v1/admin/keys' });
    expect(noKey.statusCode).toBe(401);
    expect(noKey.json().error.code).toBe('missing_api_key');
    expect(disclosed(noKey.body).surface).toBe('admin');
    const missing = await t.app.inject({ method: 'GET', url: '/v1/nowhere' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toMatchObject({ code: 'not_found', type: 'not_found_error' });
    expect(disclosed(missing.body).id).toBe('local.public');
    const metrics = await t.app.inject({ method: 'GET', url: '/v1/metrics' });
    expect(metrics.headers['content-type']).toContain('text/plain');
    expect(JSON.parse(String(metrics.headers['x-service-channel'])).id).toBe('local.ops');
    expect(metrics.body).toContain('vgate_http_requests_total{route="/v1/health",method="GET",status="200"}');
    expect(metrics.body).toContain('vgate_http_request_duration_seconds_bucket');
  });

  it('honours a client X-Request-Id and generates one otherwise', async () => {
    const given = await t.app.inject({
      method: 'GET',
      url: '/v1/nowhere',
      headers: { 'x-request-id': 'abc-123' },
    });
    expect(given.headers['x-request-id']).toBe('abc-123');
    expect(given.json().request_id).toBe('abc-123');
    const hostile = await t.app.inject({
      method: 'GET',
      url: '/v1/health',
      headers: { 'x-request-id': 'a b\u0000' },
    });
    expect(hostile.headers['x-request-id']).toMatch(/^req_/);
  });

  it('rejects malformed Authorization headers and unknown keys with 401', async () => {
    for (const authorization of ['Basic abc', 'Bearer', 'Bearer vg_nope', `Bearer ${'x'.repeat(5000)}`]) {
      const res = await t.app.inject({ method: 'GET', url: '/v1/audit/verify', headers: { authorization } });
      expect(res.statusCode, authorization.slice(0, 20)).toBe(401);
    }
  });

  it('terminates the caller account, revoking its keys; the platform tenant is protected', async () => {
    // A key gets every scope but admin unless asked for: such a key cannot terminate its tenant.
    const laptop = await t.ctx.tenants.createKey({ tenantId: 'leaving', tier: 'pro', label: 'laptop' }, null);
    expect(laptop.scopes).toEqual(['scan', 'gateway', 'memory', 'billing']);
    const refused = await t.app.inject({
      method: 'DELETE',
      url: '/v1/admin/account',
      headers: t.auth(laptop.key),
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('insufficient_scope');
    const k = await t.ctx.tenants.createKey(
      { tenantId: 'leaving', tier: 'pro', scopes: ['admin', 'scan'] },
      null,
    );
    const res = await t.app.inject({ method: 'DELETE', url: '/v1/admin/account', headers: t.auth(k.key) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ tenant_id: 'leaving', status: 'terminated', revoked: 2 });
    const again = await t.app.inject({ method: 'GET', url: '/v1/audit/verify', headers: t.auth(k.key) });
    expect(again.statusCode).toBe(401);
    const recreate = await t.app.inject({
      method: 'POST',
      url: '/v1/admin/keys',
      headers: t.auth(t.platformKey),
      payload: { tenant_id: 'leaving', tier: 'pro' },
    });
    expect(recreate.statusCode).toBe(400);
    const platform = await t.app.inject({
      method: 'DELETE',
      url: '/v1/admin/account',
      headers: t.auth(t.platformKey),
    });
    expect(platform.statusCode).toBe(403);
    expect(platform.json().error.code).toBe('platform_tenant_protected');
  });

  it('enforces a key rate limit with 429, Retry-After and RateLimit headers', async () => {
    const k = await t.ctx.tenants.createKey({ tenantId: 'limited', tier: 'free', rateLimitPerMin: 3 }, null);
    const statuses: number[] = [];
    let last = await t.app.inject({ method: 'GET', url: '/v1/audit/verify', headers: t.auth(k.key) });
    statuses.push(last.statusCode);
    for (let i = 0; i < 3; i += 1) {
      last = await t.app.inject({ method: 'GET', url: '/v1/audit/verify', headers: t.auth(k.key) });
      statuses.push(last.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect(last.json().error.code).toBe('rate_limited');
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
    expect(last.headers['ratelimit-limit']).toBe('3');
    expect(last.headers['ratelimit-remaining']).toBe('0');
    expect(disclosed(last.body).surface).toBe('admin');
  });

  it('reports a valid audit log, then the index of an altered row', async () => {
    const ok = await t.app.inject({ method: 'GET', url: '/v1/audit/verify', headers: t.auth(t.acmeKey) });
    const report = ok.json<{
      valid: boolean;
      tree_size: number;
      checkpoint: { tree_size: number; key_id: string };
    }>();
    expect(report.valid).toBe(true);
    expect(report.tree_size).toBeGreaterThan(3);
    expect(report.checkpoint.tree_size).toBe(report.tree_size);
    expect(report.checkpoint.key_id).toBe(t.ctx.signer.keyId);
    await t.ctx.db.db.updateTable('audit_events').set({ subject: 'mallory' }).where('seq', '=', 2).execute();
    const bad = await t.app.inject({ method: 'GET', url: '/v1/audit/verify', headers: t.auth(t.acmeKey) });
    expect(bad.json()).toMatchObject({ valid: false, first_bad_index: 2, reason: 'event_altered' });
  });
});
