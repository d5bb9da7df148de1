/**
 * A real HTTP upstream on 127.0.0.1 for gateway tests: it speaks the OpenAI protocol
 * (`POST /v1/chat/completions`) and the Anthropic protocol (`POST /v1/messages`), JSON and SSE,
 * counts and records calls, and is scriptable per test (errors, slow headers, slow, stalled or
 * broken streams, huge bodies, hold-until-released for crash tests).
 *
 * @example
 * const up = await startMockUpstream();
 * up.script({ status: 429, json: { error: { message: 'slow down', type: 'rate_limit' } } });
 * // target.baseUrl = up.openAiBaseUrl (OpenAI) or up.url (Anthropic)
 * await up.close();
 */
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import { connect, createServer as createTcpServer, type Socket } from 'node:net';
import { base64Vector, mockEmbedding } from '../../src/domains/gateway/providers/mock/mock-embeddings.js';

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  /** Parsed JSON body, or the raw text when it is not JSON. */
  body: unknown;
  raw: string;
}

/** One server-sent event; string data is written raw (e.g. `[DONE]`), anything else as JSON. */
export interface SseEvent {
  event?: string;
  data: unknown;
}

export interface MockReply {
  status?: number;
  contentType?: string;
  headers?: Record<string, string>;
  json?: unknown;
  body?: string | Buffer;
  sse?: SseEvent[];
  /** Write `body`/`json` in 16 KiB pieces without a content-length (chunked encoding). */
  chunked?: boolean;
  /** Wait this long before sending the status line and headers. */
  headersDelayMs?: number;
  /** Wait this long before each SSE event (or body piece when chunked). */
  chunkDelayMs?: number;
  /** Destroy the socket after writing this many SSE events (a broken stream). */
  breakAfterEvents?: number;
  /** Stop writing after this many SSE events, keeping the connection open (an idle stream). */
  stallAfterEvents?: number;
}

export type MockScript = MockReply | ((req: RecordedRequest) => MockReply | Promise<MockReply>);

export interface MockUpstream {
  /** Origin, e.g. `http://127.0.0.1:41234`; the Anthropic base URL. */
  readonly url: string;
  /** `url + '/v1'`: the OpenAI-compatible base URL. */
  readonly openAiBaseUrl: string;
  readonly calls: number;
  /** Requests whose connection closed before their reply was finished (the caller gave up). */
  readonly aborted: number;
  readonly requests: readonly RecordedRequest[];
  readonly lastRequest: RecordedRequest | undefined;
  /** Reply to every following request with this (until `reset`). */
  script(script: MockScript): void;
  /** One-shot replies used in order before the persistent script. */
  enqueue(...scripts: MockScript[]): void;
  /** Forget scripts, queue and recorded requests. */
  reset(): void;
  /** Record following requests but delay their replies until `release()`. */
  hold(): void;
  release(): void;
  /** Resolves once at least `count` requests have arrived. */
  waitForCalls(count: number): Promise<void>;
  close(): Promise<void>;
}

/** Unref'd: a scripted delay must not keep a finished test process alive. */
const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms).unref());

function lastUserText(body: unknown): string {
  if (typeof body !== 'object' || body === null || !('messages' in body)) return '';
  const messages = body.messages;
  if (!Array.isArray(messages)) return '';
  for (let i = messages.length - 1; i >= 0; i -= 1) {
    const message: unknown = messages[i];
    if (typeof message !== 'object' || message === null || !('role' in message)) continue;
    if (message.role !== 'user' || !('content' in message)) continue;
    return typeof message.content === 'string' ? message.content : JSON.stringify(message.content);
  }
  return '';
}

function wantsStream(body: unknown): boolean {
  return typeof body === 'object' && body !== null && 'stream' in body && body.stream === true;
}

/** The unscripted answer: `echo: <last user text>` in the protocol the path names. */
function defaultReply(req: RecordedRequest): MockReply {
  const text = `echo: ${lastUserText(req.body)}`;
  if (req.path === '/v1/chat/completions') {
    return wantsStream(req.body) ? { sse: openAiStreamEvents(text) } : { json: openAiCompletion(text) };
  }
  if (req.path === '/v1/messages') {
    return wantsStream(req.body)
      ? { sse: anthropicStreamEvents({ text }) }
      : { json: anthropicMessage({ text }) };
  }
  if (req.path === '/v1/embeddings') return { json: openAiEmbeddings(req.body) };
  return { status: 404, json: { error: { message: 'not found', type: 'invalid_request_error' } } };
}

/**
 * An OpenAI embeddings answer to `body`: the mock provider's deterministic vectors (1536
 * dimensions unless `dimensions` says otherwise), as floats or base64 as asked, one per input.
 */
export function openAiEmbeddings(body: unknown): Record<string, unknown> {
  const b = (typeof body === 'object' && body !== null ? body : {}) as {
    input?: unknown;
    dimensions?: number;
    encoding_format?: string;
  };
  const input = Array.isArray(b.input) ? b.input.map(String) : [String(b.input ?? '')];
  const data = input.map((text, index) => {
    const v = mockEmbedding(text, b.dimensions ?? 1536);
    return { object: 'embedding', index, embedding: b.encoding_format === 'base64' ? base64Vector(v) : v };
  });
  const tokens = input.reduce((n, text) => n + Math.max(1, Math.ceil(text.length / 4)), 0);
  return {
    object: 'list',
    data,
    model: 'upstream-embedding-model',
    usage: { prompt_tokens: tokens, total_tokens: tokens },
  };
}

async function readRequest(req: IncomingMessage): Promise<RecordedRequest> {
  const parts: Buffer[] = [];
  for await (const chunk of req) parts.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk)));
  const raw = Buffer.concat(parts).toString('utf8');
  let body: unknown = raw;
  try {
    body = JSON.parse(raw);
  } catch {
    // Recorded as text: some tests send deliberately broken bodies.
  }
  return {
    method: req.method ?? 'GET',
    path: (req.url ?? '/').split('?')[0] ?? '/',
    headers: req.headers,
    body,
    raw,
  };
}

function formatEvent(event: SseEvent): string {
  const data = typeof event.data === 'string' ? event.data : JSON.stringify(event.data);
  return `${event.event === undefined ? '' : `event: ${event.event}\n`}data: ${data}\n\n`;
}

async function writeSse(res: ServerResponse, reply: MockReply, events: SseEvent[]): Promise<void> {
  res.writeHead(reply.status ?? 200, {
    'content-type': reply.contentType ?? 'text/event-stream',
    'cache-control': 'no-cache',
    ...reply.headers,
  });
  for (const [index, event] of events.entries()) {
    if (index === reply.breakAfterEvents) {
      res.socket?.destroy();
      return;
    }
    if (index === reply.stallAfterEvents) return;
    if (reply.chunkDelayMs !== undefined) await sleep(reply.chunkDelayMs);
    if (res.destroyed) return;
    // Wait for the bytes to leave, so that a later break really cuts a started stream.
    await new Promise<void>((resolve) => res.write(formatEvent(event), () => resolve()));
  }
  if (reply.breakAfterEvents === events.length) res.socket?.destroy();
  else if (reply.stallAfterEvents !== events.length) res.end();
}

async function writeBody(res: ServerResponse, reply: MockReply): Promise<void> {
  const isJson = reply.json !== undefined;
  const body = isJson ? Buffer.from(JSON.stringify(reply.json)) : Buffer.from(reply.body ?? '');
  const contentType = reply.contentType ?? (isJson ? 'application/json' : 'text/plain');
  const headers: Record<string, string> = { 'content-type': contentType, ...reply.headers };
  if (reply.chunked !== true) {
    res.writeHead(reply.status ?? 200, { ...headers, 'content-length': String(body.length) });
    res.end(body);
    return;
  }
  res.writeHead(reply.status ?? 200, headers);
  for (let offset = 0; offset < body.length && !res.destroyed; offset += 16_384) {
    if (reply.chunkDelayMs !== undefined) await sleep(reply.chunkDelayMs);
    res.write(body.subarray(offset, offset + 16_384));
  }
  res.end();
}

async function writeReply(res: ServerResponse, reply: MockReply): Promise<void> {
  if (reply.headersDelayMs !== undefined) await sleep(reply.headersDelayMs);
  if (res.destroyed) return;
  if (reply.sse !== undefined) await writeSse(res, reply, reply.sse);
  else await writeBody(res, reply);
}

export interface MockUpstreamOptions {
  /**
   * Keep every request for `requests` (default). Benchmarks turn it off: only the count and the
   * last request are kept, so a long load does not grow the mock's heap.
   */
  record?: boolean;
}

export async function startMockUpstream(opts: MockUpstreamOptions = {}): Promise<MockUpstream> {
  const record = opts.record ?? true;
  const requests: RecordedRequest[] = [];
  let calls = 0;
  let aborted = 0;
  let last: RecordedRequest | undefined;
  const queue: MockScript[] = [];
  const waiters: Array<{ count: number; resolve: () => void }> = [];
  let persistent: MockScript | undefined;
  let held: Promise<void> | undefined;
  let releaseHeld: (() => void) | undefined;

  const server = createServer((req, res) => {
    res.on('error', () => undefined);
    res.on('close', () => {
      if (!res.writableFinished) aborted += 1;
    });
    void (async () => {
      const recorded = await readRequest(req);
      calls += 1;
      last = recorded;
      if (record) requests.push(recorded);
      for (const waiter of waiters.filter((w) => calls >= w.count)) waiter.resolve();
      if (held !== undefined) await held;
      const script = queue.shift() ?? persistent ?? defaultReply;
      const reply = typeof script === 'function' ? await script(recorded) : script;
      await writeReply(res, reply);
    })().catch(() => res.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('mock upstream has no port');
  const url = `http://127.0.0.1:${address.port}`;

  const release = (): void => {
    releaseHeld?.();
    held = undefined;
    releaseHeld = undefined;
  };

  return {
    url,
    openAiBaseUrl: `${url}/v1`,
    get calls() {
      return calls;
    },
    get aborted() {
      return aborted;
    },
    get requests() {
      return requests;
    },
    get lastRequest() {
      return last;
    },
    script: (script) => {
      persistent = script;
    },
    enqueue: (...scripts) => {
      queue.push(...scripts);
    },
    reset: () => {
      persistent = undefined;
      queue.length = 0;
      requests.length = 0;
      calls = 0;
      aborted = 0;
      last = undefined;
    },
    hold: () => {
      if (held !== undefined) return;
      held = new Promise((resolve) => {
        releaseHeld = resolve;
      });
    },
    release,
    waitForCalls: (count) =>
      calls >= count
        ? Promise.resolve()
        : new Promise((resolve) => {
            waiters.push({ count, resolve });
          }),
    close: async () => {
      release();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/**
 * A TCP server that accepts connections and never answers. Point an `https://` base URL at it
 * and the TLS handshake hangs: a deterministic connect time-out on loopback.
 */
export async function startBlackhole(): Promise<{ httpsUrl: string; close(): Promise<void> }> {
  const sockets = new Set<Socket>();
  const server = createTcpServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => undefined);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('blackhole has no port');
  return {
    httpsUrl: `https://127.0.0.1:${address.port}`,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/**
 * A loopback URL on which nothing listens (connection refused). A low port first: an ephemeral one
 * closed here can be handed to another test process's port-0 listener before it is dialled (a
 * fallback test in CI then reached some other gateway and got its 401); port-0 listeners are never
 * given ports below the ephemeral range.
 */
export async function closedPortUrl(): Promise<string> {
  for (const port of [9, 47, 1]) if (await refuses(port)) return `http://127.0.0.1:${port}`;
  const server = createTcpServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${address.port}`;
}

/** Whether a connection to the loopback `port` is refused (nothing listens there). */
function refuses(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', (err: NodeJS.ErrnoException) => resolve(err.code === 'ECONNREFUSED'));
  });
}

// ---- Wire builders: canonical protocol bodies for scripts and default replies. ----

export interface WireToolCall {
  id: string;
  name: string;
  /** JSON text of the arguments. */
  arguments: string;
}

export interface WireUsage {
  input: number;
  output: number;
}

const DEFAULT_USAGE: WireUsage = { input: 10, output: 5 };

export function openAiCompletion(
  text: string | null,
  options: { toolCalls?: WireToolCall[]; finishReason?: string; usage?: WireUsage; model?: string } = {},
): Record<string, unknown> {
  const usage = options.usage ?? DEFAULT_USAGE;
  const toolCalls = options.toolCalls?.map((call) => ({
    id: call.id,
    type: 'function',
    function: { name: call.name, arguments: call.arguments },
  }));
  return {
    id: 'chatcmpl-upstream-1',
    object: 'chat.completion',
    created: 1_700_000_000,
    model: options.model ?? 'upstream-model',
    choices: [
      {
        index: 0,
        message: { role: 'assistant', content: text, ...(toolCalls ? { tool_calls: toolCalls } : {}) },
        finish_reason: options.finishReason ?? (toolCalls ? 'tool_calls' : 'stop'),
      },
    ],
    usage: {
      prompt_tokens: usage.input,
      completion_tokens: usage.output,
      total_tokens: usage.input + usage.output,
    },
  };
}

/** Role chunk, one chunk per word, finish chunk, optional usage chunk, `[DONE]`. */
export function openAiStreamEvents(
  text: string,
  options: { usage?: WireUsage; done?: boolean } = {},
): SseEvent[] {
  const base = {
    id: 'chatcmpl-upstream-1',
    object: 'chat.completion.chunk',
    created: 1_700_000_000,
    model: 'm',
  };
  const chunk = (delta: Record<string, unknown>, finish: string | null = null): SseEvent => ({
    data: { ...base, choices: [{ index: 0, delta, finish_reason: finish }] },
  });
  const words = text.match(/\S+\s*/g) ?? [];
  const events = [
    chunk({ role: 'assistant', content: '' }),
    ...words.map((w) => chunk({ content: w })),
    chunk({}, 'stop'),
  ];
  if (options.usage !== undefined) {
    const { input, output } = options.usage;
    events.push({
      data: {
        ...base,
        choices: [],
        usage: { prompt_tokens: input, completion_tokens: output, total_tokens: input + output },
      },
    });
  }
  if (options.done !== false) events.push({ data: '[DONE]' });
  return events;
}

export interface AnthropicToolUse {
  id: string;
  name: string;
  input: Record<string, unknown>;
}

export function anthropicMessage(
  options: { text?: string; toolUse?: AnthropicToolUse[]; stopReason?: string; usage?: WireUsage } = {},
): Record<string, unknown> {
  const usage = options.usage ?? DEFAULT_USAGE;
  const content: unknown[] = [];
  if (options.text !== undefined) content.push({ type: 'text', text: options.text });
  for (const tool of options.toolUse ?? []) content.push({ type: 'tool_use', ...tool });
  return {
    id: 'msg_upstream1',
    type: 'message',
    role: 'assistant',
    model: 'claude-upstream',
    content,
    stop_reason: options.stopReason ?? (options.toolUse?.length ? 'tool_use' : 'end_turn'),
    stop_sequence: null,
    usage: { input_tokens: usage.input, output_tokens: usage.output },
  };
}

const anthropicEvent = (data: Record<string, unknown>): SseEvent => ({ event: String(data['type']), data });

/**
 * The Messages API event sequence: message_start, a text block streamed per word, then each
 * tool_use block with its input JSON split in two `input_json_delta`s, message_delta, message_stop.
 */
export function anthropicStreamEvents(
  options: { text?: string; toolUse?: AnthropicToolUse[]; stopReason?: string; usage?: WireUsage } = {},
): SseEvent[] {
  const usage = options.usage ?? DEFAULT_USAGE;
  const message = {
    ...anthropicMessage({ usage: { input: usage.input, output: 1 } }),
    content: [],
    stop_reason: null,
  };
  const events: SseEvent[] = [
    anthropicEvent({ type: 'message_start', message }),
    anthropicEvent({ type: 'ping' }),
  ];
  let index = 0;
  if (options.text !== undefined) {
    events.push(
      anthropicEvent({ type: 'content_block_start', index, content_block: { type: 'text', text: '' } }),
    );
    for (const word of options.text.match(/\S+\s*/g) ?? []) {
      events.push(
        anthropicEvent({ type: 'content_block_delta', index, delta: { type: 'text_delta', text: word } }),
      );
    }
    events.push(anthropicEvent({ type: 'content_block_stop', index }));
    index += 1;
  }
  for (const tool of options.toolUse ?? []) {
    const block = { type: 'tool_use', id: tool.id, name: tool.name, input: {} };
    events.push(anthropicEvent({ type: 'content_block_start', index, content_block: block }));
    const json = JSON.stringify(tool.input);
    const half = Math.floor(json.length / 2);
    for (const partial_json of [json.slice(0, half), json.slice(half)]) {
      events.push(
        anthropicEvent({
          type: 'content_block_delta',
          index,
          delta: { type: 'input_json_delta', partial_json },
        }),
      );
    }
    events.push(anthropicEvent({ type: 'content_block_stop', index }));
    index += 1;
  }
  const stopReason = options.stopReason ?? (options.toolUse?.length ? 'tool_use' : 'end_turn');
  events.push(
    anthropicEvent({
      type: 'message_delta',
      delta: { stop_reason: stopReason, stop_sequence: null },
      usage: { output_tokens: usage.output },
    }),
    anthropicEvent({ type: 'message_stop' }),
  );
  return events;
}
