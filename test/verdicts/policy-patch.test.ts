import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp, describeEngines, type TestApp } from '../helpers/app.js';

const FLAGS = ['PII', 'SECRET', 'JAILBREAK', 'MALICIOUS_URL', 'ENCODED_PAYLOAD', 'INVISIBLE_TEXT'];

describeEngines('PATCH of a tenant policy (%s)', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ engine });
  });
  afterAll(async () => t?.close());

  const send = (method: 'PUT' | 'PATCH', payload: object) =>
    t.app.inject({ method, url: '/v1/admin/tenants/acme/policy', headers: t.auth(t.platformKey), payload });

  it('changes one field and keeps the others, where PUT replaces the whole policy', async () => {
    await send('PUT', { deny_patterns: ['codename-x'], flags: { PII: { action: 'REDACT' } } });
    const patched = await send('PATCH', { flags: { SECRET: { action: 'BLOCK' } } });
    expect(patched.statusCode).toBe(200);
    const policy = patched.json().policy;
    expect(policy.deny_patterns).toEqual(['codename-x']);
    expect(policy.flags.PII.action).toBe('REDACT');
    expect(policy.flags.SECRET.action).toBe('BLOCK');
    const replaced = await send('PUT', { output_scanning: 'buffered' });
    expect(replaced.json().policy.deny_patterns ?? []).toEqual([]);
    expect((await send('PATCH', { flags: { NOT_A_FLAG: { action: 'BLOCK' } } })).statusCode).toBe(400);
  });

  it('loses no field when several PATCHes race', async () => {
    await send('PUT', {});
    const results = await Promise.all(
      FLAGS.map((f) => send('PATCH', { flags: { [f]: { action: 'BLOCK' } } })),
    );
    expect(results.map((r) => r.statusCode)).toEqual(FLAGS.map(() => 200));
    const cfg = await t.app.inject({
      method: 'GET',
      url: '/v1/admin/tenants/acme/scan-config',
      headers: t.auth(t.platformKey),
    });
    for (const f of FLAGS) expect(cfg.json().policy.flags[f].action, f).toBe('BLOCK');
  });

  it('loses no harm category when PATCHes of harm_categories race', async () => {
    await send('PUT', {});
    const categories = [
      'suicide_self_harm',
      'sexual_content',
      'misinformation',
      'defamation',
      'cyber',
      'hate',
    ];
    const results = await Promise.all(
      categories.map((c, i) => send('PATCH', { harm_categories: { [c]: i % 2 === 0 ? 'BLOCK' : 'FLAG' } })),
    );
    expect(results.map((r) => r.statusCode)).toEqual(categories.map(() => 200));
    const cfg = await t.app.inject({
      method: 'GET',
      url: '/v1/admin/tenants/acme/scan-config',
      headers: t.auth(t.platformKey),
    });
    for (const [i, c] of categories.entries())
      expect(cfg.json().policy.harm_categories[c], c).toBe(i % 2 === 0 ? 'BLOCK' : 'FLAG');
    expect((await send('PATCH', { harm_categories: { not_a_category: 'BLOCK' } })).statusCode).toBe(400);
  });
});
