import { toUpstreamResult } from '../http/chat-result.js';
import { openExchange, resolveEndpoint, upstreamHeaders } from '../http/upstream-exchange.js';
import type { UpstreamPools } from '../http/upstream-pools.js';
import type { ChatProvider, ChatRequest, UpstreamResult, UpstreamTarget } from '../types.js';
import { openAiTranslator } from './openai-translator.js';

/**
 * Any OpenAI-compatible server (OpenAI, Azure-style proxies, vLLM, Ollama, LM Studio, ...):
 * `POST {baseUrl}/chat/completions` with the caller's body, only the model replaced.
 */
export class OpenAiProvider implements ChatProvider {
  readonly kind = 'openai';
  readonly #pools: UpstreamPools;

  constructor(pools: UpstreamPools) {
    this.#pools = pools;
  }

  async send(req: ChatRequest, target: UpstreamTarget, signal: AbortSignal): Promise<UpstreamResult> {
    const endpoint = resolveEndpoint(target.baseUrl, '/chat/completions');
    const auth: Record<string, string> = target.apiKey ? { authorization: `Bearer ${target.apiKey}` } : {};
    const headers = upstreamHeaders(target, auth);
    const payload: ChatRequest = { ...req, model: target.model };
    const response = await openExchange(this.#pools, target, { endpoint, headers, payload }, signal);
    return toUpstreamResult(response, req.stream === true, openAiTranslator);
  }
}
