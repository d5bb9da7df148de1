/**
 * Cached character classes for the hot loops of normalisation. Unicode property regexes are slow
 * per call in V8, so each BMP code unit is classified once and remembered.
 */

const WORD = /[\p{L}\p{N}\p{M}]/u;
const LETTER = /[\p{L}\p{M}]/u;
/** Bit 0 = known, bit 1 = word (letter, digit or mark), bit 2 = letter (or mark). */
const cache = new Uint8Array(65536);

function classify(c: number): number {
  let k = cache[c] ?? 0;
  if (k === 0) {
    const ch = String.fromCharCode(c);
    k = 1 | (WORD.test(ch) ? 2 : 0) | (LETTER.test(ch) ? 4 : 0);
    cache[c] = k;
  }
  return k;
}

/** True for a UTF-16 unit that is part of a word: a letter, digit or combining mark. */
export function isWordCode(c: number): boolean {
  if (c < 0x80) return (c >= 0x30 && c <= 0x39) || (c >= 0x61 && c <= 0x7a) || (c >= 0x41 && c <= 0x5a);
  // Surrogates (emoji, rare astral letters) separate words.
  if (c >= 0xd800 && c <= 0xdfff) return false;
  return (classify(c) & 2) !== 0;
}

/** True for a UTF-16 unit that is a letter (or a mark inside a letter sequence). */
export function isLetterCode(c: number): boolean {
  if (c < 0x80) return (c >= 0x61 && c <= 0x7a) || (c >= 0x41 && c <= 0x5a);
  if (c >= 0xd800 && c <= 0xdfff) return false;
  return (classify(c) & 4) !== 0;
}
