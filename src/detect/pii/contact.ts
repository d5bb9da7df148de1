import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import type { Finder, Found } from '../engines/finder.js';
import { before, thingContext, words } from './context.js';
import { numericMatches } from './windows.js';

/** '@' signs examined per text: bounds work on inputs like "@@@@...". */
const MAX_AT_SIGNS = 2000;

const isLocalChar = (c: number) =>
  (c >= 0x30 && c <= 0x39) ||
  ((c | 0x20) >= 0x61 && (c | 0x20) <= 0x7a) ||
  c === 0x2e ||
  c === 0x5f ||
  c === 0x25 ||
  c === 0x2b ||
  c === 0x2d;
const isDomainChar = (c: number) =>
  (c >= 0x30 && c <= 0x39) || ((c | 0x20) >= 0x61 && (c | 0x20) <= 0x7a) || c === 0x2e || c === 0x2d;

/** Email addresses, found by expanding around each '@' (no backtracking regex). */
export const email: Finder = {
  ruleId: 'pii.email',
  entity: 'EMAIL',
  flag: 'PII',
  find(text) {
    const out: Found[] = [];
    let seen = 0;
    for (let at = text.indexOf('@'); at >= 0 && seen < MAX_AT_SIGNS; at = text.indexOf('@', at + 1)) {
      seen++;
      let s = at;
      while (s > 0 && at - s < 64 && isLocalChar(text.charCodeAt(s - 1))) s--;
      let e = at + 1;
      while (e < text.length && e - at < 255 && isDomainChar(text.charCodeAt(e))) e++;
      while (e > at + 1 && (text[e - 1] === '.' || text[e - 1] === '-')) e--;
      while (s < at && text[s] === '.') s++;
      const domain = text.slice(at + 1, e);
      const dot = domain.lastIndexOf('.');
      const tld = domain.slice(dot + 1);
      if (s < at && dot > 0 && /^[a-zA-Z]{2,24}$/.test(tld) && !domain.includes('..')) {
        out.push({ start: s, end: e, score: 0.9 });
      }
    }
    return out;
  },
};

const PHONE_RUN =
  /(?<![\w+.\-/])(?:\+\d{1,3}[ .-]?)?(?:\(\d{1,5}\)[ .-]?)?\d{1,8}(?:[ .-]\d{1,8}){0,5}(?![\w\-/]|[.,]\d)/g;

const PHONE_WORDS = words([
  'phone',
  'tel',
  'tel.',
  'telephone',
  'mobile',
  'mobil',
  'cell',
  'call',
  'text me',
  'sms',
  'whatsapp',
  'fax',
  'contact',
  'reach me',
  'ring',
  'dial',
  'hotline',
  'telefon',
  'telefono',
  'teléfono',
  'téléphone',
  'tél',
  'móvil',
  'movil',
  'handy',
  'portable',
  'cellulare',
  'celular',
  'telefone',
  'telemóvel',
  'telemovel',
  'llámame',
  'llamame',
  'liga-me',
  'ligue',
  'ruf',
  'anrufen',
  'handynummer',
  'appelez',
  'appelle-moi',
  'chiamami',
  'bel me',
  'mobiel',
  'telefoon',
  'numéro',
  'número',
  'numero',
  'nummer',
]);

/** libphonenumber's verdicts on "+" numbers, by digits (a bounded cache: texts repeat numbers). */
const VERDICTS = new Map<string, 'valid' | 'possible' | 'impossible'>();
function plusNumberVerdict(s: string): 'valid' | 'possible' | 'impossible' {
  const key = s.replace(/[^\d+]/g, '');
  const known = VERDICTS.get(key);
  if (known) return known;
  const parsed = parsePhoneNumberFromString(s);
  const verdict = parsed?.isValid() ? 'valid' : parsed?.isPossible() ? 'possible' : 'impossible';
  if (VERDICTS.size >= 1024) VERDICTS.clear();
  VERDICTS.set(key, verdict);
  return verdict;
}

/** An extension after a number: "ext. 204", "x12", "#5", "poste 33", "Durchwahl -17", "int. 8". */
const EXTENSION =
  /^[ ,]{0,2}(?:ext\.?|extension|x|#|poste|Durchwahl|Nebenstelle|DW|int\.?|interno|ramal|toestel|wew\.?)[ .:-]{0,2}\d{1,6}(?!\d)/i;

const NANP = /^(?:\+?1[ .-]?)?(?:\([2-9]\d{2}\)|[2-9]\d{2})[ .-]?[2-9]\d{2}[ .-]\d{4}$/;
const DATE_LIKE = /^(?:\d{4}[-./]\d{1,2}[-./]\d{1,2}|\d{1,2}[-./]\d{1,2}[-./]\d{2,4})$/;

/**
 * Phone numbers. The shape alone is weak evidence (part numbers, counts and spaced digit groups
 * share it): a "+" country code, North American grouping or a national trunk "0" raise the score,
 * a phone word before it ("tel", "mobile", "call") makes it likely, and a thing word ("SKU",
 * "order", "IMEI", "chapter") rules it out.
 */
export const phone: Finder = {
  ruleId: 'pii.phone',
  entity: 'PHONE',
  flag: 'PII',
  find(text) {
    const out: Found[] = [];
    for (const m of numericMatches(PHONE_RUN, text, 7)) {
      const s = m[0];
      const digits = s.replace(/\D/g, '').length;
      if (digits < 7 || digits > 15 || DATE_LIKE.test(s)) continue;
      if (thingContext(text, m.index)) continue;
      const said = PHONE_WORDS.test(before(text, m.index, 32));
      const grouped = /[ .()-]/.test(s);
      let score: number;
      if (s.startsWith('+') && digits >= 8) score = 0.85;
      else if (NANP.test(s) || /^\(\d{2,5}\) ?\d/.test(s)) score = 0.75;
      else if (grouped && s.startsWith('0') && digits >= 10 && digits <= 11) score = 0.6;
      else if (grouped && digits >= 9) score = 0.4;
      else score = 0.3;
      if (said && digits >= 7) score = Math.max(score, 0.85);
      // libphonenumber's metadata: a "+" number valid for its country is a phone; one of a length
      // no number there has needs a phone word.
      // Parsing costs ~0.2 ms, so it runs only where it decides: a "+" number with no phone word.
      if (s.startsWith('+') && !said) {
        const verdict = plusNumberVerdict(s);
        if (verdict === 'valid') score = Math.max(score, 0.9);
        else if (verdict === 'impossible') score = Math.min(score, 0.45);
      }
      if (score < 0.5) continue;
      const ext = EXTENSION.exec(text.slice(m.index + s.length, m.index + s.length + 24));
      out.push({ start: m.index, end: m.index + s.length + (ext ? ext[0].length : 0), score });
    }
    return out;
  },
};

const URL_RE = /\b(?:https?:\/\/|www\.)[^\s<>"'`]{3,2000}/g;

const URL_AT = new RegExp(URL_RE.source, 'y');

/**
 * The matches of URL_RE, as a global scan finds them, tried (sticky) only where "http" or "www."
 * starts: every match starts so, and V8 would otherwise try the pattern at every word.
 */
function urlMatches(text: string): RegExpExecArray[] {
  const starts: number[] = [];
  for (const w of ['http', 'www.'])
    for (let p = text.indexOf(w); p >= 0; p = text.indexOf(w, p + 1)) starts.push(p);
  starts.sort((a, b) => a - b);
  const out: RegExpExecArray[] = [];
  let end = 0;
  for (const s of starts) {
    if (s < end) continue;
    URL_AT.lastIndex = s;
    const m = URL_AT.exec(text);
    if (m === null) continue;
    out.push(m);
    end = s + m[0].length;
    if (out.length >= 256) break;
  }
  return out;
}

/** Web addresses: personal data when they name a person's profile or page; masked when asked. */
export const url: Finder = {
  ruleId: 'pii.url',
  entity: 'URL',
  flag: 'PII',
  find(text) {
    if (!text.includes('http') && !text.includes('www.')) return [];
    return urlMatches(text).map((m) => {
      let end = m.index + m[0].length;
      while (end > m.index && /[.,;:!?)\]}]/.test(text.charAt(end - 1))) end--;
      return { start: m.index, end, score: 0.45 };
    });
  },
};
