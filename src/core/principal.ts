import type { Tier } from '../config.js';
import type { ApiError } from './errors.js';

/** What a request may do, by API-key scope (DESIGN section 5, Identity). */
export const SCOPES = ['scan', 'gateway', 'memory', 'billing', 'admin'] as const;
export type Scope = (typeof SCOPES)[number];

/** The authenticated caller. */
export interface Principal {
  tenantId: string;
  keyId: string;
  tier: Tier;
  scopes: readonly Scope[];
  rateLimitPerMin: number;
  via: 'bearer' | 'cookie';
}

/** The response surface a route belongs to; part of its channel id. */
export type Surface = 'gateway' | 'verdict' | 'memory' | 'admin' | 'billing' | 'public' | 'ops';

/**
 * A route's security: `public` (no credentials), `secured` with the scope it needs (null: every
 * authenticated key), and `platform` for operator-only routes.
 */
export type AuthRequirement =
  | { kind: 'public' }
  | { kind: 'secured'; scope: Scope | null; platform?: boolean };

export const PUBLIC: AuthRequirement = { kind: 'public' };
export function secured(scope: Scope | null, opts: { platform?: boolean } = {}): AuthRequirement {
  return { kind: 'secured', scope, ...(opts.platform ? { platform: true } : {}) };
}

export interface RouteInfo {
  url: string;
  surface: Surface;
  auth: AuthRequirement | undefined;
  /** The route keeps its JSON body's text beside the parsed value (`request.rawJson`). */
  rawJson: boolean;
  /** The route also takes its key from an `x-api-key` header (Anthropic's clients send it). */
  apiKeyHeader: boolean;
  /** The body of the route's errors, when its clients read another shape than OpenAI's. */
  errorBody: ((err: ApiError, requestId: string) => unknown) | undefined;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    surface?: Surface;
    auth?: AuthRequirement;
    /** Keep the JSON body's text as `request.rawJson` (the chat route forwards it as is). */
    rawJson?: boolean;
    /** Accept the key in an `x-api-key` header too, when no Authorization header is sent. */
    apiKeyHeader?: boolean;
    /** The body of this route's errors (default: the OpenAI-shaped `errorBody`). */
    errorBody?: (err: ApiError, requestId: string) => unknown;
    /**
     * The handler reads its body as a stream of any length (an upload): it is held to the upload
     * progress bound instead of the whole-body deadline (src/core/body-deadline.ts).
     */
    streamingBody?: boolean;
  }
  interface FastifyRequest {
    principal: Principal | null;
    /** The matched route's template and config, read once per request (the getter is costly). */
    route: RouteInfo;
    /** The provider that served the request, for the channel id (gateway and memory chat). */
    upstreamProvider: string | null;
    /** The JSON body as received, on routes whose config asks for it (`rawJson: true`). */
    rawJson: string | null;
  }
}

/** The principal of a secured route's request; secured routes never run without one. */
export function principalOf(req: { principal: Principal | null }): Principal {
  if (!req.principal) throw new Error('principalOf: route is not secured');
  return req.principal;
}
