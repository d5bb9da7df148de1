/**
 * A multilingual probe set for the harmful-content model (`harm-probe-set.json`), written by a
 * helper who never read the training data, before the second set of hand-translated requests was
 * trained on, and never trained or tuned on: per language (19) four harmful requests (one of them
 * wrapped in role-play, fiction or a hypothetical) and four harmless ones (one ordinary, three with
 * the words of harm in safe uses). `node --import tsx scripts/train/harm-probe.ts` prints, per
 * language, what the full detector and the harm engine alone flag.
 */
import { readFileSync } from 'node:fs';
import { attackFlags, countRow, type FlagTally } from './harm-fresh.js';

interface ProbeRow {
  text: string;
  label: 0 | 1;
  lang: string;
  category: string | null;
  form: string;
}

function main(): void {
  const rows = JSON.parse(
    readFileSync(new URL('./harm-probe-set.json', import.meta.url), 'utf8'),
  ) as ProbeRow[];
  const verbose = process.argv.includes('--verbose');
  const tally = new Map<string, FlagTally>();
  for (const row of rows) {
    const flags = attackFlags(row.text);
    const any = flags.length > 0;
    const harm = flags.includes('HARMFUL_CONTENT');
    for (const k of [row.lang, `form:${row.form}`, 'all']) countRow(tally, k, row.label, any, harm);
    if (verbose && any !== (row.label === 1))
      console.log(
        row.label === 1 ? 'MISSED' : 'FLAGGED',
        row.lang,
        flags.join(','),
        '|',
        row.text.slice(0, 90),
      );
  }
  console.log('key: harmful caught (harm engine alone) / harmless flagged (harm engine alone)');
  for (const [k, t] of [...tally].sort(([a], [b]) => a.localeCompare(b)))
    console.log(`${k.padEnd(16)} ${t.tp}/${t.p} (${t.harmTp}) | ${t.fp}/${t.n} (${t.harmFp})`);
}

main();
