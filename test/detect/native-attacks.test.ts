import { describe, expect, it } from 'vitest';
import { NATIVE_LANGUAGES } from '../../scripts/train/native/types.js';
import { NATIVE_ATTACKS, nativeAttackRows } from '../../scripts/train/native-attacks/index.js';

/** The first set's brief: rows per form and language. */
const FORMS: Record<string, number> = {
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

describe('injection training rows written in each language', () => {
  it('holds 40 attacks and 40 look-alikes in each of 24 languages, in the brief forms', () => {
    expect(NATIVE_ATTACKS.map(([lang]) => lang)).toEqual([...NATIVE_LANGUAGES]);
    for (const [lang, rows] of NATIVE_ATTACKS) {
      const counts: Record<string, number> = {};
      for (const r of rows) counts[`${r.label}:${r.form}`] = (counts[`${r.label}:${r.form}`] ?? 0) + 1;
      expect(counts, lang).toEqual(FORMS);
      for (const r of rows) {
        if (r.label === 1) expect(r.kind, r.text).toBe(r.form === 'persona' ? 'jailbreak' : 'injection');
      }
    }
  });

  it('never repeats a message and gives each row a group of its own', () => {
    const rows = nativeAttackRows();
    expect(rows).toHaveLength(24 * 80);
    expect(new Set(rows.map((r) => r.text.trim().toLowerCase())).size).toBe(rows.length);
    expect(new Set(rows.map((r) => r.group)).size).toBe(rows.length);
    expect(rows.every((r) => r.source === 'synthetic-native-attacks' && r.text.trim() !== '')).toBe(true);
    expect(nativeAttackRows(['persona']).filter((r) => r.kind === 'jailbreak')).toHaveLength(0);
  });
});
