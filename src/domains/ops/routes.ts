import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { Contour } from '../../config.js';
import { PUBLIC } from '../../core/principal.js';
import { ChannelDisclosedSchema, ok, PUBLIC_ERRORS } from '../../core/schemas.js';
import type { AggregateMetrics } from './aggregate.js';
import { dashboardTemplate } from './dashboard.js';
import type { Metrics } from './metrics.js';

export interface OpsDeps {
  version: string;
  contour: Contour;
  metrics: Metrics;
  aggregate: AggregateMetrics;
}

/** Liveness and Prometheus metrics; no credentials (status set B). */
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
        response: { 200: Type.String({ description: 'text/plain; version=0.0.4' }), ...PUBLIC_ERRORS },
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
