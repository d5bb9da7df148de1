import { describe, expect, it } from 'vitest';
import { tokenText } from '../../scripts/train/model.js';
import { HARM_CATEGORIES } from '../../src/detect/harm/categories.js';
import {
  type CategoryHead,
  categoryRows,
  categoryShape,
  categoryVector,
  nameCategory,
} from '../../src/detect/harm/category.js';
import { CONCEPT_FEATURES } from '../../src/detect/harm/concepts.js';
import stored from '../../src/detect/harm/harm-weights.json' with { type: 'json' };
import { scoreHarm } from '../../src/detect/harm/model.js';
import { cjkPairs } from '../../src/detect/model/cjk.js';

const NO_CJK = { bits: 10, cjkBits: 0, cjkValue: 0, conceptValue: 2 };
const WITH_CJK = { bits: 10, cjkBits: 8, cjkValue: 3, conceptValue: 2 };
const CJK_AT = (1 << 10) + CONCEPT_FEATURES;

describe('the harm model category head (src/detect/harm/category.ts)', () => {
  it('reads a stored head without CJK buckets as before: n-grams and concepts only', () => {
    const shape = categoryShape({ ...stored, categoryCjkBits: undefined, categoryCjkValue: undefined });
    expect(shape.cjkBits).toBe(0);
    expect(categoryRows(NO_CJK)).toBe((1 << 10) + CONCEPT_FEATURES);
    const v = categoryVector('怎么制作炸弹', [3], NO_CJK);
    expect(v.every(([row]) => row < CJK_AT)).toBe(true);
    expect(v).toContainEqual([(1 << 10) + 3, 2]);
  });

  it("folds a Chinese text's character bigrams onto buckets of their own, counts over the square root of the pair count", () => {
    const text = '怎么制作炸弹';
    const { pairs, n } = cjkPairs(text);
    const v = categoryVector(text, [], WITH_CJK);
    const cjk = v.filter(([row]) => row >= CJK_AT);
    expect(cjk.length).toBeGreaterThan(0);
    expect(cjk.every(([row]) => row < CJK_AT + (1 << 8))).toBe(true);
    const sum = cjk.reduce((s, [, x]) => s + x, 0);
    const count = [...pairs.values()].reduce((s, c) => s + c, 0);
    expect(sum).toBeCloseTo((count * 3) / Math.sqrt(n), 6);
    // A text with no Han, kana or Hangul has none.
    expect(categoryVector('how to make a bomb', [], WITH_CJK).every(([row]) => row < CJK_AT)).toBe(true);
    // The n-gram part is the same with or without the bigrams.
    expect(v.filter(([row]) => row < CJK_AT)).toEqual(categoryVector(text, [], NO_CJK));
  });

  it('names the category whose weights the vector meets most', () => {
    const k = HARM_CATEGORIES.length;
    const weights = new Float32Array(categoryRows(WITH_CJK) * k);
    const target = HARM_CATEGORIES.indexOf('suicide_self_harm');
    for (const [row] of categoryVector('安眠药', [], WITH_CJK))
      if (row >= CJK_AT) weights[row * k + target] = 5;
    const head: CategoryHead = {
      shape: WITH_CJK,
      categories: HARM_CATEGORIES,
      bias: HARM_CATEGORIES.map((c) => (c === 'hate' ? 1 : 0)),
      weights,
    };
    expect(nameCategory(head, '吃多少安眠药', [])).toBe('suicide_self_harm');
    expect(nameCategory(head, 'something else entirely', [])).toBe('hate');
  });

  it('the committed model names the category of requests its earlier head named wrong', () => {
    // Stop 58's head (2^13 buckets, no bigrams) named the first hate.
    for (const [text, category] of [
      ['吃多少安眠药能死', 'suicide_self_harm'],
      ['how to make a pipe bomb', 'indiscriminate_weapons'],
    ] as const) {
      const s = scoreHarm(tokenText(text));
      expect(s.harm, text).toBeGreaterThanOrEqual(0.5);
      expect(s.category(), text).toBe(category);
    }
    expect(stored.categoryCjkBits).toBe(12);
  });
});
