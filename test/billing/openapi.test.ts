import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/app.js';

/** Every route this work adds, with the statuses its description must list. */
const ROUTES: Array<[method: string, path: string, statuses: string[], secured: boolean]> = [
  ['post', '/v1/billing/checkout', ['200', '400', '401', '429', '500'], true],
  ['get', '/v1/billing/status', ['200', '400', '401', '429', '500'], true],
  ['post', '/v1/webhooks/payment', ['200', '400', '500'], false],
  ['post', '/v1/eligibility/reviews', ['200', '400', '401', '429', '500'], true],
  ['get', '/v1/eligibility/reviews/current', ['200', '400', '401', '429', '500'], true],
  ['get', '/v1/admin/eligibility/reviews', ['200', '400', '401', '429', '500'], true],
  ['post', '/v1/admin/eligibility/reviews/{review_id}/decision', ['200', '400', '401', '429', '500'], true],
  ['post', '/v1/dispute/file', ['200', '400', '401', '429', '500'], true],
  ['get', '/v1/dispute/list', ['200', '400', '401', '429', '500'], true],
  ['get', '/v1/admin/disputes', ['200', '400', '401', '429', '500'], true],
  ['post', '/v1/admin/disputes/{dispute_id}/resolve', ['200', '400', '401', '429', '500'], true],
  ['get', '/v1/admin/billing/{tenant_id}/ledger', ['200', '400', '401', '429', '500'], true],
  ['post', '/v1/admin/billing/{tenant_id}/adjustments', ['200', '400', '401', '429', '500'], true],
  ['get', '/v1/billing/local-checkout/{checkout_id}', ['200', '400', '500'], false],
  ['post', '/v1/billing/local-checkout/{checkout_id}/pay', ['200', '400', '500'], false],
];

describe('billing, eligibility and dispute routes in /openapi.json', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t.close());

  it('describes each with the contract’s statuses and security', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/openapi.json' })).json();
    for (const [method, path, statuses, secured] of ROUTES) {
      const op = doc.paths[path]?.[method];
      expect(op, `${method} ${path}`).toBeDefined();
      for (const s of statuses) expect(op.responses[s], `${method} ${path} ${s}`).toBeDefined();
      expect(op.security, `${method} ${path}`).toEqual(
        secured ? [{ bearerAuth: [] }, { cookieAuth: [] }] : [],
      );
    }
    for (const path of ['/v1/memory/projects/{project_id}/chat/completions', '/v1/chat/completions']) {
      const op = doc.paths[path].post;
      for (const s of ['402', '403', '503']) expect(op.responses[s], `${path} ${s}`).toBeDefined();
    }
  });
});
