import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ApiError } from '../../core/errors.js';
import { type Principal, principalOf, secured } from '../../core/principal.js';
import { errorResponses, SECURED_ERRORS, TenantIdParam } from '../../core/schemas.js';
import type { DbHandle } from '../../db/connect.js';
import type { AuditLog } from '../audit/service.js';
import { requireTenant as requireTenantIn } from '../tenants/store.js';
import type { Detector } from './detector.js';
import { effectivePolicy, type PolicyInput } from './policy.js';
import * as s from './schemas.js';
import type { VerdictService, VerdictView } from './service.js';
import type { TuningState, TuningStore } from './tuning.js';

export interface VerdictDeps {
  verdicts: VerdictService;
  detector: Detector;
  tuning: TuningStore;
  audit: AuditLog;
  db: DbHandle;
}

function tuningView(t: TuningState) {
  return { tuning: t.tuning, digest: t.digest, loaded_at: t.loadedAt, source: t.source };
}

/** Scanning, engines, explanations, observe (disabled), tuning, tenant policy and scan mode. */
export const verdictRoutes: FastifyPluginAsyncTypebox<VerdictDeps> = async (app, deps) => {
  const scan = { surface: 'verdict' as const, auth: secured('scan') };
  const admin = { surface: 'admin' as const, auth: secured('admin', { platform: true }) };
  // A tenant's own scan settings: its admin-scoped keys, or any operator (platform) key.
  const tenantAdmin = { surface: 'admin' as const, auth: secured('admin') };
  const ownTenant = async (req: { principal: Principal | null; params: unknown }) => {
    const p = principalOf(req);
    const { tenant_id } = req.params as { tenant_id: string };
    if (p.tier !== 'platform' && p.tenantId !== tenant_id) {
      throw new ApiError(
        'platform_only',
        "Only an operator key can read or change another tenant's settings.",
      );
    }
  };
  const tags = ['scanning'];

  /** Records a baseline change (its digest only) and answers with the new state. */
  const auditedTuning = async (p: Principal, type: string, state: TuningState) => {
    await deps.audit.append({
      type,
      actorTenant: p.tenantId,
      actorKey: p.keyId,
      subject: null,
      data: { digest: state.digest },
    });
    return tuningView(state);
  };

  const answer = (reply: { header(k: string, v: string): unknown }, v: VerdictView) => {
    // Shadow mode reports without acting; the header lets proxies see what would have happened.
    if (v.mode === 'shadow')
      reply.header('x-service-verdict', `${v.action}; flags=${v.flags.join(',') || 'none'}`);
    return v;
  };

  app.post(
    '/v1/scan',
    {
      config: scan,
      schema: {
        tags,
        summary: 'Judge a prompt (or the messages of a conversation) with one engine or the full registry',
        body: s.ScanBody,
        response: { 200: s.VerdictResponse, ...SECURED_ERRORS, ...errorResponses(413, 415) },
      },
    },
    async (req, reply) => {
      const { input, messages, engine } = req.body;
      if ((input === undefined) === (messages === undefined)) {
        throw new ApiError('invalid_request', 'Send exactly one of "input" or "messages".');
      }
      const subject =
        input !== undefined ? { text: input, role: 'user' as const } : { messages: messages ?? [] };
      const v = await deps.verdicts.verdict(principalOf(req), 'prompt', subject, engine ? { engine } : {});
      return answer(reply, v);
    },
  );

  app.post(
    '/v1/scan/target',
    {
      config: scan,
      schema: {
        tags,
        summary: 'Judge exactly one declared user or assistant message, with optional context',
        body: s.TargetBody,
        response: { 200: s.VerdictResponse, ...SECURED_ERRORS, ...errorResponses(413, 415) },
      },
    },
    async (req, reply) => {
      const { target, context, engine } = req.body;
      const v = await deps.verdicts.verdict(
        principalOf(req),
        'target',
        { text: target.content, role: target.role },
        { ...(engine ? { engine } : {}), ...(context ? { context } : {}) },
      );
      return answer(reply, v);
    },
  );

  app.get(
    '/v1/engines',
    {
      config: scan,
      schema: {
        tags,
        summary: 'The full canonical list of engines',
        response: { 200: s.EnginesResponse, ...SECURED_ERRORS },
      },
    },
    async () => ({ object: 'list' as const, data: deps.detector.engines() }),
  );

  app.get(
    '/v1/explain/:verdict_id',
    {
      config: scan,
      schema: {
        tags: ['verification'],
        summary: 'The causal chain of a verdict (content-free)',
        params: s.VerdictIdParam,
        response: { 200: s.ExplainResponse, ...SECURED_ERRORS, ...errorResponses(404) },
      },
    },
    async (req) => {
      const v = await deps.verdicts.explain(principalOf(req), req.params.verdict_id);
      return {
        verdict_id: v.id,
        created_at: v.createdAt,
        kind: v.kind,
        action: v.action,
        flags: v.flags,
        confidence: v.confidence,
        mode: v.mode,
        enforced: v.enforced,
        latency_ms: v.latencyMs,
        input_digest: v.inputDigest,
        explanation: v.explanation,
      };
    },
  );

  app.post(
    '/v1/observe',
    {
      config: scan,
      // Authenticated and rate-limited at the edge; refused before the body is ever read.
      preParsing: async () => {
        throw new ApiError('operation_disabled', 'POST /v1/observe is disabled.');
      },
      schema: {
        tags,
        summary: 'Disabled: always refused with 503 operation_disabled; the body is never read',
        response: { ...SECURED_ERRORS, ...errorResponses(408, 503) },
      },
    },
    async () => {
      throw new ApiError('operation_disabled');
    },
  );

  app.get(
    '/v1/admin/detection-tuning',
    {
      config: admin,
      schema: {
        tags: ['administration'],
        summary: 'The live detection tuning baseline',
        response: { 200: s.TuningResponse, ...SECURED_ERRORS },
      },
    },
    async () => tuningView(deps.tuning.current),
  );

  app.put(
    '/v1/admin/detection-tuning',
    {
      config: admin,
      schema: {
        tags: ['administration'],
        summary: 'Set the baseline (an empty object clears it); written atomically',
        body: s.TuningSchema,
        response: { 200: s.TuningResponse, ...SECURED_ERRORS },
      },
    },
    async (req) => {
      return auditedTuning(principalOf(req), 'detection_tuning.set', deps.tuning.write(req.body));
    },
  );

  app.post(
    '/v1/admin/detection-tuning/reload',
    {
      config: admin,
      schema: {
        tags: ['administration'],
        summary: 'Reload the baseline from disk',
        response: { 200: s.TuningResponse, ...SECURED_ERRORS },
      },
    },
    async (req) => {
      return auditedTuning(principalOf(req), 'detection_tuning.reloaded', deps.tuning.reload());
    },
  );

  const requireTenant = (tenantId: string) => requireTenantIn(deps.db.db, tenantId);

  const scanConfig = async (tenantId: string) => {
    const st = await deps.verdicts.settings(tenantId);
    return {
      tenant_id: tenantId,
      mode: st.mode,
      policy_source: st.policy ? ('tenant' as const) : ('default' as const),
      policy: effectivePolicy(st.policy) as unknown as Record<string, unknown>,
      updated_at: st.updatedAt,
    };
  };

  app.get(
    '/v1/admin/tenants/:tenant_id/scan-config',
    {
      config: tenantAdmin,
      preHandler: ownTenant,
      schema: {
        tags: ['administration'],
        summary: "The tenant's scan mode and effective policy",
        params: TenantIdParam,
        response: { 200: s.ScanConfigResponse, ...SECURED_ERRORS, ...errorResponses(404) },
      },
    },
    async (req) => {
      await requireTenant(req.params.tenant_id);
      return scanConfig(req.params.tenant_id);
    },
  );

  app.put(
    '/v1/admin/tenants/:tenant_id/scan-mode',
    {
      config: tenantAdmin,
      preHandler: ownTenant,
      schema: {
        tags: ['administration'],
        summary: 'Set the scan enforcement mode: enforce or shadow',
        params: TenantIdParam,
        body: s.ScanModeBody,
        response: { 200: s.ScanConfigResponse, ...SECURED_ERRORS, ...errorResponses(404) },
      },
    },
    async (req) => {
      await requireTenant(req.params.tenant_id);
      await deps.verdicts.setMode(principalOf(req), req.params.tenant_id, req.body.mode);
      return scanConfig(req.params.tenant_id);
    },
  );

  app.put(
    '/v1/admin/tenants/:tenant_id/policy',
    {
      config: tenantAdmin,
      preHandler: ownTenant,
      schema: {
        tags: ['administration'],
        summary:
          "Replace the tenant's whole policy (fields left out take their defaults); a null body resets it. PATCH changes single fields",
        params: TenantIdParam,
        body: s.PolicyBody,
        response: { 200: s.ScanConfigResponse, ...SECURED_ERRORS, ...errorResponses(404) },
      },
    },
    async (req) => {
      await requireTenant(req.params.tenant_id);
      await deps.verdicts.setPolicy(principalOf(req), req.params.tenant_id, req.body as PolicyInput | null);
      return scanConfig(req.params.tenant_id);
    },
  );

  app.patch(
    '/v1/admin/tenants/:tenant_id/policy',
    {
      config: admin,
      schema: {
        tags: ['administration'],
        summary:
          "Change only the given fields of the tenant's policy (flags, tools and artifacts merge per entry)",
        params: TenantIdParam,
        body: s.PolicyPatchBody,
        response: { 200: s.ScanConfigResponse, ...SECURED_ERRORS, ...errorResponses(404) },
      },
    },
    async (req) => {
      await requireTenant(req.params.tenant_id);
      await deps.verdicts.patchPolicy(principalOf(req), req.params.tenant_id, req.body as PolicyInput);
      return scanConfig(req.params.tenant_id);
    },
  );
};
