/**
 * The fifth set: jailbreaks and their harmless look-alikes written by hand in each of 24 languages
 * (not translated from a shared list), 40 and 40 per language: personas without rules, claimed
 * modes, two answers, fiction, hypotheticals, claimed authority, refusal suppression, games and
 * dictated openings, 28 of each language's 40 around a harmful request (its category in `harm`),
 * 12 around none or a harmless one; look-alikes are ordinary role-play, dark fiction without
 * detail, questions about jailbreaks, tone rules, games and a company's bot set-up. How they were
 * written: `src/detect/model/README.md`.
 */

import { tableOf } from '../../native/types.js';
import type { NativeJailbreakRow } from '../types.js';
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
import { ROWS as nl } from './nl.js';
import { ROWS as pl } from './pl.js';
import { ROWS as pt } from './pt.js';
import { ROWS as ru } from './ru.js';
import { ROWS as sw } from './sw.js';
import { ROWS as te } from './te.js';
import { ROWS as th } from './th.js';
import { ROWS as tr } from './tr.js';
import { ROWS as uk } from './uk.js';
import { ROWS as vi } from './vi.js';
import { ROWS as zh } from './zh.js';

export const NATIVE_JAILBREAKS = tableOf<NativeJailbreakRow>({
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
