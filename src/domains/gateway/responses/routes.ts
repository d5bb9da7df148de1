import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { OVERLAY_KEY } from '../../../core/openapi.js';
import { secured } from '../../../core/principal.js';
import { errorResponses, SECURED_ERRORS } from '../../../core/schemas.js';
import { translatedOpenApi } from '../openapi.js';
import { type ChatRouteDeps, serveChat } from '../routes.js';
import { responsesShape } from './answer.js';
import { ResponseObject, ResponsesBody, type ResponsesRequest, responsesToChat } from './request.js';

/**
 * POST /v1/responses: the OpenAI Responses API over the chat pipeline. The request is translated
 * into a chat-completions request (input items, instructions, function tools, `text.format`), which
 * is judged, masked, routed (aliases, fallbacks, `X-Provider`, `X-Provider-Key`), billed and
 * logged as on the chat route; the enforced answer is written back as a `response` object or the
 * Responses event stream. Nothing is stored: `previous_response_id` is refused.
 */
export const responsesRoutes: FastifyPluginAsyncTypebox<ChatRouteDeps> = async (app, deps) => {
  app.post(
    '/v1/responses',
    {
      config: { surface: 'gateway', auth: secured('gateway') },
      schema: {
        tags: ['gateway'],
        summary:
          'OpenAI Responses API: scanned, routed, forwarded, enforced and metered like chat completions',
        body: ResponsesBody,
        response: {
          200: ResponseObject,
          ...SECURED_ERRORS,
          ...errorResponses(402, 408, 413, 415, 423, 502, 503, 504),
        },
        [OVERLAY_KEY]: translatedOpenApi(
          'With "stream": true: Responses events (response.created, response.in_progress, response.output_item.added, response.content_part.added, response.output_text.delta, response.output_text.done, ..., response.completed), each with its sequence_number; a gateway refusal mid-stream ends it with an error event and response.failed.',
        ),
      },
    },
    async (req, reply) => {
      const body = req.body as ResponsesRequest;
      await serveChat(req, reply, deps, responsesToChat(body), responsesShape(body));
      return reply;
    },
  );
};
