import { ByteReader } from '../byte-reader.js';
import { memberPath, reportMalformed, type ScanContext } from '../context.js';
import { MalformedError, rethrowIfFatal } from '../errors.js';
import { checkMemberHeader, checkStoredSizes, MAX_MEMBERS } from './checks.js';
import { MemberData } from './member-data.js';
import { decodeName } from './names.js';
import {
  type CentralEntry,
  FLAG_DESCRIPTOR,
  FLAG_ENCRYPTED,
  FLAG_STRONG_ENCRYPTION,
  type LocalHeader,
  peekU32,
  readCentralEntry,
  readDescriptor,
  readEndRecord,
  readLocalHeader,
  SIG,
} from './records.js';

/** One member as the routing layer sees it. */
export interface ZipMember {
  name: string;
  /** Path including enclosing archives, for finding locations. */
  path: string;
  encrypted: boolean;
  header: LocalHeader;
}

/**
 * Scans one member's content; `ctx` is already scoped to the member. Returns whether the member
 * was inspected: one that was not (data a loader does not parse) is not read on, nor CRC-checked.
 */
export type ZipMemberHandler = (member: ZipMember, data: ByteReader, ctx: ScanContext) => Promise<boolean>;

/** What the archive contained, for format naming. */
export interface ZipOutcome {
  names: string[];
  complete: boolean;
}

interface LocalRecord {
  name: string;
  compressedSize: number;
  uncompressedSize: number;
  method: number;
  referenced: boolean;
}

/**
 * Streams a zip archive front to back: each local header is parsed as its bytes arrive, its data
 * handed to `onMember` (decompressed, bounded), then the central directory is checked against
 * what was scanned. Loaders (torch/miniz, Python zipfile) trust the central directory, so an
 * entry that points at bytes the scan did not see as a member is exactly how a payload would be
 * hidden from a streaming scanner; it is reported as a hazard.
 */
export class ZipStreamScanner {
  private readonly locals = new Map<number, LocalRecord>();
  private readonly names: string[] = [];
  private readonly seenNames = new Set<string>();
  private centralCount = 0;

  constructor(
    private readonly reader: ByteReader,
    private readonly ctx: ScanContext,
    private readonly onMember: ZipMemberHandler,
    /**
     * Members whose bytes are data a loader copies, never parses (torch storages): when stored
     * with a declared size they are skipped without being read through CRC-32 or the handler.
     */
    private readonly isOpaqueData: (name: string) => boolean = () => false,
  ) {}

  private hazard(
    severity: 'high' | 'medium',
    kind: string,
    detail: string,
    member?: string,
    offset?: number,
  ) {
    this.ctx.report.add({ severity, flag: 'ARCHIVE_HAZARD', kind, detail, member, offset });
  }

  async run(): Promise<ZipOutcome> {
    try {
      await this.records();
      return { names: this.names, complete: true };
    } catch (error) {
      rethrowIfFatal(error);
      reportMalformed(this.ctx, error, 'corrupt_archive', this.reader.offset);
      await this.reader.drain();
      return { names: this.names, complete: false };
    }
  }

  private async records(): Promise<void> {
    for (;;) {
      if (!(await this.reader.ensure(4))) {
        if (this.centralCount === 0)
          throw new MalformedError('zip has no central directory', this.reader.offset);
        throw new MalformedError('zip ends without an end-of-directory record', this.reader.offset);
      }
      const sig = peekU32(this.reader);
      if (sig === SIG.local && this.centralCount === 0) await this.member();
      else if (sig === SIG.central) this.central(await readCentralEntry(this.reader));
      else if (sig === SIG.zip64End || sig === SIG.zip64Locator) await readEndRecord(this.reader, sig);
      else if (sig === SIG.end) return this.end(await readEndRecord(this.reader, sig));
      else throw new MalformedError(`unexpected zip record 0x${sig.toString(16)}`, this.reader.offset);
    }
  }

  private async member(): Promise<void> {
    const header = await readLocalHeader(this.reader);
    const name = decodeName(header.nameBytes);
    const path = memberPath(this.ctx, name);
    checkMemberHeader(this.ctx, header, name, path, this.seenNames);
    const encrypted = (header.flags & (FLAG_ENCRYPTED | FLAG_STRONG_ENCRYPTION)) !== 0;
    const data = new MemberData(this.reader, header, this.ctx.limits, this.ctx.budget);
    // Real ZipCrypto data is a 12-byte header plus ciphertext: nothing in it parses as a format.
    const zipCrypto =
      encrypted && header.method === 0 && header.compressedSize === header.uncompressedSize + 12;
    // Stepped over by its declared size, never decompressed nor CRC-checked: data a loader copies
    // (torch storages), or (below) a member that sniffs as nothing a loader parses.
    const steppable =
      (header.method === 0 || header.method === 8) && !encrypted && data.knownSize !== undefined;
    const opaque = steppable && this.isOpaqueData(name);
    let skipped = opaque;
    if ((header.method === 0 || header.method === 8) && !zipCrypto && !opaque) {
      const content = new ByteReader(data.stream());
      // An encrypted flag on plain data made zipfile-based scanners skip members torch still loads;
      // scan the bytes anyway, tentatively.
      const memberCtx: ScanContext = {
        ...this.ctx,
        member: path,
        tentative: encrypted || this.ctx.tentative,
      };
      try {
        const inspected = await this.onMember({ name, path, encrypted, header }, content, memberCtx);
        // Deflated ones are still inflated to their end: the bomb bounds stop a member whose
        // sizes lie (an extracting tool would expand it), at a few MB.
        skipped = !inspected && steppable && header.method === 0;
        // Its decoder is closed; `finish` steps over the compressed bytes left.
        if (skipped) await content.close();
        else await content.drain();
      } catch (error) {
        rethrowIfFatal(error);
        reportMalformed(memberCtx, error, 'corrupt_member');
      }
    }
    if (!(await data.finish())) {
      // A declared size that the stream does not reach is a file cut short (UNSCANNABLE).
      throw new MalformedError(
        data.knownSize !== undefined
          ? `zip truncated inside member ${name}`
          : `cannot find the end of member ${name}`,
        header.offset,
      );
    }
    if (data.stats.bomb !== undefined) this.hazard('high', 'zip_bomb', `${name}: ${data.stats.bomb}`, path);
    const descriptor =
      (header.flags & FLAG_DESCRIPTOR) !== 0 ? await readDescriptor(this.reader, header.zip64) : undefined;
    if (!encrypted && !skipped) this.verify(header, descriptor ?? header, data, name, path);
    else if (skipped) checkStoredSizes(this.ctx, header, name, path);
    if (this.locals.size < MAX_MEMBERS) {
      this.locals.set(header.offset, {
        name,
        compressedSize: descriptor?.compressedSize ?? header.compressedSize,
        uncompressedSize: descriptor?.uncompressedSize ?? header.uncompressedSize,
        method: header.method,
        referenced: false,
      });
    }
    if (this.names.length < 1000) this.names.push(name);
  }

  private verify(
    header: LocalHeader,
    declared: { crc: number; compressedSize: number; uncompressedSize: number },
    data: MemberData,
    name: string,
    path: string,
  ): void {
    const s = data.stats;
    if (s.bomb !== undefined || (header.method !== 0 && header.method !== 8)) return;
    const problems: string[] = [];
    if (s.produced !== declared.uncompressedSize) {
      problems.push(`size ${s.produced} differs from declared ${declared.uncompressedSize}`);
    } else if (s.crc >>> 0 !== declared.crc >>> 0) problems.push('CRC-32 mismatch');
    if (problems.length === 0) return;
    this.ctx.report.add({
      severity: 'medium',
      flag: 'MALFORMED_ARTIFACT',
      kind: 'member_integrity',
      detail: `${name}: ${problems.join('; ')}`,
      member: path,
    });
  }

  private central(entry: CentralEntry): void {
    this.centralCount += 1;
    const name = decodeName(entry.nameBytes);
    const local = this.locals.get(entry.localOffset);
    const path = memberPath(this.ctx, name);
    if (local === undefined) {
      if (this.locals.size < MAX_MEMBERS) {
        this.hazard(
          'high',
          'hidden_member',
          `directory entry ${name} points at unscanned offset ${entry.localOffset}`,
          path,
        );
      }
      return;
    }
    local.referenced = true;
    if (
      local.name !== name ||
      local.method !== entry.method ||
      local.compressedSize !== entry.compressedSize ||
      local.uncompressedSize !== entry.uncompressedSize
    ) {
      this.hazard(
        'high',
        'directory_mismatch',
        `directory entry ${name} disagrees with local header ${local.name}`,
        path,
      );
    }
  }

  private end(declared: number | undefined): void {
    for (const local of this.locals.values()) {
      if (!local.referenced && this.centralCount > 0) {
        this.hazard('medium', 'orphan_member', `${local.name} is not listed in the central directory`);
      }
    }
    if (declared !== undefined && declared !== 0xffff && declared !== this.centralCount % 0x10000) {
      this.ctx.report.add({
        severity: 'medium',
        flag: 'MALFORMED_ARTIFACT',
        kind: 'corrupt_directory',
        detail: `end record declares ${declared} entries, directory has ${this.centralCount}`,
        member: this.ctx.member,
        offset: this.reader.offset,
      });
    }
  }
}
