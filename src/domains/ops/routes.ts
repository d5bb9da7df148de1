import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { Contour } from '../../config.js';
import { PUBLIC } from '../../core/principal.js';
import { ok, PUBLIC_ERRORS } from '../../core/schemas.js';
import type { Metrics } from './metrics.js';

export interface OpsDeps {
  version: string;
  contour: Contour;
  metrics: Metrics;
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
        response: { 200: Type.String({ description: 'text/plain; version=0.0.4' }), ...PUBLIC_ERRORS },
      },
    },
    async (_req, reply) => {
      reply.type(deps.metrics.registry.contentType);
      return deps.metrics.registry.metrics();
    },
  );
};
