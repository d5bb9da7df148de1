import { allMatches, type Finder, type Found } from '../engines/finder.js';
import { anyOf, lowerWordIndex } from '../multi-search.js';
import { before, words } from './context.js';
import { numericRuns } from './windows.js';

/** A date is personal data when it is a birth date: these words say so, in several languages. */
const BIRTH_WORD_LIST = [
  'born',
  'born on',
  'birth',
  'date of birth',
  'birthdate',
  'birthday',
  'dob',
  'd.o.b',
  'd.o.b.',
  'b.',
  'geboren',
  'geburtsdatum',
  'né le',
  'née le',
  'né',
  'née',
  'date de naissance',
  'fecha de nacimiento',
  'nacido',
  'nacida',
  'data di nascita',
  'nato',
  'nata',
  'data de nascimento',
  'nascido',
  'nascida',
  'nasci',
  'nací',
  'naci',
  'geboren op',
  'geboortedatum',
  'urodzony',
  'urodzona',
  'doğum tarihi',
  '생년월일',
  '生年月日',
  '出生日期',
];
const BIRTH_WORDS = words(BIRTH_WORD_LIST);

const BIRTH_GATE = [
  'born',
  'birth',
  'dob',
  'd.o.b',
  'geb',
  'né',
  'naissance',
  'nac',
  'nascita',
  'nato',
  'nata',
  'nascimento',
  'nasc',
  'geboorte',
  'urodzon',
  'doğum',
  '생년월일',
  '生年月日',
  '出生',
];
const cues = lowerWordIndex('pii', BIRTH_GATE);

const MONTHS =
  'jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?|' +
  'januar|februar|märz|mai|juni|juli|oktober|dezember|janvier|février|mars|avril|juin|juillet|août|septembre|octobre|novembre|décembre|' +
  'enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre|' +
  'gennaio|febbraio|aprile|maggio|giugno|luglio|settembre|ottobre|dicembre|' +
  'janeiro|fevereiro|março|maio|junho|julho|setembro|outubro|dezembro|' +
  'januari|februari|maart|juni|augustus|oktober';

const DATE = new RegExp(
  `(?<![\\d])(?:\\d{4}[-/.]\\d{1,2}[-/.]\\d{1,2}|\\d{1,2}[-/.]\\d{1,2}[-/.](?:\\d{4}|\\d{2})|\\d{1,2}(?:st|nd|rd|th|º)?\\.? (?:of |de )?(?:${MONTHS})\\.?,? (?:de )?\\d{4}|(?:${MONTHS})\\.? \\d{1,2}(?:st|nd|rd|th)?,? \\d{4}|\\d{1,2}[-/](?:${MONTHS})[-/](?:\\d{4}|\\d{2})|\\d{4}년 ?\\d{1,2}월 ?\\d{1,2}일|\\d{4}年\\d{1,2}月\\d{1,2}日)(?![\\d])`,
  'giu',
);

/** Any birth word, anywhere (no word boundaries): a superset of BIRTH_WORDS' matches, for a gate. */
const BIRTH_ANY = new RegExp(
  BIRTH_WORD_LIST.map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'),
  'iu',
);
/**
 * Reach before a 4-digit run in which the birth word of a date holding it can be: 36 characters
 * before the date (see below), which starts at most 22 before its year ("12th of septiembre, 1985").
 */
const BIRTH_REACH = 64;

/**
 * Where dates of birth can be: around each run of 4+ digits that has a birth word within reach
 * (a date's month name or day may come up to 30 characters before its year), merged. The date
 * pattern runs only there, not from every position of a long text.
 */
function birthWindows(text: string): Array<[number, number]> {
  const runs = numericRuns(text);
  const out: Array<[number, number]> = [];
  for (let k = 0; k < runs.length; k += 3) {
    if ((runs[k + 2] as number) < 4) continue;
    const start = runs[k] as number;
    const end = runs[k + 1] as number;
    if (!BIRTH_ANY.test(text.slice(Math.max(0, start - BIRTH_REACH), end + AFTER_REACH).toLowerCase()))
      continue;
    let from = Math.max(0, start - 30);
    while (from > 0 && isDigit(text.charCodeAt(from - 1))) from--;
    const to = Math.min(text.length, end + 12);
    const last = out.at(-1);
    if (last && from <= last[1]) last[1] = Math.max(last[1], to);
    else out.push([from, to]);
  }
  return out;
}

const isDigit = (c: number) => c >= 0x30 && c <= 0x39;

/** A birth word right after the date, as German and Dutch word it ("am 12.03.1980 geboren"). */
const BIRTH_AFTER = /^\s{0,3}(?:geboren|born|geb\.)/i;
const AFTER_REACH = 16;

/** Dates of birth: a calendar date within a few words after a birth word ("DOB:", "born on", "né le"). */
export const dateOfBirth: Finder = {
  ruleId: 'pii.date_of_birth',
  entity: 'DATE_OF_BIRTH',
  flag: 'PII',
  find(text) {
    const out: Found[] = [];
    // Every date form holds a run of 4 digits and separators ("1985", "12/03/85"), with a birth
    // word shortly before; only then is the text's birth vocabulary looked up.
    const windows = birthWindows(text);
    if (windows.length === 0) return out;
    for (const [from, to] of windows) {
      for (const w of allMatches(DATE, text.slice(from, to))) {
        const at = from + w.index;
        const end = at + w[0].length;
        if (BIRTH_WORDS.test(before(text, at, 36)) || BIRTH_AFTER.test(text.slice(end, end + AFTER_REACH)))
          out.push({ start: at, end, score: 0.85 });
      }
    }
    // The text must also hold a birth word stem: a pass over all of it, asked only once a date
    // with a birth word around it is found ("b." alone, as in "db.internal:5432", opens windows).
    return out.length > 0 && anyOf(cues(text), BIRTH_GATE) ? out : [];
  },
};
