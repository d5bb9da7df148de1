import type { Finder, Found } from '../engines/finder.js';
import { anyOf, lowerWordIndex } from '../multi-search.js';
import { before, words } from './context.js';
import { hasNumericRun, numericMatches, numericRuns } from './windows.js';

/**
 * Passport and driving-licence numbers have no worldwide check digit and look like any other
 * code, so these rules need a document word just before the number ("passport no.", "DL#",
 * "Führerschein"); the UK licence, whose 16 characters encode surname and birth date, needs
 * such a word anywhere in the text.
 */
const PASSPORT_GATE = ['pass', 'pasa', 'pasp', 'reise', 'paszp', '여권', 'パスポート', '护照'];
const LICENCE_GATE = ['licen', 'dl', 'führerschein', 'permis', 'carnet', 'patente', 'rijbewijs'];
const cues = lowerWordIndex('pii', [...PASSPORT_GATE, ...LICENCE_GATE]);

const PASSPORT_WORDS = words([
  'passport',
  'passport no',
  'passport number',
  'passeport',
  'pasaporte',
  'passaporto',
  'reisepass',
  'paspoort',
  'paszport',
  'pasaport',
  'passaporte',
  '여권',
  'パスポート',
  '护照',
]);

const LICENCE_WORDS = words([
  'driving licence',
  'driving license',
  "driver's license",
  "driver's licence",
  'drivers license',
  'driver license',
  'dl',
  'dl#',
  'dl no',
  'licence no',
  'license no',
  'license number',
  'licence number',
  'führerschein',
  'permis de conduire',
  'carnet de conducir',
  'patente',
  'rijbewijs',
]);

/** Characters before a number in which its document word must be. */
const WORD_REACH = 32;

/**
 * Whether run `run` of `text`, or the {@link WORD_REACH} characters before it, holds one of
 * `stems` (lower-cased): every document word holds one, so a number in a run without any is not
 * after a document word, and the run is not searched.
 */
function stemNear(text: string, run: number, stems: readonly string[]): boolean {
  const runs = numericRuns(text);
  const near = text
    .slice(Math.max(0, (runs[run * 3] as number) - WORD_REACH), runs[run * 3 + 1])
    .toLowerCase();
  for (const s of stems) if (near.includes(s)) return true;
  return false;
}
const passportNear = (text: string, run: number) => stemNear(text, run, PASSPORT_GATE);
const licenceNear = (text: string, run: number) => stemNear(text, run, LICENCE_GATE);

/** Passport numbers: 6-9 alphanumerics with at least one digit, after a passport word (ICAO 9303 allows up to 9). */
const PASSPORT = /(?<![A-Za-z0-9])[A-Z0-9]{1,2}\d{5,8}[A-Z0-9]?(?![A-Za-z0-9])/g;

export const passport: Finder = {
  ruleId: 'pii.passport',
  entity: 'PASSPORT',
  flag: 'PII',
  find(text) {
    const out: Found[] = [];
    if (!hasNumericRun(text, 5)) return out;
    for (const m of numericMatches(PASSPORT, text, 5, 256, passportNear)) {
      const v = m[0];
      if (v.length < 6 || v.length > 9) continue;
      if (PASSPORT_WORDS.test(before(text, m.index, WORD_REACH)))
        out.push({ start: m.index, end: m.index + v.length, score: 0.85 });
    }
    // The text must also hold a passport word stem: asked only of texts with a candidate.
    return out.length > 0 && anyOf(cues(text), PASSPORT_GATE) ? out : [];
  },
};

/** Licence numbers: 5-16 characters, letters and digits, at least 4 digits, after a licence word. */
const LICENCE = /(?<![A-Za-z0-9])[A-Z0-9][A-Z0-9 -]{3,18}[A-Z0-9](?![A-Za-z0-9])/g;
/** UK DVLA licence: 5 surname letters (9-padded), decade, month(+5 for women), day, year digit, 2 initials, 9, 2 check. */
const UK_DVLA = /\b[A-Z9]{5}\d[0156]\d[0-3]\d\d[A-Z9]{2}\d[A-Z]{2}\b/g;

export const drivingLicence: Finder = {
  ruleId: 'pii.driving_licence',
  entity: 'DRIVER_LICENSE',
  flag: 'PII',
  find(text) {
    const out: Found[] = [];
    if (!hasNumericRun(text, 4)) return out;
    for (const m of numericMatches(UK_DVLA, text, 7))
      out.push({ start: m.index, end: m.index + m[0].length, score: 0.85 });
    for (const m of numericMatches(LICENCE, text, 4, 256, licenceNear)) {
      const v = m[0].trim();
      const digits = v.replace(/\D/g, '').length;
      if (digits < 4 || v.replace(/[ -]/g, '').length < 5) continue;
      if (LICENCE_WORDS.test(before(text, m.index, WORD_REACH)))
        out.push({ start: m.index, end: m.index + v.length, score: 0.8 });
    }
    // The text must also hold a licence word stem: asked only of texts with a candidate.
    return out.length > 0 && anyOf(cues(text), LICENCE_GATE) ? out : [];
  },
};
