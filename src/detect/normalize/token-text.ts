import { isWordCode } from './char-class.js';
import { type TextView, ViewBuilder } from './text-view.js';

/** Result of {@link toTokenText}. */
export interface TokenText {
  /**
   * The folded text with every run of non-word characters collapsed to one separator (`:` if the
   * run held a colon, else a space) and one space of padding at each end: " ignore all previous ".
   */
  view: TextView;
  /** The words of the text, for rule pre-selection: each listed once, barring hash collisions. */
  words: string[];
  /** Whether every word of {@link words} is pure ASCII (no non-Latin rule anchor can match). */
  asciiWords: boolean;
  /** Whether {@link words} holds every word of the text (false past the word cap of huge texts). */
  complete: boolean;
  /** Whether the text contains a script written without spaces (CJK, kana, Hangul). */
  hasJoinedScript: boolean;
}

/** Words considered for rule pre-selection: bounds the word list on enormous inputs. */
const MAX_WORDS = 100_000;
const FNV_OFFSET = 0x811c9dc5;
const FNV_PRIME = 0x01000193;
/**
 * The output buffer, kept between calls: every scan builds two or more token texts, and a fresh
 * zero-filled array each time cost a sixth of this function. Texts longer than this get their own.
 */
const KEPT_BUFFER_UNITS = 1 << 16;
let kept = new Uint16Array(1024);

/**
 * Collapses punctuation and spacing so rules can be plain regexes over `[ :]`-separated words,
 * with no Unicode property classes (slow in V8) and no lookbehind.
 *
 * One pass over char codes into a typed buffer: on a 100 KB prompt, building the text from
 * per-word strings and listing every word occurrence cost more than the rules themselves.
 */
export function toTokenText(folded: TextView): TokenText {
  const text = folded.text;
  const len = text.length;
  const buf = bufferFor(len + 2);
  const map = new ViewBuilder(len >> 4);
  const words = new WordSet(text);
  let n = 0;
  // The pending linear map segment (copied words and one-character separators): flushed to the
  // builder only when the next copy does not continue it, so a call happens per break, not per word.
  let runFrom = 0;
  let runUnits = 0;
  let joined = false;
  let wordStart = -1;
  let wordHash = FNV_OFFSET;
  let wordAscii = true;
  let sepStart = -1;
  let colon = false;
  let started = false;
  buf[n++] = 0x20;
  map.mapBlock(0, 0, 1);
  for (let i = 0; i <= len; i++) {
    const c = i < len ? text.charCodeAt(i) : 0x20;
    const word = i < len && (c < 0x80 ? isAsciiWord(c) : isWordCode(c));
    if (word) {
      if (c >= 0x3000 && !joined) joined = isJoinedScript(c);
      if (sepStart >= 0) {
        buf[n++] = colon ? 0x3a : 0x20;
        // A one-character separator maps like a copied character, which keeps segments long.
        if (i - sepStart === 1 && runFrom + runUnits === sepStart) runUnits++;
        else {
          map.mapRun(runFrom, runUnits);
          map.mapBlock(sepStart, i, 1);
          runFrom = i;
          runUnits = 0;
        }
        sepStart = -1;
        colon = false;
      }
      if (wordStart < 0) {
        wordStart = i;
        wordHash = FNV_OFFSET;
        wordAscii = true;
      }
      if (c >= 0x80) wordAscii = false;
      wordHash = Math.imul(wordHash ^ c, FNV_PRIME);
      buf[n++] = c;
    } else {
      if (wordStart >= 0) {
        if (runFrom + runUnits !== wordStart) {
          map.mapRun(runFrom, runUnits);
          runFrom = wordStart;
          runUnits = 0;
        }
        runUnits += i - wordStart;
        started = true;
        words.add(wordStart, i, wordHash, wordAscii);
        wordStart = -1;
      }
      // Leading separators are absorbed by the padding; inner runs become one separator.
      if (sepStart < 0 && started && i < len) sepStart = i;
      if (c === 0x3a) colon = true;
    }
  }
  map.mapRun(runFrom, runUnits);
  if (sepStart >= 0 && colon) {
    buf[n++] = 0x3a;
    map.mapBlock(sepStart, len, 1);
  }
  buf[n++] = 0x20;
  map.mapBlock(len, len, 1);
  const view = map.buildWith(codesToString(buf, n), folded);
  words.release();
  return {
    view,
    words: words.list,
    asciiWords: words.ascii,
    complete: words.complete,
    hasJoinedScript: joined,
  };
}

/** A buffer of at least `units` units: the kept one, grown as needed, unless that is too large. */
function bufferFor(units: number): Uint16Array {
  if (units > KEPT_BUFFER_UNITS) return new Uint16Array(units);
  if (kept.length < units) kept = new Uint16Array(Math.min(KEPT_BUFFER_UNITS, 2 * units));
  return kept;
}

const SHARED_HASHES = new Int32Array(256);
const SHARED_SLOTS = new Int32Array(256);

/**
 * Distinct words of a text, keyed by a hash computed while scanning, so a repeated word costs a
 * table probe and a comparison instead of a new string. A word whose hash collides is listed at
 * each occurrence, which costs time, never a missed word.
 */
class WordSet {
  readonly list: string[] = [];
  /** Whether every listed word is pure ASCII. */
  ascii = true;
  /**
   * Open addressing: hash per slot and 1 + index in `list` (0 = empty). The first tables are
   * shared by every call (cleared by {@link release}); a text with more than 128 distinct words
   * grows its own.
   */
  private hashes = SHARED_HASHES;
  private slots = SHARED_SLOTS;
  private seen = 0;

  constructor(private readonly text: string) {}

  /** No word was left out for the cap. */
  complete = true;

  add(start: number, end: number, hash: number, ascii: boolean): void {
    if (this.seen >= MAX_WORDS) {
      this.complete = false;
      return;
    }
    this.seen++;
    // A repeat has the letters of the word listed before it, so it may set the flag as well.
    if (!ascii) this.ascii = false;
    const mask = this.slots.length - 1;
    let at = hash & mask;
    for (let slot = this.slots[at] ?? 0; slot !== 0; slot = this.slots[at] ?? 0) {
      if (this.hashes[at] === hash) {
        const known = this.list[slot - 1] ?? '';
        if (known.length === end - start && this.text.startsWith(known, start)) return;
        break;
      }
      at = (at + 1) & mask;
    }
    const word = this.text.slice(start, end);
    this.list.push(word);
    if ((this.slots[at] ?? 0) === 0) {
      this.hashes[at] = hash;
      this.slots[at] = this.list.length;
      if (this.list.length * 2 > this.slots.length) this.rehash();
    }
  }

  /** Clears the shared tables for the next call (used, even if this set has since grown its own). */
  release(): void {
    SHARED_SLOTS.fill(0);
  }

  private rehash(): void {
    const hashes = this.hashes;
    const slots = this.slots;
    this.hashes = new Int32Array(slots.length * 2);
    this.slots = new Int32Array(slots.length * 2);
    const mask = this.slots.length - 1;
    for (let i = 0; i < slots.length; i++) {
      const slot = slots[i] ?? 0;
      if (slot === 0) continue;
      const hash = hashes[i] ?? 0;
      let at = hash & mask;
      while ((this.slots[at] ?? 0) !== 0) at = (at + 1) & mask;
      this.hashes[at] = hash;
      this.slots[at] = slot;
    }
  }
}

const LITTLE_ENDIAN = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1;
const CHUNK = 8192;

/** The string of the first `n` UTF-16 units of `buf`. */
export function codesToString(buf: Uint16Array, n: number): string {
  if (LITTLE_ENDIAN) return Buffer.from(buf.buffer, buf.byteOffset, n * 2).toString('utf16le');
  let s = '';
  for (let i = 0; i < n; i += CHUNK) s += String.fromCharCode(...buf.subarray(i, Math.min(n, i + CHUNK)));
  return s;
}

function isAsciiWord(c: number): boolean {
  return (c >= 0x30 && c <= 0x39) || (c >= 0x61 && c <= 0x7a) || (c >= 0x41 && c <= 0x5a);
}

function isJoinedScript(c: number): boolean {
  return (c >= 0x3040 && c <= 0x9fff) || (c >= 0xac00 && c <= 0xd7af) || (c >= 0xf900 && c <= 0xfaff);
}
