/**
 * `npm run bench [name...]`: runs the named benchmarks (all by default), each printing one JSON
 * line of figures. Figures are ratios against a baseline run in the same process where possible,
 * since these machines are shared and noisy.
 */
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

type Bench = { run: () => Promise<unknown> };

/** A benchmark written as a standalone script: run it in a child process, parse its JSON line. */
function script(file: string): () => Promise<Bench> {
  const run = async () => {
    const path = fileURLToPath(new URL(file, import.meta.url));
    const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', path], {
      maxBuffer: 16 * 1024 * 1024,
    });
    const lines = stdout.trim().split('\n');
    return JSON.parse(lines[lines.length - 1] ?? 'null') as unknown;
  };
  return async () => ({ run });
}

const BENCHES: Record<string, () => Promise<Bench>> = {
  'http-baseline': () => import('./http-baseline.js'),
  scan: () => import('./scan.js'),
  'scan-engines': () => import('./scan-engines.js'),
  artifacts: script('./artifacts.ts'),
  gateway: () => import('./gateway.js'),
  judge: script('./judge.ts'),
  'judge-handoff': script('./judge-handoff.ts'),
  memory: script('./memory.ts'),
};

const wanted = process.argv.slice(2);
const names = wanted.length > 0 ? wanted : Object.keys(BENCHES);
for (const name of names) {
  const load = BENCHES[name];
  if (!load) {
    process.stderr.write(`unknown benchmark ${name}; known: ${Object.keys(BENCHES).join(', ')}\n`);
    process.exit(2);
  }
  const mod = await load();
  process.stdout.write(`${JSON.stringify(await mod.run())}\n`);
}
process.exit(0);
