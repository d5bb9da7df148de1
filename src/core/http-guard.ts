import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type {
  FastifyError,
  FastifyHttpOptions,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
} from 'fastify';
import { BodyDeadlines, bodyTimedOut, bodyTimeoutError } from './body-deadline.js';
import { type ChannelMatrix, spliceDisclosure } from './channel.js';
import { ApiError, errorBody, isRetryable } from './errors.js';
import { checkJsonText, urlHasNul } from './json-guard.js';

/**
 * What reaches the service before its routes do: malformed HTTP, slow clients, bad URLs,
 * `Expect`, encodings and bodies it cannot take. Each is answered in the one error shape (with
 * `channel_disclosed` and a request id), as the contract asks of every response.
 */
export interface HttpGuardLimits {
  /** Deepest JSON nesting a body may have. */
  jsonDepth: number;
  /**
   * Time to receive a request's headers, and the whole request (a hard cap, streaming uploads
   * included), before it is shed (408).
   */
  headersTimeoutMs: number;
  requestReceiveMs: number;
  /**
   * Time to receive a body once the headers are in; a streaming upload must instead bring at
   * least `uploadMinBytesPerS` in each such window (408; src/core/body-deadline.ts).
   */
  bodyReceiveMs: number;
  uploadMinBytesPerS: number;
  /** How much of an oversized body is read (and dropped) so the client sees the 413. */
  drainBytes: number;
}

export interface HttpGuardDeps {
  channels: ChannelMatrix;
  limits: HttpGuardLimits;
  newRequestId: () => string;
}

/** The serialized error body, disclosure included, for answers written outside Fastify's reply. */
function bareBody(deps: HttpGuardDeps, err: ApiError, requestId: string): string {
  return spliceDisclosure(JSON.stringify(errorBody(err, requestId)), deps.channels.json('public'));
}

function bareHeaders(err: ApiError, requestId: string, body: string): Record<string, string> {
  return {
    'content-type': 'application/json; charset=utf-8',
    'content-length': String(Buffer.byteLength(body)),
    'x-request-id': requestId,
    'x-should-retry': String(isRetryable(err.code)),
    connection: 'close',
    ...err.headers,
  };
}

/** Node's parser refused the bytes (bad chunking, two Content-Lengths, header overflow, time-out). */
function clientErrorOf(code: string | undefined): ApiError {
  switch (code) {
    case 'HPE_HEADER_OVERFLOW':
      return new ApiError('headers_too_large');
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return new ApiError('request_timeout', 'The request was not received in time.');
    case 'HPE_INVALID_METHOD':
      return new ApiError('invalid_request', 'The request method is not recognised.');
    default:
      return new ApiError('invalid_request', 'The request is not valid HTTP/1.1.');
  }
}

function writeRaw(socket: Socket, deps: HttpGuardDeps, err: ApiError): void {
  const id = deps.newRequestId();
  const body = bareBody(deps, err, id);
  const head = Object.entries(bareHeaders(err, id, body))
    .map(([k, v]) => `${k}: ${v}\r\n`)
    .join('');
  const reason = err.status === 431 ? 'Request Header Fields Too Large' : 'Error';
  socket.end(`HTTP/1.1 ${err.status} ${reason}\r\n${head}\r\n${body}`);
}

/** Server options: time-outs that shed slow clients, and the shapes of pre-routing failures. */
export function httpGuardOptions(
  deps: HttpGuardDeps,
): Pick<FastifyHttpOptions<Server>, 'http' | 'requestTimeout' | 'clientErrorHandler' | 'frameworkErrors'> {
  const { headersTimeoutMs, requestReceiveMs } = deps.limits;
  return {
    http: {
      headersTimeout: headersTimeoutMs,
      requestTimeout: requestReceiveMs,
      // How often Node looks for expired requests; the shedding delay is at most this much late.
      connectionsCheckingInterval: Math.max(Math.min(headersTimeoutMs, 30_000) / 2, 50),
    },
    requestTimeout: requestReceiveMs,
    clientErrorHandler(err: Error & { code?: string }, socket: Socket) {
      if (err.code === 'ECONNRESET' || socket.destroyed) return;
      const inFlight = (socket as { _httpMessage?: { headersSent?: boolean } })._httpMessage;
      if (socket.writable && inFlight?.headersSent !== true) writeRaw(socket, deps, clientErrorOf(err.code));
      socket.destroy();
    },
    frameworkErrors(err: FastifyError, req: FastifyRequest, reply: FastifyReply) {
      const apiErr =
        err.code === 'FST_ERR_MAX_PARAM_LENGTH'
          ? new ApiError('uri_too_long')
          : new ApiError('invalid_request', 'The request URL is malformed.');
      const body = bareBody(deps, apiErr, req.id);
      reply.hijack();
      reply.raw.writeHead(apiErr.status, bareHeaders(apiErr, req.id, body)).end(body);
    },
  };
}

/** Requests that sent `Expect: 100-continue` and have not been told to go on yet. */
const awaitingContinue = new WeakSet<IncomingMessage>();

function answerExpectation(deps: HttpGuardDeps, res: ServerResponse): void {
  const err = new ApiError('expectation_failed');
  const id = deps.newRequestId();
  const body = bareBody(deps, err, id);
  res.writeHead(err.status, bareHeaders(err, id, body)).end(body);
}

/** Reads and drops what is left of a request body, up to `maxBytes`; true when it all came. */
function drain(raw: IncomingMessage, maxBytes: number): Promise<boolean> {
  if (raw.readableEnded || raw.destroyed) return Promise.resolve(raw.readableEnded);
  return new Promise((resolve) => {
    let seen = 0;
    const finish = (whole: boolean) => {
      raw.off('data', onData).off('end', onEnd).off('error', onError).off('close', onError);
      resolve(whole);
    };
    const onData = (chunk: Buffer) => {
      seen += chunk.length;
      if (seen > maxBytes) {
        raw.pause();
        finish(false);
      }
    };
    const onEnd = () => finish(true);
    const onError = () => finish(false);
    raw.on('data', onData).on('end', onEnd).on('error', onError).on('close', onError);
    raw.resume();
  });
}

/**
 * Before an error answer: a client still uploading would see its connection reset (EPIPE) rather
 * than the answer, so the rest of the body is read and dropped, up to a bound; past the bound, or
 * when the client waits for `100 Continue` that never came, the connection closes after the answer.
 */
export async function settleUnreadBody(req: FastifyRequest, reply: FastifyReply, drainBytes: number) {
  if (awaitingContinue.has(req.raw) || bodyTimedOut(req.raw)) {
    reply.header('connection', 'close');
    return;
  }
  if (req.raw.readableEnded) return;
  if (!(await drain(req.raw, drainBytes))) reply.header('connection', 'close');
}

function isJsonRoute(req: FastifyRequest): boolean {
  return req.route?.rawJson === true;
}

/** Content parsing and the checks that come before any route code. */
export function installHttpGuard(app: FastifyInstance, deps: HttpGuardDeps): void {
  const { jsonDepth } = deps.limits;
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser(['application/json', 'text/plain']);
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    const text = body as string;
    try {
      checkJsonText(text, jsonDepth);
    } catch (err) {
      done(err as Error, undefined);
      return;
    }
    if (isJsonRoute(req)) req.rawJson = text;
    parseJson(req, text, done);
  });

  app.server.on('checkExpectation', (_req: IncomingMessage, res: ServerResponse) =>
    answerExpectation(deps, res),
  );
  app.server.on('checkContinue', (req: IncomingMessage, res: ServerResponse) => {
    awaitingContinue.add(req);
    app.server.emit('request', req, res);
  });

  // A body still arriving is held to its bound, whoever reads it (or drains it before an error).
  const deadlines = new BodyDeadlines(
    { bodyReceiveMs: deps.limits.bodyReceiveMs, uploadMinBytesPerS: deps.limits.uploadMinBytesPerS },
    (res, err, id) => {
      const body = bareBody(deps, err, id);
      res.writeHead(err.status, bareHeaders(err, id, body)).end(body);
    },
  );
  app.addHook('onClose', (_app, done) => {
    deadlines.stop();
    done();
  });

  // A request that reaches a closing instance: 503, and a load balancer may try another one.
  let closing = false;
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });

  app.addHook('onRequest', (req, reply, done) => {
    deadlines.watch(req, reply);
    if (closing) {
      reply.header('connection', 'close');
      done(new ApiError('dependency_unavailable', 'This instance is shutting down; retry the request.'));
      return;
    }
    const encoding = req.headers['content-encoding'];
    if (encoding !== undefined && encoding.trim().toLowerCase() !== 'identity') {
      done(
        new ApiError(
          'unsupported_media_type',
          `Content-Encoding "${encoding}" is not supported; send the body as is.`,
        ),
      );
      return;
    }
    if (urlHasNul(req.url)) {
      done(
        new ApiError('invalid_parameter', 'The URL contains a NUL character (%00), which cannot be stored.'),
      );
      return;
    }
    done();
  });

  // The route admitted the request (authenticated, within its limits): now the client may upload.
  app.addHook('preParsing', (req, reply, payload, done) => {
    // Past its bound before anyone read it (a slow authentication, say): refused here.
    if (bodyTimedOut(req.raw)) return done(bodyTimeoutError());
    if (!awaitingContinue.has(req.raw)) return done(null, payload);
    const length = Number(req.headers['content-length']);
    if (length > (req.routeOptions.bodyLimit ?? Number.POSITIVE_INFINITY)) {
      done(new ApiError('body_too_large'));
      return;
    }
    awaitingContinue.delete(req.raw);
    reply.raw.writeContinue();
    deadlines.restart(req.raw);
    done(null, payload);
  });
}
