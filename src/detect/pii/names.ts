import type { Finder, Found } from '../engines/finder.js';
import { before } from './context.js';
import { FIRST_NAMES, HONORIFICS, LAST_NAMES, ORGANIZATIONS, PLACES } from './lexicon-data.js';

/**
 * Person names, organisations and places by a lexicon-and-context recogniser: capitalised word
 * runs are looked up in first-name, surname, place and organisation lists (from the compromise
 * package's lexicon, shipped in the source) and read with their cues: an honorific, "my name is",
 * "Dear", a company suffix, a preposition of place. It runs in one pass over the text; a
 * statistical tagger was measured at about 100 ms per 2.5 KB, too slow for the scan path.
 */

const FIRST = new Set(FIRST_NAMES);
const LAST = new Set(LAST_NAMES);
const PLACE = new Set(PLACES);
const ORG = new Set(ORGANIZATIONS);
const HONORIFIC = new Set([
  ...HONORIFICS,
  'mr',
  'mrs',
  'ms',
  'miss',
  'mx',
  'dr',
  'prof',
  'sir',
  'dame',
  'herr',
  'frau',
  'mme',
  'mlle',
  'sr',
  'sra',
  'srta',
  'sig',
  'sig.ra',
  'dott',
  'dott.ssa',
  'señor',
  'señora',
  'monsieur',
  'madame',
  'signor',
  'signora',
]);
const ORG_SUFFIX = new Set(
  'inc inc. ltd ltd. llc llp plc corp corp. corporation company co. group holdings gmbh ag sa s.a. sas sarl bv b.v. nv n.v. ab asa oy spa s.p.a. srl s.r.l. pty kk bank foundation institute university'.split(
    ' ',
  ),
);
/** Capitalised words that start sentences or titles and are never names on their own. */
const NOT_NAMES = new Set(
  (
    'the a an this that these those i we you he she it they my our your his her their please hi hello dear thanks thank ' +
    'yes no ok monday tuesday wednesday thursday friday saturday sunday january february march april may june july august ' +
    'september october november december street road avenue north south east west new old'
  ).split(' '),
);
const PERSON_CUE =
  /(?:my name is|name is|i am|i'm|this is|dear|hi|hello|hey|thanks|thank you|regards|sincerely|signed|from|contact|ask|tell|call|email|cc|attn|patient|employee|customer|client|user|tenant|applicant|candidate|named|called|by|with|to|and|name:|nombre:|nom:|name|je m'appelle|je m’appelle|me llamo|chamo-me|me chamo|ich heiße|ich heisse|mi chiamo|mijn naam is|ik heet|bonjour|estimado|estimada|gentile|caro|cara|beste|geachte|sehr geehrte frau|sehr geehrter herr|transmettre à|reenvía esto a|encaminha isto para|inoltra a|leite das an|stuur dit door naar)\s*[:,]?\s*$/i;
/**
 * An article or a possessive right before a word that is not used before a name: English's, and
 * the indefinite ones of five languages (the definite ones are, colloquially: "o João", "la Giulia",
 * "der Hans"; Spanish "a" marks a person: "llamé a María").
 */
const DETERMINER =
  /(?:^|[^\p{L}])(?:the|an|my|your|our|their|un|une|una|ein|eine|een|het|mon|mein|meine|mijn)\s+$/iu;
const PLACE_CUE =
  /(?:\bin|\bat|\bfrom|\bnear|\bto|\blive in|\bbased in|\blocated in|\bmoved to|\bvisit|\bcity of|\bborn in)\s+$/i;

/** Words after which a capitalised run is an employer or company, in seven languages. */
const ORG_CUE =
  /(?:\bworks? (?:at|for)|\bworked (?:at|for)|\bworking (?:at|for)|\bemployed by|\bemployee of|\bjoined|\b(?:ceo|cto|cfo|founder|co-founder) of|\b(?:engineer|manager|director|intern|analyst) at|\btrabaj[oa] en|\btrabaj[oa] para|\barbeite(?:t)? bei|\btravaille (?:chez|pour)|\blavor[oa] (?:presso|per)|\btrabalh[oa] (?:na|no|para)|\bwerk(?:t)? bij)\s+$/i;
/** Words after which a capitalised run is a place even when the lexicon does not know it. */
const PLACE_STRONG_CUE =
  /(?:\blives? in|\bliving in|\bmoved to|\bbased in|\blocated in|\bborn in|\bgrew up in|\bwohne in|\bwohnt in|\bhabite à|\bhabite a|\bvivo en|\bvive en|\babito a|\babita a|\bmoro em|\bmora em|\bwoon in|\bwoont in)\s+$/i;

/** The last word of each ORG_CUE and PLACE_STRONG_CUE alternative, lower-cased. */
const ORG_CUE_LAST = new Set('at for by of joined en para bei chez pour presso per na no bij'.split(' '));
const PLACE_CUE_LAST = new Set(['in', 'to', 'à', 'en', 'a', 'em']);

/** White space as `\s` reads it: ASCII without a regex, other units by the regex. */
const isSpace = (c: number, text: string, i: number) =>
  c === 0x20 || (c >= 0x09 && c <= 0x0d) || (c > 0x7f && /\s/.test(text.charAt(i)));

/**
 * The ASCII letters (or the "à") that end the 32 characters before `at` after their trailing
 * white space, lower-cased: the last word of a cue there, if any.
 */
function lastWordBefore(text: string, at: number): string {
  const from = Math.max(0, at - 32);
  let e = at;
  while (e > from && isSpace(text.charCodeAt(e - 1), text, e - 1)) e--;
  const c = text.charCodeAt(e - 1);
  if (e > from && (c === 0xe0 || c === 0xc0)) return 'à';
  let b = e;
  while (b > from && isAsciiLetter(text.charCodeAt(b - 1))) b--;
  return text.slice(b, e).toLowerCase();
}

interface Token {
  start: number;
  end: number;
  lower: string;
  /** `lower` without a trailing dot, apostrophe or possessive "'s": the lexicon key. */
  bare: string;
}

const UPPER_START = /\p{Lu}/u;
const LETTER = /\p{L}/u;
const isAsciiLetter = (c: number) => (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a);
const isDigit = (c: number) => c >= 0x30 && c <= 0x39;
/** Letters of a name: ASCII letters, apostrophes, hyphens, and any non-ASCII letter. */
const inWord = (text: string, i: number) => {
  const c = text.charCodeAt(i);
  return isAsciiLetter(c) || c === 0x27 || c === 0x2019 || c === 0x2d || (c > 0x7f && isLetter(text, i, c));
};
/** Latin-1 and Latin Extended letters without a regex (the common non-ASCII case), others by \p{L}. */
function isLetter(text: string, i: number, c: number): boolean {
  if (c >= 0xc0 && c <= 0x24f) return c !== 0xd7 && c !== 0xf7;
  return LETTER.test(text.charAt(i));
}

/**
 * Where a capitalised token can start: A-Z, or a UTF-16 unit above U+00BF that is an upper-case
 * letter on its own (astral capitals, as surrogate halves, are not). The regex engine skips the
 * ASCII lower-case prose natively and stops at A-Z or at any unit from U+00C0; those are checked
 * against \p{Lu} here. (A class spelling out every upper-case letter was measured four times
 * slower than a character loop: V8 tests such a class range by range.)
 */
const CANDIDATE = /[A-Z\u00c0-\uffff]/g;

/** Capitalised tokens: the regex skips to each candidate capital, a character loop reads the word. */
function capitalised(text: string): Token[] {
  const out: Token[] = [];
  const n = text.length;
  CANDIDATE.lastIndex = 0;
  // test() rather than exec(): no match array per capital; the one-unit match ends at lastIndex.
  while (out.length <= 20000 && CANDIDATE.test(text)) {
    let i = CANDIDATE.lastIndex - 1;
    if (text.charCodeAt(i) > 0x7f && !UPPER_START.test(text.charAt(i))) {
      // A stretch of non-Latin text: walked unit by unit, as one regex match per unit would cost more.
      let c = 0;
      for (i++; i < n; i++) {
        c = text.charCodeAt(i);
        if (c < 0xc0 || UPPER_START.test(text.charAt(i))) break;
      }
      if (i >= n || c < 0xc0) {
        CANDIDATE.lastIndex = i;
        continue;
      }
    }
    CANDIDATE.lastIndex = i + 1;
    const p = i > 0 ? text.charCodeAt(i - 1) : 0x20;
    if (isAsciiLetter(p) || isDigit(p) || p === 0x5f || (p > 0x7f && isLetter(text, i - 1, p))) continue;
    let e = i + 1;
    while (e < text.length && inWord(text, e)) e++;
    let lower = text.slice(i, e).toLowerCase();
    // "J." and "Dr." keep their dot; "Smith." at a sentence end does not.
    if (text.charCodeAt(e) === 0x2e && (e - i === 1 || HONORIFIC.has(lower) || ORG_SUFFIX.has(`${lower}.`))) {
      e++;
      lower += '.';
    }
    out.push({ start: i, end: e, lower, bare: bareOf(lower) });
    // As in the character loop this replaces, the unit right after a token is not looked at.
    CANDIDATE.lastIndex = e + 1;
  }
  return out;
}

/** Splits tokens into runs of words separated by a single space (or ", " before a suffix). */
function runs(text: string, tokens: Token[]): Token[][] {
  const out: Token[][] = [];
  let cur: Token[] = [];
  for (const t of tokens) {
    const prev = cur.at(-1);
    const gap = prev ? t.start - prev.end : -1;
    const joined =
      prev !== undefined &&
      ((gap === 1 && text.charCodeAt(prev.end) === 0x20) ||
        (gap === 2 && text.startsWith(', ', prev.end) && ORG_SUFFIX.has(t.lower)));
    if (joined) cur.push(t);
    else {
      if (cur.length > 0) out.push(cur);
      cur = [t];
    }
  }
  if (cur.length > 0) out.push(cur);
  return out;
}

function sentenceStart(text: string, at: number): boolean {
  const before = text.slice(Math.max(0, at - 3), at).trimEnd();
  return before === '' || /[.!?:;"“(\n]$/.test(before) || /\n\s*$/.test(text.slice(Math.max(0, at - 3), at));
}

function bareOf(lower: string): string {
  const last = lower.charCodeAt(lower.length - 1);
  const trimmed = last === 0x2e || last === 0x27 || last === 0x2019 ? lower.replace(/[.'’]+$/, '') : lower;
  const n = trimmed.length;
  const quote = trimmed.charCodeAt(n - 2);
  return n >= 2 && trimmed.charCodeAt(n - 1) === 0x73 && (quote === 0x27 || quote === 0x2019)
    ? trimmed.slice(0, -2)
    : trimmed;
}
const bare = (t: Token) => t.bare;

interface Entity extends Found {
  kind: 'PERSON' | 'ORGANIZATION' | 'LOCATION';
}

/** Classifies one run of capitalised words into entities. */
function classify(text: string, whole: Token[], out: Entity[]): void {
  // A strong cue names what follows whatever the lexicon knows: "works at Zentrix", "moved to Tromsø".
  const lead = whole[0];
  const tail = whole.at(-1);
  if (lead && tail && !NOT_NAMES.has(bare(lead))) {
    // Each cue ends in one of a few words: the two patterns run only after one of them.
    const last = lastWordBefore(text, lead.start);
    const cueText = last === '' ? '' : text.slice(Math.max(0, lead.start - 32), lead.start);
    if (ORG_CUE_LAST.has(last) && ORG_CUE.test(cueText)) {
      out.push({ kind: 'ORGANIZATION', start: lead.start, end: tail.end, score: 0.6 });
      return;
    }
    if (PLACE_CUE_LAST.has(last) && PLACE_STRONG_CUE.test(cueText)) {
      out.push({ kind: 'LOCATION', start: lead.start, end: tail.end, score: 0.55 });
      return;
    }
  }
  // Most runs are one capitalised word that no list knows ("The", "Please", "Our"): skip them cheaply.
  const only = whole.length === 1 ? whole[0] : undefined;
  if (only && !FIRST.has(only.bare) && !LAST.has(only.bare) && !PLACE.has(only.bare) && !ORG.has(only.bare))
    return;
  let k = 0;
  while (k < whole.length - 1 && NOT_NAMES.has(bare(whole[k] as Token))) k++;
  const run = whole.slice(k);
  const first = run[0];
  const last = run.at(-1);
  if (!first || !last) return;
  const words = run.map(bare);
  if (run.length >= 2 && ORG_SUFFIX.has(last.lower)) {
    out.push({ kind: 'ORGANIZATION', start: first.start, end: last.end, score: 0.6 });
    return;
  }
  const phrase = words.join(' ');
  if (ORG.has(phrase)) {
    out.push({ kind: 'ORGANIZATION', start: first.start, end: last.end, score: 0.45 });
    return;
  }
  if (PLACE.has(phrase)) {
    const cue = PLACE_CUE.test(text.slice(Math.max(0, first.start - 16), first.start));
    out.push({ kind: 'LOCATION', start: first.start, end: last.end, score: cue ? 0.49 : 0.45 });
    return;
  }
  classifyPerson(text, run, words, out);
}

function classifyPerson(text: string, whole: Token[], _words: string[], out: Entity[]): void {
  // Leading capitalised words that are not names ("Patient", "Meeting") are cues, not part of it.
  let k = 0;
  while (
    k < whole.length - 1 &&
    k < 2 &&
    !isNameStart(whole[k] as Token) &&
    isNameStart(whole[k + 1] as Token)
  )
    k++;
  // A sentence's first word is capitalised anyway: "Patient Priya Patel" is read without "Patient".
  const opener = whole[0];
  if (
    k === 0 &&
    whole.length >= 3 &&
    opener &&
    !isNameStart(opener) &&
    !LAST.has(bare(opener)) &&
    sentenceStart(text, opener.start)
  )
    k = 1;
  const run = whole.slice(k);
  const honorific = run.length >= 2 && HONORIFIC.has(bare(run[0] as Token));
  const name = run.slice(honorific ? 1 : 0, (honorific ? 1 : 0) + 3);
  // A short word in capitals after a name is an acronym, not a surname: "Ada SMS dari bank ..."
  // (Indonesian "there is an SMS"), "Ben USB"; a surname in capitals is longer ("Jean DUPONT").
  while (name.length > 1 && acronym(text, name.at(-1) as Token) && !LAST.has(bare(name.at(-1) as Token)))
    name.pop();
  const head = name[0];
  const tail = name.at(-1);
  if (!head || !tail || NOT_NAMES.has(bare(head))) return;
  const lead = run[0]?.start ?? head.start;
  const cue = PERSON_CUE.test(text.slice(Math.max(0, lead - 20), lead));
  const atStart = k === 0 && sentenceStart(text, lead);
  const firstKnown = FIRST.has(bare(head));
  const lastKnown = LAST.has(bare(tail));
  let score = honorific ? 0.85 : 0;
  if (name.length >= 2) {
    if (firstKnown && lastKnown) score = Math.max(score, 0.9);
    else if (firstKnown || (lastKnown && !atStart)) score = Math.max(score, 0.8);
    else if (cue) score = Math.max(score, 0.75);
  } else if (cue && (firstKnown || lastKnown)) score = Math.max(score, 0.7);
  // A first name alone in capitals ("the TIM modem", "you are DAN", "the DANA app") is a brand or
  // an acronym; in capitals a name is read with a cue ("MY NAME IS JOHN") or a surname only.
  // So is one after an article or a possessive ("the Roman gallery", "my Chase account"): a person
  // is named without one.
  else if (firstKnown && !atStart && !allCaps(text, head) && !DETERMINER.test(before(text, lead, 8)))
    score = Math.max(score, 0.6);
  if (score <= 0) return;
  // A surname with a particle ("de Vries", "van der Berg", "da Silva") continues the name.
  const particle = PARTICLE_SURNAME.exec(text.slice(tail.end, tail.end + 40));
  out.push({
    kind: 'PERSON',
    start: honorific ? lead : head.start,
    end: tail.end + (particle?.[0].length ?? 0),
    score,
  });
}

const PARTICLE_SURNAME =
  /^ (?:van der|van den|van de|von der|de la|de los|del|della|de|van|von|der|den|da|di|du|dos|das|do|ter|ten|le|la|al|el|bin|ibn) \p{Lu}[\p{L}'’-]+/u;

/** Whether a token is written in capitals only (two letters or more). */
function allCaps(text: string, t: Token): boolean {
  const w = text.slice(t.start, t.end);
  return w.length >= 2 && w === w.toUpperCase() && w !== w.toLowerCase();
}

/** A token of two or three capitals: SMS, WA, USB. */
function acronym(text: string, t: Token): boolean {
  return t.end - t.start <= 3 && allCaps(text, t);
}

function isNameStart(t: Token): boolean {
  const w = bare(t);
  return FIRST.has(w) || HONORIFIC.has(w);
}

/** Runs the recogniser once per text and caches the result for the three finders. */
let lastText = '';
let lastEntities: Entity[] = [];
function entities(text: string): Entity[] {
  if (text === lastText) return lastEntities;
  const out: Entity[] = [];
  for (const run of runs(text, capitalised(text))) classify(text, run, out);
  lastText = text;
  lastEntities = out;
  return out;
}

function entityFinder(ruleId: string, kind: Entity['kind']): Finder {
  return {
    ruleId,
    entity: kind,
    flag: 'PII',
    find: (text) =>
      entities(text)
        .filter((e) => e.kind === kind)
        .map(({ start, end, score }) => ({ start, end, score })),
  };
}

export const person = entityFinder('pii.person', 'PERSON');
export const organization = entityFinder('pii.organization', 'ORGANIZATION');
export const location = entityFinder('pii.location', 'LOCATION');
