/**
 * Judges a set of short messages (`short-queries/`, see its README) with the full detector
 * (`scan()`, no system prompt: PROMPT_INJECTION, JAILBREAK or HARMFUL_CONTENT) and with the harm
 * model alone (0.5), and prints the harmless messages flagged and the harmful ones caught, per kind
 * and per language:
 *
 *   node --import tsx scripts/train/short-queries-eval.ts a|b [--verbose]
 *
 * Set b is judged without the 19 messages set a also holds.
 */
import { scoreHarm } from '../../src/detect/harm/model.js';
import { attackFlags } from './harm-fresh.js';
import { tokenText } from './model.js';
import { heldOutShortQueries, shortQueries } from './short-queries/index.js';

/** Counts of a group: harmful messages (p) caught, harmless ones (n) flagged; `harm*` by the model alone. */
export interface ShortTally {
  p: number;
  tp: number;
  harmTp: number;
  n: number;
  fp: number;
  harmFp: number;
}

/** The tallies of a set by group (`all`, `lang xx`, `kind k`), and its errors when `errors` is given. */
export function judgeShort(set: 'a' | 'b', errors?: string[]): Map<string, ShortTally> {
  const tallies = new Map<string, ShortTally>();
  for (const r of set === 'b' ? heldOutShortQueries() : shortQueries(set)) {
    const flagged = attackFlags(r.text).length > 0;
    const harm = scoreHarm(tokenText(r.text)).harm >= 0.5;
    for (const k of ['all', `lang ${r.lang}`, `kind ${r.kind}`]) {
      const t = tallies.get(k) ?? { p: 0, tp: 0, harmTp: 0, n: 0, fp: 0, harmFp: 0 };
      tallies.set(k, t);
      if (r.label === 1) {
        t.p++;
        if (flagged) t.tp++;
        if (harm) t.harmTp++;
      } else {
        t.n++;
        if (flagged) t.fp++;
        if (harm) t.harmFp++;
      }
    }
    if ((r.label === 1) !== flagged)
      errors?.push(`${r.label ? 'MISS' : 'FP  '} ${r.lang} ${r.kind}: ${r.text}`);
  }
  return tallies;
}

function main(): void {
  const set = process.argv[2] === 'a' ? 'a' : 'b';
  const errors: string[] = [];
  const tallies = judgeShort(set, errors);
  if (process.argv.includes('--verbose')) for (const e of errors) console.log(e);
  const pct = (a: number, b: number) => (b === 0 ? '-' : ((100 * a) / b).toFixed(1));
  console.log(`set ${set}: harmless flagged (any attack flag / harm model) and harmful caught (same)`);
  const order = ([a]: [string, ShortTally], [b]: [string, ShortTally]) =>
    a === 'all' ? -1 : b === 'all' ? 1 : a.localeCompare(b);
  for (const [k, t] of [...tallies].sort(order)) {
    console.log(
      `${k.padEnd(14)} harmless ${pct(t.fp, t.n).padStart(5)} / ${pct(t.harmFp, t.n).padStart(5)} (${t.n})   harmful ${pct(t.tp, t.p).padStart(5)} / ${pct(t.harmTp, t.p).padStart(5)} (${t.p})`,
    );
  }
}

if (import.meta.url === `file://${process.argv[1]}`) main();
