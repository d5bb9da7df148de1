import { FLAGS, type Flag, type Hit } from './types.js';

/**
 * Default score at or above which a flag is raised. Scores are calibrated so 0.5 means "more likely
 * an attack than not"; PROMPT_INJECTION and JAILBREAK were set on the training split of the dev
 * data (never the held-out fifth) to keep benign false positives near 1%.
 */
export const DEFAULT_THRESHOLDS: Readonly<Record<Flag, number>> = {
  PROMPT_INJECTION: 0.5,
  JAILBREAK: 0.5,
  PII: 0.5,
  SECRET: 0.5,
  INVISIBLE_TEXT: 0.5,
  ENCODED_PAYLOAD: 0.5,
  SYSTEM_PROMPT_LEAK: 0.5,
  DATA_EXFILTRATION: 0.5,
  MALICIOUS_URL: 0.5,
  HARMFUL_CONTENT: 0.5,
};

/** Merges overrides into the defaults, ignoring values outside [0, 1]. */
export function resolveThresholds(overrides?: Partial<Record<Flag, number>>): Record<Flag, number> {
  const out = { ...DEFAULT_THRESHOLDS };
  if (overrides === undefined) return out;
  for (const flag of FLAGS) {
    const v = overrides[flag];
    if (typeof v === 'number' && Number.isFinite(v) && v >= 0 && v <= 1) out[flag] = v;
  }
  return out;
}

/** Rules below this score are supporting evidence: they add to other evidence, never to each other. */
const SUPPORT_SCORE = 0.5;

/**
 * Combines the hits of one flag into one score. Independent strong signals (different rule families,
 * the model) combine by noisy-OR; repeated firings of one family count once (its best); weak
 * supporting rules contribute only their best one, so several weak cues never add up to a verdict
 * on their own.
 */
export function combineHits(hits: readonly Hit[]): number {
  const best = new Map<string, number>();
  let support = 0;
  for (const h of hits) {
    if (h.ruleId.startsWith('rule.') && h.score < SUPPORT_SCORE) {
      support = Math.max(support, h.score);
      continue;
    }
    const family = familyOf(h.ruleId);
    best.set(family, Math.max(best.get(family) ?? 0, h.score));
  }
  let miss = 1 - support;
  for (const s of best.values()) miss *= 1 - s;
  return Math.round((1 - miss) * 1000) / 1000;
}

/** "rule.es.ignore_previous" and "rule.en.ignore_previous" are one family: the same intent. */
function familyOf(ruleId: string): string {
  if (!ruleId.startsWith('rule.')) return ruleId;
  const parts = ruleId.split('.');
  return `rule.${parts[parts.length - 1] ?? ''}`;
}
