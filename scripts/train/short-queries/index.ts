import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { HarmCategory } from '../../../src/detect/harm/categories.js';
import type { HarmExample } from '../harm-synthetic.js';

/**
 * Short messages (2 to 12 words) a person types to an assistant, written in 24 languages for the
 * harmful-content model (see `README.md` here): harmless ones, many with a word of harm in a
 * harmless sense (label 0), and short requests for seriously harmful help (label 1).
 */
export interface ShortQuery {
  lang: string;
  label: 0 | 1;
  kind: string;
  text: string;
  /** A harmful message's category (`<set>-harm.json`, labelled by other helpers after the sets were written). */
  harm?: HarmCategory;
}

/** A category label of `<set>-harm.json`: the message at `index` of `file`, whose text it repeats. */
interface HarmLabel {
  file: string;
  index: number;
  text: string;
  harm: HarmCategory;
}

const DIR = path.dirname(fileURLToPath(import.meta.url));

/**
 * The rows of a set's files (`a`: a1..a4, ..., `f`: f1..f4), each harmful one with its category where
 * `<set>-harm.json` gives it (sets e and f carry theirs in the rows).
 */
export function shortQueries(set: string): ShortQuery[] {
  const file = path.join(DIR, `${set}-harm.json`);
  const labels = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as HarmLabel[]) : [];
  const harmOf = new Map(labels.map((l) => [`${l.file}:${l.index}`, l]));
  return [1, 2, 3, 4].flatMap((i) =>
    (JSON.parse(readFileSync(path.join(DIR, `${set}${i}.json`), 'utf8')) as ShortQuery[]).map((r, k) => {
      const label = harmOf.get(`${set}${i}.json:${k}`);
      return label === undefined || label.text !== r.text ? r : { ...r, harm: label.harm };
    }),
  );
}

const key = (text: string) => text.trim().toLowerCase();

/** The sets the committed short-request head is trained on (`HARM_TRAINING.shortHead`). */
export const HEAD_SETS: readonly string[] = ['a', 'c', 'd', 'e', 'g', 'i'];

/**
 * The sets never trained on: b, f (written to set e's brief by other helpers, stop 59), h
 * (written to set g's brief by other helpers, stop 76) and j (written to set i's brief by other
 * helpers, stop 77).
 */
export const HELD_OUT: readonly string[] = ['b', 'f', 'h', 'j'];

/**
 * A held-out set (b unless named), without the messages a trained set also holds (in set b, common
 * queries several sets' writers thought of: 19 in set a, 23 more in set c, 4 more in set d, 8 more
 * in set e): what is judged.
 */
export function heldOutShortQueries(trained: readonly string[] = HEAD_SETS, set = 'b'): ShortQuery[] {
  const seen = new Set(trained.flatMap((t) => shortQueries(t)).map((r) => key(r.text)));
  return shortQueries(set).filter((r) => !seen.has(key(r.text)));
}

/** A set's rows as training examples of the harm model (source `synthetic-short`, one group a row). */
export function shortQueryRows(set: string, kinds: readonly string[] = []): HarmExample[] {
  return shortQueries(set).flatMap((r, k) =>
    kinds.length > 0 && !kinds.includes(r.kind)
      ? []
      : [
          {
            text: r.text,
            label: r.label,
            source: 'synthetic-short',
            lang: r.lang,
            group: `harm-synthetic:synthetic-short-${set}:${k}`,
            form: r.label === 0 ? 'lookalike' : 'plain',
            ...(r.harm === undefined ? {} : { harm: r.harm }),
          },
        ],
  );
}
