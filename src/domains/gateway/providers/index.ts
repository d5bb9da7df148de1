/** The upstream provider layer of the gateway: the port, its errors and the registry. */
export {
  ProviderRequestError,
  UpstreamAbortedError,
  UpstreamError,
  UpstreamProtocolError,
  UpstreamResponseTooLargeError,
  UpstreamStreamError,
  UpstreamTimeoutError,
  type UpstreamTimeoutPhase,
  UpstreamTransportError,
} from './errors.js';
export { isRetryableStatus } from './http/chat-result.js';
export { createProviders, type ProviderRegistry, type ProviderRegistryOptions } from './registry.js';
export type * from './types.js';
