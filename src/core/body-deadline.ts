import type { IncomingMessage, ServerResponse } from 'node:http';
import { performance } from 'node:perf_hooks';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from './errors.js';

/**
 * How long a client may take to send a request body. Node bounds the headers
 * (`VGATE_HEADERS_TIMEOUT_MS`) but, per server, only the whole request, which a streaming upload
 * of gigabytes legitimately outlasts; so bodies are bounded here, per request:
 *
 * - a buffered body (every route but a streaming upload) must arrive whole within
 *   `bodyReceiveMs` of its headers;
 * - a streaming upload (a route with `config.streamingBody`, `POST /v1/scan/artifact`) has no
 *   overall deadline, but each `bodyReceiveMs` window must bring at least `uploadMinBytesPerS`
 *   on average: a steady upload goes on for as long as it takes, a trickle or a stall does not.
 *
 * Past its bound the request is answered 408 `request_timeout` and its connection closed. No
 * per-chunk work: a request whose body is still arriving when its route is found is kept in a
 * map, and one timer (running only while the map is not empty) compares the socket's byte count.
 */
export interface BodyDeadlineLimits {
  bodyReceiveMs: number;
  uploadMinBytesPerS: number;
}

interface Pending {
  req: FastifyRequest;
  reply: FastifyReply;
  /** Start of the current window, and the socket's byte count then. */
  windowStart: number;
  windowBytes: number;
  /** When the bound was passed (0: not yet). */
  expiredAt: number;
}

/** Requests past their body bound: their error answer closes the connection without a drain. */
const expired = new WeakSet<IncomingMessage>();
/** Streaming uploads being read through `watchedUpload`: how to fail their reader. */
const uploadFailures = new WeakMap<IncomingMessage, (err: Error) => void>();

/** After the 408 was handed to whoever reads the body, how long it may take to go out. */
const GRACE_MS = 1_000;

export function bodyTimedOut(raw: IncomingMessage): boolean {
  return expired.has(raw);
}

/** The 408 of a body past its bound; it closes the connection (the rest of the body is not read). */
export function bodyTimeoutError(message = 'The request body was not received in time.'): ApiError {
  return new ApiError('request_timeout', message, { headers: { connection: 'close' } });
}

/** Writes an error answer straight on the response (the guard's bare error shape). */
export type BareAnswer = (res: ServerResponse, err: ApiError, requestId: string) => void;

function hasBody(raw: IncomingMessage): boolean {
  const length = raw.headers['content-length'];
  return (length !== undefined && length !== '0') || raw.headers['transfer-encoding'] !== undefined;
}

export class BodyDeadlines {
  readonly #limits: BodyDeadlineLimits;
  readonly #answer: BareAnswer;
  readonly #now: () => number;
  readonly #pending = new Map<IncomingMessage, Pending>();
  readonly #intervalMs: number;
  #timer: NodeJS.Timeout | null = null;
  /** One listener for every watched body (called with the body as `this`): no closure per request. */
  readonly #ended: (this: IncomingMessage) => void;

  constructor(limits: BodyDeadlineLimits, answer: BareAnswer, now: () => number = () => performance.now()) {
    this.#limits = limits;
    this.#answer = answer;
    this.#now = now;
    const pending = this.#pending;
    this.#ended = function (this: IncomingMessage) {
      pending.delete(this);
    };
    // Checked 20 times per bound (at most every 500 ms), and expired up to one check early: the
    // connection never outlives its bound.
    this.#intervalMs = Math.min(Math.max(Math.floor(limits.bodyReceiveMs / 20), 10), 500);
  }

  /**
   * At `onRequest`: watches a body that is still arriving (a real socket only, not `inject`),
   * until it has been read to its end (or the sweep finds it complete or its socket gone).
   */
  watch(req: FastifyRequest, reply: FastifyReply): void {
    const raw = req.raw;
    if (raw.complete !== false || !hasBody(raw)) return;
    const socket = raw.socket;
    if (!socket || socket.destroyed) return;
    raw.on('end', this.#ended);
    this.#pending.set(raw, {
      req,
      reply,
      windowStart: this.#now(),
      windowBytes: socket.bytesRead,
      expiredAt: 0,
    });
    if (this.#timer === null) {
      this.#timer = setInterval(() => this.sweep(), this.#intervalMs);
      this.#timer.unref();
    }
  }

  /** The body starts only now (after `100 Continue`): so does its bound. */
  restart(raw: IncomingMessage): void {
    const p = this.#pending.get(raw);
    if (p?.expiredAt !== 0) return;
    p.windowStart = this.#now();
    p.windowBytes = raw.socket?.bytesRead ?? p.windowBytes;
  }

  get size(): number {
    return this.#pending.size;
  }

  sweep(): void {
    const now = this.#now();
    for (const [raw, p] of this.#pending) {
      const socket = raw.socket;
      if (raw.complete || raw.destroyed || !socket || socket.destroyed) {
        this.#pending.delete(raw);
        continue;
      }
      if (p.expiredAt !== 0) {
        if (now - p.expiredAt >= GRACE_MS) {
          this.#pending.delete(raw);
          this.#closeNow(p);
        }
        continue;
      }
      if (now - p.windowStart < this.#limits.bodyReceiveMs - this.#intervalMs) continue;
      const streaming = p.req.routeOptions.config?.streamingBody === true;
      if (streaming) {
        const minBytes = (this.#limits.uploadMinBytesPerS * (now - p.windowStart)) / 1000;
        if (socket.bytesRead - p.windowBytes >= minBytes) {
          p.windowStart = now;
          p.windowBytes = socket.bytesRead;
          continue;
        }
      }
      p.expiredAt = now;
      const seconds = this.#limits.bodyReceiveMs / 1000;
      this.#expire(
        raw,
        p,
        streaming
          ? bodyTimeoutError(
              `The upload sent fewer than ${this.#limits.uploadMinBytesPerS} bytes per second over ${seconds} s.`,
            )
          : bodyTimeoutError(`The request body was not received within ${seconds} s.`),
      );
    }
    if (this.#pending.size === 0) this.stop();
  }

  stop(): void {
    if (this.#timer !== null) clearInterval(this.#timer);
    this.#timer = null;
  }

  /**
   * Fails whoever reads the body with the 408, so that the error handler answers it (in the one
   * error shape, logged like any answer) and closes the connection: the reader of a streaming
   * upload, Fastify's body parser, or the drain before an error answer (which then answers its
   * own error and closes). Nobody reading yet: the body hook refuses it when it gets there.
   */
  #expire(raw: IncomingMessage, p: Pending, err: ApiError): void {
    expired.add(raw);
    if (p.reply.raw.headersSent) {
      // Answered already, the rest of the body is being discarded: only the connection is left.
      this.#pending.delete(raw);
      raw.socket?.destroy();
      return;
    }
    const fail = uploadFailures.get(raw);
    if (fail) fail(err);
    else if (raw.listenerCount('error') > 0) raw.emit('error', err);
  }

  /** The 408 did not go out within the grace period: write it here (if still possible) and close. */
  #closeNow(p: Pending): void {
    const res = p.reply.raw;
    const socket = p.req.raw.socket;
    if (res.headersSent || !socket) {
      socket?.destroy();
      return;
    }
    res.once('finish', () => socket.destroy());
    this.#answer(res, bodyTimeoutError(), p.req.id);
  }
}

/**
 * A streaming upload's body, read through its deadline: past the bound, the next read fails with
 * the 408 (the socket stays up, so the answer can still be written). Other failures pass as they
 * come. One `Promise.race` per chunk; only the artifact route reads its body this way.
 */
export function watchedUpload(
  raw: IncomingMessage,
  source: AsyncIterable<Uint8Array>,
): AsyncIterable<Uint8Array> {
  let failed: Error | null = null;
  // The reject of the read in flight only. (A `Promise.race` of each read with one long-lived
  // "stopped" promise left a reaction on it per chunk, and through it every chunk read: a 1 GiB
  // upload held 1 GiB.)
  let pending: ((err: Error) => void) | null = null;
  uploadFailures.set(raw, (err) => {
    failed = err;
    pending?.(err);
  });
  const it = source[Symbol.asyncIterator]();
  const read = (): Promise<IteratorResult<Uint8Array>> =>
    new Promise((resolve, reject) => {
      pending = reject;
      it.next().then(
        (result) => {
          pending = null;
          resolve(result);
        },
        (err: unknown) => {
          pending = null;
          reject(err);
        },
      );
    });
  const iterator: AsyncIterator<Uint8Array> = {
    next: () => (failed ? Promise.reject(failed) : read()),
    return: async () => {
      // After the 408 the source is left alone: returning it would destroy the socket the
      // answer still has to go out on.
      if (!failed) await it.return?.();
      return { done: true, value: undefined };
    },
  };
  return { [Symbol.asyncIterator]: () => iterator };
}
