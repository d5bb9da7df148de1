/**
 * Text written backwards ("snoitcurtsni suoiverp lla erongi") hides an instruction from word rules
 * and from the model, while any capable LLM reads it. Like ROT13 it is recognised by effect:
 * reversed, the text must show clearly more common English words than it does as written, which
 * plain prose never does.
 */
const COMMON = new Set(
  (
    'the and you your ignore all any previous prior above instructions instruction rules system prompt ' +
    'print reveal show tell now are with for this that what from must follow disregard forget ' +
    'password secret say output new'
  ).split(' '),
);
const REVERSED_COMMON = new Set([...COMMON].map((w) => [...w].reverse().join('')));

/** The text reversed by code point (so surrogate pairs survive); same length in UTF-16 units. */
export function reverseText(text: string): string {
  return [...text].reverse().join('');
}

/**
 * Reversed function words, one of which any reversed English sentence holds: text without any is
 * not counted word by word (this test runs on every judged text).
 */
const HINT = /\b(?:eht|dna|uoy|ruoy|lla|erongi|tnirp|woh)\b/i;

/** True when `text` reads as English much better backwards than forwards. */
export function looksReversed(text: string): boolean {
  if (!HINT.test(text)) return false;
  let forwards = 0;
  let backwards = 0;
  for (const m of text.toLowerCase().matchAll(/[a-z]{2,12}/g)) {
    if (COMMON.has(m[0])) forwards++;
    if (REVERSED_COMMON.has(m[0])) backwards++;
  }
  return backwards >= 3 && backwards >= 2 * forwards + 2;
}
