import { describe, expect, it } from 'vitest';
import { NATIVE, nativeRows } from '../../scripts/train/native/index.js';
import { HARM_CATEGORIES } from '../../src/detect/harm/categories.js';

describe('harm training rows written in each language', () => {
  it('holds 40 harmful and 40 harmless requests in each of 24 languages', () => {
    expect(NATIVE.map(([lang]) => lang)).toHaveLength(24);
    for (const [lang, rows] of NATIVE) {
      expect(
        rows.filter((r) => r.label === 1),
        lang,
      ).toHaveLength(40);
      expect(
        rows.filter((r) => r.label === 0),
        lang,
      ).toHaveLength(40);
    }
  });

  it('covers every category at least twice in every language', () => {
    for (const [lang, rows] of NATIVE) {
      for (const c of HARM_CATEGORIES) {
        expect(
          rows.filter((r) => r.label === 1 && r.harm === c).length,
          `${lang} ${c}`,
        ).toBeGreaterThanOrEqual(2);
      }
    }
  });

  it('never repeats a request, and gives each row a group of its own', () => {
    const rows = nativeRows();
    expect(new Set(rows.map((r) => r.text.trim().toLowerCase())).size).toBe(rows.length);
    expect(new Set(rows.map((r) => r.group)).size).toBe(rows.length);
    for (const r of rows) expect(r.text.trim(), r.group).not.toBe('');
  });

  it('marks plain requests plain and framed ones wrapped', () => {
    const rows = nativeRows();
    expect(rows.filter((r) => r.label === 1 && r.form === 'plain')).toHaveLength(24 * 18);
    expect(rows.filter((r) => r.label === 1 && r.form === 'wrapped')).toHaveLength(24 * 22);
    expect(rows.every((r) => r.source === 'synthetic-native')).toBe(true);
  });
});
