/**
 * Artifact scanner benchmark: generates (streamed, in a temp dir) a 1 GiB PyTorch-style zip of
 * stored tensor members and a 256 MiB pickle dominated by large byte strings, scans each from a
 * file stream in process and over HTTP (POST /v1/scan/artifact on an in-process server), and
 * prints one JSON line with MB/s and peak memory growth. In process, each file is scanned three
 * times (median and best wall time, CPU-time throughput, and a read-only baseline of the same file
 * in the same run), because a shared machine makes single wall-clock figures noise; the zip is
 * also scanned from memory (`zipFromMemory`), which measures the scanner without the disk.
 *
 * Run: node --import tsx bench/artifacts.ts   (add --expose-gc for a steadier baseline)
 */
import { createReadStream, createWriteStream, type WriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32 } from 'node:zlib';
import { request } from 'undici';
import { buildApp } from '../src/app.js';
import { scanArtifact } from '../src/artifacts/index.js';
import { defaultConfig } from '../src/config.js';
import { createContext } from '../src/context.js';

const MiB = 1024 * 1024;
const ZIP_MEMBERS = 16;
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

/** Peak memory growth and time of `work`, sampled every 10 ms. */
async function withMemory<T>(work: () => Promise<T>) {
  const gc = (globalThis as { gc?: () => void }).gc;
  gc?.();
  const base = process.memoryUsage();
  let peakRss = base.rss;
  const timer = setInterval(() => {
    peakRss = Math.max(peakRss, process.memoryUsage().rss);
  }, 10);
  const started = process.hrtime.bigint();
  try {
    const value = await work();
    return {
      value,
      seconds: Number(process.hrtime.bigint() - started) / 1e9,
      peakRssGrowthMiB: (peakRss - base.rss) / MiB,
    };
  } finally {
    clearInterval(timer);
  }
}

/** The same file streamed through POST /v1/scan/artifact of an in-process server. */
async function measureHttp(base: string, key: string, path: string, filenameHint: string) {
  const size = (await stat(path)).size;
  const m = await withMemory(async () => {
    const res = await request(`${base}/v1/scan/artifact?filename=${filenameHint}`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${key}`,
        'content-type': 'application/octet-stream',
        'content-length': String(size),
      },
      body: createReadStream(path, { highWaterMark: 256 * 1024 }),
    });
    return (await res.body.json()) as { action: string; format: string };
  });
  return {
    bytes: size,
    seconds: Number(m.seconds.toFixed(3)),
    mbPerSec: Math.round(size / MiB / m.seconds),
    peakRssGrowthMiB: Number(m.peakRssGrowthMiB.toFixed(1)),
    format: m.value.format,
    action: m.value.action,
  };
}

async function overHttp(zipPath: string, picklePath: string) {
  const dataDir = await mkdtemp(join(tmpdir(), 'verdict-artifacts-http-'));
  const ctx = await createContext(
    defaultConfig({ dataDir, limits: { artifactBytes: 8 * 1024 * MiB } as never }),
  );
  const app = await buildApp(ctx);
  try {
    const key = (await ctx.tenants.createKey({ tenantId: 'bench', tier: 'enterprise' }, null)).key;
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    return {
      zip: await measureHttp(base, key, zipPath, 'model.pt'),
      pickle: await measureHttp(base, key, picklePath, 'blobs.pkl'),
    };
  } finally {
    await app.close();
    await ctx.close();
    await rm(dataDir, { recursive: true, force: true });
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
    const http = await overHttp(zipPath, picklePath);
    const target = { zipMbPerSec: 1000, peakGrowthMiB: 64 };
    const pass =
      zipFromMemory.mbPerSec >= target.zipMbPerSec && zipFromMemory.peakRssGrowthMiB < target.peakGrowthMiB;
    console.log(
      JSON.stringify({
        bench: 'artifacts',
        node: process.version,
        zip,
        zipFromMemory,
        pickle,
        http,
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
