import { foldString } from '../normalize/fold-chars.js';

/**
 * Concepts found by a word lexicon in many languages, for the linear models: each concept found in
 * a text, and each pair of concepts, is a feature of its own beside the hashed n-grams, so what a
 * model learned in one language carries to every language with entries. The harmful-content
 * model's concepts (`../harm/lexicon.ts`) and the injection model's (`attack-lexicon/`) are two
 * instances.
 *
 * Entries are `|`-separated and matched on the token text (folded like the model's input). A
 * trailing `*` matches a word's start (a stem: "explos*" finds "explosive", "explosivo"); without
 * it the whole word. Entries in scripts written without spaces (Chinese, Japanese, Korean, Thai)
 * match anywhere.
 */

/** Scripts written without spaces between words: their entries match anywhere in a word. */
const UNSPACED = /[\u0e00-\u0e7f\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af\uf900-\ufaff]/;

/** The token text of one lexicon entry, folded as the model's input is (case, accents, lookalikes). */
function fold(entry: string): string {
  // foldString is what the phrase rules compile through; then punctuation to single spaces, as
  // token text has it (checked against the full pipeline on every entry: identical).
  return foldString(entry.replace(/[\u200b-\u200f\u2060\ufeff]/g, ''))
    .replace(/[^\p{L}\p{N}\p{M}]+/gu, ' ')
    .trim();
}

/** A trie over the folded entries: one walk per word start reads every entry that starts there. */
interface Node {
  next: Map<number, Node>;
  /** Concepts (bit mask) of entries that end here as whole words. */
  exact: number;
  /** Concepts of entries that end here as stems (any continuation). */
  prefix: number;
}

const node = (): Node => ({ next: new Map(), exact: 0, prefix: 0 });

const ARABIC = /^[\u0600-\u06ff]/;
/** Clitics written onto an Arabic word: the article and the conjunctions or prepositions before it. */
const ARABIC_ARTICLES = ['ال', 'وال', 'بال', 'لل', 'فال'];
const ARABIC_PROCLITICS = ['و', 'ب', 'ل', 'ف'];

/**
 * An entry and, in Arabic, the forms its first word takes with the article and the one-letter
 * proclitics attached ("مخدرات" is also "المخدرات", "لتهريب" is "ل" + "تهريب"). One-letter
 * proclitics only before words of four letters or more: "ب" + "سم" (poison) would read "بسم".
 */
function arabicForms(folded: string): string[] {
  if (!ARABIC.test(folded) || folded.startsWith('ال')) return [folded];
  const first = folded.split(' ')[0] ?? '';
  const forms = [folded, ...ARABIC_ARTICLES.map((a) => a + folded)];
  if (first.length >= 4) forms.push(...ARABIC_PROCLITICS.map((p) => p + folded));
  return forms;
}

/** Thai, kana, CJK and Hangul (one range from U+3040 to U+D7AF), CJK compatibility. */
function isUnspaced(c: number): boolean {
  return (c >= 0x0e00 && c <= 0x0e7f) || (c >= 0x3040 && c <= 0xd7af) || (c >= 0xf900 && c <= 0xfaff);
}

/** Where each concept was found in a token text: per concept, the sorted start offsets (maybe empty). */
export type ConceptHits = readonly (readonly number[])[];

/** Most offsets kept per concept: bounds work and memory on repetitive input. */
const MAX_OFFSETS = 64;

/** Finds the concepts of one lexicon (at most 31) in token text; the trie is built on first use. */
export class ConceptMatcher {
  readonly count: number;
  /** Concept features: each concept, then each unordered pair. */
  readonly features: number;
  private root: Node | null = null;
  /** Nodes two ASCII units below the root, by `(c1 << 7) | c2`. */
  private pairs: (Node | undefined)[] = [];
  /** Start and end (pairs) of the entries of the span concepts found by the current call. */
  readonly spans: number[] = [];

  /**
   * @param lexicon per concept (in feature order), the entries of every language
   * @param spanMask concepts whose entries' spans {@link hits} records in {@link spans}
   */
  constructor(
    private readonly lexicon: readonly (readonly string[])[],
    private readonly spanMask = 0,
  ) {
    this.count = lexicon.length;
    this.features = this.count + (this.count * (this.count - 1)) / 2;
  }

  private build(): void {
    const top = node();
    this.lexicon.forEach((languages, c) => {
      for (const entries of languages) {
        for (const raw of entries.split('|')) {
          const stem = raw.endsWith('*');
          for (const folded of arabicForms(fold(stem ? raw.slice(0, -1) : raw))) {
            if (folded.length < 2) continue;
            insert(top, folded, stem, c);
          }
        }
      }
    });
    this.root = top;
    this.pairs = new Array(1 << 14);
    for (const [c1, a] of top.next) {
      if (c1 >= 0x80) continue;
      for (const [c2, b] of a.next) if (c2 < 0x80) this.pairs[(c1 << 7) | c2] = b;
    }
  }

  /**
   * The concepts found in `tokens` (token text, as the model reads it: words separated by one
   * space), with their offsets. A walk starts at each word start, and at every character of a
   * script written without spaces. The span concepts' spans are left in {@link spans}.
   */
  hits(tokens: string): number[][] {
    if (this.root === null) this.build();
    this.spans.length = 0;
    const out: number[][] = Array.from({ length: this.count }, () => []);
    const n = tokens.length;
    const unspaced = UNSPACED.test(tokens);
    for (let i = 0; i < n; ) {
      // Inside a word only a character of an unspaced script starts a walk: a stem needs a word start.
      if (i === 0 || tokens.charCodeAt(i - 1) === 0x20 || isUnspaced(tokens.charCodeAt(i)))
        this.walk(tokens, i, out);
      if (unspaced) i++;
      else {
        // Spaced text: straight to the next word start.
        const space = tokens.indexOf(' ', i);
        if (space < 0) break;
        i = space + 1;
      }
    }
    return out;
  }

  /** The walk from `i` (a word start, or any character of an unspaced script) down the trie. */
  private walk(tokens: string, i: number, out: number[][]): void {
    const n = tokens.length;
    const c1 = tokens.charCodeAt(i);
    if (c1 === 0x20 || i + 1 >= n) return;
    const c2 = tokens.charCodeAt(i + 1);
    // Two units at once: ASCII pairs from a table, the rest through the root's map.
    let at: Node | undefined =
      c1 < 0x80 && c2 < 0x80 ? this.pairs[(c1 << 7) | c2] : this.root?.next.get(c1)?.next.get(c2);
    for (let j = i + 1; at !== undefined; ) {
      let mask = at.prefix;
      if (at.exact !== 0 && (j + 1 === n || tokens.charCodeAt(j + 1) === 0x20)) mask |= at.exact;
      if ((mask & this.spanMask) !== 0 && this.spans.length < 2 * MAX_OFFSETS) this.spans.push(i, j + 1);
      for (let k = 0; mask !== 0; k++, mask >>>= 1) {
        const list = out[k];
        if (
          (mask & 1) === 1 &&
          list !== undefined &&
          list.length < MAX_OFFSETS &&
          list[list.length - 1] !== i
        )
          list.push(i);
      }
      if (++j >= n) break;
      at = at.next.get(tokens.charCodeAt(j));
    }
  }

  /** Index of the pair feature of concepts `a` < `b`, after the single-concept features. */
  pairFeature(a: number, b: number): number {
    return this.count + (a * (2 * this.count - a - 1)) / 2 + (b - a - 1);
  }

  /**
   * The concept features present in `[from, to)` of the token text: each concept found there, and
   * each pair of them. Sorted, without repeats.
   */
  present(hits: ConceptHits, from = 0, to = Number.POSITIVE_INFINITY): number[] {
    const present: number[] = [];
    for (let c = 0; c < this.count; c++) {
      if ((hits[c] ?? []).some((p) => p >= from && p < to)) present.push(c);
    }
    const out = [...present];
    for (let i = 0; i < present.length; i++) {
      for (let j = i + 1; j < present.length; j++)
        out.push(this.pairFeature(present[i] as number, present[j] as number));
    }
    return out;
  }
}

/** Inserts one folded entry of concept `c`. */
function insert(top: Node, folded: string, stem: boolean, c: number): void {
  let at = top;
  for (let i = 0; i < folded.length; i++) {
    const code = folded.charCodeAt(i);
    let next = at.next.get(code);
    if (next === undefined) {
      next = node();
      at.next.set(code, next);
    }
    at = next;
  }
  // Unspaced scripts have no word ends to check: their entries match inside words.
  if (stem || UNSPACED.test(folded)) at.prefix |= 1 << c;
  else at.exact |= 1 << c;
}
