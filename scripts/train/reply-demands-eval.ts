/**
 * Demands on the reply's form (`src/detect/rules/reply-demands.ts`) on the sets written for them
 * (`reply-demands/`, see its README), judged by the full detector (`scan()`, no system prompt):
 *
 *   node --import tsx scripts/train/reply-demands-eval.ts [dev|heldout|heldout2|heldout3]
 *
 * Prints, per kind and language, the share flagged HARMFUL_CONTENT and the share flagged by an
 * attack flag (HARMFUL_CONTENT, JAILBREAK or PROMPT_INJECTION). The dev set's harmful requests are
 * judged plain and with each suffix of their language appended (10 requests x 20 suffixes per
 * language); the held-out sets' messages are judged as written (`heldout`: the 12 languages the
 * lexicons were first written for; `heldout2`: six more;
 * `heldout3`: the first 12 again, to a third brief).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Flag, scan } from '../../src/detect/index.js';

interface DemandRow {
  lang: string;
  kind: string;
  text: string;
}

/** The development set and the three held-out sets (see the README of `reply-demands/`). */
export type DemandSet = 'dev' | 'heldout' | 'heldout2' | 'heldout3';

/** Counts of one group: messages, flagged HARMFUL_CONTENT, flagged by an attack flag. */
export interface DemandTally {
  n: number;
  harm: number;
  attack: number;
}

const DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'reply-demands');
const ATTACK_FLAGS: readonly Flag[] = ['HARMFUL_CONTENT', 'JAILBREAK', 'PROMPT_INJECTION'];

const load = (file: string) => JSON.parse(readFileSync(path.join(DIR, file), 'utf8')) as DemandRow[];

/** The messages of a set as judged: `kind` is `plain`, `prefix`, `suppress` (harmful) or `benign`. */
export function demandMessages(set: DemandSet): DemandRow[] {
  if (set !== 'dev') return [...load(`${set}-attacks.json`), ...load(`${set}-benign.json`)];
  const suffixes = load('dev-suffixes.json');
  const requests = load('dev-requests.json').flatMap((q) => [
    { lang: q.lang, kind: 'plain', text: q.text },
    ...suffixes
      .filter((s) => s.lang === q.lang)
      .map((s) => ({ lang: q.lang, kind: s.kind, text: `${q.text} ${s.text}` })),
  ]);
  return [...requests, ...load('dev-benign.json')];
}

/** Judges every message of a set; tallies by `kind all` and `kind lang`. */
export function judgeDemands(set: DemandSet): Map<string, DemandTally> {
  const by = new Map<string, DemandTally>();
  for (const m of demandMessages(set)) {
    const flags = scan(m.text).flags;
    const harm = flags.includes('HARMFUL_CONTENT') ? 1 : 0;
    const attack = flags.some((f) => ATTACK_FLAGS.includes(f)) ? 1 : 0;
    for (const key of [`${m.kind} all`, `${m.kind} ${m.lang}`]) {
      const t = by.get(key) ?? { n: 0, harm: 0, attack: 0 };
      t.n++;
      t.harm += harm;
      t.attack += attack;
      by.set(key, t);
    }
  }
  return by;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const arg = process.argv[2];
  const set: DemandSet = arg === 'dev' || arg === 'heldout2' || arg === 'heldout3' ? arg : 'heldout';
  const pct = (k: number, n: number) => `${((100 * k) / Math.max(1, n)).toFixed(1)}%`.padStart(7);
  console.log(`${'group'.padEnd(16)} ${'n'.padStart(5)}  HARMFUL_CONTENT  any attack flag`);
  for (const [k, t] of [...judgeDemands(set)].sort(([a], [b]) => a.localeCompare(b)))
    console.log(
      `${k.padEnd(16)} ${String(t.n).padStart(5)}  ${pct(t.harm, t.n).padStart(15)}  ${pct(t.attack, t.n)}`,
    );
}
