import { connect } from 'node:net';
import OpenAI, { APIError } from 'openai';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/app.js';

/** Sends raw bytes and collects the whole answer until the server closes or `idleMs` passes. */
function rawExchange(port: number, bytes: string | Buffer, idleMs = 3_000): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    const done = () => {
      socket.destroy();
      resolve(Buffer.concat(chunks).toString('latin1'));
    };
    socket.setTimeout(idleMs, done);
    socket.on('data', (c) => chunks.push(c));
    socket.on('end', done);
    socket.on('close', done);
    socket.on('error', (err) => (chunks.length > 0 ? done() : reject(err)));
    socket.write(bytes);
  });
}

interface ParsedAnswer {
  status: number;
  headers: Record<string, string>;
  body: { channel_disclosed?: { id: string }; error?: { code: string }; request_id?: string };
}

function parseAnswer(text: string): ParsedAnswer {
  const [head = '', ...rest] = text.split('\r\n\r\n');
  const [statusLine = '', ...lines] = head.split('\r\n');
  const headers: Record<string, string> = {};
  for (const l of lines) {
    const at = l.indexOf(':');
    headers[l.slice(0, at).toLowerCase()] = l.slice(at + 1).trim();
  }
  const bodyText = rest.join('\r\n\r\n');
  return { status: Number(statusLine.split(' ')[1]), headers, body: bodyText ? JSON.parse(bodyText) : {} };
}

function expectShaped(a: ParsedAnswer, status: number, code: string): void {
  expect(a.status).toBe(status);
  expect(a.headers['content-type']).toMatch(/^application\/json/);
  expect(a.body.channel_disclosed?.id).toMatch(/^local\./);
  expect(a.body.error?.code).toBe(code);
  expect(a.body.request_id).toMatch(/^req_/);
  expect(a.headers['x-request-id']).toBe(a.body.request_id);
}

describe('answers produced before routing, over a real socket', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await buildTestApp({
      config: { limits: { bodyBytes: 64 * 1024, headersTimeoutMs: 300, requestReceiveMs: 2_000 } as never },
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as { port: number }).port;
  });
  afterAll(async () => t.close());

  const head = (lines: string[]) => `${[...lines, 'Connection: close'].join('\r\n')}\r\n\r\n`;

  it.each([
    [
      'bad chunking',
      `${head([
        'POST /v1/scan HTTP/1.1',
        'Host: x',
        'Transfer-Encoding: chunked',
        'Content-Type: application/json',
      ])}zz\r\n{}\r\n0\r\n\r\n`,
      400,
      'invalid_request',
    ],
    [
      'conflicting Content-Length',
      `${head(['POST /v1/scan HTTP/1.1', 'Host: x', 'Content-Length: 2', 'Content-Length: 5'])}{}`,
      400,
      'invalid_request',
    ],
    ['an unknown method', head(['BREW /v1/health HTTP/1.1', 'Host: x']), 400, 'invalid_request'],
    ['%ff in the path', head(['GET /v1/explain/%ff HTTP/1.1', 'Host: x']), 400, 'invalid_request'],
    [
      'an over-long path parameter',
      head([`GET /v1/explain/${'a'.repeat(600)} HTTP/1.1`, 'Host: x']),
      414,
      'uri_too_long',
    ],
    [
      'oversized headers',
      head(['GET /v1/health HTTP/1.1', 'Host: x', `X-Big: ${'b'.repeat(20_000)}`]),
      431,
      'headers_too_large',
    ],
    [
      'Expect: bogus',
      head(['POST /v1/scan HTTP/1.1', 'Host: x', 'Expect: bogus', 'Content-Length: 0']),
      417,
      'expectation_failed',
    ],
    [
      'a PROPFIND on a known path',
      head(['PROPFIND /v1/health HTTP/1.1', 'Host: x']),
      405,
      'method_not_allowed',
    ],
  ])(
    '%s: the one error shape with channel_disclosed and a request id',
    async (_name, bytes, status, code) => {
      expectShaped(parseAnswer(await rawExchange(port, bytes)), status, code);
    },
  );

  it('sheds a client that sends its headers too slowly with 408', async () => {
    const started = Date.now();
    const answer = parseAnswer(await rawExchange(port, 'GET /v1/health HTTP/1.1\r\nHost: x\r\n', 20_000));
    expectShaped(answer, 408, 'request_timeout');
    expect(Date.now() - started).toBeLessThan(15_000);
  });

  it('answers Expect: 100-continue with 413 before the upload when the declared body is too large', async () => {
    const answer = parseAnswer(
      await rawExchange(
        port,
        head([
          'POST /v1/scan HTTP/1.1',
          'Host: x',
          `Authorization: Bearer ${t.acmeKey}`,
          'Content-Type: application/json',
          'Content-Length: 10000000',
          'Expect: 100-continue',
        ]),
      ),
    );
    expectShaped(answer, 413, 'body_too_large');
    expect(answer.headers['connection']).toBe('close');
  });

  it('sends 100 Continue and then the answer when the declared body fits', async () => {
    const text = await rawExchange(
      port,
      `${head([
        'POST /v1/scan HTTP/1.1',
        'Host: x',
        `Authorization: Bearer ${t.acmeKey}`,
        'Content-Type: application/json',
        'Content-Length: 2',
        'Expect: 100-continue',
      ])}{}`,
      1_500,
    );
    expect(text.startsWith('HTTP/1.1 100 Continue')).toBe(true);
    expect(text).toContain('HTTP/1.1 400');
  });

  it('reads an oversized body to its end before answering 413, so the uploader sees the answer', async () => {
    // Warm the key cache, so that without the drain the 413 would come at once.
    await t.app.inject({ method: 'POST', url: '/v1/scan', headers: t.auth(t.acmeKey), payload: {} });
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (c) => chunks.push(c));
    const closed = new Promise((resolve) => socket.on('close', resolve));
    const size = 200 * 1024;
    socket.write(
      head([
        'POST /v1/scan HTTP/1.1',
        'Host: x',
        `Authorization: Bearer ${t.acmeKey}`,
        'Content-Type: application/json',
        `Content-Length: ${size}`,
      ]),
    );
    socket.write('x'.repeat(size / 2));
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(chunks.length).toBe(0); // no answer (and no reset) while the upload is still under way
    socket.write('x'.repeat(size / 2));
    await closed;
    expectShaped(parseAnswer(Buffer.concat(chunks).toString('latin1')), 413, 'body_too_large');
  });

  it('lets the openai SDK read a 413 for an oversized upload (APIError, not APIConnectionError)', async () => {
    const client = new OpenAI({ apiKey: t.acmeKey, baseURL: `http://127.0.0.1:${port}/v1`, maxRetries: 2 });
    const err = await client.chat.completions
      .create({ model: 'mock/echo', messages: [{ role: 'user', content: 'z'.repeat(1024 * 1024) }] })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(APIError);
    expect((err as APIError).status).toBe(413);
    expect((err as APIError).code).toBe('body_too_large');
    expect((err as APIError).headers?.get('x-should-retry')).toBe('false');
  });
});
