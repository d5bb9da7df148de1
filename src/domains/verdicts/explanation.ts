import { newId } from '../../core/ids.js';
import { describeRule } from '../../detect/mask.js';
import { FLAGS } from '../../detect/types.js';
import { harmCategoriesOf } from './policy.js';
import type { Judged, VerdictView } from './service.js';

/**
 * What a judgement becomes once it is a verdict: the view the scan routes and the gateway answer
 * with, and the content-free causal chain `/v1/explain/{id}` returns (input digest, normalisation,
 * every engine's hits with their rules described, the aggregation and the policy's decision).
 */

/** The verdict of `j` under a new id, `latencyMs` already rounded by the caller. */
export function verdictView(j: Judged, latencyMs: number): VerdictView {
  const categories = j.detection.flags.includes('HARMFUL_CONTENT') ? harmCategoriesOf(j.detection) : [];
  return {
    verdict_id: newId('vrd'),
    action: j.decision.action,
    flags: j.detection.flags,
    confidence: round(j.decision.confidence),
    latency_ms: latencyMs,
    mode: j.settings.mode,
    enforced: j.settings.mode === 'enforce',
    engines: j.detection.engines.map((e) => ({ id: e.id, flags: e.flags, score: round(e.score) })),
    ...(categories.length > 0 ? { categories } : {}),
  };
}

/** The explanation stored with the verdict `view` of `j`, judged under tuning `tuningDigest`. */
export function explanationOf(j: Judged, view: VerdictView, tuningDigest: string) {
  return {
    input: { digest: j.detection.inputDigest, chars: j.chars, messages: j.messages },
    normalization: j.detection.normalization,
    engines: j.detection.engines.map((e) => ({
      id: e.id,
      version: e.version,
      score: round(e.score),
      flags: e.flags,
      hits: e.hits.map((h) => ({
        rule_id: h.ruleId,
        flag: h.flag,
        score: round(h.score),
        span: h.span,
        ...describeRule(h.ruleId),
        ...extra(h),
      })),
    })),
    aggregation: {
      method: 'per flag: calibrated maximum over engine hits (rules and model); flag raised at its threshold',
      scores: Object.fromEntries(FLAGS.map((f) => [f, round(j.detection.scores[f])])),
      thresholds: j.thresholds,
      tuning_digest: tuningDigest,
    },
    policy: {
      source: j.settings.policy ? 'tenant' : 'default',
      rule: j.decision.rule,
      drivers: j.decision.drivers,
      action: j.decision.action,
      mode: view.mode,
      enforced: view.enforced,
    },
  };
}

/** Scores and latencies as verdicts carry them: four decimals. */
export function round(n: number): number {
  return Math.round(n * 10_000) / 10_000;
}

/** What a hit carries beyond rule, flag, score and span: the message it is in, the context rule. */
function extra(h: object): Record<string, unknown> {
  const m = (h as { message?: unknown }).message;
  const c = (h as { context?: unknown }).context;
  const category = (h as { category?: unknown }).category;
  const evidence = (h as { evidence?: unknown }).evidence;
  return {
    ...(typeof m === 'number' ? { message: m } : {}),
    ...(c !== undefined ? { context: c } : {}),
    ...(typeof category === 'string' ? { category } : {}),
    ...(Array.isArray(evidence) ? { evidence } : {}),
  };
}
