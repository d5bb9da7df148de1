import { performance } from 'node:perf_hooks';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type ChannelMatrix, spliceDisclosure } from '../../core/channel.js';
import { ApiError, errorBody } from '../../core/errors.js';
import { answerParts, choiceIndex, completionToChunks } from './assemble.js';
import type { ChatGateway, PreparedChat } from './chat.js';
import type { Dispatched } from './dispatch.js';
import { refusedCallsError, refusedNames } from './egress.js';
import { UpstreamError, UpstreamProtocolError } from './providers/errors.js';
import type { ChatCompletion, ChatCompletionChunk } from './providers/index.js';
import { renamedText } from './providers/json-text.js';
import { MAX_BATCH_CHARS, StreamJudge } from './stream-judge.js';

/**
 * Where a streamed chat answer goes, chunk by chunk: the chat route's own event stream
 * (`SseWriter`), or a translation into another API's events (Responses, Anthropic Messages).
 */
export interface ChunkSink {
  start(extraHeaders: Record<string, string>): void;
  chunk(c: ChatCompletionChunk, model?: string, unjudged?: boolean): void;
  push(): void;
  fail(err: ApiError): void;
  done(): void;
}

/**
 * Server-sent events for streamed answers. The reply is taken over (hijacked) so chunks flow as
 * they come; headers already decided (request id, rate limits) are carried over, and the channel
 * is disclosed in the `X-Service-Channel` header and as a field of the first chunk.
 */
export class SseWriter implements ChunkSink {
  private first = true;
  private ended = false;

  constructor(
    private readonly req: FastifyRequest,
    private readonly reply: FastifyReply,
    private readonly channels: ChannelMatrix,
  ) {}

  start(extraHeaders: Record<string, string>): void {
    const disclosure = this.channels.json('gateway', this.req.upstreamProvider);
    const headers: Record<string, string> = {};
    for (const [k, v] of Object.entries(this.reply.getHeaders())) if (v !== undefined) headers[k] = String(v);
    this.reply.hijack();
    this.reply.raw.writeHead(200, {
      ...headers,
      ...extraHeaders,
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
      'x-service-channel': disclosure,
    });
  }

  /**
   * Writes one chunk, its model renamed to `model` when given. An unjudged chunk (`unjudged`: the
   * plan judges nothing) parsed from an upstream stream goes out as the upstream's own text with
   * only the model renamed, as an unjudged JSON answer does (`renamedText`), instead of being
   * serialised again. A judged chunk is always serialised: the client must read exactly what the
   * verdict read, and text with a duplicate key reads differently in different parsers. The first
   * chunk carries the channel disclosure as its first member.
   */
  chunk(c: ChatCompletionChunk, model?: string, unjudged = false): void {
    if (this.ended) return;
    const first = this.first;
    this.first = false;
    const own = unjudged && model !== undefined ? renamedText(c, model) : null;
    const text = own ?? JSON.stringify(model === undefined ? c : { ...c, model });
    // An upstream chunk carries no disclosure of its own (the translators drop it).
    const body = first
      ? spliceDisclosure(text, this.channels.json('gateway', this.req.upstreamProvider))
      : text;
    this.reply.raw.write(`data: ${body}\n\n`);
    // The first chunk (with the headers) leaves at once: the client's first byte must not wait
    // for the chunks the same run of promise jobs forwards or holds after it.
    if (first) this.push();
  }

  /**
   * Sends what was written so far now. Node corks a response's socket at its first write of a tick
   * and uncorks it on the next tick, but a stream whose upstream chunks are already buffered is
   * forwarded in one run of promise jobs (judging included), so the next tick, and with it the
   * first byte, would wait for the whole buffered stream.
   */
  push(): void {
    const socket = this.reply.raw.socket;
    if (socket?.writableCorked) socket.uncork();
  }

  /** Ends the stream with a gateway error event, then `[DONE]` (DESIGN: Streaming enforcement). */
  fail(err: ApiError): void {
    if (this.ended) return;
    this.reply.raw.write(`data: ${JSON.stringify(errorBody(err, this.req.id))}\n\n`);
    this.done();
  }

  done(): void {
    if (this.ended) return;
    this.ended = true;
    this.reply.raw.end('data: [DONE]\n\n');
  }

  /**
   * Writes one named event of another API's stream (Responses, Anthropic Messages), whose
   * translating sink carries the channel in the `X-Service-Channel` header only.
   */
  event(name: string, data: unknown): void {
    this.eventJson(name, JSON.stringify(data));
  }

  /**
   * `event` with the data's JSON text already written (one line): the translating sinks write
   * their per-delta events from a template instead of building and serialising an object each.
   */
  eventJson(name: string, json: string): void {
    if (this.ended) return;
    const first = this.first;
    this.first = false;
    this.reply.raw.write(`event: ${name}\ndata: ${json}\n\n`);
    if (first) this.push();
  }

  /** Ends a stream of named events (no `[DONE]`: those APIs end with their own last event). */
  end(): void {
    if (this.ended) return;
    this.ended = true;
    this.reply.raw.end();
  }
}

/** Maps a mid-stream upstream failure to the error event the client gets. */
export function streamFailure(err: unknown): ApiError {
  if (err instanceof ApiError) return err;
  if (err instanceof UpstreamError) {
    if (err.name === 'UpstreamTimeoutError') return new ApiError('upstream_timeout');
    if (err.name === 'UpstreamResponseTooLargeError') return new ApiError('upstream_response_too_large');
    if (err.name === 'UpstreamTransportError')
      return new ApiError('upstream_unreachable', 'The upstream stream broke.');
    if (err.name === 'UpstreamAbortedError') return new ApiError('request_timeout');
  }
  return new ApiError('upstream_bad_response', 'The upstream stream failed.');
}

/** Replays a whole, already enforced answer as SSE (the downgraded path). */
export function replay(
  w: ChunkSink,
  c: ChatCompletion,
  withUsage: boolean,
  headers: Record<string, string>,
): void {
  w.start(headers);
  for (const chunk of completionToChunks(c, withUsage)) w.chunk(chunk);
  w.done();
}

/**
 * Judged text kept back from the client: a secret that is still arriving looks harmless until
 * its tail is in, so the last characters wait for the next check (most tokens are shorter).
 */
const HOLD_BACK_CHARS = 64;

/**
 * Forwards a live stream while the egress enforcer judges the answer incrementally. Chunks
 * are held until the text they add has been judged (plus a short hold-back), so a violating chunk
 * never reaches the client; a violation ends the stream with an error event.
 */
export async function forwardIncremental(
  w: ChunkSink,
  gateway: ChatGateway,
  p: PreparedChat,
  d: Dispatched,
  chunks: AsyncIterable<ChatCompletionChunk>,
  headers: Record<string, string>,
  /** Stops the upstream call (the stream is not read to its end, e.g. after a violation). */
  stopUpstream: () => void,
): Promise<void> {
  w.start(headers);
  const judge = new StreamJudge(p.egress);
  /** Chunks not yet sent (the model renamed when sent), each with the answer length once it is included. */
  const held: Array<{ chunk: ChatCompletionChunk; end: number }> = [];
  let usage: ChatCompletionChunk['usage'];
  let outcome: 'ALLOW' | 'REDACT' | 'BLOCK' = 'ALLOW';
  /** Flags raised by any check of the answer, counted once when the stream ends. */
  const flags = new Set<string>();
  let accounted = false;
  /** Settles the hold and meters the call, once (metering never fails a stream that was answered). */
  const account = async (): Promise<void> => {
    if (accounted) return;
    accounted = true;
    await gateway.accounting
      .settle(p, d, usage ?? undefined, judge.text.length + sent)
      .catch(() => undefined);
    try {
      await gateway.accounting.meter(p, d, usage ?? undefined);
    } catch {
      // metering never fails a stream that was answered
    }
  };
  const flush = async (final: boolean): Promise<boolean> => {
    const started = performance.now();
    // What was released goes out before the CPU is spent judging: Node uncorks the socket only
    // on the next tick, which a buffered stream's promise jobs would hold back. Between checks,
    // writes stay corked and leave together.
    if (judge.due || final) w.push();
    const pending = judge.judge(final);
    if (pending !== null) {
      const verdict = await pending;
      const action = verdict.judged?.decision.action ?? 'ALLOW';
      for (const f of verdict.judged?.detection.flags ?? []) flags.add(f);
      if (action === 'BLOCK' || (action === 'REDACT' && outcome === 'ALLOW')) outcome = action;
      if (verdict.violation) {
        const judged = verdict.judged;
        w.fail(judged ? await gateway.outputBlocked(p, judged, started) : new ApiError('output_blocked'));
        return false;
      }
    }
    const checked = judge.checked;
    // Sent: chunks whose text is judged and, mid-stream, older than the hold-back. A chunk that
    // adds no text (the role chunk) goes at once when nothing is waiting before it.
    const releasable = Math.max(final ? checked : checked - HOLD_BACK_CHARS, 0);
    let n = 0;
    while (n < held.length && (held[n]?.end ?? releasable + 1) <= releasable) n += 1;
    for (const h of held.splice(0, n)) w.chunk(h.chunk, p.requested);
    return true;
  };
  const it = chunks[Symbol.asyncIterator]();
  const inert = p.egress.inert;
  /** Answer characters forwarded unjudged (an inert plan). */
  let sent = 0;
  /** When the pending check became due (a burst is batched for at most BATCH_WAIT_MS after). */
  let dueAt: number | undefined;
  let finished = false;
  try {
    for (let next = it.next(); ; ) {
      const r = await next;
      if (r.done) {
        finished = true;
        break;
      }
      const c = r.value;
      next = it.next();
      if (c.usage) usage = c.usage;
      if (c.choices.length === 0 && c.usage && !p.clientWantsUsage) continue; // we asked for it, not the client
      // A call the upstream makes unasked (the request offered no tools, or it would be buffered)
      // still meets the policy's tool lists, as soon as its name is in.
      const refused = refusedCalls(c, p);
      if (refused !== null) {
        outcome = 'BLOCK';
        flags.add('UNSAFE_TOOL_CALL');
        w.fail(refusedCallsError(refused));
        return;
      }
      if (inert) {
        // Nothing can be refused: chunks go as they come, the answer's length counted for billing.
        for (const ch of c.choices) if (typeof ch.delta.content === 'string') sent += ch.delta.content.length;
        w.chunk(c, p.requested, true);
        continue;
      }
      appendAnswerText(judge, c);
      held.push({ chunk: c, end: judge.text.length });
      // A check is due, but more of the answer arrives within a millisecond of it (a burst): judge
      // it with what follows, one check for the burst instead of one per 48 characters, holding
      // no text more than BATCH_WAIT_MS longer. A stream whose tokens come apart (a model writing
      // a token every few milliseconds) is judged as they come.
      if (judge.due) {
        dueAt ??= performance.now();
        const wait = BATCH_WAIT_MS - (performance.now() - dueAt);
        if (judge.pending < MAX_BATCH_CHARS && wait > 0 && (await arrivesWithin(next, wait))) continue;
      }
      dueAt = undefined;
      if (!(await flush(false))) return;
    }
    if (!(await flush(true))) return;
    // Charged and metered before the end is written: a client that read `[DONE]` left a durable
    // charge and usage row behind, whatever happens to this process next.
    await account();
    w.done();
  } catch (err) {
    // Text judged clean is still sent before the error event; unjudged text never is.
    await flush(true).catch(() => false);
    w.fail(streamFailure(err));
  } finally {
    // Counted before anything is awaited: the client may have read the end already.
    gateway.accounting.countOutputVerdict(outcome, flags);
    if (!finished) {
      // A read may be pending (the chunk after a violation): it ends when the upstream call stops.
      stopUpstream();
      await it.return?.().catch(() => undefined);
    }
    // Settled when the stream ends, however it ends (a client that went away included).
    await account();
  }
}

/**
 * Adds what a chunk shows the client to the judged answer: its content, side texts and call
 * arguments (a call the request did not declare tools for is the upstream's doing, judged all the
 * same), each part of the answer on its own line. A live stream carries one answer: a request for
 * several (`n` > 1) is buffered, so a second choice here is the upstream's error, and its text
 * would otherwise interleave with the first's and be judged as neither.
 */
function appendAnswerText(judge: StreamJudge, c: ChatCompletionChunk): void {
  for (const ch of c.choices) {
    if (choiceIndex(ch.index) !== 0)
      throw new UpstreamProtocolError('upstream stream sent a second answer the request did not ask for');
    answerParts(ch.delta, judge);
  }
}

/**
 * The names of the calls a chunk starts that the policy's tool lists refuse (enforce mode), or
 * null. A live stream carries calls only where the request offered no tools (offered tools buffer
 * the answer for the action guard): the upstream's doing, refused all the same.
 */
function refusedCalls(c: ChatCompletionChunk, p: PreparedChat): string[] | null {
  if (p.settings.mode !== 'enforce') return null;
  let names: string[] | null = null;
  for (const ch of c.choices) {
    const { delta } = ch;
    const legacy = delta['function_call'] as { name?: unknown } | null | undefined;
    if (delta.tool_calls === undefined && !legacy) continue;
    names ??= [];
    for (const tc of delta.tool_calls ?? [])
      if (typeof tc.function?.name === 'string') names.push(tc.function.name);
    if (typeof legacy?.name === 'string') names.push(legacy.name);
  }
  if (names === null) return null;
  const refused = refusedNames(names, p.policy);
  return refused.length > 0 ? refused : null;
}

/**
 * The longest a due check waits for the rest of a burst. An upstream that has its answer ready
 * sends it in well under a millisecond per kilobyte; a model writing live takes several
 * milliseconds per token, so its text is judged as it comes, as before.
 */
const BATCH_WAIT_MS = 1;

/** Whether the next chunk settles (arrives, ends or fails) within `ms` milliseconds. */
function arrivesWithin(next: Promise<unknown>, ms: number): Promise<boolean> {
  return new Promise<boolean>((resolve) => {
    const timer = setTimeout(resolve, ms, false);
    const settled = () => {
      clearTimeout(timer);
      resolve(true);
    };
    next.then(settled, settled);
  });
}
