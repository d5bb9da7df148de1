/**
 * Artifact scanner benchmark: generates (streamed, in a temp dir) a 1 GiB PyTorch-style zip of
 * stored tensor members and a 256 MiB pickle dominated by large byte strings, and measures, each
 * variant once per round in turn (`BENCH_ROUNDS`, default 3), with the one-minute load average
 * on every figure:
 *
 * - in process, the zip: read as a loader reads it from a file (`withFileSource`: central
 *   directory, then only the members a loader parses; the bytes read are counted) and from memory
 *   (`bytesSource`); as a stream from disk and from memory, for this build and the previous one
 *   (`BENCH_BASELINE_REF`, default 43ee8bf, extracted with `git archive` into a temp dir that
 *   borrows this checkout's node_modules, its scanner imported into this process); a read-only
 *   pass of the file; and an upload spooled to a temp file then read through its directory (what
 *   a server would pay instead of scanning the stream);
 * - over HTTP, server and load generator as separate processes: this build's service, the
 *   previous build's and a bare `node:http` drain server (each its own process, `VGATE_MAX_ARTIFACT_BYTES`
 *   8 GiB), sent the zip in turn by a `node:http` client process with a Content-Length (what
 *   `curl -T` sends); each server's peak RSS read from /proc while it receives.
 *
 * The JSON line carries every figure, ratios of medians and paired ratios (round by round, then
 * the median). `BENCH_BASELINE_REF=none` skips the previous build; `BENCH_ZIP_MEMBERS` shrinks
 * the zip for a smoke run.
 *
 * Run: node --expose-gc --import tsx bench/artifacts.ts
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { createReadStream, createWriteStream, readFileSync, symlinkSync, type WriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { crc32 } from 'node:zlib';
import {
  type ArtifactReport,
  type ArtifactSource,
  bytesSource,
  type ScanOptions,
  scanArtifact,
  withFileSource,
} from '../src/artifacts/index.js';

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
/** The build compared with: the one before the loader-only zip read (issue 38 item 5). */
const BASELINE_REF = process.env['BENCH_BASELINE_REF'] ?? '43ee8bf';
/** Alternated rounds per measurement (each variant once per round, in turn). */
const ROUNDS = Number(process.env['BENCH_ROUNDS'] ?? 3);

/** One-minute load average: the machine is shared, every figure carries it. */
const load = () => Number(loadavg()[0]?.toFixed(2));

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

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
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
      await stopChild(child);
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/**
 * The ceiling on this machine: a bare `node:http` server in its own process that reads and
 * discards the body (what receiving alone costs).
 */
async function startBareServer(): Promise<Server> {
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
  return { url, pid: child.pid as number, key: 'none', stop: () => stopChild(child) };
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

/**
 * The load generator, in its own process: `node:http` with a Content-Length (what `curl -T`
 * sends), the file piped from the page cache in 1 MiB reads, so backpressure is honoured and no
 * data is generated in JS per chunk. (Last session's 43-77 MB/s were the machine at load 13-16:
 * on a quiet machine a bare drain server takes 1.1-1.4 GB/s from this client.)
 */
const CLIENT =
  "const http=require('node:http'),fs=require('node:fs');const [url,key,path]=process.argv.slice(1);" +
  'const size=fs.statSync(path).size;const t=process.hrtime.bigint();' +
  "const req=http.request(url,{method:'POST',headers:{authorization:'Bearer '+key," +
  "'content-type':'application/octet-stream','content-length':size}},(res)=>{let b='';res.setEncoding('utf8');" +
  "res.on('data',(d)=>{b+=d});res.on('end',()=>{console.log(JSON.stringify({status:res.statusCode," +
  'seconds:Number(process.hrtime.bigint()-t)/1e9,body:b}))})});' +
  "req.on('error',(e)=>{console.error(e);process.exit(1)});fs.createReadStream(path,{highWaterMark:1<<20}).pipe(req);";

/** One upload of `path` by the load generator: wall time and the server's peak RSS meanwhile. */
async function upload(server: Server, path: string, filenameHint: string) {
  const size = (await stat(path)).size;
  const idle = rssOf(server.pid);
  let peak = idle;
  const timer = setInterval(() => {
    peak = Math.max(peak, rssOf(server.pid));
  }, 20);
  const before = load();
  try {
    const url = `${server.url}/v1/scan/artifact?filename=${filenameHint}`;
    const child = spawn(process.execPath, ['-e', CLIENT, url, server.key, path], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout?.on('data', (d: Buffer) => {
      out += d.toString();
    });
    await new Promise((r) => child.once('exit', r));
    const result = JSON.parse(out) as { status: number; seconds: number; body: string };
    const body = JSON.parse(result.body) as { action?: string; format?: string; error?: { code: string } };
    peak = Math.max(peak, rssOf(server.pid));
    return {
      status: result.status,
      seconds: Number(result.seconds.toFixed(3)),
      mbPerSec: Math.round(size / MiB / result.seconds),
      serverIdleRssMiB: Math.round(idle / MiB),
      serverPeakRssMiB: Math.round(peak / MiB),
      serverRssGrowthMiB: Math.round((peak - idle) / MiB),
      action: body.action ?? body.error?.code,
      format: body.format,
      load: [before, load()],
    };
  } finally {
    clearInterval(timer);
  }
}

type Upload = Awaited<ReturnType<typeof upload>>;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

function summarise(runs: Upload[]) {
  const last = runs[runs.length - 1];
  return {
    status: last?.status,
    action: last?.action,
    format: last?.format,
    mbPerSec: median(runs.map((r) => r.mbPerSec)),
    bestMbPerSec: Math.max(...runs.map((r) => r.mbPerSec)),
    runsMbPerSec: runs.map((r) => r.mbPerSec),
    serverIdleRssMiB: runs[0]?.serverIdleRssMiB,
    serverPeakRssMiB: Math.max(...runs.map((r) => r.serverPeakRssMiB)),
    // The first upload's growth is the one that counts: RSS a run grows is rarely given back.
    serverRssGrowthMiB: Math.max(...runs.map((r) => r.serverRssGrowthMiB)),
    load: runs.map((r) => r.load),
  };
}

/** The same upload to each server in turn, `ROUNDS` times (alternated, so load drift hits all). */
async function overHttp(servers: Record<string, Server>, zipPath: string) {
  const runs: Record<string, Upload[]> = Object.fromEntries(Object.keys(servers).map((name) => [name, []]));
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const [name, server] of Object.entries(servers)) {
      runs[name]?.push(await upload(server, zipPath, 'model.pt'));
    }
  }
  return Object.fromEntries(Object.entries(runs).map(([name, r]) => [name, summarise(r)]));
}

type Scan = (source: ArtifactSource, opts: ScanOptions) => Promise<ArtifactReport>;

/** One in-process scan: wall and CPU seconds, peak memory growth, the load average around it. */
async function scanOnce(run: () => Promise<ArtifactReport>) {
  const gc = (globalThis as { gc?: () => void }).gc;
  gc?.();
  const base = process.memoryUsage();
  let peakRss = base.rss;
  const sample = () => {
    peakRss = Math.max(peakRss, process.memoryUsage().rss);
  };
  const timer = setInterval(sample, 10);
  const before = load();
  const cpu = process.cpuUsage();
  const started = process.hrtime.bigint();
  const report = await run();
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  const used = process.cpuUsage(cpu);
  clearInterval(timer);
  sample();
  return {
    seconds,
    cpuSeconds: (used.user + used.system) / 1e6,
    peakRss: peakRss - base.rss,
    report,
    load: [before, load()],
  };
}

type ScanRun = Awaited<ReturnType<typeof scanOnce>>;

/** Runs each variant once per round, in turn, and summarises each (median and best wall time). */
async function alternate(size: number, variants: Record<string, () => Promise<ArtifactReport>>) {
  const runs: Record<string, ScanRun[]> = Object.fromEntries(Object.keys(variants).map((name) => [name, []]));
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const [name, run] of Object.entries(variants)) runs[name]?.push(await scanOnce(run));
  }
  const mbps = (seconds: number) => Math.round(size / MiB / Math.max(seconds, 1e-6));
  return Object.fromEntries(
    Object.entries(runs).map(([name, r]) => {
      const walls = r.map((x) => x.seconds);
      const last = r[r.length - 1]?.report;
      return [
        name,
        {
          bytes: size,
          seconds: Number(median(walls).toFixed(4)),
          mbPerSec: mbps(median(walls)),
          bestMbPerSec: mbps(Math.min(...walls)),
          runsMbPerSec: walls.map(mbps),
          cpuMbPerSec: mbps(Math.min(...r.map((x) => x.cpuSeconds))),
          peakRssGrowthMiB: Number((Math.max(...r.map((x) => x.peakRss)) / MiB).toFixed(1)),
          format: last?.format,
          action: last?.action,
          findings: last?.findings.length,
          load: r.map((x) => x.load),
        },
      ];
    }),
  );
}

/** Reads the file without scanning it: the ceiling a stream scan is compared with in the same run. */
async function readOnly(path: string): Promise<ArtifactReport> {
  let n = 0;
  for await (const chunk of createReadStream(path, { highWaterMark: MiB })) n += (chunk as Buffer).length;
  return { format: 'read-only', action: 'ALLOW', flags: [], findings: [], bytesScanned: n, globals: [] };
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

/** A file read as a loader reads it, counting the bytes the scanner asked for. */
async function loaderRead(scan: Scan, path: string, counter: { bytes: number }) {
  return withFileSource(path, (file) =>
    scan(
      {
        ...file,
        read: async (offset: number, length: number) => {
          const piece = await file.read(offset, length);
          counter.bytes += piece.length;
          return piece;
        },
      },
      { filenameHint: 'model.pt' },
    ),
  );
}

/**
 * What a server would pay to spool an upload so that it could read it as a file: the stream
 * written to a temp file, then read through its directory (compared with scanning the stream).
 */
async function spoolThenRead(scan: Scan, chunks: Buffer[], dir: string): Promise<ArtifactReport> {
  const path = join(dir, 'spool.pt');
  const out = createWriteStream(path);
  for (const chunk of chunks) await put(out, chunk);
  await close(out);
  try {
    return await withFileSource(path, (file) => scan(file, { filenameHint: 'model.pt' }));
  } finally {
    await rm(path, { force: true });
  }
}

async function inProcess(zipPath: string, previous: Scan | undefined, dir: string) {
  const size = (await stat(zipPath)).size;
  const current: Scan = scanArtifact;
  const stream = (scan: Scan) => () =>
    scan(createReadStream(zipPath, { highWaterMark: MiB }), { filenameHint: 'model.pt' });
  const counter = { bytes: 0 };
  const fromDisk = await alternate(size, {
    fileLoaderRead: () => loaderRead(current, zipPath, counter),
    streamFromDisk: stream(current),
    ...(previous ? { previousStreamFromDisk: stream(previous) } : {}),
    readOnly: () => readOnly(zipPath),
  });
  const chunks = await preload(zipPath);
  const whole = Buffer.concat(chunks);
  const memory = (scan: Scan) => () => scan(fromMemory(chunks), { filenameHint: 'model.pt' });
  const fromMemoryRuns = await alternate(size, {
    bytesLoaderRead: () => current(bytesSource(whole), { filenameHint: 'model.pt' }),
    streamFromMemory: memory(current),
    ...(previous ? { previousStreamFromMemory: memory(previous) } : {}),
    spoolThenLoaderRead: () => spoolThenRead(current, chunks, dir),
  });
  return { ...fromDisk, ...fromMemoryRuns, loaderReadBytesPerScan: counter.bytes / ROUNDS };
}

async function main(): Promise<void> {
  const dir = await mkdtemp(join(tmpdir(), 'verdict-artifacts-bench-'));
  const started = load();
  let build: Awaited<ReturnType<typeof previousBuild>> | undefined;
  try {
    const zipPath = join(dir, 'model.pt');
    const picklePath = join(dir, 'blobs.pkl');
    await writeTorchZip(zipPath);
    await writeBytesPickle(picklePath);
    let previous: Scan | undefined;
    if (BASELINE_REF !== 'none') {
      build = await previousBuild(BASELINE_REF);
      previous = ((await import(join(build.root, 'src/artifacts/index.ts'))) as { scanArtifact: Scan })
        .scanArtifact;
    }
    const zip = await inProcess(zipPath, previous, dir);
    const pickleSize = (await stat(picklePath)).size;
    const pickle = (
      await alternate(pickleSize, {
        streamFromDisk: () =>
          scanArtifact(createReadStream(picklePath, { highWaterMark: MiB }), { filenameHint: 'blobs.pkl' }),
      })
    )['streamFromDisk'];
    const servers: Record<string, Server> = { current: await startServer(ROOT) };
    let http: Record<string, ReturnType<typeof summarise>>;
    try {
      if (build) servers['previous'] = await startServer(build.root);
      servers['bareNodeHttp'] = await startBareServer();
      http = await overHttp(servers, zipPath);
    } finally {
      for (const server of Object.values(servers)) await server.stop();
    }
    const ratio = (a: number | undefined, b: number | undefined) =>
      a !== undefined && b ? Number((a / b).toPrecision(3)) : null;
    // Round by round (the two ran back to back), then the median: less exposed to load drift.
    const paired = (a: { runsMbPerSec: number[] } | undefined, b: { runsMbPerSec: number[] } | undefined) =>
      a && b ? ratio(median(a.runsMbPerSec.map((x, i) => x / (b.runsMbPerSec[i] ?? Number.NaN))), 1) : null;
    const z = zip as unknown as Record<
      string,
      { mbPerSec: number; peakRssGrowthMiB: number; runsMbPerSec: number[] } | undefined
    >;
    const target = { mbPerSec: 1000, peakGrowthMiB: 64 };
    const current = http['current'];
    const pass =
      (z['fileLoaderRead']?.mbPerSec ?? 0) >= target.mbPerSec &&
      (z['streamFromMemory']?.mbPerSec ?? 0) >= target.mbPerSec &&
      (z['streamFromMemory']?.peakRssGrowthMiB ?? Number.POSITIVE_INFINITY) < target.peakGrowthMiB &&
      current?.status === 200 &&
      current.serverRssGrowthMiB < target.peakGrowthMiB;
    console.log(
      JSON.stringify({
        bench: 'artifacts',
        node: process.version,
        cpus: cpus().length,
        baseline: build?.commit ?? null,
        rounds: ROUNDS,
        loadAverage: { start: started, end: load() },
        zip,
        pickle,
        http,
        ratios: {
          fileLoaderReadToPreviousStream: ratio(
            z['fileLoaderRead']?.mbPerSec,
            z['previousStreamFromDisk']?.mbPerSec,
          ),
          streamFromDiskToPrevious: ratio(
            z['streamFromDisk']?.mbPerSec,
            z['previousStreamFromDisk']?.mbPerSec,
          ),
          streamFromMemoryToPrevious: ratio(
            z['streamFromMemory']?.mbPerSec,
            z['previousStreamFromMemory']?.mbPerSec,
          ),
          spoolToStream: ratio(z['spoolThenLoaderRead']?.mbPerSec, z['streamFromMemory']?.mbPerSec),
          httpToPrevious: ratio(current?.mbPerSec, http['previous']?.mbPerSec),
          httpToBareNodeHttp: ratio(current?.mbPerSec, http['bareNodeHttp']?.mbPerSec),
          serverRssGrowthToPrevious: ratio(current?.serverRssGrowthMiB, http['previous']?.serverRssGrowthMiB),
        },
        pairedRatios: {
          streamFromDiskToPrevious: paired(z['streamFromDisk'], z['previousStreamFromDisk']),
          streamFromDiskToReadOnly: paired(z['streamFromDisk'], z['readOnly']),
          streamFromMemoryToPrevious: paired(z['streamFromMemory'], z['previousStreamFromMemory']),
          httpToPrevious: paired(current, http['previous']),
          httpToBareNodeHttp: paired(current, http['bareNodeHttp']),
        },
        target,
        pass,
      }),
    );
  } finally {
    await build?.remove();
    await rm(dir, { recursive: true, force: true });
  }
}

await main();
process.exit(0);
