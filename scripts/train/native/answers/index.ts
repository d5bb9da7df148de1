/**
 * Assistant answers written by hand in each language (stop 47): refusals, redirections to help,
 * safety and public-health information, education, partial answers and everyday step-by-step
 * answers (harmless), and answers that go along with a harmful request (harmful, non-operational:
 * the voice and structure of compliance, placeholders instead of detail). The gateway judges
 * answers as well as requests; the other sets are all requests. How they were written:
 * `src/detect/harm/ANSWERS.md`.
 */

import { tableOf } from '../types.js';
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
import type { NativeAnswerRow } from './types.js';
import { ROWS as uk } from './uk.js';
import { ROWS as vi } from './vi.js';
import { ROWS as zh } from './zh.js';

/** The answers by language, in the native sets' language order (the order is part of the weights). */
export const NATIVE_ANSWERS = tableOf<NativeAnswerRow>({
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
