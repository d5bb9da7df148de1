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
  // Yarn's documented Algolia search key, public by design (it is in every yarn install).
  '6fe4476ee5a1832882e326b506d14126',
  // Test and sample API keys committed in Google's open-source Firebase Android SDK: public,
  // restricted to test projects, and copied into countless apps' sources.
  'AIzaSyabcdefghijklmnopqrstuvwxyz1234567',
  'AIzaSyAnLA7NfeLquW1tJFpx_eQCxoX-oo6YyIs',
  'AIzaSyCkEhVjf3pduRDt6d1yKOMitrUEke8agEM',
  'AIzaSyDMAScliyLx7F0NPDEJi1QmyCgHIAODrlU',
  'AIzaSyD3asb-2pEZVqMkmL6M9N6nHZRR_znhrh0',
  'AIzayDNSXIbFmlXbIE6mCzDLQAqITYefhixbX4A',
  'AIzaSyAdOS2zB6NCsk1pCdZ4-P6GBdi_UUPwX7c',
  'AIzaSyASWm6HmTMdYWpgMnjRBjxcQ9CKctWmLd4',
  'AIzaSyANUvH9H9BsUccjsu2pCmEkOPjjaXeDQgY',
  'AIzaSyA5_iVawFQ8ABuTZNUdcwERLJv_a_p4wtM',
  'AIzaSyA4UrcGxgwQFTfaI3no3t7Lt1sjmdnP5sQ',
  'AIzaSyDSb51JiIcB6OJpwwMicseKRhhrOq1cS7g',
  'AIzaSyBF2RrAIm4a0mO64EShQfqfd2AFnzAvvuU',
  'AIzaSyBcE-OOIbhjyR83gm4r2MFCu4MJmprNXsw',
  'AIzaSyB8qGxt4ec15vitgn44duC5ucxaOi4FmqE',
  'AIzaSyA8vmApnrHNFE0bApF4hoZ11srVL_n0nvY',
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

/** Marks that no issued token carries, whatever its prefix: documentation words and template syntax. */
const STRONG_MARKERS =
  /example|xxxx|your[_-]|redacted|placeholder|changeme|replace[_-]?me|here$|\.\.\.|\*\*\*|<|>|\$\{|\{\{|%s/i;

/**
 * The placeholder test for values whose prefix and length already identify the issuer (`ghp_`,
 * `sk-ant-api03-`, `xoxb-`): those are rarely made up, and published test tokens often contain
 * words or ordered runs ("fake", "abcdefgh"), so only strong marks, documented examples and
 * values of very few distinct characters (or a run of 16 of one) count as placeholders.
 */
export function isPlaceholderToken(value: string): boolean {
  if (DOCUMENTED_EXAMPLES.has(value)) return true;
  for (const ex of DOCUMENTED_EXAMPLES) if (ex.length >= 20 && value.includes(ex)) return true;
  if (STRONG_MARKERS.test(value) || /(.)\1{15}/.test(value)) return true;
  if (orderedCoverage(value) >= 0.4 * value.length) return true;
  return value.length >= 12 && new Set(value).size <= 5;
}

/** How many characters of `s` sit in ordered runs of 8 or more ("abcdefgh", "0123456789"). */
function orderedCoverage(s: string): number {
  let covered = 0;
  let run = 1;
  for (let i = 1; i <= s.length; i++) {
    const step = i < s.length ? s.charCodeAt(i) - s.charCodeAt(i - 1) : 0;
    const alnum = i < s.length && /[A-Za-z0-9]/.test(s[i] ?? '');
    if (step === 1 && alnum) run++;
    else {
      if (run >= 8) covered += run;
      run = 1;
    }
  }
  return covered;
}
