import type { ByteReader } from '../byte-reader.js';
import { nestedContext, type ScanContext } from '../context.js';
import { scanPickleStream } from '../pickle/stream.js';
import { SNIFF_BYTES, sniffFormat } from '../sniff.js';
import type { RandomAccessSource } from '../source.js';
import { ZipDirectoryScanner } from '../zip/random.js';
import { type ZipMember, ZipStreamScanner } from '../zip/stream.js';
import { scanKerasConfig } from './keras.js';
import { scanNpy } from './npy.js';
import { scanTorchScriptCode } from './torchscript.js';

/** Sniffed member formats worth a nested scan; anything else is data a loader does not execute. */
const NESTED_FORMATS = new Set([
  'zip',
  'pickle',
  'npy',
  'safetensors',
  'gguf',
  'onnx',
  'gzip',
  'zlib',
  'hdf5',
  'tar',
  'bzip2',
  'xz',
  'lzma',
  'lz4',
  'zstd',
  '7z',
]);

/**
 * `archive/data/0`: torch raw storages. `torch.load` copies them into tensors and never parses
 * them, so their bytes are data, not code: a stored storage member is stepped over without
 * CRC-32 (a corrupt storage changes weights, not what runs). What makes a file dangerous lives in
 * the pickles and in members whose bytes a loader parses, which are all still read.
 */
export const TORCH_STORAGE = /(?:^|\/)data\/\d+$/;

function baseName(name: string): string {
  return name.split('/').pop() ?? name;
}

/**
 * Records `torch.load` reads besides the pickle (`archive/version`, `archive/byteorder`,
 * `.data/serialization_id`, `.data/version`): read whole and CRC-checked, as the loader reads them.
 */
const TORCH_RECORD = /(?:^|\/)(?:version|byteorder|\.data\/serialization_id|\.data\/version)$/;

/**
 * Scans one member the way a loader would use it; returns whether it was inspected. Members a
 * loader never parses (torch storages, directories, bytes that sniff as no loadable format) are
 * not, and the archive readers neither read them on nor check their CRC-32.
 */
export async function routeMember(
  member: Pick<ZipMember, 'name' | 'path'>,
  data: ByteReader,
  ctx: ScanContext,
): Promise<boolean> {
  const name = member.name;
  const lower = name.toLowerCase();
  if (name.endsWith('/') || TORCH_STORAGE.test(name)) return false;
  // Every pickle member is scanned, not only data.pkl: torch picks the pickle by record name, and
  // TorchScript loads constants.pkl and friends.
  if (/(?:^|\/)code\/.+\.py$/.test(name)) {
    await scanTorchScriptCode(data, ctx, name);
    return true;
  }
  if (lower.endsWith('.pkl') || lower.endsWith('.pickle') || lower.endsWith('.debug_pkl')) {
    await scanPickleStream(data, ctx);
    return true;
  }
  if (lower.endsWith('.npy')) {
    await scanNpy(data, ctx);
    return true;
  }
  if (baseName(lower) === 'config.json') {
    await scanKerasConfig(data, ctx);
    return true;
  }
  if (TORCH_RECORD.test(name)) return true;
  await data.ensure(SNIFF_BYTES);
  const sniffed = sniffFormat(data.peek(Math.min(data.buffered, SNIFF_BYTES)), name);
  if (!NESTED_FORMATS.has(sniffed)) return false;
  if (ctx.depth >= ctx.limits.maxDepth) {
    ctx.report.add({
      severity: 'medium',
      flag: 'ARCHIVE_HAZARD',
      kind: 'nesting_too_deep',
      detail: `${name} nests deeper than ${ctx.limits.maxDepth} levels`,
      member: ctx.member,
    });
    return false;
  }
  await ctx.scanNested(data, nestedContext(ctx, member.path), name);
  return true;
}

/** Names the archive flavour from its member names. */
export function archiveFormat(names: string[]): string {
  if (names.some((n) => /(?:^|\/)constants\.pkl$/.test(n) || /(?:^|\/)code\//.test(n))) return 'torchscript';
  if (names.some((n) => /(?:^|\/)data\.pkl$/.test(n))) return 'pytorch-zip';
  if (
    names.includes('config.json') &&
    (names.includes('metadata.json') || names.includes('model.weights.h5'))
  ) {
    return 'keras';
  }
  if (names.length > 0 && names.every((n) => n.endsWith('.npy'))) return 'npz';
  return 'zip';
}

/**
 * Scans a zip-based artifact (PyTorch zip, TorchScript, `.npz`, `.keras`, or any zip): archive
 * hazards via {@link ZipStreamScanner}, then each member by role — pickles, npy arrays, Keras
 * config — and any member whose bytes sniff as a loadable format, recursively.
 */
export async function scanZipArchive(reader: ByteReader, ctx: ScanContext): Promise<string> {
  const outcome = await new ZipStreamScanner(reader, ctx, routeMember, (name) =>
    TORCH_STORAGE.test(name),
  ).run();
  reportTrailing(ctx, await reader.drain());
  return archiveFormat(outcome.names);
}

function reportTrailing(ctx: ScanContext, trailing: number): void {
  if (trailing === 0) return;
  ctx.report.add({
    severity: 'low',
    flag: 'MALFORMED_ARTIFACT',
    kind: 'trailing_data',
    detail: `${trailing} bytes after the end-of-directory record`,
    member: ctx.member,
  });
}

/**
 * Scans a zip-based artifact held in a file or in memory as a loader reads it (see
 * {@link ZipDirectoryScanner}): the central directory, then the members a loader parses, with
 * the same routing as {@link scanZipArchive}. Returns undefined, having reported nothing, when
 * the layout needs the full streaming read instead.
 */
export async function scanZipDirectory(
  source: RandomAccessSource,
  ctx: ScanContext,
): Promise<string | undefined> {
  const outcome = await new ZipDirectoryScanner(source, ctx, routeMember, (name) =>
    TORCH_STORAGE.test(name),
  ).run();
  if (outcome === undefined) return undefined;
  reportTrailing(ctx, outcome.trailing);
  return archiveFormat(outcome.names);
}
