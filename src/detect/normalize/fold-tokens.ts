import { isLetterCode, isWordCode } from './char-class.js';
import { type TextView, ViewBuilder } from './text-view.js';

/** Result of {@link foldTokens}. */
export interface TokenFold {
  view: TextView;
  leetspeak: number;
  spacing: number;
}

/** Leetspeak digit/symbol -> letter, by char code (0 = not leet). */
const LEET = new Uint8Array(128);
for (const [from, to] of Object.entries({
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '8': 'b',
  '9': 'g',
  '@': 'a',
  $: 's',
  '!': 'i',
  '|': 'l',
})) {
  LEET[from.charCodeAt(0)] = to.charCodeAt(0);
}
/** Minimum single-character tokens before "i g n o r e" counts as a spaced-out word. */
const MIN_SPACED_RUN = 4;

/**
 * Token boundaries as two typed arrays rather than one object per word: a 100 KB prompt has
 * ~20,000 tokens and this pass runs on every scan.
 */
interface Tokens {
  start: Int32Array;
  end: Int32Array;
  /** 1 if the token holds a leetspeak character: only those can be leetspeak words. */
  leet: Uint8Array;
  count: number;
}

/**
 * Undoes two cheap keyword-filter evasions on already lower-cased text: leetspeak inside words
 * that mix letters and digits ("1gn0r3" -> "ignore"; pure numbers are left alone so "34 apples"
 * stays), and letters spaced or dotted apart ("i g n o r e", "i.g.n.o.r.e" -> "ignore").
 */
export function foldTokens(input: TextView): TokenFold {
  const text = input.text;
  const tokens = tokenize(text);
  const edits = planEdits(text, tokens);
  if (edits.length === 0) return { view: input, leetspeak: 0, spacing: 0 };
  const out = new ViewBuilder(edits.length * 4);
  let leetspeak = 0;
  let spacing = 0;
  let cursor = 0;
  for (let e = 0; e < edits.length; e += 2) {
    const from = edits[e] ?? 0;
    const to = edits[e + 1] ?? 0;
    const firstStart = tokens.start[from] ?? 0;
    out.pushCopy(text, cursor, firstStart);
    if (to - from > 1) {
      spacing++;
      emitSpacedRun(out, text, tokens, from, to);
    } else {
      leetspeak++;
      for (let k = firstStart; k < (tokens.end[from] ?? 0); k++) out.push(unleet(text, k), k, k + 1);
    }
    cursor = tokens.end[to - 1] ?? 0;
  }
  out.pushCopy(text, cursor, text.length);
  return { view: out.build(input), leetspeak, spacing };
}

/**
 * Token ranges to rewrite, as flat `[from, to)` pairs of token indexes: a spaced-out run, or a
 * single leetspeak word.
 */
function planEdits(text: string, tokens: Tokens): number[] {
  const edits: number[] = [];
  for (let t = 0; t < tokens.count; ) {
    const end = spacedRunEnd(text, tokens, t);
    // A word of one letter before a dotted run ("a b.o.m.b", "I k.i.l.l") is a word of its own:
    // the run starts after it where the first gap differs from the second.
    const from = end - t > MIN_SPACED_RUN && gapDiffers(text, tokens, t) ? t + 1 : t;
    const letters = spacedLetters - (from > t && isLetterCode(text.charCodeAt(tokens.start[t] ?? 0)) ? 1 : 0);
    if (letters >= 3 && end - from >= MIN_SPACED_RUN) {
      edits.push(from, end);
      t = end;
      continue;
    }
    // A run of single characters too short or letter-poor to fold cannot contain a foldable run
    // either (none has more letters), and single characters are never leetspeak words: skip it
    // whole, which keeps "1 1 1 1 ..." linear.
    if (end > t + 1) {
      t = end;
      continue;
    }
    if (tokens.leet[t] === 1 && isLeetWord(text, tokens.start[t] ?? 0, tokens.end[t] ?? 0))
      edits.push(t, t + 1);
    t++;
  }
  return edits;
}

/**
 * Token arrays kept between calls (every scan tokenizes each view; fresh arrays, regrown once on
 * prose, cost a tenth of this pass). A text with more tokens than this grows its own.
 */
const KEPT_TOKENS = 1 << 14;
const kept: Omit<Tokens, 'count'> = {
  start: new Int32Array(256),
  end: new Int32Array(256),
  leet: new Uint8Array(256),
};

/** Per ASCII unit: {@link TOKEN_UNIT}, {@link LEET_UNIT}, {@link INNER_UNIT} bits. */
const ASCII_UNITS = new Uint8Array(128);
/** A letter, a digit, '@' or '$': always part of a token. */
const TOKEN_UNIT = 1;
/** A leetspeak digit or symbol. */
const LEET_UNIT = 2;
/** '!' or '|': part of a token only inside a word ("h!dden"), never as trailing punctuation. */
const INNER_UNIT = 4;
for (let c = 0; c < 128; c++) {
  if (isWordUnit(c) || c === 0x40 || c === 0x24) ASCII_UNITS[c] = TOKEN_UNIT;
  if (isLeetCode(c)) ASCII_UNITS[c] = (ASCII_UNITS[c] ?? 0) | LEET_UNIT;
  if (c === 0x21 || c === 0x7c) ASCII_UNITS[c] = (ASCII_UNITS[c] ?? 0) | INNER_UNIT;
}

/**
 * The tokens of `text`, in the kept arrays (valid until the next call) unless they outgrow them.
 * One table read classifies an ASCII unit (word, leetspeak, inner '!' or '|').
 */
function tokenize(text: string): Tokens {
  let { start, end, leet } = kept;
  let count = 0;
  let from = -1;
  let hasLeet = 0;
  const n = text.length;
  for (let i = 0; i <= n; i++) {
    // Past the end: a space, which ends the last token.
    const c = i < n ? text.charCodeAt(i) : 0x20;
    let inToken: boolean;
    if (c < 0x80) {
      const units = ASCII_UNITS[c] as number;
      inToken =
        (units & TOKEN_UNIT) !== 0 ||
        ((units & INNER_UNIT) !== 0 && from >= 0 && isWordCode(text.charCodeAt(i + 1)));
      if (inToken && (units & LEET_UNIT) !== 0) hasLeet = 1;
    } else inToken = isWordCode(c);
    if (inToken) {
      if (from < 0) from = i;
    } else if (from >= 0) {
      if (count === start.length) {
        start = grow(start, Int32Array);
        end = grow(end, Int32Array);
        leet = grow(leet, Uint8Array);
        if (start.length <= KEPT_TOKENS) Object.assign(kept, { start, end, leet });
      }
      start[count] = from;
      end[count] = i;
      leet[count] = hasLeet;
      count++;
      from = -1;
      hasLeet = 0;
    }
  }
  return { start, end, leet, count };
}

function grow<T extends Int32Array | Uint8Array>(a: T, Kind: new (n: number) => T): T {
  const b = new Kind(a.length * 2);
  b.set(a);
  return b;
}

function isWordUnit(c: number): boolean {
  if (c < 0x80) return (c >= 0x30 && c <= 0x39) || (c >= 0x61 && c <= 0x7a) || (c >= 0x41 && c <= 0x5a);
  return isWordCode(c);
}

function isLeetCode(c: number): boolean {
  return c < 0x80 && LEET[c] !== 0;
}

/** The character at `k`, un-leeted if it is a leetspeak digit or symbol. */
function unleet(text: string, k: number): string {
  const c = text.charCodeAt(k);
  return isLeetCode(c) ? String.fromCharCode(LEET[c] ?? c) : (text[k] ?? '');
}

function isLeetWord(text: string, start: number, end: number): boolean {
  const len = end - start;
  if (len < 3 || len > 40) return false;
  let letters = 0;
  let leet = 0;
  for (let i = start; i < end; i++) {
    const c = text.charCodeAt(i);
    if ((c < 0x30 || c > 0x39) && c !== 0x40 && c !== 0x24 && c !== 0x21 && c !== 0x7c) {
      if (isLetterCode(c)) letters++;
      else return false;
    } else if (isLeetCode(c)) leet++;
    else return false;
  }
  return letters >= 2 && leet >= 1;
}

/** Letters of the run last measured by {@link spacedRunEnd} (a second result without allocating). */
let spacedLetters = 0;

/** End of the maximal run of spaced single characters starting at token `t`; sets spacedLetters. */
function spacedRunEnd(text: string, tokens: Tokens, t: number): number {
  let end = t;
  let letters = 0;
  while (end < tokens.count) {
    const start = tokens.start[end] ?? 0;
    if ((tokens.end[end] ?? 0) - start !== 1) break;
    const c = text.charCodeAt(start);
    const letter = isLetterCode(c);
    if (!letter && !isLeetCode(c)) break;
    if (end > t && !isSpacingGap(text, tokens.end[end - 1] ?? 0, start)) break;
    if (letter) letters++;
    end++;
  }
  spacedLetters = letters;
  return end;
}

/** Whether the gap after token `t` differs from the gap after token `t + 1`. */
function gapDiffers(text: string, tokens: Tokens, t: number): boolean {
  const first = text.slice(tokens.end[t] ?? 0, tokens.start[t + 1] ?? 0);
  const second = text.slice(tokens.end[t + 1] ?? 0, tokens.start[t + 2] ?? 0);
  return first !== second;
}

function isSpacingGap(text: string, from: number, to: number): boolean {
  const len = to - from;
  if (len === 1) return text[from] !== '\n';
  if (len > 3) return false;
  for (let i = from; i < to; i++) if (text[i] !== ' ') return false;
  return true;
}

/** Joins the run; a gap unlike the first one ("i g n o r e  a l l") is a word break, kept as a space. */
function emitSpacedRun(out: ViewBuilder, text: string, tokens: Tokens, from: number, to: number): void {
  const separator = text.slice(tokens.end[from] ?? 0, tokens.start[from + 1] ?? 0);
  for (let t = from; t < to; t++) {
    const start = tokens.start[t] ?? 0;
    if (t > from) {
      const prevEnd = tokens.end[t - 1] ?? 0;
      if (text.slice(prevEnd, start) !== separator) out.push(' ', prevEnd, start);
    }
    out.push(unleet(text, start), start, tokens.end[t] ?? 0);
  }
}
