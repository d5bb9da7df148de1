import { describe, expect, it } from 'vitest';
import { NATIVE_LANGUAGES } from '../../scripts/train/native/types.js';
import {
  NATIVE_ATTACKS,
  NATIVE_ATTACKS_MORE,
  NATIVE_ATTACKS_SHORT,
  NATIVE_ATTACKS_THIRD,
  NATIVE_JAILBREAKS,
  nativeAttackRows,
} from '../../scripts/train/native-attacks/index.js';
import type { NativeAttackRow } from '../../scripts/train/native-attacks/types.js';

/** The first set's brief: rows per form and language. */
const FIRST: Record<string, number> = {
  '1:override': 6,
  '1:extraction': 6,
  '1:secret': 6,
  '1:hijack': 5,
  '1:indirect': 5,
  '1:persona': 6,
  '1:authority': 3,
  '1:output': 3,
  '0:password': 8,
  '0:instructions': 6,
  '0:ai-security': 6,
  '0:role': 6,
  '0:document': 6,
  '0:game': 4,
  '0:everyday': 4,
};

/** The second set's brief. */
const SECOND: Record<string, number> = {
  '1:override': 8,
  '1:extraction': 6,
  '1:secret': 6,
  '1:indirect': 6,
  '1:hijack': 4,
  '1:authority': 4,
  '1:persona': 6,
  '0:role': 8,
  '0:instructions': 8,
  '0:document': 6,
  '0:everyday': 6,
  '0:game': 6,
  '0:ai-security': 6,
};

const SETS: ReadonlyArray<
  readonly [string, ReadonlyArray<readonly [string, readonly NativeAttackRow[]]>, Record<string, number>]
> = [
  ['first', NATIVE_ATTACKS, FIRST],
  ['second', NATIVE_ATTACKS_MORE, SECOND],
];

describe('injection training rows written in each language', () => {
  it.each(SETS)(
    'holds the %s set: 40 attacks and 40 look-alikes in each of 24 languages',
    (_, table, forms) => {
      expect(table.map(([lang]) => lang)).toEqual([...NATIVE_LANGUAGES]);
      for (const [lang, rows] of table) {
        const counts: Record<string, number> = {};
        for (const r of rows) counts[`${r.label}:${r.form}`] = (counts[`${r.label}:${r.form}`] ?? 0) + 1;
        expect(counts, lang).toEqual(forms);
        for (const r of rows) {
          if (r.label === 1) expect(r.kind, r.text).toBe(r.form === 'persona' ? 'jailbreak' : 'injection');
        }
      }
    },
  );

  it('holds the third set: short and long messages, the look-alikes in the brief forms', () => {
    expect(NATIVE_ATTACKS_THIRD.map(([lang]) => lang)).toEqual([...NATIVE_LANGUAGES]);
    for (const [lang, rows] of NATIVE_ATTACKS_THIRD) {
      const count = (label: number, form: string) =>
        rows.filter((r) => r.label === label && r.form === form).length;
      expect(
        rows.filter((r) => r.label === 1),
        lang,
      ).toHaveLength(40);
      expect(count(1, 'persona'), lang).toBe(8);
      expect(count(1, 'indirect'), lang).toBe(6);
      expect(
        ['everyday', 'role', 'document', 'ai-security', 'password'].map((f) => count(0, f)),
        lang,
      ).toEqual([12, 8, 6, 8, 6]);
      for (const r of rows) {
        if (r.label === 1) expect(r.kind, r.text).toBe(r.form === 'persona' ? 'jailbreak' : 'injection');
      }
    }
  });

  it('holds the fourth set: 40 short look-alikes in each of 24 languages', () => {
    expect(NATIVE_ATTACKS_SHORT.map(([lang]) => lang)).toEqual([...NATIVE_LANGUAGES]);
    for (const [lang, rows] of NATIVE_ATTACKS_SHORT) {
      expect(
        rows.every((r) => r.label === 0 && r.text.length <= 100),
        lang,
      ).toBe(true);
      expect(
        ['password', 'instructions', 'everyday', 'role', 'game'].map(
          (f) => rows.filter((r) => r.form === f).length,
        ),
        lang,
      ).toEqual([12, 8, 8, 6, 6]);
    }
  });

  it('holds the fifth set: 40 jailbreaks (28 around a harmful request) and 40 look-alikes per language', () => {
    expect(NATIVE_JAILBREAKS.map(([lang]) => lang)).toEqual([...NATIVE_LANGUAGES]);
    const jailbreaks = [6, 4, 4, 5, 4, 4, 5, 4, 4];
    const lookalikes = [10, 7, 6, 7, 5, 5];
    for (const [lang, rows] of NATIVE_JAILBREAKS) {
      const count = (label: number, form: string) =>
        rows.filter((r) => r.label === label && r.form === form).length;
      expect(
        [
          'persona',
          'mode',
          'dual-answer',
          'fiction',
          'hypothetical',
          'authority',
          'refusal-suppression',
          'game',
          'prefix',
        ].map((f) => count(1, f)),
        lang,
      ).toEqual(jailbreaks);
      expect(
        ['roleplay', 'creative', 'discussion', 'style', 'game', 'bot-setup'].map((f) => count(0, f)),
        lang,
      ).toEqual(lookalikes);
      expect(rows.filter((r) => r.label === 1 && r.harm !== null).length, lang).toBe(28);
      expect(rows.some((r) => r.label === 1 && r.harm === 'child_exploitation')).toBe(false);
    }
    const set = nativeAttackRows([5]);
    expect(set.every((r) => r.source === 'synthetic-native-jailbreaks')).toBe(true);
    expect(set.filter((r) => r.label === 1).every((r) => r.kind === 'jailbreak')).toBe(true);
  });

  it('never repeats a message and gives each row a group of its own', () => {
    const rows = nativeAttackRows();
    expect(rows).toHaveLength(4 * 24 * 80 + 24 * 40);
    expect(new Set(rows.map((r) => r.text.trim().toLowerCase())).size).toBe(rows.length);
    expect(new Set(rows.map((r) => r.group)).size).toBe(rows.length);
    expect(rows.every((r) => r.source?.startsWith('synthetic-native-') && r.text.trim() !== '')).toBe(true);
    expect(nativeAttackRows([1]).every((r) => r.source === 'synthetic-native-attacks')).toBe(true);
    expect(nativeAttackRows([1, 2], ['persona']).filter((r) => r.kind === 'jailbreak')).toHaveLength(0);
  });
});
