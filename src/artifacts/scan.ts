import { ByteReader, countingSource } from './byte-reader.js';
import { reportUnscannable, type ScanContext } from './context.js';
import { ArtifactTooLargeError, SourceReadError } from './errors.js';
import { scanZipArchive } from './formats/archive.js';
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

/** Sniffs `reader` and runs the matching format scanner; nested artifacts come back through here. */
async function dispatch(reader: ByteReader, ctx: ScanContext, filenameHint?: string): Promise<string> {
  await reader.ensure(SNIFF_BYTES);
  const format = sniffFormat(reader.peek(Math.min(reader.buffered, SNIFF_BYTES)), filenameHint);
  const found = await route(format, reader, ctx);
  await reader.drain();
  if (filenameHint !== undefined && isFormatMismatch(found, filenameHint)) {
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
  return found;
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
 * @throws {ArtifactTooLargeError} as soon as more than `opts.maxBytes` bytes are read.
 * @throws the source's own error if the source stream fails.
 * @example
 * const report = await scanArtifact(createReadStream('model.pt'), { filenameHint: 'model.pt', maxBytes: 2 ** 32 });
 * if (report.action === 'BLOCK') console.log(report.findings[0]);
 */
export async function scanArtifact(
  source: AsyncIterable<Uint8Array>,
  opts: ScanOptions = {},
): Promise<ArtifactReport> {
  const counter = { bytes: 0 };
  const reader = new ByteReader(countingSource(source, opts.maxBytes ?? Number.POSITIVE_INFINITY, counter));
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
    format = await dispatch(reader, ctx, opts.filenameHint);
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
      await reader.drain();
    } catch (drainError) {
      if (drainError instanceof ArtifactTooLargeError) throw drainError;
      if (drainError instanceof SourceReadError) throw drainError.cause;
    }
  }
  return sink.build(format, counter.bytes, opts.strict ?? false, opts.unscannable);
}
