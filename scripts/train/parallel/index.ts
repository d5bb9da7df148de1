/**
 * The hand-translated requests as training rows: each request of `en.ts` in English and in every
 * language that has a translation of it, one group per request (so a fold by group keeps every
 * language of a request together). English rows are `synthetic-harm`, the translations
 * `synthetic-parallel`, a source of their own.
 */
import type { HarmExample } from '../harm-synthetic.js';
import { TEXTS as AR } from './ar.js';
import { TEXTS as BN } from './bn.js';
import { TEXTS as DE } from './de.js';
import { harmful, harmless, type ParallelEntry } from './en.js';
import { TEXTS as ES } from './es.js';
import { TEXTS as FR } from './fr.js';
import { TEXTS as HI } from './hi.js';
import { TEXTS as ID } from './id.js';
import { TEXTS as IT } from './it.js';
import { TEXTS as JA } from './ja.js';
import { TEXTS as KO } from './ko.js';
import { TEXTS as PT } from './pt.js';
import { TEXTS as RU } from './ru.js';
import { TEXTS as SW } from './sw.js';
import { TEXTS as TE } from './te.js';
import { TEXTS as TH } from './th.js';
import { TEXTS as TR } from './tr.js';
import { TEXTS as VI } from './vi.js';
import { TEXTS as ZH } from './zh.js';

/** The translations by language, in the order their rows are made (the order is part of the weights). */
export const TRANSLATIONS: ReadonlyArray<readonly [string, Readonly<Record<string, string>>]> = [
  ['de', DE],
  ['fr', FR],
  ['es', ES],
  ['it', IT],
  ['pt', PT],
  ['ru', RU],
  ['zh', ZH],
  ['ja', JA],
  ['ko', KO],
  ['ar', AR],
  ['hi', HI],
  ['tr', TR],
  ['vi', VI],
  ['id', ID],
  ['bn', BN],
  ['th', TH],
  ['sw', SW],
  ['te', TE],
];

/**
 * The rows of the first `sets` sets of requests: each request in English and every translation,
 * one group per request.
 */
export function parallelRows(sets: number): HarmExample[] {
  const out: HarmExample[] = [];
  const add = (list: readonly ParallelEntry[], label: 0 | 1, kind: string) =>
    list.forEach((p, i) => {
      const row = (lang: string, text: string): HarmExample => ({
        text,
        label,
        ...(label === 1 && p.harm !== undefined ? { harm: p.harm } : {}),
        source: lang === 'en' ? 'synthetic-harm' : 'synthetic-parallel',
        lang,
        group: `harm-synthetic:parallel-${kind}:${i}`,
        form: label === 1 ? 'plain' : 'lookalike',
      });
      out.push(row('en', p.en));
      for (const [lang, texts] of TRANSLATIONS) {
        const text = texts[p.id];
        if (text !== undefined) out.push(row(lang, text));
      }
    });
  add(harmful(sets), 1, 'harmful');
  add(harmless(sets), 0, 'harmless');
  return out;
}
