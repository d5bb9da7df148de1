/**
 * Requests written by hand in each language (not translated from a shared list), harmful and
 * harmless, with that country's platforms, institutions and slang, in three sets written to three
 * briefs; each set is a source of its own (`synthetic-native`, `synthetic-native2`,
 * `synthetic-native3`), one group per row. How they were written: `src/detect/harm/HARM.md`.
 */
import type { HarmExample } from '../harm-synthetic.js';
import { ROWS as ar } from './ar.js';
import { ROWS as bn } from './bn.js';
import { ROWS as de } from './de.js';
import { ROWS as en } from './en.js';
import { ROWS as es } from './es.js';
import { ROWS as fa } from './fa.js';
import { ROWS as fr } from './fr.js';
import { ROWS as he } from './he.js';
import { ROWS as hi } from './hi.js';
import { ROWS as id } from './id.js';
import { ROWS as it } from './it.js';
import { ROWS as ja } from './ja.js';
import { ROWS as ko } from './ko.js';
import { NATIVE_MORE } from './more/index.js';
import { ROWS as NL, ROWS as nl } from './nl.js';
import { ROWS as PL, ROWS as pl } from './pl.js';
import { ROWS as PT, ROWS as pt } from './pt.js';
import { ROWS as RU, ROWS as ru } from './ru.js';
import { ROWS as SW, ROWS as sw } from './sw.js';
import { ROWS as TE, ROWS as te } from './te.js';
import { ROWS as TH, ROWS as th } from './th.js';
import { NATIVE_THIRD } from './third/index.js';
import { ROWS as TR, ROWS as tr } from './tr.js';
import { type NativeTable, tableOf } from './types.js';
import { ROWS as UK, ROWS as uk } from './uk.js';
import { ROWS as VI, ROWS as vi } from './vi.js';
import { ROWS as ZH, ROWS as zh } from './zh.js';

/**
 * The first set: 40 harmful requests in every category and frame (plain, role-play, fiction,
 * hypothetical, pretext, persona, answer-format demands, translation tasks, long stories) and 40
 * harmless ones (everyday, and look-alikes: safety, medicine, history, security, fiction, slang,
 * law, protecting others) per language.
 */
export const NATIVE: NativeTable = tableOf({
  en,
  de,
  fr,
  es,
  it,
  pt,
  nl,
  pl,
  ru,
  uk,
  tr,
  ar,
  fa,
  he,
  hi,
  bn,
  zh,
  ja,
  ko,
  th,
  vi,
  id,
  sw,
  te,
});

export { NATIVE_MORE, NATIVE_THIRD };

/** The sets in the order their rows are made (the order is part of the weights), with their sources. */
const SETS: ReadonlyArray<readonly [NativeTable, string]> = [
  [NATIVE, 'synthetic-native'],
  [NATIVE_MORE, 'synthetic-native2'],
  [NATIVE_THIRD, 'synthetic-native3'],
];

/**
 * The rows of the first `sets` sets as training examples, one group per row. A plain request is
 * `plain`, any other frame `wrapped`.
 */
export function nativeRows(sets = SETS.length): HarmExample[] {
  return SETS.slice(0, sets).flatMap(([table, source]) =>
    table.flatMap(([lang, rows]) =>
      rows.map(
        (r, i): HarmExample => ({
          text: r.text,
          label: r.label,
          ...(r.label === 1 ? { harm: r.harm } : {}),
          source,
          lang,
          group: `harm-synthetic:${source}-${lang}:${i}`,
          form: r.label === 0 ? 'lookalike' : r.frame === 'direct' ? 'plain' : 'wrapped',
        }),
      ),
    ),
  );
}
