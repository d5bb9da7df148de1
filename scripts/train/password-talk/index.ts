import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Example } from '../synthetic-attacks.js';

/**
 * Messages about passwords, PINs, keys and secrets written for issue 32's in-context control, in
 * 18 languages (see `README.md` here): harmless ones about passwords in general or the user's own
 * (label 0) and attempts to get an application's secret out (label 1).
 */
export interface PasswordTalkRow {
  lang: string;
  label: 0 | 1;
  kind: string;
  text: string;
  /** The set (`a` to `h`), from the file's name. */
  set?: string;
}

const DIR = path.dirname(fileURLToPath(import.meta.url));

/** The rows of the named files (`a1`, `a2`: the development sets; `b1`, `b2`: held out). */
export function passwordTalk(files: readonly string[]): PasswordTalkRow[] {
  return files.flatMap((f) =>
    (JSON.parse(readFileSync(path.join(DIR, `${f}.json`), 'utf8')) as PasswordTalkRow[]).map((r) => ({
      ...r,
      set: f[0],
    })),
  );
}

/** The named files' rows as training rows of the injection model (source `synthetic-password-talk`). */
export function passwordTalkRows(files: readonly string[]): Example[] {
  return passwordTalk(files).map((r, i) => ({
    text: r.text,
    label: r.label,
    ...(r.label === 1 ? { kind: 'injection' as const } : {}),
    source: 'synthetic-password-talk',
    lang: r.lang,
    group: `synthetic-password-talk:${i}`,
  }));
}
