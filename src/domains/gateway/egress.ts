import { ApiError } from '../../core/errors.js';
import { type ChatMessageLike, hasHistory } from '../verdicts/detector.js';
import type { Policy } from '../verdicts/policy.js';
import type { Judged, VerdictService } from '../verdicts/service.js';
import type { ScanSettings } from '../verdicts/store.js';
import type { ChatToolCall } from './providers/index.js';

/**
 * Egress enforcement: the model's answer is judged as an assistant message with the request as
 * context (system-prompt leaks, exfiltration links, secrets, malicious URLs). The action guard
 * checks tool calls against the policy's allow and deny lists.
 */

export interface EgressViolation {
  flags: string[];
  rule: string;
  verdictId: string | null;
}

/** Tool-call names the policy refuses: on the deny list, or missing from a non-empty allow list. */
export function unsafeToolCalls(calls: readonly ChatToolCall[], policy: Policy): string[] {
  return refusedNames(
    calls.map((c) => c.function.name),
    policy,
  );
}

/** The tool names of `names` the policy refuses (see {@link unsafeToolCalls}). */
export function refusedNames(names: readonly string[], policy: Policy): string[] {
  const { allow, deny } = policy.tools;
  return names.filter((name) => deny.includes(name) || (allow.length > 0 && !allow.includes(name)));
}

/** The 403 of an answer that calls tools the policy refuses (flag `UNSAFE_TOOL_CALL`). */
export function refusedCallsError(refused: readonly string[]): ApiError {
  return new ApiError(
    'output_blocked',
    `The answer calls tools the policy refuses (${refused.join(', ')}).`,
    {
      extras: { flags: ['UNSAFE_TOOL_CALL'] },
    },
  );
}

/**
 * Whether the action guard must see whole tool calls before anything is sent: whenever the
 * request offers tools (or legacy `functions`), since a call's arguments are judged (exfiltration,
 * secrets) and checked against the policy's lists only once complete.
 */
export function needsActionGuard(body: { tools?: unknown; functions?: unknown }): boolean {
  const offered = (v: unknown) => Array.isArray(v) && v.length > 0;
  return offered(body.tools) || offered(body.functions);
}

export class EgressEnforcer {
  constructor(
    private readonly verdicts: VerdictService,
    private readonly tenantId: string,
    private readonly context: ChatMessageLike[],
    private readonly settings: ScanSettings,
  ) {}

  /** Whether no answer can be refused (every engine off): nothing needs judging or holding back. */
  get inert(): boolean {
    return this.verdicts.isInert(this.settings);
  }

  /**
   * Judges answer text; returns the violation (BLOCK in enforce mode), or null. On a live stream
   * (`streaming`) a REDACT is a violation too: text already sent cannot be masked afterwards, so
   * a secret the model starts to produce ends the stream instead.
   *
   * A stream's checks before its end only decide whether text may go on: they run only the
   * engines that can refuse text under the policy (`actionOnly`). A refused window is judged again
   * by every engine, so the stored verdict of a cut stream is complete, with the same action. The
   * end's check (`final`) runs every engine, like a JSON answer's, since its flags are counted. In
   * a conversation with history, the end's check of a stream that reads the answer from its start
   * (`whole`) is that answer's verdict, kept like a JSON answer's, since the next turn sends the
   * answer back as history and finds the verdict kept.
   */
  async check(
    text: string,
    opts: { streaming?: boolean; final?: boolean; whole?: boolean } = {},
  ): Promise<{ violation: EgressViolation | null; redactFlags: string[]; judged: Judged | null }> {
    if (text.length === 0 || this.inert) {
      return { violation: null, redactFlags: [], judged: null };
    }
    const streaming = opts.streaming === true;
    const narrowed = streaming && opts.final !== true;
    // A JSON answer's verdict is kept; a stream's end's only where it read the answer whole.
    const kept = (!streaming || opts.whole === true) && hasHistory(this.context);
    const judge = (actionOnly: boolean) =>
      this.verdicts.judge(
        this.tenantId,
        { text, role: 'assistant' },
        { context: this.context, settings: this.settings, actionOnly, remember: kept && !actionOnly },
      );
    let j = await judge(narrowed);
    const refused = j.decision.action === 'BLOCK' || (streaming && j.decision.action === 'REDACT');
    if (refused && j.settings.mode === 'enforce') {
      if (narrowed) j = await judge(false);
      return {
        violation: { flags: j.detection.flags, rule: j.decision.rule, verdictId: null },
        redactFlags: [],
        judged: j,
      };
    }
    return {
      violation: null,
      redactFlags: j.decision.action === 'REDACT' ? j.decision.drivers : [],
      judged: j,
    };
  }
}

/** The most of a streamed answer one check judges: the end-of-stream check reads this tail. */
export const EGRESS_WINDOW_CHARS = 4096;
