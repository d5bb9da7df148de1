import { englishRanks } from './english.js';

/**
 * Words with letters starred out, as people write the words a filter would catch ("how to make a
 * b*mb", "k*ll myself", "s**cide"): a model reads them, no n-gram does. A word of four to fourteen
 * characters, letters on both sides of one or two runs of one or two stars, three letters at
 * least, is read as the most frequent English word of its length that fits
 * (`english-words.txt`); a word nothing fits stays as it is. Markdown's "**bold**" and a bullet's
 * "* item" have no letter before the star, "x*y" too few letters.
 */
const MASKED = /(?<![A-Za-z*])[A-Za-z]+\*{1,2}[A-Za-z]+(?:\*{1,2}[A-Za-z]+)?(?![A-Za-z*])/g;
const MIN_LENGTH = 4;
const MAX_LENGTH = 14;
const MIN_LETTERS = 3;
/** Most starred words read in one text. */
const MAX_WORDS = 16;

let byLength: Map<number, string[]> | undefined;

/** The listed words by length, most frequent first; built on first use. */
function wordsOfLength(length: number): readonly string[] {
  if (byLength === undefined) {
    byLength = new Map();
    for (const word of englishRanks().keys()) {
      const list = byLength.get(word.length) ?? [];
      list.push(word);
      byLength.set(word.length, list);
    }
  }
  return byLength.get(length) ?? [];
}

/** The most frequent listed word that `masked` (lower case, '*' for any letter) fits. */
function mostFrequentFit(masked: string): string | undefined {
  for (const word of wordsOfLength(masked.length)) {
    let same = true;
    for (let i = 0; i < masked.length && same; i++) same = masked[i] === '*' || masked[i] === word[i];
    if (same) return word;
  }
  return undefined;
}

/** `text` with its starred words read back (same length), or undefined when none was. */
export function unmask(text: string): string | undefined {
  if (!text.includes('*')) return undefined;
  let read = 0;
  let seen = 0;
  const out = text.replace(MASKED, (word) => {
    if (seen >= MAX_WORDS || word.length < MIN_LENGTH || word.length > MAX_LENGTH) return word;
    const letters = word.length - (word.match(/\*/g)?.length ?? 0);
    if (letters < MIN_LETTERS) return word;
    seen++;
    const plain = mostFrequentFit(word.toLowerCase());
    if (plain === undefined) return word;
    read++;
    let cased = '';
    for (let i = 0; i < word.length; i++) {
      const c = word[i] ?? '';
      cased += c !== '*' && c === c.toUpperCase() ? (plain[i] ?? '').toUpperCase() : (plain[i] ?? '');
    }
    return cased;
  });
  return read > 0 ? out : undefined;
}
