import type { NormalizedInput, NormalizedView } from '../normalize/pipeline.js';
import { type TokenText, toTokenText } from '../normalize/token-text.js';
import { PreparedContext } from '../prepared.js';
import type { ContextMessage, Flag, Hit, ScanRole, Span } from '../types.js';

/**
 * What every engine reads: the normalised input (computed once per scan), who wrote it, the
 * conversation context, and a per-scan memo so engines can share expensive intermediate results.
 */
export class ScanContext {
  private readonly memo = new Map<string, unknown>();
  private readonly tokenTexts = new Map<NormalizedView, TokenText>();

  /** What the context-aware engines derive from the system prompt: shared across scans when given. */
  readonly prepared: PreparedContext;

  constructor(
    readonly input: NormalizedInput,
    readonly role: ScanRole,
    readonly context: readonly ContextMessage[],
    prepared?: PreparedContext,
  ) {
    this.prepared = prepared ?? new PreparedContext();
  }

  /** The token text of a view's folded form, computed at most once per scan. */
  tokens(view: NormalizedView): TokenText {
    let t = this.tokenTexts.get(view);
    if (t === undefined) {
      t = toTokenText(view.folded);
      this.tokenTexts.set(view, t);
    }
    return t;
  }

  /** Computes `key` once per scan; later calls reuse the value. */
  once<T>(key: string, compute: () => T): T {
    if (this.memo.has(key)) return this.memo.get(key) as T;
    const value = compute();
    this.memo.set(key, value);
    return value;
  }
}

/**
 * A detection engine. Engines are pure: same input, same hits. Their `id` and `version` are
 * stable and recorded with every verdict, so a change of behaviour bumps the version.
 */
export interface Engine {
  readonly id: string;
  readonly version: string;
  readonly flags: readonly Flag[];
  readonly description: string;
  run(ctx: ScanContext): Hit[];
}

/** Most hits one engine reports per input: bounds verdict size on hostile, repetitive input. */
export const MAX_HITS_PER_ENGINE = 64;

/** Builds a hit, rounding the score so stored verdicts stay small and stable. */
export function hit(ruleId: string, flag: Flag, score: number, span: Span): Hit {
  return { ruleId, flag, score: Math.round(Math.min(1, Math.max(0, score)) * 1000) / 1000, span };
}

/** Raises a score found in decoded or hidden text: concealment is itself evidence of intent. */
export function concealmentBoost(score: number): number {
  return 1 - (1 - score) * 0.6;
}

/** True if `span` overlaps any of `spans`. */
export function overlapsAny(span: Span, spans: readonly Span[]): boolean {
  for (const s of spans) if (s.start < span.end && span.start < s.end) return true;
  return false;
}
