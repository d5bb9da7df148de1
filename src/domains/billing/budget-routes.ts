import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ApiError } from '../../core/errors.js';
import { principalOf, secured } from '../../core/principal.js';
import { errorResponses, ok, SECURED_ERRORS, TenantIdParam } from '../../core/schemas.js';
import type { DbHandle } from '../../db/connect.js';
import type { AuditLog } from '../audit/service.js';
import { requireTenant } from '../tenants/store.js';
import { BudgetBody, BudgetStandingSchema } from './budget-schemas.js';
import type { Budget, BudgetScope, Budgets } from './budgets.js';

export interface BudgetRouteDeps {
  db: DbHandle;
  audit: AuditLog;
  budgets: Budgets;
}

/** One shared component for the four operations' answer. */
const BudgetResponse = Type.Object(ok(BudgetStandingSchema.properties).properties, {
  title: 'BudgetResponse',
});

const KeyIdParam = Type.Object({ key_id: Type.String({ minLength: 1, maxLength: 128 }) });

function budgetOf(body: Record<string, unknown>): Budget {
  return {
    daily_spend_micros: (body['daily_spend_micros'] as number | null | undefined) ?? null,
    monthly_spend_micros: (body['monthly_spend_micros'] as number | null | undefined) ?? null,
    requests_per_day: (body['requests_per_day'] as number | null | undefined) ?? null,
    allowed_models: (body['allowed_models'] as string[] | null | undefined) ?? null,
  };
}

/**
 * The operator's budget operations (issue 35): per tenant and per API key, read with each cap's
 * use in the current period, and replace. Platform operators only, as the other per-tenant admin
 * operations; every change is audited.
 */
export const budgetRoutes: FastifyPluginAsyncTypebox<BudgetRouteDeps> = async (app, deps) => {
  const admin = { surface: 'admin' as const, auth: secured('admin', { platform: true }) };
  const tags = ['administration'];

  const keyTenant = async (keyId: string): Promise<string> => {
    const row = await deps.db.db
      .selectFrom('api_keys')
      .select('tenant_id')
      .where('id', '=', keyId)
      .where('revoked_at', 'is', null)
      .executeTakeFirst();
    if (!row) throw new ApiError('resource_not_found', `No live API key "${keyId}".`, { param: 'key_id' });
    return row.tenant_id;
  };

  const put = async (
    actor: { tenantId: string; keyId: string },
    scope: BudgetScope,
    subject: string,
    tenantId: string,
    budget: Budget,
  ) => {
    await deps.budgets.set(scope, subject, tenantId, budget);
    await deps.audit.append({
      type: 'budget.set',
      actorTenant: actor.tenantId,
      actorKey: actor.keyId,
      subject: `${scope}:${subject}`,
      data: {
        tenant_id: tenantId,
        daily_spend_micros: budget.daily_spend_micros,
        monthly_spend_micros: budget.monthly_spend_micros,
        requests_per_day: budget.requests_per_day,
        allowed_models: budget.allowed_models === null ? null : JSON.stringify(budget.allowed_models),
      },
    });
    return deps.budgets.standing(scope, subject);
  };

  app.get(
    '/v1/admin/budgets/tenants/:tenant_id',
    {
      config: admin,
      schema: {
        tags,
        summary: "A tenant's budget and its use this UTC day and month",
        params: TenantIdParam,
        response: { 200: BudgetResponse, ...SECURED_ERRORS, ...errorResponses(404) },
      },
    },
    async (req) => {
      await requireTenant(deps.db.db, req.params.tenant_id);
      return deps.budgets.standing('tenant', req.params.tenant_id);
    },
  );

  app.put(
    '/v1/admin/budgets/tenants/:tenant_id',
    {
      config: admin,
      schema: {
        tags,
        summary: "Replace a tenant's budget: daily and monthly spend caps, requests per day, allowed models",
        params: TenantIdParam,
        body: BudgetBody,
        response: { 200: BudgetResponse, ...SECURED_ERRORS, ...errorResponses(404) },
      },
    },
    async (req) => {
      const id = req.params.tenant_id;
      await requireTenant(deps.db.db, id);
      return put(principalOf(req), 'tenant', id, id, budgetOf(req.body));
    },
  );

  app.get(
    '/v1/admin/budgets/keys/:key_id',
    {
      config: admin,
      schema: {
        tags,
        summary: "An API key's budget and its use this UTC day and month",
        params: KeyIdParam,
        response: { 200: BudgetResponse, ...SECURED_ERRORS, ...errorResponses(404) },
      },
    },
    async (req) => {
      await keyTenant(req.params.key_id);
      return deps.budgets.standing('key', req.params.key_id);
    },
  );

  app.put(
    '/v1/admin/budgets/keys/:key_id',
    {
      config: admin,
      schema: {
        tags,
        summary:
          "Replace an API key's budget: daily and monthly spend caps, requests per day, allowed models",
        params: KeyIdParam,
        body: BudgetBody,
        response: { 200: BudgetResponse, ...SECURED_ERRORS, ...errorResponses(404) },
      },
    },
    async (req) => {
      const id = req.params.key_id;
      return put(principalOf(req), 'key', id, await keyTenant(id), budgetOf(req.body));
    },
  );
};
