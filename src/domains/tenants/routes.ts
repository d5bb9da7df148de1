import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { principalOf, secured } from '../../core/principal.js';
import { errorResponses, SECURED_ERRORS, TenantIdParam } from '../../core/schemas.js';
import * as s from './schemas.js';
import type { TenantService } from './service.js';
import { keyView } from './store.js';

/** Key administration (platform keys) and account termination (the caller's own tenant). */
export const tenantRoutes: FastifyPluginAsyncTypebox<{ tenants: TenantService }> = async (
  app,
  { tenants },
) => {
  const admin = { surface: 'admin' as const, auth: secured('admin', { platform: true }) };
  const tags = ['administration'];

  app.post(
    '/v1/admin/keys',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Create an API key (the tenant is created if unknown)',
        body: s.CreateKeyBody,
        response: { 200: s.CreatedKeyResponse, ...SECURED_ERRORS, ...errorResponses(413, 415) },
      },
    },
    async (req) => {
      const b = req.body;
      const created = await tenants.createKey(
        {
          tenantId: b.tenant_id,
          tier: b.tier,
          label: b.label ?? null,
          ...(b.rate_limit_per_min !== undefined ? { rateLimitPerMin: b.rate_limit_per_min } : {}),
          ...(b.scopes ? { scopes: b.scopes } : {}),
        },
        principalOf(req),
      );
      return { key: created.key, ...keyView(created) };
    },
  );

  app.get(
    '/v1/admin/keys',
    {
      config: admin,
      schema: {
        tags,
        summary: 'List API keys (never their secrets)',
        querystring: s.ListKeysQuery,
        response: { 200: s.ListKeysResponse, ...SECURED_ERRORS },
      },
    },
    async (req) => {
      const q = req.query;
      const keys = await tenants.listKeys({
        ...(q.tenant_id ? { tenantId: q.tenant_id } : {}),
        includeRevoked: q.include_revoked ?? false,
        limit: q.limit ?? 100,
        offset: q.offset ?? 0,
      });
      return { object: 'list' as const, data: keys.map(keyView) };
    },
  );

  app.delete(
    '/v1/admin/keys/:tenant_id',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Revoke every key of a tenant',
        params: TenantIdParam,
        response: { 200: s.RevokeResponse, ...SECURED_ERRORS },
      },
    },
    async (req) => {
      const revoked = await tenants.revokeTenantKeys(req.params.tenant_id, principalOf(req));
      return { tenant_id: req.params.tenant_id, revoked };
    },
  );

  app.delete(
    '/v1/admin/account',
    {
      config: { surface: 'admin', auth: secured('admin') },
      schema: {
        tags,
        summary: "Terminate the caller's tenant and revoke all its keys",
        response: { 200: s.TerminateResponse, ...SECURED_ERRORS },
      },
    },
    async (req) => {
      const r = await tenants.terminateAccount(principalOf(req));
      return {
        tenant_id: r.tenantId,
        status: 'terminated' as const,
        revoked: r.revoked,
        terminated_at: r.terminatedAt,
      };
    },
  );
};
