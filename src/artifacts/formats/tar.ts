import { ByteReader } from '../byte-reader.js';
import { memberPath, nestedContext, reportMalformed, type ScanContext } from '../context.js';
import { MalformedError, rethrowIfFatal } from '../errors.js';
import { nameHazard } from '../zip/names.js';

/** Members read before the scan gives up on an archive (each costs one nested scan). */
const MAX_MEMBERS = 10_000;
/** Longest GNU long-name / pax record kept. */
const MAX_META = 64 * 1024;

const latin1 = new TextDecoder('latin1');

function field(block: Uint8Array, at: number, len: number): string {
  const raw = block.subarray(at, at + len);
  const nul = raw.indexOf(0);
  return latin1.decode(nul < 0 ? raw : raw.subarray(0, nul));
}

/** Octal size field, or GNU base-256 when the high bit of the first byte is set. */
function size(block: Uint8Array): number {
  if (((block[124] ?? 0) & 0x80) !== 0) {
    let v = 0;
    for (let i = 125; i < 136; i += 1) v = v * 256 + (block[i] ?? 0);
    return v;
  }
  const text = field(block, 124, 12).trim();
  if (!/^[0-7]*$/.test(text)) throw new MalformedError('tar size field is not octal');
  return text === '' ? 0 : Number.parseInt(text, 8);
}

function checksumOk(block: Uint8Array): boolean {
  let sum = 0;
  for (let i = 0; i < 512; i += 1) sum += i >= 148 && i < 156 ? 32 : (block[i] ?? 0);
  return Number.parseInt(field(block, 148, 8).trim() || '-1', 8) === sum;
}

/** pax `path=` record of an extended header, if any. */
function paxPath(text: string): string | undefined {
  const match = /(?:^|\n)\d+ path=([^\n]*)\n/.exec(text);
  return match?.[1];
}

/**
 * Scans a tar archive (torch's oldest format: `sys_info`, `pickle`, `tensors`, `storages`, and
 * `.tar.gz` bundles of model files): every regular member goes through the full dispatcher with
 * its name as a hint, member names are checked for traversal, GNU long names and pax paths are
 * honoured so a member cannot hide behind a harmless short name.
 */
export async function scanTar(reader: ByteReader, ctx: ScanContext): Promise<void> {
  let longName: string | undefined;
  try {
    for (let count = 0; count < MAX_MEMBERS; count += 1) {
      if (!(await reader.ensure(512))) throw new MalformedError('tar truncated in a header', reader.offset);
      const block = reader.bytes(512).slice();
      if (block.every((b) => b === 0)) break;
      if (!checksumOk(block)) throw new MalformedError('tar header checksum mismatch', reader.offset - 512);
      const length = size(block);
      const type = String.fromCharCode(block[156] ?? 0);
      const prefix = field(block, 345, 155);
      const name = longName ?? (prefix ? `${prefix}/${field(block, 0, 100)}` : field(block, 0, 100));
      longName = undefined;
      const padded = Math.ceil(length / 512) * 512;
      if (type === 'L' || type === 'x') {
        await reader.ensure(Math.min(length, MAX_META));
        const text = latin1.decode(reader.peek(Math.min(length, MAX_META)));
        longName = type === 'L' ? text.replace(/\0+$/, '') : paxPath(text);
        await reader.skip(padded);
        continue;
      }
      await scanMember(reader, ctx, name, type, length);
      await reader.skip(padded - length);
    }
  } catch (error) {
    rethrowIfFatal(error);
    reportMalformed(ctx, error, 'malformed_tar', reader.offset);
  }
  await reader.drain();
}

async function scanMember(reader: ByteReader, ctx: ScanContext, name: string, type: string, length: number) {
  const path = memberPath(ctx, name);
  const problem = nameHazard(name);
  if (problem !== undefined) {
    ctx.report.add({
      severity: 'high',
      flag: 'ARCHIVE_HAZARD',
      kind: 'unsafe_member_path',
      detail: `${problem}: ${name.slice(0, 200)}`,
      member: path,
    });
  }
  if (type === '1' || type === '2') {
    ctx.report.add({
      severity: 'medium',
      flag: 'ARCHIVE_HAZARD',
      kind: 'link_member',
      detail: `${name.slice(0, 200)} is a ${type === '1' ? 'hard' : 'symbolic'} link: extracting it can write outside the target`,
      member: path,
    });
  }
  const regular = type === '0' || type === '\0' || type === '7';
  if (!regular || length === 0) {
    if ((await reader.skip(length)) < length) throw new MalformedError('tar truncated in a member');
    return;
  }
  if (ctx.depth >= ctx.limits.maxDepth) {
    ctx.report.add({
      severity: 'medium',
      flag: 'ARCHIVE_HAZARD',
      kind: 'nesting_too_deep',
      detail: `${name.slice(0, 200)} nests deeper than ${ctx.limits.maxDepth} levels`,
      member: ctx.member,
    });
    await reader.skip(length);
    return;
  }
  const member = new ByteReader(reader.stream(length));
  await ctx.scanNested(member, nestedContext(ctx, path), name);
  await member.drain();
  if (member.offset < length) throw new MalformedError(`tar truncated inside ${name.slice(0, 200)}`);
}
