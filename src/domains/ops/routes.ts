import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { Contour } from '../../config.js';
import { ApiError } from '../../core/errors.js';
import { PUBLIC } from '../../core/principal.js';
import { ChannelDisclosedSchema, errorResponses, ok, PUBLIC_ERRORS } from '../../core/schemas.js';
import type { AggregateMetrics } from './aggregate.js';
import { dashboardTemplate } from './dashboard.js';
import type { Metrics } from './metrics.js';
import { failingChecks, type Readiness } from './readiness.js';

export interface OpsDeps {
  version: string;
  contour: Contour;
  metrics: Metrics;
  aggregate: AggregateMetrics;
  readiness: Readiness;
}

const CheckState = Type.Union([
  Type.Literal('ok'),
  Type.Literal('unreachable'),
  Type.Literal('pending'),
  Type.Literal('failed'),
  Type.Literal('not_configured'),
]);

/** Liveness, readiness and Prometheus metrics; no credentials (status set B, 503 for readiness). */
export const opsRoutes: FastifyPluginAsyncTypebox<OpsDeps> = async (app, deps) => {
  const config = { surface: 'ops' as const, auth: PUBLIC };

  app.get(
    '/v1/health',
    {
      config,
      schema: {
        tags: ['operations'],
        summary: 'Liveness probe',
        response: {
          200: ok({ status: Type.Literal('ok'), version: Type.String(), contour: Type.String() }),
          ...PUBLIC_ERRORS,
        },
      },
    },
    async () => ({ status: 'ok' as const, version: deps.version, contour: deps.contour }),
  );

  app.get(
    '/v1/ready',
    {
      config,
      schema: {
        tags: ['operations'],
        summary: 'Readiness probe',
        description:
          'Ready (200) when the database answers, its schema has every migration this release needs, the signing and ' +
          'sealing keys are loaded and Redis answers when configured. 503 `dependency_unavailable` otherwise, naming ' +
          'the failing checks in `failing`, and from the start of a graceful shutdown (`draining`) on. Liveness is ' +
          '`GET /v1/health`.',
        response: {
          200: ok({
            status: Type.Literal('ready'),
            checks: Type.Object({
              database: CheckState,
              migrations: CheckState,
              signing_key: CheckState,
              sealing_key: CheckState,
              redis: CheckState,
            }),
          }),
          ...PUBLIC_ERRORS,
          ...errorResponses(503),
        },
      },
    },
    async () => {
      const report = await deps.readiness.check();
      if (!report.ready) {
        const failing = failingChecks(report);
        throw new ApiError(
          'dependency_unavailable',
          report.draining
            ? 'This instance is shutting down.'
            : `This instance is not ready (${failing.join(', ')}).`,
          { extras: { failing } },
        );
      }
      return { status: 'ready' as const, checks: report.checks };
    },
  );

  app.get(
    '/v1/metrics',
    {
      config,
      schema: {
        tags: ['operations'],
        summary: 'Metrics in the Prometheus text exposition format 0.0.4',
        response: {
          200: {
            description: 'The metrics of this instance',
            content: { 'text/plain': { schema: Type.String({ description: 'text/plain; version=0.0.4' }) } },
          },
          ...PUBLIC_ERRORS,
        },
      },
    },
    async (_req, reply) => {
      reply.type(deps.metrics.registry.contentType);
      return deps.metrics.registry.metrics();
    },
  );

  app.get(
    '/v1/metrics/aggregate',
    {
      config,
      schema: {
        tags: ['operations'],
        summary: 'Privacy-safe aggregate metrics in the Prometheus text format',
        description:
          'Complete UTC days only; no tenant, key, model or content labels; a series appears only when at least k tenants contribute (VGATE_AGGREGATE_K) and none dominates it; values rounded.',
        response: {
          200: {
            description: 'Aggregate metrics, text (not JSON: the channel is disclosed in X-Service-Channel)',
            content: { 'text/plain': { schema: Type.String({ description: 'text/plain; version=0.0.4' }) } },
          },
          ...PUBLIC_ERRORS,
        },
      },
    },
    async (_req, reply) => {
      reply.type('text/plain; version=0.0.4; charset=utf-8');
      return deps.aggregate.text();
    },
  );

  const dashboard = dashboardTemplate(deps.version);
  app.get(
    '/v1/dashboard-template',
    {
      config,
      schema: {
        tags: ['operations'],
        summary: 'Grafana dashboard template (import it and choose the Prometheus data source)',
        response: {
          200: Type.Object(
            {
              __inputs: Type.Array(Type.Object({}, { additionalProperties: true })),
              panels: Type.Array(Type.Object({}, { additionalProperties: true })),
              channel_disclosed: Type.Optional(ChannelDisclosedSchema),
            },
            { additionalProperties: true },
          ),
          ...PUBLIC_ERRORS,
        },
      },
    },
    async () => dashboard,
  );
};
