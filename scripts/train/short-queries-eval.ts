/**
 * Judges a set of short messages (`short-queries/`, see its README) with the full detector
 * (`scan()`, no system prompt: PROMPT_INJECTION, JAILBREAK or HARMFUL_CONTENT) and with the harm
 * model alone (0.5), and prints the harmless messages flagged and the harmful ones caught, per kind
 * and per language:
 *
 *   node --import tsx scripts/train/short-queries-eval.ts a|b|c|d|e|f [--verbose]
 *
 * Sets b and f (held out) are judged without the messages the sets trained on also hold (`HEAD_SETS`).
 */
import { scoreHarm } from '../../src/detect/harm/model.js';
import { attackFlags, countRow, type FlagTally } from './harm-fresh.js';
import { tokenText } from './model.js';
import { HEAD_SETS, HELD_OUT, heldOutShortQueries, shortQueries } from './short-queries/index.js';

/**
 * The tallies of a set by group (`all`, `lang xx`, `kind k`): `harm*` counts what the harm model
 * alone flags at 0.5. Its errors go to `errors` when given.
 */
export function judgeShort(set: string, errors?: string[]): Map<string, FlagTally> {
  const tallies = new Map<string, FlagTally>();
  for (const r of HELD_OUT.includes(set) ? heldOutShortQueries(HEAD_SETS, set) : shortQueries(set)) {
    const flagged = attackFlags(r.text).length > 0;
    const harm = scoreHarm(tokenText(r.text)).harm >= 0.5;
    for (const k of ['all', `lang ${r.lang}`, `kind ${r.kind}`]) countRow(tallies, k, r.label, flagged, harm);
    if ((r.label === 1) !== flagged)
      errors?.push(`${r.label ? 'MISS' : 'FP  '} ${r.lang} ${r.kind}: ${r.text}`);
  }
  return tallies;
}

function main(): void {
  const set = process.argv[2] ?? 'b';
  const errors: string[] = [];
  const tallies = judgeShort(set, errors);
  if (process.argv.includes('--verbose')) for (const e of errors) console.log(e);
  const pct = (a: number, b: number) => (b === 0 ? '-' : ((100 * a) / b).toFixed(1));
  console.log(`set ${set}: harmless flagged (any attack flag / harm model) and harmful caught (same)`);
  const order = ([a]: [string, FlagTally], [b]: [string, FlagTally]) =>
    a === 'all' ? -1 : b === 'all' ? 1 : a.localeCompare(b);
  for (const [k, t] of [...tallies].sort(order)) {
    console.log(
      `${k.padEnd(14)} harmless ${pct(t.fp, t.n).padStart(5)} / ${pct(t.harmFp, t.n).padStart(5)} (${t.n})   harmful ${pct(t.tp, t.p).padStart(5)} / ${pct(t.harmTp, t.p).padStart(5)} (${t.p})`,
    );
  }
}

if (import.meta.url === `file://${process.argv[1]}`) main();
