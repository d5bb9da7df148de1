import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { OVERLAY_KEY } from '../../../core/openapi.js';
import { secured } from '../../../core/principal.js';
import { openApiHeader, translatedOpenApi } from '../openapi.js';
import { type ChatRouteDeps, serveChat } from '../routes.js';
import { messagesShape } from './answer.js';
import {
  anthropicErrorBody,
  anthropicErrors,
  MessageObject,
  MessagesBody,
  type MessagesRequest,
  messagesToChat,
} from './request.js';

/**
 * POST /v1/messages: the Anthropic Messages API over the chat pipeline. The key comes as
 * `x-api-key` (Anthropic's clients) or as a bearer token; the request is translated into a
 * chat-completions request (system, content blocks, tool_use and tool_result, tools), which is
 * judged, masked, routed, billed and logged as on the chat route; the enforced answer is written
 * back as a `message` or Anthropic's event stream. Errors have Anthropic's shape, with the
 * gateway's code in `error.code`.
 */
export const messagesRoutes: FastifyPluginAsyncTypebox<ChatRouteDeps> = async (app, deps) => {
  app.post(
    '/v1/messages',
    {
      config: {
        surface: 'gateway',
        auth: secured('gateway'),
        apiKeyHeader: true,
        errorBody: anthropicErrorBody,
      },
      schema: {
        tags: ['gateway'],
        summary:
          'Anthropic Messages API: scanned, routed, forwarded, enforced and metered like chat completions',
        body: MessagesBody,
        response: {
          200: MessageObject,
          ...anthropicErrors(400, 401, 402, 403, 408, 413, 415, 423, 429, 500, 502, 503, 504),
        },
        [OVERLAY_KEY]: translatedOpenApi(
          'With "stream": true: Anthropic events (message_start, ping, content_block_start, content_block_delta, content_block_stop, message_delta, message_stop); a gateway refusal mid-stream ends it with an error event in Anthropic\'s shape.',
          [
            openApiHeader(
              'x-api-key',
              'The gateway API key, as Anthropic clients send it (or Authorization: Bearer).',
            ),
            openApiHeader('anthropic-version', "Accepted and ignored (Anthropic's clients send it)."),
          ],
        ),
      },
    },
    async (req, reply) => {
      const body = req.body as MessagesRequest;
      await serveChat(req, reply, deps, messagesToChat(body), messagesShape(body, req.id));
      return reply;
    },
  );
};
