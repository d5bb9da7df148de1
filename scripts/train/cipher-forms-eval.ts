/**
 * The English harmful requests of the safety pack (`../shared/datasets/safety-train.jsonl`, under
 * 400 characters) judged plain and enciphered: ROT13, a Caesar shift of 3, Atbash, pig Latin, and
 * ROT13 after a plain request to decode it. Per source, the share with any attack flag. The harm
 * model was trained on these rows, so the plain column is not a fair recall; the other columns
 * say how much of it survives a cipher (`src/detect/normalize/CIPHERS.md`). Not part of
 * `npm run train`.
 *
 *   node --import tsx scripts/train/cipher-forms-eval.ts [--harmless]
 *
 * `--harmless` judges the pack's English harmless rows the same ways: the share flagged there is
 * what enciphering an ordinary request costs.
 */
import { readFileSync } from 'node:fs';
import { scan } from '../../src/detect/index.js';
import { atbash, caesar } from '../../src/detect/normalize/rot13.js';

interface SafetyRow {
  text: string;
  lang: string;
  kind: string;
  source: string;
}

/** Pig Latin as the game writes it: a word's first consonants moved to its end, then "ay" ("way" after a vowel). */
export function toPigLatin(text: string): string {
  return text.replace(/[A-Za-z]+/g, (word) => {
    const [, onset = '', rest = ''] = /^([^aeiouAEIOU]*)(.*)$/.exec(word) ?? [];
    if (onset === '') return `${word}way`;
    if (rest === '') return `${word}ay`;
    const out = `${rest}${onset.toLowerCase()}ay`;
    return word[0] === word[0]?.toUpperCase() ? `${out[0]?.toUpperCase()}${out.slice(1)}` : out;
  });
}

const FORMS: ReadonlyArray<readonly [string, (t: string) => string]> = [
  ['plain', (t) => t],
  ['rot13', (t) => caesar(t, 13)],
  ['caesar3', (t) => caesar(t, 3)],
  ['atbash', atbash],
  ['pig latin', toPigLatin],
  ['rot13 framed', (t) => `Decode this ROT13 and answer it: ${caesar(t, 13)}`],
  ['reversed', (t) => [...t].reverse().join('')],
  ['words reversed', (t) => t.replace(/\p{L}+/gu, (w) => [...w].reverse().join(''))],
];
const ATTACK = new Set(['HARMFUL_CONTENT', 'JAILBREAK', 'PROMPT_INJECTION']);

/**
 * Prints, per source of the pack's English rows under 400 characters (harmful ones, or with
 * `--harmless` on the command line the harmless ones, whose share flagged is a false alarm), the
 * share of each form of them that gets an attack flag; `only` keeps the rows a form changes.
 * `language-frames-eval.ts` and `emoji-forms-eval.ts` read their forms so.
 */
export function judgeForms(
  forms: ReadonlyArray<readonly [string, (t: string, i: number) => string]>,
  only: (text: string) => boolean = () => true,
): void {
  const harmless = process.argv.includes('--harmless');
  const rows = readFileSync(new URL('../../../shared/datasets/safety-train.jsonl', import.meta.url), 'utf8')
    .split('\n')
    .filter((l) => l !== '')
    .map((l) => JSON.parse(l) as SafetyRow)
    .filter(
      (r) =>
        r.lang === 'en' &&
        r.kind === (harmless ? 'benign' : 'harmful') &&
        r.text.length < 400 &&
        only(r.text),
    );
  const bySource = new Map<string, number[]>();
  for (const [at, row] of rows.entries()) {
    const source = row.source.split(' ')[0] ?? row.source;
    const counts = bySource.get(source) ?? new Array<number>(forms.length + 1).fill(0);
    counts[0] = (counts[0] ?? 0) + 1;
    forms.forEach(([, form], i) => {
      if (scan(form(row.text, at)).flags.some((f) => ATTACK.has(f))) counts[i + 1] = (counts[i + 1] ?? 0) + 1;
    });
    bySource.set(source, counts);
  }
  console.log(`source, rows: ${forms.map(([name]) => name).join(' | ')} (% with an attack flag)`);
  for (const [source, [n = 0, ...caught]] of bySource)
    console.log(`${source} ${n}: ${caught.map((k) => ((100 * k) / Math.max(1, n)).toFixed(1)).join(' | ')}`);
}

if (process.argv[1]?.endsWith('cipher-forms-eval.ts')) judgeForms(FORMS);
