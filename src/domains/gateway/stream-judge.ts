import { EGRESS_WINDOW_CHARS, type EgressEnforcer } from './egress.js';

/** Answer characters judged between two egress checks of a live stream. */
export const CHECK_EVERY_CHARS = 48;

export type EgressCheck = Awaited<ReturnType<EgressEnforcer['check']>>;

/**
 * The egress verdicts of a live stream: the answer grows delta by delta and is judged every
 * {@link CHECK_EVERY_CHARS} characters (and once at the end), over the tail of the answer so far.
 */
export class StreamJudge {
  /** The answer so far. */
  text = '';
  /** How much of `text` has been judged. */
  checked = 0;

  constructor(private readonly egress: EgressEnforcer) {}

  /** Appends a delta of answer text. */
  append(delta: string): void {
    this.text += delta;
  }

  /** Judges the unjudged text when enough has come (or, `final`, whatever is left); null if not due. */
  async judge(final: boolean): Promise<EgressCheck | null> {
    const { text } = this;
    if (text.length <= this.checked || (!final && text.length - this.checked < CHECK_EVERY_CHARS))
      return null;
    const verdict = await this.egress.check(text.slice(-EGRESS_WINDOW_CHARS), { streaming: true });
    this.checked = text.length;
    return verdict;
  }

  /** Appends `delta` and judges if due (benchmarks and tests). */
  add(delta: string): Promise<EgressCheck | null> {
    this.append(delta);
    return this.judge(false);
  }

  /** Judges what is left at the end of the stream. */
  finish(): Promise<EgressCheck | null> {
    return this.judge(true);
  }
}
