/**
 * How far the injection model carries to attacks written in each language, judged by the full
 * detector as `/v1/scan` does (`isAttack`: PROMPT_INJECTION, JAILBREAK or HARMFUL_CONTENT), without
 * a system prompt (not part of `npm run train`):
 *
 *   node --import tsx scripts/train/native-attacks-cv.ts
 *
 * Prints, for the rows of the sets `VGATE_SYNTH_NATIVE_ATTACK_SETS` names (default: those trained),
 * the committed model's recall and false-positive rate, then those of models trained as `npm run
 * train` does with three quarters of those rows (every language's rows with index i % 4 != k) and
 * judged on the quarter left out, k = 0..3, pooled: per language and per form.
 * `VGATE_NATIVE_CV_LANGS=de,fr` instead leaves those languages out whole; `VGATE_NATIVE_CV=judge`
 * prints the first figures only (for a set never trained on), `VGATE_NATIVE_CV_WEIGHTS=file.json`
 * judges them with another model's weights (an earlier retraining's, say).
 */
import { readFileSync } from 'node:fs';
import { isAttack } from '../../src/detect/eval.js';
import { loadModel } from '../../src/detect/model/classifier.js';
import stored from '../../src/detect/model/weights.json' with { type: 'json' };
import type { StoredModel } from '../../src/detect/model/weights-codec.js';
import { splitFiles } from './dataset.js';
import { calibrationOn, featurize, TRAINING, tokenText, trainModel } from './model.js';
import { NATIVE_ATTACK_SETS_ALL, nativeAttackRows } from './native-attacks/index.js';
import {
  NATIVE_ATTACK_COPIES,
  NATIVE_ATTACK_SETS,
  NATIVE_ATTACK_SKIP,
  SEED,
  synthetic,
} from './synthetic.js';

const FILES = ['../shared/datasets/injection-dev.jsonl', '../shared/datasets/injection-train-extra.jsonl'];

const rows = nativeAttackRows(NATIVE_ATTACK_SETS);
const tables = NATIVE_ATTACK_SETS_ALL.filter((_, i) => NATIVE_ATTACK_SETS.includes(i + 1)).map(([t]) => t);
/** Each row's form and its index in its language's file, in the order of `rows`. */
const forms = tables.flatMap((t) => t.flatMap(([, rs]) => rs.map((r) => r.form)));
const index = tables.flatMap((t) => t.flatMap(([, rs]) => rs.map((_, i) => i)));

type Tally = { tp: number; p: number; fp: number; n: number };
const pct = (a: number, b: number) => (b === 0 ? '-' : ((100 * a) / b).toFixed(0));

/** Recall / FPR over every row `hit` judged (undefined: not judged), in all, per language and per form. */
function report(title: string, hit: (i: number) => boolean | undefined): void {
  const groups = [new Map<string, Tally>(), new Map<string, Tally>(), new Map<string, Tally>()];
  rows.forEach((r, i) => {
    const h = hit(i);
    if (h === undefined) return;
    const keys = ['all', r.lang ?? 'en', `${r.label}:${forms[i]}`];
    keys.forEach((k, g) => {
      const m = groups[g] as Map<string, Tally>;
      const t = m.get(k) ?? { tp: 0, p: 0, fp: 0, n: 0 };
      m.set(k, t);
      if (r.label === 1) {
        t.p++;
        if (h) t.tp++;
      } else {
        t.n++;
        if (h) t.fp++;
      }
    });
  });
  const show = (m: Map<string, Tally>) =>
    [...m].map(([k, t]) => `${k} ${pct(t.tp, t.p)}/${pct(t.fp, t.n)}`).join(' | ');
  console.log(`${title}: ${groups.map(show).join('\n  ')}`);
}

const flagged = (i: number) => isAttack({ text: rows[i]?.text ?? '', label: rows[i]?.label ?? 0 });

const weights = process.env.VGATE_NATIVE_CV_WEIGHTS;
loadModel(weights === undefined ? (stored as StoredModel) : JSON.parse(readFileSync(weights, 'utf8')));
report(weights === undefined ? 'committed model' : weights, flagged);
if (process.env.VGATE_NATIVE_CV === 'judge') process.exit(0);

const { train: fromFiles, holdout } = splitFiles(FILES);
const base = [...fromFiles, ...synthetic(SEED)];
const baseX = base.map((e) => featurize(e.text));
const nativeX = rows.map((e) => featurize(e.text));
const calibration = holdout.filter((e) => e.label === 0).map((e) => tokenText(e.text));
const langs = process.env.VGATE_NATIVE_CV_LANGS?.split(',');
const folds: ((i: number) => boolean)[] =
  langs !== undefined
    ? [(i) => langs.includes(rows[i]?.lang ?? '')]
    : [0, 1, 2, 3].map((k) => (i: number) => (index[i] ?? 0) % 4 === k);
const pooled: boolean[] = [];
for (const out of folds) {
  // Trained as `npm run train` does: the left-out forms are judged, never trained on.
  const once = rows.flatMap((_, i) => (out(i) || NATIVE_ATTACK_SKIP.includes(forms[i] ?? '') ? [] : [i]));
  const keep = Array.from({ length: Math.max(1, NATIVE_ATTACK_COPIES) }, () => once).flat();
  loadModel(
    trainModel(
      [...base, ...keep.map((i) => rows[i] as (typeof rows)[number])],
      [...baseX, ...keep.map((i) => nativeX[i] as (typeof nativeX)[number])],
      SEED,
      'native-attacks cross-validation',
      TRAINING,
      calibrationOn(calibration),
    ),
  );
  rows.forEach((_, i) => {
    if (out(i)) pooled[i] = flagged(i);
  });
}
report(`left out (${langs ? langs.join('+') : 'quarters'})`, (i) => pooled[i]);
