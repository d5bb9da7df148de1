import type { ByteReader } from '../byte-reader.js';
import { reportMalformed, type ScanContext } from '../context.js';
import { MalformedError, rethrowIfFatal } from '../errors.js';

/**
 * The slice of the ONNX protobuf schema the scanner walks. Message fields listed here are
 * descended into; string fields are captured; everything else (tensor payloads included) is
 * skipped without being read into memory.
 */
interface MessageSchema {
  kind: 'model' | 'graph' | 'node' | 'attribute' | 'tensor' | 'sparse' | 'entry' | 'opset' | 'function';
  children: Readonly<Record<number, MessageSchema['kind']>>;
  strings: readonly number[];
}

const SCHEMA: Readonly<Record<MessageSchema['kind'], MessageSchema>> = {
  model: { kind: 'model', children: { 7: 'graph', 8: 'opset', 25: 'function' }, strings: [] },
  graph: { kind: 'graph', children: { 1: 'node', 5: 'tensor', 15: 'sparse' }, strings: [] },
  node: { kind: 'node', children: { 5: 'attribute' }, strings: [4, 7] },
  attribute: {
    kind: 'attribute',
    children: { 5: 'tensor', 6: 'graph', 10: 'tensor', 11: 'graph', 22: 'sparse' },
    strings: [],
  },
  tensor: { kind: 'tensor', children: { 13: 'entry' }, strings: [8] },
  sparse: { kind: 'sparse', children: { 1: 'tensor', 2: 'tensor' }, strings: [] },
  entry: { kind: 'entry', children: {}, strings: [1, 2] },
  opset: { kind: 'opset', children: {}, strings: [1] },
  function: { kind: 'function', children: { 7: 'node', 9: 'opset' }, strings: [10] },
};

/** Operator domains every ONNX runtime ships. */
const STANDARD_DOMAINS = new Set([
  '',
  'ai.onnx',
  'ai.onnx.ml',
  'ai.onnx.training',
  'ai.onnx.preview.training',
]);
/** Vendor domains built into onnxruntime itself: noted, not suspicious. */
const RUNTIME_DOMAINS = /^com\.microsoft(?:\.|$)|^org\.pytorch\.aten$/;
const MAX_DEPTH = 64;
const MAX_CAPTURED = 64 * 1024;

type Captured = Map<number, string>;

class ProtoWalker {
  constructor(
    private readonly reader: ByteReader,
    private readonly ctx: ScanContext,
  ) {}

  private async varint(): Promise<number> {
    await this.reader.ensure(10);
    let value = 0;
    let scale = 1;
    for (let i = 0; i < 10; i += 1) {
      if (this.reader.buffered === 0)
        throw new MalformedError('onnx truncated in varint', this.reader.offset);
      const b = this.reader.u8();
      value += (b & 0x7f) * scale;
      if ((b & 0x80) === 0) return value;
      scale *= 128;
    }
    throw new MalformedError('onnx varint too long', this.reader.offset);
  }

  private async skip(n: number): Promise<void> {
    if ((await this.reader.skip(n)) < n)
      throw new MalformedError('onnx truncated in field', this.reader.offset);
  }

  /** Walks one message until `end` (or end of stream for the top-level model). */
  async message(schema: MessageSchema, end: number, depth: number): Promise<Captured> {
    if (depth > MAX_DEPTH) throw new MalformedError('onnx messages nested too deeply');
    const captured: Captured = new Map();
    while (end === Number.POSITIVE_INFINITY ? !(await this.reader.atEnd()) : this.reader.offset < end) {
      const tag = await this.varint();
      const field = Math.floor(tag / 8);
      const wire = tag & 7;
      if (wire === 0) await this.varint();
      else if (wire === 1) await this.skip(8);
      else if (wire === 5) await this.skip(4);
      else if (wire === 2) await this.lengthDelimited(schema, field, captured, depth);
      else throw new MalformedError(`onnx wire type ${wire}`, this.reader.offset);
    }
    if (end !== Number.POSITIVE_INFINITY && this.reader.offset !== end) {
      throw new MalformedError('onnx field overruns its message', this.reader.offset);
    }
    this.inspect(schema.kind, captured);
    return captured;
  }

  private async lengthDelimited(schema: MessageSchema, field: number, captured: Captured, depth: number) {
    const length = await this.varint();
    const child = schema.children[field];
    if (child !== undefined) {
      await this.message(SCHEMA[child], this.reader.offset + length, depth + 1);
    } else if (schema.strings.includes(field) && length <= MAX_CAPTURED) {
      if (!(await this.reader.ensure(length))) throw new MalformedError('onnx truncated in string');
      captured.set(field, new TextDecoder().decode(this.reader.bytes(length)));
    } else await this.skip(length);
  }

  private domainFinding(domain: string, what: string): void {
    if (STANDARD_DOMAINS.has(domain)) return;
    const runtime = RUNTIME_DOMAINS.test(domain);
    this.ctx.report.add({
      severity: runtime ? 'low' : 'medium',
      flag: 'SUSPICIOUS_IMPORT',
      kind: runtime ? 'runtime_operator_domain' : 'custom_operator_domain',
      detail: `${what} uses operator domain ${domain.slice(0, 120)}${runtime ? '' : ', which needs a custom op library'}`,
      member: this.ctx.member,
      offset: this.reader.offset,
    });
  }

  private inspect(kind: MessageSchema['kind'], captured: Captured): void {
    if (kind === 'node')
      this.domainFinding(captured.get(7) ?? '', `operator ${(captured.get(4) ?? '?').slice(0, 80)}`);
    if (kind === 'opset') this.domainFinding(captured.get(1) ?? '', 'opset import');
    if (kind === 'function') this.domainFinding(captured.get(10) ?? '', 'function');
    if (kind === 'entry' && captured.get(1) === 'location')
      checkLocation(this.ctx, captured.get(2) ?? '', this.reader.offset);
  }
}

/** External data must stay beside the model: absolute, parent or remote paths read other files. */
function checkLocation(ctx: ScanContext, location: string, offset: number): void {
  const normal = location.replace(/\\/g, '/');
  const escapes =
    normal.startsWith('/') ||
    /^[a-zA-Z]:/.test(normal) ||
    normal.split('/').includes('..') ||
    /^[a-z][a-z0-9+.-]*:\/\//i.test(normal) ||
    normal.includes('\0');
  ctx.report.add({
    severity: escapes ? 'high' : 'info',
    flag: 'EXTERNAL_REFERENCE',
    kind: escapes ? 'external_data_escape' : 'external_data',
    detail: `${escapes ? 'external data path escapes the model directory' : 'tensor data read from'}: ${location.slice(0, 200)}`,
    member: ctx.member,
    offset,
  });
}

/**
 * Scans an ONNX model by walking its protobuf as a stream: external-data locations that leave the
 * model directory (CVE-2024-27318-style path traversal) and operator domains that need custom
 * operator libraries (native code). Initializer payloads are skipped, never buffered.
 */
export async function scanOnnx(reader: ByteReader, ctx: ScanContext): Promise<void> {
  try {
    await new ProtoWalker(reader, ctx).message(SCHEMA.model, Number.POSITIVE_INFINITY, 0);
  } catch (error) {
    rethrowIfFatal(error);
    reportMalformed(ctx, error, 'malformed_onnx', reader.offset);
    await reader.drain();
  }
}
