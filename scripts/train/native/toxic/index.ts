import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { HarmExample } from '../../harm-synthetic.js';
import { NATIVE_LANGUAGES } from '../types.js';

/**
 * Hateful and harassing messages and their harmless look-alikes, written in 24 languages for the
 * harmful-content model (`brief-k.md` here, the words the helpers read; `src/detect/harm/TOXIC.md`):
 * derogatory statements about real groups, questions that presuppose a group's inferiority, requests
 * for hateful content, insults aimed at a person, requests to bully or humiliate one, threats (label
 * 1, `harm` hate or harassment); facts about the same groups, sincere questions about prejudice,
 * criticism of institutions and ideas, venting with swear words, reported insults, banter and work
 * against hate (label 0).
 */
export interface ToxicRow {
  lang: string;
  label: 0 | 1;
  kind: string;
  harm?: 'hate' | 'harassment';
  text: string;
}

const DIR = path.dirname(fileURLToPath(import.meta.url));

/** Set k (trained on, native set 7) and set l (the same brief, other writers: held out). */
export const TOXIC_TRAINED = 'k';
export const TOXIC_HELD_OUT = 'l';

/** The rows of a set's four files (`k1.json` .. `k4.json`), in file order. */
export function toxicRows(set: string): ToxicRow[] {
  return [1, 2, 3, 4].flatMap(
    (i) => JSON.parse(readFileSync(path.join(DIR, `${set}${i}.json`), 'utf8')) as ToxicRow[],
  );
}

const key = (text: string) => text.trim().toLowerCase();

/** The held-out set without the messages the trained set also holds: what is judged. */
export function heldOutToxicRows(): ToxicRow[] {
  const seen = new Set(toxicRows(TOXIC_TRAINED).map((r) => key(r.text)));
  return toxicRows(TOXIC_HELD_OUT).filter((r) => !seen.has(key(r.text)));
}

/**
 * The trained set as training examples (source `synthetic-native-toxic`, one group a row), in
 * {@link NATIVE_LANGUAGES} order whatever the files' order, so that the weights do not depend on
 * which helper wrote which languages.
 */
export function toxicExamples(): HarmExample[] {
  const source = 'synthetic-native-toxic';
  const rows = toxicRows(TOXIC_TRAINED);
  return NATIVE_LANGUAGES.flatMap((lang) =>
    rows
      .filter((r) => r.lang === lang)
      .map(
        (r, k): HarmExample => ({
          text: r.text,
          label: r.label,
          ...(r.label === 1 && r.harm !== undefined ? { harm: r.harm } : {}),
          source,
          lang,
          group: `harm-synthetic:${source}-${lang}:${k}`,
          form: r.label === 0 ? 'lookalike' : 'plain',
        }),
      ),
  );
}
