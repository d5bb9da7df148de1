import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { principalOf, secured } from '../../core/principal.js';
import { errorResponses, SECURED_ERRORS } from '../../core/schemas.js';
import * as s from './schemas.js';
import type { DisputeService } from './service.js';

/** Filing and listing the caller's disputes; operators list and resolve them. */
export const disputeRoutes: FastifyPluginAsyncTypebox<{ disputes: DisputeService }> = async (
  app,
  { disputes },
) => {
  const tenant = { surface: 'billing' as const, auth: secured('billing') };
  const admin = { surface: 'admin' as const, auth: secured('admin', { platform: true }) };

  app.post(
    '/v1/dispute/file',
    {
      config: tenant,
      schema: {
        tags: ['disputes'],
        summary: 'File a dispute (rate-limited per tenant; audited without its content)',
        body: s.FileDisputeBody,
        response: { 200: s.DisputeResponse, ...SECURED_ERRORS, ...errorResponses(413, 415) },
      },
    },
    async (req) => ({ dispute: await disputes.file(principalOf(req), req.body.subject, req.body.body) }),
  );

  app.get(
    '/v1/dispute/list',
    {
      config: tenant,
      schema: {
        tags: ['disputes'],
        summary: "The caller tenant's own disputes, newest first, paged",
        querystring: s.PageQuery,
        response: { 200: s.DisputeList, ...SECURED_ERRORS },
      },
    },
    async (req) => {
      const q = req.query;
      const page = await disputes.list({
        tenantId: principalOf(req).tenantId,
        limit: q.limit ?? 50,
        ...(q.before ? { before: q.before } : {}),
      });
      return { object: 'list' as const, ...page };
    },
  );

  app.get(
    '/v1/admin/disputes',
    {
      config: admin,
      schema: {
        tags: ['administration'],
        summary: 'Every tenant’s disputes, newest first (filter by state or tenant, paged)',
        querystring: s.AdminPageQuery,
        response: { 200: s.DisputeList, ...SECURED_ERRORS },
      },
    },
    async (req) => {
      const q = req.query;
      const page = await disputes.list({
        tenantId: q.tenant_id ?? null,
        limit: q.limit ?? 50,
        ...(q.state ? { state: q.state } : {}),
        ...(q.before ? { before: q.before } : {}),
      });
      return { object: 'list' as const, ...page };
    },
  );

  app.post(
    '/v1/admin/disputes/:dispute_id/resolve',
    {
      config: admin,
      schema: {
        tags: ['administration'],
        summary: 'Resolve or reject an open dispute, with a resolution (audited by digest)',
        params: s.DisputeIdParam,
        body: s.ResolveBody,
        response: { 200: s.DisputeResponse, ...SECURED_ERRORS, ...errorResponses(404, 409, 413, 415) },
      },
    },
    async (req) => ({
      dispute: await disputes.resolve(
        req.params.dispute_id,
        req.body.outcome,
        req.body.resolution,
        principalOf(req),
      ),
    }),
  );
};
