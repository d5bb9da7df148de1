import type {
  FastifyBaseLogger,
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestHookHandler,
} from 'fastify';
import { bearerToken, cookieValue, type KeyResolver, type SessionScheme } from './auth.js';
import { type ChannelMatrix, spliceDisclosure } from './channel.js';
import { ApiError, type ErrorCode, errorBody, isRetryable } from './errors.js';
import { type HttpGuardDeps, installHttpGuard, settleUnreadBody } from './http-guard.js';
import { MethodTable } from './method-table.js';
import type { AuthRequirement, Principal, RouteInfo } from './principal.js';
import { type RateDecision, type RateLimiter, rateLimitHeaders } from './rate-limit.js';
import { summarizeValidation } from './validation.js';

/**
 * The edge every request crosses: authentication, scope, rate limit, channel disclosure and the
 * one error handler. Domains only declare `config: { surface, auth }` on their routes.
 */
export interface EdgeDeps {
  keys: KeyResolver;
  sessions: SessionScheme | null;
  limiter: RateLimiter;
  channels: ChannelMatrix;
  guard: HttpGuardDeps;
}

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

async function authenticate(req: FastifyRequest, deps: EdgeDeps): Promise<Principal> {
  const header = req.headers.authorization;
  const apiKey = req.route.apiKeyHeader ? req.headers['x-api-key'] : undefined;
  if (header === undefined && typeof apiKey === 'string') {
    const principal = await deps.keys.resolve(apiKey.trim());
    if (!principal) throw new ApiError('invalid_api_key');
    return principal;
  }
  if (header !== undefined) {
    const token = bearerToken(header);
    if (!token) throw new ApiError('invalid_api_key', 'The Authorization header must be "Bearer <key>".');
    const principal = await deps.keys.resolve(token);
    if (!principal) throw new ApiError('invalid_api_key');
    return principal;
  }
  const cookie = cookieValue(req.headers.cookie, 'service_session');
  if (cookie && deps.sessions) {
    const principal = await deps.sessions.authenticate(req, cookie);
    if (!principal) throw new ApiError('invalid_api_key', 'The session is invalid or has expired.');
    if (UNSAFE_METHODS.has(req.method) && !deps.sessions.csrfOk(req)) throw new ApiError('csrf_failed');
    return principal;
  }
  throw new ApiError('missing_api_key');
}

async function guard(
  req: FastifyRequest,
  reply: FastifyReply,
  deps: EdgeDeps,
  auth: SecuredAuth,
): Promise<void> {
  const principal = await authenticate(req, deps);
  admit(req, reply, auth, principal, await deps.limiter.hit(principal.keyId, principal.rateLimitPerMin));
}

/**
 * The common case decided without a promise: a bearer key already in the key cache and an
 * in-process rate limiter. Returns false when the full (asynchronous) guard must run.
 */
function guardNow(req: FastifyRequest, reply: FastifyReply, deps: EdgeDeps, auth: SecuredAuth): boolean {
  const header = req.headers.authorization;
  if (header === undefined || deps.limiter.hitNow === undefined) return false;
  const token = bearerToken(header);
  const principal = token === null ? undefined : deps.keys.peek(token);
  if (!principal) return false; // not cached, or refused: the full guard answers with the right error
  const decision = deps.limiter.hitNow(principal.keyId, principal.rateLimitPerMin);
  if (decision === undefined) return false; // the limiter must ask elsewhere: the full guard counts
  admit(req, reply, auth, principal, decision);
  return true;
}

type SecuredAuth = Extract<AuthRequirement, { kind: 'secured' }>;

/** What follows authentication: the rate limit (with its headers), then platform and scope. */
function admit(
  req: FastifyRequest,
  reply: FastifyReply,
  auth: SecuredAuth,
  principal: Principal,
  decision: RateDecision,
): void {
  req.principal = principal;
  reply.headers(rateLimitHeaders(decision));
  if (!decision.allowed) {
    throw new ApiError('rate_limited', `Rate limit of ${decision.limit} requests per minute exceeded.`);
  }
  if (auth.platform && principal.tier !== 'platform') throw new ApiError('platform_only');
  if (auth.scope && !principal.scopes.includes(auth.scope)) {
    throw new ApiError('insufficient_scope', `This operation needs the "${auth.scope}" scope.`);
  }
}

/** Maps framework errors to the closed code list; anything unknown is a 500 that leaks nothing. */
function toApiError(err: FastifyError | ApiError | Error): ApiError {
  if (err instanceof ApiError) return err;
  const fe = err as FastifyError;
  if (fe.validation) {
    const ctx = fe.validationContext ?? 'body';
    const code: ErrorCode = ctx === 'body' ? 'invalid_request' : 'invalid_parameter';
    const { message, param } = summarizeValidation(ctx, fe.validation);
    return new ApiError(code, message, param === null ? {} : { param });
  }
  switch (fe.code) {
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new ApiError('unsupported_media_type', 'Unsupported Content-Type; send application/json.');
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return new ApiError('invalid_request', 'The Content-Length header does not match the body.');
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new ApiError('body_too_large');
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return new ApiError('invalid_json', 'The JSON body is empty.');
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return new ApiError('invalid_json');
    case 'FST_ERR_MAX_PARAM_LENGTH':
      return new ApiError('uri_too_long');
    case 'FST_ERR_BAD_URL':
    case 'FST_ERR_ASYNC_CONSTRAINT':
      return new ApiError('invalid_request', 'The request URL is malformed.');
  }
  if (err instanceof SyntaxError && fe.statusCode === 400) return new ApiError('invalid_json');
  if (fe.statusCode === 413) return new ApiError('body_too_large');
  if (fe.statusCode === 415) return new ApiError('unsupported_media_type');
  if (fe.statusCode === 408) return new ApiError('request_timeout');
  if (fe.statusCode && fe.statusCode >= 400 && fe.statusCode < 500) return new ApiError('invalid_request');
  return new ApiError('internal_error');
}

/** Fastify's stand-in logger (no logger configured) has no `isLevelEnabled`: nothing is enabled. */
function infoEnabled(log: FastifyBaseLogger): boolean {
  const probe = (log as { isLevelEnabled?: (level: string) => boolean }).isLevelEnabled;
  return typeof probe === 'function' && probe.call(log, 'info');
}

function pathOf(url: string): string {
  const q = url.indexOf('?');
  return q < 0 ? url : url.slice(0, q);
}

function isJsonType(ct: unknown): boolean {
  return typeof ct === 'string' && (ct.startsWith('application/json') || ct.includes('+json'));
}

/** Headers every error carries: whether a retry can help, and the bearer challenge on 401. */
function errorHeaders(err: ApiError): Record<string, string> {
  const out: Record<string, string> = { 'x-should-retry': String(isRetryable(err.code)) };
  if (err.code === 'missing_api_key') out['www-authenticate'] = 'Bearer realm="vgate"';
  else if (err.status === 401) out['www-authenticate'] = 'Bearer realm="vgate", error="invalid_token"';
  return { ...out, ...err.headers };
}

/**
 * The body shape of a request's errors: its route's own (`config.errorBody`), else OpenAI's. A
 * request refused by a global hook before the edge hook has no `req.route` yet, so the route's
 * config is read (an error path: the getter's cost does not matter here).
 */
function routeErrorBody(req: FastifyRequest): (err: ApiError, requestId: string) => unknown {
  return req.route?.errorBody ?? req.routeOptions?.config?.errorBody ?? errorBody;
}

export function installEdge(app: FastifyInstance, deps: EdgeDeps): void {
  app.decorateRequest('principal', null);
  app.decorateRequest('upstreamProvider', null);
  app.decorateRequest('rawJson', null);
  app.decorateRequest('route', null as unknown as RouteInfo);
  installHttpGuard(app, deps.guard);
  const methods = new MethodTable();

  // The edge hook is attached per route, so it knows the route's surface and security without
  // reading `request.routeOptions` (a getter that builds an object) on every request.
  app.addHook('onRoute', (route) => {
    methods.add(route.url, route.method);
    const info: RouteInfo = {
      url: route.url,
      surface: route.config?.surface ?? 'public',
      auth: route.config?.auth,
      rawJson: route.config?.rawJson === true,
      apiKeyHeader: route.config?.apiKeyHeader === true,
      errorBody: route.config?.errorBody,
    };
    const edge: onRequestHookHandler = (req, reply, done) => {
      req.route = info;
      reply.header('x-request-id', req.id);
      if (info.auth?.kind !== 'secured') return done();
      try {
        if (guardNow(req, reply, deps, info.auth)) return done();
      } catch (err) {
        return done(err as Error);
      }
      guard(req, reply, deps, info.auth).then(() => done(), done);
    };
    const existing = route.onRequest;
    route.onRequest = existing ? [edge, ...(Array.isArray(existing) ? existing : [existing])] : [edge];
  });

  app.addHook('onSend', (req, reply, payload, done) => {
    const disclosure = deps.channels.json(req.route?.surface ?? 'public', req.upstreamProvider);
    if (
      typeof payload === 'string' &&
      payload.charCodeAt(0) === 123 &&
      isJsonType(reply.getHeader('content-type'))
    ) {
      done(null, spliceDisclosure(payload, disclosure));
      return;
    }
    reply.header('x-service-channel', disclosure);
    done(null, payload);
  });

  // The access log: one content-free line per answered request (the request id is bound to
  // `req.log`). Query strings are left out: they are not part of the API and may carry secrets.
  // Not installed at all when info lines would be dropped (no logger, or a quieter level).
  if (infoEnabled(app.log))
    app.addHook('onResponse', (req, reply, done) => {
      req.log.info(
        {
          method: req.method,
          path: pathOf(req.url),
          status: reply.statusCode,
          ms: Math.round(reply.elapsedTime * 100) / 100,
          ip: req.ip,
          tenant: req.principal?.tenantId,
          upstream: req.upstreamProvider ?? undefined,
        },
        'request',
      );
      done();
    });

  app.setErrorHandler(async (err: FastifyError | ApiError, req, reply) => {
    const apiErr = toApiError(err);
    if (apiErr.status >= 500) req.log.error({ err }, 'request failed');
    else if (!(err instanceof ApiError))
      req.log.info({ code: apiErr.code, reason: err.message }, 'request refused');
    await settleUnreadBody(req, reply, deps.guard.limits.drainBytes);
    return reply
      .code(apiErr.status)
      .header('x-request-id', req.id)
      .headers(errorHeaders(apiErr))
      .type('application/json')
      .send(routeErrorBody(req)(apiErr, req.id));
  });

  app.setNotFoundHandler(async (req, reply) => {
    const path = pathOf(req.url);
    const allow = methods.allowed(path);
    const err =
      allow.length > 0
        ? new ApiError(
            'method_not_allowed',
            `${req.method} is not allowed on ${path}; use ${allow.join(', ')}.`,
            {
              headers: { allow: allow.join(', ') },
            },
          )
        : new ApiError('not_found', `No route for ${req.method} ${path}.`);
    await settleUnreadBody(req, reply, deps.guard.limits.drainBytes);
    return reply
      .header('x-request-id', req.id)
      .code(err.status)
      .headers(errorHeaders(err))
      .type('application/json')
      .send(errorBody(err, req.id));
  });
}
