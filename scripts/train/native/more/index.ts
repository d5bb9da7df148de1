import type { NativeTable } from '../types.js';
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
import { ROWS as NL } from './nl.js';
import { ROWS as PL } from './pl.js';
import { ROWS as PT } from './pt.js';
import { ROWS as RU } from './ru.js';
import { ROWS as SW } from './sw.js';
import { ROWS as TE } from './te.js';
import { ROWS as TH } from './th.js';
import { ROWS as TR } from './tr.js';
import { ROWS as UK } from './uk.js';
import { ROWS as VI } from './vi.js';
import { ROWS as ZH } from './zh.js';

/**
 * The second set, written later to another brief: short search-box queries and "best way to"
 * questions, believable pretexts; and more harmless rows (legitimate security work, pharmacology,
 * everyday queries, crimes in the news, dark fiction): 30 harmful and 50 harmless per language.
 */
export const NATIVE_MORE: NativeTable = [
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
