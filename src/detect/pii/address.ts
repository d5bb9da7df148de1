import { allMatches, type Finder, type Found } from '../engines/finder.js';
import { lowerOf } from '../multi-search.js';
import { hasNumericRun, numericRuns } from './windows.js';

const STREET_TYPES =
  'Street|St|Avenue|Ave|Road|Rd|Boulevard|Blvd|Lane|Ln|Drive|Dr|Court|Ct|Way|Place|Pl|Terrace|Terr|Close|Crescent|Cres|' +
  'Parkway|Pkwy|Highway|Hwy|Square|Sq|Circle|Cir|Trail|Trl|Row|Gardens|Grove|Hill|Mews|Walk|Park|Green|Rise|Parade|Esplanade|Broadway';

/** City, then a US state + ZIP, a UK/CA postcode, or a plain 4-5 digit postcode. */
const TAIL =
  String.raw`(?:,? (?:Apt|Apartment|Suite|Ste|Unit|Flat|Floor|Fl|#) ?[\w-]{1,6})?` +
  String.raw`(?:,? [A-Z][\p{L}'.-]+(?: [A-Z][\p{L}'.-]+){0,2})?` +
  String.raw`(?:,? (?:[A-Z]{2} \d{5}(?:-\d{4})?|[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}|[A-Z]\d[A-Z] ?\d[A-Z]\d|[A-Z]{2,3} \d{4}|\d{4,5}))?`;

const ANGLO = new RegExp(
  String.raw`(?<![\w-])\d{1,5}[A-Za-z]?(?:-\d{1,4})?,? (?:[A-Z][\p{L}'-]+\.? ){1,4}(?:${STREET_TYPES})\.?(?![\p{L}])${TAIL}`,
  'gu',
);

const GERMANIC = new RegExp(
  String.raw`(?<![\p{L}])[A-ZÄÖÜ][\p{L}-]{1,30}(?:straße|strasse|str\.|weg|gasse|platz|allee|ring|damm|ufer|laan|straat|gracht|plein|kade|vej|gade|gatan|vägen|katu|tie|gränd)(?: \d{1,4}[a-z]?(?:[-/]\d{1,4})?)` +
    String.raw`(?:,? (?:[A-Z]{1,2}-)?\d{4,5} [A-ZÄÖÜ][\p{L}-]+)?`,
  'gu',
);

const ROMANCE_STREET_WORDS = [
  'rue',
  'avenue',
  'boulevard',
  'bd',
  'place',
  'chemin',
  'allée',
  'impasse',
  'quai',
  'route',
  'via',
  'viale',
  'piazza',
  'corso',
  'largo',
  'calle',
  'avenida',
  'avda.',
  'plaza',
  'paseo',
  'carrer',
  'rua',
  'travessa',
  'praça',
  'alameda',
];
// Street words are written capitalised or not ("Calle Mayor", "12 rue de la Paix").
const ROMANCE_WORDS = ROMANCE_STREET_WORDS.map(
  (w) => `[${(w[0] ?? '').toUpperCase()}${w[0] ?? ''}]${w.slice(1).replace('.', '\\.')}`,
).join('|');

const ROMANCE = new RegExp(
  String.raw`(?<![\p{L}])(?:\d{1,4}(?:bis|ter)?,? )?(?:${ROMANCE_WORDS})` +
    String.raw` (?:(?:de|du|des|de la|del|della|di|dei|dos|das|da|do|d')\s?)?\p{Lu}[\p{L}'-]+(?: \p{Lu}[\p{L}'-]+){0,3}` +
    String.raw`(?:,? (?:n\.?º? ?)?\d{1,4}[a-zA-Z]?)?(?:,? (?:\d{5}|\d{4}-\d{3}|\d{4}(?: [A-Z]{2})?) \p{Lu}[\p{L}-]+)?`,
  'gu',
);

// Each address pattern runs only near its anchor (a street type, a street suffix, a street word):
// started at every digit or capital of a long prompt, the patterns cost more than all other rules.
// Anchors are looked for as the patterns write them, in the text as written: English street types
// capitalised (" Street"), German/Dutch/Nordic suffixes in lower case ("straße "), Romance street
// words in lower case or capitalised ("rue ", "Rue ").
const ANGLO_WORDS = STREET_TYPES.split('|').map((w) => ` ${w}`);
const GERMANIC_WORDS =
  'straße strasse str. weg gasse platz allee ring damm ufer laan straat gracht plein kade vej gade gatan vägen katu tie gränd'
    .split(' ')
    .map((w) => `${w} `);
const ROMANCE_ANCHOR_WORDS = ROMANCE_STREET_WORDS.flatMap((w) => [
  `${w} `,
  `${(w[0] ?? '').toUpperCase()}${w.slice(1)} `,
]);
const LONGEST_ANCHOR = Math.max(
  ...[...ANGLO_WORDS, ...GERMANIC_WORDS, ...ROMANCE_ANCHOR_WORDS].map((w) => w.length),
);
/** Each pattern runs from 80 characters before an anchor to 120 after it (see anchoredMatches). */
const BEFORE_ANCHOR = 80;
const AFTER_ANCHOR = 120;

/**
 * Every anchor a family accepts is a space and then a capital (" Street"), or a word and a space
 * before a digit ("straße 12"), a capital, a non-ASCII letter or a "d" ("rue de la Paix"): the
 * anchors are looked for only at the places where this pattern stops, which are few in prose.
 */
const ANCHOR_END = / [A-Z0-9d\u00c0-\uffff]/g;
/** English street types by their first letter (" Street" under "S"). */
const ANGLO_BY_FIRST = byAsciiCode(ANGLO_WORDS, (w) => w.charCodeAt(1));
/** German and Romance anchor words by the letter before their trailing space ("straße " under "e"). */
const SUFFIX_BY_LAST = byAsciiCode([...GERMANIC_WORDS, ...ROMANCE_ANCHOR_WORDS], (w) =>
  w.charCodeAt(w.length - 2),
);

/** `words` grouped by an ASCII code of theirs, in an array indexed by the code (a lookup per stop). */
function byAsciiCode(
  words: readonly string[],
  key: (w: string) => number,
): ReadonlyArray<readonly string[] | undefined> {
  const out: Array<string[] | undefined> = new Array(128).fill(undefined);
  for (const w of words) {
    const k = key(w);
    if (k >= 128) throw new Error(`anchor word keyed above ASCII: ${w}`);
    out[k] = [...(out[k] ?? []), w];
  }
  return out;
}

let lastText = '';
let lastAnchors: ReadonlyMap<string, readonly number[]> = new Map();

/** Adds the anchors of `piece` (the text from `from`) to `found`, in text offsets. */
function findAnchors(piece: string, from: number, found: Map<string, number[]>): void {
  const add = (w: string, at: number) => {
    const all = found.get(w);
    if (all === undefined) found.set(w, [at]);
    else all.push(at);
  };
  ANCHOR_END.lastIndex = 0;
  while (ANCHOR_END.test(piece)) {
    const p = ANCHOR_END.lastIndex - 1;
    const c = piece.charCodeAt(p);
    const anglo = c <= 0x5a ? ANGLO_BY_FIRST[c] : undefined;
    if (anglo !== undefined) {
      for (const w of anglo) if (piece.startsWith(w, p - 1)) add(w, from + p - 1);
    }
    const before = piece.charCodeAt(p - 2);
    const suffixes = before < 128 ? SUFFIX_BY_LAST[before] : undefined;
    if (suffixes !== undefined) {
      for (const w of suffixes)
        if (p >= w.length && piece.startsWith(w, p - w.length)) add(w, from + p - w.length);
    }
  }
}

/**
 * The anchors that can lead to an address: an address holds a digit, and lies in the window of
 * its anchor, so only anchors within reach of a digit are looked for, in windows around the
 * text's digit runs. A text without digits costs nothing here.
 */
function anchors(text: string): ReadonlyMap<string, readonly number[]> {
  if (text === lastText) return lastAnchors;
  const found = new Map<string, number[]>();
  const runs = numericRuns(text);
  for (let k = 0; k < runs.length; ) {
    const from = Math.max(0, (runs[k] as number) - AFTER_ANCHOR);
    let to = (runs[k + 1] as number) + BEFORE_ANCHOR + LONGEST_ANCHOR;
    for (k += 3; k < runs.length && (runs[k] as number) - AFTER_ANCHOR <= to; k += 3)
      to = (runs[k + 1] as number) + BEFORE_ANCHOR + LONGEST_ANCHOR;
    findAnchors(text.slice(from, Math.min(text.length, to)), from, found);
  }
  lastText = text;
  lastAnchors = found;
  return found;
}

const isDigit = (c: number) => c >= 0x30 && c <= 0x39;
/** ASCII or Latin letters: an anchor must start a word. */
const isLetter = (c: number) => ((c | 0x20) >= 0x61 && (c | 0x20) <= 0x7a) || (c >= 0xc0 && c <= 0x24f);
/** "Street" ends a word: followed by a non-letter. */
const digitAfter = (t: string, e: number) => isDigit(t.charCodeAt(e));
const afterStreetType = (t: string, e: number, s: number) => {
  const c = t.charCodeAt(s + 1);
  return c >= 0x41 && c <= 0x5a && !isLetter(t.charCodeAt(e));
};
/** "rue " is followed by a capitalised name, a number, or a particle ("de la Paix"). */
const beforeStreetName = (t: string, e: number, s: number) => {
  const c = t.charCodeAt(e);
  const named = (c >= 0x41 && c <= 0x5a) || isDigit(c) || c > 0xbf || t.startsWith('d', e);
  return named && !isLetter(t.charCodeAt(s - 1));
};

/**
 * Matches of `re` in windows around the anchors found (street types in the text, street words
 * lower-cased), in text offsets, each once. Started at every digit or capital of a long prompt,
 * the address patterns would cost more than all the other rules together.
 */
function anchoredMatches(
  text: string,
  re: RegExp,
  words: readonly string[],
  accept: (text: string, end: number, start: number) => boolean,
): RegExpExecArray[] {
  const found = anchors(text);
  if (found.size === 0) return [];
  const at: number[] = [];
  for (const word of words) {
    // Most words are absent: no empty array per lookup (a hundred words, three families).
    const positions = found.get(word);
    if (positions === undefined) continue;
    for (const s of positions) if (accept(text, s + word.length, s)) at.push(s);
  }
  if (at.length === 0) return [];
  const out: RegExpExecArray[] = [];
  const seen = new Set<number>();
  for (const a of at.sort((x, y) => x - y)) {
    const from = Math.max(0, a - BEFORE_ANCHOR);
    for (const m of allMatches(re, text.slice(from, Math.min(text.length, a + AFTER_ANCHOR)))) {
      m.index += from;
      if (!seen.has(m.index)) out.push(m);
      seen.add(m.index);
    }
  }
  return out;
}

const PO_BOX_WORDS = ['box', 'postfach', 'apartado', 'casella', 'bp '];
/**
 * A loose gate for PO_BOX: one of its words (lower-cased) in the 16 characters before a digit
 * run, or in the run, where the box number must be.
 */
function mayHoldPoBox(text: string): boolean {
  const lower = lowerOf(text);
  if (lower.length !== text.length) return PO_BOX_WORDS.some((w) => lower.includes(w));
  const runs = numericRuns(text);
  for (let k = 0; k < runs.length; k += 3) {
    const near = lower.slice(Math.max(0, (runs[k] as number) - 20), runs[k + 1] as number);
    if (PO_BOX_WORDS.some((w) => near.includes(w))) return true;
  }
  return false;
}

const PO_BOX = /\b(?:P\.? ?O\.? Box|Post Office Box|Postfach|Apartado|Casella postale|BP) \d{1,6}\b/gi;

/**
 * Postal addresses: a house number and a street type (English), a compound street name and a
 * number (German, Dutch, Nordic), or a street word and a name (French, Spanish, Italian,
 * Portuguese), each optionally followed by unit, city and postcode; and post-office boxes.
 */
export const postalAddress: Finder = {
  ruleId: 'pii.address',
  entity: 'ADDRESS',
  flag: 'PII',
  find(text) {
    const out: Found[] = [];
    // Every address kept below holds a digit (a house number, a postcode, a box number).
    if (!hasNumericRun(text, 1)) return out;
    const found: Array<[RegExpExecArray, number]> = [];
    for (const m of anchoredMatches(text, ANGLO, ANGLO_WORDS, afterStreetType)) found.push([m, 0.8]);
    for (const m of anchoredMatches(text, GERMANIC, GERMANIC_WORDS, digitAfter)) found.push([m, 0.8]);
    for (const m of anchoredMatches(text, ROMANCE, ROMANCE_ANCHOR_WORDS, beforeStreetName))
      found.push([m, 0]);
    if (mayHoldPoBox(text)) {
      for (const m of allMatches(PO_BOX, text)) found.push([m, 0.8]);
    }
    for (const [m, fixed] of found) {
      let v = m[0];
      while (/[\s,]$/.test(v)) v = v.slice(0, -1);
      if (!/\d/.test(v) || v.length < 8) continue;
      // A Romance street with neither a leading number nor a postcode is less certain.
      const score = fixed || (/^\d/.test(v) || /\d{4,5} /.test(v) ? 0.8 : 0.7);
      out.push({ start: m.index, end: m.index + v.length, score });
    }
    return out;
  },
};
