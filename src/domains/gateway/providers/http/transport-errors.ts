import {
  UpstreamAbortedError,
  UpstreamError,
  UpstreamTimeoutError,
  UpstreamTransportError,
} from '../errors.js';
import type { ExchangeDeadline } from './deadline.js';

/** Fixed, URL-free reasons for the system and undici error codes an upstream exchange can raise. */
const TRANSPORT_REASONS: Record<string, string> = {
  ECONNREFUSED: 'upstream connection refused',
  ECONNRESET: 'upstream connection reset',
  EPIPE: 'upstream connection reset',
  ENOTFOUND: 'upstream host not found',
  EAI_AGAIN: 'upstream DNS lookup failed',
  EHOSTUNREACH: 'upstream host unreachable',
  ENETUNREACH: 'upstream network unreachable',
  ETIMEDOUT: 'upstream connection timed out',
  UND_ERR_SOCKET: 'upstream closed the connection',
  UND_ERR_CLOSED: 'upstream client closed',
  UND_ERR_DESTROYED: 'upstream client closed',
  UND_ERR_RES_CONTENT_LENGTH_MISMATCH: 'upstream response length mismatch',
  UND_ERR_HEADERS_OVERFLOW: 'upstream response headers too large',
};

function errorCode(err: unknown): string | undefined {
  if (typeof err !== 'object' || err === null || !('code' in err)) return undefined;
  return typeof err.code === 'string' ? err.code : undefined;
}

/** Node and OpenSSL name TLS and certificate failures in several families of codes. */
function isTlsCode(code: string): boolean {
  return /^(ERR_TLS_|ERR_SSL_|UNABLE_TO_)|CERT|^EPROTO$/.test(code);
}

/**
 * Turns whatever an exchange threw into one typed upstream error. The deadline is consulted
 * first: an abort caused by our own total deadline or by the caller surfaces from undici as an
 * abort whatever phase it hit.
 */
export function toUpstreamError(err: unknown, deadline: ExchangeDeadline): Error {
  if (err instanceof UpstreamError) return err;
  if (deadline.expired) return new UpstreamTimeoutError('total');
  if (deadline.callerAborted) return new UpstreamAbortedError();
  const code = errorCode(err);
  if (code === 'UND_ERR_CONNECT_TIMEOUT') return new UpstreamTimeoutError('connect');
  if (code === 'UND_ERR_HEADERS_TIMEOUT') return new UpstreamTimeoutError('headers');
  if (code === 'UND_ERR_BODY_TIMEOUT') return new UpstreamTimeoutError('body');
  if (code === undefined) {
    // Not a network error: a programming error is more useful unwrapped.
    return err instanceof Error ? err : new UpstreamTransportError('upstream exchange failed');
  }
  const reason = TRANSPORT_REASONS[code];
  if (reason !== undefined) return new UpstreamTransportError(reason, code);
  if (isTlsCode(code)) return new UpstreamTransportError('upstream TLS failure', code);
  return new UpstreamTransportError('upstream exchange failed', code);
}
