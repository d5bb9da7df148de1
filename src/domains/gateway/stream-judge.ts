import { EGRESS_WINDOW_CHARS, type EgressEnforcer } from './egress.js';

/** Answer characters judged between two egress checks of a live stream. */
export const CHECK_EVERY_CHARS = 48;

/**
 * The most unjudged text a burst may gather before a check (see `forwardIncremental`): with the
 * overlap and a cut token it stays inside one {@link EGRESS_WINDOW_CHARS} window.
 */
export const MAX_BATCH_CHARS = 2048;

/**
 * Already judged characters judged again with the new ones, so that a phrase, an address or a
 * token split across two checks is still seen whole: longer than any phrase rule's reach (a few
 * words with gaps) and than the stream's hold-back. A token (a run without whitespace: a key, a
 * URL, a base64 blob) cut by the window's start is taken whole, up to 512 more characters.
 */
export const OVERLAP_CHARS = 256;

export type EgressCheck = Awaited<ReturnType<EgressEnforcer['check']>>;

/**
 * The egress verdicts of a live stream. The answer grows delta by delta; every
 * {@link CHECK_EVERY_CHARS} characters only the new text is judged, with the {@link OVERLAP_CHARS}
 * before it, instead of the whole answer so far: a stream costs about one judgement of its length
 * (times the overlap factor), not one per check. The last check, at the end, judges the whole
 * answer (its last {@link EGRESS_WINDOW_CHARS}), so evidence spread wider than a window (a long
 * verbatim system-prompt leak, the model's reading of the whole answer) still decides the verdict.
 */
export class StreamJudge {
  /** The answer so far. */
  text = '';
  /** How much of `text` has been judged. */
  checked = 0;
  /** Where the last check's window started (benchmarks and tests). */
  lastWindowStart = 0;

  constructor(private readonly egress: EgressEnforcer) {}

  /** Characters not judged yet. */
  get pending(): number {
    return this.text.length - this.checked;
  }

  /** Whether a mid-stream check is due (enough unjudged text). */
  get due(): boolean {
    return this.pending >= CHECK_EVERY_CHARS;
  }

  /** Appends a delta of answer text. */
  append(delta: string): void {
    this.text += delta;
  }

  /** The part of the answer the last delta belonged to (content, refusal, a call's arguments). */
  private part = 'content';

  /**
   * Appends a delta of one part of the answer; a delta of another part than the last starts a new
   * line, so that the parts are judged as separate texts are in a whole answer.
   */
  appendPart(part: string, delta: string): void {
    if (part !== this.part) {
      this.part = part;
      if (this.text.length > 0) this.text += '\n';
    }
    this.text += delta;
  }

  /**
   * Mid-stream, judges the new text with its overlap once enough has come; at the end (`final`),
   * the whole answer, always (a mid-stream check that already read all of it ran only the engines
   * that can refuse text, so the flags the end counts, PII under the default policy among them,
   * would depend on when the last chunk came). Null, at once, when nothing was due (a stream calls
   * this for every chunk) or the answer is empty.
   */
  judge(final: boolean): Promise<EgressCheck> | null {
    const { text } = this;
    const floor = Math.max(0, text.length - EGRESS_WINDOW_CHARS);
    let start: number;
    if (final) {
      if (text.length === 0) return null;
      start = floor;
    } else {
      if (!this.due) return null;
      start = windowStart(text, this.checked);
    }
    this.lastWindowStart = start;
    const end = text.length;
    // The end's check of an answer it reads whole may be kept for the next turn (egress.ts decides).
    const whole = final && start === 0;
    return this.egress.check(text.slice(start), { streaming: true, final, whole }).then((verdict) => {
      this.checked = end;
      return verdict;
    });
  }

  /** Appends `delta` and judges if due (benchmarks and tests). */
  async add(delta: string): Promise<EgressCheck | null> {
    this.append(delta);
    return this.judge(false);
  }

  /** Judges the whole answer at the end of the stream. */
  async finish(): Promise<EgressCheck | null> {
    return this.judge(true);
  }
}

/**
 * Where a mid-stream check's window starts: {@link OVERLAP_CHARS} before the unjudged text, moved
 * back to the start of a token it would cut, never more than {@link EGRESS_WINDOW_CHARS} back.
 */
export function windowStart(text: string, checked: number): number {
  const overlap = Math.max(0, text.length - EGRESS_WINDOW_CHARS, checked - OVERLAP_CHARS);
  const floor = Math.max(0, text.length - EGRESS_WINDOW_CHARS, overlap - MAX_TOKEN_CHARS);
  let start = overlap;
  while (start > floor && !isSpace(text.charCodeAt(start - 1))) start--;
  return start;
}

/** How far back a window's start moves to take a cut token whole (text without spaces, e.g. CJK). */
const MAX_TOKEN_CHARS = 512;

function isSpace(c: number): boolean {
  return c === 0x20 || c === 0x0a || c === 0x09 || c === 0x0d;
}
