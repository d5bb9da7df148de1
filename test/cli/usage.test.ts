import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const dirs: string[] = [];

/** Runs `vgate ...args` from the sources, on a data directory that does not exist yet. */
function vgate(args: string[]) {
  const dataDir = path.join(mkdtempSync(path.join(tmpdir(), 'vgate-usage-')), 'data');
  dirs.push(path.dirname(dataDir));
  const r = spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/main.ts', ...args], {
    cwd: ROOT,
    env: { PATH: process.env['PATH'] ?? '', VGATE_DATA_DIR: dataDir },
    encoding: 'utf8',
    timeout: 90_000,
  });
  return { code: r.status, out: r.stdout, err: r.stderr, touched: existsSync(dataDir) };
}

afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

describe('vgate usage, help and version (exit 0 asked, 2 a usage error, never a configuration error)', () => {
  it('prints the package version for --version and -v', () => {
    const { version } = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
      version: string;
    };
    for (const flag of ['--version', '-v']) {
      const r = vgate([flag]);
      expect([r.code, r.out, r.err, r.touched]).toEqual([0, `${version}\n`, '', false]);
    }
  }, 120_000);

  it('prints the overview for help --help and help help', () => {
    for (const args of [
      ['help', '--help'],
      ['help', '-h'],
      ['help', 'help'],
    ]) {
      const r = vgate(args);
      expect(r.code, r.err).toBe(0);
      expect(r.out).toMatch(/^usage: vgate <command>/);
      expect(r.out).toContain('--version');
    }
  }, 120_000);

  it('prints the command usage with exit 2 for a required option left out or a value it does not take', () => {
    for (const [args, message] of [
      [['keys', 'create'], 'vgate keys create: --tenant and --tier are needed'],
      [['keys', 'create', '--tenant', 'acme'], 'vgate keys create: --tier is needed'],
      [['keys', 'create', '--tenant', 'acme', '--tier', 'gold'], '--tier: expected one of'],
      [['keys', 'create', '--tenant', 'acme', '--tier', 'pro', '--rate', 'fast'], '--rate: expected'],
      [['keys', 'create', '--tenant', 'acme', '--tier', 'pro', '--scopes', 'root'], 'unknown scope "root"'],
      [['keys', 'revoke'], 'vgate keys revoke: --tenant is needed'],
      [['backup'], 'vgate backup: --out is needed'],
      [['restore'], 'vgate restore: --from is needed'],
    ] as const) {
      const r = vgate([...args]);
      expect(r.code, `${args.join(' ')}: ${r.err}`).toBe(2);
      expect(r.err).toContain(message);
      expect(r.err).toContain(`usage: vgate ${args[0]}`);
      expect(r.err).not.toContain('configuration error');
      expect(r.out).toBe('');
    }
  }, 300_000);
});

/**
 * The quickstart's first call, `node bin/vgate.js keys create`, must answer in well under a
 * second: the key and tenant commands load the database and the tenant service, never the whole
 * context (detection engines and their weights, the HTTP stack, billing). Checked on the static
 * import graph of their modules (an `import type` is erased; a dynamic import is not followed).
 */
describe('the key and tenant commands load only what they use', () => {
  function graph(entry: string): { files: Set<string>; packages: Set<string> } {
    const files = new Set<string>();
    const packages = new Set<string>();
    const visit = (file: string) => {
      if (files.has(file)) return;
      files.add(file);
      const text = readFileSync(file, 'utf8');
      for (const m of text.matchAll(/^(?:import|export)\s+(type\s+)?(?:[^'";]*?\s+from\s+)?'([^']+)'/gm)) {
        if (m[1]) continue;
        const spec = m[2] ?? '';
        if (spec.startsWith('.')) visit(path.resolve(path.dirname(file), spec.replace(/\.js$/, '.ts')));
        else
          packages.add(
            spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : (spec.split('/')[0] ?? ''),
          );
      }
    };
    visit(path.join(ROOT, entry));
    return { files, packages };
  }

  it.each(['src/cli/main.ts', 'src/cli/keys.ts', 'src/cli/tenants.ts'])('%s', (entry) => {
    const { files, packages } = graph(entry);
    const rel = [...files].map((f) => path.relative(ROOT, f));
    expect(rel).not.toContain('src/context.ts');
    expect(rel).not.toContain('src/app.ts');
    expect(rel.filter((f) => f.startsWith('src/detect/') || f.startsWith('src/domains/gateway/'))).toEqual(
      [],
    );
    for (const heavy of ['fastify', 'stripe', 'ioredis', 'nodemailer', 'pino', 'undici'])
      expect(packages.has(heavy), heavy).toBe(false);
  });

  it('the walker does follow the imports (the key commands reach the tenant service; the context, the engines)', () => {
    const keys = [...graph('src/cli/keys.ts').files].map((f) => path.relative(ROOT, f));
    expect(keys).toContain('src/domains/tenants/service.ts');
    expect(keys).toContain('src/db/migrate.ts');
    const { files, packages } = graph('src/context.ts');
    expect([...files].some((f) => f.includes(`${path.sep}detect${path.sep}`))).toBe(true);
    expect(packages.has('ioredis')).toBe(true);
  });
});
