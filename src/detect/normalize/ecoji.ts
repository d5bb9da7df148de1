import { readableUtf8 } from './codecs.js';

/**
 * Ecoji, version 1 (github.com/keith-turner/ecoji, the encoding of garak's `InjectEcoji` probe,
 * which writes it with the Python `ecoji` package): bytes as emoji, ten bits an emoji, four emoji
 * to five bytes. The alphabet is Ecoji 1's 1,024 emoji (the first code points of Unicode 11's
 * emoji-test.txt, sorted), written here as ranges of code points. "☕" pads a short last group, and
 * one of "⚜ 🏍 📑 🙋" ends a group of four bytes (its value is the fourth byte's last two bits).
 */
const ALPHABET =
  '1f004 1f0cf 1f170-1f171 1f17e-1f17f 1f18e 1f191-1f19a 1f1e6-1f1ff 1f201-1f202 1f21a 1f22f ' +
  '1f232-1f23a 1f250-1f251 1f300-1f321 1f324-1f393 1f396-1f397 1f399-1f39b 1f39e-1f3cc ' +
  '1f3ce-1f3f0 1f3f3-1f3f5 1f3f7-1f4d0 1f4d2-1f4fd 1f4ff-1f53d 1f549-1f54e 1f550-1f567 ' +
  '1f56f-1f570 1f573-1f57a 1f587 1f58a-1f58d 1f590 1f595-1f596 1f5a4-1f5a5 1f5a8 1f5b1-1f5b2 ' +
  '1f5bc 1f5c2-1f5c4 1f5d1-1f5d3 1f5dc-1f5de 1f5e1 1f5e3 1f5e8 1f5ef 1f5f3 1f5fa-1f64a ' +
  '1f64c-1f64f 1f680-1f6c5 1f6cb-1f6d2 1f6e0-1f6e5 1f6e9 1f6eb-1f6ec 1f6f0 1f6f3-1f6f9 ' +
  '1f910-1f93a 1f93c-1f93e 1f940-1f945 1f947-1f970 1f973-1f976 1f97a 1f97c-1f9a2 1f9b0-1f9b9 ' +
  '1f9c0-1f9c2 1f9d0-1f9d5';

/** Padding: the group ends early. */
const PAD = -1;
/** The four group-of-four-bytes endings, whose values are 0 to 3 (minus 2 to minus 5 here). */
const PAD4 = [0x269c, 0x1f3cd, 0x1f4d1, 0x1f64b];

/** Code point -> its ten-bit value, PAD, or -2 - k for the k-th group-of-four ending. */
const VALUES = new Map<number, number>();
for (const range of ALPHABET.split(' ')) {
  const [from, to = from] = range.split('-').map((h) => Number.parseInt(h, 16)) as [number, number?];
  for (let c = from; c <= to; c++) VALUES.set(c, VALUES.size);
}
if (VALUES.size !== 1024) throw new Error(`Ecoji alphabet: ${VALUES.size} emoji, not 1024`);
VALUES.set(0x2615, PAD);
for (const [k, c] of PAD4.entries()) VALUES.set(c, -2 - k);

/** Fewest emoji read as Ecoji: two groups, up to ten bytes. */
const MIN_EMOJI = 8;
/** Most emoji read in one run (6,000 bytes), and most runs decoded per text. */
const MAX_EMOJI = 4800;
const MAX_RUNS = 32;

/** Eight emoji of the alphabet's planes or paddings in a row (a variation selector after each). */
const CANDIDATE = /(?:(?:[\uD83C-\uD83E][\uDC00-\uDFFF]|[\u2615\u269C])\uFE0F?){8}/g;

/**
 * The runs of Ecoji in `text` that decode to readable text: at least eight emoji, whole groups of
 * four, with line breaks and emoji variation selectors allowed between them. An emoji outside the
 * alphabet, or padding anywhere but at a group's end, ends a run. Only where eight emoji of the
 * alphabet's planes stand in a row is a run read at all, and at most 32 runs are decoded per text.
 */
export function findEcoji(text: string, limit: number): { start: number; end: number; text: string }[] {
  const found: { start: number; end: number; text: string }[] = [];
  let runs = 0;
  CANDIDATE.lastIndex = 0;
  for (
    let m = CANDIDATE.exec(text);
    m !== null && found.length < limit && runs < MAX_RUNS;
    m = CANDIDATE.exec(text)
  ) {
    const values: number[] = [];
    const start = m.index;
    let i = start;
    let end = start;
    while (i < text.length && values.length < MAX_EMOJI) {
      const c = text.codePointAt(i) as number;
      const v = VALUES.get(c);
      if (v !== undefined) {
        values.push(v);
        i += c > 0xffff ? 2 : 1;
        end = i;
      } else if ((c === 0xfe0f || c === 0x0a || c === 0x0d) && values.length > 0) i++;
      else break;
    }
    if (values.length >= MIN_EMOJI) {
      runs++;
      const decoded = decodeGroups(values);
      if (decoded !== undefined) found.push({ start, end, text: decoded });
    }
    CANDIDATE.lastIndex = end > start ? end : start + 1;
  }
  return found;
}

/** Whole groups of four emoji to bytes, then readable UTF-8; undefined when malformed or noise. */
function decodeGroups(values: readonly number[]): string | undefined {
  const groups = Math.floor(values.length / 4);
  const bytes: number[] = [];
  for (let g = 0; g < groups; g++) {
    const at = g * 4;
    const r0 = values[at] as number;
    const r1 = values[at + 1] as number;
    const r2 = values[at + 2] as number;
    const r3 = values[at + 3] as number;
    if (r0 < 0) return undefined;
    // How many bytes the group holds: a padding ends it early; a group-of-four ending holds four.
    const size = r1 === PAD ? 1 : r2 === PAD ? 2 : r3 === PAD ? 3 : r3 < PAD ? 4 : 5;
    if ((size < 2 && r2 !== PAD) || (size < 3 && r3 !== PAD)) return undefined;
    if ((size >= 2 && r1 < 0) || (size >= 3 && r2 < 0)) return undefined;
    const b1 = Math.max(r1, 0);
    const b2 = Math.max(r2, 0);
    const b3 = size === 4 ? (PAD - 1 - r3) << 8 : Math.max(r3, 0);
    bytes.push(r0 >> 2);
    if (size >= 2) bytes.push(((r0 & 0x3) << 6) | (b1 >> 4));
    if (size >= 3) bytes.push(((b1 & 0xf) << 4) | (b2 >> 6));
    if (size >= 4) bytes.push(((b2 & 0x3f) << 2) | (b3 >> 8));
    if (size >= 5) bytes.push(b3 & 0xff);
  }
  return readableUtf8(Buffer.from(bytes));
}
