import { describe, expect, it } from 'vitest';
import { harmful, harmless } from '../../scripts/train/parallel/en.js';
import { parallelRows, TRANSLATIONS } from '../../scripts/train/parallel/index.js';

describe('hand-translated harm training rows', () => {
  const ids = [...harmful(), ...harmless()].map((e) => e.id);

  it('gives every request an id of its own and every harmful one a category', () => {
    expect(new Set(ids).size).toBe(ids.length);
    for (const e of harmful()) expect(e.harm).toBeDefined();
    for (const e of harmless()) expect(e.harm).toBeUndefined();
  });

  it('translates every request into every language, and nothing else', () => {
    expect(TRANSLATIONS.map(([lang]) => lang)).toHaveLength(18);
    for (const [lang, texts] of TRANSLATIONS) {
      expect(Object.keys(texts).sort(), lang).toEqual([...ids].sort());
      for (const [id, text] of Object.entries(texts)) expect(text.trim(), `${lang} ${id}`).not.toBe('');
      expect(new Set(Object.values(texts)).size, `${lang}: two requests translated alike`).toBe(ids.length);
    }
  });

  it('keeps every language of a request in one group, with its label', () => {
    const rows = parallelRows(5);
    expect(rows).toHaveLength(ids.length * 19);
    const groups = new Map<string, Set<number>>();
    for (const r of rows) groups.set(r.group, (groups.get(r.group) ?? new Set()).add(r.label));
    expect(groups.size).toBe(ids.length);
    for (const labels of groups.values()) expect(labels.size).toBe(1);
    expect(rows.filter((r) => r.lang === 'en').every((r) => r.source === 'synthetic-harm')).toBe(true);
    expect(rows.filter((r) => r.lang !== 'en').every((r) => r.source === 'synthetic-parallel')).toBe(true);
  });

  it('uses fewer sets when asked, the first set first', () => {
    expect(parallelRows(1)).toHaveLength(20 * 19);
    expect(parallelRows(1)[0]?.text).toBe(harmful()[0]?.en);
  });
});
