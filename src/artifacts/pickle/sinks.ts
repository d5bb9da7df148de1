import { ByteReader } from '../byte-reader.js';
import { memberPath, nestedContext, type ScanContext } from '../context.js';
import type { SinkKind } from './decode.js';
import { classifyPayload, describePayload, PAYLOAD_SNIFF_BYTES } from './payload.js';
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
  ctx.report.add({
    severity: 'medium',
    flag: 'EMBEDDED_CODE',
    kind: 'nested_payload',
    detail: `${describePayload(arg.kind)} inside a ${arg.len}-byte ${arg.op} argument`,
    member: ctx.member,
    offset: arg.start,
  });
  if (ctx.depth >= ctx.limits.maxDepth) {
    ctx.report.add({
      severity: 'medium',
      flag: 'ARCHIVE_HAZARD',
      kind: 'nesting_too_deep',
      detail: `payload nesting exceeds ${ctx.limits.maxDepth}`,
      member,
    });
    return reader.skip(arg.len);
  }
  const sub = new ByteReader(reader.stream(arg.len));
  await ctx.scanNested(sub, nestedContext(ctx, member, true));
  await sub.drain();
  return sub.offset;
}
