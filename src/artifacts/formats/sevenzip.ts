import { crc32 } from 'node:zlib';
import { ByteReader } from '../byte-reader.js';
import { memberPath, reportMalformed, reportUnscannable, type ScanContext } from '../context.js';
import { MalformedError, rethrowIfFatal } from '../errors.js';
import { nameHazard } from '../zip/names.js';
import { routeMember } from './archive.js';
import { decodeLzma, decodeLzma2 } from './lzma.js';

/**
 * 7z archives (the nullifAI technique: a PyTorch checkpoint a loader unwraps from 7z, where
 * zip-only scanners see nothing). A bounded reader of its own: the archive's header sits at its
 * end, so the archive is held in memory up to {@link MAX_ARCHIVE_BYTES}; folders are decoded
 * (Copy, LZMA, LZMA2, the coders 7-Zip and py7zr write by default), each up to
 * {@link MAX_FOLDER_BYTES} and within the scan's uncompressed budget and ratio bound, and every
 * file is routed as a zip member is (`model.7z!archive/data.pkl`): pickles, npy, configs and
 * bytes that sniff as a loadable format are scanned, a README is not. Encrypted
 * folders (AES), other coders and larger archives are `UNSCANNABLE`.
 */

/** Largest 7z archive held to reach its end header. */
export const MAX_ARCHIVE_BYTES = 128 * 1024 * 1024;
/** Largest unpacked folder (all the files one coder stream holds). */
export const MAX_FOLDER_BYTES = 256 * 1024 * 1024;

const ID = {
  end: 0x00,
  header: 0x01,
  archiveProperties: 0x02,
  additionalStreams: 0x03,
  mainStreams: 0x04,
  filesInfo: 0x05,
  packInfo: 0x06,
  unpackInfo: 0x07,
  subStreamsInfo: 0x08,
  size: 0x09,
  crc: 0x0a,
  folder: 0x0b,
  codersUnpackSize: 0x0c,
  numUnpackStream: 0x0d,
  emptyStream: 0x0e,
  emptyFile: 0x0f,
  name: 0x11,
  encodedHeader: 0x17,
  dummy: 0x19,
} as const;

interface Coder {
  id: string;
  props: Uint8Array;
  inStreams: number;
  outStreams: number;
}

interface Folder {
  coders: Coder[];
  unpackSizes: number[];
  crc?: number;
  /** Sizes of the files (substreams) the folder holds, in order. */
  streams: number[];
  streamCrcs: (number | undefined)[];
}

interface StreamsInfo {
  packPos: number;
  packSizes: number[];
  folders: Folder[];
}

/** Cursor over a header buffer with 7z's variable-length numbers. */
class HeaderReader {
  pos = 0;
  constructor(private readonly buf: Uint8Array) {}

  byte(): number {
    if (this.pos >= this.buf.length) throw new MalformedError('7z header truncated');
    return this.buf[this.pos++] ?? 0;
  }

  bytes(n: number): Uint8Array {
    if (n > this.buf.length - this.pos) throw new MalformedError('7z header truncated');
    const out = this.buf.subarray(this.pos, this.pos + n);
    this.pos += n;
    return out;
  }

  u32(): number {
    const b = this.bytes(4);
    return ((b[0] ?? 0) | ((b[1] ?? 0) << 8) | ((b[2] ?? 0) << 16)) + (b[3] ?? 0) * 0x1000000;
  }

  /** 7z NUMBER: the first byte's leading 1 bits say how many bytes follow. */
  number(): number {
    const first = this.byte();
    let mask = 0x80;
    let value = 0;
    for (let i = 0; i < 8; i += 1) {
      if ((first & mask) === 0) {
        const high = first & (mask - 1);
        value += high * 2 ** (8 * i);
        break;
      }
      value += this.byte() * 2 ** (8 * i);
      mask >>>= 1;
    }
    if (!Number.isSafeInteger(value)) throw new MalformedError('7z number beyond 2^53');
    return value;
  }

  /** A count that sizes an allocation: bounded by the bytes left (each item takes at least one). */
  count(what: string, max = this.buf.length - this.pos): number {
    const n = this.number();
    if (n > max) throw new MalformedError(`7z ${what} count ${n} is impossible here`);
    return n;
  }

  bits(n: number): boolean[] {
    const out: boolean[] = [];
    let byte = 0;
    for (let i = 0; i < n; i += 1) {
      if (i % 8 === 0) byte = this.byte();
      out.push((byte & (0x80 >>> (i % 8))) !== 0);
    }
    return out;
  }

  /** Optional bit vector preceded by an "all defined" byte. */
  defined(n: number): boolean[] {
    return this.byte() !== 0 ? new Array<boolean>(n).fill(true) : this.bits(n);
  }

  expect(id: number, where: string): void {
    const got = this.byte();
    if (got !== id)
      throw new MalformedError(
        `7z ${where}: expected property 0x${id.toString(16)}, got 0x${got.toString(16)}`,
      );
  }
}

function readDigests(h: HeaderReader, n: number): (number | undefined)[] {
  return h.defined(n).map((d) => (d ? h.u32() : undefined));
}

function readFolder(h: HeaderReader): Folder {
  const coders: Coder[] = [];
  const numCoders = h.count('coder', 64);
  let totalIn = 0;
  let totalOut = 0;
  for (let i = 0; i < numCoders; i += 1) {
    const flags = h.byte();
    const id = Buffer.from(h.bytes(flags & 0x0f)).toString('hex');
    const complex = (flags & 0x10) !== 0;
    const inStreams = complex ? h.count('coder stream', 64) : 1;
    const outStreams = complex ? h.count('coder stream', 64) : 1;
    const props = (flags & 0x20) !== 0 ? h.bytes(h.count('property byte')) : new Uint8Array(0);
    if ((flags & 0x80) !== 0) throw new MalformedError('7z alternative coder methods are not supported');
    coders.push({ id, props, inStreams, outStreams });
    totalIn += inStreams;
    totalOut += outStreams;
  }
  for (let i = 0; i < totalOut - 1; i += 1) {
    h.number();
    h.number();
  }
  const packed = totalIn - (totalOut - 1);
  if (packed > 1) for (let i = 0; i < packed; i += 1) h.number();
  return { coders, unpackSizes: [], streams: [], streamCrcs: [] };
}

function readStreamsInfo(h: HeaderReader): StreamsInfo {
  const info: StreamsInfo = { packPos: 0, packSizes: [], folders: [] };
  for (;;) {
    const id = h.byte();
    if (id === ID.end) break;
    if (id === ID.packInfo) {
      info.packPos = h.number();
      const n = h.count('pack stream');
      for (;;) {
        const sub = h.byte();
        if (sub === ID.end) break;
        if (sub === ID.size) for (let i = 0; i < n; i += 1) info.packSizes.push(h.number());
        else if (sub === ID.crc) readDigests(h, n);
        else throw new MalformedError(`7z pack info property 0x${sub.toString(16)}`);
      }
    } else if (id === ID.unpackInfo) {
      h.expect(ID.folder, 'unpack info');
      const n = h.count('folder');
      if (h.byte() !== 0) throw new MalformedError('7z external folder definitions are not supported');
      for (let i = 0; i < n; i += 1) info.folders.push(readFolder(h));
      h.expect(ID.codersUnpackSize, 'unpack info');
      for (const f of info.folders) {
        const outs = f.coders.reduce((a, c) => a + c.outStreams, 0);
        for (let i = 0; i < outs; i += 1) f.unpackSizes.push(h.number());
      }
      for (;;) {
        const sub = h.byte();
        if (sub === ID.end) break;
        if (sub !== ID.crc) throw new MalformedError(`7z unpack info property 0x${sub.toString(16)}`);
        readDigests(h, info.folders.length).forEach((c, i) => {
          const f = info.folders[i];
          if (f && c !== undefined) f.crc = c;
        });
      }
    } else if (id === ID.subStreamsInfo) {
      const counts = info.folders.map(() => 1);
      let sub = h.byte();
      if (sub === ID.numUnpackStream) {
        for (let i = 0; i < counts.length; i += 1) counts[i] = h.count('substream');
        sub = h.byte();
      }
      const sizesGiven = sub === ID.size;
      info.folders.forEach((f, i) => {
        const n = counts[i] ?? 1;
        if (n === 0) return;
        const total = f.unpackSizes[f.unpackSizes.length - 1] ?? 0;
        let sum = 0;
        for (let k = 0; k < n - 1; k += 1) {
          const s = sizesGiven ? h.number() : 0;
          f.streams.push(s);
          sum += s;
        }
        if (sum > total) throw new MalformedError('7z substream sizes exceed their folder');
        f.streams.push(total - sum);
      });
      if (sizesGiven) sub = h.byte();
      const unknown = info.folders.reduce(
        (a, f, i) => a + ((counts[i] ?? 1) === 1 && f.crc !== undefined ? 0 : (counts[i] ?? 1)),
        0,
      );
      while (sub !== ID.end) {
        if (sub !== ID.crc) throw new MalformedError(`7z substreams property 0x${sub.toString(16)}`);
        const crcs = readDigests(h, unknown);
        let k = 0;
        info.folders.forEach((f, i) => {
          const n = counts[i] ?? 1;
          if (n === 1 && f.crc !== undefined) f.streamCrcs = [f.crc];
          else for (let j = 0; j < n; j += 1) f.streamCrcs.push(crcs[k++]);
        });
        sub = h.byte();
      }
    } else throw new MalformedError(`7z streams info property 0x${id.toString(16)}`);
  }
  for (const f of info.folders) {
    if (f.streams.length === 0) f.streams.push(f.unpackSizes[f.unpackSizes.length - 1] ?? 0);
    if (f.streamCrcs.length === 0)
      f.streamCrcs = f.streams.length === 1 ? [f.crc] : f.streams.map(() => undefined);
  }
  return info;
}

/** Why a folder cannot be decoded here, or undefined when it can. */
function undecodable(f: Folder): string | undefined {
  if (f.coders.some((c) => c.id === '06f10701'))
    return 'is encrypted (7zAES): its contents cannot be inspected without the password';
  if (f.coders.length !== 1)
    return `chains ${f.coders.length} coders (${f.coders.map((c) => c.id).join('+')}), which are not decoded here`;
  const id = f.coders[0]?.id ?? '';
  if (id !== '00' && id !== '030101' && id !== '21') return `uses coder ${id}, which is not decoded here`;
  return undefined;
}

function decodeFolder(f: Folder, packed: Uint8Array): Uint8Array {
  const coder = f.coders[0] as Coder;
  const size = f.unpackSizes[0] ?? 0;
  if (coder.id === '00') {
    if (packed.length < size) throw new MalformedError('7z stored stream truncated');
    return packed.subarray(0, size);
  }
  if (coder.id === '030101') return decodeLzma(packed, coder.props, size);
  return decodeLzma2(packed, size);
}

interface FileEntry {
  name: string;
  hasStream: boolean;
}

function readFilesInfo(h: HeaderReader): FileEntry[] {
  const n = h.count('file');
  const files: FileEntry[] = Array.from({ length: n }, (_, i) => ({ name: `file${i}`, hasStream: true }));
  for (;;) {
    const type = h.byte();
    if (type === ID.end) break;
    const size = h.number();
    const body = new HeaderReader(h.bytes(size));
    if (type === ID.emptyStream)
      body.bits(n).forEach((empty, i) => {
        const f = files[i];
        if (f) f.hasStream = !empty;
      });
    else if (type === ID.name) {
      if (body.byte() !== 0) throw new MalformedError('7z external file names are not supported');
      const text = Buffer.from(body.bytes(size - 1)).toString('utf16le');
      text
        .split('\u0000')
        .slice(0, n)
        .forEach((name, i) => {
          const f = files[i];
          if (f) f.name = name;
        });
    }
  }
  return files;
}

/** Reads the whole archive (bounded); undefined when it is larger than the bound. */
async function hold(reader: ByteReader): Promise<Uint8Array | undefined> {
  const parts: Uint8Array[] = [];
  let total = 0;
  let over = false;
  await reader.drain((piece) => {
    total += piece.length;
    if (total > MAX_ARCHIVE_BYTES) over = true;
    else parts.push(piece.slice());
  });
  return over ? undefined : Buffer.concat(parts);
}

/** Scans a 7z archive: every file of every decodable folder, as a member. */
export async function scanSevenZip(reader: ByteReader, ctx: ScanContext): Promise<void> {
  const archive = await hold(reader);
  if (archive === undefined) {
    reportUnscannable(
      ctx,
      'unscannable',
      `7z archive larger than ${MAX_ARCHIVE_BYTES} bytes: its header sits at its end, so it was not held to be inspected`,
      0,
    );
    return;
  }
  try {
    await scanHeld(archive, ctx);
  } catch (error) {
    rethrowIfFatal(error);
    reportMalformed(ctx, error, 'corrupt_archive', 0);
  }
}

async function scanHeld(archive: Uint8Array, ctx: ScanContext): Promise<void> {
  if (archive.length < 32) throw new MalformedError('7z signature header truncated');
  const view = Buffer.from(archive.buffer, archive.byteOffset, archive.length);
  if (crc32(archive.subarray(12, 32)) >>> 0 !== view.readUInt32LE(8))
    throw new MalformedError('7z start header CRC mismatch');
  const nextOffset = Number(view.readBigUInt64LE(12));
  const nextSize = Number(view.readBigUInt64LE(20));
  if (32 + nextOffset + nextSize > archive.length)
    throw new MalformedError('7z truncated before its end header');
  let header = archive.subarray(32 + nextOffset, 32 + nextOffset + nextSize);
  if (nextSize === 0) return;
  if (crc32(header) >>> 0 !== view.readUInt32LE(28)) throw new MalformedError('7z end header CRC mismatch');
  let h = new HeaderReader(header);
  let id = h.byte();
  if (id === ID.encodedHeader) {
    const info = readStreamsInfo(h);
    const folder = info.folders[0];
    if (folder === undefined) throw new MalformedError('7z encoded header without a folder');
    const why = undecodable(folder);
    if (why !== undefined) {
      reportUnscannable(ctx, 'unscannable', `the 7z header ${why}`, 32 + nextOffset);
      return;
    }
    const start = 32 + info.packPos;
    header = decodeFolder(folder, archive.subarray(start, start + (info.packSizes[0] ?? 0)));
    h = new HeaderReader(header);
    id = h.byte();
  }
  if (id !== ID.header) throw new MalformedError(`7z header starts with 0x${id.toString(16)}`);
  let streams: StreamsInfo = { packPos: 0, packSizes: [], folders: [] };
  let files: FileEntry[] = [];
  for (;;) {
    const prop = h.byte();
    if (prop === ID.end) break;
    if (prop === ID.archiveProperties) {
      for (let t = h.byte(); t !== 0; t = h.byte()) h.bytes(h.number());
    } else if (prop === ID.additionalStreams) readStreamsInfo(h);
    else if (prop === ID.mainStreams) streams = readStreamsInfo(h);
    else if (prop === ID.filesInfo) files = readFilesInfo(h);
    else throw new MalformedError(`7z header property 0x${prop.toString(16)}`);
  }
  await scanFolders(archive, streams, files, ctx);
}

async function scanFolders(archive: Uint8Array, info: StreamsInfo, files: FileEntry[], ctx: ScanContext) {
  const withStream = files.filter((f) => f.hasStream);
  let packAt = 32 + info.packPos;
  let fileIndex = 0;
  for (const [i, folder] of info.folders.entries()) {
    const packSize = info.packSizes[i] ?? 0;
    const packed = archive.subarray(packAt, packAt + packSize);
    packAt += packSize;
    const names = folder.streams.map((_, k) => withStream[fileIndex + k]?.name ?? `stream${fileIndex + k}`);
    fileIndex += folder.streams.length;
    const why = undecodable(folder);
    if (why !== undefined) {
      reportUnscannable(
        ctx,
        folder.coders.some((c) => c.id === '06f10701') ? 'encrypted_member' : 'unsupported_compression',
        `7z folder holding ${names.slice(0, 3).join(', ').slice(0, 200)} ${why}`,
        packAt - packSize,
      );
      continue;
    }
    const size = folder.unpackSizes[0] ?? 0;
    if (packed.length < packSize) throw new MalformedError('7z truncated inside a packed stream');
    const l = ctx.limits;
    if (size > MAX_FOLDER_BYTES || ctx.budget.uncompressed + size > l.maxTotalUncompressed) {
      reportUnscannable(
        ctx,
        'unscannable',
        `7z folder of ${size} bytes is larger than this scanner unpacks`,
        packAt - packSize,
      );
      continue;
    }
    if (size > l.ratioGraceBytes && size / Math.max(1, packSize) > l.maxRatio) {
      ctx.report.add({
        severity: 'high',
        flag: 'ARCHIVE_HAZARD',
        kind: 'zip_bomb',
        detail: `7z folder expands ${packSize} bytes to ${size} (ratio above ${l.maxRatio})`,
        member: ctx.member,
        offset: packAt - packSize,
      });
      continue;
    }
    ctx.budget.uncompressed += size;
    const data = decodeFolder(folder, packed);
    let at = 0;
    for (const [k, length] of folder.streams.entries()) {
      const name = names[k] ?? `stream${k}`;
      const bytes = data.subarray(at, at + length);
      at += length;
      const crc = folder.streamCrcs[k];
      const path = memberPath(ctx, name);
      // 7-Zip on Windows stores `\` separators, so only escapes are hazards here.
      const hazard = nameHazard(name);
      if (hazard !== undefined && hazard !== 'backslash in member name') {
        ctx.report.add({
          severity: 'high',
          flag: 'ARCHIVE_HAZARD',
          kind: 'unsafe_member_path',
          detail: `${hazard}: ${name.slice(0, 200)}`,
          member: path,
        });
      }
      if (crc !== undefined && crc32(bytes) >>> 0 !== crc) {
        ctx.report.add({
          severity: 'medium',
          flag: 'MALFORMED_ARTIFACT',
          kind: 'member_integrity',
          detail: `${name.slice(0, 200)}: CRC-32 mismatch`,
          member: path,
        });
      }
      if (ctx.depth >= l.maxDepth) {
        ctx.report.add({
          severity: 'medium',
          flag: 'ARCHIVE_HAZARD',
          kind: 'nesting_too_deep',
          detail: `${name.slice(0, 200)} nests deeper than ${l.maxDepth} levels`,
          member: ctx.member,
        });
        continue;
      }
      // Routed as a zip member is: pickles, npy, configs and bytes that sniff as a loadable format
      // are scanned; a README or a storage no loader parses is not (nor called unscannable).
      await routeMember({ name, path }, new ByteReader(once(bytes)), { ...ctx, member: path });
    }
  }
}

async function* once(data: Uint8Array): AsyncGenerator<Uint8Array> {
  yield data;
}
