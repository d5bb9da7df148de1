import { ByteReader } from '../byte-reader.js';
import { MalformedError } from '../errors.js';
import type { RandomAccessSource } from '../source.js';
import { MAX_MEMBERS } from './checks.js';
import { type CentralEntry, readCentralEntry, SIG } from './records.js';

/** The end record plus its comment can sit this far from the end (APPNOTE 4.3.16: 65535-byte comment). */
const END_SEARCH = 22 + 0xffff;
/** Largest central directory read into memory (100k entries of long names fit well inside). */
const MAX_DIRECTORY_BYTES = 64 * 1024 * 1024;

/** A central directory located from the end of the file, as loaders locate it. */
export interface ZipDirectory {
  entries: CentralEntry[];
  /** Where the directory starts, and where the end records (zip64 ones first) start. */
  directoryOffset: number;
  endOffset: number;
  /** Bytes after the end record and its comment. */
  trailing: number;
}

const u16 = (b: Uint8Array, at: number) => (b[at] ?? 0) | ((b[at + 1] ?? 0) << 8);
const u32 = (b: Uint8Array, at: number) => u16(b, at) + u16(b, at + 2) * 0x10000;
const u64 = (b: Uint8Array, at: number) => u32(b, at) + u32(b, at + 4) * 0x100000000;

function signatureAt(b: Uint8Array, at: number, sig: number): boolean {
  return at >= 0 && at + 4 <= b.length && u32(b, at) === sig;
}

/**
 * The last end-of-directory record in the file's last 64 KiB, the one miniz (torch) and Python's
 * zipfile pick; undefined when there is none.
 */
function lastEndRecord(tail: Uint8Array): number | undefined {
  for (let at = tail.length - 22; at >= 0; at -= 1) {
    if (tail[at] === 0x50 && signatureAt(tail, at, SIG.end)) return at;
  }
  return undefined;
}

interface EndValues {
  count: number;
  size: number;
  offset: number;
  /** Where the end records start (the zip64 record when there is one). */
  start: number;
}

async function zip64End(source: RandomAccessSource, locatorAt: number): Promise<EndValues> {
  const locator = await source.read(locatorAt, 20);
  const recordAt = u64(locator, 8);
  if (recordAt + 56 > locatorAt) throw new MalformedError('zip64 end record out of place', locatorAt);
  const record = await source.read(recordAt, 56);
  if (!signatureAt(record, 0, SIG.zip64End)) throw new MalformedError('zip64 end record missing', recordAt);
  return { count: u64(record, 32), size: u64(record, 40), offset: u64(record, 48), start: recordAt };
}

/**
 * Reads the central directory the way a loader finds it: the end record from the end of the file
 * (zip64 through its locator), then the directory it points at. Anything inconsistent (no end
 * record, a directory out of bounds or not ending where the end records start, a count that
 * disagrees) is a `MalformedError`: the caller then reads the archive as a stream, which reports
 * the breakage where it is.
 */
export async function readZipDirectory(source: RandomAccessSource): Promise<ZipDirectory> {
  // Most archives have no comment: the end record is the last 22 bytes (one small read).
  const short = Math.max(0, source.size - 22);
  const last = (await source.read(short, source.size - short)).slice();
  const plain = signatureAt(last, 0, SIG.end) && u16(last, 20) === 0;
  const tailStart = plain ? short : Math.max(0, source.size - END_SEARCH);
  const tail = plain ? last : (await source.read(tailStart, source.size - tailStart)).slice();
  const at = lastEndRecord(tail);
  if (at === undefined) throw new MalformedError('no end-of-directory record');
  const endAt = tailStart + at;
  const commentEnd = at + 22 + u16(tail, at + 20);
  if (commentEnd > tail.length) throw new MalformedError('zip comment truncated', endAt);
  let end: EndValues = {
    count: u16(tail, at + 10),
    size: u32(tail, at + 12),
    offset: u32(tail, at + 16),
    start: endAt,
  };
  if (endAt >= 20 && signatureAt(tail, at - 20, SIG.zip64Locator)) end = await zip64End(source, endAt - 20);
  else if (at - 20 < 0 && endAt >= 20) {
    const locator = await source.read(endAt - 20, 4);
    if (signatureAt(locator, 0, SIG.zip64Locator)) end = await zip64End(source, endAt - 20);
  }
  if (end.offset + end.size !== end.start) {
    throw new MalformedError('central directory does not end where the end record starts', endAt);
  }
  if (end.size > MAX_DIRECTORY_BYTES || end.count > MAX_MEMBERS) {
    throw new MalformedError(`central directory too large (${end.count} entries)`, end.offset);
  }
  const bytes = (await source.read(end.offset, end.size)).slice();
  const reader = new ByteReader(
    (async function* () {
      yield bytes;
    })(),
  );
  const entries: CentralEntry[] = [];
  while (reader.offset < bytes.length) {
    if (!(await reader.ensure(4)) || u32(reader.peek(4), 0) !== SIG.central) {
      throw new MalformedError(
        'central directory holds a record that is not an entry',
        end.offset + reader.offset,
      );
    }
    entries.push(await readCentralEntry(reader));
  }
  if (entries.length !== end.count) {
    throw new MalformedError(`end record declares ${end.count} entries, directory has ${entries.length}`);
  }
  return { entries, directoryOffset: end.offset, endOffset: end.start, trailing: tail.length - commentEnd };
}
