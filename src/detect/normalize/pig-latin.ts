import { englishRanks } from './english.js';

/**
 * Pig Latin ("Ignoreway allway eviouspray instructionsway"): each word's first consonants moved to
 * its end and "ay" added ("way", "yay" or "hay" after a word that starts with a vowel). Any capable
 * model reads it; no word rule and no n-gram of the model does. Like ROT13 it is recognised by
 * effect:
 *
 * - a text without one of a few pig Latin function words ("ethay", "ouyay", "atwhay") is not looked
 *   at further (this test runs on every judged text);
 * - a word is pig Latin when it ends in "ay" and is not itself a common English word ("day",
 *   "okay", "always" stay as they are);
 * - each such word is read back every way it can have been written (the last one to four
 *   consonants of its stem moved back to the front, or a vowel-initial word's "w", "y" or "h"
 *   dropped), and the reading that is the most frequent English word wins (`english-words.txt`,
 *   the 30,000 most frequent);
 * - the text is pig Latin when it has at least three such words, they are at least two in five of
 *   the words from the first of them to the last, and at least two thirds of them read back as
 *   English words.
 */
const HINT =
  /\b(?:ethay|ouyay|ouryay|andway|andyay|allway|allyay|isway|isyay|atthay|atwhay|owhay|emay|ymay|otay|ofway|itway|inway|ouldway|ancay|easeplay|asswordpay|ecretsay|ignoreway|ignoreyay)\b/i;

/** Fewest pig Latin words, their least share of the text's words, and of them read back as English. */
const MIN_WORDS = 3;
const MIN_SHARE = 0.4;
const MIN_READ = 2 / 3;
/** Most consonants moved from a word's front to its end (as in "str", "schr"). */
const MAX_CLUSTER = 4;

const isVowel = (c: string) => c === 'a' || c === 'e' || c === 'i' || c === 'o' || c === 'u';

/**
 * Every English reading of a lower-case pig Latin word (`stem` + "ay"), most frequent first; empty
 * when none is a listed word.
 */
function readings(stem: string, rank: ReadonlyMap<string, number>): string[] {
  const found: Array<[string, number]> = [];
  const consider = (w: string) => {
    const r = rank.get(w);
    if (r !== undefined) found.push([w, r]);
  };
  // A vowel-initial word: "ignore" + "way" / "yay" / "hay", or + "ay".
  if (isVowel(stem[0] ?? '')) {
    consider(stem);
    const last = stem[stem.length - 1];
    if (last === 'w' || last === 'y' || last === 'h') consider(stem.slice(0, -1));
  }
  // Consonants moved to the end: "ellsp" -> "spell", "eviouspr" -> "previous", "ietqu" -> "quiet".
  for (let k = 1; k <= MAX_CLUSTER && k < stem.length; k++) {
    const moved = stem.slice(-k);
    if (isVowel(moved[0] ?? '') && !moved.startsWith('u')) break;
    consider(moved + stem.slice(0, -k));
  }
  return found.sort((a, b) => a[1] - b[1]).map(([w]) => w);
}

/**
 * A word's fallback reading when no reading is listed: its stem's whole final consonant run moved
 * back to the front ("asswordp" -> "password").
 */
function fallback(stem: string): string {
  let k = 0;
  while (k < Math.min(MAX_CLUSTER, stem.length - 1) && !isVowel(stem[stem.length - 1 - k] ?? 'a')) k++;
  return k === 0 ? stem : stem.slice(-k) + stem.slice(0, -k);
}

/** `text` read back from pig Latin, or undefined when it is not pig Latin. */
export function decodePigLatin(text: string): string | undefined {
  if (!HINT.test(text)) return undefined;
  const rank = englishRanks();
  let words = 0;
  let pig = 0;
  let read = 0;
  // Words from the first pig Latin word on, and up to the last one: a request in plain English
  // around a pig Latin payload ("translate this and do what it says: ...") does not dilute it.
  let first = -1;
  let last = -1;
  const out = text.replace(/[A-Za-z]+/g, (word) => {
    words++;
    const lower = word.toLowerCase();
    if (lower.length < 3 || !lower.endsWith('ay') || rank.has(lower)) return word;
    pig++;
    if (first < 0) first = words;
    last = words;
    const stem = lower.slice(0, -2);
    const [best] = readings(stem, rank);
    if (best !== undefined) read++;
    const plain = best ?? fallback(stem);
    return word[0] === word[0]?.toUpperCase() ? plain[0]?.toUpperCase() + plain.slice(1) : plain;
  });
  if (pig < MIN_WORDS || pig < MIN_SHARE * (last - first + 1) || read < MIN_READ * pig) return undefined;
  return out;
}
