/**
 * The upstream provider port of the gateway: one interface that every provider kind implements,
 * and the OpenAI chat-completions shapes that cross it in both directions.
 *
 * Request shapes are "typed but open": the gateway validates only `model` and `messages`, so the
 * translators re-check field types at run time and the extra properties travel through untouched.
 */

export type ProviderKind = 'openai' | 'anthropic' | 'mock';

export type FinishReason = 'stop' | 'length' | 'tool_calls' | 'content_filter' | 'function_call';

export interface ChatContentPart {
  type: string;
  text?: string;
  image_url?: { url: string; detail?: string };
  [key: string]: unknown;
}

export interface ChatToolCall {
  id: string;
  type: 'function';
  function: { name: string; arguments: string };
}

export interface ChatMessage {
  role: string;
  content?: string | ChatContentPart[] | null;
  name?: string;
  tool_calls?: ChatToolCall[];
  tool_call_id?: string;
  [key: string]: unknown;
}

export interface ChatTool {
  type: string;
  function?: { name: string; description?: string; parameters?: Record<string, unknown>; strict?: boolean };
  [key: string]: unknown;
}

export type ChatToolChoice = 'auto' | 'none' | 'required' | { type: 'function'; function: { name: string } };

/** The OpenAI chat-completions request body as the gateway forwards it. */
export interface ChatRequest {
  model: string;
  messages: ChatMessage[];
  stream?: boolean;
  stream_options?: { include_usage?: boolean; [key: string]: unknown } | null;
  tools?: ChatTool[];
  tool_choice?: ChatToolChoice;
  parallel_tool_calls?: boolean;
  max_tokens?: number | null;
  max_completion_tokens?: number | null;
  temperature?: number | null;
  top_p?: number | null;
  stop?: string | string[] | null;
  n?: number | null;
  user?: string;
  [key: string]: unknown;
}

export interface ChatUsage {
  prompt_tokens: number;
  completion_tokens: number;
  total_tokens: number;
  [key: string]: unknown;
}

export interface ChatCompletionMessage {
  role: 'assistant';
  content: string | null;
  tool_calls?: ChatToolCall[];
  refusal?: string | null;
  [key: string]: unknown;
}

export interface ChatCompletionChoice {
  index: number;
  message: ChatCompletionMessage;
  finish_reason: FinishReason | null;
  logprobs?: unknown;
  [key: string]: unknown;
}

/** A non-streaming answer, always in OpenAI shape whatever the provider spoke. */
export interface ChatCompletion {
  id: string;
  object: 'chat.completion';
  created: number;
  model: string;
  choices: ChatCompletionChoice[];
  usage?: ChatUsage;
  [key: string]: unknown;
}

export interface ChatChunkToolCall {
  index: number;
  id?: string;
  type?: 'function';
  function?: { name?: string; arguments?: string };
}

export interface ChatChunkDelta {
  role?: 'assistant';
  content?: string | null;
  tool_calls?: ChatChunkToolCall[];
  refusal?: string | null;
  [key: string]: unknown;
}

export interface ChatChunkChoice {
  index: number;
  delta: ChatChunkDelta;
  finish_reason: FinishReason | null;
  logprobs?: unknown;
  [key: string]: unknown;
}

/** One streamed event, in OpenAI shape; the usage-only chunk has `choices: []`. */
export interface ChatCompletionChunk {
  id: string;
  object: 'chat.completion.chunk';
  created: number;
  model: string;
  choices: ChatChunkChoice[];
  usage?: ChatUsage | null;
  [key: string]: unknown;
}

export interface UpstreamTimeouts {
  /** TCP connect plus TLS handshake. */
  connectMs: number;
  /** From the request being written until the response headers are complete. */
  headersMs: number;
  /** Longest silence between two body chunks (an idle stream). */
  bodyMs: number;
  /** Whole exchange, including a stream read to its end. */
  totalMs: number;
}

/** Where and how one request goes: resolved by routing, never by the provider. */
export interface UpstreamTarget {
  providerId: string;
  kind: ProviderKind;
  /** e.g. `https://api.openai.com/v1`, `https://api.anthropic.com`. */
  baseUrl: string;
  /** The upstream model id; replaces `model` of the caller's request. */
  model: string;
  apiKey?: string;
  /** Operator-configured extra headers (e.g. an org id); ours win on conflict. */
  headers?: Record<string, string>;
  requestId: string;
  timeouts: UpstreamTimeouts;
  /** Bound on bytes read from the upstream, for every result kind (the contract's 502 bound). */
  maxResponseBytes: number;
}

export interface UpstreamUsage {
  prompt_tokens: number;
  completion_tokens: number;
}

export interface UpstreamJsonResult {
  kind: 'json';
  status: number;
  body: ChatCompletion;
  usage?: UpstreamUsage;
  /** The upstream's own JSON text, when it already is a chat completion (OpenAI protocol). */
  raw?: string;
}

export interface UpstreamStreamResult {
  kind: 'stream';
  status: number;
  /**
   * Translated chunks; the final usage chunk is included when the upstream sent one. Consume it to
   * the end or call `return()` on its iterator: that is what releases the upstream connection
   * (the total deadline releases it otherwise). Mid-stream failures throw typed upstream errors.
   */
  chunks: AsyncIterable<ChatCompletionChunk>;
}

/** A provider-origin error, kept as is: the contract passes its status, media type and body on. */
export interface UpstreamErrorResult {
  kind: 'error';
  status: number;
  contentType: string;
  body: Buffer;
  /** 408, 429 and 5xx: another attempt or the next target of a fallback chain may succeed. */
  retryable: boolean;
  /** The upstream's `retry-after` and `x-ratelimit-*` headers, passed on to the client. */
  headers?: Record<string, string>;
}

/** A 2xx whose media type is neither JSON nor a requested event stream. */
export interface UpstreamOtherResult {
  kind: 'other';
  status: number;
  contentType: string;
  body: Buffer;
}

export type UpstreamResult =
  | UpstreamJsonResult
  | UpstreamStreamResult
  | UpstreamErrorResult
  | UpstreamOtherResult;

/** An OpenAI embeddings request as the gateway sends it upstream: text inputs only. */
export interface EmbeddingsRequest {
  model: string;
  input: string[];
  dimensions?: number;
  encoding_format: 'float' | 'base64';
  user?: string;
}

/**
 * A successful embeddings answer: one vector per input, in input order, each as the upstream sent
 * it (floats, or the base64 of little-endian float32s when asked for `base64`).
 */
export interface UpstreamEmbeddingsResult {
  kind: 'embeddings';
  status: number;
  vectors: Array<number[] | string>;
  /** Input tokens as the upstream reported them. */
  promptTokens?: number;
  /**
   * The upstream's own JSON text, where it may stand for the answer once its model is renamed: an
   * object (no byte-order mark) with no `channel_disclosed` of its own, whose vectors came in input
   * order (each `index` its position). Absent otherwise (the answer is serialised anew then).
   */
  raw?: string;
  /** The upstream's `model` member as it sent it (what `raw` names). */
  model?: unknown;
  /** Every vector came as floats, or every one as base64 (absent when they were mixed). */
  encoding?: 'float' | 'base64';
}

export type EmbeddingsResult = UpstreamEmbeddingsResult | UpstreamErrorResult | UpstreamOtherResult;

/**
 * One upstream protocol. `send` resolves once the response headers are in (streams are not
 * read ahead) and throws only the typed errors of `errors.ts`.
 *
 * @example
 * const result = await provider.send(request, target, AbortSignal.timeout(60_000));
 * if (result.kind === 'stream') for await (const chunk of result.chunks) forward(chunk);
 */
export interface ChatProvider {
  readonly kind: ProviderKind;
  /**
   * `clientJson`, when given, is the caller's own JSON text of `req` (nothing in it was changed
   * but, possibly, the model): a provider that speaks the caller's protocol may send it instead of
   * serialising `req` again.
   */
  send(
    req: ChatRequest,
    target: UpstreamTarget,
    signal: AbortSignal,
    clientJson?: string,
  ): Promise<UpstreamResult>;
  /**
   * `POST /embeddings` where the protocol has one (absent: the kind cannot embed, and a chain
   * skips it). Resolves with the whole answer; throws only the typed errors of `errors.ts`.
   */
  embed?(req: EmbeddingsRequest, target: UpstreamTarget, signal: AbortSignal): Promise<EmbeddingsResult>;
}

/**
 * Text members of an answer beside `content` that clients show: the refusal, and the reasoning
 * that OpenAI-compatible servers of reasoning models send (`reasoning_content`, `reasoning`). Each
 * is judged, redacted and restored like the content, whole or streamed, and must be text.
 */
export const SIDE_TEXTS = ['refusal', 'reasoning_content', 'reasoning'] as const;
