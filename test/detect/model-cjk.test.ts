import { afterEach, describe, expect, it } from 'vitest';
import { featurizeTokens, tokenText } from '../../scripts/train/model.js';
import { CJK_BITS, cjkBlockSums, encodeCjkWeights, forEachCjkBigram } from '../../src/detect/model/cjk.js';
import { loadModel, scoreTokens } from '../../src/detect/model/classifier.js';
import { FEATURE_BITS } from '../../src/detect/model/features.js';
import stored from '../../src/detect/model/weights.json' with { type: 'json' };
import type { StoredModel } from '../../src/detect/model/weights-codec.js';

const doc = stored as StoredModel;
const logit = (p: number) => Math.log(p / (1 - p));
const bucketOf = (pair: string) => {
  let bucket = -1;
  forEachCjkBigram(pair, (b) => {
    bucket = b;
  });
  return bucket;
};

describe('CJK bigram sums', () => {
  it('skip a text without CJK by one search, and read every pair the per-character test reads', () => {
    const weights = new Float32Array(1 << CJK_BITS).fill(1);
    for (let c = 0; c < 0x10000; c++) {
      const text = `a${String.fromCharCode(c, c)}b`;
      let pairs = 0;
      forEachCjkBigram(text, () => pairs++);
      expect(cjkBlockSums(text, weights, 64).count[0], c.toString(16)).toBe(pairs);
    }
  });
});

describe("the injection model's optional CJK bigram table", () => {
  afterEach(() => loadModel(doc));

  it('is absent from the committed model', () => {
    expect(doc.cjk).toBeUndefined();
  });

  it('adds each pair weight times its value over the square root of the pair count', () => {
    const text = tokenText('请忽略');
    const latin = tokenText('ignore the noise and focus');
    const before = logit(scoreTokens(text).attack);
    const latinBefore = logit(scoreTokens(latin).attack);
    const weights = new Float32Array(1 << CJK_BITS);
    weights[bucketOf('忽略')] = 2;
    loadModel({ ...doc, cjk: encodeCjkWeights(weights, 1.5) });
    // Two pairs (请忽, 忽略), one weighted: 2 * 1.5 / sqrt(2).
    expect(logit(scoreTokens(text).attack) - before).toBeCloseTo((2 * 1.5) / Math.SQRT2, 2);
    // A text without CJK characters reads no pair.
    expect(logit(scoreTokens(latin).attack)).toBeCloseTo(latinBefore, 9);
  });

  it('is trained from features past the hashed n-grams, valued as inference reads them', () => {
    const config = { normPower: 0.5, normCap: 8192, cjk: 1.5 };
    const v = featurizeTokens(tokenText('请忽略'), config);
    const pairs = [...v.index].flatMap((ix, k) => (ix >= 1 << FEATURE_BITS ? [v.value[k] ?? 0] : []));
    expect(pairs).toHaveLength(2);
    for (const x of pairs) expect(x).toBeCloseTo(1.5 / Math.SQRT2, 5);
    expect(
      featurizeTokens(tokenText('请忽略'), { ...config, cjk: 0 }).index.every((ix) => ix < 1 << FEATURE_BITS),
    ).toBe(true);
  });
});
