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
  private trie: FlatTrie | null = null;
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
    this.trie = flatten(top);
  }

  /**
   * The concepts found in `tokens` (token text, as the model reads it: words separated by one
   * space), with their offsets. A walk starts at each word start, and at every character of a
   * script written without spaces. The span concepts' spans are left in {@link spans}.
   */
  hits(tokens: string): number[][] {
    if (this.trie === null) this.build();
    this.spans.length = 0;
    // A loop, not `Array.from({ length })`: this runs for every text judged, and that cost 1.5 µs.
    const out: number[][] = new Array(this.count);
    for (let k = 0; k < this.count; k++) out[k] = [];
    const n = tokens.length;
    const unspaced = UNSPACED.test(tokens);
    for (let i = 0; i < n; ) {
      // Inside a word only a character of an unspaced script starts a walk: a stem needs a word start.
      if (i === 0 || tokens.charCodeAt(i - 1) === 0x20 || isUnspaced(tokens.charCodeAt(i)))
        this.walk(tokens, i, out);
      if (unspaced) i++;
      else {
        // Spaced text: straight to the next word start (a loop over the units: `indexOf` per word cost more).
        while (i < n && tokens.charCodeAt(i) !== 0x20) i++;
        i++;
      }
    }
    return out;
  }

  /** The walk from `i` (a word start, or any character of an unspaced script) down the trie. */
  private walk(tokens: string, i: number, out: number[][]): void {
    const trie = this.trie as FlatTrie;
    const n = tokens.length;
    const c1 = tokens.charCodeAt(i);
    if (c1 === 0x20 || i + 1 >= n) return;
    const c2 = tokens.charCodeAt(i + 1);
    // Two units at once: ASCII pairs from a table, the rest through the edge table.
    let at =
      c1 < 0x80 && c2 < 0x80 ? (trie.pairs[(c1 << 7) | c2] as number) : trie.child(trie.child(0, c1), c2);
    for (let j = i + 1; at > 0; ) {
      let mask = trie.prefix[at] as number;
      const exact = trie.exact[at] as number;
      if (exact !== 0 && (j + 1 === n || tokens.charCodeAt(j + 1) === 0x20)) mask |= exact;
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
      at = trie.child(at, tokens.charCodeAt(j));
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

/**
 * The trie in typed arrays, for the walks: node 0 is the root, -1 no node; each node's concept
 * masks by its number, its children in one open-addressing table keyed by (node, unit). A walk
 * step is a few integer operations where a `Map` per node cost a hash lookup with boxing (the
 * concept walk was the largest part of the harm model's cost).
 */
class FlatTrie {
  readonly exact: Int32Array;
  readonly prefix: Int32Array;
  /** The node two ASCII units below the root, by `(c1 << 7) | c2`; -1 none. */
  readonly pairs = new Int32Array(1 << 14).fill(-1);
  private readonly edgeParent: Int32Array;
  private readonly edgeUnit: Uint16Array;
  private readonly edgeChild: Int32Array;
  private readonly mask: number;

  constructor(nodes: number, edges: number) {
    this.exact = new Int32Array(nodes);
    this.prefix = new Int32Array(nodes);
    let bits = 4;
    while (1 << bits < edges * 2) bits++;
    this.mask = (1 << bits) - 1;
    this.edgeParent = new Int32Array(1 << bits).fill(-1);
    this.edgeUnit = new Uint16Array(1 << bits);
    this.edgeChild = new Int32Array(1 << bits);
  }

  private static slot(parent: number, unit: number): number {
    return Math.imul(parent, 0x9e3779b1) ^ Math.imul(unit, 0x85ebca6b);
  }

  add(parent: number, unit: number, child: number): void {
    let b = FlatTrie.slot(parent, unit) & this.mask;
    while (this.edgeParent[b] !== -1) b = (b + 1) & this.mask;
    this.edgeParent[b] = parent;
    this.edgeUnit[b] = unit;
    this.edgeChild[b] = child;
  }

  /** The child of `parent` by `unit`, or -1 (also for `parent` -1). */
  child(parent: number, unit: number): number {
    if (parent < 0) return -1;
    let b = FlatTrie.slot(parent, unit) & this.mask;
    for (let p = this.edgeParent[b] as number; p !== -1; p = this.edgeParent[b] as number) {
      if (p === parent && this.edgeUnit[b] === unit) return this.edgeChild[b] as number;
      b = (b + 1) & this.mask;
    }
    return -1;
  }
}

/** Numbers the nodes breadth first (the root 0) and copies masks and children into a {@link FlatTrie}. */
function flatten(top: Node): FlatTrie {
  const order: Node[] = [top];
  let edges = 0;
  for (let k = 0; k < order.length; k++) {
    for (const child of (order[k] as Node).next.values()) {
      order.push(child);
      edges++;
    }
  }
  const trie = new FlatTrie(order.length, edges);
  const ids = new Map<Node, number>(order.map((nd, k) => [nd, k]));
  order.forEach((nd, k) => {
    trie.exact[k] = nd.exact;
    trie.prefix[k] = nd.prefix;
    for (const [unit, child] of nd.next) trie.add(k, unit, ids.get(child) as number);
  });
  for (const [c1, a] of top.next) {
    if (c1 >= 0x80) continue;
    for (const [c2, b] of a.next) if (c2 < 0x80) trie.pairs[(c1 << 7) | c2] = ids.get(b) as number;
  }
  return trie;
}
