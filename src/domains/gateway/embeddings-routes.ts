import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { RequestCancel } from '../../core/cancel.js';
import { ApiError } from '../../core/errors.js';
import { type JsonObject, type OpenApiOverlay, OVERLAY_KEY } from '../../core/openapi.js';
import { principalOf, secured } from '../../core/principal.js';
import { ChannelDisclosedSchema, errorResponses, SECURED_ERRORS } from '../../core/schemas.js';
import { type EmbeddingsGateway, type EmbedRequest, MAX_EMBEDDING_INPUTS } from './embeddings.js';
import { chatOpenApi } from './openapi.js';
import { sendUpstreamError, upstreamFailure } from './routes.js';
import { ModelField } from './schemas.js';

export interface EmbeddingsRouteDeps {
  embeddings: EmbeddingsGateway;
  /** The gateway's own deadline for one request (408). */
  requestTimeoutMs: number;
}

/** Most dimensions a request may ask for (OpenAI's largest model has 3072). */
const MAX_DIMENSIONS = 16_384;

export const EmbeddingsBody = Type.Object(
  {
    model: ModelField,
    input: Type.Union(
      [
        Type.String(),
        Type.Array(Type.String(), { minItems: 1, maxItems: MAX_EMBEDDING_INPUTS }),
        Type.Array(Type.Integer()),
        Type.Array(Type.Array(Type.Integer())),
      ],
      {
        description: `A text or up to ${MAX_EMBEDDING_INPUTS} texts, none empty. Token arrays are refused (400): send text, which the gateway can judge.`,
      },
    ),
    dimensions: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_DIMENSIONS })),
    encoding_format: Type.Optional(
      Type.Union([Type.Literal('float'), Type.Literal('base64')], { default: 'float' }),
    ),
    user: Type.Optional(Type.String({ maxLength: 256 })),
  },
  { additionalProperties: true },
);

const EmbeddingsResponse = Type.Object(
  {
    object: Type.Literal('list'),
    data: Type.Array(
      Type.Object({
        object: Type.Literal('embedding'),
        index: Type.Integer(),
        embedding: Type.Union([
          Type.Array(Type.Number()),
          Type.String({ description: 'base64 of little-endian float32 values' }),
        ]),
      }),
    ),
    model: Type.String({ description: 'the model or alias the client asked for' }),
    usage: Type.Object({ prompt_tokens: Type.Integer(), total_tokens: Type.Integer() }),
    channel_disclosed: Type.Optional(ChannelDisclosedSchema),
  },
  { description: 'OpenAI embeddings list' },
);

/** The chat operation's headers (no session headers here) and its provider-origin `default`. */
function embeddingsOpenApi(): OpenApiOverlay {
  const chat = chatOpenApi(false);
  const parameters = (chat.parameters as JsonObject[]).filter(
    (p) => !String(p['name']).startsWith('X-Service-'),
  );
  const responses = chat.responses as Record<string, JsonObject>;
  return { parameters, responses: { default: responses['default'] as JsonObject } };
}

function header(req: FastifyRequest, name: string): string | null {
  const v = req.headers[name];
  return typeof v === 'string' && v.length > 0 ? v : null;
}

/** The texts of a validated body; token arrays and empty texts are the client's 400. */
export function embeddingInputs(input: unknown): string[] {
  const texts = typeof input === 'string' ? [input] : (input as unknown[]);
  if (texts.length === 0)
    throw new ApiError('invalid_request', 'input must not be empty.', { param: 'input' });
  for (const [i, t] of texts.entries()) {
    if (typeof t !== 'string') {
      throw new ApiError(
        'invalid_request',
        'Token arrays are not accepted: send the input as text (a string or an array of strings), which the gateway judges before it is embedded.',
        { param: 'input' },
      );
    }
    if (t.length === 0)
      throw new ApiError('invalid_request', `input[${i}] is empty; every input must have text.`, {
        param: 'input',
      });
  }
  return texts as string[];
}

/** POST /v1/embeddings: OpenAI's embeddings API, judged, routed, admitted, billed and metered. */
export const embeddingsRoutes: FastifyPluginAsyncTypebox<EmbeddingsRouteDeps> = async (app, deps) => {
  app.post(
    '/v1/embeddings',
    {
      config: { surface: 'gateway', auth: secured('gateway') },
      schema: {
        tags: ['gateway'],
        summary:
          'OpenAI-compatible embeddings: inputs judged as documents, routed, budgeted, billed per input token',
        body: EmbeddingsBody,
        response: {
          200: EmbeddingsResponse,
          ...SECURED_ERRORS,
          ...errorResponses(402, 403, 408, 413, 415, 502, 503, 504),
        },
        [OVERLAY_KEY]: embeddingsOpenApi(),
      },
    },
    async (req, reply) => {
      const body = req.body;
      const request: EmbedRequest = {
        model: body.model,
        input: embeddingInputs(body.input),
        encoding_format: body.encoding_format ?? 'float',
      };
      if (body.dimensions !== undefined) request.dimensions = body.dimensions;
      if (body.user !== undefined) request.user = body.user;
      const left = Math.max(deps.requestTimeoutMs - reply.elapsedTime, 1);
      const cancel = new RequestCancel(reply.raw, left);
      try {
        let out: Awaited<ReturnType<EmbeddingsGateway['embed']>>;
        try {
          out = await deps.embeddings.embed(principalOf(req), request, {
            provider: header(req, 'x-provider'),
            providerKey: header(req, 'x-provider-key'),
            requestId: req.id,
            signal: cancel,
          });
        } catch (err) {
          if (err instanceof ApiError) throw err;
          throw upstreamFailure(err, (err as { fallbacks?: number }).fallbacks ?? 0);
        }
        const d = out.dispatched;
        req.upstreamProvider = d.target.provider.id;
        if (d.fallbacks > 0) reply.header('x-should-retry', 'false');
        if (out.kind === 'upstream') {
          sendUpstreamError(reply, out.dispatched, request.model);
          return reply;
        }
        if (out.json !== undefined) return (reply as FastifyReply).type('application/json').send(out.json);
        const data = out.vectors().map((embedding, index) => ({ object: 'embedding', index, embedding }));
        const json = JSON.stringify({
          object: 'list',
          data,
          model: request.model,
          usage: { prompt_tokens: out.promptTokens, total_tokens: out.promptTokens },
        });
        // Serialised here (a vector is a long array of numbers): the schema documents the shape.
        return (reply as FastifyReply).type('application/json').send(json);
      } finally {
        cancel.dispose();
      }
    },
  );
};
