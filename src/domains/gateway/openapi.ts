import type { JsonObject, OpenApiOverlay } from '../../core/openapi.js';

/**
 * What the chat operations document beyond their validated schemas: headers the handlers read
 * (and, on the project route, check themselves so that a bad one is the contract's 409, not a
 * schema 400), the event stream, and the provider-origin `default` response.
 */

const SCOPE_PATTERN = '^[A-Za-z0-9._-]{1,128}$';

const header = (name: string, description: string, required = false, pattern?: string): JsonObject => {
  const schema: JsonObject = pattern ? { type: 'string', pattern } : { type: 'string' };
  return { name, in: 'header', required, description, schema };
};

const COMMON_HEADERS = [
  header('X-Provider', 'Route to this configured provider instead of the default.'),
  header('X-Provider-Key', "The upstream provider credential to use (else the tenant's or the operator's)."),
  header(
    'X-Request-Id',
    'Echoed back and forwarded upstream; generated when absent.',
    false,
    '^[A-Za-z0-9._:-]{1,128}$',
  ),
];

const SCOPE_HEADERS = [
  header(
    'X-Service-Session',
    'The memory session of this turn (409 memory_scope_required when absent or malformed).',
    true,
    SCOPE_PATTERN,
  ),
  header(
    'X-Service-Turn-Id',
    'The turn identity: at most one dispatch chain per turn (409 memory_turn_id_required).',
    true,
    SCOPE_PATTERN,
  ),
];

/** The stateless route accepts neither header: either one present is refused before any upstream call. */
const REFUSED_SCOPE_HEADERS = ['X-Service-Session', 'X-Service-Turn-Id'].map((name) =>
  header(
    name,
    'Not accepted on the stateless route (it belongs to the project-scoped chat): present, it is refused with 409 memory_scope_required before any upstream call.',
  ),
);

const text = (description: string) => ({ schema: { type: 'string' }, description });

/**
 * The overlay of a chat operation; `project` adds the required session and turn headers, the
 * stateless route declares them as optional headers it answers 409 to.
 */
export function chatOpenApi(project: boolean): OpenApiOverlay {
  return {
    parameters: project
      ? [...COMMON_HEADERS, ...SCOPE_HEADERS]
      : [...COMMON_HEADERS, ...REFUSED_SCOPE_HEADERS],
    responses: {
      '200': {
        content: {
          'text/event-stream': {
            schema: {
              type: 'string',
              description:
                'With "stream": true: chat.completion.chunk events, then [DONE]; a stream may end with a gateway error event.',
            },
          },
        },
        headers: {
          'X-Service-Stream-Downgraded': text(
            'Present when a requested stream was buffered and replayed whole; the reasons, comma-separated.',
          ),
          'X-Service-Verdict': text('Shadow mode: the verdict that enforce mode would have acted on.'),
          'X-Request-Id': text('The request id.'),
        },
      },
      default: {
        description:
          'An upstream provider error, passed on with its status, media type and body (with Retry-After and x-ratelimit-* headers).',
        content: { '*/*': { schema: {} } },
      },
    },
  };
}

/**
 * The overlay of an operation that translates another API onto the chat pipeline (Responses,
 * Anthropic Messages): the routing headers, its own event stream, the provider-origin `default`.
 */
export function translatedOpenApi(
  streamDescription: string,
  extraHeaders: JsonObject[] = [],
): OpenApiOverlay {
  const chat = chatOpenApi(false);
  return {
    parameters: [...COMMON_HEADERS, ...extraHeaders],
    responses: {
      ...chat.responses,
      '200': {
        content: { 'text/event-stream': { schema: { type: 'string', description: streamDescription } } },
        headers: (chat.responses as Record<string, JsonObject>)['200']?.['headers'] as JsonObject,
      },
    },
  };
}

export { header as openApiHeader };
