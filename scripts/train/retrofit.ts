/**
 * Word vectors retrofitted to WordNet's synonym sets (Faruqui, Dodge, Jauhar, Dyer, Hovy and Smith
 * 2015, "Retrofitting Word Vectors to Semantic Lexicons"): each word's vector is moved toward the
 * vectors of the words it shares a synset with, and held to its own, by `iterations` rounds of
 * q_i = (q^_i + mean_j q_j) / 2 over its WordNet neighbours j (alpha 1, beta 1/degree). GloVe
 * places a word near the words it occurs with ("poison" near "toxic", "trial" near "murder"), so a
 * harmful text and a harmless one on the same topic look alike to it; the synonyms pull a word
 * toward what it means ("purloin" toward "steal"). Training only; deterministic (fixed order).
 */
import { GLOVE_DIMS, type Glove } from './glove.js';
import { firstSense, lemmas, type Pos, synsets, wordnetPresent } from './wordnet.js';

const PARTS: readonly Pos[] = ['n', 'v', 'a', 'r'];

/** A lemma that is one lower-case word (GloVe's keys; phrases and names are left out). */
const ONE_WORD = /^[a-z]+$/;

/**
 * Each GloVe word's WordNet synonyms among the GloVe words, sorted: the words of every synset it is
 * in, or with `firstOnly` of its most frequent sense's synset in each part of speech only ("steal"
 * keeps "pilfer", not "slip" and "get").
 */
function neighbours(g: Glove, firstOnly: boolean): Int32Array[] {
  const sets = new Map<number, Set<number>>();
  const link = (a: number, b: number) => {
    if (a === b) return;
    const s = sets.get(a) ?? new Set<number>();
    s.add(b);
    sets.set(a, s);
  };
  const ids = (words: readonly string[]) =>
    words.flatMap((w) => (ONE_WORD.test(w) ? (g.index.get(w) ?? []) : []));
  for (const pos of PARTS) {
    if (firstOnly) {
      g.words.forEach((word, i) => {
        const first = ONE_WORD.test(word) ? firstSense(word, pos) : undefined;
        if (first !== undefined) for (const j of ids(lemmas(first, pos))) link(i, j);
      });
    } else {
      for (const synset of synsets(pos)) {
        const members = ids(synset);
        for (const a of members) for (const b of members) link(a, b);
      }
    }
  }
  return g.words.map((_, i) => Int32Array.from([...(sets.get(i) ?? [])].sort((x, y) => x - y)));
}

export function retrofit(g: Glove, iterations: number, firstOnly = false): Glove {
  if (!wordnetPresent()) throw new Error('retrofitting needs WordNet: apt-get install wordnet-base');
  const near = neighbours(g, firstOnly);
  const original = g.vectors;
  const q = Float32Array.from(original);
  const sum = new Float64Array(GLOVE_DIMS);
  for (let it = 0; it < iterations; it++) {
    for (let i = 0; i < near.length; i++) {
      const n = near[i] as Int32Array;
      if (n.length === 0) continue;
      sum.fill(0);
      for (const j of n)
        for (let d = 0; d < GLOVE_DIMS; d++) sum[d] = (sum[d] as number) + (q[j * GLOVE_DIMS + d] as number);
      for (let d = 0; d < GLOVE_DIMS; d++)
        q[i * GLOVE_DIMS + d] =
          ((original[i * GLOVE_DIMS + d] as number) + (sum[d] as number) / n.length) / 2;
    }
  }
  return { words: g.words, index: g.index, vectors: q };
}
