import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Contour } from '../../config.js';
import { RequestCancel } from '../../core/cancel.js';
import { type ChannelMatrix, dropForeignDisclosure } from '../../core/channel.js';
import type { Clock } from '../../core/clock.js';
import { ApiError } from '../../core/errors.js';
import { OVERLAY_KEY } from '../../core/openapi.js';
import { principalOf, secured } from '../../core/principal.js';
import { errorResponses, SECURED_ERRORS } from '../../core/schemas.js';
import { assembleChunks, completionText } from './assemble.js';
import type { ChatGateway, PreparedChat } from './chat.js';
import type { Dispatched } from './dispatch.js';
import { chatOpenApi } from './openapi.js';
import { UpstreamError } from './providers/errors.js';
import type { ChatCompletion, ChatMessage, ChatRequest } from './providers/index.js';
import { ChatBody, ChatCompletionResponse, checkChatMessages } from './schemas.js';
import { type ChunkSink, forwardIncremental, replay, SseWriter } from './sse.js';

export interface ChatRouteDeps {
  gateway: ChatGateway;
  channels: ChannelMatrix;
  clock: Clock;
  contour: Contour;
}

const SESSION_HEADERS = ['x-service-session', 'x-service-turn-id'];

function header(req: FastifyRequest, name: string): string | null {
  const v = req.headers[name];
  return typeof v === 'string' && v.length > 0 ? v : null;
}

/** Maps an upstream failure (after any fallback) to the gateway's error. */
export function upstreamFailure(err: unknown, fallbacks: number): ApiError {
  const headers = fallbacks > 0 ? { 'x-should-retry': 'false' } : undefined;
  const o = headers ? { headers } : {};
  if (err instanceof ApiError) return err;
  if (err instanceof Error && err.name === 'ProviderRequestError')
    return new ApiError('invalid_request', err.message, o);
  if (err instanceof UpstreamError) {
    switch (err.name) {
      case 'UpstreamTimeoutError':
        return new ApiError('upstream_timeout', undefined, o);
      case 'UpstreamResponseTooLargeError':
        return new ApiError('upstream_response_too_large', undefined, o);
      case 'UpstreamTransportError':
        return new ApiError('upstream_unreachable', undefined, o);
      case 'UpstreamAbortedError':
        return new ApiError('request_timeout', undefined, o);
      default:
        return new ApiError('upstream_bad_response', undefined, o);
    }
  }
  throw err;
}

/**
 * Upstream error bodies keep status, media type and bytes (a 401, 403 or 429 included: the
 * contract's provider-origin errors keep the provider's shape, so an SDK shows the error the
 * provider sent); only the upstream model id and the key used are blanked out, and a
 * `channel_disclosed` of the upstream's own is dropped. Sent as a Buffer so the edge does not
 * splice `channel_disclosed` into a provider-shaped body (the channel goes in the
 * `X-Service-Channel` header instead, which the gateway's own errors do not carry). The body is
 * bounded by `VGATE_MAX_UPSTREAM_BYTES` when it is read (502 past it).
 */
export function sendUpstreamError(reply: FastifyReply, d: Dispatched, requested: string) {
  if (d.result.kind !== 'error' && d.result.kind !== 'other') return;
  let body = d.result.body;
  if (d.target.model !== requested) body = replaceBytes(body, d.target.model, requested);
  if (d.target.apiKey) body = replaceBytes(body, d.target.apiKey, '[REDACTED]');
  body = withoutForeignDisclosure(body);
  if (d.result.kind === 'error' && d.result.headers) reply.headers(d.result.headers);
  if (d.fallbacks > 0) reply.header('x-should-retry', 'false');
  // The upstream's media type goes on (HTML error pages included), from this origin, which also
  // serves the console: a browser must neither sniff it nor run anything in it.
  reply.header('x-content-type-options', 'nosniff');
  reply.header('content-security-policy', "default-src 'none'; sandbox");
  void reply.code(d.result.status).type(d.result.contentType).send(body);
}

/**
 * `body` without an upstream's own top-level `channel_disclosed`: only the gateway discloses the
 * channel, and a client that reads the member from an error body must not read the upstream's
 * claim. Whatever the media type (an SDK parses any error text it can), and under escapes or a
 * byte-order mark a client's decoder takes away; the body is serialised again only when it held
 * one. An error path: the parse costs nothing on answered calls.
 */
function withoutForeignDisclosure(body: Buffer): Buffer {
  const text = body.toString('utf8').replace(/^\uFEFF/, '');
  if (!text.trimStart().startsWith('{')) return body;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return body;
  }
  return dropForeignDisclosure(parsed) ? Buffer.from(JSON.stringify(parsed)) : body;
}

/** Replaces every occurrence of `needle`, leaving the bytes around it as they were. */
function replaceBytes(body: Buffer, needle: string, replacement: string): Buffer {
  const n = Buffer.from(needle);
  let at = body.indexOf(n);
  if (n.length === 0 || at < 0) return body;
  const parts: Buffer[] = [];
  const r = Buffer.from(replacement);
  let from = 0;
  while (at >= 0) {
    parts.push(body.subarray(from, at), r);
    from = at + n.length;
    at = body.indexOf(n, from);
  }
  parts.push(body.subarray(from));
  return Buffer.concat(parts);
}

/** POST /v1/chat/completions: the stateless, OpenAI-compatible gateway route. */
export const chatRoutes: FastifyPluginAsyncTypebox<ChatRouteDeps> = async (app, deps) => {
  app.post(
    '/v1/chat/completions',
    {
      // The body's own text is kept beside the parsed value: for tenants whose plan judges
      // nothing it goes upstream as is (`ChatGateway.send` decides).
      config: { surface: 'gateway', auth: secured('gateway'), rawJson: true },
      schema: {
        tags: ['gateway'],
        summary: 'OpenAI-compatible chat completions: scanned, routed, forwarded, enforced and metered',
        body: ChatBody,
        response: {
          200: ChatCompletionResponse,
          ...SECURED_ERRORS,
          ...errorResponses(402, 408, 409, 413, 415, 423, 502, 503, 504),
        },
        [OVERLAY_KEY]: chatOpenApi(false),
      },
      // Right after the schema (which allows any object as a message): the 400s it used to give.
      preHandler: async (req) => checkChatMessages(req.body),
    },
    async (req, reply) => {
      for (const h of SESSION_HEADERS) {
        if (req.headers[h] !== undefined) {
          throw new ApiError(
            'memory_scope_required',
            `${h} belongs to the project-scoped chat route; remove it here.`,
          );
        }
      }
      await serveChat(req, reply, deps, req.body as ChatRequest, CHAT_SHAPE, req.rawJson ?? undefined);
      return reply;
    },
  );
};

/**
 * How a route answers in its API's shape once the chat pipeline has enforced the answer: the chat
 * route as is; the Responses and Anthropic Messages routes translate (their own modules).
 */
export interface AnswerShape {
  /** The JSON text of a whole, enforced answer. */
  json(
    gateway: ChatGateway,
    p: PreparedChat,
    enforced: ChatCompletion,
    upstreamModel: unknown,
    raw: string | undefined,
  ): string;
  /** Where a streamed answer's chunks go (the chat route: the writer itself). */
  sink(w: SseWriter): ChunkSink;
}

const CHAT_SHAPE: AnswerShape = {
  json: (gateway, p, enforced, upstreamModel, raw) => gateway.answerJson(p, enforced, upstreamModel, raw),
  sink: (w) => w,
};

/**
 * The chat pipeline behind every chat-like route: input verdict and masking, routing with
 * fallback, the prepaid hold, then the answer enforced whole or streamed, written in `shape`.
 * `clientJson`, the caller's own text of `body`, may go upstream as is (the chat route only).
 */
export async function serveChat(
  req: FastifyRequest,
  reply: FastifyReply,
  deps: ChatRouteDeps,
  body: ChatRequest,
  shape: AnswerShape,
  clientJson?: string,
): Promise<void> {
  const principal = principalOf(req);
  const { prepared: p, messages } = await deps.gateway.prepare(principal, body);
  if (p.shadowVerdict) reply.header('x-service-verdict', p.shadowVerdict);
  // The gateway's own deadline (408) and a client that went away both abort the upstream call.
  const left = Math.max(deps.gateway.requestTimeoutMs - reply.elapsedTime, 1);
  const cancel = new RequestCancel(reply.raw, left);
  try {
    await dispatchAndAnswer(req, reply, deps, p, body, messages, cancel, shape, clientJson);
  } finally {
    cancel.dispose();
    // Every path that did not settle (upstream error, failure, refusal) lets the hold go.
    if (p.reservation?.held) await p.reservation.release();
  }
}

/** Routes and sends (with fallback), then answers: upstream error as is, JSON, or SSE. */
async function dispatchAndAnswer(
  req: FastifyRequest,
  reply: FastifyReply,
  deps: ChatRouteDeps,
  p: PreparedChat,
  body: ChatRequest,
  messages: ChatMessage[],
  cancel: RequestCancel,
  shape: AnswerShape,
  clientJson: string | undefined,
): Promise<void> {
  let d: Dispatched;
  try {
    d = await deps.gateway.send(
      p,
      body,
      messages,
      {
        provider: header(req, 'x-provider'),
        providerKey: header(req, 'x-provider-key'),
        requestId: req.id,
      },
      cancel,
      clientJson,
    );
  } catch (err) {
    throw upstreamFailure(err, (err as { fallbacks?: number }).fallbacks ?? 0);
  }
  req.upstreamProvider = d.target.provider.id;
  if (d.fallbacks > 0) reply.header('x-should-retry', 'false');
  await answer(req, reply, deps, p, d, body.stream === true, cancel, shape);
}

async function answer(
  req: FastifyRequest,
  reply: FastifyReply,
  deps: ChatRouteDeps,
  p: PreparedChat,
  d: Dispatched,
  stream: boolean,
  cancel: RequestCancel,
  shape: AnswerShape,
) {
  const r = d.result;
  if (r.kind === 'error' || r.kind === 'other') {
    sendUpstreamError(reply, d, p.requested);
    return;
  }
  if (r.kind === 'json' && !stream) {
    const upstreamModel = r.body.model;
    // The provider answered: its usage is charged even if the answer is then refused by policy.
    // (Only a prepaid hold is settled: an unbilled call neither waits for it nor measures the text.)
    if (p.reservation?.held)
      await deps.gateway.accounting.settle(p, d, r.body.usage ?? r.usage, completionText(r.body).length);
    const enforced = await deps.gateway.enforceWhole(p, r.body);
    await deps.gateway.accounting.meter(p, d, r.body.usage ?? r.usage); // durable before the answer leaves
    await reply.type('application/json').send(shape.json(deps.gateway, p, enforced, upstreamModel, r.raw));
    return;
  }
  const w = shape.sink(new SseWriter(req, reply, deps.channels));
  if (r.kind === 'stream' && p.downgrade.length === 0) {
    await forwardIncremental(w, deps.gateway, p, d, r.chunks, {}, () => cancel.abort());
    return;
  }
  // Buffered: the whole answer is enforced first, then replayed as a well-formed stream.
  const whole =
    r.kind === 'json'
      ? r.body
      : assembleChunks(
          await collect(r.chunks).catch((e: unknown) => {
            throw upstreamFailure(e, d.fallbacks);
          }),
        );
  if (p.reservation?.held)
    await deps.gateway.accounting.settle(p, d, whole.usage, completionText(whole).length);
  const enforced = await deps.gateway.enforceWhole(p, whole);
  await deps.gateway.accounting.meter(p, d, whole.usage);
  const reasons = p.downgrade.length > 0 ? p.downgrade : ['l2_egress_enforcer'];
  replay(w, enforced, p.clientWantsUsage, { 'x-service-stream-downgraded': reasons.join(',') });
}

async function collect<T>(it: AsyncIterable<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const x of it) out.push(x);
  return out;
}
