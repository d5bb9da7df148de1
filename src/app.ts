import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import swagger from '@fastify/swagger';
import { TypeBoxValidatorCompiler } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyInstance, type FastifyServerOptions, LogController } from 'fastify';
import { Type } from 'typebox';
import type { AppContext } from './context.js';
import { installEdge } from './core/edge.js';
import { type HttpGuardDeps, httpGuardOptions } from './core/http-guard.js';
import { finishOpenApi } from './core/openapi.js';
import { ChannelDisclosedSchema, PUBLIC_ERRORS } from './core/schemas.js';
import { cachedSerializerCompiler } from './core/serializers.js';
import { auditRoutes } from './domains/audit/routes.js';
import { budgetRoutes } from './domains/billing/budget-routes.js';
import { localCheckoutRoutes } from './domains/billing/local-checkout.js';
import { billingRoutes } from './domains/billing/routes.js';
import { consoleRoutes } from './domains/console/routes.js';
import { disputeRoutes } from './domains/disputes/routes.js';
import { eligibilityRoutes } from './domains/eligibility/routes.js';
import { catalogRoutes } from './domains/gateway/catalog-routes.js';
import { embeddingsRoutes } from './domains/gateway/embeddings-routes.js';
import { messagesRoutes } from './domains/gateway/messages/routes.js';
import { responsesRoutes } from './domains/gateway/responses/routes.js';
import { chatRoutes } from './domains/gateway/routes.js';
import { memoryRoutes } from './domains/memory/routes.js';
import { projectChatRoutes } from './domains/memory/turns/routes.js';
import { AggregateMetrics } from './domains/ops/aggregate.js';
import { Readiness } from './domains/ops/readiness.js';
import { opsRoutes } from './domains/ops/routes.js';
import { securityRoutes } from './domains/security/routes.js';
import { logMailer, smtpMailer } from './domains/session/mailer.js';
import { logoutRoutes, signupRoutes } from './domains/session/routes.js';
import { tenantRoutes } from './domains/tenants/routes.js';
import { selfRoutes } from './domains/tenants/self-routes.js';
import { transparencyRoutes } from './domains/transparency/routes.js';
import { artifactRoutes } from './domains/verdicts/artifact-routes.js';
import { verdictLogRoutes } from './domains/verdicts/log-routes.js';
import { verdictRoutes } from './domains/verdicts/routes.js';

export const API_VERSION = '0.1.0-sprint14';
export const SERVICE_VERSION: string = (
  JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string }
).version;

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;
// Unique per process start (time + randomness), then a counter: cheap on every request.
const REQUEST_ID_PREFIX = `req_${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
let requestCounter = 0;

function requestId(req: { headers: Record<string, string | string[] | undefined> }): string {
  const given = req.headers['x-request-id'];
  if (typeof given === 'string' && REQUEST_ID.test(given)) return given;
  requestCounter += 1;
  return `${REQUEST_ID_PREFIX}${requestCounter.toString(36)}`;
}

export interface BuildOptions {
  logger?: FastifyServerOptions['logger'];
}

declare module 'fastify' {
  interface FastifyInstance {
    /** `GET /v1/ready`; the server drains it at shutdown (src/core/shutdown.ts). */
    readiness: Readiness;
  }
}

/** Builds the HTTP application around a context: core edge first, then every domain. */
export async function buildApp(ctx: AppContext, opts: BuildOptions = {}): Promise<FastifyInstance> {
  const { jsonDepth, headersTimeoutMs, requestReceiveMs, bodyReceiveMs, uploadMinBytesPerS, bodyDrainBytes } =
    ctx.config.limits;
  const guard: HttpGuardDeps = {
    channels: ctx.channels,
    limits: {
      jsonDepth,
      headersTimeoutMs,
      requestReceiveMs,
      bodyReceiveMs,
      uploadMinBytesPerS,
      drainBytes: bodyDrainBytes,
    },
    newRequestId: () => requestId({ headers: {} }),
  };
  const app = Fastify({
    ...httpGuardOptions(guard),
    logger: opts.logger ?? false,
    // One access line per request (the edge's onResponse) instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: ctx.config.limits.bodyBytes,
    genReqId: requestId,
    // While closing, the edge answers 503 itself (in the one error shape), not Fastify.
    return503OnClosing: false,
    forceCloseConnections: 'idle',
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 512 },
  })
    .setValidatorCompiler(TypeBoxValidatorCompiler)
    .setSerializerCompiler(cachedSerializerCompiler);

  app.addHook('onRoute', (route) => {
    const auth = route.config?.auth;
    route.schema ??= {};
    const schema = route.schema as Record<string, unknown>;
    if (auth?.kind === 'secured') {
      schema['security'] = [{ bearerAuth: [] }, { cookieAuth: [] }];
      schema['x-vgate-scope'] = auth.scope;
      schema['x-vgate-platform'] = auth.platform === true;
    } else if (auth) {
      schema['security'] = [];
    }
  });

  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Verdict Gateway',
        version: API_VERSION,
        description: 'Security verdicts, an OpenAI-compatible gateway, memory and transparency.',
      },
      components: {
        securitySchemes: {
          bearerAuth: {
            type: 'http',
            scheme: 'bearer',
            description: 'API key: Authorization: Bearer vg_...',
          },
          cookieAuth: { type: 'apiKey', in: 'cookie', name: 'service_session' },
        },
      },
    },
  });

  installEdge(app, {
    keys: ctx.keys,
    sessions: ctx.sessions,
    limiter: ctx.limiter,
    channels: ctx.channels,
    guard,
  });
  ctx.metrics.install(app);

  const { limiter } = ctx;
  const readiness = new Readiness({
    db: ctx.db,
    signer: ctx.signer,
    sealingLoaded: ctx.sealer !== undefined,
    redisPing: ctx.config.redisUrl && limiter.ping ? () => limiter.ping?.() ?? Promise.resolve() : null,
    onFailure: (check, err) => app.log.warn({ check, err: String(err) }, 'readiness check failing'),
  });
  app.decorate('readiness', readiness);

  await app.register(opsRoutes, {
    version: SERVICE_VERSION,
    contour: ctx.config.contour,
    metrics: ctx.metrics,
    aggregate: new AggregateMetrics(ctx.db.db, ctx.clock, ctx.config.aggregateK),
    readiness,
  });
  await app.register(tenantRoutes, { tenants: ctx.tenants });
  await app.register(auditRoutes, {
    audit: ctx.audit,
    key: ctx.signer,
    onVerified: (r) => ctx.selfDefense.onAuditVerified(r),
  });
  await app.register(verdictRoutes, {
    verdicts: ctx.verdicts,
    detector: ctx.detector,
    tuning: ctx.tuning,
    audit: ctx.audit,
    db: ctx.db,
  });
  await app.register(artifactRoutes, { verdicts: ctx.verdicts, maxBytes: ctx.config.limits.artifactBytes });
  const chatDeps = {
    gateway: ctx.gateway,
    channels: ctx.channels,
    clock: ctx.clock,
    contour: ctx.config.contour,
  };
  await app.register(chatRoutes, chatDeps);
  await app.register(responsesRoutes, chatDeps);
  await app.register(messagesRoutes, chatDeps);
  await app.register(budgetRoutes, { db: ctx.db, audit: ctx.audit, budgets: ctx.budgets });
  await app.register(embeddingsRoutes, {
    embeddings: ctx.embeddings,
    requestTimeoutMs: ctx.config.limits.requestTimeoutMs,
  });
  await app.register(catalogRoutes, {
    db: ctx.db,
    audit: ctx.audit,
    clock: ctx.clock,
    catalog: ctx.catalog,
    sealer: ctx.sealer,
    routing: ctx.routing,
    contour: ctx.config.contour,
    verdicts: ctx.verdicts,
    usage: ctx.usage,
    budgets: ctx.budgets,
  });
  await app.register(memoryRoutes, { memory: ctx.memory, clock: ctx.clock });
  await app.register(projectChatRoutes, { chat: ctx.projectChat, channels: ctx.channels });
  await app.register(securityRoutes, { selfDefense: ctx.selfDefense });
  await app.register(transparencyRoutes, { transparency: ctx.transparency });
  await app.register(signupRoutes, {
    signup: ctx.signup,
    sessions: ctx.browserSessions,
    mailer: ctx.config.smtpUrl ? smtpMailer(ctx.config.smtpUrl, ctx.config.smtpFrom) : logMailer(app.log),
    open: ctx.config.contour === 'local' && ctx.config.signupOpen,
    publicOrigin: ctx.config.publicUrl ? new URL(ctx.config.publicUrl).origin : null,
  });
  await app.register(logoutRoutes, { sessions: ctx.browserSessions });
  await app.register(billingRoutes, { billing: ctx.billing, publicUrl: ctx.config.publicUrl });
  await app.register(localCheckoutRoutes, { billing: ctx.billing });
  await app.register(eligibilityRoutes, { eligibility: ctx.eligibility });
  await app.register(disputeRoutes, { disputes: ctx.disputes });
  await app.register(selfRoutes, { tenants: ctx.tenants });
  await app.register(verdictLogRoutes, { db: ctx.db });
  await app.register(consoleRoutes);

  // Built once, and sent as bytes: the edge then discloses the channel in X-Service-Channel (and
  // the document says it as `x-channel-disclosed`) instead of splicing a field into the document.
  let openapi: Buffer | null = null;
  app.get(
    '/openapi.json',
    {
      config: { surface: 'public', auth: { kind: 'public' } },
      schema: {
        tags: ['operations'],
        summary: 'This live interface description (OpenAPI 3.1)',
        response: {
          200: {
            description:
              'The OpenAPI document. Its channel is disclosed in the X-Service-Channel header and as the `x-channel-disclosed` extension (a top-level `channel_disclosed` member is not allowed in an OpenAPI document).',
            content: {
              'application/json': {
                schema: Type.Object(
                  {
                    openapi: Type.String(),
                    info: Type.Object({}, { additionalProperties: true }),
                    paths: Type.Object({}, { additionalProperties: true }),
                    'x-channel-disclosed': ChannelDisclosedSchema,
                  },
                  { additionalProperties: true },
                ),
              },
            },
          },
          ...PUBLIC_ERRORS,
        },
      },
    },
    async (_req, reply) => {
      openapi ??= Buffer.from(
        JSON.stringify(
          finishOpenApi(app.swagger(), {
            serverUrl: ctx.config.publicUrl ?? `http://${ctx.config.host}:${ctx.config.port}`,
            channel: { ...ctx.channels.disclose('public') },
          }),
        ),
      );
      return reply.type('application/json').send(openapi);
    },
  );
  return app;
}
