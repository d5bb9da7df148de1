import type { Flag } from '../../detect/types.js';
import type { Detector } from './detector.js';
import { effectivePolicy, type Policy, policyThresholds } from './policy.js';
import type { ScanSettings } from './store.js';
import type { TuningStore } from './tuning.js';

/** What judging under a tenant's settings runs, and with which thresholds. */
export interface Plan {
  tuning: unknown;
  policy: Policy;
  /** No engine runs and no pattern is set: judging can only ALLOW. */
  inert: boolean;
  engines: string[];
  thresholds: Partial<Record<Flag, number>>;
  /** The engines and thresholds as one string: what a cached detection was judged under. */
  key: string;
}

/**
 * The effective policy and engine plan of a tenant's settings, computed once per cached settings
 * object and tuning baseline (every chat call judges twice: prompt and answer).
 */
export class ScanPlans {
  readonly #plans = new WeakMap<ScanSettings, Plan>();
  readonly #refusing = new WeakMap<Plan, Plan>();

  constructor(
    private readonly detector: Detector,
    private readonly tuning: TuningStore,
  ) {}

  /** The plan for `settings`; `only` narrows it to one engine (not cached). */
  of(settings: ScanSettings, only?: string): Plan {
    const tuning = this.tuning.current;
    const hit = only === undefined ? this.#plans.get(settings) : undefined;
    if (hit !== undefined && hit.tuning === tuning) return hit;
    const policy = effectivePolicy(settings.policy);
    const { engines, thresholds } = this.#engines(policy, only);
    const inert =
      engines.length === 0 && policy.deny_patterns.length === 0 && policy.allow_patterns.length === 0;
    const key = `${engines.join(',')}\u0000${JSON.stringify(thresholds)}`;
    const plan = { tuning, policy, engines, thresholds, inert, key };
    if (only === undefined) this.#plans.set(settings, plan);
    return plan;
  }

  /**
   * The plan of `settings` narrowed to what can refuse a text: the engines with a flag the policy
   * blocks or redacts (and PII when it names entities to mask). The others only report (FLAG),
   * so dropping them changes no action: for checks whose only use is the action, such as the
   * checks of a live stream. The plan itself when nothing can be dropped.
   */
  refusing(settings: ScanSettings): Plan {
    const full = this.of(settings);
    const known = this.#refusing.get(full);
    if (known !== undefined) return known;
    const { policy } = full;
    // HARMFUL_CONTENT refuses when any harm category's action does (the flag's own is a fallback).
    const refuses = (f: Flag) =>
      f === 'HARMFUL_CONTENT'
        ? Object.values(policy.harm_categories).some((a) => a !== 'FLAG')
        : policy.flags[f].action !== 'FLAG';
    const flagsOf = new Map(this.detector.engines().map((e) => [e.id, e.flags]));
    const engines = full.engines.filter((id) =>
      (flagsOf.get(id) ?? []).some(
        (f) => refuses(f) || (f === 'PII' && policy.pii_entities_to_mask.length > 0),
      ),
    );
    const plan: Plan =
      engines.length === full.engines.length
        ? full
        : {
            ...full,
            engines,
            inert:
              engines.length === 0 && policy.deny_patterns.length === 0 && policy.allow_patterns.length === 0,
            key: `${engines.join(',')}\u0000${JSON.stringify(full.thresholds)}`,
          };
    this.#refusing.set(full, plan);
    return plan;
  }

  /** Engines to run and thresholds: detector defaults < tuning baseline < tenant policy. */
  #engines(policy: Policy, only?: string): { engines: string[]; thresholds: Partial<Record<Flag, number>> } {
    const base = this.tuning.current.tuning;
    const thresholds: Partial<Record<Flag, number>> = {};
    for (const [flag, t] of Object.entries(base.thresholds ?? {})) thresholds[flag as Flag] = t;
    const engines: string[] = [];
    for (const e of this.detector.engines()) {
      const override = { ...base.engines?.[e.id], ...policy.engines[e.id] };
      if (override.enabled === false && e.id !== only) continue;
      if (only && e.id !== only) continue;
      engines.push(e.id);
      if (override.threshold !== undefined) for (const f of e.flags) thresholds[f] = override.threshold;
    }
    return { engines, thresholds: { ...thresholds, ...policyThresholds(policy) } };
  }
}
