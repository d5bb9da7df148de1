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

/**
 * A word's shape with the sum and the sum of squares of its letter codes: the same for every order
 * of its letters, so a word is sliced and sorted only when all three match a vocabulary word's.
 */
const fingerprint = (wordShape: number, sum: number, squares: number) =>
  wordShape * 2 ** 29 + sum * 2 ** 18 + squares;
const FINGERPRINTS = new Set(
  VOCABULARY.map((w) => {
    const codes = [...w].map((ch) => ch.charCodeAt(0));
    const sum = codes.reduce((a, c) => a + c, 0);
    const squares = codes.reduce((a, c) => a + c * c, 0);
    return fingerprint(shape(codes[0] as number, codes[codes.length - 1] as number, w.length), sum, squares);
  }),
);
const BY_KEY = new Map(VOCABULARY.map((w) => [keyOf(w), w]));

/**
 * One bit per (first letter, last letter, length) of a vocabulary word: a necessary condition for a
 * fingerprint match, read from a small table before the fingerprint (a number too large for a
 * small integer, so its set look-up hashes a heap number) is built. Most words stop here.
 */
const shapeIndex = (first: number, last: number, length: number) =>
  (((first - 0x61) * 26 + (last - 0x61)) << 4) | length;
const SHAPES = new Uint8Array(26 * 26 * 16);
for (const w of VOCABULARY) SHAPES[shapeIndex(w.charCodeAt(0), w.charCodeAt(w.length - 1), w.length)] = 1;

/** Fewest restored words that make a view; shortest and longest words looked at. */
const MIN_RESTORED = 2;
const MIN_WORD = 5;
const MAX_WORD = 14;

/** ASCII letters in lower case by code unit; 0 for anything else (a table read per character). */
const LOWER = new Uint8Array(128);
for (let c = 0x41; c <= 0x5a; c++) LOWER[c] = c | 0x20;
for (let c = 0x61; c <= 0x7a; c++) LOWER[c] = c;

/**
 * `text` with shuffled attack words restored, or undefined when fewer than two were found. One
 * pass over the characters: a word is sliced only when its fingerprint is a vocabulary word's.
 */
export function unscramble(text: string): string | undefined {
  let found: Array<[number, string]> | undefined;
  let start = -1;
  let sum = 0;
  let squares = 0;
  for (let i = 0; i <= text.length; i++) {
    const c = i < text.length ? text.charCodeAt(i) : 0;
    const l = c < 128 ? (LOWER[c] as number) : 0;
    if (l !== 0) {
      if (start < 0) {
        start = i;
        sum = 0;
        squares = 0;
      }
      sum += l;
      squares += l * l;
      continue;
    }
    if (start < 0) continue;
    const length = i - start;
    const from = start;
    start = -1;
    if (length < MIN_WORD || length > MAX_WORD) continue;
    const first = LOWER[text.charCodeAt(from)] as number;
    const last = LOWER[text.charCodeAt(i - 1)] as number;
    if (SHAPES[shapeIndex(first, last, length)] === 0) continue;
    if (!FINGERPRINTS.has(fingerprint(shape(first, last, length), sum, squares))) continue;
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
