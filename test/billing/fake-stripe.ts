import { createHmac } from 'node:crypto';
import { createServer } from 'node:http';

/**
 * A fake Stripe API on 127.0.0.1 for the `stripe` payment provider's tests: a real HTTP server
 * that the official SDK talks to (form-encoded `POST /v1/checkout/sessions`), and that delivers
 * Stripe-signed webhook events (`t=<ts>,v1=<HMAC-SHA256>` over `<ts>.<payload>`) to the service.
 */
export interface FakeStripe {
  readonly url: string;
  readonly sessions: Map<string, Record<string, unknown>>;
  /** Requests the SDK made (method, path, form fields, authorization). */
  readonly requests: Array<{
    method: string;
    path: string;
    form: URLSearchParams;
    authorization: string | undefined;
  }>;
  /** Marks the session paid and posts `checkout.session.completed` to `webhookUrl`. */
  complete(sessionId: string, webhookUrl: string): Promise<Response>;
  /** Posts any event object, signed with `secret` at `timestamp` (seconds). */
  deliver(
    webhookUrl: string,
    event: Record<string, unknown>,
    opts?: { secret?: string; timestamp?: number },
  ): Promise<Response>;
  close(): Promise<void>;
}

export function stripeSignature(payload: string, secret: string, timestamp: number): string {
  const v1 = createHmac('sha256', secret).update(`${timestamp}.${payload}`).digest('hex');
  return `t=${timestamp},v1=${v1}`;
}

export async function startFakeStripe(opts: { apiKey: string; webhookSecret: string }): Promise<FakeStripe> {
  const sessions = new Map<string, Record<string, unknown>>();
  const requests: FakeStripe['requests'] = [];
  let n = 0;
  const server = createServer((req, res) => {
    const parts: Buffer[] = [];
    req.on('data', (c: Buffer) => parts.push(c));
    req.on('end', () => {
      const form = new URLSearchParams(Buffer.concat(parts).toString('utf8'));
      requests.push({
        method: req.method ?? '',
        path: req.url ?? '',
        form,
        authorization: req.headers.authorization,
      });
      const reply = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_fake_${n}` });
        res.end(JSON.stringify(body));
      };
      if (req.headers.authorization !== `Bearer ${opts.apiKey}`) {
        reply(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
        return;
      }
      if (req.method === 'POST' && req.url === '/v1/checkout/sessions') {
        n += 1;
        const id = `cs_test_${n}`;
        const unit = Number(form.get('line_items[0][price_data][unit_amount]'));
        const quantity = Number(form.get('line_items[0][quantity]') ?? '1');
        const session = {
          id,
          object: 'checkout.session',
          mode: form.get('mode'),
          amount_total: unit * quantity,
          currency: form.get('line_items[0][price_data][currency]'),
          client_reference_id: form.get('client_reference_id'),
          metadata: {
            tenant_id: form.get('metadata[tenant_id]'),
            checkout_id: form.get('metadata[checkout_id]'),
          },
          payment_status: 'unpaid',
          payment_intent: null,
          status: 'open',
          success_url: form.get('success_url'),
          url: `${url}/c/pay/${id}`,
        };
        sessions.set(id, session);
        reply(200, session);
        return;
      }
      reply(404, {
        error: {
          type: 'invalid_request_error',
          message: `Unrecognized request URL (${req.method}: ${req.url})`,
        },
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('fake stripe has no port');
  const url = `http://127.0.0.1:${address.port}`;
  let events = 0;

  const deliver: FakeStripe['deliver'] = (webhookUrl, event, o = {}) => {
    const payload = JSON.stringify(event);
    const ts = o.timestamp ?? Math.floor(Date.now() / 1000);
    return fetch(webhookUrl, {
      method: 'POST',
      headers: {
        'content-type': 'application/json; charset=utf-8',
        'stripe-signature': stripeSignature(payload, o.secret ?? opts.webhookSecret, ts),
      },
      body: payload,
    });
  };

  return {
    url,
    sessions,
    requests,
    deliver,
    complete: (sessionId, webhookUrl) => {
      const s = sessions.get(sessionId);
      if (!s) throw new Error(`no session ${sessionId}`);
      Object.assign(s, { payment_status: 'paid', status: 'complete', payment_intent: `pi_${sessionId}` });
      events += 1;
      return deliver(webhookUrl, {
        id: `evt_fake_${events}`,
        object: 'event',
        api_version: '2025-01-01',
        created: Math.floor(Date.now() / 1000),
        type: 'checkout.session.completed',
        data: { object: s },
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
