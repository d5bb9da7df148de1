import { describe, expect, it } from 'vitest';
import { NATIVE_ATTACK_ANSWERS } from '../../scripts/train/native/attack-answers/index.js';
import { NATIVE } from '../../scripts/train/native/index.js';

describe('model answers that carry an attack, written in each language', () => {
  it('holds 6 persona and 6 relay answers in each of the 24 languages, none repeated', () => {
    expect(NATIVE_ATTACK_ANSWERS.map(([lang]) => lang)).toEqual(NATIVE.map(([lang]) => lang));
    const texts = new Set<string>();
    for (const [lang, rows] of NATIVE_ATTACK_ANSWERS) {
      expect(rows.filter((r) => r.form === 'persona').length, lang).toBe(6);
      expect(rows.filter((r) => r.form === 'relay').length, lang).toBe(6);
      for (const r of rows) {
        expect(r.text.trim().length, lang).toBeGreaterThan(20);
        texts.add(r.text);
      }
    }
    expect(texts.size).toBe(24 * 12);
  });
});
