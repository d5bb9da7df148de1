import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/app.js';

describe('the access log', () => {
  let t: TestApp;
  const lines: Array<Record<string, unknown>> = [];
  beforeAll(async () => {
    const stream = { write: (line: string) => lines.push(JSON.parse(line) as Record<string, unknown>) };
    t = await buildTestApp({ build: { logger: { level: 'info', stream } } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('writes one content-free line per request: no query string, no key, no body', async () => {
    lines.length = 0;
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/scan?token=sk-query-secret',
      headers: t.auth(t.acmeKey),
      payload: { input: 'my password is hunter2-secret' },
    });
    expect(res.statusCode).toBe(200);
    const access = lines.filter((l) => l['msg'] === 'request');
    expect(access).toHaveLength(1);
    expect(access[0]).toMatchObject({ method: 'POST', path: '/v1/scan', status: 200, tenant: 'acme' });
    expect(access[0]?.['reqId']).toBe(res.headers['x-request-id']);
    const all = JSON.stringify(lines);
    for (const secret of ['sk-query-secret', 'hunter2-secret', t.acmeKey]) expect(all).not.toContain(secret);
    expect(lines.some((l) => l['msg'] === 'incoming request')).toBe(false);
  });
});
