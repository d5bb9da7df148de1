import { createParser, type EventSourceMessage } from 'eventsource-parser';
import type { Dispatcher } from 'undici';
import { UpstreamResponseTooLargeError, UpstreamTransportError } from '../errors.js';
import type { UpstreamTarget } from '../types.js';
import { type AbortTarget, ExchangeDeadline } from './deadline.js';
import { toUpstreamError } from './transport-errors.js';
import type { UpstreamPools } from './upstream-pools.js';

export interface UpstreamEndpoint {
  origin: string;
  path: string;
}

/**
 * Joins a configured base URL and an API path. Query and fragment are dropped: they are not part
 * of either protocol and would otherwise hide a key in a logged path.
 */
export function resolveEndpoint(baseUrl: string, apiPath: string): UpstreamEndpoint {
  const key = `${baseUrl} ${apiPath}`;
  let endpoint = endpoints.get(key);
  if (endpoint === undefined) {
    endpoint = Object.freeze(parseEndpoint(baseUrl, apiPath));
    if (endpoints.size >= 1_000) endpoints.clear();
    endpoints.set(key, endpoint);
  }
  return endpoint;
}

/** Parsed endpoints by base URL and path: the configured URLs are few and parsed once. */
const endpoints = new Map<string, UpstreamEndpoint>();

function parseEndpoint(baseUrl: string, apiPath: string): UpstreamEndpoint {
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
  if (target.headers !== undefined) {
    for (const name in target.headers) {
      const value = target.headers[name];
      if (value !== undefined) headers[name.toLowerCase()] = value;
    }
  }
  headers['x-request-id'] = target.requestId;
  for (const name in own) headers[name] = own[name] as string;
  // The exchange adds its own content-type; an operator's would be a duplicate.
  headers['content-type'] = 'application/json';
  return headers;
}

/** One response whose body is read exactly once, either whole or as server-sent events. */
export interface UpstreamResponse {
  status: number;
  /** The `content-type` header as sent, `application/octet-stream` when absent. */
  contentType: string;
  /** Lower-cased media type without parameters, for classification. */
  mediaType: string;
  /** The upstream's retry advice (`retry-after`, `x-ratelimit-*`), passed on with its errors. */
  retryHeaders: Record<string, string>;
  readAll(): Promise<Buffer>;
  events(): AsyncGenerator<EventSourceMessage>;
  /** The stream's events read by `reader` as they are parsed (see {@link EventReader}). */
  read<T>(reader: EventReader<T>): AsyncGenerator<T>;
}

/** Returned by an {@link EventReader} for an event that yields nothing. */
export const SKIP: unique symbol = Symbol('skip');
/** Returned by an {@link EventReader} for the event that ends the stream (`[DONE]`). */
export const END: unique symbol = Symbol('end');

/**
 * Reads a stream's events one by one, synchronously, as they are parsed: one generator step per
 * result instead of a generator over the events and another over the results (a stream has
 * hundreds of events, each a few microseconds). `end` runs when the body ends without `END`.
 */
export interface EventReader<T> {
  read(event: EventSourceMessage): T | typeof SKIP | typeof END;
  end(): void;
}

const EVERY_EVENT: EventReader<EventSourceMessage> = { read: (event) => event, end: () => undefined };

export interface ExchangeRequest {
  endpoint: UpstreamEndpoint;
  /** From `upstreamHeaders` (which sets the JSON content type). */
  headers: Record<string, string>;
  /** The JSON body, serialised here unless `json` already holds its text. */
  payload: unknown;
  json?: string;
}

/**
 * POSTs a JSON payload and resolves when the response headers are in. Every failure, now or
 * while the body is read later, is one of the typed upstream errors.
 *
 * Built on undici's `dispatch` handler API rather than `request()`: the body arrives as plain
 * buffers (no stream object, no async iterator over it) and the exchange is cancelled through the
 * handler's controller (no AbortController per call). This is the gateway's hottest path.
 */
export function openExchange(
  pools: UpstreamPools,
  target: UpstreamTarget,
  request: ExchangeRequest,
  signal: AbortSignal,
): Promise<UpstreamResponse> {
  const { timeouts } = target;
  return new Promise<UpstreamResponse>((resolve, reject) => {
    let pool: ReturnType<UpstreamPools['get']>;
    try {
      pool = pools.get(request.endpoint.origin, timeouts.connectMs);
    } catch (err) {
      reject(err);
      return;
    }
    const exchange = new Exchange(target, signal, resolve, reject);
    pool.dispatch(
      {
        method: 'POST',
        path: request.endpoint.path,
        headers: request.headers,
        body: request.json ?? JSON.stringify(request.payload),
        headersTimeout: timeouts.headersMs,
        bodyTimeout: timeouts.bodyMs,
      },
      exchange,
    );
  });
}

function headerValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** Headers that tell a client when it may try again; SDKs read them to pace their retries. */
function retryAdvice(headers: Record<string, string | string[] | undefined>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    const lower = name.toLowerCase();
    const v = headerValue(value);
    if (v === undefined) continue;
    if (lower === 'retry-after' || lower === 'retry-after-ms' || lower.startsWith('x-ratelimit-'))
      out[lower] = v;
  }
  return out;
}

/** Chunks a stream reader may fall behind by before the upstream socket is paused. */
const STREAM_HIGH_WATER = 64;

/**
 * One exchange: undici's handler on one side, the `UpstreamResponse` its reader sees on the
 * other. Chunks queue until read; a stream reader that falls behind pauses the socket. The
 * response bound is enforced as bytes arrive, whether or not anyone reads them yet.
 */
class Exchange implements UpstreamResponse, Dispatcher.DispatchHandler, AbortTarget {
  status = 0;
  contentType = 'application/octet-stream';
  mediaType = 'application/octet-stream';
  retryHeaders: Record<string, string> = {};
  readonly #maxBytes: number;
  readonly #deadline: ExchangeDeadline;
  #opened: { resolve: (r: UpstreamResponse) => void; reject: (e: Error) => void } | null;
  #controller: Dispatcher.DispatchController | null = null;
  #pendingAbort: Error | null = null;
  #declaredLength = Number.NaN;
  #chunks: Buffer[] = [];
  #bytes = 0;
  #ended = false;
  #error: Error | null = null;
  #wake: (() => void) | null = null;
  #consumed = false;
  #streaming = false;

  constructor(
    target: UpstreamTarget,
    signal: AbortSignal,
    resolve: (r: UpstreamResponse) => void,
    reject: (e: Error) => void,
  ) {
    this.#maxBytes = target.maxResponseBytes;
    this.#opened = { resolve, reject };
    this.#deadline = new ExchangeDeadline(target.timeouts.totalMs, signal, this);
  }

  abortExchange(reason: Error): void {
    this.#abort(reason);
  }

  // --- undici's side -----------------------------------------------------------------------

  onRequestStart(controller: Dispatcher.DispatchController): void {
    this.#controller = controller;
    if (this.#pendingAbort !== null) controller.abort(this.#pendingAbort);
  }

  onResponseStart(
    _controller: Dispatcher.DispatchController,
    statusCode: number,
    headers: Record<string, string | string[] | undefined>,
  ): void {
    if (statusCode < 200) return; // 1xx informational: the real head follows
    this.status = statusCode;
    this.contentType = headerValue(headers['content-type']) ?? 'application/octet-stream';
    this.mediaType = (this.contentType.split(';')[0] ?? '').trim().toLowerCase();
    this.#declaredLength = Number(headerValue(headers['content-length']) ?? Number.NaN);
    if (statusCode > 299) this.retryHeaders = retryAdvice(headers);
    const opened = this.#opened;
    this.#opened = null;
    opened?.resolve(this);
  }

  onResponseData(controller: Dispatcher.DispatchController, chunk: Buffer): void {
    this.#bytes += chunk.length;
    if (this.#bytes > this.#maxBytes) {
      this.#abort(new UpstreamResponseTooLargeError(this.#maxBytes));
      return;
    }
    this.#chunks.push(chunk);
    if (this.#streaming && this.#chunks.length >= STREAM_HIGH_WATER) controller.pause();
    this.#notify();
  }

  onResponseEnd(): void {
    this.#ended = true;
    this.#deadline.dispose();
    this.#notify();
  }

  onResponseError(_controller: Dispatcher.DispatchController | undefined, err: Error): void {
    const error = toUpstreamError(err, this.#deadline);
    this.#deadline.dispose();
    const opened = this.#opened;
    this.#opened = null;
    if (opened !== null) opened.reject(error);
    else this.#error ??= error;
    this.#notify();
  }

  // --- the reader's side -------------------------------------------------------------------

  async readAll(): Promise<Buffer> {
    this.#claim();
    try {
      while (!this.#ended) {
        if (this.#error !== null) throw this.#error;
        await this.#next();
      }
      return this.#chunks.length === 1 && this.#chunks[0]
        ? this.#chunks[0]
        : Buffer.concat(this.#chunks, this.#bytes);
    } finally {
      this.#finish();
    }
  }

  events(): AsyncGenerator<EventSourceMessage> {
    return this.read(EVERY_EVENT);
  }

  async *read<T>(reader: EventReader<T>): AsyncGenerator<T> {
    this.#claim();
    this.#streaming = true;
    const queue: EventSourceMessage[] = [];
    const parser = createParser({ onEvent: (event) => queue.push(event) });
    const decoder = new TextDecoder();
    try {
      for (let open = true; open; ) {
        const chunk = this.#chunks.shift();
        if (chunk !== undefined) {
          if (this.#chunks.length === 0) this.#controller?.resume();
          parser.feed(decoder.decode(chunk, { stream: true }));
        } else if (this.#error !== null) throw this.#error;
        else if (this.#ended) {
          parser.feed(decoder.decode());
          // A last event without its blank line still counts: the body ended cleanly.
          parser.reset({ consume: true });
          open = false;
        } else await this.#next();
        for (let event = queue.shift(); event !== undefined; event = queue.shift()) {
          const r = reader.read(event);
          if (r === END) return;
          if (r !== SKIP) yield r;
        }
      }
      reader.end();
    } finally {
      this.#finish();
    }
  }

  #claim(): void {
    if (this.#consumed) throw new Error('upstream body already consumed');
    this.#consumed = true;
    if (this.#declaredLength > this.#maxBytes) {
      const error = new UpstreamResponseTooLargeError(this.#maxBytes);
      this.#abort(error);
      throw error;
    }
  }

  #next(): Promise<void> {
    return new Promise<void>((resolve) => {
      this.#wake = resolve;
    });
  }

  #notify(): void {
    const wake = this.#wake;
    this.#wake = null;
    wake?.();
  }

  /** Ends the exchange with `reason` (or records it until undici hands over the controller). */
  #abort(reason: Error): void {
    if (this.#ended || this.#error !== null) return;
    if (this.#controller === null) this.#pendingAbort = reason;
    else this.#controller.abort(reason);
  }

  /** Releases the socket (aborting an unread body) and the deadline timer. */
  #finish(): void {
    this.#deadline.dispose();
    if (!this.#ended && this.#error === null) this.#abort(new Error('upstream body abandoned'));
  }
}
