/**
 * Full-registry scan latency on 1 KB, 10 KB and 100 KB prompts, in process (calling `scan`) and
 * over HTTP (sequential `POST /v1/scan` with `{input}` against the real app on a temp data dir,
 * after warm-up). Returns one JSON object; `npm run bench -- scan` prints it. The targets are the
 * in-process p50s: <= 1 ms at 1 KB and <= 20 ms at 100 KB.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { request } from 'undici';
import { buildApp } from '../src/app.js';
import { defaultConfig } from '../src/config.js';
import { createContext } from '../src/context.js';
import { scan, warmUp } from '../src/detect/index.js';
import { prompt, SIZES, summarize } from './scan-engines.js';

/** HTTP round trips are slower than in-process scans: fewer iterations keep the run short. */
const HTTP_ITERATIONS: Record<string, number> = { '1KB': 1000, '10KB': 300, '100KB': 60 };

function inProcess(text: string, iterations: number) {
  const times: number[] = [];
  for (let i = 0; i < iterations; i++) {
    const t0 = performance.now();
    scan(text);
    times.push(performance.now() - t0);
  }
  return summarize(times, Buffer.byteLength(text));
}

async function overHttp(url: string, auth: string, text: string, iterations: number) {
  const body = JSON.stringify({ input: text });
  const headers = { authorization: auth, 'content-type': 'application/json' };
  const times: number[] = [];
  for (let i = 0; i < iterations; i++) {
    const t0 = performance.now();
    const res = await request(url, { method: 'POST', headers, body });
    await res.body.text();
    times.push(performance.now() - t0);
    if (res.statusCode !== 200) throw new Error(`POST /v1/scan answered ${res.statusCode}`);
  }
  return summarize(times, Buffer.byteLength(text));
}

export async function run(): Promise<Record<string, unknown>> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'vgate-bench-scan-'));
  const config = defaultConfig({
    dataDir,
    rateLimits: { free: 1e9, pro: 1e9, enterprise: 1e9, platform: 1e9 },
  });
  const ctx = await createContext(config);
  const key = await ctx.tenants.createKey({ tenantId: 'bench', tier: 'pro' }, null);
  const app = await buildApp(ctx);
  const url = `${await app.listen({ port: 0, host: '127.0.0.1' })}/v1/scan`;
  const auth = `Bearer ${key.key}`;
  try {
    warmUp();
    const inproc: Record<string, ReturnType<typeof summarize>> = {};
    const http: Record<string, ReturnType<typeof summarize>> = {};
    for (const [name, bytes, iterations] of SIZES) {
      const text = prompt(bytes);
      inProcess(text, Math.ceil(iterations / 10));
      inproc[name] = inProcess(text, iterations);
      const httpIterations = HTTP_ITERATIONS[name] ?? 100;
      await overHttp(url, auth, text, Math.ceil(httpIterations / 10));
      http[name] = await overHttp(url, auth, text, httpIterations);
    }
    return {
      bench: 'scan',
      engines: 'all',
      node: process.version,
      in_process: inproc,
      http,
      targets: { '1KB_p50_ms': 1, '100KB_p50_ms': 20 },
      pass: (inproc['1KB']?.p50Ms ?? Infinity) <= 1 && (inproc['100KB']?.p50Ms ?? Infinity) <= 20,
    };
  } finally {
    await app.close();
    await ctx.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
