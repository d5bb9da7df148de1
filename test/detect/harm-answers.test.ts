import { describe, expect, it } from 'vitest';
import { answerRows } from '../../scripts/train/harm-rows.js';
import { NATIVE_ANSWERS } from '../../scripts/train/native/answers/index.js';
import { NATIVE_ANSWERS2 } from '../../scripts/train/native/answers2/index.js';
import { NATIVE } from '../../scripts/train/native/index.js';
import { HARM_CATEGORIES } from '../../src/detect/harm/categories.js';

/** Rows per language of each form, as each set's brief asked. */
const SETS = [
  {
    set: 1 as const,
    table: NATIVE_ANSWERS,
    source: 'synthetic-native-answers',
    forms: { refusal: 8, redirect: 6, safety: 6, education: 5, partial: 5, everyday: 5, compliance: 15 },
  },
  {
    set: 2 as const,
    table: NATIVE_ANSWERS2,
    source: 'synthetic-native-answers2',
    forms: { refusal: 12, redirect: 3, safety: 3, partial: 6, everyday: 8, security: 6, compliance: 10 },
  },
];

describe.each(SETS)(
  'assistant answers written in each language, set $set',
  ({ set, table, source, forms }) => {
    const perLanguage = Object.values(forms).reduce((a, b) => a + b, 0);
    it('holds its answers in each of the 24 languages, in the forms asked', () => {
      expect(table.map(([lang]) => lang)).toEqual(NATIVE.map(([lang]) => lang));
      for (const [lang, rows] of table) {
        expect(rows, lang).toHaveLength(perLanguage);
        for (const [form, n] of Object.entries(forms))
          expect(rows.filter((r) => r.form === form).length, `${lang} ${form}`).toBe(n);
        for (const r of rows) {
          expect(r.label === 1, `${lang}: ${r.text.slice(0, 40)}`).toBe(r.form === 'compliance');
          if (r.harm !== null) expect(HARM_CATEGORIES).toContain(r.harm);
          expect(r.harm === null, `${lang}: ${r.text.slice(0, 40)}`).toBe(r.form === 'everyday');
          expect(r.text.trim().length).toBeGreaterThan(10);
        }
        // Child exploitation appears only on the harmless side (protecting children).
        expect(
          rows.some((r) => r.label === 1 && r.harm === 'child_exploitation'),
          lang,
        ).toBe(false);
      }
    });

    it('becomes harm rows of their own source, one group per answer, the form kept', () => {
      const rows = answerRows(set);
      expect(rows).toHaveLength(24 * perLanguage);
      expect(new Set(rows.map((r) => r.group)).size).toBe(rows.length);
      expect(new Set(rows.map((r) => r.text)).size).toBe(rows.length);
      expect(new Set(rows.map((r) => r.source))).toEqual(new Set([source]));
      expect(rows.filter((r) => r.form === 'answer-compliance').every((r) => r.label === 1)).toBe(true);
    });
  },
);
