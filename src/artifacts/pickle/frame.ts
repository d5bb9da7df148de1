import type { ByteReader } from '../byte-reader.js';
import type { ScanContext } from '../context.js';
import { MalformedError } from '../errors.js';

/**
 * Opcodes whose data CPython's C unpickler reads with `_Unpickler_ReadInto`: the tail of the
 * current frame, then the file, in order. Every other read goes through `_Unpickler_Read`.
 */
export const READ_INTO_OPS = new Set(['BINBYTES', 'SHORT_BINBYTES', 'BINBYTES8', 'BYTEARRAY8']);

/**
 * FRAME handling exactly as CPython's C unpickler (`Modules/_pickle.c`) does when it reads a
 * file object without `peek` (`io.BytesIO`, which `torch.load` hands it; real files behave the
 * same once a frame exceeds the peek buffer):
 *
 * - `load_frame` reads the declared length into the input buffer and rewinds: the buffer is the
 *   *window* [start, end). A FRAME that fits in the current window changes nothing.
 * - `_Unpickler_Read(n)` serves from the window when `n` bytes are left in it; otherwise it
 *   **drops the rest of the window** and reads `n` fresh bytes from the file (which sits at the
 *   window end). `_Unpickler_Readline` does the same when no newline is left in the window.
 * - `_Unpickler_ReadInto` (BINBYTES data) takes the window tail and then the file: linear.
 *
 * `pickle.loads(bytes)` reads linearly, and the pure-Python unpickler raises on any straddle, so
 * each of these is a point where two loaders disagree about which bytes are opcodes: the scanner
 * reports it (`high`) and follows the C file reading, the one that `torch.load` executes.
 */
export class FrameWindow {
  /** Absolute end of the current window; at or before the read position when none is open. */
  private end = 0;
  private declaredAt = -1;

  constructor(
    private readonly reader: ByteReader,
    private readonly ctx: ScanContext,
  ) {}

  /** True when `n` bytes from the read position lie inside the window (or no window is open). */
  fits(n: number): boolean {
    const pos = this.reader.offset;
    return pos >= this.end || pos + n <= this.end;
  }

  /** True while a declared frame still has unread bytes. */
  get open(): boolean {
    return this.reader.offset < this.end;
  }

  private divergence(kind: string, detail: string, offset: number): void {
    this.ctx.report.add({
      severity: 'high',
      flag: 'MALFORMED_ARTIFACT',
      kind,
      detail: detail.slice(0, 380),
      member: this.ctx.member,
      offset,
    });
  }

  private async dropTail(op: string, opOffset: number, n: number, what: string): Promise<void> {
    const pos = this.reader.offset;
    const tail = this.end - pos;
    this.divergence(
      'frame_divergence',
      `${op} at offset ${opOffset} reads ${what} across the end of the FRAME declared at offset ` +
        `${this.declaredAt} (ends at ${this.end}, ${tail} bytes short of ${n}): CPython's C unpickler ` +
        `reading a file drops those ${tail} bytes and reads on from ${this.end}, pickle.loads does not; ` +
        'the scanner follows the file reading',
      opOffset,
    );
    if ((await this.reader.skip(tail)) < tail) {
      throw new MalformedError(`pickle truncated inside ${op}`, opOffset);
    }
  }

  /** Before an `_Unpickler_Read(n)`: drops the window tail when the read straddles it. */
  async read(n: number, op: string, opOffset: number): Promise<void> {
    if (this.fits(n)) return;
    await this.dropTail(op, opOffset, n, `${n} bytes`);
  }

  /** Before an `_Unpickler_ReadInto(n)`: no drop, but the framing is still inconsistent. */
  readInto(n: number, op: string, opOffset: number): void {
    if (this.fits(n)) return;
    this.divergence(
      'frame_straddle',
      `${op} at offset ${opOffset} carries ${n} bytes across the end of the FRAME declared at offset ` +
        `${this.declaredAt} (ends at ${this.end}): the pure-Python unpickler rejects this, the C one reads on`,
      opOffset,
    );
  }

  /** Before a readline: drops the window tail when it holds no newline. */
  async line(op: string, opOffset: number, maxScan: number): Promise<void> {
    const left = this.end - this.reader.offset;
    if (left <= 0) return;
    const span = Math.min(left, maxScan);
    await this.reader.ensure(span);
    if (this.reader.indexOf(10, 0, span) >= 0 || left > maxScan) return;
    await this.dropTail(op, opOffset, left + 1, 'a text line');
  }

  /** FRAME: `load_frame` with its 8-byte length already read (and checked by `read(8)`). */
  async frame(length: number, opOffset: number): Promise<void> {
    const pos = this.reader.offset;
    if (pos < this.end) {
      if (pos + length <= this.end) {
        this.divergence(
          'frame_nested',
          `FRAME at offset ${opOffset} opens inside the FRAME declared at offset ${this.declaredAt}: ` +
            'the C unpickler ignores it, the pure-Python one rejects it',
          opOffset,
        );
        return;
      }
      await this.dropTail('FRAME', opOffset, length, `a ${length}-byte frame`);
    }
    this.end = this.reader.offset + length;
    this.declaredAt = opOffset;
  }

  /** Picklers write PROTO once, first; another one is a hand-made stream probing scanner state. */
  protocolRedeclared(protocol: number, opOffset: number, start: number, repeated: boolean): void {
    this.divergence(
      'protocol_redeclared',
      `PROTO ${protocol} at offset ${opOffset} ${repeated ? 'repeats' : 'follows other opcodes in'} the pickle ` +
        `starting at ${start}; no pickler writes this`,
      opOffset,
    );
  }

  /** After STOP: a frame that runs past STOP hides bytes from every file reader. */
  afterStop(opOffset: number): void {
    if (!this.open) return;
    this.divergence(
      'frame_past_stop',
      `the FRAME declared at offset ${this.declaredAt} runs ${this.end - this.reader.offset} bytes past ` +
        `STOP at offset ${opOffset}: a file reader skips them, a byte reader sees them as the next pickle`,
      opOffset,
    );
  }
}
