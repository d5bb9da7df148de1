/**
 * In-process latency of the full detection registry on 1 KB, 10 KB and 100 KB prompts:
 *
 *   node --import tsx bench/scan-engines.ts
 *
 * Prints one JSON line: per size, p50/p99 in milliseconds and throughput in MB/s. Prompts mix
 * prose, code, a URL and an e-mail address so every engine has work to do.
 */
import { scan, warmUp } from '../src/detect/index.js';

const PARAGRAPHS = [
  'The quarterly report shows revenue grew by twelve percent compared to last year, driven by new customers in Europe. ',
  'Please review the attached contract and send your comments to legal@example.com before Friday. ',
  'function total(items) { return items.reduce((sum, item) => sum + item.price * item.quantity, 0); } ',
  'Our documentation lives at https://docs.example.com/guide?section=install and covers every platform. ',
  'Mix the flour and sugar, then add two eggs and bake for thirty minutes at one hundred eighty degrees. ',
  '¿Puedes resumir este documento en tres frases? Merci beaucoup pour votre aide avec ce projet. ',
];

function prompt(bytes: number): string {
  let s = '';
  for (let i = 0; Buffer.byteLength(s) < bytes; i++) s += PARAGRAPHS[i % PARAGRAPHS.length];
  return s.slice(0, bytes);
}

function measure(text: string, iterations: number) {
  const times: number[] = [];
  for (let i = 0; i < iterations; i++) {
    const t0 = performance.now();
    scan(text);
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0;
  const mean = times.reduce((a, b) => a + b, 0) / times.length;
  const round = (x: number) => Math.round(x * 1000) / 1000;
  const bytes = Buffer.byteLength(text);
  return {
    bytes,
    iterations,
    p50Ms: round(at(0.5)),
    p99Ms: round(at(0.99)),
    mbPerS: round(bytes / 1e6 / (mean / 1000)),
  };
}

warmUp();
const sizes: Array<[string, number, number]> = [
  ['1KB', 1024, 3000],
  ['10KB', 10 * 1024, 500],
  ['100KB', 100 * 1024, 60],
];
const results: Record<string, ReturnType<typeof measure>> = {};
for (const [name, bytes, iterations] of sizes) {
  measure(prompt(bytes), Math.ceil(iterations / 10));
  results[name] = measure(prompt(bytes), iterations);
}
console.log(JSON.stringify({ bench: 'scan-engines', engines: 'all', node: process.version, results }));
