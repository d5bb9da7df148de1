import { describe, expect, it } from 'vitest';
import { NATIVE, NATIVE_MORE, NATIVE_THIRD, nativeRows } from '../../scripts/train/native/index.js';
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

  it('never repeats a request, and gives each row a group of its own', () => {
    const rows = nativeRows();
    expect(rows).toHaveLength(24 * 240);
    expect(new Set(rows.map((r) => r.text.trim().toLowerCase())).size).toBe(rows.length);
    expect(new Set(rows.map((r) => r.group)).size).toBe(rows.length);
    for (const r of rows) expect(r.text.trim(), r.group).not.toBe('');
  });

  it('keeps the sets apart as sources, plain requests plain and framed ones wrapped', () => {
    const first = nativeRows(1);
    expect(first).toHaveLength(24 * 80);
    expect(first.every((r) => r.source === 'synthetic-native')).toBe(true);
    expect(first.filter((r) => r.label === 1 && r.form === 'plain')).toHaveLength(24 * 18);
    expect(first.filter((r) => r.label === 1 && r.form === 'wrapped')).toHaveLength(24 * 22);
    expect(nativeRows(2).filter((r) => r.source === 'synthetic-native2')).toHaveLength(24 * 80);
    expect(nativeRows(3).filter((r) => r.source === 'synthetic-native3')).toHaveLength(24 * 80);
  });
});
