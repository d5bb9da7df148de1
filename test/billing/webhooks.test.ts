import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEngines } from '../helpers/app.js';
import { type BillingApp, startBilling, WEBHOOK_SECRET } from './harness.js';

const signer = new Webhook(WEBHOOK_SECRET);
let seq = 0;

/** A Standard Webhooks delivery as the local provider sends it. */
function delivery(
  type: string,
  data: Record<string, unknown>,
  opts: { id?: string; at?: Date; body?: string } = {},
) {
  const id = opts.id ?? `evt_test_${++seq}`;
  const at = opts.at ?? new Date();
  const body = opts.body ?? JSON.stringify({ type, data });
  return {
    id,
    body,
    headers: {
      'content-type': 'application/json',
      'webhook-id': id,
      'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
      'webhook-signature': signer.sign(id, at, body),
    },
  };
}

const pay = (tenant: string, ref: string, amount: number) =>
  delivery('payment.succeeded', {
    payment_ref: ref,
    tenant_id: tenant,
    amount_micros: amount,
    currency: 'usd',
  });
const refund = (ref: string, total: number) =>
  delivery('payment.refunded', { payment_ref: ref, refunded_total_micros: total });
const dispute = (kind: 'opened' | 'won' | 'lost', ref: string, dsp: string, amount: number) =>
  delivery(`dispute.${kind}`, { payment_ref: ref, dispute_ref: dsp, amount_micros: amount });

describeEngines('POST /v1/webhooks/payment (%s)', (engine) => {
  let b: BillingApp;
  beforeAll(async () => {
    b = await startBilling(engine);
  });
  afterAll(async () => b?.close());

  const send = (d: { body: string; headers: Record<string, string> }) =>
    b.t.app.inject({ method: 'POST', url: '/v1/webhooks/payment', headers: d.headers, payload: d.body });
  const balance = async (tenant: string) => (await b.account(tenant)).balance;
  const auditCount = async () =>
    Number(
      (
        await b.t.ctx.db.db
          .selectFrom('audit_events')
          .select((e) => e.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('credits a payment once: a duplicate and a replay of the same event change nothing', async () => {
    const d = pay('wh1', 'pay_wh1', 5_000_000);
    const first = await send(d);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      received: true,
      duplicate: false,
      effect: 'credited',
      type: 'payment.succeeded',
    });
    expect(first.json().channel_disclosed).toBeDefined();
    expect(await balance('wh1')).toBe(5_000_000);
    const dup = await send(d);
    expect(dup.json()).toMatchObject({ duplicate: true });
    // The same payment under a new event id (a provider's second event for it) credits nothing either.
    expect((await send(pay('wh1', 'pay_wh1', 5_000_000))).json().effect).toBe('already_credited');
    await Promise.all([send(d), send(d), send(d)]);
    expect(await balance('wh1')).toBe(5_000_000);
    const ev = await b.t.ctx.db.db
      .selectFrom('audit_events')
      .selectAll()
      .where('type', '=', 'billing.webhook')
      .where('subject', '=', 'wh1')
      .execute();
    expect(ev).toHaveLength(1);
    expect(JSON.parse(ev[0]?.data ?? '{}')).toMatchObject({ effect: 'credited', net_micros: 5_000_000 });
  });

  it('refuses forged, stale, future, unsigned and malformed deliveries with 400 and changes nothing', async () => {
    const before = await auditCount();
    const good = pay('wh2', 'pay_wh2', 1_000_000);
    const forged = {
      ...good,
      headers: { ...good.headers, 'webhook-signature': `v1,${Buffer.alloc(32, 1).toString('base64')}` },
    };
    const tampered = { ...good, body: good.body.replace('1000000', '9000000') };
    const stale = pay('wh2', 'pay_wh2', 1_000_000);
    const staleD = delivery('payment.succeeded', JSON.parse(stale.body).data, {
      at: new Date(Date.now() - 3_600_000),
    });
    const future = delivery('payment.succeeded', JSON.parse(stale.body).data, {
      at: new Date(Date.now() + 3_600_000),
    });
    const { 'webhook-signature': _s, ...unsignedHeaders } = good.headers;
    const cases: Array<[string, { body: string; headers: Record<string, string> }, string]> = [
      ['forged', forged, 'webhook_signature_invalid'],
      ['tampered', tampered, 'webhook_signature_invalid'],
      ['unsigned', { body: good.body, headers: unsignedHeaders }, 'webhook_signature_invalid'],
      ['stale', staleD, 'webhook_timestamp_invalid'],
      ['future', future, 'webhook_timestamp_invalid'],
      ['not json', delivery('x', {}, { body: '{"type": "payment.succeeded", ' }), 'webhook_malformed'],
      ['no data', delivery('x', {}, { body: '{"type":"payment.succeeded"}' }), 'webhook_malformed'],
      [
        'bad amount',
        delivery('payment.succeeded', {
          payment_ref: 'p',
          tenant_id: 'wh2',
          amount_micros: -5,
          currency: 'usd',
        }),
        'webhook_malformed',
      ],
      ['array', delivery('x', {}, { body: '[1,2]' }), 'webhook_malformed'],
    ];
    for (const [name, d, code] of cases) {
      const res = await send(d);
      expect(res.statusCode, name).toBe(400);
      expect(res.json().error.code, name).toBe(code);
    }
    const empty = await b.t.app.inject({
      method: 'POST',
      url: '/v1/webhooks/payment',
      headers: good.headers,
    });
    expect(empty.statusCode).toBe(400);
    const huge = await b.t.app.inject({
      method: 'POST',
      url: '/v1/webhooks/payment',
      headers: good.headers,
      payload: 'x'.repeat(300 * 1024),
    });
    expect(huge.statusCode).toBe(413);
    expect(await balance('wh2')).toBe(0);
    expect(await auditCount()).toBe(before);
    const stored = await b.t.ctx.db.db
      .selectFrom('payment_events')
      .selectAll()
      .where('event_id', 'like', '%pay_wh2%')
      .execute();
    expect(stored).toEqual([]);
    // The genuine delivery still lands afterwards.
    expect((await send(good)).json().effect).toBe('credited');
    expect(await balance('wh2')).toBe(1_000_000);
  });

  it('acknowledges and ignores unknown event types', async () => {
    const res = await send(delivery('customer.updated', { anything: true }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ effect: 'ignored', duplicate: false });
  });

  it('ends in the same state whatever order a payment, its refunds and disputes arrive in', async () => {
    const amount = 10_000_000;
    const orders: Array<(r: string) => Array<ReturnType<typeof delivery>>> = [
      (r) => [
        pay(`o${r}`, r, amount),
        refund(r, 2_000_000),
        refund(r, 3_000_000),
        dispute('opened', r, `d1${r}`, 4_000_000),
        dispute('won', r, `d1${r}`, 4_000_000),
        dispute('lost', r, `d2${r}`, 1_000_000),
      ],
      (r) => [
        dispute('won', r, `d1${r}`, 4_000_000),
        refund(r, 3_000_000),
        dispute('lost', r, `d2${r}`, 1_000_000),
        pay(`o${r}`, r, amount),
        refund(r, 2_000_000),
        dispute('opened', r, `d1${r}`, 4_000_000),
      ],
      (r) => [
        refund(r, 3_000_000),
        dispute('opened', r, `d1${r}`, 4_000_000),
        dispute('lost', r, `d2${r}`, 1_000_000),
        refund(r, 2_000_000),
        dispute('won', r, `d1${r}`, 4_000_000),
        pay(`o${r}`, r, amount),
      ],
    ];
    // 10 paid, 3 refunded in total (cumulative), dispute 1 won (net 0), dispute 2 lost (-1).
    const expected = amount - 3_000_000 - 1_000_000;
    for (const [i, order] of orders.entries()) {
      const ref = `ord${i}`;
      for (const d of order(ref)) expect((await send(d)).statusCode).toBe(200);
      expect(await balance(`o${ref}`), `order ${i}`).toBe(expected);
      expect(await b.t.ctx.ledger.sums(`o${ref}`)).toEqual({ balance: expected, reserved: 0 });
    }
  });

  it('applies events for one payment racing each other exactly once', async () => {
    const ref = 'race_pay';
    const events = [
      pay('race', ref, 8_000_000),
      refund(ref, 1_000_000),
      dispute('opened', ref, 'dr1', 2_000_000),
    ];
    await Promise.all([...events, ...events].map(send));
    expect(await balance('race')).toBe(5_000_000);
  });
});
