import type { ByteReader } from '../byte-reader.js';
import { MalformedError } from '../errors.js';

/** Record signatures (APPNOTE 4.3.x). */
export const SIG = {
  local: 0x04034b50,
  central: 0x02014b50,
  end: 0x06054b50,
  zip64End: 0x06064b50,
  zip64Locator: 0x07064b50,
  descriptor: 0x08074b50,
  signature: 0x05054b50,
  extraData: 0x08064b50,
} as const;

const ZIP64_EXTRA = 0x0001;
const U32_MAX = 0xffffffff;

/** General purpose flag bits used by the scanner. */
export const FLAG_ENCRYPTED = 0x0001;
export const FLAG_DESCRIPTOR = 0x0008;
export const FLAG_STRONG_ENCRYPTION = 0x0040;

/** A local file header, sizes resolved through the zip64 extra field. */
export interface LocalHeader {
  offset: number;
  flags: number;
  method: number;
  crc: number;
  compressedSize: number;
  uncompressedSize: number;
  nameBytes: Uint8Array;
  zip64: boolean;
  /** Bytes of the header itself (30 + name + extra field): the data starts this far past `offset`. */
  headerLength: number;
}

/** A central directory entry. */
export interface CentralEntry {
  flags: number;
  method: number;
  crc: number;
  compressedSize: number;
  uncompressedSize: number;
  localOffset: number;
  nameBytes: Uint8Array;
}

async function need(reader: ByteReader, n: number, what: string): Promise<void> {
  if (!(await reader.ensure(n))) throw new MalformedError(`zip truncated in ${what}`, reader.offset);
}

/** Reads the little-endian u32 at the reader position without consuming it (requires ensure(4)). */
export function peekU32(reader: ByteReader): number {
  const b = reader.peek(4);
  return ((b[0] ?? 0) | ((b[1] ?? 0) << 8) | ((b[2] ?? 0) << 16)) + (b[3] ?? 0) * 0x1000000;
}

/** Zip64 extra field: 64-bit values replace, in order, each 32-bit field that is 0xFFFFFFFF. */
function zip64Values(extra: Uint8Array, wanted: boolean[]): Array<number | undefined> {
  const view = new DataView(extra.buffer, extra.byteOffset, extra.byteLength);
  for (let at = 0; at + 4 <= extra.length; ) {
    const id = view.getUint16(at, true);
    const size = view.getUint16(at + 2, true);
    if (id === ZIP64_EXTRA) {
      const out: Array<number | undefined> = [];
      let p = at + 4;
      for (const want of wanted) {
        if (want && p + 8 <= at + 4 + size) {
          out.push(Number(view.getBigUint64(p, true)));
          p += 8;
        } else out.push(undefined);
      }
      return out;
    }
    at += 4 + size;
  }
  return wanted.map(() => undefined);
}

/** Parses a local file header at the reader position. */
export async function readLocalHeader(reader: ByteReader): Promise<LocalHeader> {
  const offset = reader.offset;
  await need(reader, 30, 'local header');
  reader.u32();
  reader.u16();
  const flags = reader.u16();
  const method = reader.u16();
  reader.u32();
  const crc = reader.u32();
  let compressedSize = reader.u32();
  let uncompressedSize = reader.u32();
  const nameLen = reader.u16();
  const extraLen = reader.u16();
  await need(reader, nameLen + extraLen, 'local header name');
  const nameBytes = reader.bytes(nameLen).slice();
  const extra = reader.bytes(extraLen).slice();
  const zip64 = compressedSize === U32_MAX || uncompressedSize === U32_MAX;
  if (zip64) {
    // Local zip64 extras carry both sizes (uncompressed first) whenever either overflows.
    const [u, c] = zip64Values(extra, [true, true]);
    if (u === undefined || c === undefined) throw new MalformedError('zip64 sizes missing', offset);
    uncompressedSize = u;
    compressedSize = c;
  }
  return {
    offset,
    flags,
    method,
    crc,
    compressedSize,
    uncompressedSize,
    nameBytes,
    zip64,
    headerLength: 30 + nameLen + extraLen,
  };
}

/** Parses a central directory entry at the reader position. */
export async function readCentralEntry(reader: ByteReader): Promise<CentralEntry> {
  await need(reader, 46, 'central directory');
  reader.u32();
  reader.u16();
  reader.u16();
  const flags = reader.u16();
  const method = reader.u16();
  reader.u32();
  const crc = reader.u32();
  const csize = reader.u32();
  const usize = reader.u32();
  const nameLen = reader.u16();
  const extraLen = reader.u16();
  const commentLen = reader.u16();
  reader.u16();
  reader.u16();
  reader.u32();
  const offset = reader.u32();
  await need(reader, nameLen + extraLen, 'central directory name');
  const nameBytes = reader.bytes(nameLen).slice();
  const extra = reader.bytes(extraLen).slice();
  if ((await reader.skip(commentLen)) < commentLen) throw new MalformedError('zip truncated in comment');
  const [u, c, o] = zip64Values(extra, [usize === U32_MAX, csize === U32_MAX, offset === U32_MAX]);
  return {
    flags,
    method,
    crc,
    compressedSize: c ?? csize,
    uncompressedSize: u ?? usize,
    localOffset: o ?? offset,
    nameBytes,
  };
}

/** End of central directory records; returns the entry count it declares (undefined for zip64 parts). */
export async function readEndRecord(reader: ByteReader, signature: number): Promise<number | undefined> {
  if (signature === SIG.zip64Locator) {
    await need(reader, 20, 'zip64 locator');
    reader.bytes(20);
    return undefined;
  }
  if (signature === SIG.zip64End) {
    await need(reader, 12, 'zip64 end record');
    reader.u32();
    const size = reader.u64();
    if ((await reader.skip(size)) < size) throw new MalformedError('zip truncated in zip64 end record');
    return undefined;
  }
  await need(reader, 22, 'end record');
  reader.bytes(10);
  const entries = reader.u16();
  reader.bytes(8);
  const commentLen = reader.u16();
  if ((await reader.skip(commentLen)) < commentLen) throw new MalformedError('zip truncated in comment');
  return entries;
}

/** Reads a data descriptor (signature optional, 32- or 64-bit sizes). */
export async function readDescriptor(
  reader: ByteReader,
  zip64: boolean,
): Promise<{ crc: number; compressedSize: number; uncompressedSize: number }> {
  await need(reader, 4, 'data descriptor');
  if (peekU32(reader) === SIG.descriptor) reader.u32();
  const width = zip64 ? 20 : 12;
  await need(reader, width, 'data descriptor');
  const crc = reader.u32();
  const compressedSize = zip64 ? reader.u64() : reader.u32();
  const uncompressedSize = zip64 ? reader.u64() : reader.u32();
  return { crc, compressedSize, uncompressedSize };
}
