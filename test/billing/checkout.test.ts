import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeEngines } from '../helpers/app.js';
import { type FakeStripe, startFakeStripe } from './fake-stripe.js';
import { type BillingApp, CALL_COST, startBilling } from './harness.js';

describeEngines('checkout end to end (%s)', (engine) => {
  describe('local payment provider', () => {
    let b: BillingApp;
    beforeAll(async () => {
      b = await startBilling(engine);
    });
    afterAll(async () => b?.close());

    it('checkout -> page -> pay -> signed webhook -> balance -> a hosted chat succeeds', async () => {
      const key = await b.tenant('shop');
      expect((await b.chat(key)).statusCode).toBe(402);
      const status0 = await b.t.app.inject({
        method: 'GET',
        url: '/v1/billing/status',
        headers: b.t.auth(key),
      });
      expect(status0.json()).toMatchObject({
        balance_micros: 0,
        provider: 'local',
        plan: 'pro',
        last_payment: null,
      });

      const co = await b.t.app.inject({
        method: 'POST',
        url: '/v1/billing/checkout',
        headers: b.t.auth(key),
        payload: { pack: 'starter' },
      });
      expect(co.statusCode).toBe(200);
      expect(co.json()).toMatchObject({ provider: 'local', amount_micros: 10_000_000, currency: 'usd' });
      const path = new URL(co.json().url).pathname;
      const page = await b.t.app.inject({ method: 'GET', url: path });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.body).toContain('10.00 USD');
      const paid = await b.t.app.inject({
        method: 'POST',
        url: `${path}/pay`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: '',
      });
      expect(paid.statusCode).toBe(200);
      expect(paid.body).toContain('Payment complete');
      // Paying twice (a double click) credits once.
      await b.t.app.inject({ method: 'POST', url: `${path}/pay` });
      const status = await b.t.app.inject({
        method: 'GET',
        url: '/v1/billing/status',
        headers: b.t.auth(key),
      });
      expect(status.json()).toMatchObject({ balance_micros: 10_000_000, available_micros: 10_000_000 });
      expect(status.json().last_payment.amount_micros).toBe(10_000_000);
      expect((await b.t.app.inject({ method: 'GET', url: path })).body).toContain('is paid');

      const chat = await b.chat(key);
      expect(chat.statusCode).toBe(200);
      expect((await b.account('shop')).balance).toBe(10_000_000 - CALL_COST);
    });

    it('validates the checkout request', async () => {
      const key = await b.tenant('shop2');
      for (const payload of [
        {},
        { pack: 'starter', amount_micros: 2_000_000 },
        { pack: 'gold' },
        { amount_micros: 1_000_001 },
        { amount_micros: 10 },
        { amount_micros: 'x' },
      ]) {
        const res = await b.t.app.inject({
          method: 'POST',
          url: '/v1/billing/checkout',
          headers: b.t.auth(key),
          payload,
        });
        expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      }
      const ok = await b.t.app.inject({
        method: 'POST',
        url: '/v1/billing/checkout',
        headers: b.t.auth(key),
        payload: { amount_micros: 2_500_000 },
      });
      expect(ok.json().amount_micros).toBe(2_500_000);
      const unknown = await b.t.app.inject({
        method: 'GET',
        url: '/v1/billing/local-checkout/co_unknownunknownunknown',
      });
      expect(unknown.statusCode).toBe(404);
    });
  });

  describe('stripe payment provider against a fake Stripe API', () => {
    let b: BillingApp;
    let stripe: FakeStripe;
    let webhookUrl: string;
    const secret = 'whsec_test_fake_secret';
    beforeAll(async () => {
      stripe = await startFakeStripe({ apiKey: 'sk_test_fake', webhookSecret: secret });
      b = await startBilling(engine, {
        webhookSecret: secret,
        billing: {
          paymentProvider: 'stripe',
          stripeSecretKey: 'sk_test_fake',
          stripeApiUrl: stripe.url,
        } as never,
      });
      webhookUrl = `${await b.t.app.listen({ port: 0, host: '127.0.0.1' })}/v1/webhooks/payment`;
    });
    afterAll(async () => {
      await b?.close();
      await stripe?.close();
    });

    it('creates a Checkout Session, credits on the signed completion event, and the hosted chat succeeds', async () => {
      const key = await b.tenant('stripe1');
      expect((await b.chat(key)).statusCode).toBe(402);
      const co = await b.t.app.inject({
        method: 'POST',
        url: '/v1/billing/checkout',
        headers: b.t.auth(key),
        payload: { amount_micros: 20_000_000 },
      });
      expect(co.statusCode).toBe(200);
      expect(co.json()).toMatchObject({ provider: 'stripe', amount_micros: 20_000_000 });
      expect(co.json().url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/c\/pay\/cs_test_/);
      const request = stripe.requests.at(-1);
      expect(request?.form.get('line_items[0][price_data][unit_amount]')).toBe('2000');
      expect(request?.form.get('metadata[tenant_id]')).toBe('stripe1');
      const sessionId = co.json().url.split('/').at(-1) as string;

      const delivered = await stripe.complete(sessionId, webhookUrl);
      expect(delivered.status).toBe(200);
      expect(await delivered.json()).toMatchObject({ effect: 'credited', duplicate: false });
      expect((await b.account('stripe1')).balance).toBe(20_000_000);
      expect((await b.chat(key)).statusCode).toBe(200);
      expect((await b.account('stripe1')).balance).toBe(20_000_000 - CALL_COST);

      // Stripe's refund of 5.00 on that payment intent.
      const refund = await stripe.deliver(webhookUrl, {
        id: 'evt_refund_1',
        object: 'event',
        type: 'charge.refunded',
        data: {
          object: { id: 'ch_1', object: 'charge', payment_intent: `pi_${sessionId}`, amount_refunded: 500 },
        },
      });
      expect(refund.status).toBe(200);
      expect((await b.account('stripe1')).balance).toBe(15_000_000 - CALL_COST);
    });

    it('refuses a forged or stale Stripe signature with 400', async () => {
      const event = {
        id: 'evt_forged',
        object: 'event',
        type: 'checkout.session.completed',
        data: { object: {} },
      };
      const forged = await stripe.deliver(webhookUrl, event, { secret: 'whsec_wrong' });
      expect(forged.status).toBe(400);
      expect(((await forged.json()) as { error: { code: string } }).error.code).toBe(
        'webhook_signature_invalid',
      );
      const stale = await stripe.deliver(webhookUrl, event, {
        timestamp: Math.floor(Date.now() / 1000) - 3600,
      });
      expect(stale.status).toBe(400);
      expect(((await stale.json()) as { error: { code: string } }).error.code).toBe(
        'webhook_timestamp_invalid',
      );
      const ignored = await stripe.deliver(webhookUrl, {
        ...event,
        id: 'evt_other',
        type: 'customer.created',
      });
      expect(((await ignored.json()) as { effect: string }).effect).toBe('ignored');
    });
  });
});
