/**
 * Prompt injections, jailbreak personas and their harmless look-alikes written by hand in each of
 * 24 languages (not translated from a shared list), in four sets written to four briefs: 40
 * attacks and 40 look-alikes per language in each of the first three, 40 short look-alikes in the
 * fourth; a source each (`synthetic-native-attacks`, `...2`, `...3`, `...4`), one group per row. How they were written: `src/detect/model/README.md`.
 */

import { tableOf } from '../native/types.js';
import type { Example } from '../synthetic-attacks.js';
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
import { NATIVE_JAILBREAKS } from './jailbreak/index.js';
import { ROWS as ko } from './ko.js';
import { NATIVE_ATTACKS_MORE } from './more/index.js';
import { ROWS as nl } from './nl.js';
import { ROWS as pl } from './pl.js';
import { ROWS as pt } from './pt.js';
import { ROWS as ru } from './ru.js';
import { NATIVE_ATTACKS_SHORT } from './short/index.js';
import { ROWS as sw } from './sw.js';
import { ROWS as te } from './te.js';
import { ROWS as th } from './th.js';
import { NATIVE_ATTACKS_THIRD } from './third/index.js';
import { ROWS as tr } from './tr.js';
import type { NativeAttackRow } from './types.js';
import { ROWS as uk } from './uk.js';
import { ROWS as vi } from './vi.js';
import { ROWS as zh } from './zh.js';

/** The first set's rows by language, in the order they are trained (the order is part of the weights). */
export const NATIVE_ATTACKS = tableOf<NativeAttackRow>({
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

export { NATIVE_ATTACKS_MORE, NATIVE_ATTACKS_SHORT, NATIVE_ATTACKS_THIRD, NATIVE_JAILBREAKS };

/** A row of any set as the injection model reads it: a jailbreak set's attacks are all `jailbreak`. */
type AnyRow = { label: 0 | 1; kind?: 'injection' | 'jailbreak'; form: string; text: string };

/** Every set, numbered from 1 in this order, with its source name. */
export const NATIVE_ATTACK_SETS_ALL: ReadonlyArray<
  readonly [ReadonlyArray<readonly [string, readonly AnyRow[]]>, string]
> = [
  [NATIVE_ATTACKS, 'synthetic-native-attacks'],
  [NATIVE_ATTACKS_MORE, 'synthetic-native-attacks2'],
  [NATIVE_ATTACKS_THIRD, 'synthetic-native-attacks3'],
  [NATIVE_ATTACKS_SHORT, 'synthetic-native-attacks4'],
  [
    NATIVE_JAILBREAKS.map(([lang, rows]) => [
      lang,
      // Forms prefixed, so that a jailbreak's form can be left out apart from the other sets' of that name.
      rows.map(
        (r): AnyRow => ({ ...r, form: `jb-${r.form}`, ...(r.label === 1 ? { kind: 'jailbreak' } : {}) }),
      ),
    ]),
    'synthetic-native-jailbreaks',
  ],
];
const SETS = NATIVE_ATTACK_SETS_ALL;

/** The rows of the sets numbered `sets` (from 1, in order) as training examples, but those of the forms in `skip`. */
export function nativeAttackRows(
  sets: readonly number[] = SETS.map((_, i) => i + 1),
  skip: readonly string[] = [],
): Example[] {
  return SETS.filter((_, i) => sets.includes(i + 1)).flatMap(([table, source]) =>
    table.flatMap(([lang, rows]) =>
      rows.flatMap((r, i): Example[] =>
        skip.includes(r.form)
          ? []
          : [
              {
                text: r.text,
                label: r.label,
                ...(r.label === 1 && r.kind ? { kind: r.kind } : {}),
                source,
                lang,
                group: `${source}:${lang}:${i}`,
              },
            ],
      ),
    ),
  );
}
