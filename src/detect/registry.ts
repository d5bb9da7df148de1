import { dataExfiltrationEngine } from './engines/data-exfiltration.js';
import { encodedPayloadEngine } from './engines/encoded-payload.js';
import type { Engine } from './engines/engine.js';
import { harmfulContentEngine } from './engines/harmful-content.js';
import { invisibleTextEngine } from './engines/invisible-text.js';
import { maliciousUrlEngine } from './engines/malicious-url.js';
import { piiEngine, secretsEngine } from './engines/pii.js';
import { jailbreakEngine, promptInjectionEngine } from './engines/prompt-injection.js';
import { systemPromptLeakEngine } from './engines/system-prompt-leak.js';
import type { EngineInfo } from './types.js';

/** Every engine, in the order verdicts list them. Ids are stable API; versions change with behaviour. */
export const ENGINES: readonly Engine[] = [
  promptInjectionEngine,
  jailbreakEngine,
  piiEngine,
  secretsEngine,
  invisibleTextEngine,
  encodedPayloadEngine,
  systemPromptLeakEngine,
  dataExfiltrationEngine,
  maliciousUrlEngine,
  harmfulContentEngine,
];

/** Engine ids of the registry (`prompt_injection`, `jailbreak`, `pii`, ...). */
export const ENGINE_IDS: readonly string[] = ENGINES.map((e) => e.id);

/**
 * Describes the registered engines.
 *
 * @example
 * listEngines().map((e) => e.id); // ['prompt_injection', 'jailbreak', 'pii', ...]
 */
export function listEngines(): EngineInfo[] {
  return ENGINES.map((e) => ({
    id: e.id,
    version: e.version,
    flags: [...e.flags],
    description: e.description,
  }));
}

/** The engines selected by id (unknown ids ignored); all of them when `ids` is undefined. */
export function selectEngines(ids?: readonly string[]): readonly Engine[] {
  if (ids === undefined) return ENGINES;
  const wanted = new Set(ids);
  return ENGINES.filter((e) => wanted.has(e.id));
}
