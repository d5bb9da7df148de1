/**
 * The sixth set (`synthetic-native-hazards`): per language, 36 harmful requests, three in each of
 * twelve hazard categories (plain and short, behind a pretext or persona, inside a frame that still
 * asks for the working content), and 24 harmless ones on the same topics with the same words
 * (victims, the law, reporting, fact-checking, fiction without method); written in each language by
 * helpers to one brief (`src/detect/harm/HARM.md`).
 */

import { type NativeTable, tableOf } from '../types.js';
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

export const NATIVE_HAZARDS: NativeTable = tableOf({
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
