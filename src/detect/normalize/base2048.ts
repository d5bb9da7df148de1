import { decode, encode } from 'base2048';
import { readableUtf8 } from './codecs.js';

/**
 * Base2048 (github.com/qntm/base2048, decoded by its author's package; garak's `InjectBase2048`
 * probe writes it with the Python port): eleven bits a character, drawn from the letters of many
 * scripts (Latin, Greek, Cyrillic, Armenian, Hebrew, Arabic, Indic, Thai, Lao, Tibetan, Myanmar),
 * so an encoded run reads as one word that jumps between scripts. A run of at least eight
 * characters of the alphabet that spans three 128-code-point blocks or more is decoded and kept
 * when it reads as text. A word of one script stays within one or two blocks, so prose in any
 * language is never tried; at most 32 runs are decoded per text, so a flood of such words costs
 * no more than a few.
 */
/** Any character of the alphabet outside ASCII: a text with none holds no Base2048. */
const WIDE = /[\u00c6-\u1055]/;
/** Shortest run tried (eleven bytes); longest run decoded (about 11 KB); runs decoded per text. */
const MIN_CHARS = 8;
const MAX_CHARS = 8192;
const MAX_ATTEMPTS = 32;

/**
 * The alphabet, read from the package itself: the 2,048 characters of eleven bits (1 here), and
 * the eight that may only end a text and carry its last three bits, "0" to "7" (2 here). Every
 * eleven-bit value in turn, written as bytes and encoded, yields the 2,048 in order.
 */
const ALPHABET = (() => {
  const bytes = new Uint8Array((2048 * 11) / 8);
  for (let z = 0; z < 2048; z++) {
    for (let b = 0; b < 11; b++) {
      const bit = z * 11 + b;
      if ((z >> (10 - b)) & 1) bytes[bit >> 3] = (bytes[bit >> 3] ?? 0) | (0x80 >> (bit & 7));
    }
  }
  const table = new Uint8Array(0x1056);
  for (const ch of encode(bytes)) table[ch.charCodeAt(0)] = 1;
  for (let c = 0x30; c <= 0x37; c++) table[c] ||= 2;
  return table;
})();

function alphabetValue(c: number): number {
  return c < 0x1056 ? (ALPHABET[c] as number) : 0;
}

export function findBase2048(text: string, limit: number): { start: number; end: number; text: string }[] {
  const found: { start: number; end: number; text: string }[] = [];
  const wide = WIDE.exec(text);
  // A run needs three blocks: ASCII and one other block are not enough, so prose of one script is
  // ruled out by one search for a wide character outside the first one's block.
  if (wide === null || !outsideBlock(text.charCodeAt(wide.index) >> 7).test(text)) return found;
  // One pass over the runs of the alphabet, counting each run's blocks (three are enough).
  let attempts = 0;
  let start = -1;
  let first = -1;
  let second = -1;
  let blocks = 0;
  let tailAt = -1;
  for (let i = 0; i <= text.length && found.length < limit && attempts < MAX_ATTEMPTS; i++) {
    const c = i < text.length ? text.charCodeAt(i) : 0;
    const value = alphabetValue(c);
    if (value !== 0) {
      if (start < 0) {
        start = i;
        blocks = 0;
        first = -1;
        second = -1;
        tailAt = -1;
      }
      // A final-only character ("0" to "7" that are not also eleven-bit ones) must end the run.
      if (value === 2 && tailAt < 0) tailAt = i;
      const block = c >> 7;
      if (blocks < 3 && block !== first && block !== second) {
        if (blocks === 0) first = block;
        else if (blocks === 1) second = block;
        blocks++;
      }
      continue;
    }
    const length = i - start;
    if (
      start >= 0 &&
      blocks >= 3 &&
      length >= MIN_CHARS &&
      length <= MAX_CHARS &&
      (tailAt < 0 || tailAt === i - 1)
    ) {
      attempts++;
      const decoded = decodeRun(text.slice(start, i));
      if (decoded !== undefined) found.push({ start, end: i, text: decoded });
    }
    start = -1;
  }
  return found;
}

/** Per block: a wide character of the alphabet's range outside that block. */
const OUTSIDE = new Map<number, RegExp>();

function outsideBlock(block: number): RegExp {
  let re = OUTSIDE.get(block);
  if (re === undefined) {
    const hex = (c: number) => `\\u${c.toString(16).padStart(4, '0')}`;
    const lo = Math.max(0xc6, block << 7);
    const hi = (block << 7) + 0x7f;
    const parts = [
      lo > 0xc6 ? `${hex(0xc6)}-${hex(lo - 1)}` : '',
      hi < 0x1055 ? `${hex(hi + 1)}-${hex(0x1055)}` : '',
    ];
    re = new RegExp(`[${parts.join('')}]`);
    OUTSIDE.set(block, re);
  }
  return re;
}

function decodeRun(run: string): string | undefined {
  let bytes: Uint8Array;
  try {
    bytes = decode(run);
  } catch {
    return undefined; // every character was checked: only a malformed end is left to refuse
  }
  return readableUtf8(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
}
