/**
 * Requests written by hand in each language (not translated from a shared list), harmful and
 * harmless, with that country's platforms, institutions and slang, in three sets written to three
 * briefs; each set is a source of its own (`synthetic-native`, `synthetic-native2`,
 * `synthetic-native3`), one group per row. How they were written: `src/detect/harm/HARM.md`.
 */
import type { HarmExample } from '../harm-synthetic.js';
import { ROWS as AR } from './ar.js';
import { ROWS as BN } from './bn.js';
import { ROWS as DE } from './de.js';
import { ROWS as EN } from './en.js';
import { ROWS as ES } from './es.js';
import { ROWS as FA } from './fa.js';
import { ROWS as FR } from './fr.js';
import { ROWS as HE } from './he.js';
import { ROWS as HI } from './hi.js';
import { ROWS as ID } from './id.js';
import { ROWS as IT } from './it.js';
import { ROWS as JA } from './ja.js';
import { ROWS as KO } from './ko.js';
import { NATIVE_MORE } from './more/index.js';
import { ROWS as NL } from './nl.js';
import { ROWS as PL } from './pl.js';
import { ROWS as PT } from './pt.js';
import { ROWS as RU } from './ru.js';
import { ROWS as SW } from './sw.js';
import { ROWS as TE } from './te.js';
import { ROWS as TH } from './th.js';
import { NATIVE_THIRD } from './third/index.js';
import { ROWS as TR } from './tr.js';
import type { NativeTable } from './types.js';
import { ROWS as UK } from './uk.js';
import { ROWS as VI } from './vi.js';
import { ROWS as ZH } from './zh.js';

/**
 * The first set: 40 harmful requests in every category and frame (plain, role-play, fiction,
 * hypothetical, pretext, persona, answer-format demands, translation tasks, long stories) and 40
 * harmless ones (everyday, and look-alikes: safety, medicine, history, security, fiction, slang,
 * law, protecting others) per language.
 */
export const NATIVE: NativeTable = [
  ['en', EN],
  ['de', DE],
  ['fr', FR],
  ['es', ES],
  ['it', IT],
  ['pt', PT],
  ['nl', NL],
  ['pl', PL],
  ['ru', RU],
  ['uk', UK],
  ['tr', TR],
  ['ar', AR],
  ['fa', FA],
  ['he', HE],
  ['hi', HI],
  ['bn', BN],
  ['zh', ZH],
  ['ja', JA],
  ['ko', KO],
  ['th', TH],
  ['vi', VI],
  ['id', ID],
  ['sw', SW],
  ['te', TE],
];

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
