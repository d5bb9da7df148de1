import { ByteReader } from '../byte-reader.js';
import { memberPath, nestedContext, type ScanContext, ScratchReporter } from '../context.js';
import type { SinkKind } from './decode.js';
import {
  classifyPayload,
  decodeCarried,
  describePayload,
  type EncodedKind,
  looksLikePickle,
  PAYLOAD_SNIFF_BYTES,
} from './payload.js';
import type { PickleValue } from './values.js';

/** A payload handed to a loader or evaluator, queued until the opcode that made the call is done. */
export interface SinkPayload {
  sink: string;
  kind: SinkKind;
  value: PickleValue;
  offset: number;
}

async function* once(data: Uint8Array): AsyncGenerator<Uint8Array> {
  yield data;
}

function source(value: PickleValue): { data?: Uint8Array; via?: string; lost?: string } {
  if (value.t === 'bytes') return value;
  if (value.t === 'str' || value.t === 'text') return { data: new TextEncoder().encode(value.v) };
  return {};
}

/**
 * Scans what a pickle hands to `pickle.loads`, `marshal.loads`, `eval`/`exec`/`compile` after
 * its own decoding calls: nested pickles and archives go through the full dispatcher (bounded by
 * `maxDepth`), source text and marshalled code are classified. Raw byte strings that were
 * already streamed through the nested scanner carry no data and are not scanned twice.
 */
export async function scanSinkPayload(ctx: ScanContext, item: SinkPayload): Promise<void> {
  const { data, via, lost } = source(item.value);
  const how = via === undefined ? '' : ` after ${via.slice(0, 160)}`;
  const at = { member: ctx.member, offset: item.offset };
  if (data === undefined) {
    if (lost === undefined) return;
    ctx.report.add({
      severity: 'high',
      flag: 'EMBEDDED_CODE',
      kind: 'payload_unscannable',
      detail: `the payload handed to ${item.sink}${how} cannot be inspected: ${lost}`,
      ...at,
    });
    return;
  }
  const head = data.subarray(0, PAYLOAD_SNIFF_BYTES);
  const sniffed = classifyPayload(head);
  if (item.kind !== 'pickle') {
    const what = item.kind === 'marshal' ? 'marshalled code' : sniffed ? describePayload(sniffed) : 'text';
    ctx.report.add({
      severity: 'high',
      flag: 'EMBEDDED_CODE',
      kind: 'payload_code',
      detail: `${what} (${data.length} bytes${how}) is handed to ${item.sink}, which runs it`,
      ...at,
    });
    return;
  }
  const member = memberPath(ctx, `payload@${item.offset}`);
  ctx.report.add({
    severity: 'medium',
    flag: 'EMBEDDED_CODE',
    kind: 'nested_payload',
    detail: `${data.length} bytes${how} are handed to ${item.sink}; scanned as ${member.slice(0, 160)}`,
    ...at,
  });
  if (ctx.depth >= ctx.limits.maxDepth) {
    ctx.report.add({
      severity: 'medium',
      flag: 'ARCHIVE_HAZARD',
      kind: 'nesting_too_deep',
      detail: `payload nesting exceeds ${ctx.limits.maxDepth}`,
      member,
    });
    return;
  }
  const reader = new ByteReader(once(data));
  await ctx.scanNested(reader, nestedContext(ctx, member, false));
}

/** Reports that nesting is too deep to scan `member`; true when it is. */
function tooDeep(ctx: ScanContext, member: string): boolean {
  if (ctx.depth < ctx.limits.maxDepth) return false;
  ctx.report.add({
    severity: 'medium',
    flag: 'ARCHIVE_HAZARD',
    kind: 'nesting_too_deep',
    detail: `payload nesting exceeds ${ctx.limits.maxDepth}`,
    member,
  });
  return true;
}

/**
 * Scans a sniffed nested pickle or zip into a scratch reporter, then reports what it was: a
 * whole pickle carried as data is `high` (see {@link reportCarriedPickle}); bytes that only start
 * like one (a tensor blob whose first bytes happen to be 0x80 0x02) or a zip are `medium`.
 */
async function scanCarried(
  ctx: ScanContext,
  reader: ByteReader,
  member: string,
  what: { kind: 'pickle' | 'zip'; where: string; offset: number },
): Promise<void> {
  const scratch = new ScratchReporter();
  await ctx.scanNested(reader, { ...nestedContext(ctx, member, true), report: scratch });
  const whole = what.kind === 'pickle' && !scratch.has('MALFORMED_ARTIFACT') && !scratch.has('UNSCANNABLE');
  if (whole) reportCarriedPickle(ctx, what.where, what.offset);
  else
    ctx.report.add({
      // Bytes that only start like a pickle and do not parse as one are data (low); a zip, medium.
      severity: what.kind === 'pickle' ? 'low' : 'medium',
      flag: 'EMBEDDED_CODE',
      kind: 'nested_payload',
      detail: `${describePayload(what.kind)} inside ${what.where}; scanned as ${member.slice(0, 160)}`,
      member: ctx.member,
      offset: what.offset,
    });
  scratch.commit(ctx.report);
}

/**
 * A pickle or zip found by sniffing a data argument, scanned while streaming through it (bounded
 * depth). Returns the bytes consumed (less than `len` only when the stream ended).
 */
export async function scanInlinePayload(
  reader: ByteReader,
  ctx: ScanContext,
  arg: { len: number; kind: 'pickle' | 'zip'; start: number; op: string },
): Promise<number> {
  const member = memberPath(ctx, `payload@${arg.start}`);
  if (tooDeep(ctx, member)) return reader.skip(arg.len);
  const sub = new ByteReader(reader.stream(arg.len));
  await scanCarried(ctx, sub, member, {
    kind: arg.kind,
    where: `a ${arg.len}-byte ${arg.op} argument`,
    offset: arg.start,
  });
  await sub.drain();
  return sub.offset;
}

/**
 * A pickle carried as a value of another pickle (raw bytes, or text that decodes to one). No
 * model format stores a pickle as data: it is there for something to unpickle it later (a second
 * stage), so it is `high` whatever it holds; it is also scanned, to name what it would run.
 */
function reportCarriedPickle(ctx: ScanContext, where: string, offset: number): void {
  ctx.report.add({
    severity: 'high',
    flag: 'EMBEDDED_CODE',
    kind: 'nested_pickle',
    detail: `a pickle is carried inside ${where}: a second stage for whatever unpickles it; scanned as payload@${offset}`,
    member: ctx.member,
    offset,
  });
}

/** An encoded string found by sniffing a data argument: decoded and, if a pickle, scanned. */
export interface CarriedText {
  kind: EncodedKind;
  text: Uint8Array;
  op: string;
  offset: number;
}

/**
 * Decodes base64 or hex text the way a loader's own code would (`base64.b64decode`,
 * `bytes.fromhex`) and scans a pickle or zip it yields through the dispatcher (bounded depth).
 * Text that does not decode to one is reported as before: a medium embedded-code finding.
 */
export async function scanCarriedText(ctx: ScanContext, item: CarriedText): Promise<void> {
  const data = decodeCarried(item.kind, item.text);
  const head = data?.subarray(0, PAYLOAD_SNIFF_BYTES);
  const zipped = head !== undefined && head[0] === 0x50 && head[1] === 0x4b && head[2] === 0x03;
  if (data === undefined || head === undefined || !(looksLikePickle(head) || zipped)) {
    ctx.report.add({
      severity: 'medium',
      flag: 'EMBEDDED_CODE',
      kind: 'embedded_code',
      detail: `${describePayload(item.kind)} in a ${item.text.length}-byte ${item.op} argument`,
      member: ctx.member,
      offset: item.offset,
    });
    return;
  }
  const member = memberPath(ctx, `payload@${item.offset}`);
  if (tooDeep(ctx, member)) return;
  const encoding = item.kind === 'hex-pickle' ? 'hex' : 'base64';
  await scanCarried(ctx, new ByteReader(once(data)), member, {
    kind: zipped ? 'zip' : 'pickle',
    where: `a ${encoding}-encoded ${item.text.length}-byte ${item.op} argument`,
    offset: item.offset,
  });
}
