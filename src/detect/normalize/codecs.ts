/**
 * Text encodings that jailbreak kits and scanners' probe sets (garak's `encoding` probes among
 * them) wrap an instruction in, beyond base64, hex, URL escapes, ROT13 and Morse: HTML character
 * references, quoted-printable, Ascii85, uuencode, binary and decimal character codes, Braille,
 * upside-down letters. Every decoder is gated by a test that ordinary prose fails at once (a
 * character it never holds, or a run scan that skips most of the text), reads its input once, and
 * returns text only when that text is readable (see `isReadable`), so a digest, a key or a table
 * of numbers is not reported as a payload.
 */
import { rot13Counts } from './rot13.js';

/** Fewest character references or escapes that make a run an encoding rather than an accident. */
const MIN_ESCAPES = 4;
/**
 * Smallest share of a decoded text that references or escapes must have produced: an HTML page or
 * an e-mail that escapes a character here and there is text with escapes, not an encoded text.
 */
const DENSITY = 0.25;

const NAMED_REFERENCES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

/** A decoded part of a text: `[start, end)` in it and the decoded text. */
export interface Decoded {
  start: number;
  end: number;
  text: string;
}

/**
 * HTML numeric character references ("&#73;&#103;&#110;" or "&#x49;"), at least four, decoded from
 * the first to the last with the named ones a page holds besides (`&amp;`, `&lt;`...). A model
 * reads them as the characters they stand for; a word rule or the model's n-grams do not.
 */
export function decodeHtmlReferences(text: string): Decoded | undefined {
  const first = text.indexOf('&#');
  if (first < 0) return undefined;
  const re = /&#(?:[xX]([0-9a-fA-F]{1,6})|([0-9]{1,7}));?|&([a-z]{2,4});/g;
  re.lastIndex = first;
  let numeric = 0;
  let out = '';
  let at = first;
  let end = first;
  for (let m = re.exec(text); m !== null; m = re.exec(text)) {
    const named = m[3];
    let ch: string | undefined;
    if (named !== undefined) ch = NAMED_REFERENCES[named];
    else {
      const cp = m[1] !== undefined ? Number.parseInt(m[1], 16) : Number(m[2]);
      if (cp > 0 && cp <= 0x10ffff && (cp < 0xd800 || cp > 0xdfff)) {
        ch = String.fromCodePoint(cp);
        numeric++;
      }
    }
    if (ch === undefined) continue;
    out += text.slice(at, m.index) + ch;
    at = m.index + m[0].length;
    end = at;
  }
  // Mostly references: a page that escapes a quote here and there is not an encoded text.
  if (numeric < MIN_ESCAPES || numeric < DENSITY * out.length) return undefined;
  return isReadable(out) ? { start: first, end, text: out } : undefined;
}

/**
 * Quoted-printable (RFC 2045): "=49=67=6E" escapes of bytes, "=" at a line's end joining lines;
 * at least four escapes, decoded from the first to the last as UTF-8.
 */
export function decodeQuotedPrintable(text: string): Decoded | undefined {
  const re = /=([0-9A-Fa-f]{2})|=\r?\n/g;
  let first = -1;
  let end = -1;
  let escapes = 0;
  const bytes: number[] = [];
  let at = 0;
  for (let m = re.exec(text); m !== null; m = re.exec(text)) {
    if (m[1] === undefined && first < 0) continue;
    if (first < 0) {
      first = m.index;
      at = first;
    }
    for (let i = at; i < m.index; i++) {
      const c = text.charCodeAt(i);
      if (c >= 0x80) return undefined;
      bytes.push(c);
    }
    if (m[1] !== undefined) {
      bytes.push(Number.parseInt(m[1], 16));
      escapes++;
    }
    at = m.index + m[0].length;
    end = at;
  }
  if (escapes < MIN_ESCAPES || first < 0 || escapes < DENSITY * bytes.length) return undefined;
  const decoded = readableUtf8(Buffer.from(bytes));
  return decoded === undefined ? undefined : { start: first, end, text: decoded };
}

/**
 * Ascii85 (btoa, Adobe's `<~ ~>`, Python's `a85encode`): groups of five characters from "!" to "u"
 * for four bytes, "z" for four zero bytes. `run` is a run without spaces (framing included).
 */
export function decodeAscii85(run: string): string | undefined {
  let body = run;
  if (body.startsWith('<~')) body = body.slice(2);
  if (body.endsWith('~>')) body = body.slice(0, -2);
  if (body.length < 10) return undefined;
  const bytes: number[] = [];
  let group = 0;
  let n = 0;
  for (let i = 0; i < body.length; i++) {
    const c = body.charCodeAt(i);
    if (c === 0x7a && n === 0) {
      bytes.push(0, 0, 0, 0);
      continue;
    }
    if (c < 0x21 || c > 0x75) return undefined;
    group = group * 85 + (c - 0x21);
    n++;
    if (n === 5) {
      if (group > 0xffffffff) return undefined;
      bytes.push((group >>> 24) & 0xff, (group >>> 16) & 0xff, (group >>> 8) & 0xff, group & 0xff);
      group = 0;
      n = 0;
    }
  }
  if (n === 1) return undefined;
  if (n > 0) {
    // A final partial group is padded with "u" (84); it yields n - 1 bytes.
    for (let k = n; k < 5; k++) group = group * 85 + 84;
    if (group > 0xffffffff) return undefined;
    const last = [(group >>> 24) & 0xff, (group >>> 16) & 0xff, (group >>> 8) & 0xff, group & 0xff];
    bytes.push(...last.slice(0, n - 1));
  }
  return readableUtf8(Buffer.from(bytes));
}

/**
 * Bytes written as binary ("01001001 01100111") or decimal character codes ("73 103 110"), at
 * least six, separated by spaces or commas. `run` is a run of digits, spaces and commas.
 */
export function decodeNumberCodes(run: string): { kind: 'binary' | 'char_codes'; text: string } | undefined {
  const parts = run.split(/[ ,]+/).filter((p) => p.length > 0);
  if (parts.length < 6) return undefined;
  const binary = parts.every((p) => p.length === 8 && /^[01]+$/.test(p));
  if (binary) {
    const text = readableUtf8(Buffer.from(parts.map((p) => Number.parseInt(p, 2))));
    return text === undefined ? undefined : { kind: 'binary', text };
  }
  let text = '';
  for (const p of parts) {
    if (p.length > 3) return undefined;
    const code = Number(p);
    if (code < 32 || code > 126) return undefined;
    text += String.fromCharCode(code);
  }
  // Words, not a sequence of small numbers that happen to be letters: at least two spaces.
  if (text.split(' ').length < 3) return undefined;
  return isReadable(text) ? { kind: 'char_codes', text } : undefined;
}

/** A binary string without separators ("0100100101100111..."), at least six bytes. */
export function decodeBitString(run: string): string | undefined {
  if (run.length < 48 || run.length % 8 !== 0 || !/^[01]+$/.test(run)) return undefined;
  const bytes: number[] = [];
  for (let i = 0; i < run.length; i += 8) bytes.push(Number.parseInt(run.slice(i, i + 8), 2));
  return readableUtf8(Buffer.from(bytes));
}

/**
 * Uuencoded data ("begin 644 name" ... "end"): each line's first character gives its byte count,
 * then four characters per three bytes.
 */
export function decodeUuencode(text: string): Decoded | undefined {
  const begin = /(?:^|\n)begin [0-7]{3,4} [^\n]{1,255}\n/.exec(text);
  if (begin === null) return undefined;
  const start = begin.index + (text[begin.index] === '\n' ? 1 : 0);
  let at = begin.index + begin[0].length;
  const bytes: number[] = [];
  for (let lines = 0; at < text.length && lines < 10_000; lines++) {
    const nl = text.indexOf('\n', at);
    const line = text.slice(at, nl < 0 ? text.length : nl).replace(/\r$/, '');
    at = nl < 0 ? text.length : nl + 1;
    if (line === 'end') break;
    const count = (line.charCodeAt(0) - 0x20) & 0x3f;
    if (count === 0) continue;
    const values: number[] = [];
    for (let i = 1; i < line.length; i++) values.push((line.charCodeAt(i) - 0x20) & 0x3f);
    const got: number[] = [];
    for (let i = 0; i < values.length && got.length < count; i += 4) {
      const [a = 0, b = 0, c = 0, d = 0] = values.slice(i, i + 4);
      got.push(((a << 2) | (b >> 4)) & 0xff, ((b << 4) | (c >> 2)) & 0xff, ((c << 6) | d) & 0xff);
    }
    bytes.push(...got.slice(0, count));
  }
  const decoded = readableUtf8(Buffer.from(bytes));
  return decoded === undefined ? undefined : { start, end: at, text: decoded };
}

/** Grade-1 Braille cells (U+2800 block) of the letters a-z. */
const BRAILLE_LETTERS = '⠁⠃⠉⠙⠑⠋⠛⠓⠊⠚⠅⠇⠍⠝⠕⠏⠟⠗⠎⠞⠥⠧⠺⠭⠽⠵';
const BRAILLE = new Map<number, string>();
for (let i = 0; i < BRAILLE_LETTERS.length; i++)
  BRAILLE.set(BRAILLE_LETTERS.charCodeAt(i), String.fromCharCode(0x61 + i));
/** Braille punctuation: full stop, comma, question mark, exclamation mark, apostrophe, hyphen. */
for (const [cell, ch] of [
  ['⠲', '.'],
  ['⠂', ','],
  ['⠦', '?'],
  ['⠖', '!'],
  ['⠄', "'"],
  ['⠤', '-'],
] as const)
  BRAILLE.set(cell.charCodeAt(0), ch);
/** The blank cell, read as a space. */
const BRAILLE_BLANK = 0x2800;
/** The capital and number signs: dropped (a letter after the number sign is a digit). */
const BRAILLE_CAPITAL = 0x2820;
const BRAILLE_NUMBER = 0x283c;

/**
 * Text written in Braille cells ("⠊⠛⠝⠕⠗⠑ ⠁⠇⠇"), at least eight letters: the letters, digits and
 * common punctuation read back; other characters kept.
 */
export function decodeBraille(text: string): string | undefined {
  let letters = 0;
  let out = '';
  let digits = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x2800 || c > 0x28ff) {
      out += text[i];
      digits = false;
      continue;
    }
    if (c === BRAILLE_BLANK) {
      out += ' ';
      digits = false;
      continue;
    }
    if (c === BRAILLE_CAPITAL) continue;
    if (c === BRAILLE_NUMBER) {
      digits = true;
      continue;
    }
    const ch = BRAILLE.get(c);
    if (ch === undefined) continue;
    if (digits && ch >= 'a' && ch <= 'j')
      out += ch === 'j' ? '0' : String.fromCharCode(ch.charCodeAt(0) - 0x30);
    else {
      out += ch;
      if (ch >= 'a' && ch <= 'z') letters++;
    }
  }
  return letters >= 8 && isReadable(out) ? out : undefined;
}

/** Upside-down letters ("ɐ ǝ ɥ ᴉ ɹ ʇ ʎ") back to the Latin letters they flip, for text written turned over. */
const FLIPPED: Record<string, string> = {
  ɐ: 'a',
  ɔ: 'c',
  ǝ: 'e',
  ɟ: 'f',
  ƃ: 'g',
  ɥ: 'h',
  ᴉ: 'i',
  ı: 'i',
  ɾ: 'j',
  ʞ: 'k',
  ɯ: 'm',
  ɹ: 'r',
  ʇ: 't',
  ʌ: 'v',
  ʍ: 'w',
  ʎ: 'y',
  '˙': '.',
  '¿': '?',
  '¡': '!',
  '„': ',',
};
/** Letters that turn into each other upside down. */
const SWAPPED: Record<string, string> = { d: 'p', p: 'd', b: 'q', q: 'b', n: 'u', u: 'n' };
/** Flipped letters that only upside-down text uses (the others are ordinary letters read backwards). */
const FLIP_ONLY = /[ɐǝɥᴉɹʇʎʍɯɔɟƃʞʌ]/g;

/**
 * Text turned upside down ("ʇdɯoɹd ɯǝʇsʎs ɹnoʎ"): at least eight letters that only upside-down text
 * uses; read back by flipping each letter and reversing the text. Letters that look the same both
 * ways ("o", "s", "x", "z") and the pairs that swap ("d"/"p", "b"/"q", "n"/"u") are flipped too.
 */
export function decodeUpsideDown(text: string): string | undefined {
  const marks = text.match(FLIP_ONLY);
  if (marks === null || marks.length < 8) return undefined;
  const chars = Array.from(text, (ch) => FLIPPED[ch] ?? SWAPPED[ch] ?? ch);
  const out = chars.reverse().join('');
  // Phonetic transcriptions use some of these letters too: the turned text must read as English.
  return isReadable(out) && rot13Counts(out).before >= 3 ? out : undefined;
}

/** Decodes UTF-8 and accepts it only if it is mostly printable text. */
export function readableUtf8(bytes: Buffer): string | undefined {
  if (bytes.length < 6) return undefined;
  const text = bytes.toString('utf8');
  return isReadable(text) ? text : undefined;
}

/** Mostly letters, digits, punctuation and spaces, with some letters: text rather than binary. */
export function isReadable(text: string): boolean {
  let good = 0;
  let letters = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0xfffd || (c < 0x20 && c !== 0x0a && c !== 0x0d && c !== 0x09) || (c >= 0x7f && c < 0xa0))
      continue;
    good++;
    if ((c | 0x20) >= 0x61 && (c | 0x20) <= 0x7a) letters++;
    else if (c >= 0xa0) letters++;
  }
  return good >= 0.92 * text.length && letters >= 0.5 * text.length && letters >= 4;
}
