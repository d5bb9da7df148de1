import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ApiError } from '../../core/errors.js';
import { PUBLIC } from '../../core/principal.js';
import { errorResponses, PUBLIC_ERRORS } from '../../core/schemas.js';
import { CheckoutIdParam } from './schemas.js';
import type { BillingService } from './service.js';

/**
 * The `local` payment provider's checkout page (development and tests): it shows the amount and
 * a Pay button; paying sends this service's payment webhook, signed per Standard Webhooks, through
 * the same route and verification a real provider's delivery takes. The checkout id is a
 * 144-bit random capability. A release gate keeps this provider off hosted contours.
 */

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body style="font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto">${body}</body></html>`;
}

const money = (micros: number, currency: string) =>
  `${(micros / 1_000_000).toFixed(2)} ${currency.toUpperCase()}`;

const Html = {
  description: 'An HTML page (not JSON: the channel is disclosed in X-Service-Channel)',
  content: { 'text/html': { schema: Type.String({ description: 'text/html page' }) } },
};

export const localCheckoutRoutes: FastifyPluginAsyncTypebox<{ billing: BillingService }> = async (
  app,
  { billing },
) => {
  // A browser form posts urlencoded; the button carries nothing the handler reads.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_r, _b, done) =>
    done(null, {}),
  );
  const config = { surface: 'billing' as const, auth: PUBLIC };

  const find = async (id: string) => {
    const row = await billing.localCheckout(id);
    if (!row) throw new ApiError('resource_not_found', 'No such local checkout.');
    return row;
  };

  app.get(
    '/v1/billing/local-checkout/:checkout_id',
    {
      config,
      schema: {
        tags: ['billing'],
        summary: 'Local payment provider: the checkout page (development)',
        params: CheckoutIdParam,
        response: { 200: Html, ...PUBLIC_ERRORS, ...errorResponses(404) },
      },
    },
    async (req, reply) => {
      const row = await find(req.params.checkout_id);
      const amount = money(Number(row.amount_micros), row.currency);
      const paid = row.state === 'paid';
      const form = paid
        ? '<p>This checkout is paid.</p>'
        : `<form method="post" action="/v1/billing/local-checkout/${escapeHtml(row.id)}/pay"><button type="submit">Pay ${escapeHtml(amount)}</button></form>`;
      return reply
        .type('text/html; charset=utf-8')
        .send(
          page(
            'Checkout',
            `<h1>Prepaid credit</h1><p>Tenant <b>${escapeHtml(row.tenant_id)}</b>: ${escapeHtml(amount)}</p>${form}<p><small>Local development payments: no money moves.</small></p>`,
          ),
        );
    },
  );

  app.post(
    '/v1/billing/local-checkout/:checkout_id/pay',
    {
      config,
      schema: {
        tags: ['billing'],
        summary: 'Local payment provider: pay the checkout (sends the signed payment webhook)',
        params: CheckoutIdParam,
        response: { 200: Html, ...PUBLIC_ERRORS, ...errorResponses(404, 502) },
      },
    },
    async (req, reply) => {
      const row = await find(req.params.checkout_id);
      const { body, headers } = billing.localPaymentWebhook(row);
      const res = await app.inject({
        method: 'POST',
        url: '/v1/webhooks/payment',
        headers: { ...headers, 'content-type': 'application/json' },
        payload: body,
      });
      if (res.statusCode !== 200) {
        throw new ApiError('upstream_bad_response', `The payment webhook was refused (${res.statusCode}).`);
      }
      const amount = money(Number(row.amount_micros), row.currency);
      return reply
        .type('text/html; charset=utf-8')
        .send(
          page(
            'Paid',
            `<h1>Payment complete</h1><p>${escapeHtml(amount)} credited to <b>${escapeHtml(row.tenant_id)}</b>.</p><p><a href="/console/billing">Back to billing in the console</a></p>`,
          ),
        );
    },
  );
};
