import { findBase2048 } from './base2048.js';
import {
  decodeAscii85,
  decodeBitString,
  decodeHtmlReferences,
  decodeNumberCodes,
  decodeQuotedPrintable,
  decodeUuencode,
  isReadable,
  readableUtf8,
} from './codecs.js';
import { findEcoji } from './ecoji.js';
import { decodeMorse } from './morse.js';
import { decodeNato } from './nato.js';

/**
 * Finders for text hidden behind a reversible encoding. Each scans the view once with plain loops
 * (no backtracking regex) and only returns segments whose decoding reads as text, so binary blobs
 * such as images or keys are not reported as payloads.
 */

/** Encodings the decoder understands. */
export type EncodingKind =
  | 'base64'
  | 'base32'
  | 'hex'
  | 'url'
  | 'escape'
  | 'rot13'
  | 'reversed'
  | 'morse'
  | 'split_strings'
  | 'scrambled'
  | 'unicode_tags'
  | 'html_entities'
  | 'quoted_printable'
  | 'ascii85'
  | 'binary'
  | 'char_codes'
  | 'uuencode'
  | 'braille'
  | 'atbash'
  | 'caesar'
  | 'nato'
  | 'upside_down'
  | 'pig_latin'
  | 'masked'
  | 'emoji'
  | 'ecoji'
  | 'base2048';

/**
 * Encodings that ordinary documents use on their own: percent-encoding in URLs, character
 * references in pasted HTML, quoted-printable in pasted mail. Decoding them is no evidence of
 * hiding anything, and markup or a harmful word inside them is no more than it is in plain text.
 */
export const ROUTINE_ENCODINGS: ReadonlySet<EncodingKind> = new Set([
  'url',
  'html_entities',
  'quoted_printable',
]);

/** A decoded segment: `[start, end)` in the scanned view and its decoded text. */
export interface DecodedSegment {
  kind: EncodingKind;
  start: number;
  end: number;
  text: string;
}

/** Longest encoded segment decoded; a bound on work per segment. */
const MAX_SEGMENT = 65536;
const MIN_BASE64 = 16;
const MIN_HEX = 16;

/**
 * All decodable segments in `text`, in order of discovery, at most `limit`. `plainAscii` (the
 * caller knows the text is printable ASCII) skips the encodings written in wider characters.
 */
export function findEncodedSegments(text: string, limit: number, plainAscii = false): DecodedSegment[] {
  const found: DecodedSegment[] = [];
  scanRuns(text, BASE64, MIN_BASE64, (s, e) => {
    if (found.length >= limit) return;
    const seg = decodeBase64OrHex(text.slice(s, e));
    if (seg !== undefined) found.push({ ...seg, start: s, end: e });
  });
  // Cheap global tests first: most text has no hex dump, percent-escape or backslash at all.
  if (/[0-9a-fA-F]{2} [0-9a-fA-F]{2} [0-9a-fA-F]{2} /.test(text)) {
    scanRuns(text, SPACED_HEX, MIN_HEX * 2, (s, e) => {
      if (found.length >= limit) return;
      const decoded = decodeSpacedHex(text.slice(s, e));
      if (decoded !== undefined) found.push({ kind: 'hex', start: s, end: e, text: decoded });
    });
  }
  if (text.includes('%') || text.includes('\\')) {
    scanRuns(text, NOT_SPACE, 9, (s, e) => {
      if (found.length >= limit) return;
      const chunk = text.slice(s, e);
      const seg = chunk.includes('%') ? decodePercent(chunk) : undefined;
      const esc = seg === undefined && chunk.includes('\\') ? decodeEscapes(chunk) : undefined;
      if (seg !== undefined) found.push({ kind: 'url', start: s, end: e, text: seg });
      else if (esc !== undefined) found.push({ kind: 'escape', start: s, end: e, text: esc });
    });
  }
  // The encodings of codecs.ts, each behind a test prose fails at once.
  const add = (kind: EncodingKind, d: { start: number; end: number; text: string } | undefined) => {
    if (d !== undefined && found.length < limit) found.push({ kind, ...d });
  };
  if (text.includes('&#')) add('html_entities', decodeHtmlReferences(text));
  if (text.includes('=')) add('quoted_printable', decodeQuotedPrintable(text));
  if (text.includes('begin ')) add('uuencode', decodeUuencode(text));
  scanRuns(text, NOT_SPACE, MIN_ASCII85, (s, e) => {
    if (found.length >= limit) return;
    // Base64's alphabet is Ascii85's too: only a run with Ascii85's own punctuation is tried.
    for (let i = s; i < e; i++) {
      if (!inClass(text.charCodeAt(i), BASE64)) {
        const decoded = decodeAscii85(text.slice(s, e));
        if (decoded !== undefined) found.push({ kind: 'ascii85', start: s, end: e, text: decoded });
        return;
      }
    }
  });
  scanRuns(text, NUMBER_CODES, MIN_NUMBER_CODES, (s, e) => {
    if (found.length >= limit) return;
    const run = text.slice(s, e).trim();
    const codes = decodeNumberCodes(run);
    if (codes !== undefined) found.push({ ...codes, start: s, end: e });
    else {
      const bits = decodeBitString(run);
      if (bits !== undefined) found.push({ kind: 'binary', start: s, end: e, text: bits });
    }
  });
  // Morse, alone or inside a request ("decode this Morse code: '.-- .... .- - / .. ...'"), lines
  // and all: the one reader of it, so a text that is Morse as a whole is decoded once.
  if (text.includes('.-') || text.includes('-.')) {
    scanRuns(text, MORSE, MIN_MORSE, (s, e) => {
      if (found.length >= limit) return;
      const decoded = decodeMorse(text.slice(s, e));
      if (decoded !== undefined && isReadable(decoded))
        found.push({ kind: 'morse', start: s, end: e, text: decoded });
    });
  }
  add('nato', decodeNato(text));
  if (plainAscii) return found;
  // Emoji (Ecoji) and letters of many scripts (Base2048): garak's two wide-character encodings.
  for (const seg of findEcoji(text, limit)) add('ecoji', seg);
  for (const seg of findBase2048(text, limit)) add('base2048', seg);
  return found;
}

/** Shortest run of dots, dashes, slashes and white space tried as Morse (12 code groups at least). */
const MIN_MORSE = 24;

/** Shortest run tried as Ascii85 (16 bytes); shortest run of numbers tried as character codes. */
const MIN_ASCII85 = 20;
const MIN_NUMBER_CODES = 17;

/** Character classes of ASCII units, as bits, so run scanning is a table lookup per unit. */
const BASE64 = 1;
const SPACED_HEX = 2;
const NOT_SPACE = 4;
/** Digits, spaces and commas: binary and decimal character codes. */
const NUMBER_CODES = 8;
/** Dots, dashes, slashes and white space: Morse code. */
const MORSE = 16;
const CLASSES = new Uint8Array(128);
for (let c = 0; c < 128; c++) {
  CLASSES[c] = (isBase64Char(c) ? BASE64 : 0) | (isHexChar(c) || c === 0x20 ? SPACED_HEX : 0);
  if (c > 0x20) CLASSES[c] = (CLASSES[c] ?? 0) | NOT_SPACE;
  if ((c >= 0x30 && c <= 0x39) || c === 0x20 || c === 0x2c) CLASSES[c] = (CLASSES[c] ?? 0) | NUMBER_CODES;
  if (c === 0x2e || c === 0x2d || c === 0x2f || c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09)
    CLASSES[c] = (CLASSES[c] ?? 0) | MORSE;
}

/** Whether unit `c` is in `cls` (non-ASCII units only count as "not space"). */
function inClass(c: number, cls: number): boolean {
  return c < 0x80 ? ((CLASSES[c] ?? 0) & cls) !== 0 : cls === NOT_SPACE;
}

/**
 * Calls `onRun` for each maximal run of `cls` characters at least `min` long (capped), in order.
 *
 * Skips like Boyer-Moore: from a position `i` that starts no run yet (the unit before it is out of
 * `cls`), a run of `min` must cover unit `i + min - 1`; when that unit is out of `cls` nothing
 * before it can start one, and the scan jumps past it. Prose, whose words are shorter than `min`,
 * then has most of its units never read.
 */
function scanRuns(text: string, cls: number, min: number, onRun: (s: number, e: number) => void) {
  const n = text.length;
  let i = 0;
  while (i + min <= n) {
    const probe = i + min - 1;
    if (!inClass(text.charCodeAt(probe), cls)) {
      i = probe + 1;
      continue;
    }
    let start = probe;
    while (start > i && inClass(text.charCodeAt(start - 1), cls)) start--;
    let end = probe + 1;
    while (end < n && inClass(text.charCodeAt(end), cls)) end++;
    if (end - start >= min && end - start <= MAX_SEGMENT) onRun(start, end);
    i = end + 1;
  }
}

function isBase64Char(c: number): boolean {
  return (
    (c >= 0x30 && c <= 0x39) ||
    (c >= 0x41 && c <= 0x5a) ||
    (c >= 0x61 && c <= 0x7a) ||
    c === 0x2b ||
    c === 0x2f ||
    c === 0x3d ||
    c === 0x5f ||
    c === 0x2d
  );
}

function isHexChar(c: number): boolean {
  return (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x46) || (c >= 0x61 && c <= 0x66);
}

function decodeBase64OrHex(run: string): { kind: EncodingKind; text: string } | undefined {
  let allHex = run.length % 2 === 0;
  for (let i = 0; allHex && i < run.length; i++) allHex = isHexChar(run.charCodeAt(i));
  if (allHex) {
    const text = readableUtf8(Buffer.from(run, 'hex'));
    return text === undefined ? undefined : { kind: 'hex', text };
  }
  const base32 = decodeBase32(run);
  if (base32 !== undefined) return { kind: 'base32', text: base32 };
  // A base64 run of plain words ("SomeIdentifierName") decodes to noise; require base64's mix.
  if (!/[0-9+/=_-]/.test(run) && !/[a-z][A-Z]/.test(run)) return undefined;
  const text = readableUtf8(Buffer.from(run, 'base64'));
  return text === undefined ? undefined : { kind: 'base64', text };
}

/**
 * RFC 4648 base32: capitals and the digits 2-7, padded with "=" to a multiple of eight (padding
 * may be dropped). A run of capitals alone ("ABCDEFGHIJKLMNOPQRST") decodes to noise and is not
 * readable, so no word test is needed.
 */
function decodeBase32(run: string): string | undefined {
  const body = run.replace(/=+$/, '');
  if (body.length < MIN_BASE64 || !/^[A-Z2-7]+$/.test(body) || !/[2-7]/.test(body)) return undefined;
  if (body.length !== run.length && run.length % 8 !== 0) return undefined;
  const bytes: number[] = [];
  let value = 0;
  let bits = 0;
  for (let i = 0; i < body.length; i++) {
    const c = body.charCodeAt(i);
    value = ((value << 5) | (c >= 0x41 ? c - 0x41 : c - 0x32 + 26)) & 0xffff;
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return readableUtf8(Buffer.from(bytes));
}

/** "69 67 6e 6f 72 65" style dumps: at least 8 space-separated hex pairs. */
function decodeSpacedHex(run: string): string | undefined {
  const parts = run.trim().split(' ');
  if (parts.length < 8) return undefined;
  for (const p of parts) if (p.length !== 2) return undefined;
  return readableUtf8(Buffer.from(parts.join(''), 'hex'));
}

function decodePercent(chunk: string): string | undefined {
  let escapes = 0;
  const bytes: number[] = [];
  for (let i = 0; i < chunk.length; i++) {
    const c = chunk.charCodeAt(i);
    if (c === 0x25 && isHexChar(chunk.charCodeAt(i + 1)) && isHexChar(chunk.charCodeAt(i + 2))) {
      bytes.push(Number.parseInt(chunk.slice(i + 1, i + 3), 16));
      escapes++;
      i += 2;
    } else if (c === 0x2b) bytes.push(0x20);
    else if (c < 0x80) bytes.push(c);
    else return undefined;
  }
  if (escapes < 3) return undefined;
  return readableUtf8(Buffer.from(bytes));
}

/** JavaScript/Python escapes: \uXXXX and \xXX, at least three of them. */
function decodeEscapes(chunk: string): string | undefined {
  let escapes = 0;
  let out = '';
  for (let i = 0; i < chunk.length; i++) {
    const ch = chunk[i] as string;
    const kind = ch === '\\' ? chunk[i + 1] : undefined;
    const width = kind === 'u' ? 4 : kind === 'x' ? 2 : 0;
    const digits = width > 0 ? chunk.slice(i + 2, i + 2 + width) : '';
    if (width > 0 && digits.length === width && /^[0-9a-fA-F]+$/.test(digits)) {
      out += String.fromCharCode(Number.parseInt(digits, 16));
      escapes++;
      i += 1 + width;
    } else out += ch;
  }
  if (escapes < 3) return undefined;
  return isReadable(out) ? out : undefined;
}
