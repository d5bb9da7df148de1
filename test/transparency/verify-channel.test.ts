import { execFile } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChannelMatrix } from '../../src/core/channel.js';
import { loadSigner } from '../../src/core/signing.js';
import { PublishedKeys } from '../../src/domains/transparency/keys.js';
import { Transparency } from '../../src/domains/transparency/service.js';
import { main, resolvePinnedKey, verifyChannel } from '../../tools/vgate-verify.mjs';
import { buildTestApp, type TestApp } from '../helpers/app.js';

const SCRIPT = path.resolve('tools/vgate-verify.mjs');
const run = promisify(execFile);

/** Runs the standalone script with plain Node, as a third party would. */
async function script(args: string[]): Promise<{ code: number; out: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, [SCRIPT, ...args]);
    return { code: 0, out: stdout + stderr };
  } catch (err) {
    const e = err as { code: number; stdout: string; stderr: string };
    return { code: e.code, out: e.stdout + e.stderr };
  }
}

/** The raw text of a response as a user would save it: status line, headers, blank line, body. */
function saved(res: { statusCode: number; headers: Record<string, unknown>; body: string }): string {
  const head = Object.entries(res.headers).map(([k, v]) => `${k}: ${String(v)}`);
  return `HTTP/1.1 ${res.statusCode}\r\n${head.join('\r\n')}\r\n\r\n${res.body}`;
}

describe('channel matrix and the standalone verifier', () => {
  let t: TestApp;
  let dir: string;
  let matrixFile: string;
  let keyFile: string;
  let matrix: Record<string, unknown> & { public_keys: { keyid: string; public_key_pem: string }[] };

  beforeAll(async () => {
    t = await buildTestApp();
    dir = mkdtempSync(path.join(tmpdir(), 'vgate-verify-'));
    const res = await t.app.inject({ method: 'GET', url: '/v1/public/channel-matrix' });
    expect(res.statusCode).toBe(200);
    matrix = res.json();
    matrixFile = path.join(dir, 'matrix.json');
    writeFileSync(matrixFile, res.body);
    keyFile = path.join(dir, 'key.pem');
    writeFileSync(keyFile, t.ctx.signer.publicKeyPem);
  });
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('serves a DSSE envelope over an in-toto statement whose subject is the matrix digest', async () => {
    const statement = JSON.parse(Buffer.from(String(matrix['payload']), 'base64').toString());
    expect(statement._type).toBe('https://in-toto.io/Statement/v1');
    expect(`sha256:${statement.subject[0].digest.sha256}`).toBe(t.ctx.channels.digest);
    expect(statement.predicate.channels.map((c: { id: string }) => c.id)).toContain('local.gateway.mock');
    expect(matrix.public_keys).toEqual([
      expect.objectContaining({ keyid: t.ctx.signer.keyId, algorithm: 'ed25519', valid_until: null }),
    ]);
    // The published key id is the SHA-256 of the SPKI, recomputable by anyone.
    const pinned = resolvePinnedKey(t.ctx.signer.keyId, [matrix]);
    expect(pinned.pem).toBe(t.ctx.signer.publicKeyPem);
  });

  it('verifies a saved response of every surface against the served matrix', async () => {
    const h = t.auth(t.acmeKey);
    const responses = {
      gateway: await t.app.inject({
        method: 'POST',
        url: '/v1/chat/completions',
        headers: h,
        payload: { model: 'mock/demo', messages: [{ role: 'user', content: 'hello' }] },
      }),
      gateway_sse: await t.app.inject({
        method: 'POST',
        url: '/v1/chat/completions',
        headers: h,
        payload: { model: 'mock/demo', stream: true, messages: [{ role: 'user', content: 'hello' }] },
      }),
      verdict: await t.app.inject({ method: 'POST', url: '/v1/scan', headers: h, payload: { input: 'hi' } }),
      memory: await t.app.inject({
        method: 'POST',
        url: '/v1/memory/store',
        headers: h,
        payload: { content: 'a fact' },
      }),
      admin: await t.app.inject({ method: 'GET', url: '/v1/admin/keys', headers: t.auth(t.platformKey) }),
      billing: await t.app.inject({ method: 'GET', url: '/v1/usage', headers: h }),
      public: await t.app.inject({ method: 'GET', url: '/v1/public/models' }),
      ops: await t.app.inject({ method: 'GET', url: '/v1/metrics' }),
      error: await t.app.inject({ method: 'GET', url: '/v1/usage' }),
    };
    const seen = new Set<string>();
    for (const [name, res] of Object.entries(responses)) {
      const r = main(['channel', '--matrix', matrixFile, '--key', keyFile, write(`${name}.txt`, saved(res))]);
      expect(r, name).toMatchObject({ code: 0 });
      seen.add(String(/OK channel (\S+)/.exec(r.line)?.[1]));
    }
    expect([...seen].sort()).toEqual(
      [
        'local.admin',
        'local.billing',
        'local.gateway.mock',
        'local.memory',
        'local.ops',
        'local.public',
        'local.verdict',
      ].sort(),
    );
    // The same with plain Node, body only and a pinned key id instead of a PEM.
    const body = write('body.json', responses.verdict.body);
    const ok = await script(['channel', '--matrix', matrixFile, '--key', t.ctx.signer.keyId, body]);
    expect(ok).toEqual({ code: 0, out: expect.stringMatching(/^OK channel local\.verdict /) });
  });

  it('fails a response whose channel_disclosed was edited, with the reason', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/scan',
      headers: t.auth(t.acmeKey),
      payload: { input: 'x' },
    });
    const body = res.json();
    body.channel_disclosed.retention = 'none';
    const r = await script([
      'channel',
      '--matrix',
      matrixFile,
      '--key',
      keyFile,
      write('edited.json', JSON.stringify(body)),
    ]);
    expect(r.code).toBe(1);
    expect(r.out).toMatch(
      /^FAIL: channel local\.verdict: retention is "none" in the response but "audit" in the signed matrix/,
    );
    body.channel_disclosed.id = 'local.verdict.shadow-provider';
    expect(
      main(['channel', '--matrix', matrixFile, '--key', keyFile, write('e2.json', JSON.stringify(body))])
        .line,
    ).toMatch(/is not in the signed matrix/);
    expect(
      main(['channel', '--matrix', matrixFile, '--key', keyFile, write('none.json', '{"a":1}')]).line,
    ).toMatch(/carries no channel_disclosed/);
  });

  it('fails a matrix signed by another key, and a forged signature under the pinned key id', async () => {
    const other = loadSigner({ signingKey: otherKeyPem(), dataDir: dir });
    const foreign = new Transparency({
      signer: other,
      keys: new PublishedKeys(t.ctx.db.db, other, t.ctx.clock),
      clock: t.ctx.clock,
      validityMs: 60_000,
      matrix: t.ctx.channels,
      firewall: {} as never,
    });
    const forged = await foreign.channelMatrix();
    const resFile = write('ok.json', (await t.app.inject({ method: 'GET', url: '/v1/health' })).body);
    const r = await script([
      'channel',
      '--matrix',
      write('foreign.json', JSON.stringify(forged)),
      '--key',
      keyFile,
      resFile,
    ]);
    expect(r.code).toBe(1);
    expect(r.out).toContain(
      `FAIL: the envelope is signed by ${other.keyId}, not by the pinned key ${t.ctx.signer.keyId}`,
    );
    // The foreign signature relabelled with the pinned key id does not verify either.
    const relabelled = {
      ...forged,
      signatures: [{ keyid: t.ctx.signer.keyId, sig: forged.signatures[0]?.sig }],
    };
    const r2 = main([
      'channel',
      '--matrix',
      write('relabelled.json', JSON.stringify(relabelled)),
      '--key',
      keyFile,
      resFile,
    ]);
    expect(r2).toEqual({
      code: 1,
      line: 'FAIL: the envelope signature does not verify with the pinned key (the envelope was altered)',
    });
    // A matrix edited after signing (a channel's retention quietly changed) fails the same way.
    const statement = JSON.parse(Buffer.from(String(matrix['payload']), 'base64').toString());
    statement.predicate.channels[0].retention = 'memory';
    const edited = { ...matrix, payload: Buffer.from(JSON.stringify(statement)).toString('base64') };
    expect(
      main([
        'channel',
        '--matrix',
        write('edited-matrix.json', JSON.stringify(edited)),
        '--key',
        keyFile,
        resFile,
      ]).code,
    ).toBe(1);
  });

  it('fails an old matrix: a different channel set, or an expired envelope', async () => {
    // The deployment gained a provider: responses now disclose a new matrix digest.
    const grown = new ChannelMatrix('local', ['mock', 'newcomer']);
    const now = new Transparency({
      signer: t.ctx.signer,
      keys: new PublishedKeys(t.ctx.db.db, t.ctx.signer, t.ctx.clock),
      clock: t.ctx.clock,
      validityMs: 60_000,
      matrix: grown,
      firewall: {} as never,
    });
    const response = JSON.stringify({ ok: true, channel_disclosed: grown.disclose('verdict') });
    const r = main(['channel', '--matrix', matrixFile, '--key', keyFile, write('new.json', response)]);
    expect(r.code).toBe(1);
    expect(r.line).toContain(
      `FAIL: the response was disclosed under matrix ${grown.digest}, not under this matrix`,
    );
    expect(r.line).toContain('(stale or foreign matrix)');
    // Against the current matrix it verifies.
    const current = await now.channelMatrix();
    expect(
      verifyChannel(response, current, { pinned: resolvePinnedKey(t.ctx.signer.publicKeyPem) }).channel['id'],
    ).toBe('local.verdict');
    // An envelope past its validity fails even when the channel set is unchanged.
    const later = Date.now() + t.ctx.config.attestationValidityMs + 1000;
    const health = write('h.json', (await t.app.inject({ method: 'GET', url: '/v1/health' })).body);
    const expired = main(['channel', '--matrix', matrixFile, '--key', keyFile, health], later);
    expect(expired.code).toBe(1);
    expect(expired.line).toMatch(
      /^FAIL: the statement expired at .* \(an old envelope; fetch a fresh one\)$/,
    );
  });

  it('exits 2 with usage on bad arguments or unreadable input', async () => {
    expect(main(['channel', '--key', keyFile]).code).toBe(2);
    expect(main(['nonsense']).code).toBe(2);
    expect(
      main(['channel', '--matrix', path.join(dir, 'missing.json'), '--key', keyFile, matrixFile]).line,
    ).toMatch(/^error: cannot read/);
    expect(main(['channel', '--matrix', matrixFile, '--key', 'sha256:zz', matrixFile]).code).toBe(1);
  });

  function write(name: string, text: string): string {
    const file = path.join(dir, name);
    writeFileSync(file, text);
    return file;
  }
});

function otherKeyPem(): string {
  return generateKeyPairSync('ed25519').privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
}
