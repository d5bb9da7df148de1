import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { Type } from 'typebox';
import { RequestCancel } from '../../../core/cancel.js';
import type { ChannelMatrix } from '../../../core/channel.js';
import { ApiError } from '../../../core/errors.js';
import { OVERLAY_KEY } from '../../../core/openapi.js';
import { principalOf, secured } from '../../../core/principal.js';
import { errorResponses, SECURED_ERRORS } from '../../../core/schemas.js';
import { chatOpenApi } from '../../gateway/openapi.js';
import type { ChatRequest } from '../../gateway/providers/index.js';
import { sendUpstreamError } from '../../gateway/routes.js';
import { ChatBody, ChatCompletionResponse, checkChatMessages } from '../../gateway/schemas.js';
import { replay, SseWriter } from '../../gateway/sse.js';
import type { ProjectChat } from './project-chat.js';

const SCOPE_ID = /^[A-Za-z0-9._-]{1,128}$/;

function scopeHeader(value: string | string[] | undefined): string | null {
  return typeof value === 'string' && SCOPE_ID.test(value) ? value : null;
}

/** POST /v1/memory/projects/{project_id}/chat/completions: the project-scoped, at-most-once turn. */
export const projectChatRoutes: FastifyPluginAsyncTypebox<{
  chat: ProjectChat;
  channels: ChannelMatrix;
}> = async (app, deps) => {
  app.post(
    '/v1/memory/projects/:project_id/chat/completions',
    {
      config: { surface: 'memory', auth: secured('memory') },
      schema: {
        tags: ['memory'],
        summary:
          'Project-scoped chat: exact project/session recall and store, at most one dispatch chain per turn',
        params: Type.Object({ project_id: Type.String() }),
        headers: Type.Object({
          'x-service-session': Type.Optional(Type.String({ description: 'pattern ^[A-Za-z0-9._-]{1,128}$' })),
          'x-service-turn-id': Type.Optional(Type.String({ description: 'pattern ^[A-Za-z0-9._-]{1,128}$' })),
        }),
        body: ChatBody,
        response: {
          200: ChatCompletionResponse,
          ...SECURED_ERRORS,
          ...errorResponses(402, 408, 409, 413, 415, 423, 502, 503, 504),
        },
        [OVERLAY_KEY]: chatOpenApi(true),
      },
      // Right after the schema (which allows any object as a message): the 400s it used to give.
      preHandler: async (req) => checkChatMessages(req.body),
    },
    async (req, reply) => {
      const sessionId = scopeHeader(req.headers['x-service-session']);
      if (!sessionId)
        throw new ApiError('memory_scope_required', 'X-Service-Session is missing or malformed.');
      const turnId = scopeHeader(req.headers['x-service-turn-id']);
      if (!turnId)
        throw new ApiError('memory_turn_id_required', 'X-Service-Turn-Id is missing or malformed.');
      const body = req.body as ChatRequest;
      const cancel = new RequestCancel(reply.raw);
      const header = (name: string) => {
        const v = req.headers[name];
        return typeof v === 'string' && v.length > 0 ? v : null;
      };
      const outcome = await deps.chat.run({
        principal: principalOf(req),
        projectId: req.params.project_id,
        sessionId,
        turnId,
        body,
        provider: header('x-provider'),
        providerKey: header('x-provider-key'),
        requestId: req.id,
        signal: cancel,
      });
      req.upstreamProvider = outcome.dispatched.target.provider.id;
      if (outcome.kind === 'upstream_error') {
        sendUpstreamError(reply, outcome.dispatched, body.model);
        return reply;
      }
      if (body.stream === true) {
        // The turn is committed whole before anything is sent: the stream is always a replay.
        replay(
          new SseWriter(req, reply, deps.channels),
          outcome.completion,
          body.stream_options?.include_usage === true,
          {
            'x-service-stream-downgraded': 'l2_egress_enforcer',
          },
        );
        return reply;
      }
      // Sent as serialized JSON: the edge adds channel_disclosed to the text.
      await (reply as FastifyReply).type('application/json').send(JSON.stringify(outcome.completion));
      return reply;
    },
  );
};
