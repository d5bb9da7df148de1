/**
 * Throughput of an authenticated, rate-limited, channel-disclosed route against a bare Fastify
 * route answering the same body, measured in the same process one after the other (bare, full,
 * bare, full) so machine noise hits both. Prints one JSON line; the target is ratio >= 0.70.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { buildApp } from '../src/app.js';
import { defaultConfig } from '../src/config.js';
import { createContext } from '../src/context.js';
import { secured } from '../src/core/principal.js';

const DURATION = Number(process.env['BENCH_SECONDS'] ?? 2);
const ROUNDS = Number(process.env['BENCH_ROUNDS'] ?? 7);
const BODY = { object: 'bench', ok: true, items: [1, 2, 3] };

async function load(url: string, headers: Record<string, string> = {}): Promise<number> {
  const result = await autocannon({
    url,
    connections: 32,
    pipelining: 1,
    duration: DURATION,
    headers,
    workers: 1,
  });
  if (result.non2xx > 0) throw new Error(`${url}: ${result.non2xx} non-2xx answers`);
  return result.requests.average;
}

export async function run(): Promise<Record<string, number | string | number[]>> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'vgate-bench-'));
  const config = defaultConfig({
    dataDir,
    rateLimits: { free: 1e9, pro: 1e9, enterprise: 1e9, platform: 1e9 },
  });
  const ctx = await createContext(config);
  const key = await ctx.tenants.createKey({ tenantId: 'bench', tier: 'pro' }, null);
  const app = await buildApp(ctx);
  app.get('/bench/secured', { config: { surface: 'verdict', auth: secured('scan') } }, async () => BODY);
  const bare = Fastify();
  bare.get('/bench/bare', async () => BODY);
  const fullUrl = `${await app.listen({ port: 0, host: '127.0.0.1' })}/bench/secured`;
  const bareUrl = `${await bare.listen({ port: 0, host: '127.0.0.1' })}/bench/bare`;
  const auth = { authorization: `Bearer ${key.key}` };
  try {
    await load(bareUrl); // warm-up both paths (JIT, caches)
    await load(fullUrl, auth);
    // Short interleaved rounds; the median of per-round ratios resists the noise of shared machines.
    const rounds: { bare: number; full: number; ratio: number }[] = [];
    for (let i = 0; i < ROUNDS; i += 1) {
      const bareRps = await load(bareUrl);
      const fullRps = await load(fullUrl, auth);
      rounds.push({ bare: Math.round(bareRps), full: Math.round(fullRps), ratio: fullRps / bareRps });
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
    const result: Record<string, number | string | number[]> = {
      bench: 'http-baseline',
      bare_rps: median(rounds.map((r) => r.bare)),
      authenticated_rps: median(rounds.map((r) => r.full)),
      ratio: Number(median(rounds.map((r) => r.ratio)).toFixed(3)),
      ratios: rounds.map((r) => Number(r.ratio.toFixed(3))),
      target_ratio: 0.7,
      seconds_per_run: DURATION,
    };
    return result;
  } finally {
    await app.close();
    await bare.close();
    await ctx.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
