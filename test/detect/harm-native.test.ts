import { describe, expect, it } from 'vitest';
import { categoriesNamed } from '../../scripts/train/harm-fresh.js';
import {
  NATIVE,
  NATIVE_HAZARDS,
  NATIVE_MORE,
  NATIVE_PAIRS,
  NATIVE_THIRD,
  nativeRows,
} from '../../scripts/train/native/index.js';
import type { NativeRow } from '../../scripts/train/native/types.js';
import { HARM_CATEGORIES } from '../../src/detect/harm/categories.js';

const SETS: ReadonlyArray<readonly [string, typeof NATIVE, number, number, number]> = [
  // name, table, harmful and harmless rows per language, rows per category at least
  ['first', NATIVE, 40, 40, 2],
  ['second', NATIVE_MORE, 30, 50, 1],
  ['third', NATIVE_THIRD, 40, 40, 2],
];

const harmfulIn = (rows: readonly NativeRow[], c: string) =>
  rows.filter((r) => r.label === 1 && r.harm === c);

describe('harm training rows written in each language', () => {
  it.each(SETS)(
    'holds the %s set in 24 languages, every category in each',
    (_, table, pos, neg, perCategory) => {
      expect(table.map(([lang]) => lang)).toEqual(NATIVE.map(([lang]) => lang));
      expect(table).toHaveLength(24);
      for (const [lang, rows] of table) {
        expect(
          rows.filter((r) => r.label === 1),
          lang,
        ).toHaveLength(pos);
        expect(
          rows.filter((r) => r.label === 0),
          lang,
        ).toHaveLength(neg);
        for (const c of HARM_CATEGORIES) {
          expect(harmfulIn(rows, c).length, `${lang} ${c}`).toBeGreaterThanOrEqual(perCategory);
        }
      }
    },
  );

  it('holds 50 minimal pairs in each of the 24 languages, every category three times', () => {
    expect(NATIVE_PAIRS.map(([lang]) => lang)).toEqual(NATIVE.map(([lang]) => lang));
    for (const [lang, pairs] of NATIVE_PAIRS) {
      expect(pairs, lang).toHaveLength(50);
      for (const c of HARM_CATEGORIES) {
        expect(pairs.filter((p) => p.harm === c).length, `${lang} ${c}`).toBeGreaterThanOrEqual(3);
      }
      for (const twin of ['object', 'intent', 'act'] as const) {
        expect(pairs.filter((p) => p.twin === twin).length, `${lang} ${twin}`).toBeGreaterThanOrEqual(5);
      }
      for (const p of pairs) expect(p.harmless.trim(), lang).not.toBe(p.harmful.trim());
    }
  });

  it('never repeats a request; a row is a group of its own, a pair one group', () => {
    const rows = nativeRows();
    expect(rows).toHaveLength(24 * 490);
    expect(new Set(rows.map((r) => r.text.trim().toLowerCase())).size).toBe(rows.length);
    const sizes = new Map<string, number>();
    for (const r of rows) sizes.set(r.group, (sizes.get(r.group) ?? 0) + 1);
    for (const r of rows) {
      expect(r.text.trim(), r.group).not.toBe('');
      expect(sizes.get(r.group), r.group).toBe(r.source === 'synthetic-native4' ? 2 : 1);
    }
  });

  it('keeps the sets apart as sources, plain requests plain and framed ones wrapped', () => {
    const first = nativeRows([1]);
    expect(first).toHaveLength(24 * 80);
    expect(first.every((r) => r.source === 'synthetic-native')).toBe(true);
    expect(first.filter((r) => r.label === 1 && r.form === 'plain')).toHaveLength(24 * 18);
    expect(first.filter((r) => r.label === 1 && r.form === 'wrapped')).toHaveLength(24 * 22);
    expect(nativeRows([1, 2]).map((r) => r.source)).toEqual([
      ...Array(24 * 80).fill('synthetic-native'),
      ...Array(24 * 80).fill('synthetic-native2'),
    ]);
    expect(nativeRows([3]).filter((r) => r.source === 'synthetic-native3')).toHaveLength(24 * 80);
    const pairs = nativeRows([4]);
    expect(pairs).toHaveLength(24 * 100);
    expect(pairs.filter((r) => r.label === 1)).toHaveLength(24 * 50);
    expect(pairs.every((r) => r.source === 'synthetic-native4')).toBe(true);
    const engineering = nativeRows([5]);
    expect(engineering).toHaveLength(24 * 30);
    expect(engineering.every((r) => r.label === 0 && r.source === 'synthetic-native-engineering')).toBe(true);
    const hazards = nativeRows([6]);
    expect(hazards).toHaveLength(24 * 60);
    expect(hazards.every((r) => r.source === 'synthetic-native-hazards')).toBe(true);
  });

  it('holds the hazards set: 36 harmful requests, three in each of twelve categories, and 24 harmless per language', () => {
    const twelve = HARM_CATEGORIES.filter(
      (c) => !['child_exploitation', 'cyber', 'indiscriminate_weapons', 'sexual_content'].includes(c),
    );
    expect(twelve).toHaveLength(12);
    expect(NATIVE_HAZARDS.map(([lang]) => lang)).toEqual(NATIVE.map(([lang]) => lang));
    for (const [lang, rows] of NATIVE_HAZARDS) {
      expect(
        rows.filter((r) => r.label === 0),
        lang,
      ).toHaveLength(24);
      for (const c of twelve) {
        const mine = harmfulIn(rows, c);
        expect(mine, `${lang} ${c}`).toHaveLength(3);
        expect(mine.filter((r) => r.label === 1 && r.frame === 'direct').length, `${lang} ${c}`).toBe(1);
      }
    }
  });
});

describe('the category the committed harm model names on the written sets it never trained on', () => {
  // Of each set's harmful requests the harm model flags, how many it names their writers' category.
  // Stop 59 (the category head on 2^16 buckets and CJK bigrams; the short head with set e): third
  // 275 of 406, pairs 417 of 593, hazards 317 of 472; the category head alone changed: 275 of 407,
  // 413 of 591, 314 of 470; stop 58's head (2^13 buckets, no bigrams): 236, 352 and 266 of those.
  // Stop 65's retrain (five PyRIT rows' dotted letters read differently): third 276 of 407.
  // Stop 69's retrain (offsets set without the held-out rows whose passage was trained on): the
  // longer buckets' offsets fell, so third 275 of 405, pairs 415 of 587, hazards 309 of 459.
  // Stop 70's retrain (the shortest bucket's extra margin 1 -> 0.75 logit): third 276 of 408,
  // pairs 417 of 591, hazards 314 of 465. Stop 76's (the short head also on set g's plain requests):
  // third 279 of 410, pairs 424 of 601, hazards 323 of 478. Stop 77's (the short head also on set
  // i's over-refusal look-alikes): fewer flagged, the share named right within a point (third 274
  // of 405, pairs 414 of 583, hazards 307 of 461).
  it.each([
    ['third', 3, 405, 274],
    ['pairs', 4, 583, 414],
    ['hazards', 6, 461, 307],
  ] as const)('%s: names no fewer right', (_name, set, flaggedRows, rightRows) => {
    const { flagged, right } = categoriesNamed(nativeRows([set]));
    expect(flagged).toBe(flaggedRows);
    expect(right).toBeGreaterThanOrEqual(rightRows);
  });
});
