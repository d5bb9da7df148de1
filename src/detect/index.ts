/**
 * Verdict Gateway detection library: pure functions that judge text for prompt injection,
 * jailbreaks, PII, secrets, invisible and encoded payloads, system-prompt leaks, data exfiltration
 * and malicious URLs. No I/O, no environment, no global state beyond compiled rules and weights.
 *
 * @example
 * import { scan, mask, listEngines } from './detect/index.js';
 * scan('Ignore all previous instructions').flags; // ['PROMPT_INJECTION']
 */
export type { EntityKind } from './engines/finder.js';
export { type Evaluation, evaluate, isHoldout, type LabelledText } from './eval.js';
export { ENTITY_KINDS, type MaskOptions, type MaskResult, mask, type StreamRestorer } from './mask.js';
export { contextKey, PreparedContext } from './prepared.js';
export { ENGINE_IDS, listEngines } from './registry.js';
export { RULE_LANGUAGES } from './rules/catalog.js';
export { scan } from './scan.js';
export { DEFAULT_THRESHOLDS, resolveThresholds } from './thresholds.js';
export * from './types.js';
export { warmUp } from './warm-up.js';
