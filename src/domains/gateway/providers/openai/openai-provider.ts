import { toUpstreamResult } from '../http/chat-result.js';
import { toEmbeddingsResult } from '../http/embeddings-result.js';
import {
  type ExchangeRequest,
  openExchange,
  resolveEndpoint,
  upstreamHeaders,
} from '../http/upstream-exchange.js';
import type { UpstreamPools } from '../http/upstream-pools.js';
import { renameModel } from '../json-text.js';
import type {
  ChatProvider,
  ChatRequest,
  EmbeddingsRequest,
  EmbeddingsResult,
  UpstreamResult,
  UpstreamTarget,
} from '../types.js';
import { openAiTranslator } from './openai-translator.js';

/**
 * Any OpenAI-compatible server (OpenAI, Azure-style proxies, vLLM, Ollama, LM Studio, ...):
 * `POST {baseUrl}/chat/completions` with the caller's body, only the model replaced; and
 * `POST {baseUrl}/embeddings`.
 */
export class OpenAiProvider implements ChatProvider {
  readonly kind = 'openai';
  readonly #pools: UpstreamPools;

  constructor(pools: UpstreamPools) {
    this.#pools = pools;
  }

  async send(
    req: ChatRequest,
    target: UpstreamTarget,
    signal: AbortSignal,
    clientJson?: string,
  ): Promise<UpstreamResult> {
    const endpoint = resolveEndpoint(target.baseUrl, '/chat/completions');
    const auth: Record<string, string> = target.apiKey ? { authorization: `Bearer ${target.apiKey}` } : {};
    const headers = upstreamHeaders(target, auth);
    // The caller's own text with the model renamed, when that is certain; else serialised anew.
    const json = clientJson === undefined ? null : renameModel(clientJson, req.model, target.model);
    const request: ExchangeRequest = { endpoint, headers, payload: req };
    if (json !== null) request.json = json;
    else request.payload = { ...req, model: target.model };
    const response = await openExchange(this.#pools, target, request, signal);
    return toUpstreamResult(response, req.stream === true, openAiTranslator);
  }

  async embed(
    req: EmbeddingsRequest,
    target: UpstreamTarget,
    signal: AbortSignal,
  ): Promise<EmbeddingsResult> {
    const endpoint = resolveEndpoint(target.baseUrl, '/embeddings');
    const auth: Record<string, string> = target.apiKey ? { authorization: `Bearer ${target.apiKey}` } : {};
    const payload = { ...req, model: target.model };
    const response = await openExchange(
      this.#pools,
      target,
      { endpoint, headers: upstreamHeaders(target, auth), payload },
      signal,
    );
    return toEmbeddingsResult(response, req.input.length);
  }
}
