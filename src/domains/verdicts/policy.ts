import { Type } from 'typebox';
import { entityOfRule, resolveEntities } from '../../detect/mask.js';
import type { Detection, Flag } from '../../detect/types.js';
import { FLAGS } from '../../detect/types.js';
import { EngineOverridesSchema } from './tuning.js';

/**
 * Tenant policy (DESIGN section 6, Policy): what each flag does, engine overrides, literal
 * allow/deny patterns, PII entities to mask, how output is scanned, and which tools may be called.
 */

export type Action = 'ALLOW' | 'REDACT' | 'BLOCK';
/** What a flag does when raised: block, mask (redact) and go on, or only report. */
export type FlagAction = 'BLOCK' | 'REDACT' | 'FLAG';

const FlagRuleSchema = Type.Object(
  {
    action: Type.Union([Type.Literal('BLOCK'), Type.Literal('REDACT'), Type.Literal('FLAG')]),
    threshold: Type.Optional(Type.Number({ minimum: 0, maximum: 1 })),
  },
  { additionalProperties: false },
);

export const PolicySchema = Type.Object(
  {
    flags: Type.Optional(
      Type.Record(Type.String({ pattern: `^(${FLAGS.join('|')})$` }), FlagRuleSchema, {
        additionalProperties: false,
      }),
    ),
    engines: Type.Optional(EngineOverridesSchema),
    allow_patterns: Type.Optional(
      Type.Array(Type.String({ minLength: 1, maxLength: 500 }), { maxItems: 200 }),
    ),
    deny_patterns: Type.Optional(
      Type.Array(Type.String({ minLength: 1, maxLength: 500 }), { maxItems: 200 }),
    ),
    pii_entities_to_mask: Type.Optional(
      Type.Array(Type.String({ pattern: '^[A-Z_]{1,32}$' }), { maxItems: 50 }),
    ),
    output_scanning: Type.Optional(Type.Union([Type.Literal('incremental'), Type.Literal('buffered')])),
    artifacts: Type.Optional(
      Type.Object(
        {
          strict: Type.Optional(
            Type.Boolean({ description: 'suspicious findings (unknown globals, malformed) block' }),
          ),
          allow: Type.Optional(Type.Array(Type.String({ maxLength: 256 }), { maxItems: 500 })),
          deny: Type.Optional(Type.Array(Type.String({ maxLength: 256 }), { maxItems: 500 })),
        },
        { additionalProperties: false },
      ),
    ),
    tools: Type.Optional(
      Type.Object(
        {
          allow: Type.Optional(Type.Array(Type.String({ maxLength: 128 }), { maxItems: 500 })),
          deny: Type.Optional(Type.Array(Type.String({ maxLength: 128 }), { maxItems: 500 })),
        },
        { additionalProperties: false },
      ),
    ),
  },
  { additionalProperties: false },
);

export interface FlagRule {
  action: FlagAction;
  threshold?: number;
}

/** A policy with every field present: the default merged with a tenant's overrides. */
export interface Policy {
  flags: Record<Flag, FlagRule>;
  engines: Record<string, { enabled?: boolean; threshold?: number }>;
  allow_patterns: string[];
  deny_patterns: string[];
  pii_entities_to_mask: string[];
  output_scanning: 'incremental' | 'buffered';
  tools: { allow: string[]; deny: string[] };
  artifacts: { strict: boolean; allow: string[]; deny: string[] };
}

export type PolicyInput = Partial<Omit<Policy, 'flags' | 'tools' | 'artifacts'>> & {
  flags?: Partial<Record<string, FlagRule>>;
  tools?: { allow?: string[]; deny?: string[] };
  artifacts?: { strict?: boolean; allow?: string[]; deny?: string[] };
};

/**
 * The default for a new tenant: block attacks, redact secrets, report PII, and let invisible text
 * and encodings only raise the scores of the engines that read the decoded text.
 */
export const DEFAULT_POLICY: Policy = {
  flags: {
    PROMPT_INJECTION: { action: 'BLOCK' },
    JAILBREAK: { action: 'BLOCK' },
    SYSTEM_PROMPT_LEAK: { action: 'BLOCK' },
    DATA_EXFILTRATION: { action: 'BLOCK' },
    MALICIOUS_URL: { action: 'BLOCK' },
    SECRET: { action: 'REDACT' },
    PII: { action: 'FLAG' },
    INVISIBLE_TEXT: { action: 'FLAG' },
    ENCODED_PAYLOAD: { action: 'FLAG' },
  },
  engines: {},
  allow_patterns: [],
  deny_patterns: [],
  pii_entities_to_mask: [],
  output_scanning: 'incremental',
  tools: { allow: [], deny: [] },
  artifacts: { strict: false, allow: [], deny: [] },
};

export function effectivePolicy(input: PolicyInput | null): Policy {
  if (!input) return DEFAULT_POLICY;
  return {
    flags: { ...DEFAULT_POLICY.flags, ...(input.flags as Partial<Record<Flag, FlagRule>>) },
    engines: { ...input.engines },
    allow_patterns: input.allow_patterns ?? [],
    deny_patterns: input.deny_patterns ?? [],
    pii_entities_to_mask: input.pii_entities_to_mask ?? [],
    output_scanning: input.output_scanning ?? 'incremental',
    tools: { allow: input.tools?.allow ?? [], deny: input.tools?.deny ?? [] },
    artifacts: {
      strict: input.artifacts?.strict ?? false,
      allow: input.artifacts?.allow ?? [],
      deny: input.artifacts?.deny ?? [],
    },
  };
}

/** Per-flag thresholds the policy sets (passed to the detectors). */
export function policyThresholds(p: Policy): Partial<Record<Flag, number>> {
  const out: Partial<Record<Flag, number>> = {};
  for (const f of FLAGS) {
    const t = p.flags[f].threshold;
    if (t !== undefined) out[f] = t;
  }
  return out;
}

export interface Decision {
  action: Action;
  /** Which policy rule chose the action, e.g. `flag:PROMPT_INJECTION:BLOCK`, `deny_pattern:0`. */
  rule: string;
  /** The flags that drove the action. */
  drivers: Flag[];
  confidence: number;
}

function literalIndex(patterns: readonly string[], lowered: string): number {
  // Literal, case-insensitive substrings, never regular expressions: tenant input must not be
  // able to make the scanner backtrack.
  return patterns.findIndex((p) => lowered.includes(p.toLowerCase()));
}

/** What a policy decides on: the raised flags, the score of every flag, and the hits when known. */
export type Scored = Pick<Detection, 'flags' | 'scores'> & { engines?: Detection['engines'] };

/** Chooses the action for a detection under a policy. */
export function decide(detection: Scored, policy: Policy, text: string): Decision {
  const needsText = policy.deny_patterns.length > 0 || policy.allow_patterns.length > 0;
  const lowered = needsText ? text.toLowerCase() : '';
  const deny = literalIndex(policy.deny_patterns, lowered);
  if (deny >= 0) return { action: 'BLOCK', rule: `deny_pattern:${deny}`, drivers: [], confidence: 1 };
  const allow = literalIndex(policy.allow_patterns, lowered);
  if (allow >= 0) return { action: 'ALLOW', rule: `allow_pattern:${allow}`, drivers: [], confidence: 1 };
  const blocking = flagsWithAction(detection, policy, 'BLOCK');
  if (blocking.length > 0) {
    const top = maxBy(blocking, detection);
    return {
      action: 'BLOCK',
      rule: `flag:${top}:BLOCK`,
      drivers: blocking,
      confidence: detection.scores[top],
    };
  }
  const redacting = [...flagsWithAction(detection, policy, 'REDACT'), ...maskedPii(detection, policy)];
  if (redacting.length > 0) {
    const top = maxBy(redacting, detection);
    return {
      action: 'REDACT',
      rule: `flag:${top}:REDACT`,
      drivers: redacting,
      confidence: detection.scores[top],
    };
  }
  // Confidence in an ALLOW: one minus the strongest score among the flags that would block.
  let attack = 0;
  for (const f of FLAGS) {
    if (policy.flags[f].action === 'BLOCK' && detection.scores[f] > attack) attack = detection.scores[f];
  }
  return { action: 'ALLOW', rule: 'default:ALLOW', drivers: [], confidence: Number((1 - attack).toFixed(4)) };
}

function flagsWithAction(detection: Scored, policy: Policy, action: FlagAction): Flag[] {
  const out: Flag[] = [];
  for (const f of detection.flags) if (policy.flags[f].action === action) out.push(f);
  return out;
}

/**
 * PII the policy names (by our names or Presidio's) is present: mask it, even below the PII
 * flag's threshold. Without hits (a dry run over stored scores), the raised PII flag decides.
 */
function maskedPii(detection: Scored, policy: Policy): Flag[] {
  if (policy.pii_entities_to_mask.length === 0 || policy.flags.PII.action === 'REDACT') return [];
  if (detection.engines === undefined) return detection.flags.includes('PII') ? ['PII'] : [];
  const { kinds } = resolveEntities(policy.pii_entities_to_mask);
  const named = detection.engines.some((e) =>
    e.hits.some((h) => h.flag === 'PII' && h.score >= 0.45 && kinds.has(entityOfRule(h.ruleId) ?? 'SECRET')),
  );
  return named ? ['PII'] : [];
}

function maxBy(flags: Flag[], d: Scored): Flag {
  return flags.reduce((a, b) => (d.scores[b] > d.scores[a] ? b : a));
}

/**
 * A partial policy laid over the stored one (PATCH): top-level fields replace, `flags` merge per
 * flag, `tools` and `artifacts` merge per field.
 *
 * @example
 * mergePolicy({ flags: { PII: { action: 'REDACT' } } }, { flags: { SECRET: { action: 'BLOCK' } } });
 * // { flags: { PII: { action: 'REDACT' }, SECRET: { action: 'BLOCK' } } }
 */
export function mergePolicy(current: PolicyInput | null, patch: PolicyInput): PolicyInput {
  const out: Record<string, unknown> = { ...(current ?? {}) };
  for (const [k, v] of Object.entries(patch)) {
    const before = out[k];
    if (
      (k === 'flags' || k === 'tools' || k === 'artifacts') &&
      typeof v === 'object' &&
      typeof before === 'object' &&
      before !== null
    )
      out[k] = { ...before, ...v };
    else out[k] = v;
  }
  return out as PolicyInput;
}
