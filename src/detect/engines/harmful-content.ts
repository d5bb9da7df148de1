import { HARM_REPORT_FLOOR, type HarmScore, scoreHarm } from '../harm/model.js';
import type { NormalizedView } from '../normalize/pipeline.js';
import type { Hit } from '../types.js';
import { concealmentBoost, type Engine, hit, type ScanContext } from './engine.js';

/**
 * Harmful content: a request for seriously harmful help (weapons, violence, crime, cyber-attacks,
 * sexual abuse, self-harm, hate, harassment, ...), or an answer that gives it, with a category from
 * a fixed taxonomy. Judged by a model of its own (hashed n-grams plus multilingual harm concepts),
 * on the text and on every decoded view: a harmful goal inside role-play, fiction, a translation
 * task or an encoding is still the goal. Wrapping it in a jailbreak is the jailbreak engine's flag;
 * both are raised. Version 1.1.0: a model's answer is also read by the answer head
 * (`harm/answer.ts`), which can clear a refusal that names what was asked and flags nothing new.
 */
export const harmfulContentEngine: Engine = {
  id: 'harmful_content',
  version: '1.1.0',
  flags: ['HARMFUL_CONTENT'],
  description:
    'Requests for, and answers giving, seriously harmful help, with a category (violent_crimes, ' +
    'nonviolent_crimes, cyber, sex_crimes, child_exploitation, indiscriminate_weapons, suicide_self_harm, ' +
    'hate, harassment, privacy, defamation, intellectual_property, specialized_advice, sexual_content, ' +
    'elections, misinformation): a hashed n-gram model with harm concepts in 24 languages, on normalised ' +
    'and decoded text; a model answer is also read by a head that can only clear it (a refusal naming the harm).',
  run(ctx: ScanContext): Hit[] {
    const hits: Hit[] = [];
    for (const view of ctx.input.views) {
      const tokens = ctx.tokens(view);
      const score = harmScore(ctx, view);
      if (score.harm < HARM_REPORT_FLOOR) continue;
      const span = tokens.view.span(score.start, score.end);
      // A goal found only once decoded was hidden on purpose: that strengthens what the model saw.
      const value = view.depth > 0 && score.harm >= 0.5 ? concealmentBoost(score.harm) : score.harm;
      const h = hit('model.harm', 'HARMFUL_CONTENT', value, span);
      if (score.harm >= CATEGORY_FLOOR) {
        h.category = score.category();
        h.evidence = score.concepts();
      }
      hits.push(h);
    }
    return hits;
  },
};

/** Naming a category costs a second pass over the window: only for scores that may matter. */
const CATEGORY_FLOOR = 0.5;

/**
 * The harm model's judgement of a view, computed once per scan: the jailbreak evidence reads it too
 * (a frame around a goal the model finds harmful, `attack-evidence.ts`). A model's answer is also
 * read by the answer head, which may only clear it (`harm/answer.ts`).
 */
export function harmScore(ctx: ScanContext, view: NormalizedView): HarmScore {
  const scores = ctx.once('harm-scores', () => new Map<NormalizedView, HarmScore>());
  let score = scores.get(view);
  if (score === undefined) {
    score = scoreHarm(ctx.tokens(view).view.text, { answer: ctx.role === 'assistant' });
    scores.set(view, score);
  }
  return score;
}
