import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { zip } from '../artifacts/build.js';
import { buildTestApp, type TestApp } from '../helpers/app.js';

/**
 * Uploads with a Content-Length, over a real socket: the artifact route takes them up to its own
 * bound (`VGATE_MAX_ARTIFACT_BYTES`, 16 MiB here), with or without `Expect: 100-continue` (what
 * `curl -T` sends past 1 MiB), streaming them through the scanner; every other route keeps the
 * general 4 MiB bound.
 */
const ARTIFACT_LIMIT = 16 * 1024 * 1024;

interface Answer {
  status: number;
  body: string;
  /** Whether the server said `100 Continue` before answering. */
  continued: boolean;
  /** Body bytes the client wrote. */
  sent: number;
}

describe('uploads with Content-Length', () => {
  let t: TestApp;
  let port = 0;
  beforeAll(async () => {
    t = await buildTestApp({ config: { limits: { artifactBytes: ARTIFACT_LIMIT } as never } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as { port: number }).port;
  });
  afterAll(async () => t.close());

  /** Sends `length` bytes of `fill` in 1 MiB writes; with `expect`, only after `100 Continue`. */
  const upload = (
    path: string,
    length: number,
    opts: { expect?: boolean; type?: string; fill?: number } = {},
  ) =>
    new Promise<Answer>((resolve, reject) => {
      let continued = false;
      let sent = 0;
      const req = request(
        {
          host: '127.0.0.1',
          port,
          path,
          method: 'POST',
          headers: {
            ...t.auth(t.acmeKey),
            'content-type': opts.type ?? 'application/octet-stream',
            'content-length': String(length),
            ...(opts.expect ? { expect: '100-continue' } : {}),
          },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString(), continued, sent }),
          );
        },
      );
      req.on('error', reject);
      const chunk = Buffer.alloc(1024 * 1024, opts.fill ?? 0x41);
      const pump = () => {
        while (sent < length) {
          const n = Math.min(chunk.length, length - sent);
          sent += n;
          if (!req.write(n === chunk.length ? chunk : chunk.subarray(0, n))) {
            req.once('drain', pump);
            return;
          }
        }
        req.end();
      };
      if (opts.expect) {
        req.on('continue', () => {
          continued = true;
          pump();
        });
        req.flushHeaders();
      } else pump();
    });

  it('scans a 12 MiB artifact sent with Content-Length, with and without Expect: 100-continue', async () => {
    for (const expectContinue of [false, true]) {
      const a = await upload('/v1/scan/artifact?filename=weights.bin', 12 * 1024 * 1024, {
        expect: expectContinue,
      });
      expect(a.status, a.body).toBe(200);
      expect(a.continued).toBe(expectContinue);
      const v = JSON.parse(a.body);
      expect(v.bytes_scanned).toBe(12 * 1024 * 1024);
      expect(v.format).toBe('unknown');
    }
  });

  it('refuses a declared length past the artifact bound before the body is sent (400 artifact_too_large)', async () => {
    const a = await upload('/v1/scan/artifact', ARTIFACT_LIMIT + 1, { expect: true });
    expect(a.status).toBe(400);
    expect(JSON.parse(a.body).error.code).toBe('artifact_too_large');
    expect(a.continued).toBe(false);
  });

  it('keeps the general 4 MiB bound on every other route (413 body_too_large), with and without Expect', async () => {
    for (const expectContinue of [false, true]) {
      const a = await upload('/v1/scan', 5 * 1024 * 1024, {
        expect: expectContinue,
        type: 'application/json',
      });
      expect(a.status, a.body).toBe(413);
      expect(JSON.parse(a.body).error.code).toBe('body_too_large');
      expect(a.continued).toBe(false);
    }
  });

  it('answers a password-protected checkpoint UNSCANNABLE: reported by default, blocked under strict, per the policy', async () => {
    const locked = zip([{ name: 'archive/data.pkl', data: Buffer.alloc(64, 0x80), encrypted: true }]);
    const setPolicy = (artifacts: Record<string, unknown>) =>
      t.app.inject({
        method: 'PUT',
        url: '/v1/admin/tenants/globex/policy',
        headers: t.auth(t.platformKey),
        payload: { artifacts },
      });
    const scan = async (key: string) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/v1/scan/artifact?filename=model.pt',
        headers: { ...t.auth(key), 'content-type': 'application/octet-stream' },
        payload: locked,
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { action: string; flags: string[] };
    };
    expect(await scan(t.acmeKey)).toMatchObject({ action: 'ALLOW', flags: ['UNSCANNABLE'] });
    expect((await setPolicy({ strict: true })).statusCode).toBeLessThan(300);
    expect(await scan(t.globexKey)).toMatchObject({ action: 'BLOCK', flags: ['UNSCANNABLE'] });
    expect((await setPolicy({ strict: true, unscannable: 'FLAG' })).statusCode).toBeLessThan(300);
    expect(await scan(t.globexKey)).toMatchObject({ action: 'ALLOW', flags: ['UNSCANNABLE'] });
    expect((await setPolicy({ unscannable: 'ALLOW' })).statusCode).toBe(400);
  });
});
