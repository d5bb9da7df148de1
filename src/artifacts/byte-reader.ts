import { ArtifactTooLargeError, MalformedError, SourceReadError } from './errors.js';

const EMPTY = new Uint8Array(0);

/** Joins `parts` into one array of `total` bytes (no copy when there is a single part). */
export function concatBytes(parts: Uint8Array[], total: number): Uint8Array {
  if (parts.length === 1 && parts[0]?.length === total) return parts[0];
  const out = new Uint8Array(total);
  let at = 0;
  for (const part of parts) {
    out.set(part.subarray(0, total - at), at);
    at += part.length;
    if (at >= total) break;
  }
  return out;
}

/**
 * Pull-based cursor over an async byte stream. Parsers ask for a bounded number of bytes with
 * `ensure(n)` and then read synchronously, so the hot loops only await at chunk boundaries.
 * Memory held is the current chunk plus whatever a parser explicitly ensures; large payloads go
 * through `skip`/`stream`, which never accumulate.
 */
export class ByteReader {
  private buf: Uint8Array = EMPTY;
  private pos = 0;
  /** Absolute offset of `buf[0]` in the stream. */
  private base = 0;
  private ended = false;
  private readonly iterator: AsyncIterator<Uint8Array>;

  constructor(source: AsyncIterable<Uint8Array>) {
    this.iterator = source[Symbol.asyncIterator]();
  }

  /** Bytes consumed so far (offset of the next unread byte). */
  get offset(): number {
    return this.base + this.pos;
  }

  /** Bytes readable synchronously right now. */
  get buffered(): number {
    return this.buf.length - this.pos;
  }

  private async nextChunk(): Promise<Uint8Array | undefined> {
    while (!this.ended) {
      const next = await this.iterator.next();
      if (next.done) {
        this.ended = true;
        return undefined;
      }
      if (next.value.length > 0) return next.value;
    }
    return undefined;
  }

  /** Makes at least `n` bytes readable synchronously; false if the stream ends first. */
  async ensure(n: number): Promise<boolean> {
    const have = this.buf.length - this.pos;
    if (have >= n) return true;
    const parts: Uint8Array[] = [this.buf.subarray(this.pos)];
    let total = have;
    while (total < n) {
      const chunk = await this.nextChunk();
      if (chunk === undefined) break;
      parts.push(chunk);
      total += chunk.length;
    }
    this.base += this.pos;
    this.buf = concatBytes(parts, total);
    this.pos = 0;
    return total >= n;
  }

  /** True once every byte has been consumed. */
  async atEnd(): Promise<boolean> {
    return this.buffered === 0 && !(await this.ensure(1));
  }

  /** Next byte without consuming it; requires `ensure(1)`. */
  peekU8(): number {
    return this.buf[this.pos] ?? 0;
  }

  /**
   * Relative offset of the first `byte` in buffered bytes [`from`, `to`) counted from the read
   * position, or -1 when it is not buffered there.
   */
  indexOf(byte: number, from: number, to: number): number {
    const end = Math.min(this.buf.length, this.pos + to);
    const at = this.buf.subarray(0, end).indexOf(byte, this.pos + from);
    return at < 0 ? -1 : at - this.pos;
  }

  /** The next `n` buffered bytes without consuming them (view; valid until the next await). */
  peek(n: number): Uint8Array {
    return this.buf.subarray(this.pos, this.pos + n);
  }

  /** Little-endian unsigned integer of `width` bytes at `at` past the read position (buffered). */
  peekUint(at: number, width: number): number {
    let v = 0;
    for (let i = this.pos + at + width - 1; i >= this.pos + at; i -= 1) v = v * 256 + (this.buf[i] ?? 0);
    return v;
  }

  u8(): number {
    const v = this.buf[this.pos] ?? 0;
    this.pos += 1;
    return v;
  }

  u16(): number {
    const b = this.buf;
    const p = this.pos;
    this.pos += 2;
    return (b[p] ?? 0) | ((b[p + 1] ?? 0) << 8);
  }

  u32(): number {
    const b = this.buf;
    const p = this.pos;
    this.pos += 4;
    return ((b[p] ?? 0) | ((b[p + 1] ?? 0) << 8) | ((b[p + 2] ?? 0) << 16)) + (b[p + 3] ?? 0) * 0x1000000;
  }

  i32(): number {
    const v = this.u32();
    return v >= 0x80000000 ? v - 0x100000000 : v;
  }

  /** Little-endian u64; values beyond 2^53 are malformed for every format we read. */
  u64(): number {
    const lo = this.u32();
    const hi = this.u32();
    if (hi >= 0x200000) throw new MalformedError('64-bit length beyond 2^53', this.offset - 8);
    return hi * 0x100000000 + lo;
  }

  /** Consumes `n` buffered bytes and returns a view (copy it to keep it past the next await). */
  bytes(n: number): Uint8Array {
    const out = this.buf.subarray(this.pos, this.pos + n);
    this.pos += out.length;
    return out;
  }

  /**
   * Consumes up to `n` bytes without holding them, handing each piece to `sink` (CRC, inflate,
   * sniffing). Returns how many bytes were consumed (less than `n` only at end of stream).
   */
  async skip(n: number, sink?: (piece: Uint8Array) => void): Promise<number> {
    let done = 0;
    while (done < n) {
      if (this.pos >= this.buf.length) {
        const chunk = await this.nextChunk();
        if (chunk === undefined) break;
        this.base += this.buf.length;
        this.buf = chunk;
        this.pos = 0;
      }
      const take = Math.min(n - done, this.buf.length - this.pos);
      sink?.(this.buf.subarray(this.pos, this.pos + take));
      this.pos += take;
      done += take;
    }
    return done;
  }

  /**
   * Stops reading: the source is returned (a decoder behind it is closed) and nothing more is
   * read. For a consumer that has seen enough of a stream it will not read to its end.
   */
  async close(): Promise<void> {
    this.ended = true;
    this.buf = EMPTY;
    this.pos = 0;
    await this.iterator.return?.();
  }

  /** Consumes everything left; returns the byte count. */
  drain(sink?: (piece: Uint8Array) => void): Promise<number> {
    return this.skip(Number.POSITIVE_INFINITY, sink);
  }

  /** The next `n` bytes (or fewer at end of stream) as a stream of views, consumed as they are read. */
  async *stream(n: number): AsyncGenerator<Uint8Array> {
    let left = n;
    while (left > 0) {
      if (this.pos >= this.buf.length) {
        const chunk = await this.nextChunk();
        if (chunk === undefined) return;
        this.base += this.buf.length;
        this.buf = chunk;
        this.pos = 0;
      }
      const take = Math.min(left, this.buf.length - this.pos);
      const piece = this.buf.subarray(this.pos, this.pos + take);
      this.pos += take;
      left -= take;
      yield piece;
    }
  }

  /**
   * Reads through the next `\n`. Keeps at most `maxKeep` bytes of the line (the rest is skipped,
   * so a gigabyte-long line costs no memory). Returns undefined if the stream ends first.
   */
  async readLine(maxKeep: number): Promise<{ line: Uint8Array; length: number } | undefined> {
    const parts: Uint8Array[] = [];
    let kept = 0;
    let length = 0;
    for (;;) {
      if (this.pos >= this.buf.length) {
        const chunk = await this.nextChunk();
        if (chunk === undefined) return undefined;
        this.base += this.buf.length;
        this.buf = chunk;
        this.pos = 0;
      }
      const nl = this.buf.indexOf(10, this.pos);
      const end = nl >= 0 ? nl : this.buf.length;
      const segment = this.buf.subarray(this.pos, end);
      length += segment.length;
      if (kept < maxKeep) {
        const piece = segment.subarray(0, maxKeep - kept);
        parts.push(piece);
        kept += piece.length;
      }
      this.pos = nl >= 0 ? nl + 1 : end;
      if (nl >= 0) return { line: concatBytes(parts, kept), length };
    }
  }
}

/**
 * Counts bytes from the caller's source and throws `ArtifactTooLargeError` the moment `maxBytes`
 * is crossed; errors of the source itself are wrapped so no parser mistakes them for bad input.
 */
export async function* countingSource(
  source: AsyncIterable<Uint8Array>,
  maxBytes: number,
  counter: { bytes: number },
): AsyncGenerator<Uint8Array> {
  const iterator = source[Symbol.asyncIterator]();
  for (;;) {
    let next: IteratorResult<Uint8Array>;
    try {
      next = await iterator.next();
    } catch (error) {
      throw new SourceReadError(error);
    }
    if (next.done) return;
    const chunk = next.value;
    counter.bytes += chunk.length;
    if (counter.bytes > maxBytes) {
      await iterator.return?.().catch(() => undefined);
      throw new ArtifactTooLargeError(maxBytes, counter.bytes);
    }
    yield chunk;
  }
}
