/**
 * In-process latency of the full detection registry on 1 KB, 10 KB and 100 KB prompts:
 *
 *   npm run bench -- scan-engines    (or: node --import tsx bench/scan-engines.ts)
 *
 * Returns (and, run directly, prints) one JSON object: per size, p50/p99 in milliseconds and
 * throughput in MB/s. Prompts mix prose, code, a URL, an e-mail address and a non-English sentence
 * so every engine has work to do; `bench/scan.ts` reuses them.
 */
import { fileURLToPath } from 'node:url';
import { scan, warmUp } from '../src/detect/index.js';

const PARAGRAPHS = [
  'The quarterly report shows revenue grew by twelve percent compared to last year, driven by new customers in Europe. ',
  'Please review the attached contract and send your comments to legal@example.com before Friday. ',
  'function total(items) { return items.reduce((sum, item) => sum + item.price * item.quantity, 0); } ',
  'Our documentation lives at https://docs.example.com/guide?section=install and covers every platform. ',
  'Mix the flour and sugar, then add two eggs and bake for thirty minutes at one hundred eighty degrees. ',
  '¿Puedes resumir este documento en tres frases? Merci beaucoup pour votre aide avec ce projet. ',
];

/** A benign prompt of about `bytes` UTF-8 bytes. */
export function prompt(bytes: number): string {
  let s = '';
  for (let i = 0; Buffer.byteLength(s) < bytes; i++) s += PARAGRAPHS[i % PARAGRAPHS.length];
  return s.slice(0, bytes);
}

/** Latency figures of a sample of durations in milliseconds for a text of `bytes` bytes. */
export function summarize(times: number[], bytes: number) {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  const mean = sorted.reduce((a, b) => a + b, 0) / Math.max(1, sorted.length);
  const round = (x: number) => Math.round(x * 1000) / 1000;
  return {
    bytes,
    iterations: sorted.length,
    p50Ms: round(at(0.5)),
    p99Ms: round(at(0.99)),
    mbPerS: round(bytes / 1e6 / (mean / 1000)),
  };
}

/** Prompt sizes measured: name, bytes, in-process iterations. */
export const SIZES: ReadonlyArray<readonly [string, number, number]> = [
  ['1KB', 1024, 3000],
  ['10KB', 10 * 1024, 500],
  ['100KB', 100 * 1024, 60],
];

function measure(text: string, iterations: number) {
  const times: number[] = [];
  for (let i = 0; i < iterations; i++) {
    const t0 = performance.now();
    scan(text);
    times.push(performance.now() - t0);
  }
  return summarize(times, Buffer.byteLength(text));
}

export async function run(): Promise<Record<string, unknown>> {
  warmUp();
  const results: Record<string, ReturnType<typeof measure>> = {};
  for (const [name, bytes, iterations] of SIZES) {
    measure(prompt(bytes), Math.ceil(iterations / 10));
    results[name] = measure(prompt(bytes), iterations);
  }
  return { bench: 'scan-engines', engines: 'all', node: process.version, results };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) console.log(JSON.stringify(await run()));
