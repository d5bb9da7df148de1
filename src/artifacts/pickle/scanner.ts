import type { ByteReader } from '../byte-reader.js';
import type { ScanContext } from '../context.js';
import { MalformedError } from '../errors.js';
import { findingEvents } from './findings.js';
import { FrameWindow, READ_INTO_OPS } from './frame.js';
import { isJoblibWrapper, type JoblibArrayLayout, joblibArrayLayout } from './joblib.js';
import { type MachineEvents, PickleMachine } from './machine.js';
import { DATA_PREFIX_WIDTH, FIXED_ARG_WIDTH, OP, OPCODES, type OpcodeInfo } from './opcodes.js';
import { applyFixedArgOp, applyImportOp, applyLineOp, applyPlainOp, longValue, stringValue } from './ops.js';
import {
  classifyPayload,
  describePayload,
  isEncodedPickle,
  PAYLOAD_MIN_BYTES,
  PAYLOAD_SNIFF_BYTES,
} from './payload.js';
import {
  type CarriedText,
  type SinkPayload,
  scanCarriedText,
  scanInlinePayload,
  scanSinkPayload,
} from './sinks.js';
import { BYTES, MAX_PAYLOAD_VALUE, OPAQUE, type PickleValue } from './values.js';

/** Longest text-argument line kept (protocol 0); the rest of a longer line is skipped unread. */
const MAX_LINE = 64 * 1024;
/** Largest data argument handled on the synchronous fast path. */
const FAST_DATA = 64 * 1024;
const STOP = 0x2e;
/** `torch.serialization` legacy magic number 0x1950a86a20f9469cfc6c as LONG1 payload bytes. */
const LEGACY_TORCH_MAGIC = [0x6c, 0xfc, 0x9c, 0x46, 0xf9, 0x20, 0x6a, 0xa8, 0x50, 0x19];
const STRING_OPS = new Set(['BINSTRING', 'SHORT_BINSTRING', 'BINUNICODE', 'SHORT_BINUNICODE', 'BINUNICODE8']);

/** Result of scanning one pickle (one `pickle.load` call). */
export interface PickleOutcome {
  /** Highest PROTO seen (0 when absent). */
  protocol: number;
  /** The pickle is torch's legacy magic number: four more pickles and raw storages follow. */
  legacyTorchMagic: boolean;
  /** A joblib array wrapper was built (the file is a joblib dump). */
  joblib: boolean;
}

/**
 * Statically executes one pickle from `reader` up to its STOP, reporting every import, hidden
 * import, nested payload and gadget pattern to `ctx.report`. Throws `MalformedError` where
 * CPython's unpickler would stop; findings made before the break are already reported.
 *
 * Opcodes whose bytes are already buffered run synchronously (the common case); only chunk
 * boundaries, long lines, large payloads and nested pickles take the awaiting path.
 */
export class PickleScanner {
  private opOffset = 0;
  private opName = '';
  private protocol = 0;
  private legacyTorchMagic = false;
  private joblib = false;
  private pendingArray: JoblibArrayLayout | undefined;
  private readonly pendingPayloads: SinkPayload[] = [];
  /** Encoded pickles found in string arguments, decoded and scanned after their opcode. */
  private readonly pendingCarried: CarriedText[] = [];
  private readonly start: number;
  private protoSeen = false;
  private readonly frame: FrameWindow;
  private readonly machine: PickleMachine;
  private readonly events: MachineEvents;

  constructor(
    private readonly reader: ByteReader,
    private readonly ctx: ScanContext,
  ) {
    this.events = {
      ...findingEvents(ctx, () => this.opOffset),
      onBuild: (target, state) => {
        if (!isJoblibWrapper(target)) return;
        this.joblib = true;
        this.pendingArray = joblibArrayLayout(state);
      },
      onPayload: (sink, kind, value) => {
        if (this.pendingPayloads.length < 64)
          this.pendingPayloads.push({ sink, kind, value, offset: this.opOffset });
      },
    };
    this.machine = new PickleMachine(this.events, () => this.opOffset);
    this.start = reader.offset;
    this.frame = new FrameWindow(reader, ctx);
  }

  /** Scans up to and including STOP. */
  async run(): Promise<PickleOutcome> {
    for (;;) {
      while (
        this.pendingArray === undefined &&
        this.pendingPayloads.length === 0 &&
        this.pendingCarried.length === 0 &&
        this.fastStep()
      ) {}
      const carried = this.pendingCarried.shift();
      if (carried !== undefined) {
        await scanCarriedText(this.ctx, carried);
        continue;
      }
      const payload = this.pendingPayloads.shift();
      if (payload !== undefined) {
        await scanSinkPayload(this.ctx, payload);
        continue;
      }
      if (this.pendingArray !== undefined) {
        await this.skipJoblibArray();
        continue;
      }
      if (this.reader.buffered < 1 && !(await this.reader.ensure(1))) {
        throw new MalformedError('pickle truncated: stream ended before STOP', this.reader.offset);
      }
      const info = this.begin();
      if (this.reader.u8() === STOP) {
        this.frame.afterStop(this.opOffset);
        break;
      }
      await this.slowStep(info);
    }
    return { protocol: this.protocol, legacyTorchMagic: this.legacyTorchMagic, joblib: this.joblib };
  }

  private begin(): OpcodeInfo {
    this.opOffset = this.reader.offset;
    const code = this.reader.peekU8();
    const info = OPCODES[code];
    if (info === undefined) {
      throw new MalformedError(
        `invalid pickle opcode 0x${code.toString(16).padStart(2, '0')}`,
        this.opOffset,
      );
    }
    this.opName = info.name;
    return info;
  }

  private truncated(): MalformedError {
    return new MalformedError(`pickle truncated inside ${this.opName}`, this.opOffset);
  }

  /** Runs one opcode if all of its bytes are buffered; false (nothing consumed) otherwise. */
  private fastStep(): boolean {
    const r = this.reader;
    const avail = r.buffered;
    if (avail < 2) return false;
    const code = r.peekU8();
    const info = OPCODES[code];
    if (info === undefined || code === STOP || code === OP.FRAME || code === OP.PROTO) return false;
    const fixed = FIXED_ARG_WIDTH[info.arg];
    const prefix = DATA_PREFIX_WIDTH[info.arg];
    if (info.arg === 'none') {
      this.begin();
      r.u8();
      applyPlainOp(this.machine, info.code);
    } else if (fixed !== undefined) {
      if (avail < 1 + fixed || !this.frame.fits(1 + fixed)) return false;
      this.begin();
      r.u8();
      this.fixedArg(info);
    } else if (prefix !== undefined) {
      if (avail < 1 + prefix) return false;
      const len = r.peekUint(1, prefix);
      if (len > FAST_DATA || avail < 1 + prefix + len || (info.arg === 'data_i4' && len >= 0x80000000))
        return false;
      if (!this.frame.fits(1 + prefix + len)) return false;
      const head = r.peek(1 + prefix + len).subarray(1 + prefix, 1 + prefix + PAYLOAD_SNIFF_BYTES);
      const kind = len >= PAYLOAD_MIN_BYTES ? classifyPayload(head) : undefined;
      if (kind === 'pickle' || kind === 'zip') return false;
      this.begin();
      r.u8();
      r.bytes(prefix);
      const at = r.offset;
      const raw = r.bytes(len);
      if (kind !== undefined) this.reportEmbedded(kind, len, at, raw);
      this.machine.push(this.dataValue(info.name, raw));
    } else {
      const first = r.indexOf(10, 1, MAX_LINE + 2);
      const second =
        info.arg === 'line2' && first >= 0 ? r.indexOf(10, first + 1, first + MAX_LINE + 2) : first;
      if (first < 0 || second < 0 || !this.frame.fits(second + 1)) return false;
      this.begin();
      r.u8();
      const text = r.bytes(first - 1);
      r.u8();
      if (info.arg === 'line') this.lineOp(info, text, true);
      else {
        const attr = r.bytes(second - first - 1);
        r.u8();
        applyImportOp(this.machine, info.name, text, attr);
      }
    }
    return true;
  }

  /** Runs one opcode (byte already consumed), awaiting its arguments through the frame window. */
  private async slowStep(info: OpcodeInfo): Promise<void> {
    const fixed = FIXED_ARG_WIDTH[info.arg];
    const prefix = DATA_PREFIX_WIDTH[info.arg];
    if (info.arg === 'none') applyPlainOp(this.machine, info.code);
    else if (fixed !== undefined) {
      await this.frame.read(fixed, info.name, this.opOffset);
      await this.need(fixed);
      if (info.code === OP.FRAME) await this.frame.frame(this.reader.u64(), this.opOffset);
      else this.fixedArg(info);
    } else if (prefix !== undefined) {
      await this.frame.read(prefix, info.name, this.opOffset);
      await this.need(prefix);
      const len = prefix === 1 ? this.reader.u8() : prefix === 8 ? this.reader.u64() : this.reader.u32();
      if (info.arg === 'data_i4' && len >= 0x80000000)
        throw new MalformedError(`${info.name} has a negative length`);
      if (READ_INTO_OPS.has(info.name)) this.frame.readInto(len, info.name, this.opOffset);
      else await this.frame.read(len, info.name, this.opOffset);
      this.machine.push(await this.payload(info.name, len));
    } else {
      const text = await this.line();
      if (info.arg === 'line') this.lineOp(info, text.text, text.whole);
      else applyImportOp(this.machine, info.name, text.text, (await this.line()).text);
    }
  }

  private async need(n: number): Promise<void> {
    if (this.reader.buffered < n && !(await this.reader.ensure(n))) throw this.truncated();
  }

  private async skipExact(n: number): Promise<void> {
    if ((await this.reader.skip(n)) < n) throw this.truncated();
  }

  private async line(): Promise<{ text: Uint8Array; whole: boolean }> {
    await this.frame.line(this.opName, this.opOffset, MAX_LINE + 2);
    const read = await this.reader.readLine(MAX_LINE);
    if (read === undefined) throw this.truncated();
    return { text: read.line, whole: read.length === read.line.length };
  }

  private fixedArg(info: OpcodeInfo): void {
    const result = applyFixedArgOp(this.machine, this.reader, info.code);
    if (result?.protocol !== undefined) {
      if (this.protoSeen || this.opOffset !== this.start) {
        this.frame.protocolRedeclared(result.protocol, this.opOffset, this.start, this.protoSeen);
      }
      this.protoSeen = true;
      this.protocol = Math.max(this.protocol, result.protocol);
    }
    // EXT1/2/4 call whatever copyreg's extension registry holds, which this file cannot show.
    if (result?.extension !== undefined) {
      this.events.onUnresolved(info.name, `extension registry code ${result.extension}`);
    }
  }

  private lineOp(info: OpcodeInfo, text: Uint8Array, whole: boolean): void {
    if (info.code === OP.STRING || info.code === OP.UNICODE) {
      const kind = classifyPayload(text.subarray(0, PAYLOAD_SNIFF_BYTES));
      if (kind !== undefined) this.reportEmbedded(kind, text.length, this.opOffset, text);
    }
    applyLineOp(this.machine, info.code, text, whole);
  }

  /** Value of a fully read data argument. */
  private dataValue(name: string, raw: Uint8Array): PickleValue {
    if (name === 'LONG1' || name === 'LONG4') {
      if (raw.length === 10 && LEGACY_TORCH_MAGIC.every((b, i) => raw[i] === b)) this.legacyTorchMagic = true;
      return longValue(raw);
    }
    return STRING_OPS.has(name) ? stringValue(this.machine, name, raw) : this.machine.bytes(raw);
  }

  private reportEmbedded(
    kind: Exclude<ReturnType<typeof classifyPayload>, undefined>,
    len: number,
    at: number,
    text?: Uint8Array,
  ) {
    // Text that is a whole encoded pickle is decoded and scanned (bounded: kept values only).
    if (isEncodedPickle(kind) && text !== undefined && this.pendingCarried.length < 64) {
      this.pendingCarried.push({ kind, text: text.slice(), op: this.opName, offset: at });
      return;
    }
    this.ctx.report.add({
      severity: 'medium',
      flag: 'EMBEDDED_CODE',
      kind: 'embedded_code',
      detail: `${describePayload(kind)} in a ${len}-byte ${this.opName} argument`,
      member: this.ctx.member,
      offset: at,
    });
  }

  /** A data argument read through awaits: sniffed for nested payloads, kept only when short. */
  private async payload(name: string, len: number): Promise<PickleValue> {
    const start = this.reader.offset;
    if (len >= PAYLOAD_MIN_BYTES) {
      await this.reader.ensure(Math.min(len, PAYLOAD_SNIFF_BYTES));
      const kind = classifyPayload(this.reader.peek(Math.min(len, PAYLOAD_SNIFF_BYTES)));
      if (kind === 'pickle' || kind === 'zip') return this.nestedPayload(len, kind, start);
      if (isEncodedPickle(kind) && len <= MAX_PAYLOAD_VALUE) {
        await this.need(len);
        const raw = this.reader.bytes(len);
        this.reportEmbedded(kind, len, start, raw);
        return this.dataValue(name, raw);
      }
      if (kind !== undefined) this.reportEmbedded(kind, len, start);
    }
    if (len > MAX_PAYLOAD_VALUE) {
      await this.skipExact(len);
      return name === 'LONG1' || name === 'LONG4' || STRING_OPS.has(name) ? OPAQUE : BYTES;
    }
    await this.need(len);
    return this.dataValue(name, this.reader.bytes(len));
  }

  private async nestedPayload(len: number, kind: 'pickle' | 'zip', start: number): Promise<PickleValue> {
    const read = await scanInlinePayload(this.reader, this.ctx, { len, kind, start, op: this.opName });
    if (read < len) throw this.truncated();
    return STRING_OPS.has(this.opName) ? OPAQUE : BYTES;
  }

  /** joblib writes raw array bytes (or a whole nested pickle) right after a wrapper's BUILD. */
  private async skipJoblibArray(): Promise<void> {
    const layout = this.pendingArray;
    this.pendingArray = undefined;
    if (layout === undefined) return;
    if (layout.kind === 'unknown') throw new MalformedError(`joblib array: ${layout.reason}`, this.opOffset);
    if (layout.kind === 'object') {
      await new PickleScanner(this.reader, this.ctx).run();
      return;
    }
    if (layout.padded) {
      await this.need(1);
      await this.skipExact(this.reader.u8());
    }
    await this.skipExact(layout.bytes);
  }
}
