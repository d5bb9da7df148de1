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

/**
 * Each GloVe word's WordNet synonyms among the GloVe words (single words only), sorted: in every
 * synset it is in, or with `firstOnly` in its most frequent sense's synset of each part of speech
 * only ("steal" keeps "pilfer", not "slip" and "get").
 */
function neighbours(g: Glove, firstOnly: boolean): Int32Array[] {
  const sets = new Map<number, Set<number>>();
  if (firstOnly) {
    for (let i = 0; i < g.words.length; i++) {
      const word = g.words[i] as string;
      if (!/^[a-z]+$/.test(word)) continue;
      const s = new Set<number>();
      for (const pos of PARTS) {
        const first = firstSense(word, pos);
        if (first === undefined) continue;
        for (const l of lemmas(first, pos)) {
          const j = /^[a-z]+$/.test(l) ? g.index.get(l) : undefined;
          if (j !== undefined && j !== i) s.add(j);
        }
      }
      if (s.size > 0) sets.set(i, s);
    }
  }
  for (const pos of firstOnly ? [] : PARTS) {
    for (const lemmas of synsets(pos)) {
      const ids = [...new Set(lemmas)]
        .filter((l) => /^[a-z]+$/.test(l))
        .map((l) => g.index.get(l))
        .filter((i): i is number => i !== undefined);
      for (const a of ids)
        for (const b of ids) {
          if (a === b) continue;
          const s = sets.get(a) ?? new Set<number>();
          s.add(b);
          sets.set(a, s);
        }
    }
  }
  const out: Int32Array[] = [];
  for (let i = 0; i < g.words.length; i++)
    out.push(Int32Array.from([...(sets.get(i) ?? [])].sort((x, y) => x - y)));
  return out;
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
