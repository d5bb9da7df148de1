/**
 * Typed failures of the provider layer. Messages are short fixed reasons: they never carry the
 * upstream URL, address, key or body, because the gateway may log them or (for 4xx) show them,
 * and an operator's hosted base URL or key must not leak to a tenant. No `cause` is attached for
 * the same reason; `code` keeps the low-level error code (e.g. `ECONNREFUSED`) for diagnosis.
 */

export type UpstreamTimeoutPhase = 'connect' | 'headers' | 'body' | 'total';

/** Base of every failure that happened while talking to (or about to talk to) an upstream. */
export abstract class UpstreamError extends Error {
  /** Whether the next target of a fallback chain (or a retry) is worth trying. */
  abstract readonly retryable: boolean;
}

/** Connection refused or reset, DNS, TLS, socket closed mid-response, unusable base URL. */
export class UpstreamTransportError extends UpstreamError {
  override readonly name = 'UpstreamTransportError';
  readonly retryable: boolean;
  readonly code: string;

  constructor(reason: string, code = 'UNKNOWN', retryable = true) {
    super(reason);
    this.code = code;
    this.retryable = retryable;
  }
}

export class UpstreamTimeoutError extends UpstreamError {
  override readonly name = 'UpstreamTimeoutError';
  readonly retryable = true;
  readonly phase: UpstreamTimeoutPhase;

  constructor(phase: UpstreamTimeoutPhase) {
    super(`upstream ${phase} time-out`);
    this.phase = phase;
  }
}

/** The upstream sent more than `maxResponseBytes`; the contract maps this to 502. */
export class UpstreamResponseTooLargeError extends UpstreamError {
  override readonly name = 'UpstreamResponseTooLargeError';
  readonly retryable = false;
  readonly limitBytes: number;

  constructor(limitBytes: number) {
    super('upstream response exceeded its size bound');
    this.limitBytes = limitBytes;
  }
}

/** A 2xx the gateway cannot read: malformed JSON, wrong shape, a stream cut before its end marker. */
export class UpstreamProtocolError extends UpstreamError {
  override readonly name = 'UpstreamProtocolError';
  readonly retryable = false;
}

/** The provider reported an error inside an already started stream (e.g. Anthropic `overloaded_error`). */
export class UpstreamStreamError extends UpstreamError {
  override readonly name = 'UpstreamStreamError';
  readonly retryable: boolean;
  /** The provider's error type, e.g. `overloaded_error`; a token, never provider free text. */
  readonly errorType: string;

  constructor(errorType: string, retryable: boolean) {
    super('upstream reported an error mid-stream');
    this.errorType = errorType;
    this.retryable = retryable;
  }
}

/** The caller's signal aborted the exchange (client went away, gateway shutting down). */
export class UpstreamAbortedError extends UpstreamError {
  override readonly name = 'UpstreamAbortedError';
  readonly retryable = false;

  constructor() {
    super('upstream request aborted by the caller');
  }
}

/**
 * The chat request cannot be expressed in the target provider's protocol (e.g. an audio part for
 * Anthropic). Nothing was sent; the gateway answers 400 and names `param`.
 */
export class ProviderRequestError extends Error {
  override readonly name = 'ProviderRequestError';
  readonly param: string;

  constructor(message: string, param: string) {
    super(message);
    this.param = param;
  }
}
