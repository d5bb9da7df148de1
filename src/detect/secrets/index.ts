import type { Finder } from '../engines/finder.js';
import { lowerOf, lowerWordIndex } from '../multi-search.js';
import { AI_RULES } from './ai.js';
import { CLOUD_RULES } from './cloud.js';
import { COMMERCE_RULES } from './commerce.js';
import { GENERIC_FINDER_DESCRIPTIONS, GENERIC_FINDERS, GENERIC_RULES } from './generic.js';
import { INFRA_RULES } from './infra.js';
import { KEY_FINDER_DESCRIPTIONS, KEY_FINDERS, KEY_RULES } from './keys.js';
import { MESSAGING_RULES } from './messaging.js';
import { ruleFinder, type SecretRule } from './rule.js';
import { VCS_RULES } from './vcs.js';

export { familyOf, type SecretRule } from './rule.js';

/** Every pattern rule, one per issuer and token format. */
export const SECRET_RULES: readonly SecretRule[] = [
  ...VCS_RULES,
  ...CLOUD_RULES,
  ...AI_RULES,
  ...MESSAGING_RULES,
  ...COMMERCE_RULES,
  ...INFRA_RULES,
  ...KEY_RULES,
  ...GENERIC_RULES,
];

const NEEDLES = [...new Set(SECRET_RULES.flatMap((r) => r.needles))];
/** The needles by their lower-case form ("aws", "AWS" and "Aws" share one entry of the index). */
const BY_LOWER = new Map<string, string[]>();
for (const n of NEEDLES) BY_LOWER.set(n.toLowerCase(), [...(BY_LOWER.get(n.toLowerCase()) ?? []), n]);
const lowered = lowerWordIndex('secrets', NEEDLES);
let lastText = '';
let lastPresent = new Set<string>();
/**
 * The needles a text contains, case-sensitively: found in the shared lower-case pass, then
 * confirmed at their offsets (or by `includes` where lower-casing changed the text's length).
 * Only the few words the pass found are looked at, not every needle.
 */
function present(text: string): ReadonlySet<string> {
  if (text === lastText) return lastPresent;
  const found = lowered(text);
  const sameLength = lowerOf(text).length === text.length;
  const out = new Set<string>();
  for (const [word, at] of found) {
    for (const n of BY_LOWER.get(word) ?? []) {
      if (sameLength ? at.some((p) => text.startsWith(n, p)) : text.includes(n)) out.add(n);
    }
  }
  lastText = text;
  lastPresent = out;
  return out;
}
const positions = lowerWordIndex(
  'secrets',
  SECRET_RULES.flatMap((r) => r.keywords ?? []),
);

/** Rules by needle (rules gated by needles) and by keyword (rules gated by keywords). */
const BY_NEEDLE = new Map<string, number[]>();
const BY_KEYWORD = new Map<string, number[]>();
/** Rules with neither: their pattern runs on every text. */
const UNGATED: number[] = [];
SECRET_RULES.forEach((r, i) => {
  const [gates, by] = r.keywords ? [r.keywords, BY_KEYWORD] : [r.needles, BY_NEEDLE];
  if (gates.length === 0 && !r.keywords) UNGATED.push(i);
  for (const g of gates) by.set(g, [...(by.get(g) ?? []), i]);
});

let lastActiveText = '';
let lastActive = new Uint8Array(0);
/**
 * Which rules can match a text, by rule index, decided once per text from the words the shared
 * pass found: a needle rule when one of its needles is present, a keyword rule when one of its
 * keywords is. Seventy rules then cost a table lookup each on a text that has none of their cues.
 */
function activeRules(text: string): Uint8Array {
  if (text === lastActiveText) return lastActive;
  const needles = present(text);
  const keywords = positions(text);
  // Most texts hold no cue of any rule: the ungated rules alone, a table shared (and only read).
  let active = UNGATED_ONLY;
  if (needles.size > 0 || keywords.size > 0) {
    active = UNGATED_ONLY.slice();
    for (const n of needles) for (const i of BY_NEEDLE.get(n) ?? []) active[i] = 1;
    for (const k of keywords.keys()) for (const i of BY_KEYWORD.get(k) ?? []) active[i] = 1;
  }
  lastActiveText = text;
  lastActive = active;
  return active;
}

/** The rules that run on every text. */
const UNGATED_ONLY = new Uint8Array(SECRET_RULES.length);
for (const i of UNGATED) UNGATED_ONLY[i] = 1;

/** Every secret finder: the pattern rules, then the finders written as code. */
export const SECRET_FINDERS: readonly Finder[] = [
  ...SECRET_RULES.map((r, i) => ruleFinder(r, (text) => activeRules(text)[i] === 1, positions)),
  ...KEY_FINDERS,
  ...GENERIC_FINDERS,
];

/** What each secret rule recognises, by rule id (for explanations). */
export const SECRET_RULE_DESCRIPTIONS: Readonly<Record<string, string>> = {
  ...Object.fromEntries(SECRET_RULES.map((r) => [r.id, r.describe])),
  ...KEY_FINDER_DESCRIPTIONS,
  ...GENERIC_FINDER_DESCRIPTIONS,
};
