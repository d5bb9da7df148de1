import { type NativePairTable, tableOf } from '../types.js';
import { PAIRS as ar } from './ar.js';
import { PAIRS as bn } from './bn.js';
import { PAIRS as de } from './de.js';
import { PAIRS as en } from './en.js';
import { PAIRS as es } from './es.js';
import { PAIRS as fa } from './fa.js';
import { PAIRS as fr } from './fr.js';
import { PAIRS as he } from './he.js';
import { PAIRS as hi } from './hi.js';
import { PAIRS as id } from './id.js';
import { PAIRS as it } from './it.js';
import { PAIRS as ja } from './ja.js';
import { PAIRS as ko } from './ko.js';
import { PAIRS as nl } from './nl.js';
import { PAIRS as pl } from './pl.js';
import { PAIRS as pt } from './pt.js';
import { PAIRS as ru } from './ru.js';
import { PAIRS as sw } from './sw.js';
import { PAIRS as te } from './te.js';
import { PAIRS as th } from './th.js';
import { PAIRS as tr } from './tr.js';
import { PAIRS as uk } from './uk.js';
import { PAIRS as vi } from './vi.js';
import { PAIRS as zh } from './zh.js';

/**
 * The fourth set, written to a brief of its own: 50 minimal pairs per language, a harmful request
 * and its harmless twin in the same frame, register and words, changed only where the harm is.
 */
export const NATIVE_PAIRS: NativePairTable = tableOf({
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
