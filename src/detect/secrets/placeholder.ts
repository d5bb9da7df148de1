/**
 * Documentation values and placeholders: strings shaped like a credential that no issuer would
 * have issued. Suppressing them is what keeps prefix rules from flagging every README.
 */

/** Values published in providers' own documentation as examples. */
const DOCUMENTED_EXAMPLES = new Set([
  'AKIAIOSFODNN7EXAMPLE',
  'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
  'sk_test_4eC39HqLyjWDarjtT1zdp7dc',
  'sk_test_BQokikJOvBiI2HlWgH4olfQ2',
  'pk_test_TYooMQauvdEDq54NiTphI7jx',
  'ghp_16C7e42F292c6912E7710c838347Ae178B4a',
  'SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c',
]);

/** Words that mark a value as a stand-in when they occur inside it. */
const MARKERS =
  /example|xxxx|your[_-]?|redacted|placeholder|dummy|sample|changeme|replace[_-]?me|fake|insert|\.\.\.|\*\*\*|<|>|\$\{|\{\{|%s/i;

/** Six or more of one character in a row ("000000", "aaaaaa"). */
const REPEATED = /(.)\1{5}/;

const SEQUENCES = ['0123456789', 'abcdefghijklmnopqrstuvwxyz', 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'];

/** True when `s` contains a run of 8 consecutive characters of an ordered alphabet ("12345678"). */
function hasSequence(s: string): boolean {
  for (const seq of SEQUENCES) {
    for (let i = 0; i + 8 <= seq.length; i++) if (s.includes(seq.slice(i, i + 8))) return true;
  }
  return false;
}

/** True when `value` is a documentation example or a placeholder rather than a credential. */
export function isPlaceholder(value: string): boolean {
  if (DOCUMENTED_EXAMPLES.has(value)) return true;
  for (const ex of DOCUMENTED_EXAMPLES) if (ex.length >= 20 && value.includes(ex)) return true;
  if (MARKERS.test(value) || REPEATED.test(value) || hasSequence(value)) return true;
  return value.length >= 12 && new Set(value).size <= 4;
}
