import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEngines } from '../helpers/app.js';
import { type BillingApp, startBilling } from './harness.js';

describeEngines('disputes and the operator ledger (%s)', (engine) => {
  let b: BillingApp;
  beforeAll(async () => {
    b = await startBilling(engine, { billing: { disputesPerMin: 4 } as never });
  });
  afterAll(async () => b?.close());

  const file = (key: string, payload: unknown) =>
    b.t.app.inject({
      method: 'POST',
      url: '/v1/dispute/file',
      headers: b.t.auth(key),
      payload: payload as object,
    });
  const list = (key: string, q = '') =>
    b.t.app.inject({ method: 'GET', url: `/v1/dispute/list${q}`, headers: b.t.auth(key) });

  it('files within the contract’s bounds, lists the caller’s own newest first, paged, and audits without content', async () => {
    const key = await b.tenant('filer');
    const other = await b.tenant('bystander');
    expect((await file(key, { subject: 's'.repeat(201), body: 'x' })).statusCode).toBe(400);
    expect((await file(key, { subject: 'ok', body: 'b'.repeat(16385) })).statusCode).toBe(400);
    expect((await file(key, { subject: 'ok' })).statusCode).toBe(400);
    expect((await file(key, { subject: '', body: 'x' })).statusCode).toBe(400);
    const first = await file(key, { subject: 's'.repeat(200), body: 'b'.repeat(16384) });
    expect(first.statusCode).toBe(200);
    expect(first.json().dispute).toMatchObject({ state: 'open', tenant_id: 'filer' });
    await file(key, { subject: 'Charged twice', body: 'Call req_1 was billed twice on the 3rd.' });
    await file(key, { subject: 'Third', body: 'third body' });
    await file(other, { subject: 'Not yours', body: 'private' });

    const page1 = (await list(key, '?limit=2')).json();
    expect(page1.data.map((d: { subject: string }) => d.subject)).toEqual(['Third', 'Charged twice']);
    const page2 = (await list(key, `?limit=2&before=${page1.next_before}`)).json();
    expect(page2.data).toHaveLength(1);
    expect(page2.next_before).toBeNull();
    expect(JSON.stringify([page1, page2])).not.toContain('Not yours');
    const foreign = (await list(other)).json().data[0].dispute_id as string;
    expect((await list(key, `?before=${foreign}`)).statusCode).toBe(400);

    const audit = await b.t.ctx.db.db
      .selectFrom('audit_events')
      .selectAll()
      .where('type', '=', 'dispute.filed')
      .execute();
    expect(audit.length).toBeGreaterThanOrEqual(4);
    const text = JSON.stringify(audit);
    expect(text).not.toContain('Charged twice');
    expect(text).not.toContain('billed twice');
  });

  it('rate-limits filing per tenant', async () => {
    const key = await b.tenant('spammer');
    const results = [];
    for (let i = 0; i < 6; i += 1)
      results.push((await file(key, { subject: `s${i}`, body: 'b' })).statusCode);
    expect(results.slice(0, 4)).toEqual([200, 200, 200, 200]);
    expect(results.slice(4)).toEqual([429, 429]);
    // Another tenant is not affected.
    expect((await file(await b.tenant('calm'), { subject: 's', body: 'b' })).statusCode).toBe(200);
  });

  it('lets operators list and resolve disputes once', async () => {
    const key = await b.tenant('resolvee');
    const id = (await file(key, { subject: 'Help', body: 'please' })).json().dispute.dispute_id as string;
    const admin = b.t.auth(b.t.platformKey);
    const open = await b.t.app.inject({
      method: 'GET',
      url: '/v1/admin/disputes?state=open&tenant_id=resolvee',
      headers: admin,
    });
    expect(open.json().data.map((d: { dispute_id: string }) => d.dispute_id)).toEqual([id]);
    const resolve = (outcome: string) =>
      b.t.app.inject({
        method: 'POST',
        url: `/v1/admin/disputes/${id}/resolve`,
        headers: admin,
        payload: { outcome, resolution: 'refunded the duplicate charge' },
      });
    const [x, y] = await Promise.all([resolve('resolved'), resolve('rejected')]);
    expect([x.statusCode, y.statusCode].sort()).toEqual([200, 409]);
    const mine = (await list(key)).json().data[0];
    expect(['resolved', 'rejected']).toContain(mine.state);
    expect(mine.resolution).toBe('refunded the duplicate charge');
    expect((await resolve('maybe')).statusCode).toBe(400);
    const missing = await b.t.app.inject({
      method: 'POST',
      url: '/v1/admin/disputes/dsp_missing/resolve',
      headers: admin,
      payload: { outcome: 'resolved', resolution: 'x' },
    });
    expect(missing.statusCode).toBe(404);
  });

  it('shows operators a tenant’s ledger and takes audited manual adjustments with a reason', async () => {
    const key = await b.tenant('ledgered');
    const admin = b.t.auth(b.t.platformKey);
    const adjust = (amount: number, reason?: string) =>
      b.t.app.inject({
        method: 'POST',
        url: '/v1/admin/billing/ledgered/adjustments',
        headers: admin,
        payload: reason === undefined ? { amount_micros: amount } : { amount_micros: amount, reason },
      });
    expect((await adjust(5_000, undefined)).statusCode).toBe(400);
    expect((await adjust(0, 'nothing')).statusCode).toBe(400);
    const credited = await adjust(50_000, 'goodwill credit for outage');
    expect(credited.statusCode).toBe(200);
    expect(credited.json()).toMatchObject({ balance_micros: 50_000, ledger_consistent: true });
    expect((await b.chat(key)).statusCode).toBe(200);
    await adjust(-1_000, 'correction');
    const ledger = await b.t.app.inject({
      method: 'GET',
      url: '/v1/admin/billing/ledgered/ledger?limit=2',
      headers: admin,
    });
    const body = ledger.json();
    expect(body.ledger_consistent).toBe(true);
    expect(body.data.map((e: { kind: string }) => e.kind)).toEqual(['adjustment', 'settlement']);
    expect(body.data[0]).toMatchObject({ amount_micros: -1_000, reason: 'correction' });
    const rest = await b.t.app.inject({
      method: 'GET',
      url: `/v1/admin/billing/ledgered/ledger?before=${body.next_before}`,
      headers: admin,
    });
    expect(rest.json().data.map((e: { kind: string }) => e.kind)).toEqual(['reservation_hold', 'adjustment']);
    // A cursor past any id the engines can compare is refused, not a 500 (bigint on PostgreSQL).
    const huge = await b.t.app.inject({
      method: 'GET',
      url: '/v1/admin/billing/ledgered/ledger?before=1e20',
      headers: admin,
    });
    expect(huge.statusCode).toBe(400);
    const unknown = await b.t.app.inject({
      method: 'GET',
      url: '/v1/admin/billing/nobody/ledger',
      headers: admin,
    });
    expect(unknown.statusCode).toBe(404);
    const ev = await b.t.ctx.db.db
      .selectFrom('audit_events')
      .selectAll()
      .where('type', '=', 'billing.adjusted')
      .where('subject', '=', 'ledgered')
      .execute();
    expect(ev).toHaveLength(2);
    expect(JSON.stringify(ev)).not.toContain('goodwill');
  });
});
