import { confusableOf } from './confusables.js';
import { type TextView, ViewBuilder } from './text-view.js';

/** Result of {@link foldChars}. */
export interface CharFold {
  view: TextView;
  /** Lookalike letters folded inside otherwise-Latin words (mixed-script evasion). */
  confusables: number;
}

const MARK = /\p{Mn}/gu;
const LATIN_LETTER = /[a-z]/;
const foldCache = new Map<number, string>();

/**
 * Lower-cases, folds lookalikes to Latin and strips combining accents of Latin, Greek, Cyrillic,
 * Arabic and Vietnamese letters ("précédentes" -> "precedentes"), so one rule spelling matches
 * every variant. Devanagari and CJK keep their marks: there they carry meaning, not decoration.
 */
export function foldChars(input: TextView): CharFold {
  const text = input.text;
  let ascii = true;
  for (let i = 0; i < text.length; i++) {
    if (text.charCodeAt(i) > 0x7f) {
      ascii = false;
      break;
    }
  }
  // Same length and positions: the parent's map still applies.
  if (ascii)
    return { view: { text: text.toLowerCase(), depth: input.depth, span: input.span }, confusables: 0 };

  const out = new ViewBuilder(text.length);
  let confusables = 0;
  let prevLatin = false;
  let run = 0;
  for (let i = 0; i < text.length; ) {
    const cp = text.codePointAt(i) ?? 0;
    const width = cp > 0xffff ? 2 : 1;
    if (cp < 0x80) {
      // ASCII is lower-cased in runs (same length, so positions carry over).
      const c = cp | 0x20;
      prevLatin = c >= 0x61 && c <= 0x7a;
      i++;
      continue;
    }
    out.pushRun(text.slice(run, i).toLowerCase(), run);
    run = i + width;
    const lookalike = confusableOf(cp);
    if (lookalike !== undefined && (prevLatin || isLatinAt(text, i + width))) confusables++;
    const folded = foldCodePoint(cp, lookalike);
    if (folded !== '') out.push(folded, i, i + width);
    prevLatin = lookalike !== undefined || LATIN_LETTER.test(folded);
    i += width;
  }
  out.pushRun(text.slice(run).toLowerCase(), run);
  return { view: out.build(input), confusables };
}

/** Folds one string the same way {@link foldChars} folds input; rules are compiled through it. */
export function foldString(s: string): string {
  let out = '';
  for (const ch of s) {
    // Per code point NFKC, exactly as the surface view applies it to input.
    for (const part of ch.normalize('NFKC')) {
      const cp = part.codePointAt(0) ?? 0;
      out += cp < 0x80 ? part.toLowerCase() : foldCodePoint(cp, confusableOf(cp));
    }
  }
  return out;
}

function foldCodePoint(cp: number, lookalike: string | undefined): string {
  let s = foldCache.get(cp);
  if (s !== undefined) return s;
  if (lookalike !== undefined) s = lookalike.toLowerCase();
  else {
    s = String.fromCodePoint(cp).toLowerCase();
    if (cp < 0x700 || (cp >= 0x1e00 && cp <= 0x1fff)) s = s.normalize('NFKD').replace(MARK, '');
  }
  if (foldCache.size < 50000) foldCache.set(cp, s);
  return s;
}

function isLatinAt(text: string, i: number): boolean {
  const c = text.charCodeAt(i) | 0x20;
  return c >= 0x61 && c <= 0x7a;
}
