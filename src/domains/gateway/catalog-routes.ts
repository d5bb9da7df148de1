import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Contour } from '../../config.js';
import { type Clock, isoNow } from '../../core/clock.js';
import { ApiError } from '../../core/errors.js';
import { type OpenApiOverlay, OVERLAY_KEY } from '../../core/openapi.js';
import { type Principal, PUBLIC, principalOf, secured } from '../../core/principal.js';
import { errorResponses, PUBLIC_ERRORS, SECURED_ERRORS, TenantIdParam } from '../../core/schemas.js';
import type { DbHandle } from '../../db/connect.js';
import type { AuditLog } from '../audit/service.js';
import { type BudgetStanding, type Budgets, hasBudget } from '../billing/budgets.js';
import { findTenant } from '../tenants/store.js';
import type { VerdictService } from '../verdicts/service.js';
import { apisOf, type Catalog, type ClientApi, type RouteTarget, servesContour } from './catalog.js';
import {
  readTenantRoutes,
  type TenantRoutes,
  type TenantRoutingCache,
  writeTenantRoutes,
} from './routes-store.js';
import * as s from './schemas.js';
import type { CredentialSealer } from './sealing.js';
import { type UsageMeter, usageOf, usageOfActiveTenants } from './usage.js';

export interface CatalogRouteDeps {
  db: DbHandle;
  audit: AuditLog;
  clock: Clock;
  catalog: Catalog;
  sealer: CredentialSealer;
  /** Forgotten on a write, so this instance routes by the new aliases at once. */
  routing: TenantRoutingCache;
  contour: Contour;
  verdicts: VerdictService;
  /** Flushed before usage is read, so the answer includes the last second's calls. */
  usage: UsageMeter;
  /** The caller's key's and tenant's budgets, shown with the usage. */
  budgets?: Budgets;
}

/** The route of each client API (issue 35), as the catalog reports which ones are served. */
const API_PATHS: Record<ClientApi, string> = {
  chat: '/v1/chat/completions',
  responses: '/v1/responses',
  messages: '/v1/messages',
  embeddings: '/v1/embeddings',
};

/** Model aliases (tenant and admin), the model list, capabilities, public catalog, usage. */
export const catalogRoutes: FastifyPluginAsyncTypebox<CatalogRouteDeps> = async (app, deps) => {
  const gateway = { surface: 'gateway' as const, auth: secured('gateway') };
  const admin = { surface: 'admin' as const, auth: secured('admin', { platform: true }) };
  const tags = ['gateway'];

  const view = (tenantId: string, r: TenantRoutes) => ({
    tenant_id: tenantId,
    aliases: r.aliases,
    credentials: r.credentialProviders,
    updated_at: r.updatedAt,
  });

  const replaceRoutes = async (
    actor: Principal,
    tenantId: string,
    input: {
      aliases: Record<string, RouteTarget[] | { targets: RouteTarget[] }>;
      credentials?: Record<string, string | null>;
    },
  ) => {
    // The config file's shape ({ targets }) and the bare target list are the same alias.
    const aliases = Object.fromEntries(
      Object.entries(input.aliases).map(([k, v]) => [k, Array.isArray(v) ? v : v.targets]),
    );
    const body = { aliases, credentials: input.credentials };
    for (const [alias, targets] of Object.entries(body.aliases)) {
      for (const t of targets) {
        if (!deps.catalog.providers.has(t.provider)) {
          throw new ApiError('invalid_request', `Alias "${alias}": unknown provider "${t.provider}".`, {
            param: 'aliases',
          });
        }
      }
    }
    for (const provider of Object.keys(body.credentials ?? {})) {
      if (!deps.catalog.providers.has(provider)) {
        throw new ApiError('invalid_request', `Credentials: unknown provider "${provider}".`, {
          param: 'credentials',
        });
      }
    }
    const creds = body.credentials ?? {};
    return deps.audit
      .withEvent(
        {
          type: 'model_routes.set',
          actorTenant: actor.tenantId,
          actorKey: actor.keyId,
          subject: tenantId,
          data: {
            aliases: Object.keys(body.aliases).length,
            credentials_set: Object.values(creds).filter((v) => v !== null).length,
            credentials_removed: Object.values(creds).filter((v) => v === null).length,
          },
        },
        (tx) => writeTenantRoutes(tx, deps.sealer, tenantId, body.aliases, creds, isoNow(deps.clock)),
      )
      .finally(() => deps.routing.forget(tenantId));
  };

  app.get(
    '/v1/model-routes',
    {
      config: gateway,
      schema: {
        tags,
        summary: "The caller's model aliases",
        response: { 200: s.ModelRoutesResponse, ...SECURED_ERRORS },
      },
    },
    async (req) => {
      const p = principalOf(req);
      return view(p.tenantId, await readTenantRoutes(deps.db.db, p.tenantId));
    },
  );

  app.put(
    '/v1/model-routes',
    {
      config: gateway,
      schema: {
        tags,
        summary: "Replace the caller's aliases; provider keys are write-only and sealed at rest",
        body: s.ModelRoutesBody,
        response: { 200: s.ModelRoutesResponse, ...SECURED_ERRORS },
      },
    },
    async (req) => {
      const p = principalOf(req);
      return view(p.tenantId, await replaceRoutes(p, p.tenantId, req.body));
    },
  );

  const requireTenant = async (tenantId: string) => {
    if (!(await findTenant(deps.db.db, tenantId)))
      throw new ApiError('resource_not_found', `No tenant "${tenantId}".`);
  };

  app.get(
    '/v1/admin/tenants/:tenant_id/model-routes',
    {
      config: admin,
      schema: {
        tags: ['administration'],
        summary: "A tenant's model aliases",
        params: TenantIdParam,
        response: { 200: s.ModelRoutesResponse, ...SECURED_ERRORS, ...errorResponses(404) },
      },
    },
    async (req) => {
      await requireTenant(req.params.tenant_id);
      return view(req.params.tenant_id, await readTenantRoutes(deps.db.db, req.params.tenant_id));
    },
  );

  app.put(
    '/v1/admin/tenants/:tenant_id/model-routes',
    {
      config: admin,
      schema: {
        tags: ['administration'],
        summary: "Replace a tenant's model aliases",
        params: TenantIdParam,
        body: s.ModelRoutesBody,
        response: { 200: s.ModelRoutesResponse, ...SECURED_ERRORS, ...errorResponses(404) },
      },
    },
    async (req) => {
      await requireTenant(req.params.tenant_id);
      return view(
        req.params.tenant_id,
        await replaceRoutes(principalOf(req), req.params.tenant_id, req.body),
      );
    },
  );

  const modelEntry = (id: string, owner: string, apis: ClientApi[] = []) => ({
    id,
    object: 'model' as const,
    created: 0,
    owned_by: owner,
    apis,
  });
  /** The client APIs this gateway serves (responses and messages where their routes are registered). */
  let servedApis: ClientApi[] | null = null;
  const served = (): ClientApi[] => {
    servedApis ??= (['chat', 'responses', 'messages', 'embeddings'] as const).filter((api) =>
      app.hasRoute({ method: 'POST', url: API_PATHS[api] }),
    );
    return servedApis;
  };
  const kindsOf = (targets: readonly RouteTarget[]) =>
    targets.flatMap((t) => {
      const p = deps.catalog.providers.get(t.provider);
      return p && servesContour(p, deps.contour) ? [p.kind] : [];
    });
  /** The APIs that reach an alias (its targets' protocols) or a `provider/model` name. */
  const apisOfAlias = (targets: readonly RouteTarget[]) => apisOf(kindsOf(targets), served());
  const operatorAliases = (onlyPublic: boolean) =>
    [...deps.catalog.aliases]
      .filter(([, a]) => (!onlyPublic || a.public) && a.targets.some((t) => servesProvider(t.provider)))
      .map(([name]) => name);
  const servesProvider = (id: string) => {
    const p = deps.catalog.providers.get(id);
    return p !== undefined && servesContour(p, deps.contour);
  };

  /**
   * What this tenant can call by name: its aliases, the operator's aliases served here, each
   * served provider's declared models as `provider/model`, and `mock/demo` where the development
   * provider is on (it answers any `mock/<name>`).
   */
  const callableModels = async (tenantId: string) => {
    const r = await readTenantRoutes(deps.db.db, tenantId);
    const out = new Map<string, ReturnType<typeof modelEntry>>();
    for (const [id, targets] of Object.entries(r.aliases))
      out.set(id, modelEntry(id, 'tenant', apisOfAlias(targets)));
    for (const id of operatorAliases(false)) {
      const targets = deps.catalog.aliases.get(id)?.targets ?? [];
      if (!out.has(id)) out.set(id, modelEntry(id, 'verdict-gateway', apisOfAlias(targets)));
    }
    for (const p of deps.catalog.providers.values()) {
      if (!servesContour(p, deps.contour)) continue;
      const models = p.kind === 'mock' ? [...p.models, 'demo'] : p.models;
      const apis = apisOf([p.kind], served());
      for (const m of models) out.set(`${p.id}/${m}`, modelEntry(`${p.id}/${m}`, p.id, apis));
    }
    return out;
  };

  app.get(
    '/v1/models',
    {
      config: gateway,
      schema: {
        tags,
        summary: 'Models this key can call: aliases, declared provider models, mock/demo (OpenAI list shape)',
        response: { 200: s.ModelsResponse, ...SECURED_ERRORS },
      },
    },
    async (req) => ({
      object: 'list' as const,
      data: [...(await callableModels(principalOf(req).tenantId)).values()],
    }),
  );

  app.get(
    '/v1/models/*',
    {
      config: gateway,
      schema: {
        tags,
        summary: 'One model this key can call (OpenAI retrieve shape); 404 model_not_found otherwise',
        response: { 200: s.ModelResponse, ...SECURED_ERRORS, ...errorResponses(404) },
        [OVERLAY_KEY]: {
          wildcard: {
            name: 'model',
            description:
              'The model id or alias, as listed by GET /v1/models; it may contain slashes (`provider/model`): the rest of the path is the id.',
          },
        } satisfies OpenApiOverlay,
      },
    },
    async (req) => {
      // A wildcard, not `:id`: model ids contain slashes. (No params schema: TypeBox rejects `*`.)
      const id = (req.params as Record<string, string>)['*'] ?? '';
      const models = await callableModels(principalOf(req).tenantId);
      const found = models.get(id);
      if (found) return found;
      // The development provider answers any model name under its prefix.
      const mock = deps.catalog.providers.get('mock');
      if (id.startsWith('mock/') && id.length > 5 && mock && servesContour(mock, deps.contour))
        return modelEntry(id, 'mock', apisOf(['mock'], served()));
      throw new ApiError(
        'model_not_found',
        `The model "${id}" does not exist or is not available to this key.`,
        {
          param: 'model',
        },
      );
    },
  );

  app.get(
    '/v1/public/models',
    {
      config: { surface: 'public', auth: PUBLIC },
      schema: {
        tags,
        summary: 'Public gateway model catalog preview (no secrets)',
        response: { 200: s.ModelsResponse, ...PUBLIC_ERRORS },
      },
    },
    async () => ({
      object: 'list' as const,
      data: operatorAliases(true).map((id) =>
        modelEntry(id, 'verdict-gateway', apisOfAlias(deps.catalog.aliases.get(id)?.targets ?? [])),
      ),
    }),
  );

  app.get(
    '/v1/gateway/capabilities',
    {
      config: gateway,
      schema: {
        tags,
        summary: 'Tenant gateway capabilities and available aliases',
        response: { 200: s.CapabilitiesResponse, ...SECURED_ERRORS },
      },
    },
    async (req) => {
      const p = principalOf(req);
      const [r, settings] = await Promise.all([
        readTenantRoutes(deps.db.db, p.tenantId),
        deps.verdicts.settings(p.tenantId),
      ]);
      return {
        tenant_id: p.tenantId,
        streaming: true,
        scan_mode: settings.mode,
        output_scanning: settings.policy?.output_scanning ?? 'incremental',
        masking: true,
        byok: true,
        providers: [...deps.catalog.providers.values()]
          .filter((x) => servesContour(x, deps.contour))
          .map((x) => ({ id: x.id, kind: x.kind, hosted_key: x.apiKey !== null })),
        aliases: [...new Set([...Object.keys(r.aliases), ...operatorAliases(false)])],
        apis: served(),
        alias_apis: Object.fromEntries(
          [
            ...operatorAliases(false).map((id) => [id, deps.catalog.aliases.get(id)?.targets ?? []] as const),
            ...Object.entries(r.aliases),
          ].map(([id, targets]) => [id, apisOfAlias(targets)]),
        ),
        downgrade_reasons: ['l2_egress_enforcer', 'action_guard'],
      };
    },
  );

  const since = (days: number) =>
    new Date(deps.clock.now() - (days - 1) * 86_400_000).toISOString().slice(0, 10);

  app.get(
    '/v1/usage',
    {
      config: { surface: 'billing', auth: secured(null) },
      schema: {
        tags: ['billing'],
        summary: 'Current tenant usage, daily',
        querystring: s.UsageQuery,
        response: { 200: s.UsageResponse, ...SECURED_ERRORS },
      },
    },
    async (req) => {
      const p = principalOf(req);
      const from = since(req.query.days ?? 30);
      await deps.usage.flush();
      const data = await usageOf(deps.db.db, p.tenantId, from);
      if (!deps.budgets) return { tenant_id: p.tenantId, since: from, data };
      // Spend against each cap of the caller's key and tenant (null: no budget set).
      const [key, tenant] = await Promise.all([
        deps.budgets.standing('key', p.keyId),
        deps.budgets.standing('tenant', p.tenantId),
      ]);
      const shown = (b: BudgetStanding) => (hasBudget(b.budget) ? b : null);
      return {
        tenant_id: p.tenantId,
        since: from,
        data,
        budgets: { key: shown(key), tenant: shown(tenant) },
      };
    },
  );

  app.get(
    '/v1/admin/usage',
    {
      config: admin,
      schema: {
        tags: ['administration'],
        summary: 'Content-free daily usage across all active tenants',
        querystring: s.UsageQuery,
        response: { 200: s.AdminUsageResponse, ...SECURED_ERRORS },
      },
    },
    async (req) => {
      const from = since(req.query.days ?? 30);
      await deps.usage.flush();
      return { since: from, data: await usageOfActiveTenants(deps.db.db, from) };
    },
  );
};
