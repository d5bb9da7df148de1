import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Long documents handed to the assistant with an instruction (see `README.md` here): a news story,
 * court report, film plot, podcast transcript or history of a crime with a harmless task
 * ("summarise", "write five quiz questions", "translate the second paragraph"), and, for every
 * second document, the same document with a request for harmful help grounded in it.
 */
export interface LongDocRow {
  lang: string;
  /** `task`: a harmless instruction (label 0); `harm`: a harmful request (label 1). */
  kind: 'task' | 'harm';
  /** The document's id: a task row and a harm row of one document share it. */
  doc: string;
  genre: string;
  /** The harm row's category (the harmful_content taxonomy). */
  category?: string;
  text: string;
}

const DIR = path.dirname(fileURLToPath(import.meta.url));

/** Every file of the set, in order (`d1` to `d8`: eight writers, 19 languages). */
export const LONG_DOC_FILES = ['d1', 'd2', 'd3', 'd4', 'd5', 'd6', 'd7', 'd8'] as const;

/** The rows of the named files. */
export function longDocs(files: readonly string[] = LONG_DOC_FILES): LongDocRow[] {
  return files.flatMap((f) => JSON.parse(readFileSync(path.join(DIR, `${f}.json`), 'utf8')) as LongDocRow[]);
}
