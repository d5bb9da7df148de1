import type { Finder, Found } from '../engines/finder.js';
import { anyOf, lowerWordIndex, MultiSearch } from '../multi-search.js';
import { before, thingContext } from './context.js';
import { compact, type IdRule, RULES } from './national-id-rules.js';
import { hasNumericRun, longestDigitGroup, numericMatches, numericRuns, runHasCapital } from './windows.js';

/** Fewest digits of any format (India's PAN: 5 letters, 4 digits, a letter). */
const ID_MIN_DIGITS = 4;

/** Characters before a number in which its context word must be (see idFinder). */
const CONTEXT_REACH = 40;

/** Every rule's context words, lower-cased, for the look near each digit run. */
const NEAR = new MultiSearch(RULES.flatMap((r) => r.context.all));
let nearText = '';
let nearFound: Array<ReadonlyMap<string, readonly number[]> | undefined> = [];

/**
 * The context words (lower-cased) in run `run` of `text` (its index in numericRuns / 3) or in
 * the {@link CONTEXT_REACH} characters before it: a superset of the words a match in that run can
 * have just before it. Looked up once per run and text, for every rule.
 */
function wordsNear(text: string, run: number): ReadonlyMap<string, readonly number[]> {
  if (text !== nearText) {
    nearText = text;
    nearFound = [];
  }
  let found = nearFound[run];
  if (found === undefined) {
    const runs = numericRuns(text);
    const start = runs[run * 3] as number;
    const end = runs[run * 3 + 1] as number;
    found = NEAR.find(text.slice(Math.max(0, start - CONTEXT_REACH), end).toLowerCase());
    nearFound[run] = found;
  }
  return found;
}

/** A finder for one rule. */
function idFinder(rule: IdRule, cues: (text: string) => ReadonlyMap<string, unknown>): Finder {
  // A format that never stands alone is reported only after one of its words: it is looked for
  // only in the digit runs that have one of them within reach, and every format only in the runs
  // with a group of digits as long as its own (the others cost no regex run).
  const onlyCued = rule.alone === 0 && rule.aloneBy === undefined;
  // Made once per rule, not per text: a closure per call costs more than the runs it saves.
  const keep = (text: string, run: number): boolean => {
    if (longestDigitGroup(text, run) < rule.group) return false;
    if (rule.capital && !runHasCapital(text, run)) return false;
    if (!onlyCued) return true;
    const near = wordsNear(text, run);
    return near.size > 0 && rule.context.all.some((w) => near.has(w));
  };
  return {
    ruleId: rule.id,
    entity: 'NATIONAL_ID',
    flag: 'PII',
    find(text) {
      const out: Found[] = [];
      // Every format holds at least 4 digits (India's PAN the fewest).
      if (!hasNumericRun(text, ID_MIN_DIGITS)) return out;
      // A format that needs a context word is not reported in a text without any; the text's
      // words are looked up only once a number passes the format's check.
      let cued: boolean | undefined = rule.alone === 0 ? undefined : true;
      for (const m of numericMatches(rule.pattern, text, rule.digits, 256, keep)) {
        const value = compact(m[0]);
        if (!rule.valid(value)) continue;
        let alone = rule.aloneBy ? rule.aloneBy(value, m[0]) : rule.alone;
        // A number standing alone after "SKU", "order", "total" is that thing's number.
        if (alone >= 0.5 && rule.aloneBy && thingContext(text, m.index)) alone = 0;
        if (alone < 0.5) {
          cued ??= anyOf(cues(text), rule.context.words);
          if (!cued) continue;
        }
        const said = rule.context.test(before(text, m.index, CONTEXT_REACH));
        const score = said ? 0.9 : alone;
        if (score >= 0.5) out.push({ start: m.index, end: m.index + m[0].length, score });
      }
      return out;
    },
  };
}

const idCues = lowerWordIndex(
  'pii',
  RULES.flatMap((r) => r.context.words),
);

const SSN_DASHED = /(?<![\d-])\d{3}-\d{2}-\d{4}(?![\d-])/g;

/** US SSNs in the AAA-GG-SSSS form stand alone; bare 9-digit runs need a context word. */
const usSsnDashed: Finder = {
  ruleId: 'pii.national_id.us_ssn',
  entity: 'SSN',
  flag: 'PII',
  find(text) {
    const out: Found[] = [];
    for (const m of numericMatches(SSN_DASHED, text, 9)) {
      if (RULES[0]?.valid(compact(m[0]))) out.push({ start: m.index, end: m.index + 11, score: 0.85 });
    }
    return out;
  },
};

/** Every national identifier finder. */
export const NATIONAL_ID_FINDERS: readonly Finder[] = [
  usSsnDashed,
  ...RULES.map((r) => {
    const f = idFinder(r, idCues);
    return r.id === 'pii.national_id.us_ssn' ? { ...f, entity: 'SSN' as const } : f;
  }),
];

/** Each format's pattern, the digit group its matches hold and its check (for tests and the evaluation). */
export const NATIONAL_ID_SHAPES: ReadonlyArray<{
  id: string;
  pattern: RegExp;
  group: number;
  digits: number;
  capital: boolean;
  valid: (compact: string) => boolean;
}> = RULES.map(({ id, pattern, group, digits, capital, valid }) => ({
  id,
  pattern,
  group,
  digits,
  capital: capital === true,
  valid,
}));

export const NATIONAL_ID_DESCRIPTIONS: Readonly<Record<string, string>> = Object.fromEntries(
  RULES.map((r) => [r.id, r.describe]),
);
