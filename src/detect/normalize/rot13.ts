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
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 0x41 && c <= 0x5a) out += String.fromCharCode(((c - 0x41 + 13) % 26) + 0x41);
    else if (c >= 0x61 && c <= 0x7a) out += String.fromCharCode(((c - 0x61 + 13) % 26) + 0x61);
    else out += text[i];
  }
  return out;
}

const ROTATED_COMMON = new Set([...COMMON].map(rot13));

/**
 * True when the ROT13 of `text` reads as English much more than `text` itself does. Counts both
 * without building the rotated text: a word's rotation is common iff it is in ROTATED_COMMON.
 */
export function looksLikeRot13(text: string): boolean {
  let before = 0;
  let after = 0;
  let start = -1;
  for (let i = 0; i <= text.length; i++) {
    const c = i < text.length ? text.charCodeAt(i) | 0x20 : 0;
    const letter = c >= 0x61 && c <= 0x7a && i < text.length;
    if (letter && start < 0) start = i;
    else if (!letter && start >= 0) {
      if (i - start <= 12) {
        const w = text.slice(start, i).toLowerCase();
        if (COMMON.has(w)) before++;
        if (ROTATED_COMMON.has(w)) after++;
      }
      start = -1;
    }
  }
  return after >= 3 && after >= 2 * before + 2;
}
