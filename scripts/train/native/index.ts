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
import { NATIVE_ENGINEERING } from './engineering/index.js';
import { ROWS as es } from './es.js';
import { ROWS as fa } from './fa.js';
import { ROWS as fr } from './fr.js';
import { NATIVE_HAZARDS } from './hazards/index.js';
import { ROWS as he } from './he.js';
import { ROWS as hi } from './hi.js';
import { ROWS as id } from './id.js';
import { ROWS as it } from './it.js';
import { ROWS as ja } from './ja.js';
import { ROWS as ko } from './ko.js';
import { NATIVE_MORE } from './more/index.js';
import { ROWS as nl } from './nl.js';
import { NATIVE_PAIRS } from './pairs/index.js';
import { ROWS as pl } from './pl.js';
import { ROWS as pt } from './pt.js';
import { ROWS as ru } from './ru.js';
import { ROWS as sw } from './sw.js';
import { ROWS as te } from './te.js';
import { ROWS as th } from './th.js';
import { NATIVE_THIRD } from './third/index.js';
import { toxicExamples } from './toxic/index.js';
import { ROWS as tr } from './tr.js';
import { type NativePairTable, type NativeTable, tableOf } from './types.js';
import { ROWS as uk } from './uk.js';
import { ROWS as vi } from './vi.js';
import { ROWS as zh } from './zh.js';

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

export { NATIVE_ENGINEERING, NATIVE_HAZARDS, NATIVE_MORE, NATIVE_PAIRS, NATIVE_THIRD };

/** The sets of rows with their numbers and sources, in the order their rows are made. */
const SETS: ReadonlyArray<readonly [NativeTable, string, number]> = [
  [NATIVE, 'synthetic-native', 1],
  [NATIVE_MORE, 'synthetic-native2', 2],
  [NATIVE_THIRD, 'synthetic-native3', 3],
  [NATIVE_ENGINEERING, 'synthetic-native-engineering', 5],
  [NATIVE_HAZARDS, 'synthetic-native-hazards', 6],
];

/** The set of minimal pairs, number 4. */
const PAIRS_SET: readonly [NativePairTable, string] = [NATIVE_PAIRS, 'synthetic-native4'];

/** Every set's number. */
export const NATIVE_SET_NUMBERS = [1, 2, 3, 4, 5, 6, 7] as const;

/**
 * The rows of the sets numbered `sets` as training examples, in the sets' order: one group per row,
 * one per pair in the set of pairs (a pair's two rows are never split between training and a
 * held-out fifth). A plain request is `plain`, any other frame `wrapped`.
 */
export function nativeRows(sets: readonly number[] = NATIVE_SET_NUMBERS): HarmExample[] {
  const rows = SETS.flatMap(([table, source, number]) =>
    sets.includes(number)
      ? table.flatMap(([lang, rows]) =>
          rows.map(
            (r, k): HarmExample => ({
              text: r.text,
              label: r.label,
              ...(r.label === 1 ? { harm: r.harm } : {}),
              source,
              lang,
              group: `harm-synthetic:${source}-${lang}:${k}`,
              form: r.label === 0 ? 'lookalike' : r.frame === 'direct' ? 'plain' : 'wrapped',
            }),
          ),
        )
      : [],
  );
  const toxic = sets.includes(7) ? toxicExamples() : [];
  if (!sets.includes(4)) return [...rows, ...toxic];
  const [table, source] = PAIRS_SET;
  return [
    ...rows,
    ...toxic,
    ...table.flatMap(([lang, pairs]) =>
      pairs.flatMap((p, k): HarmExample[] => {
        const group = `harm-synthetic:${source}-${lang}:${k}`;
        return [
          {
            text: p.harmful,
            label: 1,
            harm: p.harm,
            source,
            lang,
            group,
            form: p.frame === 'direct' ? 'plain' : 'wrapped',
          },
          { text: p.harmless, label: 0, source, lang, group, form: 'lookalike' },
        ];
      }),
    ),
  ];
}
