/**
 * The NATO spelling alphabet ("India Golf November Oscar Romeo Echo"), as garak's `InjectNato`
 * probe and jailbreak kits spell a payload: a model reads the letters back, a word rule does not.
 * A run of at least eight code words, separated only by spaces, commas, hyphens or slashes, is read
 * as letters. Probe sets drop the spaces between words ("IGNOREALLPREVIOUS..."); then the letters
 * are split into words of a small vocabulary (the words attacks are made of, and English function
 * words), so the rules can read them again. "Space", "stop" or a slash between code words marks a
 * word break where the writer kept one.
 */

const CODE_WORDS: Record<string, string> = {
  alfa: 'a',
  alpha: 'a',
  bravo: 'b',
  charlie: 'c',
  delta: 'd',
  echo: 'e',
  foxtrot: 'f',
  golf: 'g',
  hotel: 'h',
  india: 'i',
  juliet: 'j',
  juliett: 'j',
  kilo: 'k',
  lima: 'l',
  mike: 'm',
  november: 'n',
  oscar: 'o',
  papa: 'p',
  quebec: 'q',
  romeo: 'r',
  sierra: 's',
  tango: 't',
  uniform: 'u',
  victor: 'v',
  whiskey: 'w',
  whisky: 'w',
  xray: 'x',
  'x-ray': 'x',
  yankee: 'y',
  zulu: 'z',
  zero: '0',
  one: '1',
  two: '2',
  three: '3',
  four: '4',
  five: '5',
  six: '6',
  seven: '7',
  eight: '8',
  nine: '9',
  niner: '9',
};
const BREAKS = new Set(['space', 'stop', '/', '|']);

/** Fewest code words that make a run a spelling rather than a sentence about the alphabet. */
const MIN_CODE_WORDS = 8;
/** Most code words read: a spelled payload is short, and a longer run is read in part. */
const MAX_CODE_WORDS = 2048;

/**
 * Words an unspaced spelling is split into: English function words and the words of attacks (the
 * phrase rules' vocabulary, in short). A word outside it comes out letter by letter.
 */
const VOCABULARY = new Set(
  (
    'a an the and or but not no yes to of in on at by for from with without as is are was were be been ' +
    'am do does did have has had will would can could should must may might shall it its this that these ' +
    'those there here what which who whom whose why how when where all any every each some none other ' +
    'more most only just now then than so very also again new old first last next before after above below ' +
    'i me my mine you your yours we us our he him his she her they them their one two three ' +
    'ignore ignoring disregard forget skip override bypass previous prior earlier initial original ' +
    'instruction instructions rule rules guideline guidelines prompt prompts system message messages ' +
    'developer mode admin administrator root access reveal print show display output repeat tell give ' +
    'write say share leak dump expose spell recite echo return send type read list explain describe ' +
    'secret secrets password passwords key keys token tokens code codes credential credentials hidden ' +
    'confidential private internal config configuration data database user users email address account ' +
    'pretend act role play game story character persona you are now dan jailbreak unrestricted unfiltered ' +
    'uncensored restrictions restricted limits filter filters safety policy policies ethics ethical moral ' +
    'morals allowed permitted free freed answer answers question questions reply response respond task ' +
    'text above everything anything nothing something make build create how kill bomb weapon drug drugs ' +
    'hack hacking malware virus steal attack harmful illegal dangerous poison meth explosive explosives ' +
    'script alert document cookie link url image click visit download run execute command shell delete ' +
    'file files hello world please thanks thank well good bad yes sure okay ok stop start begin end'
  ).split(' '),
);
const LONGEST_WORD = 13;

/** A decoded spelling: `[start, end)` in the text and what it spells. */
export interface NatoSpelling {
  start: number;
  end: number;
  text: string;
}

/** The code words of letters, as a regex alternation. */
const ALPHABET = Object.keys(CODE_WORDS)
  .filter((w) => /[a-z]/.test(CODE_WORDS[w] ?? ''))
  .join('|');
/** Three code words in a row: the cheap test before the word scan ("golf" or "echo" alone is prose). */
const THREE_IN_A_ROW = new RegExp(`\\b(?:${ALPHABET})[\\s,-]+(?:${ALPHABET})[\\s,-]+(?:${ALPHABET})\\b`, 'i');

/** Consecutive code words: where they are, what they spell so far, and how many letters. */
interface Run {
  start: number;
  end: number;
  out: string;
  letters: number;
  /** Whether the writer marked word breaks ("space", "stop", "/"). */
  spaced: boolean;
}

/** The longest run of NATO code words in `text` (at least eight), spelled out; else undefined. */
export function decodeNato(text: string): NatoSpelling | undefined {
  if (!THREE_IN_A_ROW.test(text)) return undefined;
  const words = /[A-Za-z]+(?:-ray)?|[/|]/g;
  // A run is extended in place; `best` is the longest run so far (possibly the current one).
  let best: Run | undefined;
  let run: Run | undefined;
  let lastEnd = -1;
  for (let m = words.exec(text); m !== null; m = words.exec(text)) {
    const word = m[0].toLowerCase();
    const letter = CODE_WORDS[word];
    const isBreak = BREAKS.has(word);
    // Only spaces, commas and hyphens may stand between the words of one run.
    const joined = run !== undefined && /^[\s,;-]*$/.test(text.slice(lastEnd, m.index));
    if (letter === undefined && !isBreak) {
      run = undefined;
      continue;
    }
    if (!joined) run = { start: m.index, end: m.index, out: '', letters: 0, spaced: false };
    if (run === undefined) continue;
    if (isBreak) {
      run.out += ' ';
      run.spaced = true;
    } else {
      run.out += letter;
      run.letters++;
    }
    run.end = m.index + m[0].length;
    lastEnd = run.end;
    if (run.letters >= MIN_CODE_WORDS && (best === undefined || run.letters > best.letters)) best = run;
    if (best !== undefined && best.letters >= MAX_CODE_WORDS) break;
  }
  if (best === undefined) return undefined;
  const spelled = best.spaced ? best.out.trim().replace(/ +/g, ' ') : segment(best.out);
  return spellsWords(spelled) ? { start: best.start, end: best.end, text: spelled } : undefined;
}

/**
 * Whether most letters of a spelling fall in words of two letters or more: "a b c d ..." (the
 * alphabet recited) and "k l m 2 7 4 9" (a booking reference read out) spell no words.
 */
function spellsWords(spelled: string): boolean {
  let inWords = 0;
  let all = 0;
  for (const w of spelled.split(' ')) {
    all += w.length;
    if (w.length >= 2) inWords += w.length;
  }
  return inWords >= 0.6 * all;
}

/**
 * `letters` split into the fewest words of VOCABULARY, a letter outside every word costing as much
 * as three words (dynamic programming over at most LONGEST_WORD letters back from each position).
 */
export function segment(letters: string): string {
  const n = letters.length;
  const cost = new Float64Array(n + 1).fill(Number.POSITIVE_INFINITY);
  const from = new Int32Array(n + 1);
  cost[0] = 0;
  for (let i = 1; i <= n; i++) {
    // A letter alone, outside the vocabulary.
    cost[i] = (cost[i - 1] as number) + 3;
    from[i] = i - 1;
    for (let k = 1; k <= LONGEST_WORD && k <= i; k++) {
      if (!VOCABULARY.has(letters.slice(i - k, i))) continue;
      const c = (cost[i - k] as number) + 1;
      if (c < (cost[i] as number)) {
        cost[i] = c;
        from[i] = i - k;
      }
    }
  }
  const parts: string[] = [];
  for (let i = n; i > 0; i = from[i] as number) parts.push(letters.slice(from[i] as number, i));
  return parts.reverse().join(' ');
}
