import { describe, expect, it } from 'vitest';
import { answerRows } from '../../scripts/train/harm-rows.js';
import { NATIVE_ANSWERS } from '../../scripts/train/native/answers/index.js';
import { NATIVE } from '../../scripts/train/native/index.js';
import { HARM_CATEGORIES } from '../../src/detect/harm/categories.js';

/** Rows per language of each form, as the brief asked. */
const FORMS = { refusal: 8, redirect: 6, safety: 6, education: 5, partial: 5, everyday: 5, compliance: 15 };

describe('assistant answers written in each language (harm training rows)', () => {
  it('holds 50 answers in each of the 24 languages, in the forms asked', () => {
    expect(NATIVE_ANSWERS.map(([lang]) => lang)).toEqual(NATIVE.map(([lang]) => lang));
    for (const [lang, rows] of NATIVE_ANSWERS) {
      expect(rows, lang).toHaveLength(50);
      for (const [form, n] of Object.entries(FORMS))
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
    const rows = answerRows();
    expect(rows).toHaveLength(24 * 50);
    expect(new Set(rows.map((r) => r.group)).size).toBe(rows.length);
    expect(new Set(rows.map((r) => r.source))).toEqual(new Set(['synthetic-native-answers']));
    expect(rows.filter((r) => r.form === 'answer-compliance').every((r) => r.label === 1)).toBe(true);
  });
});
