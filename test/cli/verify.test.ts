import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/app.js';

const run = promisify(execFile);

async function vgate(args: string[]): Promise<{ code: number; out: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, [path.resolve('bin/vgate.js'), ...args]);
    return { code: 0, out: stdout + stderr };
  } catch (err) {
    const e = err as { code: number; stdout: string; stderr: string };
    return { code: e.code, out: e.stdout + e.stderr };
  }
}

describe('vgate verify', () => {
  let t: TestApp;
  let dir: string;
  beforeAll(async () => {
    t = await buildTestApp();
    dir = mkdtempSync(path.join(tmpdir(), 'vgate-cli-verify-'));
  });
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('verifies a saved response and refuses an edited one, with exit codes 0 and 1', async () => {
    const matrix = path.join(dir, 'matrix.json');
    writeFileSync(matrix, (await t.app.inject({ method: 'GET', url: '/v1/public/channel-matrix' })).body);
    const body = (await t.app.inject({ method: 'GET', url: '/v1/usage', headers: t.auth(t.acmeKey) })).json();
    const good = path.join(dir, 'usage.json');
    writeFileSync(good, JSON.stringify(body));
    const ok = await vgate(['verify', 'channel', '--matrix', matrix, '--key', t.ctx.signer.keyId, good]);
    expect(ok).toEqual({ code: 0, out: expect.stringMatching(/^OK channel local\.billing /) });
    body.channel_disclosed.surface = 'public';
    const bad = path.join(dir, 'edited.json');
    writeFileSync(bad, JSON.stringify(body));
    const refused = await vgate(['verify', 'channel', '--matrix', matrix, '--key', t.ctx.signer.keyId, bad]);
    expect(refused.code).toBe(1);
    expect(refused.out).toMatch(/^FAIL: channel local\.billing: surface is "public"/);
  }, 180_000);
});
