import { FLAGS, type Flag } from '../../detect/types.js';
import { decide, effectivePolicy, type PolicyInput } from './policy.js';
import type { VerdictRecord } from './store.js';

/** How one stored verdict would have ended under a draft policy. */
export interface DryRunRow {
  verdict_id: string;
  created_at: string;
  action: string;
  draft_action: string;
  draft_rule: string;
  changed: boolean;
}

/**
 * Re-decides stored verdicts under a draft policy, from the per-flag scores and thresholds each
 * verdict's explanation kept (verdicts store no content). What needs the text cannot be replayed:
 * allow and deny patterns are reported as not evaluated, and artifact verdicts are skipped.
 */
export function dryRun(draft: PolicyInput | null, verdicts: readonly VerdictRecord[]): DryRunRow[] {
  const policy = effectivePolicy(draft);
  const rows: DryRunRow[] = [];
  for (const v of verdicts) {
    const agg = v.explanation['aggregation'] as
      | { scores?: Partial<Record<Flag, number>>; thresholds?: Partial<Record<Flag, number>> }
      | undefined;
    if (v.kind === 'artifact' || !agg?.scores) continue;
    const scores = Object.fromEntries(FLAGS.map((f) => [f, agg.scores?.[f] ?? 0])) as Record<Flag, number>;
    const flags = FLAGS.filter((f) => {
      const threshold = policy.flags[f].threshold ?? agg.thresholds?.[f];
      // without a recorded threshold, the verdict's own flags say whether the flag was raised
      return threshold === undefined ? v.flags.includes(f) : scores[f] >= threshold;
    });
    const d = decide({ flags, scores }, { ...policy, allow_patterns: [], deny_patterns: [] }, '');
    rows.push({
      verdict_id: v.id,
      created_at: v.createdAt,
      action: v.action,
      draft_action: d.action,
      draft_rule: d.rule,
      changed: d.action !== v.action,
    });
  }
  return rows;
}
