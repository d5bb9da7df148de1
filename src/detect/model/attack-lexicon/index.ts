/**
 * The injection model's concept lexicon: `concepts.ts` names the concepts, one file per language
 * holds its entries (written for this project from general knowledge of each language, never from
 * a dataset's rows). Entry syntax: `../concept-matcher.ts`.
 */
import { ConceptMatcher } from '../concept-matcher.js';
import { LEXICON as ar } from './ar.js';
import { LEXICON as bn } from './bn.js';
import { ATTACK_CONCEPTS, type AttackLexicon } from './concepts.js';
import { LEXICON as de } from './de.js';
import { LEXICON as en } from './en.js';
import { LEXICON as es } from './es.js';
import { LEXICON as fa } from './fa.js';
import { LEXICON as fr } from './fr.js';
import { LEXICON as he } from './he.js';
import { LEXICON as hi } from './hi.js';
import { LEXICON as id } from './id.js';
import { LEXICON as it } from './it.js';
import { LEXICON as ja } from './ja.js';
import { LEXICON as ko } from './ko.js';
import { LEXICON as nl } from './nl.js';
import { LEXICON as pl } from './pl.js';
import { LEXICON as pt } from './pt.js';
import { LEXICON as ru } from './ru.js';
import { LEXICON as sw } from './sw.js';
import { LEXICON as te } from './te.js';
import { LEXICON as th } from './th.js';
import { LEXICON as tr } from './tr.js';
import { LEXICON as uk } from './uk.js';
import { LEXICON as vi } from './vi.js';
import { LEXICON as zh } from './zh.js';

export { ATTACK_CONCEPTS };

const LANGUAGES: readonly AttackLexicon[] = [
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
];

/** The attack concepts' matcher (features: each concept, then each pair). */
export const ATTACK_MATCHER = new ConceptMatcher(ATTACK_CONCEPTS.map((c) => LANGUAGES.map((l) => l[c])));
