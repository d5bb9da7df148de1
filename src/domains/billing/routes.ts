import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../../core/errors.js';
import { PUBLIC, principalOf, secured } from '../../core/principal.js';
import { errorResponses, PUBLIC_ERRORS, SECURED_ERRORS } from '../../core/schemas.js';
import * as s from './schemas.js';
import type { BillingService } from './service.js';

export interface BillingRouteDeps {
  billing: BillingService;
  /** `VGATE_PUBLIC_URL`: the origin in checkout URLs; else the request's own. */
  publicUrl: string | null;
}

function origin(req: FastifyRequest, publicUrl: string | null): string {
  return publicUrl?.replace(/\/+$/, '') ?? `${req.protocol}://${req.host}`;
}

/** Billing status and checkout (tenant), the payment webhook (public), the operator's ledger view. */
export const billingRoutes: FastifyPluginAsyncTypebox<BillingRouteDeps> = async (app, deps) => {
  const { billing } = deps;
  const tenant = { surface: 'billing' as const, auth: secured('billing') };
  const admin = { surface: 'admin' as const, auth: secured('admin', { platform: true }) };

  app.get(
    '/v1/billing/status',
    {
      config: tenant,
      schema: {
        tags: ['billing'],
        summary: 'The tenant billing entitlement: plan, balance, reserved, allowance, last payment',
        response: { 200: s.StatusResponse, ...SECURED_ERRORS },
      },
    },
    async (req) => {
      const p = principalOf(req);
      return billing.status(p.tenantId, p.tier);
    },
  );

  app.post(
    '/v1/billing/checkout',
    {
      config: tenant,
      schema: {
        tags: ['billing'],
        summary: 'Create a hosted payment checkout session for an amount or a pack',
        body: s.CheckoutBody,
        response: { 200: s.CheckoutResponse, ...SECURED_ERRORS, ...errorResponses(413, 415, 503) },
      },
    },
    async (req) => billing.checkout(principalOf(req), req.body, origin(req, deps.publicUrl)),
  );

  await app.register(async (scope) => {
    // The signature covers the exact bytes: the body is kept raw, never parsed before verification.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));
    scope.post(
      '/v1/webhooks/payment',
      {
        config: { surface: 'billing', auth: PUBLIC },
        bodyLimit: 256 * 1024,
        schema: {
          tags: ['billing'],
          summary: 'Payment-provider webhook events (signed; idempotent by event id; any order)',
          response: { 200: s.WebhookResponse, ...PUBLIC_ERRORS, ...errorResponses(413) },
        },
      },
      async (req) => {
        if (!Buffer.isBuffer(req.body)) throw new ApiError('webhook_malformed', 'The webhook has no body.');
        const outcome = await billing.receive(req.body, req.headers);
        return { received: true as const, ...outcome };
      },
    );
  });

  app.get(
    '/v1/admin/billing/:tenant_id/ledger',
    {
      config: admin,
      schema: {
        tags: ['administration'],
        summary: "A tenant's prepaid ledger, newest first, with its balance and a consistency check",
        params: s.TenantIdParam,
        querystring: s.LedgerQuery,
        response: { 200: s.LedgerResponse, ...SECURED_ERRORS, ...errorResponses(404) },
      },
    },
    async (req) => billing.ledgerOf(req.params.tenant_id, req.query.limit ?? 100, req.query.before ?? null),
  );

  app.post(
    '/v1/admin/billing/:tenant_id/adjustments',
    {
      config: admin,
      schema: {
        tags: ['administration'],
        summary: "Credit or debit a tenant's balance by hand, with a reason (audited)",
        params: s.TenantIdParam,
        body: s.AdjustBody,
        response: { 200: s.LedgerResponse, ...SECURED_ERRORS, ...errorResponses(404, 413, 415) },
      },
    },
    async (req) => {
      await billing.adjust(req.params.tenant_id, req.body.amount_micros, req.body.reason, principalOf(req));
      return billing.ledgerOf(req.params.tenant_id, 20, null);
    },
  );
};
