/**
 * Artifact scanner benchmark: generates (streamed, in a temp dir) a 1 GiB PyTorch-style zip of
 * stored tensor members and a 256 MiB pickle dominated by large byte strings, and measures:
 *
 * - in process: each file scanned three times from a file stream (median and best wall time,
 *   CPU-time throughput, a read-only baseline of the same file in the same run), and the zip from
 *   memory (`zipFromMemory`: the scanner without the disk);
 * - over HTTP, server and load generator as separate processes: the service started as `vgate
 *   serve` starts it (its own process, data dir, `VGATE_MAX_ARTIFACT_BYTES` 8 GiB), the zip sent by
 *   this process to `POST /v1/scan/artifact` with a Content-Length (what `curl -T` sends), twice;
 *   the server's peak RSS read from /proc while it receives. The same is run against the previous
 *   build (`BENCH_BASELINE_REF`, default the commit before issue 38's work, extracted with `git
 *   archive` into a temp dir that borrows this checkout's node_modules), and the JSON line carries
 *   both and their ratios. `BENCH_BASELINE_REF=none` skips it.
 *
 * Run: node --expose-gc --import tsx bench/artifacts.ts
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { createReadStream, createWriteStream, readFileSync, symlinkSync, type WriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { crc32 } from 'node:zlib';
import { request } from 'undici';
import { scanArtifact } from '../src/artifacts/index.js';

const MiB = 1024 * 1024;
/** Storages of 64 MiB in the zip (16: 1 GiB); `BENCH_ZIP_MEMBERS` shrinks it for a smoke run. */
const ZIP_MEMBERS = Number(process.env['BENCH_ZIP_MEMBERS'] ?? 16);
const MEMBER_BYTES = 64 * MiB;
const PICKLE_STRINGS = 16;
const STRING_BYTES = 16 * MiB;

async function put(out: WriteStream, data: Uint8Array): Promise<void> {
  if (!out.write(data)) await new Promise<void>((resolve) => out.once('drain', () => resolve()));
}

function close(out: WriteStream): Promise<void> {
  return new Promise((resolve, reject) =>
    out.end((error?: Error | null) => (error ? reject(error) : resolve())),
  );
}

/** A protocol 2 state dict like torch.save writes: OrderedDict of _rebuild_tensor_v2 calls. */
function stateDictPickle(tensors: number): Uint8Array {
  const parts: number[] = [0x80, 0x02];
  const text = (s: string) => [...Buffer.from(s, 'latin1')];
  parts.push(...text('ccollections\nOrderedDict\n'), 0x29, 0x52, 0x28);
  for (let i = 0; i < tensors; i += 1) {
    const key = `layer${i}.weight`;
    parts.push(0x58, key.length, 0, 0, 0, ...text(key));
    parts.push(...text('ctorch._utils\n_rebuild_tensor_v2\n'), 0x28);
    parts.push(0x28, 0x58, 7, 0, 0, 0, ...text('storage'), ...text('ctorch\nFloatStorage\n'));
    parts.push(0x58, String(i).length, 0, 0, 0, ...text(String(i)), 0x58, 3, 0, 0, 0, ...text('cpu'));
    parts.push(0x4a, ...[0, 0, 0x40, 0], 0x74, 0x51); // numel 4 Mi floats; BINPERSID
    parts.push(0x4b, 0, 0x4a, ...[0, 0, 0x40, 0], 0x85, 0x4b, 1, 0x85, 0x89);
    parts.push(...text('ccollections\nOrderedDict\n'), 0x29, 0x52, 0x74, 0x52);
  }
  parts.push(0x75, 0x2e);
  return Uint8Array.from(parts);
}

interface Entry {
  name: Buffer;
  crc: number;
  size: number;
  offset: number;
}

function localHeader(e: Entry): Buffer {
  const h = Buffer.alloc(30);
  h.writeUInt32LE(0x04034b50, 0);
  h.writeUInt16LE(20, 4);
  h.writeUInt32LE(e.crc >>> 0, 14);
  h.writeUInt32LE(e.size, 18);
  h.writeUInt32LE(e.size, 22);
  h.writeUInt16LE(e.name.length, 26);
  return Buffer.concat([h, e.name]);
}

function centralEntry(e: Entry): Buffer {
  const h = Buffer.alloc(46);
  h.writeUInt32LE(0x02014b50, 0);
  h.writeUInt16LE(20, 4);
  h.writeUInt16LE(20, 6);
  h.writeUInt32LE(e.crc >>> 0, 16);
  h.writeUInt32LE(e.size, 20);
  h.writeUInt32LE(e.size, 24);
  h.writeUInt16LE(e.name.length, 28);
  h.writeUInt32LE(e.offset, 42);
  return Buffer.concat([h, e.name]);
}

async function writeTorchZip(path: string): Promise<void> {
  const out = createWriteStream(path);
  const entries: Entry[] = [];
  let offset = 0;
  const block = Buffer.alloc(MiB);
  for (let i = 0; i < block.length; i += 1) block[i] = (i * 31) & 0xff;
  const add = async (name: string, chunks: () => Iterable<Uint8Array>, size: number) => {
    let crc = 0;
    for (const c of chunks()) crc = crc32(c, crc);
    const entry = { name: Buffer.from(name), crc, size, offset };
    const header = localHeader(entry);
    await put(out, header);
    for (const c of chunks()) await put(out, c);
    offset += header.length + size;
    entries.push(entry);
  };
  const pkl = stateDictPickle(ZIP_MEMBERS);
  await add('archive/data.pkl', () => [pkl], pkl.length);
  await add('archive/byteorder', () => [Buffer.from('little')], 6);
  for (let m = 0; m < ZIP_MEMBERS; m += 1) {
    await add(
      `archive/data/${m}`,
      () => Array.from({ length: MEMBER_BYTES / MiB }, () => block),
      MEMBER_BYTES,
    );
  }
  await add('archive/version', () => [Buffer.from('3\n')], 2);
  const directory = Buffer.concat(entries.map(centralEntry));
  await put(out, directory);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  await put(out, end);
  await close(out);
}

async function writeBytesPickle(path: string): Promise<void> {
  const out = createWriteStream(path);
  await put(out, Uint8Array.of(0x80, 0x04, 0x5d, 0x28));
  const block = Buffer.alloc(MiB);
  for (let i = 0; i < block.length; i += 1) block[i] = (i * 131 + 7) & 0xff;
  for (let s = 0; s < PICKLE_STRINGS; s += 1) {
    const head = Buffer.alloc(9);
    head[0] = 0x8e; // BINBYTES8
    head.writeBigUInt64LE(BigInt(STRING_BYTES), 1);
    await put(out, head);
    for (let i = 0; i < STRING_BYTES / MiB; i += 1) await put(out, block);
  }
  await put(out, Uint8Array.of(0x65, 0x2e));
  await close(out);
}

const ROOT = resolve(import.meta.dirname, '..');
const ADMIN_KEY = 'vg_bench_platform_key_0123456789abcdefgh';
/** The build before issue 38 (Content-Length uploads, UNSCANNABLE, carried pickles). */
const BASELINE_REF = process.env['BENCH_BASELINE_REF'] ?? '9295789';

/** Resident set size of `pid` in bytes (VmRSS), 0 once it is gone. */
function rssOf(pid: number): number {
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) * 1024 : 0;
  } catch {
    return 0;
  }
}

interface Server {
  url: string;
  pid: number;
  key: string;
  stop: () => Promise<void>;
}

/** Starts `root`'s service as `vgate serve` does (TypeScript through tsx), one process. */
async function startServer(root: string): Promise<Server> {
  const dir = await mkdtemp(join(tmpdir(), 'vgate-bench-artifacts-'));
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', join(root, 'src/server.ts')], {
    cwd: root,
    env: {
      PATH: process.env['PATH'] ?? '',
      VGATE_DATA_DIR: join(dir, 'data'),
      VGATE_PORT: '0',
      VGATE_ADMIN_KEY: ADMIN_KEY,
      VGATE_WORKERS: '1',
      VGATE_MAX_ARTIFACT_BYTES: String(8 * 1024 * MiB),
      VGATE_LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout?.on('data', (d: Buffer) => {
    out += d.toString();
  });
  child.stderr?.on('data', (d: Buffer) => {
    out += d.toString();
  });
  const until = Date.now() + 180_000;
  let url: string | undefined;
  while (!url) {
    if (child.exitCode !== null || Date.now() > until) throw new Error(`server did not start: ${out}`);
    url = /listening on (http:\/\/\S+)/.exec(out)?.[1];
    await new Promise((r) => setTimeout(r, 100));
  }
  const res = await fetch(`${url}/v1/admin/keys`, {
    method: 'POST',
    headers: { authorization: `Bearer ${ADMIN_KEY}`, 'content-type': 'application/json' },
    body: JSON.stringify({ tenant_id: 'bench', tier: 'enterprise', label: 'bench' }),
  });
  if (!res.ok) throw new Error(`keys: ${res.status} ${await res.text()}`);
  const key = ((await res.json()) as { key: string }).key;
  return {
    url,
    pid: child.pid as number,
    key,
    stop: async () => {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** The previous build's sources in a temp dir (git archive), with this checkout's node_modules. */
async function previousBuild(
  ref: string,
): Promise<{ root: string; commit: string; remove: () => Promise<void> }> {
  const root = await mkdtemp(join(tmpdir(), 'vgate-bench-baseline-'));
  const commit = execFileSync('git', ['rev-parse', '--short', ref], { cwd: ROOT }).toString().trim();
  const tar = execFileSync(
    'git',
    ['archive', '--format=tar', commit, 'src', 'package.json', 'tsconfig.json'],
    {
      cwd: ROOT,
      maxBuffer: 256 * MiB,
    },
  );
  execFileSync('tar', ['-x', '-C', root], { input: tar });
  symlinkSync(join(ROOT, 'node_modules'), join(root, 'node_modules'));
  return { root, commit, remove: () => rm(root, { recursive: true, force: true }) };
}

/** One upload of `path` with a Content-Length: wall time and the server's peak RSS meanwhile. */
async function upload(server: Server, path: string, filenameHint: string) {
  const size = (await stat(path)).size;
  const idle = rssOf(server.pid);
  let peak = idle;
  const timer = setInterval(() => {
    peak = Math.max(peak, rssOf(server.pid));
  }, 20);
  const started = process.hrtime.bigint();
  try {
    const res = await request(`${server.url}/v1/scan/artifact?filename=${filenameHint}`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${server.key}`,
        'content-type': 'application/octet-stream',
        'content-length': String(size),
      },
      body: createReadStream(path, { highWaterMark: MiB }),
    });
    const body = (await res.body.json()) as { action?: string; format?: string; error?: { code: string } };
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    return {
      status: res.statusCode,
      seconds: Number(seconds.toFixed(3)),
      mbPerSec: Math.round(size / MiB / seconds),
      serverIdleRssMiB: Math.round(idle / MiB),
      serverPeakRssMiB: Math.round(Math.max(peak, rssOf(server.pid)) / MiB),
      serverRssGrowthMiB: Math.round((Math.max(peak, rssOf(server.pid)) - idle) / MiB),
      action: body.action ?? body.error?.code,
      format: body.format,
    };
  } finally {
    clearInterval(timer);
  }
}

/**
 * The ceiling on this machine: a bare `node:http` server in its own process that reads and
 * discards the body, sent the same file the same way (what receiving alone costs).
 */
async function rawHttp(zipPath: string) {
  const code =
    "const s=require('node:http').createServer(async(q,r)=>{let n=0;for await(const c of q)n+=c.length;" +
    "r.setHeader('content-type','application/json');r.end(JSON.stringify({action:'DRAINED',format:String(n)}))});" +
    "s.listen(0,'127.0.0.1',()=>console.log('listening on http://127.0.0.1:'+s.address().port))";
  const child = spawn(process.execPath, ['-e', code], { stdio: ['ignore', 'pipe', 'inherit'] });
  const url = await new Promise<string>((resolve) => {
    child.stdout?.on('data', (d: Buffer) => {
      const m = /listening on (\S+)/.exec(d.toString());
      if (m?.[1]) resolve(m[1]);
    });
  });
  const server: Server = { url, pid: child.pid as number, key: 'none', stop: async () => undefined };
  try {
    const runs = [await upload(server, zipPath, 'model.pt'), await upload(server, zipPath, 'model.pt')];
    return runs.reduce((a, b) => (b.mbPerSec > a.mbPerSec ? b : a));
  } finally {
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await exited;
  }
}

/** Starts `root`'s server, uploads the zip twice (the better run counts), stops it. */
async function overHttp(root: string, zipPath: string) {
  const server = await startServer(root);
  try {
    const runs = [await upload(server, zipPath, 'model.pt'), await upload(server, zipPath, 'model.pt')];
    const best = runs.reduce((a, b) => (b.mbPerSec > a.mbPerSec ? b : a));
    return {
      ...best,
      runsMbPerSec: runs.map((r) => r.mbPerSec),
      // The first upload's growth is the one that counts: RSS a run grows is rarely given back.
      serverRssGrowthMiB: Math.max(...runs.map((r) => r.serverRssGrowthMiB)),
    };
  } finally {
    await server.stop();
  }
}

/** Reads the file without scanning it: the ceiling the scan is compared with in the same run. */
async function readOnly(path: string): Promise<number> {
  const started = process.hrtime.bigint();
  for await (const _chunk of createReadStream(path, { highWaterMark: MiB })) {
    // drain only
  }
  return Number(process.hrtime.bigint() - started) / 1e9;
}

/** The file as 1 MiB chunks held in memory, so a scan from it measures the scanner, not the disk. */
async function preload(path: string): Promise<Buffer[]> {
  const chunks: Buffer[] = [];
  for await (const chunk of createReadStream(path, { highWaterMark: MiB })) chunks.push(chunk as Buffer);
  return chunks;
}

async function* fromMemory(chunks: Buffer[]): AsyncGenerator<Uint8Array> {
  for (const chunk of chunks) yield chunk;
}

/** One in-process scan: wall and CPU seconds, peak memory growth. */
async function scanOnce(path: string, filenameHint: string, chunks?: Buffer[]) {
  const gc = (globalThis as { gc?: () => void }).gc;
  gc?.();
  const base = process.memoryUsage();
  let peakRss = base.rss;
  let peakHeap = base.heapUsed;
  const sample = () => {
    const m = process.memoryUsage();
    peakRss = Math.max(peakRss, m.rss);
    peakHeap = Math.max(peakHeap, m.heapUsed);
  };
  const timer = setInterval(sample, 10);
  const cpu = process.cpuUsage();
  const started = process.hrtime.bigint();
  const source = chunks ? fromMemory(chunks) : createReadStream(path, { highWaterMark: MiB });
  const report = await scanArtifact(source, { filenameHint });
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  const used = process.cpuUsage(cpu);
  clearInterval(timer);
  sample();
  return {
    seconds,
    cpuSeconds: (used.user + used.system) / 1e6,
    peakRss: peakRss - base.rss,
    peakHeap: peakHeap - base.heapUsed,
    report,
  };
}

/**
 * Scans `path` three times in process (the machine may be shared: the median and best wall
 * times, CPU-time throughput and a read-only baseline from the same run are all reported).
 */
async function measure(path: string, filenameHint: string, inMemory = false) {
  const size = (await stat(path)).size;
  const chunks = inMemory ? await preload(path) : undefined;
  const runs = [];
  for (let i = 0; i < 3; i += 1) runs.push(await scanOnce(path, filenameHint, chunks));
  const read = Math.min(await readOnly(path), await readOnly(path));
  const walls = runs.map((r) => r.seconds).sort((a, b) => a - b);
  const median = walls[1] ?? 0;
  const best = walls[0] ?? 0;
  const cpu = Math.min(...runs.map((r) => r.cpuSeconds));
  const last = runs[runs.length - 1]?.report;
  const mbps = (seconds: number) => Math.round(size / MiB / seconds);
  return {
    bytes: size,
    seconds: Number(median.toFixed(3)),
    mbPerSec: mbps(median),
    bestMbPerSec: mbps(best),
    cpuMbPerSec: mbps(cpu),
    readOnlyMbPerSec: mbps(read),
    peakRssGrowthMiB: Number((Math.max(...runs.map((r) => r.peakRss)) / MiB).toFixed(1)),
    peakHeapGrowthMiB: Number((Math.max(...runs.map((r) => r.peakHeap)) / MiB).toFixed(1)),
    format: last?.format,
    action: last?.action,
    findings: last?.findings.length,
  };
}

async function main(): Promise<void> {
  const dir = await mkdtemp(join(tmpdir(), 'verdict-artifacts-bench-'));
  try {
    const zipPath = join(dir, 'model.pt');
    const picklePath = join(dir, 'blobs.pkl');
    await writeTorchZip(zipPath);
    await writeBytesPickle(picklePath);
    const zip = await measure(zipPath, 'model.pt');
    const zipFromMemory = await measure(zipPath, 'model.pt', true);
    const pickle = await measure(picklePath, 'blobs.pkl');
    const http = await overHttp(ROOT, zipPath);
    const raw = await rawHttp(zipPath);
    let previous: (Awaited<ReturnType<typeof overHttp>> & { commit: string }) | undefined;
    if (BASELINE_REF !== 'none') {
      const build = await previousBuild(BASELINE_REF);
      try {
        previous = { commit: build.commit, ...(await overHttp(build.root, zipPath)) };
      } finally {
        await build.remove();
      }
    }
    const target = { mbPerSec: 1000, peakGrowthMiB: 64 };
    const ratio = (a: number, b: number | undefined) => (b ? Number((a / b).toFixed(2)) : null);
    const pass =
      zip.bestMbPerSec >= target.mbPerSec &&
      zipFromMemory.mbPerSec >= target.mbPerSec &&
      zipFromMemory.peakRssGrowthMiB < target.peakGrowthMiB &&
      http.status === 200 &&
      http.serverRssGrowthMiB < target.peakGrowthMiB;
    console.log(
      JSON.stringify({
        bench: 'artifacts',
        node: process.version,
        zip,
        zipFromMemory,
        pickle,
        http: { current: http, previous: previous ?? null, bareNodeHttp: raw },
        ratios: {
          httpMbPerSec: ratio(http.mbPerSec, previous?.mbPerSec),
          httpToBareNodeHttp: ratio(http.mbPerSec, raw.mbPerSec),
          serverPeakRss: ratio(http.serverPeakRssMiB, previous?.serverPeakRssMiB),
          serverRssGrowth: ratio(http.serverRssGrowthMiB, previous?.serverRssGrowthMiB),
        },
        target,
        pass,
      }),
    );
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

await main();
process.exit(0);
