import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ApiError } from '../../core/errors.js';
import { principalOf, secured } from '../../core/principal.js';
import { errorResponses, ok, SECURED_ERRORS } from '../../core/schemas.js';
import * as s from './schemas.js';
import type { TenantService } from './service.js';
import { keyView } from './store.js';

const WhoAmIResponse = ok({
  tenant_id: Type.String(),
  key_id: Type.String(),
  tier: s.TierSchema,
  scopes: Type.Array(s.ScopeSchema),
  via: Type.Union([Type.Literal('bearer'), Type.Literal('cookie')]),
  rate_limit_per_min: Type.Integer(),
});

const CreateOwnKeyBody = Type.Object(
  {
    label: Type.Optional(Type.String({ maxLength: 200 })),
    rate_limit_per_min: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000 })),
    scopes: Type.Optional(Type.Array(s.ScopeSchema, { minItems: 1, maxItems: 5 })),
  },
  { additionalProperties: false },
);

const KeyIdParam = Type.Object({ key_id: Type.String({ pattern: '^key_[A-Za-z0-9_-]{1,64}$' }) });

/**
 * A tenant's own identity and keys (the console's keys page, and any script): who am I, list,
 * create and revoke the caller's tenant's keys. Creating and revoking need the `admin` scope;
 * a new key gets no scope and no rate limit beyond the caller's own, and the caller's tier.
 */
export const selfRoutes: FastifyPluginAsyncTypebox<{ tenants: TenantService }> = async (app, { tenants }) => {
  const tags = ['administration'];
  const own = { surface: 'admin' as const, auth: secured('admin') };

  app.get(
    '/v1/me',
    {
      config: { surface: 'admin', auth: secured(null) },
      schema: {
        tags,
        summary: 'The caller: tenant, key, tier and scopes',
        response: { 200: WhoAmIResponse, ...SECURED_ERRORS },
      },
    },
    async (req) => {
      const p = principalOf(req);
      return {
        tenant_id: p.tenantId,
        key_id: p.keyId,
        tier: p.tier,
        scopes: [...p.scopes],
        via: p.via,
        rate_limit_per_min: p.rateLimitPerMin,
      };
    },
  );

  app.get(
    '/v1/keys',
    {
      config: own,
      schema: {
        tags,
        summary: "The caller's tenant's keys (never their secrets)",
        querystring: Type.Object(
          { include_revoked: Type.Optional(Type.Boolean()) },
          { additionalProperties: false },
        ),
        response: { 200: s.ListKeysResponse, ...SECURED_ERRORS },
      },
    },
    async (req) => {
      const keys = await tenants.listKeys({
        tenantId: principalOf(req).tenantId,
        includeRevoked: req.query.include_revoked ?? false,
        limit: 1000,
        offset: 0,
      });
      return { object: 'list' as const, data: keys.map(keyView) };
    },
  );

  app.post(
    '/v1/keys',
    {
      config: own,
      schema: {
        tags,
        summary: "Create a key for the caller's tenant (scopes and limit at most the caller's own)",
        body: CreateOwnKeyBody,
        response: { 200: s.CreatedKeyResponse, ...SECURED_ERRORS, ...errorResponses(413, 415) },
      },
    },
    async (req) => {
      const p = principalOf(req);
      const scopes = req.body.scopes ?? p.scopes.filter((sc) => sc !== 'admin');
      const beyond = scopes.find((sc) => !p.scopes.includes(sc));
      if (beyond) {
        throw new ApiError('insufficient_scope', `You cannot grant the "${beyond}" scope you do not hold.`);
      }
      const rate = Math.min(req.body.rate_limit_per_min ?? p.rateLimitPerMin, p.rateLimitPerMin);
      const created = await tenants.createKey(
        { tenantId: p.tenantId, tier: p.tier, label: req.body.label ?? null, rateLimitPerMin: rate, scopes },
        p,
      );
      return { key: created.key, ...keyView(created) };
    },
  );

  app.delete(
    '/v1/keys/:key_id',
    {
      config: own,
      schema: {
        tags,
        summary: "Revoke one of the caller's tenant's keys",
        params: KeyIdParam,
        response: {
          200: ok({ key_id: Type.String(), revoked: Type.Literal(true) }),
          ...SECURED_ERRORS,
          ...errorResponses(404),
        },
      },
    },
    async (req) => {
      await tenants.revokeOwnKey(principalOf(req), req.params.key_id);
      return { key_id: req.params.key_id, revoked: true as const };
    },
  );
};
