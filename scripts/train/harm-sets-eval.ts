/**
 * The written sets never trained on, judged by the full detector (any attack flag):
 * `node --import tsx scripts/train/harm-sets-eval.ts [weights.json]` prints, per set, the harmful
 * requests caught and the harmless ones flagged: the third set of hand-written requests, the
 * minimal pairs (harmful half / harmless twins), the legitimate engineering requests, the hazards
 * set, and sets b, f, h and j of the short messages. For their harmful rows that the harm model flags,
 * it prints how often the category named is the one their writers gave (set b's: other helpers',
 * `b-harm.json`). A weights file given is loaded in place of the committed one (a freshly trained
 * model's figures beside the committed one's); the short sets are judged without the messages the
 * sets its short-request head trained on hold (`VGATE_HARM_SHORT_HEAD`, as when it was trained).
 */
import { readFileSync } from 'node:fs';
import { loadHarmModel, type StoredHarmModel } from '../../src/detect/harm/model.js';
import { attackFlags, categoriesNamed, countRow, type FlagTally } from './harm-fresh.js';
import { HARM_TRAINING } from './harm-settings.js';
import { nativeRows } from './native/index.js';
import { heldOutShortQueries } from './short-queries/index.js';

const file = process.argv[2];
if (file !== undefined) loadHarmModel(JSON.parse(readFileSync(file, 'utf8')) as StoredHarmModel);

const pct = (a: number, b: number) => (b === 0 ? '-' : ((100 * a) / b).toFixed(1));

for (const [name, rows] of [
  ['third set', nativeRows([3])],
  ['pairs', nativeRows([4])],
  ['engineering', nativeRows([5])],
  ['hazards', nativeRows([6])],
  ['short set b', heldOutShortQueries(HARM_TRAINING.shortHead)],
  ['short set f', heldOutShortQueries(HARM_TRAINING.shortHead, 'f')],
  ['short set h', heldOutShortQueries(HARM_TRAINING.shortHead, 'h')],
  ['short set j', heldOutShortQueries(HARM_TRAINING.shortHead, 'j')],
] as const) {
  const tallies = new Map<string, FlagTally>();
  for (const r of rows) countRow(tallies, name, r.label, attackFlags(r.text).length > 0, false);
  const { flagged, right } = categoriesNamed(rows);
  const t = tallies.get(name);
  if (t === undefined) continue;
  console.log(
    `${name}: harmful caught ${pct(t.tp, t.p)}% (${t.p}), harmless flagged ${pct(t.fp, t.n)}% (${t.n}), ` +
      `category named right ${pct(right, flagged)}% of ${flagged} the harm model flags`,
  );
}
