import { type ResultTranslator, toUpstreamResult } from '../http/chat-result.js';
import { openExchange, resolveEndpoint, upstreamHeaders } from '../http/upstream-exchange.js';
import type { UpstreamPools } from '../http/upstream-pools.js';
import type { ChatProvider, ChatRequest, UpstreamResult, UpstreamTarget } from '../types.js';
import { DEFAULT_ANTHROPIC_MAX_TOKENS, toAnthropicRequest } from './anthropic-request.js';
import { fromAnthropicMessage } from './anthropic-response.js';
import { anthropicChunks } from './anthropic-stream.js';
import { ANTHROPIC_VERSION } from './anthropic-wire.js';

export interface AnthropicProviderOptions {
  /** `max_tokens` sent when the caller gave neither `max_tokens` nor `max_completion_tokens`. */
  defaultMaxTokens?: number;
  /** Seconds since the epoch for `created`; injectable for deterministic tests. */
  nowSeconds?: () => number;
}

/**
 * The Anthropic Messages API behind the OpenAI chat-completions shape: the request is translated
 * before sending (a `ProviderRequestError` means nothing was sent), answers and streams are
 * translated back, provider errors are passed on untouched.
 */
export class AnthropicProvider implements ChatProvider {
  readonly kind = 'anthropic';
  readonly #pools: UpstreamPools;
  readonly #defaultMaxTokens: number;
  readonly #nowSeconds: () => number;

  constructor(pools: UpstreamPools, options: AnthropicProviderOptions = {}) {
    this.#pools = pools;
    this.#defaultMaxTokens = options.defaultMaxTokens ?? DEFAULT_ANTHROPIC_MAX_TOKENS;
    this.#nowSeconds = options.nowSeconds ?? (() => Math.floor(Date.now() / 1000));
  }

  async send(req: ChatRequest, target: UpstreamTarget, signal: AbortSignal): Promise<UpstreamResult> {
    const payload = toAnthropicRequest(req, target.model, this.#defaultMaxTokens);
    // Both `https://api.anthropic.com` and `https://api.anthropic.com/v1` are accepted as base URL.
    const apiPath = /\/v1\/?$/.test(target.baseUrl) ? '/messages' : '/v1/messages';
    const endpoint = resolveEndpoint(target.baseUrl, apiPath);
    const own: Record<string, string> = { 'anthropic-version': ANTHROPIC_VERSION };
    if (target.apiKey) own['x-api-key'] = target.apiKey;
    const headers = upstreamHeaders(target, own);
    const response = await openExchange(this.#pools, target, { endpoint, headers, payload }, signal);
    return toUpstreamResult(response, req.stream === true, this.#translator(req));
  }

  #translator(req: ChatRequest): ResultTranslator {
    const created = this.#nowSeconds();
    const includeUsage = req.stream_options?.include_usage === true;
    return {
      completion: (body) => fromAnthropicMessage(body, created),
      chunks: (events) => anthropicChunks(events, created, includeUsage),
    };
  }
}
