/**
 * ROT13 has no alphabet of its own, so it is recognised by effect: rotating the text must turn it
 * into clearly more English function words than it had before. Words whose rotation is also a common
 * word ("or" <-> "be", "an" <-> "na") are left out of the list so plain English never qualifies.
 */
const COMMON = new Set(
  (
    'the and you your ignore all any previous prior above instructions instruction rules system prompt ' +
    'print reveal show tell now are not with for this that what from must follow disregard forget ' +
    'is to of in it do me my new password secret'
  ).split(' '),
);

/** ROT13 of the ASCII letters of `text`; other characters unchanged, same length. */
export function rot13(text: string): string {
  return caesar(text, 13);
}

const ROTATED_COMMON = new Set([...COMMON].map(rot13));

/**
 * Atbash of the ASCII letters of `text` (a <-> z, b <-> y, ...), the other mirror cipher of the
 * alphabet that probe sets wrap instructions in; other characters unchanged, same length.
 */
export function atbash(text: string): string {
  return mapLetters(text, (i) => 25 - i);
}

/**
 * `text` with each ASCII letter replaced by the letter at `to(its index in the alphabet)`, in the
 * same case; other characters unchanged, same length.
 */
function mapLetters(text: string, to: (index: number) => number): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 0x41 && c <= 0x5a) out += String.fromCharCode(0x41 + to(c - 0x41));
    else if (c >= 0x61 && c <= 0x7a) out += String.fromCharCode(0x61 + to(c - 0x61));
    else out += text[i];
  }
  return out;
}

/**
 * COMMON's words of three letters or more under Atbash, less those whose Atbash is common too
 * ("wizard" would be one). Two-letter ones ("lu", "rh", "rm") turn up as pieces of words in
 * languages whose letters the ASCII word scan splits at their accents.
 */
const MIRRORED_COMMON = new Set(
  [...COMMON]
    .filter((w) => w.length >= 3)
    .map(atbash)
    .filter((w) => !COMMON.has(w)),
);

/** Bit of a word listed in COMMON, of one listed in ROTATED_COMMON, and in MIRRORED_COMMON. */
const IS_COMMON = 1;
const IS_ROTATED_COMMON = 2;
const IS_MIRRORED_COMMON = 4;
/** Longest word looked up (longer words are in neither list). */
const MAX_WORD = 12;
const FNV_OFFSET = 0x811c9dc5;
const FNV_PRIME = 0x01000193;

/**
 * Both lists by FNV-1a hash of the lower-cased word, open addressing: a word's hash is computed
 * while scanning, so prose costs a probe per word instead of a slice, a lower-casing and two set
 * look-ups.
 */
const TABLE_SIZE = 512;
const slotHash = new Int32Array(TABLE_SIZE);
/** 1 + index in `listed`; 0 marks an empty slot. */
const slotWord = new Int16Array(TABLE_SIZE);
const listed: { word: string; kinds: number }[] = [];
for (const word of new Set([...COMMON, ...ROTATED_COMMON, ...MIRRORED_COMMON])) {
  const kinds =
    (COMMON.has(word) ? IS_COMMON : 0) |
    (ROTATED_COMMON.has(word) ? IS_ROTATED_COMMON : 0) |
    (MIRRORED_COMMON.has(word) ? IS_MIRRORED_COMMON : 0);
  listed.push({ word, kinds });
  let h = FNV_OFFSET;
  for (let i = 0; i < word.length; i++) h = Math.imul(h ^ word.charCodeAt(i), FNV_PRIME);
  let at = h & (TABLE_SIZE - 1);
  while (slotWord[at] !== 0) at = (at + 1) & (TABLE_SIZE - 1);
  slotHash[at] = h;
  slotWord[at] = listed.length;
}

/** The list bits of the lower-cased ASCII word `text[start, end)`, whose FNV-1a hash is `h`. */
function kindsOf(text: string, start: number, end: number, h: number): number {
  for (let at = h & (TABLE_SIZE - 1); slotWord[at] !== 0; at = (at + 1) & (TABLE_SIZE - 1)) {
    if (slotHash[at] !== h) continue;
    const entry = listed[(slotWord[at] as number) - 1];
    if (entry === undefined || entry.word.length !== end - start) continue;
    let same = true;
    for (let i = start; i < end && same; i++)
      same = (text.charCodeAt(i) | 0x20) === entry.word.charCodeAt(i - start);
    if (same) return entry.kinds;
  }
  return 0;
}

/**
 * True when the ROT13 of `text` reads as English much more than `text` itself does. Counts both
 * without building the rotated text: a word's rotation is common iff it is in ROTATED_COMMON.
 */
export function looksLikeRot13(text: string): boolean {
  return readsAsRot13(rot13Counts(text));
}

/** Whether counts from {@link rot13Counts} say the text reads as English rotated. */
export function readsAsRot13({ before, after }: { before: number; after: number }): boolean {
  return after >= MIN_ROTATED && after >= 2 * before + 2;
}

/**
 * Whether counts from {@link rot13Counts} say the text reads as English mirrored (Atbash). The
 * mirrored words ("gsv", "blfi", "rtmliv") are no language's, so unlike ROT13's a few of them
 * outweigh the plain words of a request around them ("what does this say: ...").
 */
export function readsAsAtbash({ before, mirrored }: { before: number; mirrored: number }): boolean {
  return mirrored >= MIN_ROTATED && mirrored >= before;
}

/** Fewest rotated common words that can make a text, or any line of it, ROT13. */
export const MIN_ROTATED = 3;

/**
 * How many listed words `text` shows as written (`before`), rotated (`after`) and mirrored
 * (`mirrored`, Atbash): with fewer than three rotated ones, no part of the text can read as ROT13
 * either.
 */
export function rot13Counts(text: string): { before: number; after: number; mirrored: number } {
  let before = 0;
  let after = 0;
  let mirrored = 0;
  let start = -1;
  let h = FNV_OFFSET;
  for (let i = 0; i <= text.length; i++) {
    const c = i < text.length ? text.charCodeAt(i) | 0x20 : 0;
    const letter = c >= 0x61 && c <= 0x7a && i < text.length;
    if (letter) {
      if (start < 0) {
        start = i;
        h = FNV_OFFSET;
      }
      h = Math.imul(h ^ c, FNV_PRIME);
    } else if (start >= 0) {
      if (i - start <= MAX_WORD) {
        const kinds = kindsOf(text, start, i, h);
        if ((kinds & IS_COMMON) !== 0) before++;
        if ((kinds & IS_ROTATED_COMMON) !== 0) after++;
        if ((kinds & IS_MIRRORED_COMMON) !== 0) mirrored++;
      }
      start = -1;
    }
  }
  return { before, after, mirrored };
}

/**
 * A request that names a shift cipher ("decode this Caesar cipher with a shift of 3", "ROT-5"):
 * only then is a text tried under every shift, 24 passes that plain text never pays for. A model
 * told the cipher decodes it; a payload shifted without saying so is left to the model's n-grams.
 */
const NAMES_SHIFT = /\b(?:caesar|shift(?:ed)?\s+(?:of|by)\s+-?\d{1,2}|rot-?\d{1,2})\b/i;

/** The letters of `text` moved `by` places along the alphabet; other characters unchanged. */
export function caesar(text: string, by: number): string {
  const k = ((by % 26) + 26) % 26;
  return mapLetters(text, (i) => (i + k) % 26);
}

/** Common words of three letters or more: a shifted two-letter word is too often common by chance. */
const COMMON_LONG = [...COMMON].filter((w) => w.length >= 3);

/**
 * The shift of a Caesar cipher in `text` (1-25, other than ROT13's 13): the one that, undone, shows
 * the most listed words of three letters or more, when the text names a shift cipher and at least
 * MIN_ROTATED words decode so; else undefined. Undo it with `caesar(text, 26 - shift)`.
 */
export function caesarShift(text: string): number | undefined {
  if (!NAMES_SHIFT.test(text)) return undefined;
  const words = new Map<string, number>();
  for (const m of text.toLowerCase().matchAll(/[a-z]{3,12}/g)) words.set(m[0], (words.get(m[0]) ?? 0) + 1);
  let best: number | undefined;
  let most = MIN_ROTATED - 1;
  for (let by = 1; by < 26; by++) {
    if (by === 13) continue;
    let n = 0;
    for (const w of COMMON_LONG) n += words.get(caesar(w, by)) ?? 0;
    if (n > most) {
      most = n;
      best = by;
    }
  }
  return best;
}
