import { ByteReader, countingSource } from './byte-reader.js';
import { reportUnscannable, type ScanContext } from './context.js';
import { ArtifactTooLargeError, SourceReadError } from './errors.js';
import { scanZipArchive, scanZipDirectory } from './formats/archive.js';
import { scanCompressed } from './formats/compressed.js';
import { scanGguf } from './formats/gguf.js';
import { scanHdf5 } from './formats/hdf5.js';
import { scanNpy } from './formats/npy.js';
import { scanOnnx } from './formats/onnx.js';
import { scanSafetensors } from './formats/safetensors.js';
import { scanSevenZip } from './formats/sevenzip.js';
import { scanTar } from './formats/tar.js';
import { scanPickleStream, scanTentativePickle } from './pickle/stream.js';
import { GlobalPolicy } from './policy.js';
import { FindingSink } from './report.js';
import { isFormatMismatch, SNIFF_BYTES, type SniffedFormat, sniffFormat } from './sniff.js';
import { type ArtifactSource, isRandomAccess, type RandomAccessSource, rangeOf } from './source.js';
import { type ArtifactReport, DEFAULT_LIMITS, type ScanOptions } from './types.js';

/**
 * Compressions with no decoder here (joblib's bz2/lzma/xz/lz4, zstd): the content is not
 * inspected, and saying so is the verdict (`UNSCANNABLE`: strict blocks it, default reports it).
 */
function unscannable(ctx: ScanContext, format: string): string {
  ctx.report.add({
    severity: 'medium',
    flag: 'UNSCANNABLE',
    kind: 'unscannable',
    detail:
      `${format} content is not decompressed by this scanner, so what it holds (a joblib or torch ` +
      'file may carry any pickle) was not inspected; recompress with gzip/zlib or zip to have it scanned',
    member: ctx.member,
    offset: 0,
  });
  return format;
}

async function scanOldPickle(reader: ByteReader, ctx: ScanContext): Promise<string> {
  if (await scanTentativePickle(reader, ctx)) {
    await scanPickleStream(reader, ctx);
    return 'pickle';
  }
  reportUnscannable(
    ctx,
    'unrecognized_format',
    'no known model format and not a pickle: nothing a loader reads was found',
    0,
  );
  return 'unknown';
}

async function route(format: SniffedFormat, reader: ByteReader, ctx: ScanContext): Promise<string> {
  switch (format) {
    case 'empty':
      // A 0-byte file is never a model: every loader raises on it. It is blocked, not allowed,
      // because an empty upload proves nothing about the file that will really be loaded.
      ctx.report.add({
        severity: ctx.tentative ? 'info' : 'high',
        flag: 'MALFORMED_ARTIFACT',
        kind: 'empty',
        detail:
          'artifact is empty (0 bytes): no loader accepts it, so nothing about the model can be vouched for',
        member: ctx.member,
        offset: 0,
      });
      return 'empty';
    case 'zip':
      return scanZipArchive(reader, ctx);
    case 'pickle':
      return (await scanPickleStream(reader, ctx)).format;
    case 'pickle0':
      return scanOldPickle(reader, ctx);
    case 'npy':
      await scanNpy(reader, ctx);
      return 'npy';
    case 'safetensors':
      await scanSafetensors(reader, ctx);
      return 'safetensors';
    case 'gguf':
      await scanGguf(reader, ctx);
      return 'gguf';
    case 'onnx':
      await scanOnnx(reader, ctx);
      return 'onnx';
    case 'hdf5':
      await scanHdf5(reader, ctx);
      return 'hdf5';
    case 'gzip':
    case 'zlib':
      await scanCompressed(reader, ctx, format);
      return format;
    case 'tar':
      await scanTar(reader, ctx);
      return 'tar';
    case '7z':
      await scanSevenZip(reader, ctx);
      return '7z';
    case 'unknown':
      reportUnscannable(
        ctx,
        'unrecognized_format',
        'no known model format: nothing a loader reads was found',
        0,
      );
      return 'unknown';
    default:
      return unscannable(ctx, format);
  }
}

/** Says so when the content is not what the filename promises (a disguise against extension-based tools). */
function reportMismatch(ctx: ScanContext, found: string, filenameHint: string | undefined): void {
  if (filenameHint === undefined || !isFormatMismatch(found, filenameHint)) return;
  const executable = found === 'pickle' || found === 'pytorch-legacy' || found === 'pytorch-zip';
  ctx.report.add({
    severity: executable ? 'medium' : 'low',
    flag: 'FORMAT_MISMATCH',
    kind: 'format_mismatch',
    detail: `${filenameHint.split(/[\\/]/).pop()?.slice(0, 120)} contains ${found}: extension-based tools would pick the wrong loader or scanner`,
    member: ctx.member,
    offset: 0,
  });
}

/** Sniffs `reader` and runs the matching format scanner; nested artifacts come back through here. */
async function dispatch(reader: ByteReader, ctx: ScanContext, filenameHint?: string): Promise<string> {
  await reader.ensure(SNIFF_BYTES);
  const format = sniffFormat(reader.peek(Math.min(reader.buffered, SNIFF_BYTES)), filenameHint);
  const found = await route(format, reader, ctx);
  await reader.drain();
  reportMismatch(ctx, found, filenameHint);
  return found;
}

/**
 * A file or bytes in memory: a zip is read through its central directory (only what a loader
 * reads); any other format, and a zip whose layout the directory cannot vouch for, as a stream.
 */
async function dispatchRandomAccess(
  source: RandomAccessSource,
  ctx: ScanContext,
  stream: ByteReader,
  filenameHint?: string,
): Promise<string> {
  const head = await source.read(0, SNIFF_BYTES);
  if (sniffFormat(head, filenameHint) === 'zip') {
    const found = await scanZipDirectory(source, ctx);
    if (found !== undefined) {
      reportMismatch(ctx, found, filenameHint);
      return found;
    }
  }
  return dispatch(stream, ctx, filenameHint);
}

/**
 * Decides whether a model artifact is safe to load, reading it once as a stream with memory
 * bounded independently of its size.
 *
 * Detects the format from magic bytes (pickle protocols 0-5, PyTorch zip and legacy, TorchScript,
 * NumPy `.npy`/`.npz`, joblib, Keras `.keras`, safetensors, GGUF, ONNX, nested archives) and
 * reports dangerous imports, code hidden as data, archive hazards and malformed structure.
 * Malformed input never throws: the report says what was found before the break.
 *
 * `source` is a byte stream (an upload: read once, front to back) or a random-access source
 * ({@link bytesSource}, {@link withFileSource}): then a zip is read as a loader reads it, central
 * directory first and only the members a loader parses, so a 1 GiB checkpoint costs a few reads.
 *
 * @throws {ArtifactTooLargeError} as soon as more than `opts.maxBytes` bytes are read.
 * @throws the source's own error if the source stream fails.
 * @example
 * const report = await scanArtifact(createReadStream('model.pt'), { filenameHint: 'model.pt', maxBytes: 2 ** 32 });
 * const same = await withFileSource('model.pt', (file) => scanArtifact(file, { filenameHint: 'model.pt' }));
 * if (report.action === 'BLOCK') console.log(report.findings[0]);
 */
export async function scanArtifact(source: ArtifactSource, opts: ScanOptions = {}): Promise<ArtifactReport> {
  const maxBytes = opts.maxBytes ?? Number.POSITIVE_INFINITY;
  const random = isRandomAccess(source) ? source : undefined;
  if (random && random.size > maxBytes) throw new ArtifactTooLargeError(maxBytes, random.size);
  const counter = { bytes: 0 };
  const stream = random ? rangeOf(random, 0, random.size) : source;
  const reader = new ByteReader(countingSource(stream as AsyncIterable<Uint8Array>, maxBytes, counter));
  const sink = new FindingSink();
  const ctx: ScanContext = {
    report: sink,
    policy: new GlobalPolicy(opts.policy),
    limits: { ...DEFAULT_LIMITS, ...opts.limits },
    budget: { uncompressed: 0 },
    depth: 0,
    scanNested: dispatch,
  };
  let format = 'unknown';
  try {
    format = random
      ? await dispatchRandomAccess(random, ctx, reader, opts.filenameHint)
      : await dispatch(reader, ctx, opts.filenameHint);
  } catch (error) {
    if (error instanceof ArtifactTooLargeError) throw error;
    if (error instanceof SourceReadError) throw error.cause;
    // A crash on crafted input means the artifact was not fully inspected: fail closed.
    sink.add({
      severity: 'high',
      flag: 'MALFORMED_ARTIFACT',
      kind: 'scanner_error',
      detail: `scan aborted: ${error instanceof Error ? error.message.slice(0, 200) : 'unknown error'}`,
      offset: reader.offset,
    });
    try {
      if (!random) await reader.drain();
    } catch (drainError) {
      if (drainError instanceof ArtifactTooLargeError) throw drainError;
      if (drainError instanceof SourceReadError) throw drainError.cause;
    }
  }
  // A file read through its directory is judged whole: every byte is a member the directory
  // accounts for, whether it was read or stepped over.
  return sink.build(format, random ? random.size : counter.bytes, opts.strict ?? false, opts.unscannable);
}
