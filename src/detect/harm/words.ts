/**
 * The harm model's word scores: one number per English word, the learned harm direction in a
 * pretrained word-vector space (GloVe) read off at each word (`scripts/train/glove.ts`). A text's
 * term is the sum of its words' scores over (word count)^power (`StoredWordScores.power`), so a
 * word the training data never held ("strychnine") still scores near the words it is used like
 * ("cyanide", "poison"): the part of the model that carries across sources' wording.
 */

/** Words as the table holds them: runs of letters, lower-cased. */
const WORD = /\p{L}+/gu;

/** Calls `visit` with each word of `text` (lower-cased) and its offset. */
export function forEachWord(text: string, visit: (word: string, at: number) => void): void {
  WORD.lastIndex = 0;
  for (let m = WORD.exec(text); m !== null; m = WORD.exec(text)) visit(m[0].toLowerCase(), m.index);
}

/** What scores a word (a `Map` in tests, a {@link WordTable} in the model). */
export interface WordScorer {
  get(word: string): number | undefined;
}

const FNV_OFFSET = 0x811c9dc5;
const FNV_PRIME = 0x01000193;

/** FNV-1a over the UTF-16 code units; never 0 (0 marks an empty slot). */
export function hashWord(word: string): number {
  let h = FNV_OFFSET;
  for (let i = 0; i < word.length; i++) h = Math.imul(h ^ word.charCodeAt(i), FNV_PRIME);
  return h >>> 0 || 1;
}

/**
 * The word scores as an open-addressing table keyed by each word's 32-bit hash (no strings kept):
 * 200k words build in a few milliseconds into 4 MB, where a `Map` took hundreds of milliseconds and
 * 14 MB. Two words sharing a full 32-bit hash (a few pairs in 200k) share a score; a word outside
 * the table matches one with probability about 5e-5.
 */
export class WordTable implements WordScorer {
  /**
   * Each slot's key and score side by side (two views of one buffer: slot b's key at 2b, its score
   * at 2b + 1), so a look-up reads one cache line: a text's words are spread over 4 MB, and with
   * keys and scores in two arrays each word cost two cache misses.
   */
  private readonly keys: Uint32Array;
  private readonly values: Float32Array;
  private readonly mask: number;
  readonly size: number;

  /** `list`: the words joined by newlines; `scores[i]`: the i-th word's score. */
  constructor(list: string, scores: ArrayLike<number>) {
    const n = list === '' ? 0 : scores.length;
    let bits = 4;
    while (1 << bits < n * 2) bits++;
    this.mask = (1 << bits) - 1;
    const buffer = new ArrayBuffer(8 << bits);
    this.keys = new Uint32Array(buffer);
    this.values = new Float32Array(buffer);
    // Hashed straight off the list, without a string per word (startup: 200k words).
    let i = 0;
    let h = FNV_OFFSET;
    for (let c = 0; c <= list.length && n > 0; c++) {
      if (c < list.length && list.charCodeAt(c) !== 10) {
        h = Math.imul(h ^ list.charCodeAt(c), FNV_PRIME);
        continue;
      }
      const key = h >>> 0 || 1;
      const b = this.slot(key);
      this.keys[2 * b] = key;
      this.values[2 * b + 1] = scores[i++] ?? 0;
      h = FNV_OFFSET;
    }
    this.size = n;
  }

  private slot(h: number): number {
    let b = h & this.mask;
    while (this.keys[2 * b] !== 0 && this.keys[2 * b] !== h) b = (b + 1) & this.mask;
    return b;
  }

  get(word: string): number | undefined {
    return this.byHash(hashWord(word));
  }

  /** The score of the word whose {@link hashWord} is `h`. */
  byHash(h: number): number | undefined {
    const b = this.slot(h);
    return this.keys[2 * b] === h ? this.values[2 * b + 1] : undefined;
  }
}

/** A window's word term, blocks [from, to): the words' scores summed over (word count)^power; 0 without words. */
export function wordWindowTerm(
  words: { readonly sum: ArrayLike<number>; readonly count: ArrayLike<number> } | null,
  from: number,
  to: number,
  power: number,
): number {
  if (words === null) return 0;
  let ws = 0;
  let wn = 0;
  for (let b = from; b < to; b++) {
    ws += words.sum[b] ?? 0;
    wn += words.count[b] ?? 0;
  }
  return wn === 0 ? 0 : ws / wn ** power;
}

/** Per block of `blockChars`: the sum of the words' scores and the number of words (scored or not). */
export function wordBlockSums(text: string, scores: WordScorer, blockChars: number) {
  const blocks = Math.max(1, Math.ceil(text.length / blockChars));
  const sum = new Float64Array(blocks);
  const count = new Uint32Array(blocks);
  const add = (score: number | undefined, at: number) => {
    const b = Math.floor(at / blockChars);
    sum[b] = (sum[b] ?? 0) + (score ?? 0);
    count[b] = (count[b] ?? 0) + 1;
  };
  if (scores instanceof WordTable) forEachWordHash(text, (h, at) => add(scores.byHash(h), at));
  else forEachWord(text, (w, at) => add(scores.get(w), at));
  return { sum, count };
}

/**
 * What {@link forEachWord} visits, as each word's {@link hashWord} instead of the word: a word of
 * ASCII letters (most of them) is lower-cased and hashed as it is read, without a regular
 * expression or a string; any other word is cut out and lower-cased as `forEachWord` does it
 * (`toLowerCase` may change its length), so both give the same words at the same offsets.
 */
export function forEachWordHash(text: string, visit: (hash: number, at: number) => void): void {
  const n = text.length;
  for (let i = 0; i < n; ) {
    const first = text.charCodeAt(i);
    if (first < 0x80 ? ASCII_LOWER[first] === 0 : letterWidth(text, i) === 0) {
      i++;
      continue;
    }
    const start = i;
    let ascii = true;
    let h = FNV_OFFSET;
    while (i < n) {
      const c = text.charCodeAt(i);
      if (c < 0x80) {
        const lower = ASCII_LOWER[c] as number;
        if (lower === 0) break;
        h = Math.imul(h ^ lower, FNV_PRIME);
        i++;
      } else {
        const width = letterWidth(text, i);
        if (width === 0) break;
        ascii = false;
        i += width;
      }
    }
    visit(ascii ? h >>> 0 || 1 : hashWord(text.slice(start, i).toLowerCase()), start);
  }
}

/** Per ASCII unit: its lower case where it is a letter, else 0. */
const ASCII_LOWER = Uint8Array.from({ length: 0x80 }, (_, c) =>
  c >= 0x61 && c <= 0x7a ? c : c >= 0x41 && c <= 0x5a ? c + 0x20 : 0,
);

/** Per UTF-16 unit below 0x10000: 0 not known yet, 1 a letter (`\p{L}`), 2 not one. */
const LETTER_UNITS = new Uint8Array(0x10000);
const LETTER = /^\p{L}$/u;

/**
 * The units of the letter at `i`, a unit above ASCII ({@link ASCII_LOWER} reads those): 1, or 2 for
 * a surrogate pair, or 0 where no letter starts there.
 */
function letterWidth(text: string, i: number): number {
  const c = text.charCodeAt(i);
  if (c >= 0xd800 && c <= 0xdbff) {
    const d = text.charCodeAt(i + 1);
    if (d >= 0xdc00 && d <= 0xdfff) return LETTER.test(text.slice(i, i + 2)) ? 2 : 0;
    return 0;
  }
  let known = LETTER_UNITS[c];
  if (known === 0) {
    known = LETTER.test(String.fromCharCode(c)) ? 1 : 2;
    LETTER_UNITS[c] = known;
  }
  return known === 1 ? 1 : 0;
}

/** The word-score table as stored. */
export interface StoredWordScores {
  list: string;
  data: string;
  scale: number;
  /** A window's term is the sum of its words' scores over (word count)^power. */
  power: number;
}

/**
 * Encodes a word-score table (int8, one scale). It keeps the words whose score does not round to 0,
 * here or in `also` (a second head's scores, stored over this list by {@link encodeScoresOn}).
 */
export function encodeWordScores(
  scores: ReadonlyMap<string, number>,
  power: number,
  also?: ReadonlyMap<string, number>,
): StoredWordScores {
  const own = quantizer(scores);
  const other = also === undefined ? null : quantizer(also);
  // A word whose score rounds to 0 adds nothing but its count, which the text's own words give.
  const words = [...new Set([...scores.keys(), ...(also?.keys() ?? [])])].filter(
    (w) => own.q(w) !== 0 || (other !== null && other.q(w) !== 0),
  );
  return { list: words.join('\n'), data: int8Base64(words, own.q), scale: own.scale, power };
}

/** A second table's scores for the words of a stored `list`, in its order (int8, one scale). */
export function encodeScoresOn(
  list: string,
  scores: ReadonlyMap<string, number>,
): { data: string; scale: number } {
  const { q, scale } = quantizer(scores);
  return { data: int8Base64(list === '' ? [] : list.split('\n'), q), scale };
}

/** The int8 code of each word's score under one symmetric scale from the largest magnitude. */
function quantizer(scores: ReadonlyMap<string, number>) {
  let max = 0;
  for (const v of scores.values()) max = Math.max(max, Math.abs(v));
  const scale = max === 0 ? 1 : max / 127;
  return { scale, q: (w: string) => Math.round((scores.get(w) ?? 0) / scale) };
}

function int8Base64(words: readonly string[], q: (w: string) => number): string {
  return Buffer.from(Int8Array.from(words, q).buffer).toString('base64');
}

export function decodeWordScores(stored: StoredWordScores | undefined): WordTable {
  if (stored === undefined) return new WordTable('', []);
  const q = new Int8Array(Buffer.from(stored.data, 'base64'));
  const scores = new Float32Array(q.length);
  for (let i = 0; i < q.length; i++) scores[i] = (q[i] ?? 0) * stored.scale;
  return new WordTable(stored.list, scores);
}
