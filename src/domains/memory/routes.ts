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
    const r = await memory.store(actor, ref, body);
    void reply.code(r.created ? 201 : 200);
    return { project_id: shownProject(ref), replayed: !r.created, fact: s.factView(r.fact) };
  };
  const search = async (tenantId: string, ref: ProjectRef, q: Static<typeof s.SearchQuery>) => {
    const mode = q.mode ?? 'keyword';
    const hits = await memory.search(tenantId, ref, { q: q.q, limit: q.limit ?? 10, mode });
    return { object: 'list' as const, project_id: shownProject(ref), mode, data: hits.map(s.hitView) };
  };
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
};
