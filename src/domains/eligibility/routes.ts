import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { principalOf, secured } from '../../core/principal.js';
import { errorResponses, SECURED_ERRORS } from '../../core/schemas.js';
import * as s from './schemas.js';
import type { EligibilityService } from './service.js';

/** Free-tier eligibility: the tenant's own review, and the operator's triage and decisions. */
export const eligibilityRoutes: FastifyPluginAsyncTypebox<{ eligibility: EligibilityService }> = async (
  app,
  { eligibility },
) => {
  const tenant = { surface: 'billing' as const, auth: secured('billing') };
  const admin = { surface: 'admin' as const, auth: secured('admin', { platform: true }) };

  app.post(
    '/v1/eligibility/reviews',
    {
      config: tenant,
      schema: {
        tags: ['eligibility'],
        summary: 'Submit a structured free-tier eligibility review (or resubmit a denied one)',
        body: s.ReviewApplication,
        response: { 200: s.ReviewResponse, ...SECURED_ERRORS, ...errorResponses(409, 413, 415) },
      },
    },
    async (req) => ({ review: await eligibility.submit(principalOf(req), req.body) }),
  );

  app.get(
    '/v1/eligibility/reviews/current',
    {
      config: tenant,
      schema: {
        tags: ['eligibility'],
        summary: "The caller tenant's current review",
        response: { 200: s.CurrentReviewResponse, ...SECURED_ERRORS },
      },
    },
    async (req) => {
      const p = principalOf(req);
      const review = await eligibility.current(p.tenantId);
      return { review, hosted_access: p.tier !== 'free' || review?.state === 'approved' };
    },
  );

  app.get(
    '/v1/admin/eligibility/reviews',
    {
      config: admin,
      schema: {
        tags: ['administration'],
        summary: 'List free-tier eligibility reviews for triage (filter by state, paged)',
        querystring: s.ReviewListQuery,
        response: { 200: s.ReviewListResponse, ...SECURED_ERRORS },
      },
    },
    async (req) => {
      const q = req.query;
      const page = await eligibility.list({
        ...(q.state ? { state: q.state } : {}),
        limit: q.limit ?? 50,
        offset: q.offset ?? 0,
      });
      return { object: 'list' as const, ...page };
    },
  );

  app.post(
    '/v1/admin/eligibility/reviews/:review_id/decision',
    {
      config: admin,
      schema: {
        tags: ['administration'],
        summary: 'Approve, deny or revoke a review, with a reason (audited)',
        params: s.ReviewIdParam,
        body: s.DecisionBody,
        response: { 200: s.ReviewResponse, ...SECURED_ERRORS, ...errorResponses(404, 409, 413, 415) },
      },
    },
    async (req) => ({
      review: await eligibility.decide(
        req.params.review_id,
        req.body.decision,
        req.body.reason,
        principalOf(req),
      ),
    }),
  );
};
