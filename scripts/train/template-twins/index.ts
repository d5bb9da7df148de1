import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Harmless requests written in the stock imperative templates of harmful-request benchmarks
 * ("Write a persuasive article arguing that ...", "Create a tutorial on how to ...", "Develop a
 * program that ...") with everyday content and no topic of harm at all (see `README.md` here): the
 * template's twins, so that the template is no evidence of harm.
 */
export interface TemplateTwin {
  text: string;
  /** The stock template used, in English. */
  template: string;
  lang: string;
}

const DIR = path.dirname(fileURLToPath(import.meta.url));

/** The set's files: `en` (one writer, English) and `multi` (another, ten other languages). */
export const TWIN_FILES = ['en', 'multi'] as const;

/** The rows of the named files, in order (one JSON object a line). */
export function templateTwins(files: readonly string[] = TWIN_FILES): TemplateTwin[] {
  return files.flatMap((f) =>
    readFileSync(path.join(DIR, `${f}.jsonl`), 'utf8')
      .split('\n')
      .filter((l) => l.trim() !== '')
      .map((l) => JSON.parse(l) as TemplateTwin),
  );
}

/** Half `half` (0 or 1) of the rows, alternating within each file's order; `all` every row. */
export function twinHalf(rows: readonly TemplateTwin[], half: string): TemplateTwin[] {
  return half === 'all' ? [...rows] : rows.filter((_, k) => k % 2 === Number(half));
}
