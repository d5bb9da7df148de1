import { readFileSync } from 'node:fs';

/**
 * The 30,000 most frequent English words (`english-words.txt`, written by
 * `scripts/english-words.ts` from GloVe 6B's vocabulary), by rank: 0 is the most frequent. Read on
 * first use only; the ciphers and the pig Latin reader look words up in it once a text looks
 * encoded, never for plain text.
 */
let ranks: Map<string, number> | undefined;

export function englishRanks(): ReadonlyMap<string, number> {
  if (ranks === undefined) {
    const list = readFileSync(new URL('./english-words.txt', import.meta.url), 'utf8').split('\n');
    const map = new Map<string, number>();
    list.forEach((w, i) => {
      if (w !== '') map.set(w, i);
    });
    // The list (GloVe's, as packaged) holds no word of one letter.
    map.set('a', 5).set('i', 20);
    ranks = map;
  }
  return ranks;
}
