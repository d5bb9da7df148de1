/**
 * In-process scan latency of this tree against another checkout of the project (say the commit
 * before a change), run alternately in child processes (A B A B ...) so both see the same machine
 * load:
 *
 *   node --import tsx bench/scan-compare.ts --baseline /path/to/other/checkout [--rounds 5] [--tree dir]
 *
 * (`--tree` measures another checkout in place of this one.)
 * Each child loads `src/detect/index.ts` of its tree and measures the prompts of
 * `bench/scan-engines.ts` twice: `same` scans one text over and over (as `bench/scan` does), and
 * `varied` makes every text distinct (a counter in front), so no per-text cache can answer from
 * the previous iteration. It also times each engine of the registry on the `varied` texts. Prints
 * one JSON object: per size, median over rounds of each tree's mean CPU time per scan
 * (`process.cpuUsage` over the loop: on a shared machine, time spent descheduled is not counted)
 * and wall-clock p50, in ms, and the ratios this / baseline (> 1: this tree is slower).
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { prompt, SIZES } from './scan-engines.js';

type Figures = Record<string, { cpuMean: number; p50: number }>;
interface ChildResult {
  same: Figures;
  varied: Figures;
  engines: Record<string, Record<string, number>>;
}

const here = fileURLToPath(import.meta.url);
const ownTree = path.resolve(path.dirname(here), '..');

const cpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

function stats(times: number[], cpu: number): { cpuMean: number; p50: number } {
  const sorted = [...times].sort((a, b) => a - b);
  return { cpuMean: cpu / Math.max(1, sorted.length), p50: sorted[Math.floor(sorted.length / 2)] ?? 0 };
}

async function child(tree: string): Promise<ChildResult> {
  const load = (rel: string) => import(pathToFileURL(path.join(tree, rel)).href);
  const detect = await load('src/detect/index.ts');
  const { ENGINES } = await load('src/detect/registry.ts');
  const { ScanContext } = await load('src/detect/engines/engine.ts');
  const { normalize } = await load('src/detect/normalize/pipeline.ts');
  detect.warmUp();
  const out: ChildResult = { same: {}, varied: {}, engines: {} };
  for (const [name, bytes, iterations] of SIZES) {
    const base = prompt(bytes);
    const texts = Array.from({ length: iterations }, (_, i) => `#${i} ${base}`.slice(0, bytes));
    const time = (pick: (i: number) => string, n: number) => {
      const times: number[] = [];
      const c0 = cpuMs();
      for (let i = 0; i < n; i++) {
        const text = pick(i);
        const t0 = performance.now();
        detect.scan(text);
        times.push(performance.now() - t0);
      }
      return stats(times, cpuMs() - c0);
    };
    time(() => base, Math.ceil(iterations / 10));
    out.same[name] = time(() => base, iterations);
    time((i) => texts[i] as string, Math.ceil(iterations / 10));
    out.varied[name] = time((i) => texts[i] as string, iterations);
    const perEngine: Record<string, number> = { normalize: 0 };
    const n = Math.ceil(iterations / 3);
    for (let i = 0; i < n; i++) {
      let t0 = performance.now();
      const input = normalize(texts[i] as string);
      perEngine.normalize = (perEngine.normalize ?? 0) + performance.now() - t0;
      const ctx = new ScanContext(input, 'user', []);
      for (const engine of ENGINES) {
        t0 = performance.now();
        engine.run(ctx);
        perEngine[engine.id] = (perEngine[engine.id] ?? 0) + performance.now() - t0;
      }
    }
    out.engines[name] = Object.fromEntries(
      Object.entries(perEngine).map(([k, v]) => [k, Math.round((v / n) * 1000) / 1000]),
    );
  }
  return out;
}

async function runChild(tree: string): Promise<ChildResult> {
  const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', here, '--child', tree], {
    cwd: tree,
    maxBuffer: 16 * 1024 * 1024,
  });
  const lines = stdout.trim().split('\n');
  return JSON.parse(lines[lines.length - 1] ?? 'null') as ChildResult;
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? (s[m] ?? 0) : ((s[m - 1] ?? 0) + (s[m] ?? 0)) / 2;
};
const r3 = (x: number) => Math.round(x * 1000) / 1000;

function summarize(runs: ChildResult[], mode: 'same' | 'varied') {
  const out: Record<string, { cpuMean: number; p50: number }> = {};
  for (const [name] of SIZES) {
    out[name] = {
      cpuMean: r3(median(runs.map((r) => r[mode][name]?.cpuMean ?? 0))),
      p50: r3(median(runs.map((r) => r[mode][name]?.p50 ?? 0))),
    };
  }
  return out;
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const childAt = args.indexOf('--child');
  if (childAt >= 0) {
    console.log(JSON.stringify(await child(path.resolve(args[childAt + 1] ?? '.'))));
    return;
  }
  const baseAt = args.indexOf('--baseline');
  if (baseAt < 0 || !args[baseAt + 1]) {
    process.stderr.write('usage: bench/scan-compare.ts --baseline <checkout> [--rounds N]\n');
    process.exit(2);
  }
  const baseline = path.resolve(args[baseAt + 1] as string);
  const roundsAt = args.indexOf('--rounds');
  const rounds = roundsAt >= 0 ? Number(args[roundsAt + 1]) : 5;
  const treeAt = args.indexOf('--tree');
  const tree = treeAt >= 0 ? path.resolve(args[treeAt + 1] ?? '.') : ownTree;
  const own: ChildResult[] = [];
  const base: ChildResult[] = [];
  for (let i = 0; i < rounds; i++) {
    // Alternate which tree goes first, so a load change mid-round does not favour one of them.
    if (i % 2 === 0) {
      own.push(await runChild(tree));
      base.push(await runChild(baseline));
    } else {
      base.push(await runChild(baseline));
      own.push(await runChild(tree));
    }
  }
  const result: Record<string, unknown> = {
    bench: 'scan-compare',
    tree,
    baseline,
    rounds,
    node: process.version,
  };
  for (const mode of ['same', 'varied'] as const) {
    const a = summarize(own, mode);
    const b = summarize(base, mode);
    result[mode] = Object.fromEntries(
      SIZES.map(([name]) => [
        name,
        {
          this: a[name],
          baseline: b[name],
          ratioCpu: r3((a[name]?.cpuMean ?? 0) / (b[name]?.cpuMean ?? 1)),
          ratioP50: r3((a[name]?.p50 ?? 0) / (b[name]?.p50 ?? 1)),
        },
      ]),
    );
  }
  const engineMedians = (runs: ChildResult[]) =>
    Object.fromEntries(
      SIZES.map(([name]) => {
        const ids = Object.keys(runs[0]?.engines[name] ?? {});
        return [
          name,
          Object.fromEntries(ids.map((id) => [id, r3(median(runs.map((r) => r.engines[name]?.[id] ?? 0)))])),
        ];
      }),
    );
  result.enginesMs = { this: engineMedians(own), baseline: engineMedians(base) };
  console.log(JSON.stringify(result));
}

await main();
