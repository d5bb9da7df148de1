import { decode } from 'base2048';
import { readableUtf8 } from './codecs.js';

/**
 * Base2048 (github.com/qntm/base2048, decoded by its author's package; garak's `InjectBase2048`
 * probe writes it with the Python port): eleven bits a character, drawn from the letters of many
 * scripts (Latin, Greek, Cyrillic, Armenian, Hebrew, Arabic, Indic, Thai, Lao, Tibetan, Myanmar),
 * so an encoded run reads as one word that jumps between scripts. A run of at least eight
 * characters of the alphabet's range that spans three 128-code-point blocks or more is decoded
 * (the package refuses any character outside its alphabet) and kept when it reads as text. A word
 * of one script stays within one or two blocks, so prose in any language is never tried.
 */
/** Any character of the alphabet outside ASCII: a text with none holds no Base2048. */
const WIDE = /[\u00c6-\u1055]/;
/** Shortest run tried (eleven bytes); longest run decoded (about 11 KB). */
const MIN_CHARS = 8;
const MAX_CHARS = 8192;

export function findBase2048(text: string, limit: number): { start: number; end: number; text: string }[] {
  const found: { start: number; end: number; text: string }[] = [];
  const wide = WIDE.exec(text);
  // A run needs three blocks: ASCII and one other block are not enough, so prose of one script is
  // ruled out by one search for a wide character outside the first one's block.
  if (wide === null || !outsideBlock(text.charCodeAt(wide.index) >> 7).test(text)) return found;
  // One pass over the runs of the alphabet's range, counting each run's blocks (three are enough).
  let start = -1;
  let first = -1;
  let second = -1;
  let blocks = 0;
  for (let i = 0; i <= text.length && found.length < limit; i++) {
    const c = i < text.length ? text.charCodeAt(i) : 0;
    if (inRange(c)) {
      if (start < 0) {
        start = i;
        blocks = 0;
        first = -1;
        second = -1;
      }
      const block = c >> 7;
      if (blocks < 3 && block !== first && block !== second) {
        if (blocks === 0) first = block;
        else if (blocks === 1) second = block;
        blocks++;
      }
      continue;
    }
    if (start >= 0 && blocks >= 3 && i - start >= MIN_CHARS && i - start <= MAX_CHARS) {
      const decoded = decodeRun(text.slice(start, i));
      if (decoded !== undefined) found.push({ start, end: i, text: decoded });
    }
    start = -1;
  }
  return found;
}

/** Digits, ASCII letters and the alphabet's wide range: what a Base2048 run may hold. */
const IN_RANGE = new Uint8Array(0x1056);
for (const [from, to] of [
  [0x30, 0x39],
  [0x41, 0x5a],
  [0x61, 0x7a],
  [0xc6, 0x1055],
]) {
  IN_RANGE.fill(1, from, (to as number) + 1);
}

function inRange(c: number): boolean {
  return c < 0x1056 && IN_RANGE[c] === 1;
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
    return undefined; // a character outside the alphabet, or a final character where none may be
  }
  return readableUtf8(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
}
