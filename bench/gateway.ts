/**
 * The gateway's added cost against calling the mock upstream directly, measured in one run:
 * added p50 latency at concurrency 1 (targets: <= 1 ms without scanning, <= 2 ms with input and
 * output scanning), added streaming time to first byte (<= 2 ms), and gateway/direct throughput
 * at 32 connections without scanning (>= 0.35). The mock upstream runs in its own process so that
 * its work is not charged to the gateway, and keeps no request log (a log grows its heap over a
 * run and slows every later measurement); direct and gateway samples alternate so machine noise
 * hits both. Latency is timed with a keep-alive client and hrtime (autocannon's histogram counts
 * whole milliseconds); throughput with autocannon, after one warm-up round of each.
 *
 * For scale, the throughput runs also measure a minimal pass-through proxy (`node:http` in, undici
 * out, bytes untouched) in the gateway's place: `reference_proxy_ratio_32c` is what doing nothing
 * but forwarding costs on this machine and topology.
 */
import { fork } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { Pool } from 'undici';
import { buildApp } from '../src/app.js';
import { defaultConfig } from '../src/config.js';
import { createContext } from '../src/context.js';
import { startMockUpstream } from '../test/helpers/mock-upstream.js';

const DURATION = Number(process.env['BENCH_SECONDS'] ?? 5);
const SAMPLES = Number(process.env['BENCH_SAMPLES'] ?? 500);
const ADMIN_KEY = 'vg_bench_platform_key_0123456789abcdefgh';
const SENTENCE =
  'Please summarise the quarterly sales figures for the northern region and suggest three ways to improve retention. ';
/** A benign prompt of about 1 KB (the upstream echoes it, so the answer is ~1 KB too). */
const PROMPT = SENTENCE.repeat(Math.ceil(1024 / SENTENCE.length)).slice(0, 1024);

/** Child mode: serve the mock upstream in this process and report its origin. */
if (process.env['VGATE_BENCH_MOCK_UPSTREAM'] === '1') {
  const up = await startMockUpstream({ record: false });
  process.send?.({ url: up.url });
}

async function mockUpstreamProcess(): Promise<{ url: string; stop: () => void }> {
  const child = fork(fileURLToPath(import.meta.url), [], {
    env: { ...process.env, VGATE_BENCH_MOCK_UPSTREAM: '1' },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    child.once('message', (m) => resolve((m as { url: string }).url));
    child.once('exit', (code) => reject(new Error(`mock upstream exited with ${code}`)));
  });
  return { url, stop: () => child.kill() };
}

interface Endpoint {
  url: string;
  headers: Record<string, string>;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

/** One request on a kept-alive socket: ms to the first body byte and to the end. */
function timeOnce(e: Endpoint, body: string): Promise<{ ttfb: number; total: number }> {
  return new Promise((resolve, reject) => {
    const t0 = process.hrtime.bigint();
    let ttfb = -1;
    const req = http.request(
      e.url,
      { method: 'POST', agent, headers: { ...e.headers, 'content-type': 'application/json' } },
      (res) => {
        if (res.statusCode !== 200) reject(new Error(`${e.url}: status ${res.statusCode}`));
        res.on('data', () => {
          if (ttfb < 0) ttfb = Number(process.hrtime.bigint() - t0) / 1e6;
        });
        res.on('end', () => resolve({ ttfb, total: Number(process.hrtime.bigint() - t0) / 1e6 }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] ?? Number.NaN;
};

/** Alternating sequential samples (concurrency 1): p50 total and p50 time to first byte. */
async function sequential(direct: Endpoint, gateway: Endpoint, stream: boolean) {
  const body = JSON.stringify({
    model: 'bench-model',
    messages: [{ role: 'user', content: PROMPT }],
    stream,
  });
  const d = { ttfb: [] as number[], total: [] as number[] };
  const g = { ttfb: [] as number[], total: [] as number[] };
  for (let i = 0; i < SAMPLES / 5; i += 1) {
    await timeOnce(direct, body);
    await timeOnce(gateway, body);
  }
  for (let i = 0; i < SAMPLES; i += 1) {
    const a = await timeOnce(direct, body);
    const b = await timeOnce(gateway, body);
    d.ttfb.push(a.ttfb);
    d.total.push(a.total);
    g.ttfb.push(b.ttfb);
    g.total.push(b.total);
  }
  const r = (x: number) => Number(x.toFixed(3));
  return {
    direct_p50_ms: r(median(d.total)),
    gateway_p50_ms: r(median(g.total)),
    added_p50_ms: r(median(g.total) - median(d.total)),
    direct_ttfb_p50_ms: r(median(d.ttfb)),
    gateway_ttfb_p50_ms: r(median(g.ttfb)),
    added_ttfb_p50_ms: r(median(g.ttfb) - median(d.ttfb)),
  };
}

async function throughput(e: Endpoint, stream: boolean): Promise<number> {
  const result = await autocannon({
    url: e.url,
    method: 'POST',
    connections: 32,
    pipelining: 1,
    duration: DURATION,
    headers: { ...e.headers, 'content-type': 'application/json' },
    body: JSON.stringify({ model: 'bench-model', messages: [{ role: 'user', content: PROMPT }], stream }),
    workers: 1,
  });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${e.url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  }
  return result.requests.average;
}

/**
 * Direct, gateway (and the reference proxy) in turn at 32 connections; the ratios of the
 * averages. The reference is a minimal pass-through proxy in this process: the ceiling any
 * Node.js gateway on this machine and topology can reach.
 */
async function ratio(direct: Endpoint, gateway: Endpoint, stream: boolean, reference?: Endpoint) {
  const d: number[] = [];
  const g: number[] = [];
  const r: number[] = [];
  for (let i = 0; i < 3; i += 1) {
    const warmup = i === 0;
    const a = await throughput(direct, stream);
    const b = await throughput(gateway, stream);
    const c = reference ? await throughput(reference, stream) : 0;
    if (warmup) continue;
    d.push(a);
    g.push(b);
    r.push(c);
  }
  const avg = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
  return {
    direct_rps: Math.round(avg(d)),
    gateway_rps: Math.round(avg(g)),
    ratio: Number((avg(g) / avg(d)).toFixed(3)),
    ...(reference
      ? {
          reference_proxy_rps: Math.round(avg(r)),
          reference_proxy_ratio: Number((avg(r) / avg(d)).toFixed(3)),
        }
      : {}),
  };
}

/**
 * The reference: `node:http` in, one undici pool out, bytes passed through untouched (no
 * authentication, parsing, routing, scanning or metering).
 */
async function referenceProxy(upstream: string): Promise<{ endpoint: Endpoint; close: () => Promise<void> }> {
  const pool = new Pool(upstream, { pipelining: 1, keepAliveTimeout: 10_000 });
  const server = http.createServer((req, res) => {
    const parts: Buffer[] = [];
    req.on('data', (c: Buffer) => parts.push(c));
    req.on('end', () => {
      pool
        .request({
          method: 'POST',
          path: '/v1/chat/completions',
          headers: { 'content-type': 'application/json' },
          body: Buffer.concat(parts),
        })
        .then(async (up) => {
          res.writeHead(up.statusCode, { 'content-type': String(up.headers['content-type']) });
          for await (const chunk of up.body) res.write(chunk);
          res.end();
        })
        .catch(() => res.destroy());
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    endpoint: { url: `http://127.0.0.1:${port}/v1/chat/completions`, headers: {} },
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await pool.close();
    },
  };
}

async function gatewayApp(upstream: string) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'vgate-bench-gw-'));
  const config = defaultConfig({
    dataDir,
    adminKey: ADMIN_KEY,
    mockProvider: false,
    rateLimits: { free: 1e9, pro: 1e9, enterprise: 1e9, platform: 1e9 },
  });
  const ctx = await createContext(config, {
    file: {
      providers: [
        { id: 'bench', kind: 'openai', base_url: `${upstream}/v1`, api_key: 'sk-bench', default: true },
      ],
    },
  });
  await ctx.tenants.bootstrap({ adminKey: ADMIN_KEY, generateIfNone: false });
  const quiet = await ctx.tenants.createKey({ tenantId: 'quiet', tier: 'pro' }, null);
  const scanned = await ctx.tenants.createKey({ tenantId: 'scanned', tier: 'pro' }, null);
  const app = await buildApp(ctx);
  const auth = (key: string) => ({ authorization: `Bearer ${key}` });
  const engines = (await app.inject({ method: 'GET', url: '/v1/engines', headers: auth(quiet.key) })).json<{
    data: Array<{ id: string }>;
  }>().data;
  const off = await app.inject({
    method: 'PUT',
    url: '/v1/admin/tenants/quiet/policy',
    headers: auth(ADMIN_KEY),
    payload: { engines: Object.fromEntries(engines.map((e) => [e.id, { enabled: false }])) },
  });
  if (off.statusCode !== 200) throw new Error(`policy: ${off.statusCode} ${off.body}`);
  const url = `${await app.listen({ port: 0, host: '127.0.0.1' })}/v1/chat/completions`;
  return {
    quiet: { url, headers: auth(quiet.key) },
    scanned: { url, headers: auth(scanned.key) },
    engines: engines.length,
    close: async () => {
      await app.close();
      await ctx.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function run(): Promise<Record<string, unknown>> {
  const up = await mockUpstreamProcess();
  const gw = await gatewayApp(up.url);
  const reference = await referenceProxy(up.url);
  const direct: Endpoint = { url: `${up.url}/v1/chat/completions`, headers: {} };
  try {
    const off = await sequential(direct, gw.quiet, false);
    const on = await sequential(direct, gw.scanned, false);
    const offStream = await sequential(direct, gw.quiet, true);
    const onStream = await sequential(direct, gw.scanned, true);
    const tput = await ratio(direct, gw.quiet, false, reference.endpoint);
    const tputStream = await ratio(direct, gw.quiet, true);
    return {
      bench: 'gateway',
      prompt_bytes: PROMPT.length,
      engines_disabled_when_off: gw.engines,
      samples: SAMPLES,
      seconds_per_run: DURATION,
      added_p50_ms_scan_off: off.added_p50_ms,
      added_p50_ms_scan_on: on.added_p50_ms,
      added_ttfb_ms_stream_scan_off: offStream.added_ttfb_p50_ms,
      added_ttfb_ms_stream_scan_on: onStream.added_ttfb_p50_ms,
      throughput_ratio_32c: tput.ratio,
      reference_proxy_ratio_32c: tput.reference_proxy_ratio,
      targets: {
        added_p50_ms_scan_off: 1,
        added_p50_ms_scan_on: 2,
        added_ttfb_ms_stream: 2,
        throughput_ratio_32c: 0.35,
      },
      detail: {
        json_scan_off: off,
        json_scan_on: on,
        stream_scan_off: offStream,
        stream_scan_on: onStream,
        throughput_json_scan_off: tput,
        throughput_stream_scan_off: tputStream,
      },
    };
  } finally {
    agent.destroy();
    await reference.close();
    await gw.close();
    up.stop();
  }
}
