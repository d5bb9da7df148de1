/**
 * The long documents handed with a task or a harmful request (`long-docs/`), judged as `/v1/scan`
 * judges a user message: per language and kind, the share with an attack flag (HARMFUL_CONTENT,
 * JAILBREAK or PROMPT_INJECTION), and the harm model's own score of the whole text at 0.5 (what the
 * engine read before the document's instruction lines were read apart, stop 63). Not part of
 * `npm run train`.
 *
 *   node --import tsx scripts/train/long-docs-eval.ts [d1,d2,...] [--rows] [--weights harm.json]
 *
 * `--rows` lists the errors; `--weights` judges with another harm model (a trial's).
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { loadHarmModel, scoreHarm } from '../../src/detect/harm/model.js';
import { scan } from '../../src/detect/index.js';
import { LONG_DOC_FILES, longDocs } from './long-docs/index.js';
import { tokenText } from './model.js';
import { Tally } from './tally.js';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { rows: { type: 'boolean', default: false }, weights: { type: 'string' } },
});
if (values.weights !== undefined) loadHarmModel(JSON.parse(readFileSync(values.weights, 'utf8')));
const files = positionals[0]?.split(',') ?? LONG_DOC_FILES;
const ATTACK = new Set(['HARMFUL_CONTENT', 'JAILBREAK', 'PROMPT_INJECTION']);

const tally = new Tally();
for (const row of longDocs(files)) {
  const d = scan(row.text);
  const flags = d.flags.filter((f) => ATTACK.has(f));
  const whole = scoreHarm(tokenText(row.text)).harm >= 0.5;
  tally.add(`${row.kind} all`, flags.length > 0, whole);
  tally.add(`${row.kind} ${row.lang}`, flags.length > 0, whole);
  if (values.rows && (row.kind === 'task') === flags.length > 0)
    console.log(`${row.kind} ${row.doc} [${flags.join(',')}] ${row.text.slice(0, 100).replace(/\s+/g, ' ')}`);
}
console.log('kind lang: rows, attack flag %, harm model on the whole text >= 0.5 %');
tally.print(10);
