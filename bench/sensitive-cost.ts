/**
 * Cost per KB of the PII and secret engines (issue 37: <= 0.1 ms per KB at p50):
 *
 *   node --import tsx bench/sensitive-cost.ts
 *
 * Each engine scans distinct prompts (a counter in front, so no per-text cache answers) of 1, 10
 * and 100 KB: benign prose, and prose with credentials and personal data mixed in. The baseline,
 * measured in the same run on the same texts, is the scan with no engine (normalisation and the
 * verdict around it), so the ratio is the engine's own cost over the fixed part every scan pays.
 * Prints one JSON object: per engine and size, p50/p99 CPU ms per scan, p50 ms per KB, the
 * engine's own p50 ms per KB (over the baseline) and the ratio to the baseline.
 */
import { fileURLToPath } from 'node:url';
import { scan, warmUp } from '../src/detect/index.js';
import { prompt, summarize } from './scan-engines.js';

const SENSITIVE = [
  'Reach me at +44 20 7946 0958 ext. 12 or maria.lopez@example.org. ',
  'Card 4111 1111 1111 1111 exp 08/27, IBAN DE89 3704 0044 0532 0130 00. ',
  'aws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYzQ9Lm2Vx7Tn4 ',
  'DATABASE_URL=postgres://svc:Zq9vLm2Xk!7@db.internal:5432/app ',
  'Dear Anna Schmidt, your appointment at 221B Baker Street, London NW1 6XE is confirmed. ',
];

/** A prompt of about `bytes` bytes with a sensitive sentence every ~400 bytes. */
function sensitivePrompt(bytes: number): string {
  const base = prompt(bytes);
  let s = '';
  for (let at = 0, i = 0; at < base.length; at += 400, i++)
    s += base.slice(at, at + 400) + SENSITIVE[i % SENSITIVE.length];
  return s.slice(0, bytes);
}

const SIZES: ReadonlyArray<readonly [string, number, number]> = [
  ['1KB', 1024, 2000],
  ['10KB', 10 * 1024, 300],
  ['100KB', 100 * 1024, 40],
];

const CONFIGS: readonly (readonly string[])[] = [[], ['pii'], ['secrets'], ['pii', 'secrets']];
const BATCH = 10;

/**
 * CPU time per scan (process.cpuUsage, so time spent descheduled on a shared machine does not
 * count), in batches of {@link BATCH} distinct texts; the configurations take turns batch by
 * batch, so a burst of load from other processes falls on all of them alike.
 */
function measureAll(text: string, iterations: number): Array<ReturnType<typeof summarize>> {
  const per: number[][] = CONFIGS.map(() => []);
  let n = 0;
  for (let round = 0; round < Math.ceil(iterations / BATCH); round++) {
    CONFIGS.forEach((engines, c) => {
      const c0 = process.cpuUsage();
      for (let i = 0; i < BATCH; i++) scan(`${n++} ${text}`, { engines: [...engines] });
      const used = process.cpuUsage(c0);
      per[c]?.push((used.user + used.system) / 1000 / BATCH);
    });
  }
  return per.map((times) => summarize(times, Buffer.byteLength(text)));
}

export async function run(): Promise<Record<string, unknown>> {
  warmUp();
  const results: Record<string, unknown> = {};
  for (const [kind, make] of [
    ['benign', prompt],
    ['sensitive', sensitivePrompt],
  ] as const) {
    for (const [name, bytes, iterations] of SIZES) {
      const text = make(bytes);
      const kb = bytes / 1024;
      measureAll(text, Math.ceil(iterations / 10));
      const [baseline, ...rest] = measureAll(text, iterations);
      const row: Record<string, unknown> = { baseline };
      rest.forEach((r, i) => {
        const b = baseline?.p50Ms ?? 0;
        row[CONFIGS[i + 1]?.join('+') ?? ''] = {
          ...r,
          p50MsPerKb: Math.round((r.p50Ms / kb) * 10000) / 10000,
          ownP50MsPerKb: Math.round((Math.max(0, r.p50Ms - b) / kb) * 10000) / 10000,
          ratioToBaseline: Math.round((r.p50Ms / Math.max(1e-6, b)) * 100) / 100,
        };
      });
      results[`${kind}-${name}`] = row;
    }
  }
  return { bench: 'sensitive-cost', node: process.version, clock: 'cpu', results };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) console.log(JSON.stringify(await run(), null, 1));
