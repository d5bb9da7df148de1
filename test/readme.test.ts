import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SETTINGS } from '../src/config.js';
import { type ServerProcess, startServer } from './helpers/process.js';

/**
 * The README runs as written: its shell blocks, in order, as one bash script against a started
 * server (mock provider), its JavaScript block with node, its configuration block through
 * `vgate config check`. A block is left out only when a `<!-- readme-test: skip (...) -->` line
 * precedes it. The only rewrites: the server's real port for 8080, `node bin/vgate.js` as the
 * CLI run from the sources (what bin/vgate.js runs once built), and the repository's absolute path
 * for `tools/vgate-verify.mjs` (the script runs in a scratch directory, where the relative paths
 * would not resolve).
 */

const ROOT = path.resolve(import.meta.dirname, '..');
const README = readFileSync(path.join(ROOT, 'README.md'), 'utf8');

interface Block {
  lang: string;
  marker: string | null;
  code: string;
}

function blocks(markdown: string): Block[] {
  const out: Block[] = [];
  const re = /(?:<!-- readme-test: ([a-z]+)[^>]*-->\n)?```([a-z]*)\n([\s\S]*?)```/g;
  for (const m of markdown.matchAll(re))
    out.push({ marker: m[1] ?? null, lang: m[2] ?? '', code: m[3] ?? '' });
  return out;
}

const has = (tool: string) => spawnSync('sh', ['-c', `command -v ${tool}`]).status === 0;
const missing = ['bash', 'curl', 'jq'].filter((t) => !has(t));

describe('README.md', () => {
  const work = path.join(ROOT, `.vgate-test-readme-${process.pid}`);
  mkdirSync(work, { recursive: true });
  const dataDir = mkdtempSync(path.join(tmpdir(), 'vgate-readme-'));
  let server: ServerProcess | null = null;
  afterAll(async () => {
    if (server) {
      server.child.kill('SIGTERM');
      await server.exited;
    }
    rmSync(work, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('calls the command line as node bin/vgate.js, never npx vgate', () => {
    // In the package's own directory `npx vgate` installs the package into npm's cache and runs
    // its `prepare` (a rebuild of dist/ under the running server): seconds to minutes, not one.
    for (const b of blocks(README)) expect(b.code).not.toContain('npx vgate');
    for (const row of README.split('\n').filter((l) => l.startsWith('|')))
      expect(row).not.toContain('npx vgate');
    expect(README).toContain('ADMIN=$(node bin/vgate.js keys create');
  });

  it('documents every setting', () => {
    for (const s of SETTINGS) expect(README, s.env).toContain(`\`${s.env}\``);
    expect(README).not.toContain('SPEC.md');
  });

  it.skipIf(missing.length > 0)(
    `runs every example in order (needs ${['bash', 'curl', 'jq'].join(', ')})`,
    async () => {
      server = startServer({ VGATE_DATA_DIR: dataDir });
      const base = await server.ready(120_000);
      const cli = `node --import tsx ${JSON.stringify(path.join(ROOT, 'src/cli/main.ts'))}`;
      const verifier = `node ${JSON.stringify(path.join(ROOT, 'tools/vgate-verify.mjs'))}`;
      const script = ['set -euo pipefail'];
      let n = 0;
      for (const b of blocks(README)) {
        n += 1;
        if (b.marker === 'skip' || b.lang === 'text') continue;
        const code = b.code
          .replaceAll('http://127.0.0.1:8080', base)
          .replaceAll('node bin/vgate.js', cli)
          .replaceAll('node tools/vgate-verify.mjs', verifier);
        if (b.marker === 'node') {
          const file = path.join(work, `block-${n}.mjs`);
          writeFileSync(file, code);
          script.push(`echo '### block ${n} (node)'`, `BASE="$BASE" KEY="$KEY" node ${JSON.stringify(file)}`);
        } else if (b.marker === 'config') {
          const file = path.join(work, `block-${n}.yaml`);
          writeFileSync(file, code);
          script.push(
            `echo '### block ${n} (config)'`,
            `VGATE_CONFIG=${JSON.stringify(file)} ${cli} config check >/dev/null`,
          );
        } else if (b.lang === 'sh') {
          script.push(`echo '### block ${n}'`, code);
        } else {
          throw new Error(`README block ${n} (${b.lang || 'no language'}) has no readme-test marker`);
        }
      }
      const run = spawnSync('bash', ['-c', script.join('\n')], {
        cwd: work,
        env: { PATH: process.env['PATH'] ?? '', VGATE_DATA_DIR: dataDir, HOME: process.env['HOME'] ?? work },
        encoding: 'utf8',
        timeout: 400_000,
      });
      const out = `${run.stdout}\n${run.stderr}`;
      expect(run.status, out).toBe(0);
      // What the README promises, as printed by its own commands.
      expect(out).toContain('{"status":"ok","contour":"local"}');
      expect(out).toContain('["mock/demo"]');
      expect(out).toContain('["laptop",["scan","gateway","memory","billing"]]');
      expect(out).toContain('{"action":"ALLOW","flags":[]}');
      expect(out).toContain('"code":"insufficient_scope"');
      expect(out).toContain('["scan","gateway","memory","admin"]');
      expect(out).toMatch(/"action":"BLOCK","flags":\[[^\]]*"PROMPT_INJECTION"/);
      expect(out).toContain('{"action":"REDACT"}');
      expect(out).toContain(
        '{"action":"BLOCK","flags":["HARMFUL_CONTENT"],"categories":["indiscriminate_weapons"]}',
      );
      expect(out).toContain('mock answer: hi');
      expect(out).toContain('mock/demo');
      expect(out).toContain('{"id":"cheap","owned_by":"tenant"}');
      expect(out).toMatch(/mock answer: My favourite colour is teal\.[^\n]*-> HTTP 200/);
      expect(out).toMatch(/"code":"memory_turn_replay_unavailable"[^\n]*-> HTTP 409/);
      // The transparency example: the pinned key id it printed signed the matrix the usage
      // response was disclosed under.
      expect(out).toMatch(
        /^(sha256:[0-9a-f]{64})\n[\s\S]*^OK channel local\.billing \(retention [a-z_]+\) is in matrix sha256:[0-9a-f]{64} signed by \1$/m,
      );
      expect(out).toContain('{"valid":true}');
      expect(out).toContain('{"tenant_id":"acme","revoked":2}');
      expect(out).not.toContain('internal_error');
    },
    600_000,
  );
});
