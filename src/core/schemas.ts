import { Type } from 'typebox';
import { ERROR_CODES } from './errors.js';

/** Schemas shared by every route: the error body, channel disclosure, common parameters. */

export const ChannelDisclosedSchema = Type.Object(
  {
    id: Type.String(),
    contour: Type.String(),
    surface: Type.String(),
    upstream: Type.Union([Type.String(), Type.Null()]),
    retention: Type.String(),
    matrix_digest: Type.String(),
  },
  {
    title: 'ChannelDisclosed',
    description: 'The channel that carried this response (added to every JSON object response).',
  },
);

export const ErrorSchema = Type.Object(
  {
    error: Type.Object(
      {
        message: Type.String(),
        type: Type.String(),
        code: Type.Union(Object.keys(ERROR_CODES).map((c) => Type.Literal(c))),
        param: Type.Union([Type.String(), Type.Null()], { description: 'the field at fault, if any' }),
        verdict_id: Type.Optional(Type.String({ description: 'prompt_blocked, output_blocked' })),
        flags: Type.Optional(Type.Array(Type.String(), { description: 'the *_blocked codes' })),
        request_ref: Type.Optional(Type.String({ description: 'memory_turn_conflict' })),
      },
      { additionalProperties: true },
    ),
    request_id: Type.String(),
    channel_disclosed: Type.Optional(ChannelDisclosedSchema),
  },
  { title: 'Error', additionalProperties: true, description: 'OpenAI-shaped gateway error.' },
);

/** Response schemas for the given error statuses, all sharing the one error shape. */
export function errorResponses(...statuses: number[]): Record<number, typeof ErrorSchema> {
  const out: Record<number, typeof ErrorSchema> = {};
  for (const s of statuses) out[s] = ErrorSchema;
  return out;
}

/** Status set A of the contract (secured): 400, 401, 429, 500; plus 403 for scope refusals. */
export const SECURED_ERRORS = errorResponses(400, 401, 403, 429, 500);
/** Status set B (public): 400, 500. */
export const PUBLIC_ERRORS = errorResponses(400, 500);

export const TenantIdParam = Type.Object({
  tenant_id: Type.String({ pattern: '^[a-z0-9_-]{1,64}$', description: 'canonical lowercase tenant id' }),
});

/** A success body: the route's fields plus the disclosure every JSON response carries. */
export function ok<T extends Record<string, import('typebox').TSchema>>(props: T, description?: string) {
  return Type.Object(
    { ...props, channel_disclosed: Type.Optional(ChannelDisclosedSchema) },
    description ? { description } : {},
  );
}
