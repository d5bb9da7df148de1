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

interface Tally {
  p: number;
  tp: number;
  harmTp: number;
  n: number;
  fp: number;
  harmFp: number;
}

const set = process.argv[2] ?? 'b';
const verbose = process.argv.includes('--verbose');
const tallies = new Map<string, Tally>();
const at = (k: string): Tally => {
  let t = tallies.get(k);
  if (t === undefined) {
    t = { p: 0, tp: 0, harmTp: 0, n: 0, fp: 0, harmFp: 0 };
    tallies.set(k, t);
  }
  return t;
};

for (const r of set === 'b' ? heldOutShortQueries() : shortQueries(set)) {
  const flagged = attackFlags(r.text).length > 0;
  const harm = scoreHarm(tokenText(r.text)).harm >= 0.5;
  for (const k of ['all', `lang ${r.lang}`, `kind ${r.kind}`]) {
    const t = at(k);
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
  if (verbose && (r.label === 1) !== flagged)
    console.log(`${r.label ? 'MISS' : 'FP  '} ${r.lang} ${r.kind}: ${r.text}`);
}

const pct = (a: number, b: number) => (b === 0 ? '-' : ((100 * a) / b).toFixed(1));
console.log(`set ${set}: harmless flagged (any attack flag / harm model) and harmful caught (same)`);
for (const [k, t] of [...tallies].sort(([a], [b]) =>
  a === 'all' ? -1 : b === 'all' ? 1 : a.localeCompare(b),
)) {
  console.log(
    `${k.padEnd(14)} harmless ${pct(t.fp, t.n).padStart(5)} / ${pct(t.harmFp, t.n).padStart(5)} (${t.n})   harmful ${pct(t.tp, t.p).padStart(5)} / ${pct(t.harmTp, t.p).padStart(5)} (${t.p})`,
  );
}
