import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { type ServerProcess, startServer } from '../helpers/process.js';

const dirs: string[] = [];

function start(env: Record<string, string>): ServerProcess {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'vgate-proc-'));
  dirs.push(dataDir);
  return startServer({ VGATE_DATA_DIR: dataDir, ...env });
}

afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

describe('the server process', () => {
  it('prints an operator key on a local first start, serves, and shuts down cleanly on SIGTERM', async () => {
    const p = start({});
    const base = await p.ready();
    const key = /(vg_[A-Za-z0-9_-]{43})/.exec(p.output())?.[1];
    expect(key).toBeDefined();
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
