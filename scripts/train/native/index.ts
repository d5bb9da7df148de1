/**
 * Requests written by hand in each language (not translated from a shared list), harmful and
 * harmless, with that country's platforms, institutions and slang: the training rows of source
 * `synthetic-native`, one group per row. How they were written: `src/detect/harm/HARM.md`.
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
import { ROWS as AR2 } from './more/ar.js';
import { ROWS as BN2 } from './more/bn.js';
import { ROWS as DE2 } from './more/de.js';
import { ROWS as EN2 } from './more/en.js';
import { ROWS as ES2 } from './more/es.js';
import { ROWS as FA2 } from './more/fa.js';
import { ROWS as FR2 } from './more/fr.js';
import { ROWS as HE2 } from './more/he.js';
import { ROWS as HI2 } from './more/hi.js';
import { ROWS as ID2 } from './more/id.js';
import { ROWS as IT2 } from './more/it.js';
import { ROWS as JA2 } from './more/ja.js';
import { ROWS as KO2 } from './more/ko.js';
import { ROWS as NL2 } from './more/nl.js';
import { ROWS as PL2 } from './more/pl.js';
import { ROWS as PT2 } from './more/pt.js';
import { ROWS as RU2 } from './more/ru.js';
import { ROWS as SW2 } from './more/sw.js';
import { ROWS as TE2 } from './more/te.js';
import { ROWS as TH2 } from './more/th.js';
import { ROWS as TR2 } from './more/tr.js';
import { ROWS as UK2 } from './more/uk.js';
import { ROWS as VI2 } from './more/vi.js';
import { ROWS as ZH2 } from './more/zh.js';
import { ROWS as NL } from './nl.js';
import { ROWS as PL } from './pl.js';
import { ROWS as PT } from './pt.js';
import { ROWS as RU } from './ru.js';
import { ROWS as SW } from './sw.js';
import { ROWS as TE } from './te.js';
import { ROWS as TH } from './th.js';
import { ROWS as TR } from './tr.js';
import type { NativeRow } from './types.js';
import { ROWS as UK } from './uk.js';
import { ROWS as VI } from './vi.js';
import { ROWS as ZH } from './zh.js';

/** The rows by language, in the order they are made (the order is part of the weights). */
export const NATIVE: ReadonlyArray<readonly [string, readonly NativeRow[]]> = [
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

/**
 * The second set, written later to another brief: short search-box queries and "best way to"
 * questions, believable pretexts; and more harmless rows (legitimate security work, pharmacology,
 * everyday queries, crimes in the news, dark fiction): 30 harmful and 50 harmless per language.
 */
export const NATIVE_MORE: ReadonlyArray<readonly [string, readonly NativeRow[]]> = [
  ['en', EN2],
  ['de', DE2],
  ['fr', FR2],
  ['es', ES2],
  ['it', IT2],
  ['pt', PT2],
  ['nl', NL2],
  ['pl', PL2],
  ['ru', RU2],
  ['uk', UK2],
  ['tr', TR2],
  ['ar', AR2],
  ['fa', FA2],
  ['he', HE2],
  ['hi', HI2],
  ['bn', BN2],
  ['zh', ZH2],
  ['ja', JA2],
  ['ko', KO2],
  ['th', TH2],
  ['vi', VI2],
  ['id', ID2],
  ['sw', SW2],
  ['te', TE2],
];

/**
 * The rows of the first `sets` sets (1 or 2) as training examples, one group per row; the sets are
 * sources of their own (`synthetic-native`, `synthetic-native2`). A plain request is `plain`, any
 * other frame `wrapped`.
 */
export function nativeRows(sets = 2): HarmExample[] {
  const rowsOf = (table: typeof NATIVE, source: string) =>
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
    );
  return [
    ...rowsOf(NATIVE, 'synthetic-native'),
    ...(sets >= 2 ? rowsOf(NATIVE_MORE, 'synthetic-native2') : []),
  ];
}
