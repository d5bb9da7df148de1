import { describe, expect, it } from 'vitest';
import { CJK_BITS, cjkBlockSums, forEachCjkBigram } from '../../src/detect/model/cjk.js';

const pairs = (text: string) => {
  const out: [number, number][] = [];
  forEachCjkBigram(text, (bucket, at) => out.push([bucket, at]));
  return out;
};

describe('CJK character bigrams of the harm model', () => {
  it('reads each pair of adjacent Han, kana or Hangul characters, and nothing else', () => {
    expect(pairs('怎么制作炸弹').map(([, at]) => at)).toEqual([0, 1, 2, 3, 4]);
    expect(pairs('爆弾の作り方')).toHaveLength(5);
    expect(pairs('폭탄 만드는 방법')).toHaveLength(1 + 2 + 1);
    expect(pairs('how to make a bomb, пожалуйста')).toEqual([]);
    // A Latin letter or a space breaks a run: "炸弹 bomb 毒药" has two pairs.
    expect(pairs('炸弹 bomb 毒药').map(([, at]) => at)).toEqual([0, 8]);
  });

  it('hashes a pair the same wherever it stands, into the table', () => {
    const [a] = pairs('炸弹');
    const [, , , , b] = pairs('制作一个炸弹');
    expect(a?.[0]).toBe(b?.[0]);
    for (const [bucket] of pairs('怎么制作炸弹？爆弾の作り方 폭탄 만드는 방법')) {
      expect(bucket).toBeGreaterThanOrEqual(0);
      expect(bucket).toBeLessThan(1 << CJK_BITS);
    }
  });

  it('sums the weights of the pairs of each block and counts them', () => {
    const weights = new Float32Array(1 << CJK_BITS).fill(0.5);
    const text = `炸弹${'x'.repeat(14)}毒药毒`;
    const { sum, count } = cjkBlockSums(text, weights, 8);
    expect([...count]).toEqual([1, 0, 2]);
    expect([...sum]).toEqual([0.5, 0, 1]);
  });
});
