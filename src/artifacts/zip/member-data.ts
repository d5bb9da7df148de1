import { crc32 } from 'node:zlib';
import type { ByteReader } from '../byte-reader.js';
import type { ScanBudget } from '../context.js';
import { MalformedError } from '../errors.js';
import type { ArtifactLimits } from '../types.js';
import { BombGuard } from './bomb.js';
import { inflateRawStream } from './inflate.js';
import { FLAG_DESCRIPTOR, type LocalHeader, SIG } from './records.js';

/** Running totals of one member's data, checked against the bomb bounds as bytes arrive. */
export interface MemberStats {
  consumed: number;
  produced: number;
  crc: number;
  /** Why inflation was stopped (bomb bounds), if it was. */
  bomb?: string;
  /** All compressed bytes of the member were consumed. */
  complete: boolean;
}

const TAIL = 24;

/** Finds a data descriptor followed by the next header signature; returns where the data ends. */
function findDescriptorEnd(view: Uint8Array, consumed: number): number | undefined {
  for (let j = view.indexOf(0x50, 12); j >= 0 && j + 4 <= view.length; j = view.indexOf(0x50, j + 1)) {
    if (
      view[j + 1] !== 0x4b ||
      !((view[j + 2] === 3 && view[j + 3] === 4) || (view[j + 2] === 1 && view[j + 3] === 2))
    ) {
      continue;
    }
    const dv = new DataView(view.buffer, view.byteOffset, view.byteLength);
    // (signature?, crc, csize, usize) in 32- and 64-bit widths: accept only a descriptor whose
    // compressed size equals the bytes seen so far, so file contents cannot fake the boundary.
    for (const [width, sizeAt] of [
      [16, 8],
      [12, 8],
      [24, 16],
      [20, 16],
    ] as const) {
      const start = j - width;
      if (start < 0) continue;
      if ((width === 16 || width === 24) && dv.getUint32(start, true) !== SIG.descriptor) continue;
      const size = sizeAt === 8 ? dv.getUint32(j - sizeAt, true) : Number(dv.getBigUint64(j - sizeAt, true));
      const expect = consumed + start;
      if (size === (sizeAt === 8 ? expect % 0x100000000 : expect)) return start;
    }
  }
  return undefined;
}

/**
 * The decompressed bytes of one zip member, streamed from the archive reader. Stored members are
 * passed through (CRC via native `zlib.crc32`); deflated ones are inflated incrementally with the
 * bomb bounds enforced on every output piece, so a bomb is stopped after a few MB, not after it
 * filled memory. Stored members with a data descriptor (unknown size) are delimited by searching
 * for a descriptor whose size field matches the bytes seen (no temp-file spill needed).
 */
export class MemberData {
  readonly stats: MemberStats = { consumed: 0, produced: 0, crc: 0, complete: false };
  private readonly guard: BombGuard;

  constructor(
    private readonly parent: ByteReader,
    private readonly header: LocalHeader,
    limits: ArtifactLimits,
    budget: ScanBudget,
  ) {
    this.guard = new BombGuard(limits, budget);
  }

  /** Size of the compressed data when the local header declares it. */
  get knownSize(): number | undefined {
    const h = this.header;
    if ((h.flags & FLAG_DESCRIPTOR) === 0 || h.compressedSize > 0) return h.compressedSize;
    return undefined;
  }

  private account(piece: Uint8Array): boolean {
    const s = this.stats;
    s.produced += piece.length;
    s.crc = crc32(piece, s.crc);
    if (!this.guard.account(piece.length, s.consumed)) s.bomb = this.guard.reason;
    return s.bomb === undefined;
  }

  /** The member's uncompressed bytes. Ends early (with `stats.bomb` set) when a bound is crossed. */
  async *stream(): AsyncGenerator<Uint8Array> {
    const size = this.knownSize;
    if (this.header.method === 8) {
      for await (const piece of inflateRawStream(this.parent, size, this.stats)) {
        if (!this.account(piece)) return;
        yield piece;
      }
    } else if (size !== undefined) {
      for await (const piece of this.parent.stream(size)) {
        this.stats.consumed += piece.length;
        if (!this.account(piece)) return;
        yield piece;
      }
      this.stats.complete = this.stats.consumed === size;
    } else {
      yield* this.storedUntilDescriptor();
    }
  }

  private async *storedUntilDescriptor(): AsyncGenerator<Uint8Array> {
    for (;;) {
      const more = await this.parent.ensure(this.parent.buffered + 1);
      const view = this.parent.peek(this.parent.buffered);
      const end = findDescriptorEnd(view, this.stats.consumed);
      const safe = end ?? (more ? Math.max(0, view.length - TAIL - 4) : view.length);
      const piece = this.parent.bytes(safe);
      this.stats.consumed += piece.length;
      if (piece.length > 0) {
        if (!this.account(piece)) return;
        yield piece;
      }
      if (end !== undefined) {
        this.stats.complete = true;
        return;
      }
      if (!more) throw new MalformedError('stored member with data descriptor has no descriptor');
    }
  }

  /** After the consumer is done: skips unread compressed bytes when their count is known. */
  async finish(): Promise<boolean> {
    const size = this.knownSize;
    if (this.stats.complete) return true;
    if (size === undefined) return false;
    const left = size - this.stats.consumed;
    if (left > 0) this.stats.consumed += await this.parent.skip(left);
    this.stats.complete = this.stats.consumed === size;
    return this.stats.complete;
  }
}
