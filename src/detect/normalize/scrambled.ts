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

/** First letter, last letter and length of a word, as one number. */
const shapeOf = (w: string) => (w.charCodeAt(0) << 16) | (w.charCodeAt(w.length - 1) << 8) | w.length;
const keyOf = (w: string) => `${w[0]}${[...w.slice(1, -1)].sort().join('')}${w[w.length - 1]}`;

const SHAPES = new Set(VOCABULARY.map(shapeOf));
const BY_KEY = new Map(VOCABULARY.map((w) => [keyOf(w), w]));

/** Fewest restored words that make a view. */
const MIN_RESTORED = 2;

/** `text` with shuffled attack words restored, or undefined when fewer than two were found. */
export function unscramble(text: string): string | undefined {
  let restored = 0;
  let out = '';
  let last = 0;
  for (const m of text.matchAll(/[A-Za-z]{5,14}/g)) {
    const word = m[0].toLowerCase();
    if (!SHAPES.has(shapeOf(word))) continue;
    const canonical = BY_KEY.get(keyOf(word));
    if (canonical === undefined || canonical === word) continue;
    out += text.slice(last, m.index) + canonical;
    last = m.index + word.length;
    restored++;
  }
  return restored >= MIN_RESTORED ? out + text.slice(last) : undefined;
}
