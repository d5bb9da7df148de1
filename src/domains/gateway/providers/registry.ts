import { AnthropicProvider } from './anthropic/anthropic-provider.js';
import { UpstreamPools } from './http/upstream-pools.js';
import { MockProvider } from './mock/mock-provider.js';
import { OpenAiProvider } from './openai/openai-provider.js';
import type { ChatProvider, ProviderKind } from './types.js';

export interface ProviderRegistryOptions {
  /** Register the offline `mock` provider; hosted contours turn it off (release gate). */
  mock?: boolean;
  /** `max_tokens` sent to Anthropic when the caller gave none. */
  anthropicDefaultMaxTokens?: number;
  /** Seconds since the epoch for `created` of translated answers; injectable for tests. */
  nowSeconds?: () => number;
}

/** Every provider protocol of the process, sharing one set of keep-alive connection pools. */
export interface ProviderRegistry {
  readonly providers: ReadonlyMap<ProviderKind, ChatProvider>;
  /** The provider for a target's kind, or undefined (e.g. `mock` on a hosted contour). */
  get(kind: ProviderKind): ChatProvider | undefined;
  /** Destroys the upstream pools; call once at shutdown, after in-flight requests settle. */
  close(): Promise<void>;
}

/**
 * @example
 * const registry = createProviders({ mock: config.contour === 'local' });
 * const provider = registry.get(target.kind);
 * if (provider === undefined) throw gatewayError('upstream_unavailable');
 * const result = await provider.send(body, target, request.signal);
 */
export function createProviders(options: ProviderRegistryOptions = {}): ProviderRegistry {
  const pools = new UpstreamPools();
  const providers = new Map<ProviderKind, ChatProvider>();
  const anthropicOptions =
    options.anthropicDefaultMaxTokens === undefined
      ? {}
      : { defaultMaxTokens: options.anthropicDefaultMaxTokens };
  const clock = options.nowSeconds === undefined ? {} : { nowSeconds: options.nowSeconds };
  providers.set('openai', new OpenAiProvider(pools));
  providers.set('anthropic', new AnthropicProvider(pools, { ...anthropicOptions, ...clock }));
  if (options.mock === true) providers.set('mock', new MockProvider(clock));
  return {
    providers,
    get: (kind) => providers.get(kind),
    close: () => pools.close(),
  };
}
