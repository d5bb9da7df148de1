import { performance } from 'node:perf_hooks';
import type { Limits } from '../../config.js';
import { ApiError } from '../../core/errors.js';
import type { Principal } from '../../core/principal.js';
import { promptTokenEstimate } from '../billing/estimate.js';
import type { ChatGateway } from './chat.js';
import { tokenCount } from './chat-accounting.js';
import type { Dispatched, SendableTarget } from './dispatch.js';
import { RequestMask } from './masking.js';
import { UpstreamError } from './providers/errors.js';
import type {
  ChatMessage,
  EmbeddingsRequest,
  EmbeddingsResult,
  ProviderRegistry,
  UpstreamEmbeddingsResult,
} from './providers/index.js';
import { renameModel } from './providers/json-text.js';
import { base64Vector } from './providers/mock/mock-embeddings.js';

/**
 * `POST /v1/embeddings` behind its route, and embeddings for the rest of the service (memory):
 * one pipeline with the chat route's guarantees. The inputs are bounded, judged as untrusted
 * documents (role `tool`: an injection planted in a document to be embedded is what indirect
 * injection detection looks for; secrets and PII engines apply as to chat), blocked in enforce
 * mode or masked when the verdict says REDACT (the upstream embeds the placeholders; nothing
 * comes back to restore); then routed with aliases and fallbacks (targets whose protocol has no
 * embeddings are skipped), admitted (budgets, then the prepaid hold), sent, settled on the input
 * tokens the upstream reported and metered.
 */

export interface EmbedRequest {
  model: string;
  input: string[];
  dimensions?: number;
  encoding_format: 'float' | 'base64';
  user?: string;
}

export interface EmbedContext {
  provider: string | null;
  providerKey: string | null;
  requestId: string;
  signal: AbortSignal;
}

/** The upstream answered (vectors), or answered with an error that goes back as it came. */
export type EmbedOutcome =
  | {
      kind: 'ok';
      /**
       * The vectors in the encoding asked for; computed when called (an answer passed through as
       * the upstream's text never reads its float lists).
       */
      vectors: () => Array<number[] | string>;
      promptTokens: number;
      dispatched: EmbedDispatched;
      /**
       * The answer's JSON text when the upstream's own may go out (see `passedThrough`); the route
       * serialises the vectors otherwise.
       */
      json?: string;
    }
  | { kind: 'upstream'; dispatched: Dispatched };

export interface EmbedDispatched {
  result: EmbeddingsResult;
  target: SendableTarget;
  fallbacks: number;
  sentAt: number;
  firstChunkAt: null;
}

/** Most inputs in one request (OpenAI's bound). */
export const MAX_EMBEDDING_INPUTS = 2048;

export class EmbeddingsGateway {
  constructor(
    private readonly deps: {
      gateway: ChatGateway;
      registry: ProviderRegistry;
      limits: Limits;
    },
  ) {}

  /** The route's pipeline: judged, masked, routed, admitted, sent, settled and metered. */
  async embed(principal: Principal, req: EmbedRequest, ctx: EmbedContext): Promise<EmbedOutcome> {
    const chars = req.input.reduce((n, t) => n + t.length, 0);
    if (chars > this.deps.limits.promptChars) {
      throw new ApiError(
        'prompt_too_large',
        `The input has ${chars} characters; the bound is ${this.deps.limits.promptChars}.`,
      );
    }
    const documents: ChatMessage[] = req.input.map((text) => ({ role: 'tool', content: text }));
    const { settings, policy, action } = await this.deps.gateway.judgeInput(principal, documents);
    let input = req.input;
    if (action === 'REDACT' && settings.mode === 'enforce') {
      const mask = new RequestMask(policy.pii_entities_to_mask);
      for (const text of input) mask.collect(text);
      if (mask.size > 0) input = input.map((text) => mask.apply(text));
    }
    // Nothing masked: the upstream's answer may go back as its own text (see `passedThrough`).
    return this.#send(principal, { ...req, input }, ctx, input === req.input);
  }

  /**
   * Embeds `texts` for the caller through the provider layer: the model's aliases and fallbacks,
   * the key's and tenant's budgets, prepaid billing and usage, exactly as `POST /v1/embeddings`
   * but without the input verdict (the memory store judges what it stores before it embeds it).
   * Float vectors in input order; an upstream error is thrown as the gateway's error (502/504).
   *
   * @example
   * const { vectors } = await embeddings.embedTexts(principal, 'text-embedding-3-small', ['a fact']);
   */
  async embedTexts(
    principal: Principal,
    model: string,
    texts: string[],
    opts: { dimensions?: number; signal?: AbortSignal; requestId?: string } = {},
  ): Promise<{ vectors: number[][]; promptTokens: number }> {
    if (texts.length === 0) return { vectors: [], promptTokens: 0 };
    const req: EmbedRequest = { model, input: texts, encoding_format: 'float' };
    if (opts.dimensions !== undefined) req.dimensions = opts.dimensions;
    const signal = opts.signal ?? AbortSignal.timeout(this.deps.gateway.requestTimeoutMs);
    const out = await this.#send(principal, req, {
      provider: null,
      providerKey: null,
      requestId: opts.requestId ?? `embed-${Date.now().toString(36)}`,
      signal,
    });
    if (out.kind === 'upstream') {
      const r = out.dispatched.result;
      throw new ApiError(
        r.status === 504 ? 'upstream_timeout' : 'upstream_bad_response',
        `The embedding model answered ${r.status}.`,
      );
    }
    return { vectors: out.vectors().map(floatVector), promptTokens: out.promptTokens };
  }

  async #send(
    principal: Principal,
    req: EmbedRequest,
    ctx: EmbedContext,
    mayPassThrough = false,
  ): Promise<EmbedOutcome> {
    const { gateway, registry } = this.deps;
    const chain = (
      await gateway.chain(principal, req.model, { provider: ctx.provider, providerKey: ctx.providerKey })
    ).filter((t) => registry.get(t.provider.kind)?.embed !== undefined);
    if (chain.length === 0) {
      throw new ApiError(
        'invalid_request',
        `The model "${req.model}" has no provider that serves embeddings (OpenAI-compatible or mock).`,
        { param: 'model' },
      );
    }
    const chars = req.input.reduce((n, t) => n + t.length, 0);
    const reservation = await gateway.accounting.admit(principal, req.model, chain, {
      promptChars: chars,
      messages: req.input.length,
      maxOutputTokens: 0,
      answers: 1,
    });
    const accounted = { principal, requested: req.model, reservation };
    try {
      const d = await this.#dispatch(chain, req, ctx);
      gateway.accounting.observeUpstream(d);
      const r = d.result;
      if (r.kind !== 'embeddings') return { kind: 'upstream', dispatched: { ...d, result: r } };
      const reported = tokenCount(r.promptTokens);
      const promptTokens = reported ?? promptTokenEstimate(chars, 0);
      const usage = { prompt_tokens: promptTokens, completion_tokens: 0 };
      if (reservation.held) await gateway.accounting.settle(accounted, d, usage);
      await gateway.accounting.meter(accounted, d, usage);
      const vectors = () => r.vectors.map((v) => encoded(v, req.encoding_format));
      const out: EmbedOutcome = { kind: 'ok', vectors, promptTokens, dispatched: d };
      const json = mayPassThrough && reported !== undefined ? passedThrough(r, req) : null;
      if (json !== null) out.json = json;
      return out;
    } finally {
      if (reservation.held) await reservation.release();
    }
  }

  /**
   * Walks the chain as chat's `dispatch` does: on to the next target after a transport error,
   * a time-out, 429 or 5xx, while one is left; the last answer or failure otherwise.
   */
  async #dispatch(chain: SendableTarget[], req: EmbedRequest, ctx: EmbedContext): Promise<EmbedDispatched> {
    const { limits, gateway } = this.deps;
    for (let i = 0; i < chain.length; i += 1) {
      const target = chain[i] as SendableTarget;
      const last = i === chain.length - 1;
      const provider = this.deps.registry.get(target.provider.kind);
      if (!provider?.embed) continue;
      const upstream: EmbeddingsRequest = {
        model: target.model,
        input: req.input,
        encoding_format: req.encoding_format,
      };
      if (req.dimensions !== undefined) upstream.dimensions = req.dimensions;
      if (req.user !== undefined) upstream.user = req.user;
      const sentAt = performance.now();
      try {
        const result = await provider.embed(
          upstream,
          {
            providerId: target.provider.id,
            kind: target.provider.kind,
            baseUrl: target.provider.baseUrl,
            model: target.model,
            ...(target.apiKey ? { apiKey: target.apiKey } : {}),
            requestId: ctx.requestId,
            timeouts: {
              connectMs: limits.upstreamConnectMs,
              headersMs: limits.upstreamHeadersMs,
              bodyMs: limits.upstreamBodyMs,
              totalMs: limits.upstreamTotalMs,
            },
            maxResponseBytes: limits.upstreamResponseBytes,
          },
          ctx.signal,
        );
        gateway.accounting.observeAttempt(target.provider.id, result.kind === 'error' ? 'http_error' : 'ok');
        if (result.kind === 'error' && result.retryable && result.status !== 408 && !last) continue;
        return { result, target, fallbacks: i, sentAt, firstChunkAt: null };
      } catch (err) {
        if (!ctx.signal.aborted) gateway.accounting.observeAttempt(target.provider.id, 'transport_error');
        if (err instanceof UpstreamError && err.retryable && !last && !ctx.signal.aborted) continue;
        throw Object.assign(err instanceof Error ? err : new Error(String(err)), { fallbacks: i });
      }
    }
    throw new ApiError('no_route', 'No provider of this route is available.');
  }
}

/**
 * The upstream's own JSON text as the answer, its model renamed to the one the client asked for,
 * or null. Chat passes an unjudged answer's text on the same way; here it may, whatever the
 * plan, since no verdict reads a vector: the text must only say what the gateway would have
 * written. So the upstream reported the input tokens (the usage billed is the usage shown), sent every
 * vector in input order and in the encoding the client asked for (none converted), and named its
 * model once (`renameModel`); the text keeps the upstream's formatting and any members of its own
 * beside `data`, `model` and `usage`, as chat's does. An 8 KB base64 answer is then not written
 * again, and 1536 floats per vector are checked but neither built nor written again.
 */
function passedThrough(r: UpstreamEmbeddingsResult, req: EmbedRequest): string | null {
  if (r.raw === undefined || r.encoding !== req.encoding_format) return null;
  return renameModel(r.raw, r.model, req.model);
}

/** A vector in the encoding the client asked for, whichever the upstream sent. */
function encoded(v: number[] | string, format: 'float' | 'base64'): number[] | string {
  if (format === 'base64') return typeof v === 'string' ? v : base64Vector(v);
  return typeof v === 'string' ? floatVector(v) : v;
}

/** Floats of a vector (base64 is little-endian float32, as OpenAI encodes it). */
export function floatVector(v: number[] | string): number[] {
  if (typeof v !== 'string') return v;
  const buf = Buffer.from(v, 'base64');
  const out = new Array<number>(buf.length >> 2);
  for (let i = 0; i < out.length; i += 1) out[i] = buf.readFloatLE(i * 4);
  return out;
}
