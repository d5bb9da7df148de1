import { isIPv6 } from 'node:net';
import { cpfValid, dniValid, ibanValid, luhnValid, verhoeffValid } from './checksums.js';
import { allMatches, type Finder, type Found } from './finder.js';

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
const email: Finder = {
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

const CARD_RUN = /(?<![\d-])\d(?:[ -]?\d){12,18}(?![\d-])/g;

function cardBrandKnown(d: string): boolean {
  const two = Number(d.slice(0, 2));
  const four = Number(d.slice(0, 4));
  return (
    d[0] === '4' ||
    (two >= 51 && two <= 55) ||
    (four >= 2221 && four <= 2720) ||
    two === 34 ||
    two === 37 ||
    d.startsWith('6011') ||
    d.startsWith('65') ||
    (four >= 6440 && four <= 6499) ||
    two === 35 ||
    two === 36 ||
    two === 30 ||
    two === 38 ||
    two === 62
  );
}

/** Payment card numbers (PAN): 13-19 digits, known issuer prefix and a valid Luhn check. */
const card: Finder = {
  ruleId: 'pii.card',
  entity: 'CARD',
  flag: 'PII',
  find(text) {
    const out: Found[] = [];
    for (const m of allMatches(CARD_RUN, text)) {
      const digits = m[0].replace(/\D/g, '');
      if (digits.length >= 13 && cardBrandKnown(digits) && luhnValid(digits) && !/^(\d)\1+$/.test(digits)) {
        out.push({ start: m.index, end: m.index + m[0].length, score: 0.95 });
      }
    }
    return out;
  },
};

const PHONE_RUN =
  /(?<![\w+])(?:\+\d{1,3}[ .-]?)?(?:\(\d{1,4}\)[ .-]?)?\d{2,4}(?:[ .-]\d{2,4}){1,4}(?![\w-])/g;

/** Phone numbers: international (+CC) or grouped national formats with 9-15 digits. */
const phone: Finder = {
  ruleId: 'pii.phone',
  entity: 'PHONE',
  flag: 'PII',
  find(text) {
    const out: Found[] = [];
    for (const m of allMatches(PHONE_RUN, text)) {
      const s = m[0];
      const digits = s.replace(/\D/g, '').length;
      if (digits < 9 || digits > 15) continue;
      // Dates and version numbers share the shape; require phone-like grouping or a country code.
      if (/^\d{4}[-.]\d{2}[-.]\d{2}$/.test(s) || /^\d{1,2}[./-]\d{1,2}[./-]\d{2,4}$/.test(s)) continue;
      const score = s.startsWith('+')
        ? 0.85
        : s.includes('(') || /^\d{3}[ .-]\d{3}[ .-]\d{4}$/.test(s)
          ? 0.75
          : 0.55;
      out.push({ start: m.index, end: m.index + s.length, score });
    }
    return out;
  },
};

const IBAN_RUN = /\b[A-Z]{2}\d{2}(?: ?[A-Z0-9]){11,30}\b/g;

/** International bank account numbers with a valid ISO 13616 mod-97 check. */
const iban: Finder = {
  ruleId: 'pii.iban',
  entity: 'IBAN',
  flag: 'PII',
  find(text) {
    const out: Found[] = [];
    for (const m of allMatches(IBAN_RUN, text)) {
      const compact = m[0].replace(/ /g, '');
      if (compact.length >= 15 && compact.length <= 34 && ibanValid(compact)) {
        out.push({ start: m.index, end: m.index + m[0].length, score: 0.95 });
      }
    }
    return out;
  },
};

const SSN = /\b(\d{3})-(\d{2})-(\d{4})\b/g;

/** US Social Security numbers in AAA-GG-SSSS form, excluding ranges the SSA never issues. */
const usSsn: Finder = {
  ruleId: 'pii.us_ssn',
  entity: 'SSN',
  flag: 'PII',
  find(text) {
    const out: Found[] = [];
    for (const m of allMatches(SSN, text)) {
      const area = Number(m[1]);
      if (area === 0 || area === 666 || area >= 900 || m[2] === '00' || m[3] === '0000') continue;
      out.push({ start: m.index, end: m.index + m[0].length, score: 0.85 });
    }
    return out;
  },
};

const NINO = /\b(?!BG|GB|NK|KN|TN|NT|ZZ)[A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z] ?\d{2} ?\d{2} ?\d{2} ?[A-D]\b/g;
const CPF = /\b\d{3}\.\d{3}\.\d{3}-\d{2}\b/g;
const DNI = /\b[XYZ]?\d{7,8}-?[A-Z]\b/g;
const AADHAAR = /\b[2-9]\d{3} \d{4} \d{4}\b/g;

/** National identifiers with a check digit or a strict format: UK NINO, Brazil CPF, Spain DNI/NIE, India Aadhaar. */
const nationalId: Finder = {
  ruleId: 'pii.national_id',
  entity: 'NATIONAL_ID',
  flag: 'PII',
  find(text) {
    const out: Found[] = [];
    for (const m of allMatches(NINO, text))
      out.push({ start: m.index, end: m.index + m[0].length, score: 0.8 });
    for (const m of allMatches(CPF, text)) {
      if (cpfValid(m[0].replace(/\D/g, '')))
        out.push({ start: m.index, end: m.index + m[0].length, score: 0.85 });
    }
    for (const m of allMatches(DNI, text)) {
      if (dniValid(m[0].replace('-', '')))
        out.push({ start: m.index, end: m.index + m[0].length, score: 0.8 });
    }
    for (const m of allMatches(AADHAAR, text)) {
      if (verhoeffValid(m[0].replace(/ /g, '')))
        out.push({ start: m.index, end: m.index + m[0].length, score: 0.75 });
    }
    return out;
  },
};

const IPV4 = /(?<![\d.])(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})(?![\d]|\.\d)/g;
const IPV6_CANDIDATE = /(?<![0-9A-Fa-f:])[0-9A-Fa-f]{0,4}(?::[0-9A-Fa-f]{0,4}){2,7}(?![0-9A-Fa-f:])/g;

/** IP addresses (personal data under GDPR); private and loopback ranges weigh less. */
const ipAddress: Finder = {
  ruleId: 'pii.ip_address',
  entity: 'IP_ADDRESS',
  flag: 'PII',
  find(text) {
    const out: Found[] = [];
    for (const m of allMatches(IPV4, text)) {
      const o = [m[1], m[2], m[3], m[4]].map(Number);
      if (o.some((x) => x > 255)) continue;
      const a = o[0] ?? 0;
      const b = o[1] ?? 0;
      const internal =
        a === 10 || a === 127 || a === 0 || (a === 192 && b === 168) || (a === 172 && b >= 16 && b <= 31);
      out.push({ start: m.index, end: m.index + m[0].length, score: internal ? 0.45 : 0.65 });
    }
    // Cheap gate: an IPv6 address has "::" or at least two hex groups joined by colons.
    const v6 = text.includes('::') || /[0-9A-Fa-f]:[0-9A-Fa-f]{1,4}:[0-9A-Fa-f]/.test(text);
    for (const m of v6 ? allMatches(IPV6_CANDIDATE, text) : []) {
      if (m[0].length >= 6 && isIPv6(m[0]))
        out.push({ start: m.index, end: m.index + m[0].length, score: 0.6 });
    }
    return out;
  },
};

/** Every PII finder, strongest evidence first. */
export const PII_FINDERS: readonly Finder[] = [email, card, iban, usSsn, nationalId, phone, ipAddress];
