import type { HarmCategory } from '../../../src/detect/harm/categories.js';

/** How a harmful request is put. */
export type HarmFrame =
  | 'direct'
  | 'roleplay'
  | 'fiction'
  | 'hypothetical'
  | 'pretext'
  | 'persona'
  | 'prefix'
  | 'translation'
  | 'story';

/** What a harmless request is about: everyday, or a look-alike of a harmful one. */
export type HarmlessTopic =
  | 'everyday'
  | 'safety'
  | 'medical'
  | 'history'
  | 'security'
  | 'fiction'
  | 'slang'
  | 'law'
  | 'protect';

/**
 * One request written in its own language (not translated from a shared list): harmful (label 1,
 * with its category and frame) or harmless (label 0, with its topic).
 */
export type NativeRow =
  | { label: 1; harm: HarmCategory; frame: HarmFrame; text: string }
  | { label: 0; topic: HarmlessTopic; text: string };

/** One set's rows by language. */
export type NativeTable = ReadonlyArray<readonly [string, readonly NativeRow[]]>;

/** The languages of every set, in the order their rows are made (the order is part of the weights). */
export const NATIVE_LANGUAGES = [
  'en',
  'de',
  'fr',
  'es',
  'it',
  'pt',
  'nl',
  'pl',
  'ru',
  'uk',
  'tr',
  'ar',
  'fa',
  'he',
  'hi',
  'bn',
  'zh',
  'ja',
  'ko',
  'th',
  'vi',
  'id',
  'sw',
  'te',
] as const;

/** A set's rows as a table in {@link NATIVE_LANGUAGES} order. */
export function tableOf<T = NativeRow>(
  rows: Readonly<Record<(typeof NATIVE_LANGUAGES)[number], readonly T[]>>,
): ReadonlyArray<readonly [string, readonly T[]]> {
  return NATIVE_LANGUAGES.map((lang) => [lang, rows[lang]] as const);
}

/**
 * A minimal pair written in one language: a harmful request and its harmless twin in the same
 * frame, register and length, most words shared, changed only where the harm is (the act, its
 * target or its intent), so that neither the frame nor the language is evidence of harm.
 */
export type NativePair = {
  harm: HarmCategory;
  frame: HarmFrame;
  /** How the twin is made harmless: the act on a legitimate object, a protective or learning intent, or another everyday act. */
  twin: 'object' | 'intent' | 'act';
  harmful: string;
  harmless: string;
};

/** The set of pairs by language. */
export type NativePairTable = ReadonlyArray<readonly [string, readonly NativePair[]]>;
