import { performance } from 'node:perf_hooks';
import type { Limits } from '../../config.js';
import { ApiError } from '../../core/errors.js';
import type { ProviderConfig } from './catalog.js';
import { UpstreamError } from './providers/errors.js';
import {
  type ChatCompletionChunk,
  type ChatRequest,
  isRetryableStatus,
  type ProviderRegistry,
  type UpstreamResult,
} from './providers/index.js';
import type { Resolution } from './router.js';

/** A chain target with the credential it will use. */
export interface SendableTarget {
  provider: ProviderConfig;
  model: string;
  apiKey: string | null;
  /** Uses the operator's hosted key: billed, priced. */
  hosted: boolean;
}

/**
 * Picks each target's credential (DESIGN section 6): the tenant's stored key wins, then
 * X-Provider-Key, then the operator's hosted key. A target with none is unsendable and dropped;
 * a chain with no sendable target is refused before anything is claimed or sent.
 */
export function sendableChain(
  resolution: Resolution,
  opts: { credential(providerId: string): string | null; providerKey: string | null },
): SendableTarget[] {
  const out: SendableTarget[] = [];
  for (const t of resolution.chain) {
    if (t.provider.kind === 'mock') {
      out.push({ provider: t.provider, model: t.model, apiKey: null, hosted: false });
      continue;
    }
    const stored = opts.credential(t.provider.id);
    const key = stored ?? opts.providerKey ?? t.provider.apiKey;
    if (key)
      out.push({ provider: t.provider, model: t.model, apiKey: key, hosted: !stored && !opts.providerKey });
  }
  if (out.length === 0) {
    throw new ApiError(
      'no_route',
      'No provider credential for this model: send X-Provider-Key, store one with PUT /v1/model-routes, or ask the operator.',
      { param: 'model' },
    );
  }
  return out;
}

export interface Dispatched {
  result: UpstreamResult;
  target: SendableTarget;
  /** Targets tried before the one that answered (fallbacks). */
  fallbacks: number;
  /** `performance.now()` when the answering target was sent to, and when its first chunk came. */
  sentAt: number;
  firstChunkAt: number | null;
}

/** A stream whose first chunk was already read (so a failure before it can still fall back). */
async function primeStream(
  result: UpstreamResult,
): Promise<{ result: UpstreamResult; firstAt: number | null }> {
  if (result.kind !== 'stream') return { result, firstAt: null };
  const it = result.chunks[Symbol.asyncIterator]();
  const first = await it.next();
  const firstAt = performance.now();
  return { result: { ...result, chunks: withFirst(first, it) }, firstAt };
}

/**
 * `it` with its already read first result in front. Not a generator around `it`: that would add a
 * generator step (promises and jobs) to every chunk of every stream; later reads go to `it` itself.
 */
function withFirst(
  first: IteratorResult<ChatCompletionChunk>,
  it: AsyncIterator<ChatCompletionChunk>,
): AsyncIterable<ChatCompletionChunk> {
  let primed: IteratorResult<ChatCompletionChunk> | null = first;
  const iterator: AsyncIterator<ChatCompletionChunk> = {
    next: () => {
      if (primed === null) return it.next();
      const r = primed;
      primed = null;
      return Promise.resolve(r);
    },
    return: async () => {
      primed = null;
      await it.return?.();
      return { done: true, value: undefined };
    },
  };
  return { [Symbol.asyncIterator]: () => iterator };
}

/**
 * Walks the chain: falls back on connection errors, time-outs, 429 and 5xx, only while nothing
 * has been sent to the client. Returns the first answer, or the last failure.
 */
export type AttemptOutcome = 'ok' | 'http_error' | 'transport_error';

export async function dispatch(
  chain: SendableTarget[],
  req: ChatRequest,
  opts: {
    registry: ProviderRegistry;
    requestId: string;
    limits: Limits;
    signal: AbortSignal;
    /** The caller's JSON text of `req` (see `ChatProvider.send`). */
    clientJson?: string;
    /** Told the outcome of every attempt (metrics). */
    observe?: (provider: string, outcome: AttemptOutcome) => void;
  },
): Promise<Dispatched> {
  let lastFailure: Dispatched | null = null;
  for (let i = 0; i < chain.length; i += 1) {
    const target = chain[i] as SendableTarget;
    const last = i === chain.length - 1;
    const provider = opts.registry.get(target.provider.kind);
    if (!provider) continue;
    const sentAt = performance.now();
    try {
      const { result, firstAt } = await primeStream(
        await provider.send(
          req,
          {
            providerId: target.provider.id,
            kind: target.provider.kind,
            baseUrl: target.provider.baseUrl,
            model: target.model,
            ...(target.apiKey ? { apiKey: target.apiKey } : {}),
            requestId: opts.requestId,
            timeouts: {
              connectMs: opts.limits.upstreamConnectMs,
              headersMs: opts.limits.upstreamHeadersMs,
              bodyMs: opts.limits.upstreamBodyMs,
              totalMs: opts.limits.upstreamTotalMs,
            },
            maxResponseBytes: opts.limits.upstreamResponseBytes,
          },
          opts.signal,
          opts.clientJson,
        ),
      );
      opts.observe?.(target.provider.id, result.kind === 'error' ? 'http_error' : 'ok');
      if (
        result.kind === 'error' &&
        !last &&
        (result.status === 429 || isRetryableStatus(result.status)) &&
        result.status !== 408
      ) {
        lastFailure = { result, target, fallbacks: i, sentAt, firstChunkAt: null };
        continue;
      }
      return { result, target, fallbacks: i, sentAt, firstChunkAt: firstAt };
    } catch (err) {
      if (!opts.signal.aborted) opts.observe?.(target.provider.id, 'transport_error');
      if (err instanceof UpstreamError && err.retryable && !last && !opts.signal.aborted) continue;
      throw Object.assign(err instanceof Error ? err : new Error(String(err)), { fallbacks: i });
    }
  }
  // Only reached when the chain's last providers are not registered: answer the last failure.
  if (lastFailure) return lastFailure;
  throw new ApiError('no_route', 'No provider of this route is available.');
}
