import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const dirs: string[] = [];

/** Runs `vgate ...args` from the sources (the compiled CLI is the same code, built by npm ci). */
function vgate(args: string[], env: Record<string, string> = {}) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'vgate-cli-'));
  rmSync(dataDir, { recursive: true });
  dirs.push(dataDir);
  const r = spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/main.ts', ...args], {
    cwd: ROOT,
    env: { PATH: process.env['PATH'] ?? '', VGATE_DATA_DIR: dataDir, ...env },
    encoding: 'utf8',
    timeout: 90_000,
  });
  return { code: r.status, out: r.stdout, err: r.stderr, dataDir };
}

afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

describe('the vgate command line', () => {
  it('prints usage to stdout with exit 0 for help and --help, without side effects', () => {
    const top = vgate(['--help']);
    expect(top.code).toBe(0);
    for (const c of [
      'serve',
      'migrate',
      'keys create',
      'keys list',
      'keys revoke',
      'tenants list',
      'config check',
    ])
      expect(top.out).toContain(c);
    const serve = vgate(['serve', '--help']);
    expect([serve.code, serve.out.startsWith('usage: vgate serve')]).toEqual([0, true]);
    // Neither starts a server nor touches the data directory.
    expect(existsSync(serve.dataDir)).toBe(false);
    const keys = vgate(['help', 'keys', 'create']);
    expect(keys.code).toBe(0);
    expect(keys.out).toContain('--scopes');
  }, 240_000);

  it('names an unknown command or option with the nearest valid one (exit 2)', () => {
    const cmd = vgate(['kyes', 'list']);
    expect(cmd.code).toBe(2);
    expect(cmd.err).toContain('unknown command "kyes"; did you mean "keys"?');
    const opt = vgate(['keys', 'create', '--tenent', 'acme']);
    expect(opt.code).toBe(2);
    expect(opt.err).toContain('unknown option "--tenent"; did you mean "--tenant"?');
  }, 240_000);

  it('creates keys with scopes, lists and revokes them, and checks the configuration with secrets masked', () => {
    const env = { VGATE_DATA_DIR: mkdtempSync(path.join(tmpdir(), 'vgate-cli-')) };
    dirs.push(env.VGATE_DATA_DIR);
    const created = vgate(['keys', 'create', '--tenant', 'acme', '--tier', 'pro', '--label', 'laptop'], env);
    expect(created.code, created.err).toBe(0);
    const key = JSON.parse(created.out) as { key: string; scopes: string[] };
    expect(key.scopes).toEqual(['scan', 'gateway', 'memory', 'billing']);
    const admin = vgate(
      ['keys', 'create', '--tenant', 'acme', '--tier', 'pro', '--scopes', 'scan,admin'],
      env,
    );
    expect(JSON.parse(admin.out).scopes).toEqual(['scan', 'admin']);
    const revoked = vgate(['keys', 'revoke', '--tenant', 'acme'], env);
    expect(JSON.parse(revoked.out)).toEqual({ tenant_id: 'acme', revoked: 2 });
    const listed = vgate(['keys', 'list', '--include-revoked'], env);
    expect(listed.out.trim().split('\n')).toHaveLength(2);
    expect(listed.out).not.toContain(key.key);
    const secret = 'vg_a_secret_admin_key_0123456789abcdefgh';
    const check = vgate(['config', 'check'], {
      ...env,
      VGATE_ADMIN_KEY: secret,
      VGATE_DATABASE_URL: 'postgres://vgate:hunter2@db.internal:5432/vgate',
    });
    expect(check.code, check.err).toBe(0);
    expect(check.out).toContain('postgres://vgate:***@db.internal:5432/vgate');
    expect(check.out).not.toContain('hunter2');
    expect(check.out).not.toContain(secret);
    expect(check.out).toMatch(/VGATE_ADMIN_KEY \(admin_key\)\s+\(set, masked\)\s+environment/);
    const bad = vgate(['config', 'check'], { VGATE_LOG_LEVEL: 'verbose' });
    expect(bad.code).toBe(1);
    expect(bad.err).toContain('VGATE_LOG_LEVEL');
  }, 600_000);
});
