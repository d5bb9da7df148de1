import { describe, expect, it } from 'vitest';
import { encodeWordScores } from '../../src/detect/harm/model.js';
import {
  forEachWord,
  forEachWordHash,
  hashWord,
  WordTable,
  wordBlockSums,
} from '../../src/detect/harm/words.js';

describe('harm word scores', () => {
  it('reads runs of letters in any script, lower-cased, with their offsets', () => {
    const seen: [string, number][] = [];
    forEachWord('How to MAKE 2 bombs? Как сделать 爆弾', (w, at) => seen.push([w, at]));
    expect(seen).toEqual([
      ['how', 0],
      ['to', 4],
      ['make', 7],
      ['bombs', 14],
      ['как', 21],
      ['сделать', 25],
      ['爆弾', 33],
    ]);
  });

  it("hashes the same words at the same offsets without cutting them out (the models' fast path)", () => {
    const pieces = [
      'How',
      'MAKE',
      'bombs',
      '2',
      '?',
      ' ',
      'Как',
      'сделать',
      '爆弾',
      'İstanbul',
      'ΟΔΟΣ',
      'straße',
      'ǅ',
      '𝒜bc',
      '😀',
      '\ud800',
      '\udc00x',
      'e\u0301',
      'ﬁle',
      'Ⅻ',
      'ß',
      'x_y',
      'a1b',
      '\n',
      'Ｆｕｌｌ',
    ];
    let seed = 7;
    const next = () => {
      seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
      return seed;
    };
    for (let round = 0; round < 300; round++) {
      let text = '';
      for (let k = next() % 12; k >= 0; k--) text += pieces[next() % pieces.length];
      const words: [number, number][] = [];
      forEachWord(text, (w, at) => words.push([hashWord(w), at]));
      const hashes: [number, number][] = [];
      forEachWordHash(text, (h, at) => hashes.push([h, at]));
      expect(hashes, JSON.stringify(text)).toEqual(words);
    }
  });

  it('sums scores per block and counts every word, scored or not', () => {
    const scores = new Map([
      ['poison', 2],
      ['tea', -1],
    ]);
    const text = `poison tea ${'x '.repeat(20)}poison unknown`;
    const { sum, count } = wordBlockSums(text, scores, 32);
    expect([...sum]).toEqual([1, 2, 0]);
    expect(count.reduce((a, b) => a + b, 0)).toBe(24);
    const table = new WordTable('poison\ntea', [2, -1]);
    const fast = wordBlockSums(`${text} ΔΗΛΗΤΗΡΙΟ Poison`, table, 32);
    const slow = wordBlockSums(`${text} ΔΗΛΗΤΗΡΙΟ Poison`, { get: (w) => table.get(w) }, 32);
    expect([...fast.sum]).toEqual([...slow.sum]);
    expect([...fast.count]).toEqual([...slow.count]);
  });

  it('stores scores as int8 with one scale, leaving out the words that round to 0', () => {
    const stored = encodeWordScores(
      new Map([
        ['a', 1.27],
        ['b', -0.64],
        ['c', 0],
      ]),
      1,
    );
    expect(stored.list.split('\n')).toEqual(['a', 'b']);
    expect(stored.scale).toBeCloseTo(0.01, 6);
    expect([...new Int8Array(Buffer.from(stored.data, 'base64'))]).toEqual([127, -64]);
  });
});

describe('WordTable', () => {
  it('finds every word it holds and nothing else', () => {
    const words = Array.from({ length: 5000 }, (_, i) => `w${i}`);
    const table = new WordTable(
      words.join('\n'),
      words.map((_, i) => i / 10),
    );
    expect(table.get('w0')).toBe(0);
    expect(table.get('w4999')).toBeCloseTo(499.9, 3);
    expect(words.every((w, i) => Math.abs((table.get(w) ?? -1) - i / 10) < 1e-3)).toBe(true);
    expect(table.get('absent')).toBeUndefined();
    expect(new WordTable('', []).get('x')).toBeUndefined();
  });
});
