/**
 * Typoglycemia: words with their inner letters shuffled ("ignroe all prevoius insturctions") still
 * read to a model and to people, yet match no word rule. The attack's vocabulary is small, so a
 * word of five or more letters that keeps an attack word's first and last letters and length, and
 * whose inner letters are that word's in another order, is read as that word. A text with two or
 * more such words gets a view of its own with them restored (same length, so the parent's offsets
 * still hold). Ordinary misspellings drop or add letters and are left alone.
 */
const VOCABULARY = (
  'ignore ignoring disregard forget previous preceding instructions instruction directions commands ' +
  'guidelines rules restrictions unrestricted reveal print repeat output system prompt password secret ' +
  'confidential hidden initial developer override bypass everything above respond answer'
).split(' ');

/** First letter, last letter and length of a lower-case word, as one number. */
const shape = (first: number, last: number, length: number) => (first << 16) | (last << 8) | length;
const keyOf = (w: string) => `${w[0]}${[...w.slice(1, -1)].sort().join('')}${w[w.length - 1]}`;

const SHAPES = new Set(VOCABULARY.map((w) => shape(w.charCodeAt(0), w.charCodeAt(w.length - 1), w.length)));
const BY_KEY = new Map(VOCABULARY.map((w) => [keyOf(w), w]));

/** Fewest restored words that make a view; shortest and longest words looked at. */
const MIN_RESTORED = 2;
const MIN_WORD = 5;
const MAX_WORD = 14;

/** ASCII letter `c` in lower case, or -1 for anything else. */
function lowerLetter(c: number): number {
  const l = c | 0x20;
  return l >= 0x61 && l <= 0x7a ? l : -1;
}

/**
 * `text` with shuffled attack words restored, or undefined when fewer than two were found. One
 * pass over the characters: a word is sliced only when its first and last letters and its length
 * are those of a vocabulary word.
 */
export function unscramble(text: string): string | undefined {
  let found: Array<[number, string]> | undefined;
  let start = -1;
  for (let i = 0; i <= text.length; i++) {
    const letter = i < text.length ? lowerLetter(text.charCodeAt(i)) : -1;
    if (letter >= 0) {
      if (start < 0) start = i;
      continue;
    }
    if (start < 0) continue;
    const length = i - start;
    const from = start;
    start = -1;
    if (length < MIN_WORD || length > MAX_WORD) continue;
    if (!SHAPES.has(shape(lowerLetter(text.charCodeAt(from)), lowerLetter(text.charCodeAt(i - 1)), length)))
      continue;
    const word = text.slice(from, i).toLowerCase();
    const canonical = BY_KEY.get(keyOf(word));
    if (canonical === undefined || canonical === word) continue;
    found ??= [];
    found.push([from, canonical]);
  }
  if (found === undefined || found.length < MIN_RESTORED) return undefined;
  let out = '';
  let at = 0;
  for (const [from, canonical] of found) {
    out += text.slice(at, from) + canonical;
    at = from + canonical.length;
  }
  return out + text.slice(at);
}
