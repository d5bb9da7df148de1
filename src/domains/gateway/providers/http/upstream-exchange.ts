import { createParser, type EventSourceMessage } from 'eventsource-parser';
import type { Dispatcher } from 'undici';
import { UpstreamResponseTooLargeError, UpstreamTransportError } from '../errors.js';
import type { UpstreamTarget } from '../types.js';
import { ExchangeDeadline } from './deadline.js';
import { toUpstreamError } from './transport-errors.js';
import type { UpstreamPools } from './upstream-pools.js';

type ResponseBody = Dispatcher.ResponseData['body'];

export interface UpstreamEndpoint {
  origin: string;
  path: string;
}

/**
 * Joins a configured base URL and an API path. Query and fragment are dropped: they are not part
 * of either protocol and would otherwise hide a key in a logged path.
 */
export function resolveEndpoint(baseUrl: string, apiPath: string): UpstreamEndpoint {
  let url: URL;
  try {
    url = new URL(baseUrl);
  } catch {
    throw new UpstreamTransportError('invalid upstream base URL', 'INVALID_BASE_URL', false);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new UpstreamTransportError('invalid upstream base URL', 'INVALID_BASE_URL', false);
  }
  const prefix = url.pathname.replace(/\/+$/, '');
  return { origin: url.origin, path: `${prefix}${apiPath}` };
}

/**
 * Operator headers (names lower-cased so ours replace, not duplicate, theirs), then the request id
 * and the protocol's own headers.
 */
export function upstreamHeaders(target: UpstreamTarget, own: Record<string, string>): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(target.headers ?? {})) headers[name.toLowerCase()] = value;
  headers['x-request-id'] = target.requestId;
  return { ...headers, ...own };
}

/** One response whose body is read exactly once, either whole or as server-sent events. */
export interface UpstreamResponse {
  status: number;
  /** The `content-type` header as sent, `application/octet-stream` when absent. */
  contentType: string;
  /** Lower-cased media type without parameters, for classification. */
  mediaType: string;
  readAll(): Promise<Buffer>;
  events(): AsyncGenerator<EventSourceMessage>;
}

export interface ExchangeRequest {
  endpoint: UpstreamEndpoint;
  headers: Record<string, string>;
  payload: unknown;
}

/**
 * POSTs a JSON payload and resolves when the response headers are in. Every failure, now or
 * while the body is read later, is one of the typed upstream errors.
 */
export async function openExchange(
  pools: UpstreamPools,
  target: UpstreamTarget,
  request: ExchangeRequest,
  signal: AbortSignal,
): Promise<UpstreamResponse> {
  const { timeouts } = target;
  const deadline = new ExchangeDeadline(timeouts.totalMs, signal);
  try {
    const pool = pools.get(request.endpoint.origin, timeouts.connectMs);
    const response = await pool.request({
      method: 'POST',
      path: request.endpoint.path,
      headers: { ...request.headers, 'content-type': 'application/json' },
      body: JSON.stringify(request.payload),
      signal: deadline.signal,
      headersTimeout: timeouts.headersMs,
      bodyTimeout: timeouts.bodyMs,
    });
    return new BoundedResponse(response, target.maxResponseBytes, deadline);
  } catch (err) {
    deadline.dispose();
    throw toUpstreamError(err, deadline);
  }
}

function headerValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

class BoundedResponse implements UpstreamResponse {
  readonly status: number;
  readonly contentType: string;
  readonly mediaType: string;
  readonly #body: ResponseBody;
  readonly #declaredLength: number;
  readonly #maxBytes: number;
  readonly #deadline: ExchangeDeadline;
  #bytes = 0;
  #consumed = false;

  constructor(response: Dispatcher.ResponseData, maxBytes: number, deadline: ExchangeDeadline) {
    this.status = response.statusCode;
    this.contentType = headerValue(response.headers['content-type']) ?? 'application/octet-stream';
    this.mediaType = (this.contentType.split(';')[0] ?? '').trim().toLowerCase();
    this.#declaredLength = Number(headerValue(response.headers['content-length']) ?? Number.NaN);
    this.#body = response.body;
    // A stream result may never be read; when the deadline then aborts it, its error event must
    // not become an uncaught exception. Readers still see the error through iteration.
    this.#body.on('error', ignoreError);
    this.#maxBytes = maxBytes;
    this.#deadline = deadline;
  }

  async readAll(): Promise<Buffer> {
    const parts: Buffer[] = [];
    try {
      for await (const chunk of this.#chunks()) parts.push(chunk);
      return Buffer.concat(parts, this.#bytes);
    } catch (err) {
      throw toUpstreamError(err, this.#deadline);
    } finally {
      this.#finish();
    }
  }

  async *events(): AsyncGenerator<EventSourceMessage> {
    const queue: EventSourceMessage[] = [];
    const parser = createParser({ onEvent: (event) => queue.push(event) });
    const decoder = new TextDecoder();
    try {
      for await (const chunk of this.#chunks()) {
        parser.feed(decoder.decode(chunk, { stream: true }));
        yield* drain(queue);
      }
      parser.feed(decoder.decode());
      // A last event without its blank line still counts: the body ended cleanly.
      parser.reset({ consume: true });
      yield* drain(queue);
    } catch (err) {
      throw toUpstreamError(err, this.#deadline);
    } finally {
      this.#finish();
    }
  }

  async *#chunks(): AsyncGenerator<Buffer> {
    if (this.#consumed) throw new Error('upstream body already consumed');
    this.#consumed = true;
    if (this.#declaredLength > this.#maxBytes) throw new UpstreamResponseTooLargeError(this.#maxBytes);
    for await (const chunk of this.#body) {
      const buffer: Buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk));
      this.#bytes += buffer.length;
      if (this.#bytes > this.#maxBytes) throw new UpstreamResponseTooLargeError(this.#maxBytes);
      yield buffer;
    }
  }

  /** Releases the socket (destroying an unread body) and the deadline timer. */
  #finish(): void {
    this.#deadline.dispose();
    if (!this.#body.readableEnded && !this.#body.destroyed) this.#body.destroy();
  }
}

function ignoreError(): void {}

function* drain(queue: EventSourceMessage[]): Generator<EventSourceMessage> {
  let event = queue.shift();
  while (event !== undefined) {
    yield event;
    event = queue.shift();
  }
}
