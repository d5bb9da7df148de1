import { describe, expect, it } from 'vitest';
import {
  UpstreamAbortedError,
  UpstreamResponseTooLargeError,
  UpstreamTimeoutError,
  UpstreamTransportError,
} from '../../../src/domains/gateway/providers/errors.js';
import { ExchangeDeadline } from '../../../src/domains/gateway/providers/http/deadline.js';
import { toUpstreamError } from '../../../src/domains/gateway/providers/http/transport-errors.js';

function systemError(code: string): Error {
  return Object.assign(new Error(`getaddrinfo ${code} secret-host.internal:8443 key=sk-live`), { code });
}

describe('toUpstreamError', () => {
  const deadline = new ExchangeDeadline(60_000, new AbortController().signal);
  deadline.dispose();

  it.each([
    ['ENOTFOUND', 'upstream host not found'],
    ['EAI_AGAIN', 'upstream DNS lookup failed'],
    ['ECONNRESET', 'upstream connection reset'],
    ['UND_ERR_SOCKET', 'upstream closed the connection'],
    ['ERR_TLS_CERT_ALTNAME_INVALID', 'upstream TLS failure'],
    ['UNABLE_TO_VERIFY_LEAF_SIGNATURE', 'upstream TLS failure'],
    ['CERT_HAS_EXPIRED', 'upstream TLS failure'],
  ])('maps %s to a sanitized transport error', (code, message) => {
    const err = toUpstreamError(systemError(code), deadline);
    expect(err).toBeInstanceOf(UpstreamTransportError);
    expect(err).toMatchObject({ message, code, retryable: true });
    expect(JSON.stringify({ message: err.message, stack: err.stack })).not.toMatch(/secret-host|sk-live/);
  });

  it.each([
    ['UND_ERR_CONNECT_TIMEOUT', 'connect'],
    ['UND_ERR_HEADERS_TIMEOUT', 'headers'],
    ['UND_ERR_BODY_TIMEOUT', 'body'],
  ])('maps %s to the %s time-out', (code, phase) => {
    const err = toUpstreamError(systemError(code), deadline);
    expect(err).toBeInstanceOf(UpstreamTimeoutError);
    expect(err).toMatchObject({ phase });
  });

  it('keeps typed errors and reports a caller abort as aborted', () => {
    const tooLarge = new UpstreamResponseTooLargeError(10);
    expect(toUpstreamError(tooLarge, deadline)).toBe(tooLarge);
    const caller = new AbortController();
    const aborted = new ExchangeDeadline(60_000, caller.signal);
    caller.abort();
    expect(toUpstreamError(systemError('UND_ERR_ABORTED'), aborted)).toBeInstanceOf(UpstreamAbortedError);
    aborted.dispose();
  });
});
