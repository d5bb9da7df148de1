import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/app.js';

/**
 * The browser-session side of the security matrix, over the live OpenAPI document: the
 * `service_session` cookie authenticates on every secured route, and every unsafe secured route
 * refuses a cookie-authenticated call without CSRF proof (403). Also pins the public routes.
 */

interface Operation {
  security?: Record<string, string[]>[];
}

function concrete(path: string): string {
  return path.replace(/\{tenant_id\}/g, 'acme').replace(/\{[^}]+\}/g, 'x1');
}

describe('browser sessions over every route of the live OpenAPI document', () => {
  let t: TestApp;
  let ops: { method: string; url: string; path: string; secured: boolean }[];
  let cookie: string;
  let csrf: string;

  beforeAll(async () => {
    t = await buildTestApp();
    const doc = (await t.app.inject({ method: 'GET', url: '/openapi.json' })).json<{
      paths: Record<string, Record<string, Operation>>;
    }>();
    ops = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, op]) => ({
        method: method.toUpperCase(),
        url: concrete(path),
        path,
        secured: (op.security?.length ?? 0) > 0,
      })),
    );
    const s = await t.ctx.browserSessions.start('acme');
    cookie = `service_session=${s.secret}; service_csrf=${s.csrf}`;
    csrf = s.csrf;
  });
  afterAll(async () => t.close());

  it('lists the new transparency, ops, audit and session routes, public exactly where the contract says', () => {
    const publicOps = ops.filter((o) => !o.secured).map((o) => `${o.method} ${o.path}`);
    for (const op of [
      'GET /v1/public/channel-matrix',
      'GET /v1/public/firewall-attestation',
      'GET /v1/metrics/aggregate',
      'GET /v1/dashboard-template',
      'POST /v1/signup',
      'GET /v1/signup/verify',
      'POST /v1/signup/verify',
      'POST /v1/logout',
    ])
      expect(publicOps).toContain(op);
    expect(ops.find((o) => o.path === '/v1/audit/consistency')?.secured).toBe(true);
  });

  it('accepts the session cookie on every secured route (with CSRF proof on unsafe methods)', async () => {
    for (const op of ops.filter((o) => o.secured && o.path !== '/v1/admin/account')) {
      const unsafe = op.method !== 'GET';
      const res = await t.app.inject({
        method: op.method as 'GET',
        url: op.url,
        headers: {
          cookie,
          ...(unsafe
            ? { origin: 'http://localhost:80', 'sec-fetch-site': 'same-origin', 'x-csrf-token': csrf }
            : {}),
        },
      });
      expect(res.statusCode, `${op.method} ${op.url}`).not.toBe(401);
      if (res.statusCode === 403)
        expect(res.json().error.code, `${op.method} ${op.url}`).not.toBe('csrf_failed');
    }
  });

  it('refuses every unsafe secured route called with the cookie but without CSRF proof', async () => {
    const unsafe = ops.filter((o) => o.secured && o.method !== 'GET');
    expect(unsafe.length).toBeGreaterThan(5);
    for (const op of unsafe) {
      for (const headers of [
        {},
        { origin: 'https://evil.test', 'sec-fetch-site': 'cross-site', 'x-csrf-token': csrf },
      ]) {
        const res = await t.app.inject({
          method: op.method as 'POST',
          url: op.url,
          headers: { cookie, ...headers },
        });
        expect(res.statusCode, `${op.method} ${op.url}`).toBe(403);
        expect(res.json().error.code).toBe('csrf_failed');
      }
    }
  });
});
