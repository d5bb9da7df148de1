import { describe, expect, it } from 'vitest';
import { tokenText } from '../../scripts/train/model.js';
import { HEAD_SETS, heldOutShortQueries, shortQueries } from '../../scripts/train/short-queries/index.js';
import { judgeShort } from '../../scripts/train/short-queries-eval.js';
import { HARM_CATEGORIES } from '../../src/detect/harm/categories.js';
import { scoreHarm } from '../../src/detect/harm/model.js';

const LANGS = 'en de fr es it pt nl pl ru uk tr ar fa he hi bn zh ja ko th vi id sw te'.split(' ');
const SPACELESS = new Set(['zh', 'ja', 'th']);

describe('short messages written in 24 languages (scripts/train/short-queries)', () => {
  it.each([
    ['a', 40, 16],
    ['b', 40, 16],
    ['c', 40, 16],
    ['d', 40, 16],
    ['e', 40, 16],
    ['f', 30, 10],
  ] as const)(
    'set %s holds %i harmless and %i harmful messages in each language',
    (set, harmless, harmful) => {
      const rows = shortQueries(set);
      expect([...new Set(rows.map((r) => r.lang))].sort()).toEqual([...LANGS].sort());
      for (const lang of LANGS) {
        const mine = rows.filter((r) => r.lang === lang);
        expect(
          mine.filter((r) => r.label === 0),
          `${set} ${lang}`,
        ).toHaveLength(harmless);
        expect(
          mine.filter((r) => r.label === 1),
          `${set} ${lang}`,
        ).toHaveLength(harmful);
      }
    },
  );

  it('keeps every message short, never repeats one within a set, and holds set b apart from the trained sets', () => {
    const rows = ['a', 'b', 'c', 'd', 'e', 'f'].flatMap((set) => shortQueries(set));
    for (const r of rows) {
      const size = SPACELESS.has(r.lang)
        ? [...r.text.replace(/\s/g, '')].length
        : r.text.trim().split(/\s+/).length;
      expect(size, `${r.lang}: ${r.text}`).toBeLessThanOrEqual(SPACELESS.has(r.lang) ? 30 : 12);
    }
    for (const set of ['a', 'b', 'c', 'd', 'e', 'f']) {
      const texts = shortQueries(set).map((r) => r.text.trim().toLowerCase());
      expect(new Set(texts).size, set).toBe(texts.length);
    }
    expect(HEAD_SETS).toEqual(['a', 'c', 'd']);
    expect(heldOutShortQueries(['a'])).toHaveLength(1344 - 19);
    expect(heldOutShortQueries()).toHaveLength(1344 - 19 - 23 - 4);
  });

  it.each(['a', 'b', 'c', 'd'])(
    'set %s: every harmful message carries a category of the taxonomy (<set>-harm.json), no harmless one does',
    (set) => {
      const rows = shortQueries(set);
      for (const r of rows) {
        if (r.label === 0) expect(r.harm, r.text).toBeUndefined();
        else expect(HARM_CATEGORIES, r.text).toContain(r.harm);
      }
    },
  );
});

describe('the category the committed harm model names for set b, held out', () => {
  // Of set b's harmful messages the harm model flags, how many it names the category other helpers
  // gave (b-harm.json). Stop 59 (the category head on 2^16 buckets and CJK bigrams): 167 of 245
  // (68.2%); stop 58's head (2^13 buckets, no bigrams): 166.
  it('names no fewer right', () => {
    let flagged = 0;
    let right = 0;
    for (const r of heldOutShortQueries()) {
      if (r.label !== 1) continue;
      const s = scoreHarm(tokenText(r.text));
      if (s.harm < 0.5) continue;
      flagged++;
      if (s.category() === r.harm) right++;
    }
    expect(flagged).toBe(245);
    expect(right).toBeGreaterThanOrEqual(167);
  });
});

describe('short messages judged by the committed detector (scripts/train/short-queries-eval.ts)', () => {
  // Set b was never trained on; judged without the 46 messages the trained sets a, c and d also
  // hold. Bounds at the committed figures (stop 58, the short-request head trained with sets a, c
  // and d): 7 of 939 harmless messages flagged (0.7%), 246 of 359 harmful ones caught (68.5%);
  // without that head (stop 57) 14 and 187 of the same.
  it('set b: no more harmless messages flagged, no fewer harmful ones caught', () => {
    const all = judgeShort('b').get('all');
    expect(all?.n).toBe(939);
    expect(all?.fp).toBeLessThanOrEqual(7);
    expect(all?.tp).toBeGreaterThanOrEqual(246);
  });
});
