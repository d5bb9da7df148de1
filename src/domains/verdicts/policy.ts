import { Type } from 'typebox';
import { HARM_CATEGORIES, type HarmCategory } from '../../detect/harm/categories.js';
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
    harm_categories: Type.Optional(
      Type.Record(
        Type.String({ pattern: `^(${HARM_CATEGORIES.join('|')})$` }),
        Type.Union([Type.Literal('BLOCK'), Type.Literal('REDACT'), Type.Literal('FLAG')]),
        {
          additionalProperties: false,
          description:
            'what HARMFUL_CONTENT does per harm category; a category not named takes flags.HARMFUL_CONTENT.action',
        },
      ),
    ),
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
          unscannable: Type.Optional(
            Type.Union([Type.Literal('BLOCK'), Type.Literal('FLAG')], {
              description:
                'UNSCANNABLE artifacts (encrypted, truncated, unknown format); default BLOCK if strict, else FLAG',
            }),
          ),
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
  /** Action per harm category when HARMFUL_CONTENT is raised (see {@link DEFAULT_HARM_ACTIONS}). */
  harm_categories: Record<HarmCategory, FlagAction>;
  allow_patterns: string[];
  deny_patterns: string[];
  pii_entities_to_mask: string[];
  output_scanning: 'incremental' | 'buffered';
  tools: { allow: string[]; deny: string[] };
  artifacts: { strict: boolean; allow: string[]; deny: string[]; unscannable?: 'BLOCK' | 'FLAG' };
}

export type PolicyInput = Partial<Omit<Policy, 'flags' | 'tools' | 'artifacts' | 'harm_categories'>> & {
  flags?: Partial<Record<string, FlagRule>>;
  harm_categories?: Partial<Record<string, FlagAction>>;
  tools?: { allow?: string[]; deny?: string[] };
  artifacts?: { strict?: boolean; allow?: string[]; deny?: string[]; unscannable?: 'BLOCK' | 'FLAG' };
};

/**
 * What HARMFUL_CONTENT does by category in the default policy: block requests for help that can
 * hurt others (weapons, violence, crime, cyber-attacks, sexual abuse, hate, harassment, privacy,
 * elections); only report what an application may legitimately want to answer with care: a
 * person in crisis (self-harm: the model's answer is judged too, and the flag lets the application
 * show help), sexual content between adults, specialised advice, defamation, copyright and
 * misinformation.
 */
export const DEFAULT_HARM_ACTIONS: Readonly<Record<HarmCategory, FlagAction>> = {
  violent_crimes: 'BLOCK',
  nonviolent_crimes: 'BLOCK',
  cyber: 'BLOCK',
  sex_crimes: 'BLOCK',
  child_exploitation: 'BLOCK',
  indiscriminate_weapons: 'BLOCK',
  suicide_self_harm: 'FLAG',
  hate: 'BLOCK',
  harassment: 'BLOCK',
  privacy: 'BLOCK',
  defamation: 'FLAG',
  intellectual_property: 'FLAG',
  specialized_advice: 'FLAG',
  sexual_content: 'FLAG',
  elections: 'BLOCK',
  misinformation: 'FLAG',
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
    HARMFUL_CONTENT: { action: 'BLOCK' },
  },
  engines: {},
  harm_categories: DEFAULT_HARM_ACTIONS,
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
    harm_categories: harmActions(input),
    allow_patterns: input.allow_patterns ?? [],
    deny_patterns: input.deny_patterns ?? [],
    pii_entities_to_mask: input.pii_entities_to_mask ?? [],
    output_scanning: input.output_scanning ?? 'incremental',
    tools: { allow: input.tools?.allow ?? [], deny: input.tools?.deny ?? [] },
    artifacts: {
      strict: input.artifacts?.strict ?? false,
      allow: input.artifacts?.allow ?? [],
      deny: input.artifacts?.deny ?? [],
      ...(input.artifacts?.unscannable ? { unscannable: input.artifacts.unscannable } : {}),
    },
  };
}

/**
 * The per-category actions of a tenant policy: the category's own, else the tenant's
 * HARMFUL_CONTENT action where it set one, else the default for that category.
 */
function harmActions(input: PolicyInput): Record<HarmCategory, FlagAction> {
  const flagAction = input.flags?.HARMFUL_CONTENT?.action;
  const out = { ...DEFAULT_HARM_ACTIONS };
  for (const c of HARM_CATEGORIES) {
    const own = input.harm_categories?.[c];
    if (own !== undefined) out[c] = own;
    else if (flagAction !== undefined) out[c] = flagAction;
  }
  return out;
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
    if (flagAction(f, detection, policy) === 'BLOCK' && detection.scores[f] > attack)
      attack = detection.scores[f];
  }
  return { action: 'ALLOW', rule: 'default:ALLOW', drivers: [], confidence: Number((1 - attack).toFixed(4)) };
}

function flagsWithAction(detection: Scored, policy: Policy, action: FlagAction): Flag[] {
  const out: Flag[] = [];
  for (const f of detection.flags) if (flagAction(f, detection, policy) === action) out.push(f);
  return out;
}

const STRENGTH: Record<FlagAction, number> = { FLAG: 0, REDACT: 1, BLOCK: 2 };

/**
 * What a raised flag does. HARMFUL_CONTENT does what its categories' actions say (the strongest
 * of the categories raised); without hits (a dry run over stored scores) the flag's own action.
 */
function flagAction(f: Flag, detection: Scored, policy: Policy): FlagAction {
  if (f !== 'HARMFUL_CONTENT' || detection.engines === undefined) return policy.flags[f].action;
  const categories = harmCategoriesOf(detection);
  if (categories.length === 0) return policy.flags[f].action;
  return categories
    .map((c) => policy.harm_categories[c] ?? policy.flags[f].action)
    .reduce((a, b) => (STRENGTH[b] > STRENGTH[a] ? b : a));
}

/** The harm categories of the HARMFUL_CONTENT hits that reach the flag's threshold, strongest first. */
export function harmCategoriesOf(detection: { engines?: Detection['engines'] }): HarmCategory[] {
  const found = new Map<HarmCategory, number>();
  for (const e of detection.engines ?? []) {
    for (const h of e.hits) {
      if (h.flag !== 'HARMFUL_CONTENT' || h.category === undefined || h.score < 0.5) continue;
      const c = h.category as HarmCategory;
      found.set(c, Math.max(found.get(c) ?? 0, h.score));
    }
  }
  return [...found].sort((a, b) => b[1] - a[1]).map(([c]) => c);
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
      (k === 'flags' || k === 'tools' || k === 'artifacts' || k === 'harm_categories') &&
      typeof v === 'object' &&
      typeof before === 'object' &&
      before !== null
    )
      out[k] = { ...before, ...v };
    else out[k] = v;
  }
  return out as PolicyInput;
}
