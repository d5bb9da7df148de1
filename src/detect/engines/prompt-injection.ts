import type { Hit } from '../types.js';
import { attackHits, contextEvidence } from './context-policy.js';
import type { Engine, ScanContext } from './engine.js';

/**
 * Direct and indirect prompt injection: attempts to override, replace or exfiltrate the model's
 * instructions ("ignore all previous instructions", "print your system prompt", "new instructions:").
 * Version 2.1.0: under a system prompt that guards a secret, a message that names it is a request
 * for it only where the attack model or the secret-request head reads one, not on the mention alone.
 * Version 2.2.0: on such a message, the secret-request head is a second judge of the attack model's
 * and the secret-request phrase rule's hits: where it reads talk about passwords, its log-odds are
 * added to theirs (`attackHits`).
 */
export const promptInjectionEngine: Engine = {
  id: 'prompt_injection',
  version: '2.2.0',
  flags: ['PROMPT_INJECTION'],
  description:
    'Instruction override, system-prompt extraction and injected instructions: phrase rules in 18 languages ' +
    'plus a hashed n-gram logistic model, on normalised and decoded text; with a system prompt in context, ' +
    'requests against the secrets, topic and personal data it defines, and orders inside tool output.',
  run(ctx: ScanContext): Hit[] {
    return [...attackHits(ctx).filter((h) => h.flag === 'PROMPT_INJECTION'), ...contextEvidence(ctx)];
  },
};

/**
 * Jailbreaks: persona and role-play framings that ask the model to drop its safety rules (DAN,
 * developer mode, "you are an unrestricted AI"), and frames (fiction, role-play, a hypothetical)
 * around a harmful goal. Version 1.1.0: a frame around a goal the harm model reads at 0.35 or more
 * is a jailbreak too (`model.framed_harm`), not only one around a goal of the English cues.
 * Version 1.2.0: a demand that the reply open with an affirmative ("start with 'Sure, here is'", in
 * 18 languages, `rules/reply-demands.ts`) is such a frame too. Version 1.3.0: under a system prompt
 * that guards a secret, the attack model's hits on a message the secret-request head reads as talk
 * about passwords are weighed by the head too (`attackHits`). Version 1.4.0: the role-play and
 * supposition words of the 35 other languages with a rule lexicon ("从现在开始你是", "imagina que
 * eres", "представь") are such frames too, and so is an optimiser's one-line suffix
 * (`harm/noise-tail.ts`, since stop 74).
 */
export const jailbreakEngine: Engine = {
  id: 'jailbreak',
  version: '1.4.0',
  flags: ['JAILBREAK'],
  description:
    'Persona/role-play jailbreaks (DAN, developer mode, "no restrictions"): phrase rules in 18 languages plus ' +
    'the hashed n-gram logistic model; a frame (fiction, role-play, a hypothetical, a demanded affirmative ' +
    'opening) around a goal the harm model reads as harmful.',
  run(ctx: ScanContext): Hit[] {
    return attackHits(ctx).filter((h) => h.flag === 'JAILBREAK');
  },
};
