import { createHash } from 'node:crypto';
import { ibanValid, luhnValid } from '../engines/checksums.js';
import { allMatches, type Finder, type Found } from '../engines/finder.js';
import { thingContext } from './context.js';
import { hasNumericRun, nearDigitMatches, numericMatches } from './windows.js';

/**
 * 13 to 19 digits, alone or in groups, not glued to a letter or an underscore: digits inside a hex
 * string, a commit hash or a "0x" literal ("6620612068656176696c79...", "4539578763621486a1b2") are
 * no card number.
 */
const CARD_RUN = /(?<![\w-])\d(?:[ -]?\d){12,18}(?![\w-])/g;

/** Issuer prefixes (IIN ranges) and the lengths each network issues. */
function cardBrandFits(d: string): boolean {
  const n = d.length;
  const two = Number(d.slice(0, 2));
  const four = Number(d.slice(0, 4));
  if (d[0] === '4') return n === 13 || n === 16 || n === 19; // Visa
  if ((two >= 51 && two <= 55) || (four >= 2221 && four <= 2720)) return n === 16; // Mastercard
  if (two === 34 || two === 37) return n === 15; // American Express
  if (d.startsWith('6011') || d.startsWith('65') || (four >= 6440 && four <= 6499)) return n >= 16; // Discover
  if (four >= 3528 && four <= 3589) return n >= 16; // JCB
  if (two === 36 || two === 30 || two === 38 || two === 39) return n >= 14 && n <= 19; // Diners
  if (two === 62) return n >= 16; // UnionPay
  if (d.startsWith('50') || (two >= 56 && two <= 69)) return n >= 12 && n <= 19; // Maestro
  return false;
}

const isCardNumber = (v: string) => {
  let digits = '';
  for (let i = 0; i < v.length; i++) {
    const c = v.charCodeAt(i);
    if (c >= 0x30 && c <= 0x39) digits += v[i];
  }
  // CARD_RUN's 13 to 19 digits (so a shorter prefix is not read as a card); one digit repeated is a placeholder.
  if (digits.length < 13 || digits.length > 19 || !cardBrandFits(digits) || !luhnValid(digits)) return false;
  return !/^(\d)\1+$/.test(digits);
};

/**
 * The longest prefix of `value` made of whole groups (cut at a space or hyphen) that `fits`; the
 * digit patterns are greedy, so a number followed by another group ("... 0115 01/26", "... 058
 * BIC") is matched with it and would otherwise be lost.
 */
function longestFitting(value: string, fits: (v: string) => boolean): string | undefined {
  if (fits(value)) return value;
  for (let cut = value.search(/[ -][^ -]*$/); cut > 0; cut = value.slice(0, cut).search(/[ -][^ -]*$/)) {
    const prefix = value.slice(0, cut);
    if (fits(prefix)) return prefix;
  }
  return undefined;
}

const IDENTITY_WORDS =
  /\b(?:id|identity|identification|national|citizen|resident|rrn|sin|ssn|tfn|personnummer|kimlik|tckn|cpf|pesel|bsn|nino|aadhaar)\b|주민/i;
const CARD_WORDS = /card|visa|mastercard|amex|credit|debit|karte|carte|tarjeta|carta|cartão|\bcc\b|\bpan\b/i;

let lastCardText = '';
let lastCards: Found[] = [];

/** Payment card numbers (PAN): issuer prefix and length of a known network, and a valid Luhn check. */
export const card: Finder = {
  ruleId: 'pii.card',
  entity: 'CARD',
  flag: 'PII',
  find(text) {
    // The card details finder asks for the same text's cards: answered from the last call.
    if (text === lastCardText) return lastCards;
    const out: Found[] = [];
    lastCardText = text;
    lastCards = out;
    for (const m of numericMatches(CARD_RUN, text, 13)) {
      // A number followed by more digit groups ("4111 1111 1111 1111 08 27") is read up to the
      // longest run of whole groups that is a card.
      const value = longestFitting(m[0], isCardNumber);
      if (value === undefined) continue;
      const before = text.slice(Math.max(0, m.index - 32), m.index);
      if (/imei|serial|order|tracking/i.test(before.slice(-24))) continue;
      // After an identity word ("ID", "RRN", "personnummer") and no card word, a Luhn-valid
      // number is an identifier (South African ids, Korean RRNs): the national-id rules report it.
      if (IDENTITY_WORDS.test(before) && !CARD_WORDS.test(before)) continue;
      out.push({ start: m.index, end: m.index + value.length, score: 0.95 });
    }
    return out;
  },
};

/** A card's expiry (MM/YY, MM/YYYY) or security code within reach after its number or a card word. */
const EXPIRY = /(?<![\d/])(?:0[1-9]|1[0-2])\s?[/-]\s?(?:\d{2}|20\d{2})(?![\d/])/g;
const CVV =
  /\b(?:cvv2?|cvc2?|cid|csc|security code|card code|código de seguridad|cryptogramme|Prüfnummer|Kartenprüfnummer)\s{0,3}[:#=]?\s{0,3}(\d{3,4})(?!\d)/gi;
const EXPIRY_WORDS =
  /exp(?:iry|ires|iration|\.)?|valid (?:thru|through|until)|gültig bis|ablauf|vence|vencimiento|caduca|scadenza|expire le|date d'expiration|card|karte|carte|tarjeta|carta|cartão|MM\/YY/i;

/** Longest EXPIRY match ("12 / 2027"): it starts at its first digit. */
const EXPIRY_LENGTH = 9;
/** Farthest start of a CVV match before its code ("código de seguridad   :   123"). */
const CVV_REACH = 28;

/** Whether `at` is within 48 characters after one of `cards`. */
function nearCard(cards: readonly Found[], at: number): boolean {
  for (const c of cards) if (at >= c.end && at - c.end <= 48) return true;
  return false;
}

/**
 * The rest of a card: its expiry date and security code, within 48 characters after a card number
 * (or after an expiry/card word for the expiry, a CVV word for the code). Masked as CARD with the
 * number, so "4111..., 08/27, CVV 123" leaves neither the date nor the code.
 */
export const cardDetails: Finder = {
  ruleId: 'pii.card_details',
  entity: 'CARD',
  flag: 'PII',
  find(text) {
    // An expiry holds two pairs of digits, a code three digits in a row.
    if (!hasNumericRun(text, 2)) return [];
    const cards = card.find(text);
    const out: Found[] = [];
    // Both patterns start or end at their digits: looked for near digit runs only (windows.ts).
    for (const m of nearDigitMatches(EXPIRY, text, 0, EXPIRY_LENGTH)) {
      const near = nearCard(cards, m.index);
      if (near || EXPIRY_WORDS.test(text.slice(Math.max(0, m.index - 24), m.index)))
        out.push({ start: m.index, end: m.index + m[0].length, score: near ? 0.9 : 0.6 });
    }
    for (const m of nearDigitMatches(CVV, text, CVV_REACH, 0)) {
      const code = m[1] ?? '';
      const start = m.index + m[0].length - code.length;
      out.push({ start, end: start + code.length, score: 0.85 });
    }
    return out;
  },
};

/** A BIC (SWIFT code) after a BIC/SWIFT word or within 40 characters after an IBAN. */
const BIC =
  /\b([A-Z]{4}(?:AD|AE|AT|AU|BE|BG|BR|CA|CH|CN|CY|CZ|DE|DK|EE|ES|FI|FR|GB|GR|HK|HR|HU|IE|IN|IS|IT|JP|LI|LT|LU|LV|MC|MT|MX|NL|NO|NZ|PL|PT|RO|SE|SG|SI|SK|TR|US|ZA)[A-Z0-9]{2}(?:[A-Z0-9]{3})?)\b/g;

export const bic: Finder = {
  ruleId: 'pii.bic',
  entity: 'IBAN',
  flag: 'PII',
  find(text) {
    if (!/[A-Z]{6}/.test(text)) return [];
    const out: Found[] = [];
    let ibans: Found[] | undefined;
    for (const m of allMatches(BIC, text)) {
      const said = /\b(?:BIC|SWIFT|Swift|swift|bic)\b[^A-Z\n]{0,12}$/.test(
        text.slice(Math.max(0, m.index - 20), m.index),
      );
      ibans ??= said ? [] : iban.find(text);
      if (said || ibans.some((i) => m.index >= i.end && m.index - i.end <= 40))
        out.push({ start: m.index, end: m.index + m[0].length, score: 0.8 });
    }
    return out;
  },
};

const isIban = (v: string) => {
  const compact = v.replace(/[ -]/g, '');
  return compact.length >= 15 && compact.length <= 34 && ibanValid(compact);
};

const IBAN_RUN = /\b[A-Z]{2}\d{2}(?:[ -]?[A-Z0-9]){11,30}\b/g;

/** International bank account numbers with a valid ISO 13616 mod-97 check. */
export const iban: Finder = {
  ruleId: 'pii.iban',
  entity: 'IBAN',
  flag: 'PII',
  find(text) {
    const out: Found[] = [];
    for (const m of numericMatches(IBAN_RUN, text, 2)) {
      // Read up to the longest run of whole groups that is an IBAN ("DE89 ... 00 BIC COBA...").
      const value = longestFitting(m[0], isIban);
      if (value !== undefined) out.push({ start: m.index, end: m.index + value.length, score: 0.95 });
    }
    return out;
  },
};

const B58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

/** Bitcoin legacy/P2SH addresses: base58check, so the last 4 bytes are a double SHA-256 of the rest. */
function base58CheckValid(s: string): boolean {
  let n = 0n;
  for (const ch of s) {
    const v = B58.indexOf(ch);
    if (v < 0) return false;
    n = n * 58n + BigInt(v);
  }
  let hex = n.toString(16);
  if (hex.length % 2) hex = `0${hex}`;
  const leading = s.match(/^1*/)?.[0].length ?? 0;
  const bytes = Buffer.concat([Buffer.alloc(leading), Buffer.from(hex, 'hex')]);
  if (bytes.length < 5) return false;
  const body = bytes.subarray(0, -4);
  const sum = createHash('sha256').update(createHash('sha256').update(body).digest()).digest();
  return sum.subarray(0, 4).equals(bytes.subarray(-4));
}

const CRYPTO =
  /(?<![A-Za-z0-9])(?:[13][1-9A-HJ-NP-Za-km-z]{25,34}|bc1[02-9ac-hj-np-z]{11,71}|0x[a-fA-F0-9]{40}|[LM][1-9A-HJ-NP-Za-km-z]{26,33})(?![A-Za-z0-9])/g;

/** Cryptocurrency wallet addresses: Bitcoin/Litecoin (base58check-verified), bech32 and Ethereum. */
export const cryptoAddress: Finder = {
  ruleId: 'pii.crypto_address',
  entity: 'CRYPTO',
  flag: 'PII',
  find(text) {
    const out: Found[] = [];
    for (const m of allMatches(CRYPTO, text)) {
      const v = m[0];
      let score = 0;
      if (v.startsWith('0x')) score = /[a-f]/.test(v) || /[A-F]/.test(v) ? 0.7 : 0;
      else if (v.startsWith('bc1')) score = 0.85;
      else score = base58CheckValid(v) ? 0.9 : 0;
      if (v.startsWith('0x') && thingContext(text, m.index)) score = 0;
      if (score > 0) out.push({ start: m.index, end: m.index + v.length, score });
    }
    return out;
  },
};
