/**
 * The override-frame sets (`override-frames/`: claimed authority and pretended amnesia, and their
 * look-alikes, in 20 languages) judged as `/v1/scan` judges a user message: per set, kind and
 * language, the attacks caught and the look-alikes flagged by any attack flag. Not part of
 * `npm run train`.
 *
 *   node --import tsx scripts/train/override-frames-eval.ts [a|b|c ...] [--rows]
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { scan } from '../../src/detect/index.js';
import { Tally } from './tally.js';

interface OverrideRow {
  lang: string;
  label: 0 | 1;
  kind: string;
  text: string;
}

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { rows: { type: 'boolean', default: false } },
});
const ATTACK = new Set(['HARMFUL_CONTENT', 'JAILBREAK', 'PROMPT_INJECTION']);

for (const set of positionals.length > 0 ? positionals : ['a', 'b', 'c']) {
  const rows = JSON.parse(
    readFileSync(new URL(`./override-frames/${set}.json`, import.meta.url), 'utf8'),
  ) as OverrideRow[];
  const tally = new Tally();
  for (const row of rows) {
    const flags = scan(row.text).flags.filter((f) => ATTACK.has(f));
    const side = row.label === 1 ? 'attack' : 'look-alike';
    for (const key of ['all', `kind ${row.kind}`, `lang ${row.lang}`])
      tally.add(`${side} ${key}`, flags.length > 0, flags.includes('JAILBREAK'));
    if (values.rows && flags.length > 0 !== (row.label === 1))
      console.log(
        `${row.label === 1 ? 'missed ' : 'flagged'} ${row.lang} [${flags.join(',')}] ${row.text.slice(0, 100)}`,
      );
  }
  console.log(`set ${set}; key: rows, any attack flag %, JAILBREAK %`);
  tally.print(30);
}
