/**
 * The English rows of the safety pack that name a weapon, a drug or a hazard, judged plain and
 * with those words written as emoji ("how do I make a 💣"), as `normalize/emoji-words.ts` reads
 * them back. The substitutions below were written for this check (a few emoji per word, some not
 * in the fold's table: 🧫, 🪤, 🥷); only rows holding one of the words are judged. The harm model
 * was trained on these rows, so the plain column is not a fair recall; the other says how much of
 * it survives the emoji. Not part of `npm run train`.
 *
 *   node --import tsx scripts/train/emoji-forms-eval.ts [--harmless]
 */
import { judgeForms } from './cipher-forms-eval.js';

const SUBSTITUTES: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bbombs?\b/gi, '💣'],
  [/\bexplosives?\b/gi, '🧨'],
  [/\b(guns?|firearms?|pistols?|rifles?)\b/gi, '🔫'],
  [/\bknife|knives\b/gi, '🔪'],
  [/\bpoison(s|ous)?\b/gi, '☠️'],
  [/\b(drugs?|pills?)\b/gi, '💊'],
  [/\b(needles?|syringes?)\b/gi, '💉'],
  [/\bblood\b/gi, '🩸'],
  [/\bfire\b/gi, '🔥'],
  [/\bmoney|cash\b/gi, '💰'],
  [/\b(child|children|kids?)\b/gi, '🧒'],
  [/\b(bacteria|pathogens?)\b/gi, '🧫'],
  [/\btraps?\b/gi, '🪤'],
  [/\bassassins?\b/gi, '🥷'],
];

const emoji = (t: string) => SUBSTITUTES.reduce((s, [re, e]) => s.replace(re, e), t);

judgeForms(
  [
    ['plain', (t) => t],
    ['emoji for words', emoji],
  ],
  (t) => emoji(t) !== t,
);
