/**
 * The one error vocabulary of the service: a closed list of codes, each mapped to exactly one
 * HTTP status and OpenAI error `type`, so that SDKs parse every gateway failure the same way.
 * docs/errors.md documents each code; a test keeps the two in step.
 */

type ErrorType =
  | 'invalid_request_error'
  | 'authentication_error'
  | 'permission_error'
  | 'not_found_error'
  | 'conflict_error'
  | 'rate_limit_error'
  | 'billing_error'
  | 'api_error'
  | 'timeout_error'
  | 'upstream_error'
  | 'unavailable_error';

interface CodeSpec {
  readonly status: number;
  readonly type: ErrorType;
  readonly message: string;
}

const spec = (status: number, type: ErrorType, message: string): CodeSpec => ({ status, type, message });

/** Every error code the service can answer with, its status, OpenAI type and default message. */
export const ERROR_CODES = {
  invalid_request: spec(400, 'invalid_request_error', 'The request is invalid.'),
  invalid_json: spec(400, 'invalid_request_error', 'The request body is not valid JSON.'),
  invalid_parameter: spec(400, 'invalid_request_error', 'A path or query parameter is invalid.'),
  unsupported_media_type: spec(415, 'invalid_request_error', 'The request content type is not supported.'),
  body_too_large: spec(413, 'invalid_request_error', 'The request body exceeds its size bound.'),
  prompt_too_large: spec(413, 'invalid_request_error', 'The prompt exceeds its size bound.'),
  input_too_large: spec(400, 'invalid_request_error', 'The input to scan exceeds its size bound.'),
  artifact_too_large: spec(400, 'invalid_request_error', 'The artifact exceeds its size bound.'),
  invalid_signup_token: spec(400, 'invalid_request_error', 'The sign-up link is invalid, expired or used.'),
  signup_closed: spec(426, 'permission_error', 'Sign-up is closed on this deployment.'),
  missing_api_key: spec(
    401,
    'authentication_error',
    'Missing credentials: send Authorization: Bearer <key>.',
  ),
  invalid_api_key: spec(401, 'authentication_error', 'The API key is invalid or revoked.'),
  unknown_provider: spec(400, 'invalid_request_error', 'No such provider is configured on this gateway.'),
  model_not_found: spec(404, 'not_found_error', 'The model is not available to this key.'),
  insufficient_scope: spec(
    403,
    'permission_error',
    'The API key does not carry the scope this operation needs.',
  ),
  platform_only: spec(403, 'permission_error', 'This operation needs a platform operator key.'),
  csrf_failed: spec(403, 'permission_error', 'The browser request failed its CSRF check.'),
  tenant_terminated: spec(403, 'permission_error', 'The tenant has been terminated.'),
  platform_tenant_protected: spec(403, 'permission_error', 'The platform tenant cannot be terminated.'),
  prompt_blocked: spec(403, 'permission_error', 'The prompt was blocked by policy.'),
  output_blocked: spec(403, 'permission_error', 'The model output was blocked by policy.'),
  memory_content_blocked: spec(403, 'permission_error', 'The memory content was blocked by policy.'),
  not_found: spec(404, 'not_found_error', 'No such route.'),
  resource_not_found: spec(404, 'not_found_error', 'The resource does not exist.'),
  method_not_allowed: spec(405, 'invalid_request_error', 'The method is not allowed on this route.'),
  request_timeout: spec(408, 'timeout_error', 'The request timed out.'),
  expectation_failed: spec(417, 'invalid_request_error', 'Only "Expect: 100-continue" is supported.'),
  uri_too_long: spec(414, 'invalid_request_error', 'The request URL or a path parameter is too long.'),
  headers_too_large: spec(431, 'invalid_request_error', 'The request headers are too large.'),
  conflict: spec(409, 'conflict_error', 'The request conflicts with the current state.'),
  memory_scope_required: spec(409, 'conflict_error', 'Session and turn scope are missing or malformed.'),
  memory_turn_id_required: spec(409, 'conflict_error', 'The turn id is missing or malformed.'),
  memory_turn_conflict: spec(409, 'conflict_error', 'The turn id was used with a different request.'),
  memory_turn_claimed: spec(409, 'conflict_error', 'A live claim exists for this turn.'),
  memory_turn_execution_in_progress: spec(409, 'conflict_error', 'This turn is being executed.'),
  memory_turn_outcome_uncertain: spec(409, 'conflict_error', 'The outcome of this turn is unknown.'),
  memory_turn_replay_unavailable: spec(
    409,
    'conflict_error',
    'The turn completed; its response cannot be replayed.',
  ),
  memory_user_turn_required: spec(400, 'invalid_request_error', 'The chat request has no user turn.'),
  memory_request_not_storable: spec(400, 'invalid_request_error', 'The chat request cannot be stored.'),
  fact_conflict: spec(409, 'conflict_error', 'The fact identity conflicts with a different live fact.'),
  project_not_writable: spec(409, 'conflict_error', 'The project is not writable.'),
  memory_bound_exceeded: spec(413, 'invalid_request_error', 'A memory size bound was exceeded.'),
  self_defense_lockdown: spec(423, 'permission_error', 'Runtime self-defense mode blocked the operation.'),
  payment_required: spec(402, 'billing_error', 'The balance does not cover this request.'),
  insufficient_balance: spec(402, 'billing_error', 'The available balance does not cover this call.'),
  output_allowance_exhausted: spec(
    402,
    'billing_error',
    "The free tier's output-token allowance for this period is used up.",
  ),
  budget_exceeded: spec(402, 'billing_error', 'A spend cap of this key or tenant does not cover this call.'),
  model_not_allowed: spec(403, 'permission_error', 'This key or tenant may not use this model.'),
  request_cap_exceeded: spec(
    429,
    'rate_limit_error',
    'The requests-per-day cap of this key or tenant is reached.',
  ),
  eligibility_required: spec(
    403,
    'permission_error',
    'Hosted providers on the free tier need an approved eligibility review.',
  ),
  eligibility_review_open: spec(409, 'conflict_error', 'The tenant already has an eligibility review.'),
  eligibility_transition_invalid: spec(409, 'conflict_error', 'The review cannot take this decision now.'),
  webhook_signature_invalid: spec(400, 'invalid_request_error', 'The webhook signature does not verify.'),
  webhook_timestamp_invalid: spec(
    400,
    'invalid_request_error',
    'The webhook timestamp is missing or outside the tolerance.',
  ),
  webhook_malformed: spec(400, 'invalid_request_error', 'The webhook body is not a well-formed event.'),
  rate_limited: spec(429, 'rate_limit_error', 'Rate limit exceeded.'),
  internal_error: spec(500, 'api_error', 'Internal error.'),
  upstream_unreachable: spec(502, 'upstream_error', 'The upstream provider could not be reached.'),
  upstream_response_too_large: spec(502, 'upstream_error', 'The upstream response exceeded its size bound.'),
  upstream_bad_response: spec(502, 'upstream_error', 'The upstream provider sent an invalid response.'),
  no_route: spec(502, 'upstream_error', 'No provider can serve this model.'),
  memory_backend_failed: spec(502, 'upstream_error', 'The memory backend did not confirm the project scope.'),
  operation_disabled: spec(503, 'unavailable_error', 'The operation is disabled.'),
  dependency_unavailable: spec(503, 'unavailable_error', 'A required dependency is unavailable.'),
  upstream_timeout: spec(504, 'timeout_error', 'The upstream provider timed out.'),
} as const satisfies Record<string, CodeSpec>;

export type ErrorCode = keyof typeof ERROR_CODES;

/** Extra fields an error may carry (e.g. `verdict_id`, `request_ref`, `flags`). */
export type ErrorExtras = Record<string, string | number | boolean | null | readonly string[]>;

/**
 * Codes a later identical attempt can succeed on (a rate limit, a time-out, a transient upstream
 * or dependency failure, a live claim that will expire). Every other error is deterministic: the
 * edge says `x-should-retry: false`, which the OpenAI SDKs obey instead of retrying 409 and 5xx.
 */
const RETRYABLE: ReadonlySet<ErrorCode> = new Set<ErrorCode>([
  'request_timeout',
  'rate_limited',
  'internal_error',
  'upstream_unreachable',
  'upstream_timeout',
  'upstream_bad_response',
  'dependency_unavailable',
  'memory_turn_claimed',
  'memory_turn_execution_in_progress',
]);

/** Whether retrying the identical request may succeed (the `x-should-retry` header). */
export function isRetryable(code: ErrorCode): boolean {
  return RETRYABLE.has(code);
}

/**
 * The one error class of the service. Handlers and services throw it; the error handler in
 * `core/http-errors.ts` turns it into the OpenAI-shaped body.
 *
 * @example
 * throw new ApiError('invalid_parameter', 'tenant_id must match ^[a-z0-9_-]{1,64}$', { param: 'tenant_id' });
 */
export class ApiError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly param: string | null;
  readonly extras: ErrorExtras;
  readonly headers: Record<string, string>;

  constructor(
    code: ErrorCode,
    message?: string,
    opts: { param?: string; extras?: ErrorExtras; headers?: Record<string, string> } = {},
  ) {
    const entry = ERROR_CODES[code];
    super(message ?? entry.message);
    this.name = 'ApiError';
    this.code = code;
    this.status = entry.status;
    this.param = opts.param ?? null;
    this.extras = opts.extras ?? {};
    this.headers = opts.headers ?? {};
  }
}

/** The body of every structured gateway error (without `channel_disclosed`, added on send). */
export interface ErrorBody {
  error: { message: string; type: string; code: ErrorCode; param: string | null; [extra: string]: unknown };
  request_id: string;
  [extra: string]: unknown;
}

/**
 * Extras sit inside `error` (the SDKs expose only that object, as `err.error`) and, for callers
 * written against earlier versions, beside it too.
 */
export function errorBody(err: ApiError, requestId: string): ErrorBody {
  return {
    error: {
      message: err.message,
      type: ERROR_CODES[err.code].type,
      code: err.code,
      param: err.param,
      ...err.extras,
    },
    request_id: requestId,
    ...err.extras,
  };
}
