import type { ByteReader } from '../byte-reader.js';
import { reportMalformed, type ScanContext } from '../context.js';
import { MalformedError, rethrowIfFatal } from '../errors.js';
import { classifyPayload, describePayload } from '../pickle/payload.js';

/** Bits per element of every safetensors dtype (sub-byte float types included). */
const DTYPE_BITS: Readonly<Record<string, number>> = {
  BOOL: 8,
  U8: 8,
  I8: 8,
  F8_E5M2: 8,
  F8_E4M3: 8,
  F8_E8M0: 8,
  I16: 16,
  U16: 16,
  F16: 16,
  BF16: 16,
  I32: 32,
  U32: 32,
  F32: 32,
  F64: 64,
  I64: 64,
  U64: 64,
  C64: 64,
  F4: 4,
  F6_E2M3: 6,
  F6_E3M2: 6,
};

interface TensorSpan {
  name: string;
  begin: number;
  end: number;
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const isIndex = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v >= 0;

/** Validates one tensor entry; returns its span or a problem description. */
function checkTensor(name: string, entry: unknown): TensorSpan | string {
  if (!isRecord(entry)) return `${name}: entry is not an object`;
  const { dtype, shape, data_offsets: offsets } = entry;
  if (typeof dtype !== 'string' || DTYPE_BITS[dtype] === undefined) return `${name}: unknown dtype`;
  if (!Array.isArray(shape) || !shape.every(isIndex)) return `${name}: shape is not a list of sizes`;
  if (!Array.isArray(offsets) || offsets.length !== 2 || !offsets.every(isIndex)) {
    return `${name}: data_offsets is not [begin, end]`;
  }
  const [begin, end] = offsets as [number, number];
  if (end < begin) return `${name}: data_offsets end before begin`;
  const bits = shape.reduce((a: bigint, d: number) => a * BigInt(d), 1n) * BigInt(DTYPE_BITS[dtype] ?? 0);
  if (bits !== BigInt(end - begin) * 8n)
    return `${name}: ${dtype}${JSON.stringify(shape)} does not fill ${end - begin} bytes`;
  return { name, begin, end };
}

/** A dotted Python name (`os.system`, `builtins.exec`): what a loader that imports it would run. */
const IMPORT_TARGET = /^\s*([A-Za-z_][\w]*(?:\.[A-Za-z_]\w*)*)[.:]([A-Za-z_]\w*)\s*$/;

/**
 * Reports code carried by a header string (`where` names it). safetensors exists so that loading
 * runs nothing; a header that carries a pickle, Python or shell code, or names a denied callable
 * to import is there for a second stage to run it, so it is `high`.
 */
function checkHeaderString(ctx: ScanContext, where: string, value: string): void {
  const kind = classifyPayload(new TextEncoder().encode(value.slice(0, 4096)));
  const target = kind === undefined ? IMPORT_TARGET.exec(value) : null;
  const denied = target !== null && ctx.policy.classify(target[1] ?? '', target[2] ?? '') === 'deny';
  if (kind === undefined && !denied) return;
  ctx.report.add({
    severity: 'high',
    flag: 'EMBEDDED_CODE',
    kind: 'metadata_payload',
    detail: `${where} carries ${kind !== undefined ? describePayload(kind) : `an import of ${value.trim().slice(0, 120)}`}`,
    member: ctx.member,
    offset: 8,
  });
}

function checkMetadata(ctx: ScanContext, metadata: unknown): void {
  if (!isRecord(metadata)) throw new MalformedError('__metadata__ is not an object');
  for (const [key, value] of Object.entries(metadata)) {
    if (typeof value !== 'string')
      throw new MalformedError(`__metadata__.${key.slice(0, 80)} is not a string`);
    checkHeaderString(ctx, `__metadata__.${key.slice(0, 80)}`, value);
  }
}

/** Fields of a tensor entry beyond dtype, shape and data_offsets: the format has none. */
function checkTensorExtras(ctx: ScanContext, name: string, entry: unknown): void {
  if (!isRecord(entry)) return;
  for (const [key, value] of Object.entries(entry)) {
    if (key === 'dtype' || key === 'shape' || key === 'data_offsets') continue;
    const where = `${name.slice(0, 80)}.${key.slice(0, 40)}`;
    if (typeof value === 'string') checkHeaderString(ctx, where, value);
    ctx.report.add({
      severity: 'medium',
      flag: 'MALFORMED_ARTIFACT',
      kind: 'malformed_safetensors',
      detail: `${where}: a tensor entry holds only dtype, shape and data_offsets`,
      member: ctx.member,
      offset: 8,
    });
  }
}

/** Sorts spans and reports overlaps, gaps, and a data section that is not exactly covered. */
function checkLayout(ctx: ScanContext, spans: TensorSpan[], dataLength: number, dataStart: number): void {
  spans.sort((a, b) => a.begin - b.begin || a.end - b.end);
  let cursor = 0;
  const problems: string[] = [];
  for (const span of spans) {
    if (span.begin < cursor) problems.push(`${span.name} overlaps the previous tensor`);
    else if (span.begin > cursor) problems.push(`gap of ${span.begin - cursor} bytes before ${span.name}`);
    cursor = Math.max(cursor, span.end);
  }
  if (cursor !== dataLength)
    problems.push(`tensors cover ${cursor} bytes of a ${dataLength}-byte data section`);
  for (const detail of problems.slice(0, 5)) {
    ctx.report.add({
      severity: 'medium',
      flag: 'MALFORMED_ARTIFACT',
      kind: 'tensor_layout',
      detail: detail.slice(0, 300),
      member: ctx.member,
      offset: dataStart,
    });
  }
}

async function readHeader(reader: ByteReader, ctx: ScanContext): Promise<Record<string, unknown>> {
  if (!(await reader.ensure(8))) throw new MalformedError('safetensors truncated in header length');
  const length = reader.u64();
  if (length > ctx.limits.maxJsonBytes) throw new MalformedError(`safetensors header of ${length} bytes`, 0);
  if (!(await reader.ensure(length)))
    throw new MalformedError('safetensors truncated in header', reader.offset);
  let header: unknown;
  try {
    header = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(reader.bytes(length)));
  } catch {
    throw new MalformedError('safetensors header is not valid UTF-8 JSON', 8);
  }
  if (!isRecord(header)) throw new MalformedError('safetensors header is not a JSON object', 8);
  return header;
}

/**
 * Validates a safetensors file: bounded JSON header, every tensor's dtype × shape matching its
 * byte range, ranges contiguous, non-overlapping and covering the data section exactly, and
 * `__metadata__` string-only without code-like payloads. Tensor bytes are counted, never held.
 */
export async function scanSafetensors(reader: ByteReader, ctx: ScanContext): Promise<void> {
  const spans: TensorSpan[] = [];
  let dataStart = 8;
  try {
    const header = await readHeader(reader, ctx);
    dataStart = reader.offset;
    for (const [name, entry] of Object.entries(header)) {
      if (name === '__metadata__') {
        checkMetadata(ctx, entry);
        continue;
      }
      checkHeaderString(ctx, `tensor name ${name.slice(0, 80)}`, name);
      checkTensorExtras(ctx, name, entry);
      const span = checkTensor(name.slice(0, 120), entry);
      if (typeof span === 'string') throw new MalformedError(span, 8);
      spans.push(span);
    }
  } catch (error) {
    rethrowIfFatal(error);
    reportMalformed(ctx, error, 'malformed_safetensors', 0);
    await reader.drain();
    return;
  }
  const dataLength = await reader.drain();
  checkLayout(ctx, spans, dataLength, dataStart);
}
