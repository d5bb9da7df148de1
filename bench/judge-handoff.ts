/**
 * Whether judging belongs in a worker-thread pool or in the request's own thread (issue 15: "where
 * a worker pool for judging serves better than whole-process workers, measure both"). One run,
 * the same ~1 KB prompt (bench/judge's system and user messages):
 *
 * - `in_thread`: `scan()` in this thread, as each cluster worker does today;
 * - `worker_thread`: the same `scan()` in a worker thread, the text posted to it and the verdict
 *   posted back (what a judging pool adds: a structured clone each way and a thread wake-up).
 *
 * Sequential calls (concurrency 1, the added-latency case); wall p50 and the process's CPU per
 * call (all threads: the hand-off's cost is CPU that the gateway's other work cannot use).
 *
 *   npm run bench -- judge-handoff
 */
import { fileURLToPath } from 'node:url';
import { isMainThread, parentPort, Worker } from 'node:worker_threads';
import { scan, warmUp } from '../src/detect/index.js';
import { SYSTEM, USER } from './judge.js';

const N = Number(process.env['BENCH_ITERATIONS'] ?? 3000);
const CONTEXT = [{ role: 'system' as const, content: SYSTEM }];

/** The verdict's shape as a pool would return it (what the gateway reads of a scan). */
function judge(text: string) {
  const d = scan(text, { role: 'user', context: CONTEXT });
  return { flags: d.flags, scores: d.scores, engines: d.engines };
}

if (!isMainThread) {
  warmUp();
  parentPort?.on('message', (m: { id: number; text: string }) => {
    parentPort?.postMessage({ id: m.id, verdict: judge(m.text) });
  });
}

const p50 = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1] ?? Number.NaN;

async function measure(call: () => Promise<unknown> | unknown) {
  for (let i = 0; i < N / 5; i++) await call();
  const wall: number[] = [];
  const c0 = process.cpuUsage();
  for (let i = 0; i < N; i++) {
    const t = process.hrtime.bigint();
    await call();
    wall.push(Number(process.hrtime.bigint() - t) / 1e6);
  }
  const c = process.cpuUsage(c0);
  const r = (x: number) => Number(x.toFixed(4));
  return { wall_p50_ms: r(p50(wall)), cpu_ms_per_call: r((c.user + c.system) / 1000 / N) };
}

export async function run(): Promise<Record<string, unknown>> {
  warmUp();
  const inThread = await measure(() => judge(USER));
  // Loader hooks are per thread on Node 20: the worker registers tsx, then loads this file.
  const worker = new Worker(
    `import('tsx/esm/api').then((t) => { t.register(); return import(${JSON.stringify(import.meta.url)}); });`,
    { eval: true },
  );
  const pending = new Map<number, (v: unknown) => void>();
  worker.on('message', (m: { id: number; verdict: unknown }) => {
    pending.get(m.id)?.(m.verdict);
    pending.delete(m.id);
  });
  let id = 0;
  const viaWorker = await measure(
    () =>
      new Promise((resolve) => {
        const i = id++;
        pending.set(i, resolve);
        worker.postMessage({ id: i, text: USER });
      }),
  );
  await worker.terminate();
  return {
    bench: 'judge-handoff',
    iterations: N,
    prompt_bytes: Buffer.byteLength(SYSTEM) + Buffer.byteLength(USER),
    in_thread: inThread,
    worker_thread: viaWorker,
    added_wall_ms: Number((viaWorker.wall_p50_ms - inThread.wall_p50_ms).toFixed(4)),
    cpu_ratio: Number((viaWorker.cpu_ms_per_call / inThread.cpu_ms_per_call).toFixed(3)),
  };
}

if (isMainThread && process.argv[1] === fileURLToPath(import.meta.url)) {
  console.log(JSON.stringify(await run()));
  process.exit(0);
}
