/** Offsets kept per word and text: a word found this often may occur further on, unreported. */
export const WORD_POSITIONS_LIMIT = 512;

/**
 * Finds many literal words in one pass over a text. Each position's first two UTF-16 units index
 * a table of the words' first two units (exact for ASCII and Latin-1, folded above); a hit is
 * then filtered by the third unit against the third units of that pair's words (a 128-bit set
 * for ASCII), and only what passes both is compared. On English prose about a third of the
 * positions share their first two letters with some cue word (" s" of " street", "co" of
 * "contact"), and a tenth of those their third: the comparisons, not the pass, were the cost.
 * One pass over a 100 KB prompt replaces a hundred `indexOf` scans or an alternation of a
 * hundred literals, which V8 runs position by position.
 */
export class MultiSearch {
  /**
   * One bit per two-unit prefix: set where a word starts so. 8 KB, and the rows of ASCII prose
   * fit in a few cache lines, so the common miss stays in cache between scans (the slot table
   * below is 128 KB and is read only on a hit).
   */
  private readonly present = new Uint32Array(1 << 11);
  /** Slot (1-based) of each two-unit prefix; 0 where no word starts so. */
  private readonly slotOf = new Uint16Array(1 << 16);
  /** Per slot, 4 x 32 bits: the ASCII third units of its words. */
  private readonly thirds: Uint32Array;
  /** Per slot: 1 when a word of it is two units long or has a non-ASCII third unit. */
  private readonly loose: Uint8Array;
  private readonly words: string[][] = [[]];
  private lastText = '';
  private lastFound = new Map<string, number[]>();

  constructor(words: Iterable<string>) {
    const unique = [...new Set(words)];
    for (const w of unique) {
      if (w.length < 2) throw new Error(`MultiSearch words need two characters: "${w}"`);
      const h = pair(w.charCodeAt(0), w.charCodeAt(1));
      if (this.slotOf[h] === 0) {
        this.present[h >>> 5] = (this.present[h >>> 5] ?? 0) | (1 << (h & 31));
        this.slotOf[h] = this.words.length;
        this.words.push([]);
      }
      this.words[this.slotOf[h] as number]?.push(w);
    }
    this.thirds = new Uint32Array(4 * this.words.length);
    this.loose = new Uint8Array(this.words.length);
    for (let slot = 1; slot < this.words.length; slot++) {
      for (const w of this.words[slot] ?? []) {
        const c = w.length > 2 ? w.charCodeAt(2) : -1;
        if (c < 0 || c >= 0x80) this.loose[slot] = 1;
        else this.thirds[slot * 4 + (c >>> 5)] = (this.thirds[slot * 4 + (c >>> 5)] ?? 0) | (1 << (c & 31));
      }
    }
  }

  /** Start offsets of every word found in `text` (at most `limit` per word); the last text is cached. */
  find(text: string, limit = WORD_POSITIONS_LIMIT): ReadonlyMap<string, readonly number[]> {
    if (text === this.lastText) return this.lastFound;
    const found = new Map<string, number[]>();
    const { present, slotOf, thirds, loose } = this;
    const n = text.length - 1;
    let next = n >= 0 ? text.charCodeAt(0) : 0;
    for (let i = 0; i < n; i++) {
      const c = next;
      next = text.charCodeAt(i + 1);
      const h = pair(c, next);
      if ((((present[h >>> 5] as number) >>> (h & 31)) & 1) === 0) continue;
      const slot = slotOf[h] as number;
      if (loose[slot] === 0) {
        const third = text.charCodeAt(i + 2);
        if (!(third < 0x80) || ((thirds[slot * 4 + (third >>> 5)] as number) & (1 << (third & 31))) === 0)
          continue;
      }
      for (const w of this.words[slot] as string[]) {
        if (!text.startsWith(w, i)) continue;
        const at = found.get(w);
        if (at === undefined) found.set(w, [i]);
        else if (at.length < limit) at.push(i);
      }
    }
    this.lastText = text;
    this.lastFound = found;
    return found;
  }
}

/** The 16-bit index of two UTF-16 units: exact for ASCII and Latin-1, folded above. */
function pair(a: number, b: number): number {
  return (((a ^ (a >>> 8)) & 0xff) << 8) | ((b ^ (b >>> 8)) & 0xff);
}

let lastText = '';
let lastLower = '';
/** The text lower-cased, once per text for every rule that searches it case-insensitively. */
export function lowerOf(text: string): string {
  if (text !== lastText) {
    lastText = text;
    lastLower = text.toLowerCase();
  }
  return lastLower;
}

/** The shared indexes, by group: the words registered so far and the index once built. */
const groups = new Map<string, { words: Set<string>; index: MultiSearch | null }>();

/**
 * A view of a shared index of lower-case words over the lower-cased text: every rule of a group
 * that looks for cue words registers them at load, and one pass per text finds them all. The
 * index is built on first use, once every rule is loaded. Groups keep apart words needed on
 * every text (secret needles and key names: group `secrets`) from words looked up only when a
 * text has the digits a rule needs (street, birth, document and national-id words: `pii`), so
 * prose pays for one pass over the words that can matter to it.
 */
export function lowerWordIndex(
  group: string,
  words: Iterable<string>,
): (text: string) => ReadonlyMap<string, readonly number[]> {
  let g = groups.get(group);
  if (g === undefined) {
    g = { words: new Set(), index: null };
    groups.set(group, g);
  }
  const { words: registered } = g;
  for (const w of words) registered.add(w.toLowerCase());
  const built = g;
  return (text) => {
    built.index ??= new MultiSearch(registered);
    return built.index.find(lowerOf(text));
  };
}

/** True when the index found any of `words`. */
export function anyOf(found: ReadonlyMap<string, unknown>, words: readonly string[]): boolean {
  return found.size > 0 && words.some((w) => found.has(w));
}

/** The words of a shared index (for tests and benchmarks). */
export function indexedWords(group: string): readonly string[] {
  return [...(groups.get(group)?.words ?? [])];
}
