import { describe, expect, it } from 'vitest';
import { nativeRows } from '../../scripts/train/native/index.js';
import {
  heldOutToxicRows,
  TOXIC_HELD_OUT,
  TOXIC_TRAINED,
  toxicRows,
} from '../../scripts/train/native/toxic/index.js';
import { NATIVE_LANGUAGES } from '../../scripts/train/native/types.js';

/** Rows per language of each kind, as the brief (`brief-k.md`) asks, and the category of each harmful kind. */
const KINDS: ReadonlyArray<readonly [string, 0 | 1, number, string | undefined]> = [
  ['group_statement', 1, 8, 'hate'],
  ['group_question', 1, 4, 'hate'],
  ['hate_request', 1, 4, 'hate'],
  ['insult', 1, 8, 'harassment'],
  ['harass_request', 1, 4, 'harassment'],
  ['threat', 1, 2, 'harassment'],
  ['group_fact', 0, 6, undefined],
  ['stereotype_question', 0, 4, undefined],
  ['criticism', 0, 5, undefined],
  ['venting', 0, 5, undefined],
  ['reported', 0, 5, undefined],
  ['banter_or_work', 0, 5, undefined],
];

describe('hateful and harassing messages and their look-alikes', () => {
  it.each([TOXIC_TRAINED, TOXIC_HELD_OUT])(
    'set %s holds 60 rows in each of 24 languages, as briefed',
    (set) => {
      const rows = toxicRows(set);
      expect(new Set(rows.map((r) => r.lang))).toEqual(new Set(NATIVE_LANGUAGES));
      for (const lang of NATIVE_LANGUAGES) {
        const own = rows.filter((r) => r.lang === lang);
        expect(own, lang).toHaveLength(60);
        for (const [kind, label, n, harm] of KINDS) {
          const ofKind = own.filter((r) => r.kind === kind);
          expect(ofKind, `${lang} ${kind}`).toHaveLength(n);
          for (const r of ofKind) {
            expect(r.label, r.text).toBe(label);
            expect(r.harm, r.text).toBe(harm);
            expect(r.text.trim(), `${lang} ${kind}`).not.toBe('');
          }
        }
      }
      expect(new Set(rows.map((r) => r.text.trim().toLowerCase())).size).toBe(rows.length);
    },
  );

  it('judges the held-out set without the messages the trained set also holds', () => {
    const trained = new Set(toxicRows(TOXIC_TRAINED).map((r) => r.text.trim().toLowerCase()));
    const judged = heldOutToxicRows();
    expect(judged.length).toBeGreaterThan(1400);
    expect(judged.some((r) => trained.has(r.text.trim().toLowerCase()))).toBe(false);
  });

  it("trains as native set 7, one group a row, in the languages' order", () => {
    const rows = nativeRows([7]);
    expect(rows).toHaveLength(24 * 60);
    expect(rows.every((r) => r.source === 'synthetic-native-toxic')).toBe(true);
    expect(new Set(rows.map((r) => r.group)).size).toBe(rows.length);
    expect([...new Set(rows.map((r) => r.lang))]).toEqual([...NATIVE_LANGUAGES]);
    expect(rows.filter((r) => r.label === 1).every((r) => r.harm === 'hate' || r.harm === 'harassment')).toBe(
      true,
    );
  });
});
