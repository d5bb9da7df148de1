import { isLetterCode, isWordCode } from './char-class.js';
import { type TextView, ViewBuilder } from './text-view.js';

/** Result of {@link foldTokens}. */
export interface TokenFold {
  view: TextView;
  leetspeak: number;
  spacing: number;
}

const LEET: Record<string, string> = {
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
};
/** Minimum single-character tokens before "i g n o r e" counts as a spaced-out word. */
const MIN_SPACED_RUN = 4;

interface Token {
  start: number;
  end: number;
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
  const out = new ViewBuilder(text.length);
  let leetspeak = 0;
  let spacing = 0;
  let cursor = 0;
  for (const edit of edits) {
    const first = tokens[edit.from] as Token;
    const last = tokens[edit.to - 1] as Token;
    out.pushCopy(text, cursor, first.start);
    if (edit.to - edit.from > 1) {
      spacing++;
      emitSpacedRun(out, text, tokens, edit.from, edit.to);
    } else {
      leetspeak++;
      for (let k = first.start; k < first.end; k++) {
        const ch = text[k] as string;
        out.push(LEET[ch] ?? ch, k, k + 1);
      }
    }
    cursor = last.end;
  }
  out.pushCopy(text, cursor, text.length);
  return { view: out.build(input), leetspeak, spacing };
}

/** Token ranges `[from, to)` to rewrite: a spaced-out run, or a single leetspeak word. */
interface Edit {
  from: number;
  to: number;
}

function planEdits(text: string, tokens: Token[]): Edit[] {
  const edits: Edit[] = [];
  for (let t = 0; t < tokens.length; ) {
    const run = spacedRun(text, tokens, t);
    if (run.letters >= 3 && run.end - t >= MIN_SPACED_RUN) {
      edits.push({ from: t, to: run.end });
      t = run.end;
      continue;
    }
    // A run of single characters too short or letter-poor to fold cannot contain a foldable run
    // either (none has more letters), and single characters are never leetspeak words: skip it
    // whole, which keeps "1 1 1 1 ..." linear.
    if (run.end > t + 1) {
      t = run.end;
      continue;
    }
    if (isLeetWord(text, tokens[t] as Token)) edits.push({ from: t, to: t + 1 });
    t++;
  }
  return edits;
}

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let start = -1;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    // '!' and '|' count as letters only inside a word ("h!dden"), never as trailing punctuation.
    const inner = (c === 0x21 || c === 0x7c) && start >= 0 && isWordCode(text.charCodeAt(i + 1));
    if (isWordCode(c) || c === 0x40 || c === 0x24 || inner) {
      if (start < 0) start = i;
    } else if (start >= 0) {
      tokens.push({ start, end: i });
      start = -1;
    }
  }
  if (start >= 0) tokens.push({ start, end: text.length });
  return tokens;
}

function isLeetCode(c: number): boolean {
  return LEET[String.fromCharCode(c)] !== undefined;
}

function isLeetWord(text: string, token: Token): boolean {
  const len = token.end - token.start;
  if (len < 3 || len > 40) return false;
  let letters = 0;
  let leet = 0;
  for (let i = token.start; i < token.end; i++) {
    const c = text.charCodeAt(i);
    if ((c < 0x30 || c > 0x39) && c !== 0x40 && c !== 0x24 && c !== 0x21 && c !== 0x7c) {
      if (isLetterCode(c)) letters++;
      else return false;
    } else if (isLeetCode(c)) leet++;
    else return false;
  }
  return letters >= 2 && leet >= 1;
}

/** The maximal run of spaced single characters starting at token `t`: its end and letter count. */
function spacedRun(text: string, tokens: Token[], t: number): { end: number; letters: number } {
  let end = t;
  let letters = 0;
  while (end < tokens.length) {
    const token = tokens[end] as Token;
    if (token.end - token.start !== 1) break;
    const c = text.charCodeAt(token.start);
    const letter = isLetterCode(c);
    if (!letter && !isLeetCode(c)) break;
    if (end > t && !isSpacingGap(text, (tokens[end - 1] as Token).end, token.start)) break;
    if (letter) letters++;
    end++;
  }
  return { end, letters };
}

function isSpacingGap(text: string, from: number, to: number): boolean {
  const len = to - from;
  if (len === 1) return text[from] !== '\n';
  if (len > 3) return false;
  for (let i = from; i < to; i++) if (text[i] !== ' ') return false;
  return true;
}

/** Joins the run; a gap unlike the first one ("i g n o r e  a l l") is a word break, kept as a space. */
function emitSpacedRun(out: ViewBuilder, text: string, tokens: Token[], from: number, to: number): void {
  const first = tokens[from] as Token;
  const second = tokens[from + 1] as Token;
  const separator = text.slice(first.end, second.start);
  for (let t = from; t < to; t++) {
    const token = tokens[t] as Token;
    if (t > from) {
      const prevEnd = (tokens[t - 1] as Token).end;
      if (text.slice(prevEnd, token.start) !== separator) out.push(' ', prevEnd, token.start);
    }
    const ch = text[token.start] as string;
    out.push(LEET[ch] ?? ch, token.start, token.end);
  }
}
