import { isWordCode } from './char-class.js';
import { type TextView, ViewBuilder } from './text-view.js';

/** Result of {@link toTokenText}. */
export interface TokenText {
  /**
   * The folded text with every run of non-word characters collapsed to one separator (`:` if the
   * run held a colon, else a space) and one space of padding at each end: " ignore all previous ".
   */
  view: TextView;
  /** Distinct words, for rule pre-selection and model features. */
  words: string[];
  /** Whether the text contains a script written without spaces (CJK, kana, Hangul). */
  hasJoinedScript: boolean;
}

/**
 * Collapses punctuation and spacing so rules can be plain regexes over `[ :]`-separated words,
 * with no Unicode property classes (slow in V8) and no lookbehind.
 */
export function toTokenText(folded: TextView): TokenText {
  const text = folded.text;
  const out = new ViewBuilder(text.length + 2);
  const words: string[] = [];
  let joined = false;
  out.push(' ', 0, 0);
  let wordStart = -1;
  let sepStart = -1;
  let colon = false;
  let started = false;
  for (let i = 0; i <= text.length; i++) {
    const c = i < text.length ? text.charCodeAt(i) : 0x20;
    const word = i < text.length && isWordCode(c);
    if (word) {
      if (c >= 0x3000 && !joined) joined = isJoinedScript(c);
      if (sepStart >= 0) {
        out.push(colon ? ':' : ' ', sepStart, i);
        sepStart = -1;
        colon = false;
      }
      if (wordStart < 0) wordStart = i;
    } else {
      if (wordStart >= 0) {
        out.pushCopy(text, wordStart, i);
        started = true;
        if (words.length < 100000) words.push(text.slice(wordStart, i));
        wordStart = -1;
      }
      // Leading separators are absorbed by the padding; inner runs become one separator.
      if (sepStart < 0 && started && i < text.length) sepStart = i;
      if (c === 0x3a) colon = true;
    }
  }
  if (sepStart >= 0 && colon) out.push(':', sepStart, text.length);
  out.push(' ', text.length, text.length);
  return { view: out.build(folded), words, hasJoinedScript: joined };
}

function isJoinedScript(c: number): boolean {
  return (c >= 0x3040 && c <= 0x9fff) || (c >= 0xac00 && c <= 0xd7af) || (c >= 0xf900 && c <= 0xfaff);
}
