import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const dirs: string[] = [];

function start(env: Record<string, string>): {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
} {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'vgate-proc-'));
  dirs.push(dataDir);
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: ROOT,
    env: {
      PATH: process.env['PATH'] ?? '',
      VGATE_DATA_DIR: dataDir,
      VGATE_PORT: '0',
      VGATE_LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout?.on('data', (d: Buffer) => {
    out += d.toString();
  });
  child.stderr?.on('data', (d: Buffer) => {
    out += d.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => out, exited };
}

async function waitFor(pred: () => boolean, ms = 20_000): Promise<void> {
  const until = Date.now() + ms;
  while (!pred()) {
    if (Date.now() > until) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 50));
  }
}

afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

describe('the server process', () => {
  it('prints an operator key on a local first start, serves, and shuts down cleanly on SIGTERM', async () => {
    const p = start({});
    await waitFor(() => p.output().includes('listening on'));
    const key = /(vg_[A-Za-z0-9_-]{43})/.exec(p.output())?.[1];
    expect(key).toBeDefined();
    const base = /listening on (http:\/\/[^\s]+)/.exec(p.output())?.[1] as string;
    const res = await fetch(`${base}/v1/admin/keys`, { headers: { authorization: `Bearer ${key}` } });
    expect(res.status).toBe(200);
    p.child.kill('SIGTERM');
    expect(await p.exited).toBe(0);
  });

  it('refuses to start a hosted contour while a release gate fails, naming the gates', async () => {
    const p = start({ VGATE_CONTOUR: 'global' });
    expect(await p.exited).toBe(1);
    expect(p.output()).toContain('FAIL  postgres_configured');
    expect(p.output()).toContain('will not start');
  });

  it('stops on a bad setting with one line naming it', async () => {
    const p = start({ VGATE_PORT: 'http' });
    expect(await p.exited).toBe(1);
    expect(p.output().trim()).toBe(
      'configuration error: VGATE_PORT (port): expected a non-negative integer, got "http"',
    );
  });
});
