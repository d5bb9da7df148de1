/**
 * The gateway's added cost against calling the mock upstream directly, measured in one run with
 * every party in its own process, as users deploy them: the mock upstream, a minimal pass-through
 * proxy (for scale), the gateway started as `vgate serve` would (one worker, and N workers), and
 * this process as the load generator. Reported in one JSON line:
 *
 * - added p50 at concurrency 1 (JSON) and added time to the first streamed byte, scanning off and
 *   on, from alternating sequential samples on kept-alive sockets (hrtime); the same for the
 *   minimal proxy, the floor that two more hops between processes put under any gateway here;
 * - req/s at 32 connections (autocannon; `BENCH_LOADGEN=wrk` uses Debian's wrk) for direct, the
 *   proxy, a bare Fastify service that parses the request and the answer (the least a JSON gateway
 *   built on Fastify does; `referenceFastify`), the gateway scanning off and on, and the same with
 *   N workers, alternating the targets round by round after a warm-up round;
 *   each as a ratio of direct req/s in the same round set;
 * - the gateway's CPU time per request (user + system of its process tree, from /proc).
 *
 * The gateway logs at `info` (one access line per request) to a file, as in production
 * (`BENCH_LOG_LEVEL=warn` measures it without its access log). The mock upstream echoes the ~1 KB
 * prompt, so the answer is ~1 KB too. `BENCH_NODE_FLAGS` passes Node or V8 flags to the gateway
 * (and its workers) alone, e.g. `--max-semi-space-size=64` to compare a heap setting.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { availableParallelism, loadavg, setPriority, tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import autocannon from 'autocannon';
import { forkChild, type GatewayProcess, startGateway, treeCpuMs } from './processes.js';

const DURATION = Number(process.env['BENCH_SECONDS'] ?? 5);
const SAMPLES = Number(process.env['BENCH_SAMPLES'] ?? 500);
const ROUNDS = Number(process.env['BENCH_ROUNDS'] ?? 2);
const WORKERS = Number(process.env['BENCH_WORKERS'] ?? availableParallelism());
const ADMIN_KEY = 'vg_bench_platform_key_0123456789abcdefgh';
/**
 * A benign prompt of about 1 KB, of distinct sentences (the upstream echoes it, so the answer is ~1
 * KB too). Not one sentence repeated: the model reads a pasted sentence once, which would flatter
 * scanning.
 */
const PROMPT = (
  'Please summarise the quarterly sales figures for the northern region and suggest three ways to ' +
  'improve retention. Sales rose in the north while the southern stores held steady, and shipping ' +
  'times fell by a day after the new warehouse opened in March. Returns dropped slightly, staff ' +
  'turnover stayed low, and two senior buyers retired at the end of the year. Marketing spent less on ' +
  'print and more on local events, which brought in younger shoppers. The board approved a modest ' +
  'budget for refurbishing the oldest branches next spring. Customer surveys praised the friendly ' +
  'service but asked for longer opening hours on weekends and a simpler returns form. Online orders ' +
  'grew faster than in-store sales for the third quarter running, mostly for furniture and lighting. ' +
  'Please keep the summary under two hundred words, use plain language for the regional managers, and ' +
  'end with one question we should ask the logistics partner at the next review meeting in January. ' +
  'Thank you, and sorry for the short notice: the regional review was moved forward by a week.'
).slice(0, 1024);

interface Endpoint {
  url: string;
  headers: Record<string, string>;
  /** The process tree whose CPU time is charged to this endpoint's requests. */
  pid?: number;
}

/** The benchmark's chat request: the ~1 KB prompt, streamed or not. */
const chatBody = (stream: boolean) =>
  JSON.stringify({ model: 'bench-model', messages: [{ role: 'user', content: PROMPT }], stream });
const jsonHeaders = (e: Endpoint) => ({ ...e.headers, 'content-type': 'application/json' });

const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
/** One request on a kept-alive socket: ms to the first body byte and to the end. */
function timeOnce(e: Endpoint, body: string): Promise<{ ttfb: number; total: number }> {
  return new Promise((resolve, reject) => {
    const t0 = process.hrtime.bigint();
    let ttfb = -1;
    const req = http.request(e.url, { method: 'POST', agent, headers: jsonHeaders(e) }, (res) => {
      if (res.statusCode !== 200) reject(new Error(`${e.url}: status ${res.statusCode}`));
      res.on('data', () => {
        if (ttfb < 0) ttfb = Number(process.hrtime.bigint() - t0) / 1e6;
      });
      res.on('end', () => resolve({ ttfb, total: Number(process.hrtime.bigint() - t0) / 1e6 }));
    });
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
  const body = chatBody(stream);
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
  const p75 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(0.75 * xs.length)] ?? Number.NaN;
  return {
    direct_p50_ms: r(median(d.total)),
    gateway_p50_ms: r(median(g.total)),
    added_p50_ms: r(median(g.total) - median(d.total)),
    direct_ttfb_p50_ms: r(median(d.ttfb)),
    gateway_ttfb_p50_ms: r(median(g.ttfb)),
    added_ttfb_p50_ms: r(median(g.ttfb) - median(d.ttfb)),
    // A tail that reaches the median moves it by a millisecond between runs (docs/gateway.md).
    direct_ttfb_p75_ms: r(p75(d.ttfb)),
    gateway_ttfb_p75_ms: r(p75(g.ttfb)),
  };
}

interface Throughput {
  rps: number;
  cpuMsPerRequest: number | null;
}

/**
 * `BENCH_LOADGEN=wrk` drives the same load with wrk (Debian's `wrk`, written in C) instead of
 * autocannon in this process: a cross-check that the ratios do not come from the load generator's
 * own cost, which both pay alike on two cores.
 */
const LOADGEN = process.env['BENCH_LOADGEN'] === 'wrk' ? 'wrk' : 'autocannon';

async function throughput(e: Endpoint, stream: boolean): Promise<Throughput> {
  if (LOADGEN === 'wrk') return throughputWrk(e, stream);
  const cpu0 = e.pid ? treeCpuMs(e.pid) : 0;
  const result = await autocannon({
    url: e.url,
    method: 'POST',
    connections: 32,
    pipelining: 1,
    duration: DURATION,
    headers: jsonHeaders(e),
    body: chatBody(stream),
    workers: 1,
  });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${e.url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  }
  const cpu = e.pid ? treeCpuMs(e.pid) - cpu0 : null;
  return { rps: result.requests.average, cpuMsPerRequest: cpu === null ? null : cpu / result.requests.total };
}

async function throughputWrk(e: Endpoint, stream: boolean): Promise<Throughput> {
  const dir = mkdtempSync(path.join(tmpdir(), 'vgate-bench-wrk-'));
  const script = path.join(dir, 'post.lua');
  writeFileSync(
    script,
    [
      'wrk.method = "POST"',
      `wrk.body = ${JSON.stringify(chatBody(stream))}`,
      ...Object.entries(jsonHeaders(e)).map(
        ([k, v]) => `wrk.headers[${JSON.stringify(k)}] = ${JSON.stringify(v)}`,
      ),
    ].join('\n'),
  );
  const cpu0 = e.pid ? treeCpuMs(e.pid) : 0;
  try {
    const { stdout } = await promisify(execFile)('wrk', [
      '-t1',
      '-c32',
      `-d${DURATION}s`,
      '-s',
      script,
      e.url,
    ]);
    if (/Non-2xx|Socket errors/.test(stdout)) throw new Error(`${e.url}: wrk reports errors:\n${stdout}`);
    const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(stdout)?.[1]);
    const total = Number(/(\d+) requests in/.exec(stdout)?.[1]);
    const cpu = e.pid ? treeCpuMs(e.pid) - cpu0 : null;
    return { rps, cpuMsPerRequest: cpu === null ? null : cpu / total };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Every target in turn at 32 connections, one warm-up round then ROUNDS measured rounds, so that
 * machine noise hits all of them alike; averages per target.
 */
async function rounds(targets: Record<string, Endpoint>, stream: boolean) {
  const names = Object.keys(targets);
  const acc: Record<string, { rps: number[]; cpu: number[] }> = {};
  for (const n of names) acc[n] = { rps: [], cpu: [] };
  for (let i = 0; i <= ROUNDS; i += 1) {
    for (const n of names) {
      const t = await throughput(targets[n] as Endpoint, stream);
      if (i === 0) continue; // warm-up
      acc[n]?.rps.push(t.rps);
      if (t.cpuMsPerRequest !== null) acc[n]?.cpu.push(t.cpuMsPerRequest);
    }
  }
  const avg = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);
  const direct = avg(acc['direct']?.rps ?? []);
  return Object.fromEntries(
    names.map((n) => {
      const a = acc[n] as { rps: number[]; cpu: number[] };
      return [
        n,
        {
          rps: Math.round(avg(a.rps)),
          ratio_to_direct: Number((avg(a.rps) / direct).toFixed(3)),
          ...(a.cpu.length ? { cpu_ms_per_request: Number(avg(a.cpu).toFixed(3)) } : {}),
        },
      ];
    }),
  );
}

/** Keys for a tenant whose plan judges nothing (scanning off) and one on the default plan. */
async function tenants(gw: GatewayProcess): Promise<{ off: Endpoint; on: Endpoint }> {
  const admin = { authorization: `Bearer ${ADMIN_KEY}`, 'content-type': 'application/json' };
  const key = async (tenant: string) => {
    const res = await fetch(`${gw.url}/v1/admin/keys`, {
      method: 'POST',
      headers: admin,
      body: JSON.stringify({ tenant_id: tenant, tier: 'pro', label: 'bench' }),
    });
    if (!res.ok) throw new Error(`keys: ${res.status} ${await res.text()}`);
    return ((await res.json()) as { key: string }).key;
  };
  const quiet = await key('quiet');
  const scanned = await key('scanned');
  const engines = (
    (await (
      await fetch(`${gw.url}/v1/engines`, { headers: { authorization: `Bearer ${quiet}` } })
    ).json()) as {
      data: Array<{ id: string }>;
    }
  ).data;
  const off = await fetch(`${gw.url}/v1/admin/tenants/quiet/policy`, {
    method: 'PUT',
    headers: admin,
    body: JSON.stringify({ engines: Object.fromEntries(engines.map((e) => [e.id, { enabled: false }])) }),
  });
  if (!off.ok) throw new Error(`policy: ${off.status} ${await off.text()}`);
  const credit = await fetch(`${gw.url}/v1/admin/billing/quiet/adjustments`, {
    method: 'POST',
    headers: admin,
    body: JSON.stringify({ amount_micros: 1e13, reason: 'bench credit for billed calls' }),
  });
  if (!credit.ok) throw new Error(`credit: ${credit.status} ${await credit.text()}`);
  const url = `${gw.url}/v1/chat/completions`;
  return {
    off: { url, headers: { authorization: `Bearer ${quiet}` }, pid: gw.pid },
    on: { url, headers: { authorization: `Bearer ${scanned}` }, pid: gw.pid },
  };
}

/**
 * What prepaid billing adds to a hosted call: the same tenant (scanning off) and upstream, once
 * through an unpriced provider (no hold) and once through a priced one (a hold before dispatch, a
 * settlement after), alternating; the p50 difference is billing's share.
 */
async function billedVsUnbilled(gateway: Endpoint) {
  const body = (model: string) =>
    JSON.stringify({ model, max_tokens: 64, messages: [{ role: 'user', content: PROMPT }] });
  const unbilled = body('bench-model');
  const billed = body('billed/bench-model');
  const u: number[] = [];
  const b: number[] = [];
  for (let i = 0; i < SAMPLES / 5; i += 1) {
    await timeOnce(gateway, unbilled);
    await timeOnce(gateway, billed);
  }
  for (let i = 0; i < SAMPLES; i += 1) {
    u.push((await timeOnce(gateway, unbilled)).total);
    b.push((await timeOnce(gateway, billed)).total);
  }
  const r = (x: number) => Number(x.toFixed(3));
  return {
    unbilled_p50_ms: r(median(u)),
    billed_p50_ms: r(median(b)),
    billing_added_p50_ms: r(median(b) - median(u)),
  };
}

/**
 * `BENCH_LOADGEN_NICE` (e.g. -10, which needs the privilege to raise a priority): the load
 * generator's scheduling priority, set once the upstream and the gateway are started (they keep
 * the default). On a loaded 2-core machine the gateway's and the upstream's work after the first
 * streamed byte keeps both cores busy, and the load generator, which stands for a client on
 * another machine, waits for a core before it reads that byte: about half the samples read 1 to 3
 * ms late, which makes the median of a first byte jump between the two modes. A higher priority
 * lets it read the byte when it arrives, as a remote client would.
 */
function loadgenPriority(): void {
  const nice = process.env['BENCH_LOADGEN_NICE'];
  if (nice !== undefined && nice !== '') setPriority(Number(nice));
}

/**
 * One mock upstream and one one-worker gateway with its two tenants, for the parts that run alone:
 * `part` gets the direct endpoint and the tenants' endpoints; everything stops afterwards.
 */
async function withOneGateway(
  part: (direct: Endpoint, g1: { off: Endpoint; on: Endpoint }) => Promise<Record<string, unknown>>,
): Promise<Record<string, unknown>> {
  const up = await forkChild('mock');
  const one = await startGateway({ upstream: up.url, adminKey: ADMIN_KEY, workers: 1 });
  loadgenPriority();
  try {
    return await part({ url: `${up.url}/v1/chat/completions`, headers: {} }, await tenants(one));
  } finally {
    agent.destroy();
    await one.stop();
    up.stop();
  }
}

/**
 * `BENCH_GATEWAY_ONLY=billing` runs only the billed-vs-unbilled part (one mock upstream, one
 * one-worker gateway): quick enough to repeat while working on the ledger.
 */
const billingOnly = () =>
  withOneGateway(async (_direct, g1) => {
    const billing = await billedVsUnbilled(g1.off);
    return {
      bench: 'gateway',
      part: 'billing',
      cores: availableParallelism(),
      samples: SAMPLES,
      billing_added_p50_ms: billing.billing_added_p50_ms,
      targets: { billing_added_p50_ms: 0.3 },
      detail: { billing },
    };
  });

/**
 * `BENCH_GATEWAY_ONLY=latency` runs only the sequential part (added p50 and added time to the first
 * streamed byte, scanning off and on; one mock upstream, one one-worker gateway).
 */
const latencyOnly = () =>
  withOneGateway(async (direct, g1) => {
    const off = await sequential(direct, g1.off, false);
    const on = await sequential(direct, g1.on, false);
    const offStream = await sequential(direct, g1.off, true);
    const onStream = await sequential(direct, g1.on, true);
    return {
      bench: 'gateway',
      part: 'latency',
      samples: SAMPLES,
      added_p50_ms_scan_off: off.added_p50_ms,
      added_p50_ms_scan_on: on.added_p50_ms,
      added_ttfb_ms_stream_scan_off: offStream.added_ttfb_p50_ms,
      added_ttfb_ms_stream_scan_on: onStream.added_ttfb_p50_ms,
      detail: { json_scan_off: off, json_scan_on: on, stream_scan_off: offStream, stream_scan_on: onStream },
    };
  });

/**
 * `BENCH_GATEWAY_ONLY=throughput` runs only req/s at 32 connections against one one-worker
 * gateway (direct, scanning off, scanning on; `BENCH_SCAN=on` or `off` keeps one of the two;
 * `BENCH_STREAM=1` streams), e.g. under `BENCH_PROFILE_DIR` to profile the gateway under load.
 */
const throughputOnly = () =>
  withOneGateway(async (direct, g1) => {
    const scan = process.env['BENCH_SCAN'];
    const targets: Record<string, Endpoint> = { direct };
    if (scan !== 'on') targets['scan_off'] = g1.off;
    if (scan !== 'off') targets['scan_on'] = g1.on;
    const stream = process.env['BENCH_STREAM'] === '1';
    const throughput = await rounds(targets, stream);
    return { bench: 'gateway', part: 'throughput', load_generator: LOADGEN, stream, throughput };
  });

/** The same ~1 KB prompt as each client API sends it. */
const API_BODIES = {
  chat: chatBody,
  responses: (stream: boolean) => JSON.stringify({ model: 'bench-model', input: PROMPT, stream }),
  messages: (stream: boolean) =>
    JSON.stringify({
      model: 'bench-model',
      max_tokens: 512,
      messages: [{ role: 'user', content: PROMPT }],
      stream,
    }),
};
type Api = keyof typeof API_BODIES;

/**
 * Blocks the kept samples of a comparison are cut into (`BENCH_BLOCKS`, at least 5 when there are
 * samples enough): each block's added times and ratios are computed on their own, and the
 * comparison reports their median beside the pooled figure, so that one noisy stretch of a shared
 * machine shows as one block instead of moving the whole run.
 */
const BLOCKS = Math.max(1, Math.min(Number(process.env['BENCH_BLOCKS'] ?? 5), Math.floor(SAMPLES / 20)));

/** The sample indexes of block `b` of `n` kept samples. */
const blockOf = (n: number, b: number) => [Math.floor((b * n) / BLOCKS), Math.floor(((b + 1) * n) / BLOCKS)];

/** The load average (1 minute) of this machine, for the figures' context. */
const load1 = () => Number(loadavg()[0]?.toFixed(2));

/**
 * The added p50 (and time to the first streamed byte) of each client API on one gateway and
 * tenant, against the direct call, from samples taken in turn so that machine noise hits all
 * alike; each API's added time as a ratio of chat's.
 *
 * Each sample is the direct call then every API once, their order rotated from sample to sample:
 * a request that follows another gateway request meets what that one left running (its access
 * line, its metering, a collection), and one that follows the direct call does not. In a fixed
 * order (chat first) chat always had the quiet place: on a 2-core machine the later routes' first
 * byte read about 20% later for that alone (the gateway wrote it at the same moment; the client
 * process waited for a core). Rotation gives each API each place equally often.
 */
async function apisCompared(direct: Endpoint, tenant: Endpoint, stream: boolean) {
  const apis: Api[] = ['chat', 'responses', 'messages'];
  const at = (api: Api): Endpoint => ({
    ...tenant,
    url: api === 'chat' ? tenant.url : tenant.url.replace('/v1/chat/completions', `/v1/${api}`),
  });
  const samples: Record<Api | 'direct', { ttfb: number[]; total: number[] }> = {
    direct: { ttfb: [], total: [] },
    chat: { ttfb: [], total: [] },
    responses: { ttfb: [], total: [] },
    messages: { ttfb: [], total: [] },
  };
  const one = async (i: number, keep: boolean) => {
    const d = await timeOnce(direct, chatBody(stream));
    if (keep) {
      samples.direct.ttfb.push(d.ttfb);
      samples.direct.total.push(d.total);
    }
    for (let k = 0; k < apis.length; k += 1) {
      const api = apis[(i + k) % apis.length] as Api;
      const g = await timeOnce(at(api), API_BODIES[api](stream));
      if (keep) {
        samples[api].ttfb.push(g.ttfb);
        samples[api].total.push(g.total);
      }
    }
  };
  const loadBefore = load1();
  for (let i = 0; i < SAMPLES / 5; i += 1) await one(i, false);
  for (let i = 0; i < SAMPLES; i += 1) await one(i, true);
  const r = (x: number) => Number(x.toFixed(3));
  const measure = stream ? 'ttfb' : 'total';
  /** Each API's added time over samples [from, to). */
  const addedIn = (from: number, to: number) => {
    const base = median(samples.direct[measure].slice(from, to));
    return Object.fromEntries(
      apis.map((api) => [api, median(samples[api][measure].slice(from, to)) - base]),
    ) as Record<Api, number>;
  };
  const added = addedIn(0, SAMPLES);
  const blocks = Array.from({ length: BLOCKS }, (_, b) =>
    addedIn(...(blockOf(SAMPLES, b) as [number, number])),
  );
  return {
    load_average: [loadBefore, load1()],
    ...Object.fromEntries(
      apis.map((api) => [
        api,
        {
          [stream ? 'added_ttfb_p50_ms' : 'added_p50_ms']: r(added[api]),
          p50_ms: r(median(samples[api].total)),
          ratio_to_chat: r(added[api] / added.chat),
          ratio_to_chat_median_of_blocks: r(median(blocks.map((b) => b[api] / b.chat))),
          ratio_to_chat_blocks: blocks.map((b) => r(b[api] / b.chat)),
        },
      ]),
    ),
  };
}

/**
 * `BENCH_GATEWAY_ONLY=apis` compares the added latency of POST /v1/responses and /v1/messages with
 * the chat route's on one one-worker gateway (JSON and streamed, scanning off and on).
 */
const apisOnly = () =>
  withOneGateway(async (direct, g1) => ({
    bench: 'gateway',
    part: 'apis',
    samples: SAMPLES,
    json_scan_off: await apisCompared(direct, g1.off, false),
    json_scan_on: await apisCompared(direct, g1.on, false),
    stream_scan_off: await apisCompared(direct, g1.off, true),
    stream_scan_on: await apisCompared(direct, g1.on, true),
  }));

/** The ~1 KB prompt as one document to embed, base64 as the openai SDK asks by default. */
const embeddingsBody = JSON.stringify({ model: 'bench-model', input: PROMPT, encoding_format: 'base64' });

/** The byte length of `e`'s answer to `body`. */
async function answerBytes(e: Endpoint, body: string): Promise<number> {
  const res = await fetch(e.url, { method: 'POST', headers: jsonHeaders(e), body });
  return (await res.arrayBuffer()).byteLength;
}

/**
 * A chat request whose upstream answer has `bytes` bytes, as an embeddings answer may: the mock
 * echoes the prompt, so the prompt is made as much longer (numbered copies of the ~1 KB one) and
 * the request grows with it. For a tenant that scans nothing only: a scanner would read 12 KB of
 * text where the embeddings route judges 1 KB.
 */
async function chatOfAnswerBytes(directChat: Endpoint, bytes: number): Promise<string> {
  const grow = bytes - (await answerBytes(directChat, chatBody(false)));
  const parts = Array.from({ length: Math.ceil(grow / PROMPT.length) + 1 }, (_, k) => `(${k + 2}) ${PROMPT}`);
  const content = `${PROMPT} ${parts.join(' ')}`.slice(0, PROMPT.length + Math.max(grow, 0));
  return JSON.stringify({ model: 'bench-model', messages: [{ role: 'user', content }], stream: false });
}

/**
 * The added p50 of POST /v1/embeddings against the chat route's on one gateway and tenant: samples
 * in turn, each API's added time against its own direct call (the upstream's embeddings answer,
 * 1536 dimensions, is larger than the chat answer); the ratio of the two added times, pooled and
 * as the median of `BLOCKS` blocks. The pairs (direct chat, gateway chat) and (direct embeddings,
 * gateway embeddings) take turns in a rotating order, so neither always follows the other.
 *
 * `sameBytesChat`, a chat request whose answer is as long as the embeddings answer
 * (`chatOfAnswerBytes`), adds a third pair and a second reference beside chat's: added time grows
 * with the bytes that cross the gateway, and the ~1.5 KB chat answer moves a tenth of a float one.
 */
async function embeddingsCompared(
  directChat: Endpoint,
  tenant: Endpoint,
  body: string,
  sameBytesChat?: string,
) {
  const directEmb: Endpoint = {
    ...directChat,
    url: directChat.url.replace('/chat/completions', '/embeddings'),
  };
  const gatewayEmb: Endpoint = { ...tenant, url: tenant.url.replace('/chat/completions', '/embeddings') };
  const chat = chatBody(false);
  const t = {
    directChat: [] as number[],
    chat: [] as number[],
    directEmb: [] as number[],
    emb: [] as number[],
    directBig: [] as number[],
    big: [] as number[],
  };
  const pairs: Array<[Endpoint, Endpoint, string, number[], number[]]> = [
    [directChat, tenant, chat, t.directChat, t.chat],
    [directEmb, gatewayEmb, body, t.directEmb, t.emb],
  ];
  if (sameBytesChat !== undefined) pairs.push([directChat, tenant, sameBytesChat, t.directBig, t.big]);
  const one = async (i: number, keep: boolean) => {
    for (let k = 0; k < pairs.length; k += 1) {
      const [direct, gateway, b, directTimes, gatewayTimes] = pairs[
        (i + k) % pairs.length
      ] as (typeof pairs)[0];
      const d = await timeOnce(direct, b);
      const g = await timeOnce(gateway, b);
      if (!keep) continue;
      directTimes.push(d.total);
      gatewayTimes.push(g.total);
    }
  };
  const loadBefore = load1();
  for (let i = 0; i < SAMPLES / 5; i += 1) await one(i, false);
  for (let i = 0; i < SAMPLES; i += 1) await one(i, true);
  const r = (x: number) => Number(x.toFixed(3));
  const addedIn = (from: number, to: number) => {
    const m = (xs: number[]) => median(xs.slice(from, to));
    return {
      chat: m(t.chat) - m(t.directChat),
      emb: m(t.emb) - m(t.directEmb),
      big: m(t.big) - m(t.directBig),
    };
  };
  const { chat: chatAdded, emb: embAdded, big: bigAdded } = addedIn(0, SAMPLES);
  const blocks = Array.from({ length: BLOCKS }, (_, b) =>
    addedIn(...(blockOf(SAMPLES, b) as [number, number])),
  );
  const out = {
    load_average: [loadBefore, load1()],
    chat: {
      direct_p50_ms: r(median(t.directChat)),
      p50_ms: r(median(t.chat)),
      added_p50_ms: r(chatAdded),
      answer_bytes: await answerBytes(directChat, chat),
    },
    embeddings: {
      direct_p50_ms: r(median(t.directEmb)),
      p50_ms: r(median(t.emb)),
      added_p50_ms: r(embAdded),
      ratio_to_chat: r(embAdded / chatAdded),
      ratio_to_chat_median_of_blocks: r(median(blocks.map((b) => b.emb / b.chat))),
      ratio_to_chat_blocks: blocks.map((b) => r(b.emb / b.chat)),
      answer_bytes: await answerBytes(directEmb, body),
    },
  };
  if (sameBytesChat === undefined) return out;
  return {
    ...out,
    chat_same_bytes: {
      direct_p50_ms: r(median(t.directBig)),
      p50_ms: r(median(t.big)),
      added_p50_ms: r(bigAdded),
      answer_bytes: await answerBytes(directChat, sameBytesChat),
      request_bytes: Buffer.byteLength(sameBytesChat),
      embeddings_ratio: r(embAdded / bigAdded),
      embeddings_ratio_median_of_blocks: r(median(blocks.map((b) => b.emb / b.big))),
      embeddings_ratio_blocks: blocks.map((b) => r(b.emb / b.big)),
    },
  };
}

/** The ~1 KB prompt as one document to embed, as floats (the API's default when a client names no encoding). */
const embeddingsFloatBody = JSON.stringify({ model: 'bench-model', input: PROMPT, encoding_format: 'float' });

/**
 * `BENCH_GATEWAY_ONLY=embeddings`: POST /v1/embeddings against chat, base64 and float, scanning off
 * and on; scanning off, also against chat answers as long as the embeddings ones (`chat_same_bytes`).
 */
const embeddingsOnly = () =>
  withOneGateway(async (direct, g1) => {
    const directEmb = { ...direct, url: direct.url.replace('/chat/completions', '/embeddings') };
    const sameBytes = async (body: string) => chatOfAnswerBytes(direct, await answerBytes(directEmb, body));
    return {
      bench: 'gateway',
      part: 'embeddings',
      samples: SAMPLES,
      json_scan_off: await embeddingsCompared(
        direct,
        g1.off,
        embeddingsBody,
        await sameBytes(embeddingsBody),
      ),
      json_scan_on: await embeddingsCompared(direct, g1.on, embeddingsBody),
      float_scan_off: await embeddingsCompared(
        direct,
        g1.off,
        embeddingsFloatBody,
        await sameBytes(embeddingsFloatBody),
      ),
      float_scan_on: await embeddingsCompared(direct, g1.on, embeddingsFloatBody),
    };
  });

export async function run(): Promise<Record<string, unknown>> {
  const only = process.env['BENCH_GATEWAY_ONLY'];
  if (only === 'billing') return billingOnly();
  if (only === 'latency') return latencyOnly();
  if (only === 'throughput') return throughputOnly();
  if (only === 'apis') return apisOnly();
  if (only === 'embeddings') return embeddingsOnly();
  if (only)
    throw new Error(
      `BENCH_GATEWAY_ONLY: unknown part ${only}; known: billing, latency, throughput, apis, embeddings`,
    );
  const up = await forkChild('mock');
  const proxy = await forkChild('proxy', { VGATE_BENCH_UPSTREAM: up.url });
  const bareFastify = await forkChild('fastify', { VGATE_BENCH_UPSTREAM: up.url });
  const one = await startGateway({ upstream: up.url, adminKey: ADMIN_KEY, workers: 1 });
  const many = await startGateway({ upstream: up.url, adminKey: ADMIN_KEY, workers: WORKERS });
  const direct: Endpoint = { url: `${up.url}/v1/chat/completions`, headers: {} };
  try {
    const g1 = await tenants(one);
    const gN = await tenants(many);
    const off = await sequential(direct, g1.off, false);
    const on = await sequential(direct, g1.on, false);
    const offStream = await sequential(direct, g1.off, true);
    const onStream = await sequential(direct, g1.on, true);
    const billing = await billedVsUnbilled(g1.off);
    // What forwarding alone adds here (two more hops between processes on a shared machine): the
    // floor under the gateway's own added latency.
    const proxyEndpoint: Endpoint = { url: `${proxy.url}/v1/chat/completions`, headers: {} };
    const proxyJson = await sequential(direct, proxyEndpoint, false);
    const proxyStream = await sequential(direct, proxyEndpoint, true);
    const json = await rounds(
      {
        direct,
        proxy: { ...proxyEndpoint, pid: proxy.pid },
        fastify: { url: `${bareFastify.url}/v1/chat/completions`, headers: {}, pid: bareFastify.pid },
        scan_off: g1.off,
        scan_on: g1.on,
        [`scan_off_${WORKERS}w`]: gN.off,
        [`scan_on_${WORKERS}w`]: gN.on,
      },
      false,
    );
    const streamed = await rounds({ direct, scan_off: g1.off, scan_on: g1.on }, true);
    const ratio = (k: string) => (json[k] as { ratio_to_direct: number }).ratio_to_direct;
    return {
      bench: 'gateway',
      topology:
        'separate processes: load generator (this), mock upstream, proxy, bare Fastify, gateway (1 and N workers)',
      load_generator: LOADGEN,
      cores: availableParallelism(),
      workers: WORKERS,
      prompt_bytes: PROMPT.length,
      samples: SAMPLES,
      seconds_per_run: DURATION,
      rounds: ROUNDS,
      added_p50_ms_scan_off: off.added_p50_ms,
      added_p50_ms_scan_on: on.added_p50_ms,
      added_ttfb_ms_stream_scan_off: offStream.added_ttfb_p50_ms,
      added_ttfb_ms_stream_scan_on: onStream.added_ttfb_p50_ms,
      throughput_ratio_32c_scan_off: ratio('scan_off'),
      throughput_ratio_32c_scan_on: ratio('scan_on'),
      throughput_ratio_32c_scan_off_workers: ratio(`scan_off_${WORKERS}w`),
      throughput_ratio_32c_scan_on_workers: ratio(`scan_on_${WORKERS}w`),
      reference_proxy_ratio_32c: ratio('proxy'),
      reference_fastify_ratio_32c: ratio('fastify'),
      reference_proxy_added_p50_ms: proxyJson.added_p50_ms,
      reference_proxy_added_ttfb_ms_stream: proxyStream.added_ttfb_p50_ms,
      billing_added_p50_ms: billing.billing_added_p50_ms,
      targets: {
        added_p50_ms_scan_off: 0.6,
        added_p50_ms_scan_on: 0.9,
        added_ttfb_ms_stream: 1,
        throughput_ratio_32c_scan_off: 0.45,
        throughput_ratio_32c_scan_on: 0.25,
        billing_added_p50_ms: 0.3,
      },
      detail: {
        json_scan_off: off,
        json_scan_on: on,
        stream_scan_off: offStream,
        stream_scan_on: onStream,
        billing,
        proxy_json: proxyJson,
        proxy_stream: proxyStream,
        throughput_json: json,
        throughput_stream: streamed,
      },
    };
  } finally {
    agent.destroy();
    await one.stop();
    await many.stop();
    proxy.stop();
    bareFastify.stop();
    up.stop();
  }
}
