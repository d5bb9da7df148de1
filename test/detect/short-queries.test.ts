import { describe, expect, it } from 'vitest';
import { HEAD_SETS, heldOutShortQueries, shortQueries } from '../../scripts/train/short-queries/index.js';
import { judgeShort } from '../../scripts/train/short-queries-eval.js';

const LANGS = 'en de fr es it pt nl pl ru uk tr ar fa he hi bn zh ja ko th vi id sw te'.split(' ');
const SPACELESS = new Set(['zh', 'ja', 'th']);

describe('short messages written in 24 languages (scripts/train/short-queries)', () => {
  it.each(['a', 'b', 'c', 'd'])(
    'set %s holds 40 harmless and 16 harmful messages in each language',
    (set) => {
      const rows = shortQueries(set);
      expect([...new Set(rows.map((r) => r.lang))].sort()).toEqual([...LANGS].sort());
      for (const lang of LANGS) {
        const mine = rows.filter((r) => r.lang === lang);
        expect(
          mine.filter((r) => r.label === 0),
          `${set} ${lang}`,
        ).toHaveLength(40);
        expect(
          mine.filter((r) => r.label === 1),
          `${set} ${lang}`,
        ).toHaveLength(16);
      }
    },
  );

  it('keeps every message short, never repeats one within a set, and holds set b apart from the trained sets', () => {
    const rows = ['a', 'b', 'c', 'd'].flatMap((set) => shortQueries(set));
    for (const r of rows) {
      const size = SPACELESS.has(r.lang)
        ? [...r.text.replace(/\s/g, '')].length
        : r.text.trim().split(/\s+/).length;
      expect(size, `${r.lang}: ${r.text}`).toBeLessThanOrEqual(SPACELESS.has(r.lang) ? 30 : 12);
    }
    for (const set of ['a', 'b', 'c', 'd']) {
      const texts = shortQueries(set).map((r) => r.text.trim().toLowerCase());
      expect(new Set(texts).size, set).toBe(texts.length);
    }
    expect(HEAD_SETS).toEqual(['a', 'c', 'd']);
    expect(heldOutShortQueries(['a'])).toHaveLength(1344 - 19);
    expect(heldOutShortQueries()).toHaveLength(1344 - 19 - 23 - 4);
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
