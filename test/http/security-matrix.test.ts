import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCOPES, type Scope } from '../../src/core/principal.js';
import { buildTestApp, type TestApp } from '../helpers/app.js';

/**
 * The shared security matrix: every secured route of the live OpenAPI document answers 401
 * without credentials, 403 out of scope (or to a non-platform key on operator routes) and 429
 * over the limit, before its handler runs. Routes added by later work join automatically.
 */

interface Operation {
  security?: Record<string, string[]>[];
  'x-vgate-scope'?: Scope | null;
  'x-vgate-platform'?: boolean;
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

interface SecuredRoute {
  method: Method;
  url: string;
  scope: Scope | null;
  platform: boolean;
}

function concrete(path: string): string {
  return path.replace(/\{tenant_id\}/g, 'acme').replace(/\{[^}]+\}/g, 'x1');
}

describe('security matrix over the live OpenAPI document', () => {
  let t: TestApp;
  let routes: SecuredRoute[];

  beforeAll(async () => {
    t = await buildTestApp();
    const doc = (await t.app.inject({ method: 'GET', url: '/openapi.json' })).json<{
      paths: Record<string, Record<string, Operation>>;
    }>();
    routes = [];
    for (const [path, ops] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(ops)) {
        if (!op.security || op.security.length === 0) continue;
        routes.push({
          method: method.toUpperCase() as Method,
          url: concrete(path),
          scope: op['x-vgate-scope'] ?? null,
          platform: op['x-vgate-platform'] === true,
        });
      }
    }
  });
  afterAll(async () => t.close());

  it('finds the secured routes', () => {
    expect(routes.length).toBeGreaterThanOrEqual(5);
  });

  it('answers 401 without credentials and with a bogus key, in the error shape', async () => {
    for (const r of routes) {
      for (const headers of [{}, { authorization: 'Bearer vg_bogus_bogus_bogus_bogus_bogus' }]) {
        const res = await t.app.inject({ method: r.method, url: r.url, headers });
        expect(res.statusCode, `${r.method} ${r.url}`).toBe(401);
        const body = res.json();
        expect(body.error.type).toBe('authentication_error');
        expect(body.channel_disclosed).toBeDefined();
      }
    }
  });

  it('answers 403 to a key without the needed scope, and to tenant keys on operator routes', async () => {
    for (const r of routes) {
      if (r.platform) {
        const res = await t.app.inject({ method: r.method, url: r.url, headers: t.auth(t.acmeKey) });
        expect(res.statusCode, `${r.method} ${r.url}`).toBe(403);
        expect(res.json().error.code).toBe('platform_only');
      }
      if (r.scope) {
        const others = SCOPES.filter((s) => s !== r.scope);
        const tier = r.platform ? 'platform' : 'pro';
        const k = await t.ctx.tenants.createKey(
          { tenantId: r.platform ? 'platform' : 'scoped', tier, scopes: others },
          null,
        );
        const res = await t.app.inject({ method: r.method, url: r.url, headers: t.auth(k.key) });
        expect(res.statusCode, `${r.method} ${r.url}`).toBe(403);
        expect(res.json().error.code).toBe('insufficient_scope');
      }
    }
  });

  it('answers 429 once the key has spent its budget, without running the handler', async () => {
    for (const r of routes) {
      const k = await t.ctx.tenants.createKey(
        {
          tenantId: r.platform ? 'platform' : 'throttled',
          tier: r.platform ? 'platform' : 'pro',
          rateLimitPerMin: 1,
        },
        null,
      );
      await t.ctx.limiter.hit(k.id, 1);
      const res = await t.app.inject({ method: r.method, url: r.url, headers: t.auth(k.key) });
      expect(res.statusCode, `${r.method} ${r.url}`).toBe(429);
      expect(res.headers['retry-after']).toBeDefined();
      expect(res.json().error.code).toBe('rate_limited');
    }
  });

  it('never shows one tenant another tenant’s data on tenant GET routes', async () => {
    for (const r of routes.filter((x) => x.method === 'GET' && !x.platform)) {
      const res = await t.app.inject({ method: 'GET', url: r.url, headers: t.auth(t.acmeKey) });
      expect(res.body, r.url).not.toContain('globex');
    }
  });
});
