import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/app.js';

/**
 * Slow request bodies, over real sockets to a listening server: a buffered body has
 * `VGATE_BODY_RECEIVE_MS` to arrive whole, a streaming upload (the artifact route) must bring
 * `VGATE_UPLOAD_MIN_BYTES_PER_S` in each such window; past that, 408 `request_timeout` and the
 * connection is closed. Bounds are shortened here (1.5 s, 4 KiB/s); the defaults are 30 s, 16 KiB/s.
 */
const BOUND_MS = 1_500;
const MIN_RATE = 4_096;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Exchange {
  socket: Socket;
  /** Resolves when the server closes the connection: what it answered, and when. */
  closed: Promise<{ text: string; at: number }>;
  /** Resolves with the first whole answer (headers and a Content-Length body), or at close. */
  answered: Promise<string>;
}

function open(port: number, head: string): Exchange {
  const socket = connect(port, '127.0.0.1');
  socket.setNoDelay(true);
  const chunks: Buffer[] = [];
  let whole: (text: string) => void = () => undefined;
  const answered = new Promise<string>((resolve) => {
    whole = resolve;
  });
  socket.on('data', (c) => {
    chunks.push(c);
    const text = Buffer.concat(chunks).toString('latin1');
    const at = text.indexOf('\r\n\r\n');
    const length = /\r\ncontent-length: *(\d+)/i.exec(text.slice(0, at));
    if (at >= 0 && length && text.length - at - 4 >= Number(length[1])) whole(text);
  });
  socket.on('error', () => undefined);
  const closed = new Promise<{ text: string; at: number }>((resolve) =>
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('latin1');
      whole(text);
      resolve({ text, at: Date.now() });
    }),
  );
  socket.write(head);
  return { socket, closed, answered };
}

/** Writes `piece` every `everyMs` until the socket closes or `until` says stop. */
async function trickle(socket: Socket, piece: string | Buffer, everyMs: number, until: () => boolean) {
  while (!socket.destroyed && socket.writable && !until()) {
    socket.write(piece);
    await sleep(everyMs);
  }
}

function answerOf(text: string): { status: number; headers: Record<string, string>; body: string } {
  const at = text.indexOf('\r\n\r\n');
  const [statusLine = '', ...lines] = text.slice(0, at).split('\r\n');
  const headers: Record<string, string> = {};
  for (const l of lines)
    headers[l.slice(0, l.indexOf(':')).toLowerCase()] = l.slice(l.indexOf(':') + 1).trim();
  return { status: Number(statusLine.split(' ')[1]), headers, body: text.slice(at + 4) };
}

function expectTimeout(text: string): void {
  const a = answerOf(text);
  expect(a.status, text.slice(0, 200)).toBe(408);
  expect(a.headers['connection']).toBe('close');
  expect(a.headers['content-type']).toMatch(/^application\/json/);
  const body = JSON.parse(a.body) as {
    error: { code: string };
    channel_disclosed?: unknown;
    request_id: string;
  };
  expect(body.error.code).toBe('request_timeout');
  expect(body.channel_disclosed).toBeDefined();
  expect(a.headers['x-request-id']).toBe(body.request_id);
}

describe('slow request bodies, over real sockets', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await buildTestApp({
      config: {
        limits: { bodyBytes: 64 * 1024, bodyReceiveMs: BOUND_MS, uploadMinBytesPerS: MIN_RATE } as never,
      },
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as { port: number }).port;
    // Warm the key cache: the bound, not a first database read, is what is measured.
    await t.app.inject({
      method: 'POST',
      url: '/v1/scan',
      headers: t.auth(t.acmeKey),
      payload: { input: 'hi' },
    });
  });
  afterAll(async () => t.close());

  const jsonHead = (length: number, auth = true) =>
    [
      'POST /v1/scan HTTP/1.1',
      'Host: x',
      ...(auth ? [`Authorization: Bearer ${t.acmeKey}`] : []),
      'Content-Type: application/json',
      `Content-Length: ${length}`,
      '',
      '',
    ].join('\r\n');

  it('closes a body that trickles in with 408 request_timeout within the bound', async () => {
    const started = Date.now();
    const x = open(port, jsonHead(10_000));
    let done = false;
    void trickle(x.socket, ' ', 100, () => done);
    const { text, at } = await x.closed;
    done = true;
    expectTimeout(text);
    expect(at - started).toBeLessThan(BOUND_MS + 400);
    expect(at - started).toBeGreaterThan(BOUND_MS / 2);
  });

  it('closes a body that stops arriving, and a chunked one that never ends', async () => {
    const started = Date.now();
    const stopped = open(port, `${jsonHead(1_000)}{"input":`);
    const chunked = open(
      port,
      [
        'POST /v1/scan HTTP/1.1',
        'Host: x',
        `Authorization: Bearer ${t.acmeKey}`,
        'Content-Type: application/json',
        'Transfer-Encoding: chunked',
        '',
        '9\r\n{"input":\r\n',
      ].join('\r\n'),
    );
    for (const x of [stopped, chunked]) {
      const { text, at } = await x.closed;
      expectTimeout(text);
      expect(at - started).toBeLessThan(BOUND_MS + 400);
    }
  });

  it('sheds 100 slow bodies at once, and a normal request is served meanwhile and after', async () => {
    const started = Date.now();
    let done = false;
    const slow = Array.from({ length: 100 }, () => open(port, jsonHead(5_000)));
    for (const x of slow) void trickle(x.socket, ' ', 150, () => done);
    await sleep(300);
    const during = await fetch(`http://127.0.0.1:${port}/v1/scan`, {
      method: 'POST',
      headers: { ...t.auth(t.acmeKey), 'content-type': 'application/json' },
      body: JSON.stringify({ input: 'hello there' }),
    });
    expect(during.status).toBe(200);
    const answers = await Promise.all(slow.map((x) => x.closed));
    done = true;
    for (const { text, at } of answers) {
      expectTimeout(text);
      expect(at - started).toBeLessThan(BOUND_MS + 600);
    }
    const after = await fetch(`http://127.0.0.1:${port}/v1/scan`, {
      method: 'POST',
      headers: { ...t.auth(t.acmeKey), 'content-type': 'application/json' },
      body: JSON.stringify({ input: 'hello again' }),
    });
    expect(after.status).toBe(200);
    expect((await after.json()) as { action: string }).toHaveProperty('action', 'ALLOW');
  });

  it('answers its own error and closes when the slow body was being drained before it (401)', async () => {
    const started = Date.now();
    const x = open(port, jsonHead(10_000, false));
    let done = false;
    void trickle(x.socket, ' ', 100, () => done);
    const { text, at } = await x.closed;
    done = true;
    const a = answerOf(text);
    expect(a.status).toBe(401);
    expect(a.headers['connection']).toBe('close');
    expect(at - started).toBeLessThan(BOUND_MS + 400);
  });

  it('does not cut a slow body that arrives within the bound', async () => {
    const body = JSON.stringify({ input: 'steady but within the bound' });
    const x = open(port, jsonHead(body.length));
    for (const piece of body.match(/.{1,4}/g) ?? []) {
      x.socket.write(piece);
      await sleep(BOUND_MS / 20);
    }
    const text = await x.answered;
    x.socket.destroy();
    expect(answerOf(text).status).toBe(200);
  });

  const artifactHead = (extra: string[] = []) =>
    [
      'POST /v1/scan/artifact?filename=weights.bin HTTP/1.1',
      'Host: x',
      `Authorization: Bearer ${t.acmeKey}`,
      'Content-Type: application/octet-stream',
      'Transfer-Encoding: chunked',
      ...extra,
      '',
      '',
    ].join('\r\n');
  const chunk = (bytes: Buffer) =>
    Buffer.concat([Buffer.from(`${bytes.length.toString(16)}\r\n`), bytes, Buffer.from('\r\n')]);

  it('lets a steady chunked artifact upload run well past the bound (streaming uploads are held to a rate)', async () => {
    const x = open(port, artifactHead());
    const piece = chunk(Buffer.alloc(2_048, 7)); // 2 KiB every 100 ms: 20 KiB/s, over 4 KiB/s
    const started = Date.now();
    let sent = 0;
    while (Date.now() - started < 3 * BOUND_MS) {
      x.socket.write(piece);
      sent += 2_048;
      await sleep(100);
    }
    x.socket.write('0\r\n\r\n');
    const answer = { text: await x.answered };
    x.socket.destroy();
    const a = answerOf(answer.text);
    expect(a.status, answer.text.slice(0, 300)).toBe(200);
    expect((JSON.parse(a.body) as { bytes_scanned: number }).bytes_scanned).toBe(sent);
  });

  it('closes an artifact upload slower than the minimum rate with 408', async () => {
    const started = Date.now();
    const x = open(port, artifactHead());
    let done = false;
    void trickle(x.socket, chunk(Buffer.alloc(100, 1)), 200, () => done); // ~500 B/s
    const { text, at } = await x.closed;
    done = true;
    expectTimeout(text);
    expect(JSON.parse(answerOf(text).body).error.message).toContain('bytes per second');
    expect(at - started).toBeLessThan(BOUND_MS + 400);
  });

  it('closes an artifact upload that stalls after a good start within two windows', async () => {
    const started = Date.now();
    const x = open(port, artifactHead());
    for (let i = 0; i < 5; i += 1) {
      x.socket.write(chunk(Buffer.alloc(8_192, 3)));
      await sleep(100);
    }
    const { text, at } = await x.closed;
    expectTimeout(text);
    expect(at - started).toBeLessThan(2 * BOUND_MS + 400);
  });
});
