import { allMatches } from '../engines/finder.js';

/**
 * Number-shaped PII (phones, cards, IBANs, IPv4, national ids, passports, licences) is made of
 * ASCII digits, capitals, spaces and a few separators. One pass per text finds the maximal runs
 * of those characters and counts their digits; each pattern then runs only on the runs holding
 * as many digits as it needs, instead of over the whole text (thirty-odd patterns, each of which
 * V8 starts at every position of a prose prompt that has a handful of digits, if any).
 *
 * Exactness: every pattern given to {@link numericMatches} consumes only characters of the class
 * below, so each of its matches lies inside one run; and none looks more than {@link CONTEXT}
 * characters behind its start or past its end, so a run sliced with that margin on each side
 * gives the pattern the same surroundings as the whole text. The matches are those of a scan of
 * the whole text, in the same order.
 */

/** Characters of number-shaped values: 0-9, A-Z, space, `.`, `-`, `/`, `+`, `(`, `)`, `:` (Aadhaar's `2345:6789:0123`). */
const IN_CLASS = new Uint8Array(128);
for (let c = 0x30; c <= 0x39; c++) IN_CLASS[c] = 1;
for (let c = 0x41; c <= 0x5a; c++) IN_CLASS[c] = 1;
for (const ch of ' .-/+():') IN_CLASS[ch.charCodeAt(0)] = 1;

/** Characters kept on each side of a run: the longest lookbehind or lookahead of the patterns. */
const CONTEXT = 2;

interface Runs {
  /** Flat triples: start, end (exclusive), digit count. */
  at: number[];
  /** Per run, the run with its margins, sliced once for every pattern (index: triple / 3). */
  pieces: (string | undefined)[];
  /** Per run, its longest group of digits written together ("+44 20 7946": 4). */
  groups: number[];
  /** Per run, 1 when it holds a capital letter A-Z. */
  capitals: number[];
}

let lastText = '';
let lastRuns: Runs = { at: [], pieces: [], groups: [], capitals: [] };

const inClass = (c: number) => c < 0x80 && IN_CLASS[c] === 1;
const DIGIT = /\d/g;

/**
 * The runs of `text` holding at least one digit, computed once per text: the regex engine skips
 * to each next digit (prose has few), and only the run around it is walked character by character.
 */
function runsOf(text: string): Runs {
  if (text === lastText) return lastRuns;
  const at: number[] = [];
  const groups: number[] = [];
  const capitals: number[] = [];
  const n = text.length;
  DIGIT.lastIndex = 0;
  // test() rather than exec(): no match array per run; the one-digit match ends at lastIndex.
  while (DIGIT.test(text)) {
    const digit = DIGIT.lastIndex - 1;
    let start = digit;
    while (start > 0 && inClass(text.charCodeAt(start - 1))) start--;
    let end = digit;
    let digits = 0;
    let group = 0;
    let longest = 0;
    let capital = 0;
    for (let c = text.charCodeAt(end); end < n && inClass(c); c = text.charCodeAt(++end)) {
      if (c >= 0x30 && c <= 0x39) {
        digits++;
        if (++group > longest) longest = group;
      } else {
        group = 0;
        if (c >= 0x41 && c <= 0x5a) capital = 1;
      }
    }
    // Capitals before the first digit belong to the run too ("AB 12 34 56 C").
    for (let i = start; i < digit && capital === 0; i++) {
      const c = text.charCodeAt(i);
      if (c >= 0x41 && c <= 0x5a) capital = 1;
    }
    at.push(start, end, digits);
    groups.push(longest);
    capitals.push(capital);
    DIGIT.lastIndex = end;
  }
  lastText = text;
  lastRuns = { at, pieces: [], groups, capitals };
  return lastRuns;
}

const NO_MATCHES: readonly RegExpExecArray[] = Object.freeze([]);

/**
 * The matches of global pattern `re` over `text` (offsets in `text`), looked for only in runs of
 * number-shaped characters holding at least `minDigits` digits (and, given `keep`, only in the
 * runs it keeps, by their index in {@link numericRuns}' triples / 3). `re` must consume only those
 * characters and look at most two characters around a match.
 */
export function numericMatches(
  re: RegExp,
  text: string,
  minDigits: number,
  limit = 256,
  keep?: (text: string, run: number) => boolean,
): readonly RegExpExecArray[] {
  const { at, pieces } = runsOf(text);
  let k = 0;
  while (k < at.length && ((at[k + 2] as number) < minDigits || (keep !== undefined && !keep(text, k / 3))))
    k += 3;
  // Most texts have no run with the digits a pattern needs: no result array for them.
  if (k >= at.length) return NO_MATCHES;
  const out: RegExpExecArray[] = [];
  for (; k < at.length && out.length < limit; k += 3) {
    if ((at[k + 2] as number) < minDigits || (keep !== undefined && !keep(text, k / 3))) continue;
    const start = at[k] as number;
    const end = at[k + 1] as number;
    const from = Math.max(0, start - CONTEXT);
    let piece = pieces[k / 3];
    if (piece === undefined) {
      piece = text.slice(from, Math.min(text.length, end + CONTEXT));
      pieces[k / 3] = piece;
    }
    for (const m of allMatches(re, piece, limit)) {
      // Matches in the margins belong to the neighbouring runs (and are cut short here).
      if (m.index + from < start || m.index + from >= end) continue;
      m.index += from;
      out.push(m);
      if (out.length >= limit) break;
    }
  }
  return out;
}

/** The runs holding a digit, as flat triples: start, end (exclusive), digit count. */
export function numericRuns(text: string): readonly number[] {
  return runsOf(text).at;
}

/**
 * The longest group of digits written together in run `run` of `text` (its index in
 * {@link numericRuns}' triples / 3).
 */
export function longestDigitGroup(text: string, run: number): number {
  return runsOf(text).groups[run] ?? 0;
}

/** Whether run `run` of `text` (its index in {@link numericRuns}' triples / 3) holds a capital A-Z. */
export function runHasCapital(text: string, run: number): boolean {
  return runsOf(text).capitals[run] === 1;
}

/** True when `text` has a run of number-shaped characters with at least `minDigits` digits. */
export function hasNumericRun(text: string, minDigits: number): boolean {
  const { at } = runsOf(text);
  for (let k = 2; k < at.length; k += 3) if ((at[k] as number) >= minDigits) return true;
  return false;
}

/**
 * The matches of global pattern `re` over `text` (offsets in `text`), looked for only near digits:
 * in windows from `reachBefore` characters before each run holding a digit to `reachAfter` after
 * it, merged. Exact for a pattern each of whose matches holds an ASCII digit, starts at most
 * `reachBefore` characters before the run of that digit, ends at most `reachAfter` after it, and
 * looks at most {@link CONTEXT} characters around itself; a prose text with a few numbers is then
 * searched over a few dozen characters instead of from every position.
 */
export function nearDigitMatches(
  re: RegExp,
  text: string,
  reachBefore: number,
  reachAfter: number,
): readonly RegExpExecArray[] {
  const { at } = runsOf(text);
  if (at.length === 0) return NO_MATCHES;
  const out: RegExpExecArray[] = [];
  const n = text.length;
  for (let k = 0; k < at.length; ) {
    // A window with CONTEXT characters of margin on each side, for the lookarounds.
    const from = Math.max(0, (at[k] as number) - reachBefore - CONTEXT);
    let to = (at[k + 1] as number) + reachAfter + CONTEXT;
    for (k += 3; k < at.length && (at[k] as number) - reachBefore - CONTEXT <= to; k += 3)
      to = (at[k + 1] as number) + reachAfter + CONTEXT;
    to = Math.min(n, to);
    for (const m of allMatches(re, text.slice(from, to))) {
      // A match starting in the margin is not one of the whole text's (its lookbehind was cut).
      if (from > 0 && m.index < CONTEXT) continue;
      m.index += from;
      out.push(m);
      if (out.length >= 256) return out;
    }
  }
  return out;
}
