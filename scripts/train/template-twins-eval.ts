/**
 * The template twins (`template-twins/`), harmless requests in the benchmarks' stock templates,
 * judged as `/v1/scan` judges a user message: per language and per template, the share flagged
 * HARMFUL_CONTENT and the share with any attack flag. Not part of `npm run train`.
 *
 *   node --import tsx scripts/train/template-twins-eval.ts [--half 0|1|all] [--rows] [--weights harm.json]
 *
 * `--half` judges one half (the other may have been trained on: `VGATE_HARM_TWINS_HALF`); `--rows`
 * lists the rows flagged; `--weights` judges with another harm model (a trial's).
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { loadHarmModel } from '../../src/detect/harm/model.js';
import { scan } from '../../src/detect/index.js';
import { Tally } from './tally.js';
import { templateTwins, twinHalf } from './template-twins/index.js';

const { values } = parseArgs({
  options: {
    half: { type: 'string', default: 'all' },
    rows: { type: 'boolean', default: false },
    weights: { type: 'string' },
  },
});
if (values.weights !== undefined) loadHarmModel(JSON.parse(readFileSync(values.weights, 'utf8')));
const ATTACK = new Set(['HARMFUL_CONTENT', 'JAILBREAK', 'PROMPT_INJECTION']);

const tally = new Tally();
for (const row of twinHalf(templateTwins(), values.half)) {
  const flags = scan(row.text).flags.filter((f) => ATTACK.has(f));
  const harm = flags.includes('HARMFUL_CONTENT');
  tally.add('all', harm, flags.length > 0);
  tally.add(`lang ${row.lang}`, harm, flags.length > 0);
  tally.add(`template ${row.template.toLowerCase().slice(0, 40)}`, harm, flags.length > 0);
  if (values.rows && flags.length > 0) console.log(`[${flags.join(',')}] ${row.text.slice(0, 120)}`);
}
console.log('key: rows, HARMFUL_CONTENT %, any attack flag %');
tally.print(52);
