/**
 * Harm concepts in 24 languages: the words a request for seriously harmful help is built from
 * (a weapon, a drug, malware, a victim, a way not to get caught, a request for a method). The
 * harmful-content model reads each concept found, and each pair of concepts, as a feature of its
 * own next to its hashed n-grams, so what it learned from English and the ten languages of its
 * training data carries to a language it never saw a harmful request in: "폭탄 만드는 방법" reads
 * as `make` + `weapon` + `howto` like "how to make a bomb".
 *
 * Entries are `|`-separated and matched on the token text (folded like the model's input). A
 * trailing `*` matches a word's start (a stem: "explos*" finds "explosive", "explosivo"); without
 * it the whole word. Entries in scripts written without spaces (Chinese, Japanese, Korean, Thai)
 * match anywhere. Written for this project from general knowledge of each language (24 with
 * Javanese), never from a dataset's rows.
 */
import { ACT_LEXICON } from './lexicon-acts.js';
import { INTENT_LEXICON } from './lexicon-intent.js';
import { TOPIC_LEXICON } from './lexicon-topics.js';

/** The concepts, in feature order (the model's concept weights are stored in this order). */
export const HARM_CONCEPTS = [
  'howto',
  'make',
  'weapon',
  'cbrn',
  'kill',
  'poison',
  'drugs',
  'hack',
  'steal',
  'fraud',
  'evade',
  'selfharm',
  'minor',
  'sexual',
  'demean',
  'terror',
  'abduct',
  'spy',
  // Against harm (`lexicon-intent.ts`): the intent to protect, and the register of reporting.
  'defend',
  'report',
] as const;

export type HarmConcept = (typeof HARM_CONCEPTS)[number];

/** Concept -> language -> entries (`lexicon-acts.ts`, `lexicon-topics.ts`, `lexicon-intent.ts`). */
export const HARM_LEXICON = { ...ACT_LEXICON, ...TOPIC_LEXICON, ...INTENT_LEXICON } as Record<
  HarmConcept,
  Record<string, string>
>;
