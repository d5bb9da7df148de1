import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp, describeEngines, type TestApp } from '../helpers/app.js';

describeEngines('signup races and sessions (%s)', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ engine });
  });
  afterAll(async () => t.close());

  const tokenFor = async (email: string) => {
    const link = await t.ctx.signup.request(email, '192.0.2.10');
    return String(new URL(String(link)).searchParams.get('token'));
  };
  const confirm = (token: string) =>
    t.app.inject({ method: 'POST', url: '/v1/signup/verify', payload: { token } });

  it('lets exactly one of several concurrent confirmations of a link win', async () => {
    const token = await tokenFor('race@example.com');
    const results = await Promise.all(Array.from({ length: 6 }, () => confirm(token)));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400, 400, 400, 400, 400]);
    const owners = await t.ctx.db.db
      .selectFrom('tenant_owners')
      .selectAll()
      .where('email', '=', 'race@example.com')
      .execute();
    expect(owners).toHaveLength(1);
  });

  it('gives two links of one address, confirmed at once, the same tenant', async () => {
    const [a, b] = [await tokenFor('twice@example.com'), await tokenFor('twice@example.com')];
    const [ra, rb] = await Promise.all([confirm(a), confirm(b)]);
    expect(ra.statusCode).toBe(200);
    expect(rb.statusCode).toBe(200);
    expect(ra.json().tenant_id).toBe(rb.json().tenant_id);
  });

  it('refuses the session of a terminated tenant, and its owner’s new links', async () => {
    const r = await confirm(await tokenFor('gone@example.com'));
    const cookie = String([r.headers['set-cookie']].flat()[0]).split(';')[0] ?? '';
    const csrf = r.json().csrf_token as string;
    const headers = {
      cookie: `${cookie}; service_csrf=${csrf}`,
      origin: 'http://localhost:80',
      'sec-fetch-site': 'same-origin',
      'x-csrf-token': csrf,
    };
    const del = await t.app.inject({ method: 'DELETE', url: '/v1/admin/account', headers });
    expect(del.statusCode, del.body).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/v1/usage', headers: { cookie } })).statusCode).toBe(
      401,
    );
    expect((await confirm(await tokenFor('gone@example.com'))).statusCode).toBe(400);
  });
});
