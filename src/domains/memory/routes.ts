import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import type { Static } from 'typebox';
import type { Clock } from '../../core/clock.js';
import { isoNow } from '../../core/clock.js';
import { principalOf, secured } from '../../core/principal.js';
import { errorResponses, SECURED_ERRORS } from '../../core/schemas.js';
import { LEGACY, type ProjectRef, projectRef, shownProject } from './project.js';
import * as s from './schemas.js';
import type { MemoryActor, MemoryService } from './service.js';

export interface MemoryRouteDeps {
  memory: MemoryService;
  clock: Clock;
}

/** The project operations' status set (SPEC, Project-scoped memory); store adds 201 and 409. */
const MEMORY_ERRORS = { ...SECURED_ERRORS, ...errorResponses(408, 413, 415, 423, 502, 503, 504) };
const STORE_ERRORS = { ...MEMORY_ERRORS, ...errorResponses(409) };

/**
 * Memory facts: the legacy routes work on the tenant's default project, the project routes on
 * an explicit `project_id`. Handlers only translate; MemoryService holds every rule.
 */
export const memoryRoutes: FastifyPluginAsyncTypebox<MemoryRouteDeps> = async (app, { memory, clock }) => {
  const config = { surface: 'memory' as const, auth: secured('memory') };
  const legacyTags = ['memory (legacy default project)'];
  const projectTags = ['memory (projects)'];

  const store = async (
    actor: MemoryActor,
    ref: ProjectRef,
    body: Static<typeof s.FactBody>,
    reply: FastifyReply,
  ) => {
    const { ttl_seconds, ...fact } = body;
    const r = await memory.store(actor, ref, {
      ...fact,
      ...(ttl_seconds !== undefined ? { ttlSeconds: ttl_seconds } : {}),
    });
    void reply.code(r.created ? 201 : 200);
    return { project_id: shownProject(ref), replayed: !r.created, fact: s.factView(r.fact) };
  };
  const search = async (tenantId: string, ref: ProjectRef, q: Static<typeof s.SearchQuery>) => {
    const requested = q.mode ?? 'keyword';
    const r = await memory.search(
      tenantId,
      ref,
      { q: q.q, limit: q.limit ?? 10, mode: requested },
      q.session_id,
    );
    return {
      object: 'list' as const,
      project_id: shownProject(ref),
      mode: r.mode,
      requested_mode: requested,
      notice: r.notice,
      data: r.hits.map(s.hitView),
    };
  };
  const update = async (
    actor: MemoryActor,
    ref: ProjectRef,
    key: string,
    body: Static<typeof s.UpdateBody>,
  ) => {
    const { ttl_seconds, version, ...fact } = body;
    const r = await memory.update(
      actor,
      ref,
      key,
      { ...fact, ...(ttl_seconds !== undefined ? { ttlSeconds: ttl_seconds } : {}) },
      version,
    );
    return { project_id: shownProject(ref), updated: r.updated, fact: s.factView(r.fact) };
  };
  const deleteOne = async (actor: MemoryActor, ref: ProjectRef, key: string) => ({
    project_id: shownProject(ref),
    key,
    deleted: (await memory.deleteOne(actor, ref, key)).deleted,
  });
  const tenantSettingsView = (t: {
    embeddingModel: string | null;
    poisonPolicy: 'refuse' | 'quarantine';
  }) => ({
    object: 'memory.settings' as const,
    embedding_model: t.embeddingModel,
    poison_policy: t.poisonPolicy,
  });
  const projectSettingsView = (ref: ProjectRef, p: { defaultTtlSeconds: number | null }) => ({
    object: 'memory.project_settings' as const,
    project_id: shownProject(ref) ?? '',
    default_ttl_seconds: p.defaultTtlSeconds,
  });
  const exportFacts = async (tenantId: string, ref: ProjectRef) => {
    const facts = await memory.export(tenantId, ref);
    return {
      object: 'memory.export' as const,
      project_id: shownProject(ref),
      exported_at: isoNow(clock),
      count: facts.length,
      facts: facts.map(s.factView),
    };
  };
  const stats = async (tenantId: string, ref: ProjectRef) => ({
    object: 'memory.stats' as const,
    project_id: shownProject(ref),
    ...s.statsView(await memory.stats(tenantId, ref)),
  });

  // Legacy default project.
  app.post(
    '/v1/memory/store',
    {
      config,
      schema: {
        tags: legacyTags,
        summary: 'Store a fact in the default project (201 stored, 200 identical replay)',
        body: s.FactBody,
        response: { 200: s.StoreResponse, 201: s.StoreResponse, ...STORE_ERRORS },
      },
    },
    async (req, reply) => store(principalOf(req), LEGACY, req.body, reply),
  );
  app.get(
    '/v1/memory/search',
    {
      config,
      schema: {
        tags: legacyTags,
        summary: 'Search the default project',
        querystring: s.SearchQuery,
        response: { 200: s.SearchResponse, ...MEMORY_ERRORS },
      },
    },
    async (req) => search(principalOf(req).tenantId, LEGACY, req.query),
  );
  app.post(
    '/v1/memory/export',
    {
      config,
      schema: {
        tags: legacyTags,
        summary: 'Export the default project',
        response: { 200: s.ExportResponse, ...MEMORY_ERRORS },
      },
    },
    async (req) => exportFacts(principalOf(req).tenantId, LEGACY),
  );
  app.get(
    '/v1/memory/stats',
    {
      config,
      schema: {
        tags: legacyTags,
        summary: 'Statistics of the default project',
        response: { 200: s.StatsResponse, ...MEMORY_ERRORS },
      },
    },
    async (req) => stats(principalOf(req).tenantId, LEGACY),
  );
  app.delete(
    '/v1/memory/all',
    {
      config,
      schema: {
        tags: legacyTags,
        summary: 'Delete all memory of the tenant: the default project and every project (audited)',
        response: { 200: s.DeleteAllResponse, ...MEMORY_ERRORS },
      },
    },
    async (req) => memory.deleteAll(principalOf(req)),
  );

  app.put(
    '/v1/memory/facts/:key',
    {
      config,
      schema: {
        tags: legacyTags,
        summary: 'Update a fact of the default project (the old version is kept as history)',
        params: s.FactParams,
        body: s.UpdateBody,
        response: { 200: s.UpdateResponse, ...STORE_ERRORS, ...errorResponses(404) },
      },
    },
    async (req) => update(principalOf(req), LEGACY, req.params.key, req.body),
  );
  app.delete(
    '/v1/memory/facts/:key',
    {
      config,
      schema: {
        tags: legacyTags,
        summary: 'Delete one fact of the default project, every version of it (audited)',
        params: s.FactParams,
        response: { 200: s.DeleteOneResponse, ...MEMORY_ERRORS, ...errorResponses(404) },
      },
    },
    async (req) => deleteOne(principalOf(req), LEGACY, req.params.key),
  );
  app.get(
    '/v1/memory/settings',
    {
      config,
      schema: {
        tags: legacyTags,
        summary: "The tenant's memory settings: embedding model and poisoning policy",
        response: { 200: s.TenantSettingsResponse, ...MEMORY_ERRORS },
      },
    },
    async (req) => tenantSettingsView(await memory.tenantSettings(principalOf(req).tenantId)),
  );
  app.put(
    '/v1/memory/settings',
    {
      config,
      schema: {
        tags: legacyTags,
        summary: "Sets the tenant's embedding model (a change re-embeds) and/or poisoning policy",
        body: s.TenantSettingsBody,
        response: { 200: s.TenantSettingsResponse, ...MEMORY_ERRORS },
      },
    },
    async (req) =>
      tenantSettingsView(
        await memory.putTenantSettings(principalOf(req).tenantId, {
          ...(req.body.embedding_model !== undefined ? { embeddingModel: req.body.embedding_model } : {}),
          ...(req.body.poison_policy !== undefined ? { poisonPolicy: req.body.poison_policy } : {}),
        }),
      ),
  );

  // Explicit projects.
  const params = s.ProjectParams;
  app.post(
    '/v1/memory/projects/:project_id/store',
    {
      config,
      schema: {
        tags: projectTags,
        summary: 'Store a fact in the project (201 stored, 200 identical replay)',
        params,
        body: s.FactBody,
        response: { 200: s.StoreResponse, 201: s.StoreResponse, ...STORE_ERRORS },
      },
    },
    async (req, reply) => store(principalOf(req), projectRef(req.params.project_id), req.body, reply),
  );
  app.get(
    '/v1/memory/projects/:project_id/search',
    {
      config,
      schema: {
        tags: projectTags,
        summary: 'Search the project',
        params,
        querystring: s.SearchQuery,
        response: { 200: s.SearchResponse, ...MEMORY_ERRORS },
      },
    },
    async (req) => search(principalOf(req).tenantId, projectRef(req.params.project_id), req.query),
  );
  app.get(
    '/v1/memory/projects/:project_id/stats',
    {
      config,
      schema: {
        tags: projectTags,
        summary: 'Statistics of the project',
        params,
        response: { 200: s.StatsResponse, ...MEMORY_ERRORS },
      },
    },
    async (req) => stats(principalOf(req).tenantId, projectRef(req.params.project_id)),
  );
  app.post(
    '/v1/memory/projects/:project_id/export',
    {
      config,
      schema: {
        tags: projectTags,
        summary: 'Export the project',
        params,
        response: { 200: s.ExportResponse, ...MEMORY_ERRORS },
      },
    },
    async (req) => exportFacts(principalOf(req).tenantId, projectRef(req.params.project_id)),
  );
  app.put(
    '/v1/memory/projects/:project_id/facts/:key',
    {
      config,
      schema: {
        tags: projectTags,
        summary: 'Update a fact of the project (the old version is kept as history)',
        params: s.ProjectFactParams,
        body: s.UpdateBody,
        response: { 200: s.UpdateResponse, ...STORE_ERRORS, ...errorResponses(404) },
      },
    },
    async (req) => update(principalOf(req), projectRef(req.params.project_id), req.params.key, req.body),
  );
  app.delete(
    '/v1/memory/projects/:project_id/facts/:key',
    {
      config,
      schema: {
        tags: projectTags,
        summary: 'Delete one fact of the project, every version of it (audited)',
        params: s.ProjectFactParams,
        response: { 200: s.DeleteOneResponse, ...MEMORY_ERRORS, ...errorResponses(404) },
      },
    },
    async (req) => deleteOne(principalOf(req), projectRef(req.params.project_id), req.params.key),
  );
  app.get(
    '/v1/memory/projects/:project_id/settings',
    {
      config,
      schema: {
        tags: projectTags,
        summary: "The project's memory settings (default TTL)",
        params,
        response: { 200: s.ProjectSettingsResponse, ...MEMORY_ERRORS },
      },
    },
    async (req) => {
      const ref = projectRef(req.params.project_id);
      return projectSettingsView(ref, await memory.projectSettings(principalOf(req).tenantId, ref));
    },
  );
  app.put(
    '/v1/memory/projects/:project_id/settings',
    {
      config,
      schema: {
        tags: projectTags,
        summary: "Sets the project's default TTL for facts stored from now on (null: none)",
        params,
        body: s.ProjectSettingsBody,
        response: { 200: s.ProjectSettingsResponse, ...MEMORY_ERRORS },
      },
    },
    async (req) => {
      const ref = projectRef(req.params.project_id);
      return projectSettingsView(
        ref,
        await memory.putProjectSettings(principalOf(req).tenantId, ref, req.body.default_ttl_seconds),
      );
    },
  );
};
