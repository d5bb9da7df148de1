import type { ByteReader } from '../byte-reader.js';
import { reportMalformed, type ScanContext } from '../context.js';
import { MalformedError, rethrowIfFatal } from '../errors.js';
import { ggmlTensorBytes } from './ggml-types.js';

// Bounds far above real models (a few dozen keys, tens of thousands of tensors, 256k-token
// vocabularies) that stop a forged count from turning into a billion-iteration loop.
const MAX_KV = 1 << 16;
const MAX_TENSORS = 1 << 20;
const MAX_ARRAY = 1 << 27;
const MAX_STRING = 16 * 1024 * 1024;
const MAX_KEY = 65_535;
const MAX_DIMS = 8;
/** Template text kept for analysis; the rest of a longer template is skipped. */
const MAX_TEMPLATE = 1024 * 1024;

const SCALAR_SIZE: Readonly<Record<number, number>> = {
  0: 1,
  1: 1,
  2: 2,
  3: 2,
  4: 4,
  5: 4,
  6: 4,
  7: 1,
  10: 8,
  11: 8,
  12: 8,
};
const STRING = 8;
const ARRAY = 9;

// Jinja server-side template injection reaching Python (CVE-2024-34359 and kin): legitimate chat
// templates loop over messages; they never touch dunders, modules or the template globals.
const TEMPLATE_CODE =
  /__(?:class|globals|builtins|subclasses|mro|base|bases|init|import|getattribute|dict|code|reduce)__|\bos\.(?:system|popen|exec)|\bsubprocess\b|\bimport\s+os\b|\b(?:eval|exec)\s*\(|\blipsum\b|\bcycler\b|\bjoiner\b|\bnamespace\.__|\brequest\.application\b|\bself\._TemplateReference/;

interface TensorInfo {
  name: string;
  offset: number;
  bytes: number | undefined;
}

class GgufReader {
  private wideCounts = true;
  alignment = 32;

  constructor(
    private readonly reader: ByteReader,
    private readonly ctx: ScanContext,
  ) {}

  private async need(n: number, what: string): Promise<void> {
    if (!(await this.reader.ensure(n)))
      throw new MalformedError(`gguf truncated in ${what}`, this.reader.offset);
  }

  private async count(what: string, max: number): Promise<number> {
    await this.need(this.wideCounts ? 8 : 4, what);
    const n = this.wideCounts ? this.reader.u64() : this.reader.u32();
    if (n > max) throw new MalformedError(`gguf ${what} count ${n} exceeds ${max}`, this.reader.offset);
    return n;
  }

  /** Reads a string; keeps at most `keep` bytes of it as text. */
  private async string(what: string, max: number, keep: number): Promise<string> {
    const length = await this.count(`${what} string length`, max);
    const kept = Math.min(length, keep);
    await this.need(kept, what);
    const text = new TextDecoder().decode(this.reader.bytes(kept));
    if ((await this.reader.skip(length - kept)) < length - kept) {
      throw new MalformedError(`gguf truncated in ${what}`, this.reader.offset);
    }
    return text;
  }

  async header(): Promise<{ tensors: number; kvs: number }> {
    await this.need(8, 'header');
    this.reader.u32();
    const version = this.reader.u32();
    if (version < 1 || version > 3) throw new MalformedError(`unsupported gguf version ${version}`, 4);
    this.wideCounts = version > 1;
    const tensors = await this.count('tensor', MAX_TENSORS);
    const kvs = await this.count('key/value', MAX_KV);
    return { tensors, kvs };
  }

  private async value(type: number, key: string, depth: number): Promise<void> {
    const scalar = SCALAR_SIZE[type];
    if (scalar !== undefined) {
      await this.need(scalar, key);
      if (key === 'general.alignment' && type === 4) {
        const alignment = this.reader.u32();
        if (alignment === 0 || alignment % 8 !== 0) throw new MalformedError(`gguf alignment ${alignment}`);
        this.alignment = alignment;
      } else this.reader.bytes(scalar);
      return;
    }
    if (type === STRING) {
      const template = key.startsWith('tokenizer.chat_template');
      const text = await this.string(key, MAX_STRING, template ? MAX_TEMPLATE : 0);
      if (template) this.checkTemplate(key, text);
      return;
    }
    if (type !== ARRAY || depth > 1) throw new MalformedError(`gguf ${key} has unknown value type ${type}`);
    await this.need(4, key);
    const elementType = this.reader.u32();
    const n = await this.count(`${key} array`, MAX_ARRAY);
    const size = SCALAR_SIZE[elementType];
    if (size !== undefined) {
      if ((await this.reader.skip(n * size)) < n * size) throw new MalformedError(`gguf truncated in ${key}`);
      return;
    }
    for (let i = 0; i < n; i += 1) await this.value(elementType, key, depth + 1);
  }

  private checkTemplate(key: string, text: string): void {
    const match = TEMPLATE_CODE.exec(text);
    if (match === null) return;
    this.ctx.report.add({
      severity: 'high',
      flag: 'EMBEDDED_CODE',
      kind: 'chat_template_code',
      detail: `chat template ${key.slice(0, 80)} reaches Python internals (${match[0].slice(0, 40)})`,
      member: this.ctx.member,
      offset: this.reader.offset,
    });
  }

  async keyValues(count: number): Promise<void> {
    for (let i = 0; i < count; i += 1) {
      const key = await this.string('key', MAX_KEY, MAX_KEY);
      await this.need(4, key);
      await this.value(this.reader.u32(), key, 0);
    }
  }

  async tensorInfos(count: number): Promise<TensorInfo[]> {
    const infos: TensorInfo[] = [];
    for (let i = 0; i < count; i += 1) {
      const name = await this.string('tensor name', MAX_KEY, 256);
      await this.need(4, name);
      const dimCount = this.reader.u32();
      if (dimCount > MAX_DIMS) throw new MalformedError(`gguf tensor ${name} has ${dimCount} dimensions`);
      await this.need(dimCount * 8 + 12, name);
      const dims: number[] = [];
      for (let d = 0; d < dimCount; d += 1) dims.push(this.reader.u64());
      const type = this.reader.u32();
      const offset = this.reader.u64();
      if (offset % this.alignment !== 0)
        throw new MalformedError(`gguf tensor ${name} offset is not aligned`);
      infos.push({ name, offset, bytes: ggmlTensorBytes(type, dims) });
    }
    return infos;
  }
}

function checkTensorBounds(
  ctx: ScanContext,
  infos: TensorInfo[],
  dataStart: number,
  dataLength: number,
): void {
  const sorted = [...infos].sort((a, b) => a.offset - b.offset);
  let end = 0;
  for (const t of sorted) {
    const problem =
      t.offset + (t.bytes ?? 0) > dataLength
        ? `tensor ${t.name} extends beyond the ${dataLength}-byte data section`
        : t.offset < end
          ? `tensor ${t.name} overlaps the previous tensor`
          : undefined;
    if (problem !== undefined) {
      ctx.report.add({
        severity: 'medium',
        flag: 'MALFORMED_ARTIFACT',
        kind: 'tensor_layout',
        detail: problem,
        member: ctx.member,
        offset: dataStart + t.offset,
      });
      return;
    }
    end = t.offset + (t.bytes ?? 0);
  }
}

/**
 * Scans a GGUF file (llama.cpp): magic and version, bounded key/value and tensor counts and
 * string lengths, value types, tensor table bounds against the data section, and chat templates
 * that reach Python internals through Jinja.
 */
export async function scanGguf(reader: ByteReader, ctx: ScanContext): Promise<void> {
  const gguf = new GgufReader(reader, ctx);
  let infos: TensorInfo[];
  try {
    const { tensors, kvs } = await gguf.header();
    await gguf.keyValues(kvs);
    infos = await gguf.tensorInfos(tensors);
    const padding = (gguf.alignment - (reader.offset % gguf.alignment)) % gguf.alignment;
    await reader.skip(padding);
  } catch (error) {
    rethrowIfFatal(error);
    reportMalformed(ctx, error, 'malformed_gguf', reader.offset);
    await reader.drain();
    return;
  }
  const dataStart = reader.offset;
  checkTensorBounds(ctx, infos, dataStart, await reader.drain());
}
