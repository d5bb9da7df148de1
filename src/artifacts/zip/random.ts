import { ByteReader } from '../byte-reader.js';
import { memberPath, reportMalformed, type ScanContext } from '../context.js';
import { MalformedError, rethrowIfFatal } from '../errors.js';
import { type RandomAccessSource, rangeOf } from '../source.js';
import { checkMemberHeader, checkStoredSizes, isEncrypted } from './checks.js';
import { readZipDirectory } from './directory.js';
import { MemberData } from './member-data.js';
import { decodeName } from './names.js';
import { type CentralEntry, FLAG_DESCRIPTOR, type LocalHeader, readLocalHeader, SIG } from './records.js';
import type { ZipMemberHandler, ZipOutcome } from './stream.js';

/** One directory entry with its local header, and where its data lies. */
interface Placed {
  entry: CentralEntry;
  local: LocalHeader;
  dataStart: number;
  dataEnd: number;
  /** End of the data descriptor, if any (the member's last byte + 1). */
  end: number;
}

/** The name bytes of the local header and the directory entry are the same. */
function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((v, i) => v === b[i]);
}

async function localHeaderAt(
  source: RandomAccessSource,
  offset: number,
  limit: number,
): Promise<LocalHeader> {
  if (offset + 30 > limit) throw new MalformedError('directory entry points past the members', offset);
  const fixed = await source.read(offset, 30);
  const nameLen = (fixed[26] ?? 0) | ((fixed[27] ?? 0) << 8);
  const extraLen = (fixed[28] ?? 0) | ((fixed[29] ?? 0) << 8);
  const bytes = (await source.read(offset, 30 + nameLen + extraLen)).slice();
  const reader = new ByteReader(
    (async function* () {
      yield bytes;
    })(),
  );
  if (!(await reader.ensure(4)) || reader.peekUint(0, 4) !== SIG.local) {
    throw new MalformedError('directory entry does not point at a local header', offset);
  }
  const header = await readLocalHeader(reader);
  return { ...header, offset };
}

/** Length of the data descriptor after `at`: the one that ends where the next record starts. */
async function descriptorLength(source: RandomAccessSource, at: number, next: number): Promise<number> {
  const head = await source.read(at, 4);
  const signed = head.length === 4 && Buffer.from(head).readUInt32LE(0) === SIG.descriptor;
  const widths = signed ? [16, 24] : [12, 20];
  return widths.find((w) => at + w === next) ?? widths[0] ?? 12;
}

/**
 * Reads a zip the way `torch.load` (miniz) and Python's `zipfile` do: the central directory from
 * the end, then each member through its own local header, by offset. Members a loader parses are
 * read and CRC-checked; torch storages and members that sniff as no loadable format are never
 * read (their sizes are still checked against the directory). Because every entry is visited, a
 * member whose header lies inside another member's data (the overlap a stream scan cannot see
 * past) is reported and scanned as well.
 *
 * `run` returns undefined, having reported nothing, when the layout is not one it can vouch for:
 * no end record, a directory out of bounds, an entry not pointing at a local header, bytes that
 * no entry covers (an unlisted member, a prefix). The caller then reads the archive as a stream,
 * which reports that breakage where it lies.
 */
export class ZipDirectoryScanner {
  constructor(
    private readonly source: RandomAccessSource,
    private readonly ctx: ScanContext,
    private readonly onMember: ZipMemberHandler,
    private readonly isOpaqueData: (name: string) => boolean,
  ) {}

  async run(): Promise<(ZipOutcome & { trailing: number }) | undefined> {
    let placed: Placed[];
    let trailing: number;
    try {
      const directory = await readZipDirectory(this.source);
      trailing = directory.trailing;
      placed = await this.place(directory.entries, directory.directoryOffset);
    } catch (error) {
      rethrowIfFatal(error);
      if (error instanceof MalformedError) return undefined;
      throw error;
    }
    const seen = new Set<string>();
    const names: string[] = [];
    let coveredTo = 0;
    let coveredBy = '';
    for (const p of placed) {
      const name = decodeName(p.entry.nameBytes);
      if (p.local.offset < coveredTo) this.overlap(name, p.local.offset, coveredBy);
      if (p.end > coveredTo) {
        coveredTo = p.end;
        coveredBy = name;
      }
      await this.member(p, name, seen);
      if (names.length < 1000) names.push(name);
    }
    return { names, complete: true, trailing };
  }

  /** Local headers of every entry, in file order; throws when bytes are left uncovered. */
  private async place(entries: CentralEntry[], directoryOffset: number): Promise<Placed[]> {
    const sorted = [...entries].sort((a, b) => a.localOffset - b.localOffset);
    const placed: Placed[] = [];
    let coveredTo = 0;
    for (let i = 0; i < sorted.length; i += 1) {
      const entry = sorted[i] as CentralEntry;
      if (entry.localOffset > coveredTo) throw new MalformedError('bytes between members', coveredTo);
      const local = await localHeaderAt(this.source, entry.localOffset, directoryOffset);
      const dataStart = entry.localOffset + local.headerLength;
      const dataEnd = dataStart + entry.compressedSize;
      if (dataEnd > directoryOffset)
        throw new MalformedError('member data runs into the directory', dataStart);
      const next = sorted[i + 1]?.localOffset ?? directoryOffset;
      const end =
        (local.flags & FLAG_DESCRIPTOR) !== 0
          ? dataEnd + (await descriptorLength(this.source, dataEnd, next))
          : dataEnd;
      placed.push({ entry, local, dataStart, dataEnd, end });
      coveredTo = Math.max(coveredTo, end);
    }
    if (coveredTo !== directoryOffset) throw new MalformedError('bytes before the directory', coveredTo);
    return placed;
  }

  private overlap(name: string, offset: number, container: string): void {
    this.ctx.report.add({
      severity: 'high',
      flag: 'ARCHIVE_HAZARD',
      kind: 'hidden_member',
      detail:
        `directory entry ${name} starts at offset ${offset}, inside the data of ${container}: ` +
        'a scan reading members in order would leave it unscanned (it is scanned here)',
      member: memberPath(this.ctx, name),
    });
  }

  private async member(p: Placed, name: string, seen: Set<string>): Promise<void> {
    const { entry, local } = p;
    const path = memberPath(this.ctx, name);
    const described = (local.flags & FLAG_DESCRIPTOR) !== 0;
    if (
      !sameBytes(local.nameBytes, entry.nameBytes) ||
      local.method !== entry.method ||
      (!described &&
        (local.compressedSize !== entry.compressedSize || local.uncompressedSize !== entry.uncompressedSize))
    ) {
      this.hazard(
        'directory_mismatch',
        `directory entry ${name} disagrees with local header ${decodeName(local.nameBytes)}`,
        path,
      );
    }
    // The loader's view: the directory's sizes, CRC and method; encryption if either header says so.
    const header: LocalHeader = {
      ...local,
      flags: (entry.flags | local.flags) & ~FLAG_DESCRIPTOR,
      method: entry.method,
      crc: entry.crc,
      compressedSize: entry.compressedSize,
      uncompressedSize: entry.uncompressedSize,
    };
    checkMemberHeader(this.ctx, header, name, path, seen);
    const encrypted = isEncrypted(header);
    if (!described && !encrypted && local.crc >>> 0 !== entry.crc >>> 0) {
      this.integrity(`${name}: CRC-32 in the local header differs from the directory's`, path);
    }
    if (!encrypted && this.isOpaqueData(name)) {
      checkStoredSizes(this.ctx, header, name, path);
      return;
    }
    const zipCrypto =
      encrypted && header.method === 0 && header.compressedSize === header.uncompressedSize + 12;
    if ((header.method !== 0 && header.method !== 8) || zipCrypto) return;
    await this.inspect(p, header, name, path, encrypted);
  }

  private async inspect(
    p: Placed,
    header: LocalHeader,
    name: string,
    path: string,
    encrypted: boolean,
  ): Promise<void> {
    const data = new MemberData(
      new ByteReader(rangeOf(this.source, p.dataStart, p.dataEnd)),
      header,
      this.ctx.limits,
      this.ctx.budget,
    );
    const content = new ByteReader(data.stream());
    const memberCtx: ScanContext = { ...this.ctx, member: path, tentative: encrypted || this.ctx.tentative };
    let inspected = true;
    try {
      inspected = await this.onMember({ name, path, encrypted, header }, content, memberCtx);
      // A deflated member no loader parses is still inflated to its end, without CRC: the bomb
      // bounds stop one whose sizes lie (an extracting tool would expand it), as the stream read does.
      if (inspected || header.method === 8) await content.drain();
    } catch (error) {
      rethrowIfFatal(error);
      reportMalformed(memberCtx, error, 'corrupt_member');
    }
    if (!inspected && header.method === 0) {
      // Stored and parsed by no loader: not read on, not CRC-checked.
      await content.close();
      checkStoredSizes(this.ctx, header, name, path);
      return;
    }
    await data.finish();
    const s = data.stats;
    if (s.bomb !== undefined) {
      this.hazard('zip_bomb', `${name}: ${s.bomb}`, path);
      return;
    }
    if (!inspected) return;
    if (encrypted) return;
    if (s.produced !== header.uncompressedSize) {
      this.integrity(`${name}: size ${s.produced} differs from declared ${header.uncompressedSize}`, path);
    } else if (s.crc >>> 0 !== header.crc >>> 0) this.integrity(`${name}: CRC-32 mismatch`, path);
  }

  private hazard(kind: string, detail: string, member: string): void {
    this.ctx.report.add({ severity: 'high', flag: 'ARCHIVE_HAZARD', kind, detail, member });
  }

  private integrity(detail: string, member: string): void {
    this.ctx.report.add({
      severity: 'medium',
      flag: 'MALFORMED_ARTIFACT',
      kind: 'member_integrity',
      detail,
      member,
    });
  }
}
