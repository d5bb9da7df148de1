/**
 * Leave-one-source-out evaluation (`vgate eval --loso`): for every source of the files, trains the
 * model on every other source plus the synthetic data, and judges the held-out source with the full
 * detector (rules and model, default thresholds). No row of a tested source, nor any row sharing a
 * group with one, is trained on; like `npm run train`, neither is the fixed held-out fifth of groups,
 * whose benign rows of the other sources calibrate the bias (when calibration is on).
 */
import { writeFileSync } from 'node:fs';
import { inHoldout, readGrouped } from '../../src/cli/eval.js';
import { type Judged, printReport, type Slice, slice } from '../../src/cli/eval-report.js';
import { isAttack } from '../../src/detect/eval.js';
import { sourceKey } from '../../src/detect/eval-data.js';
import { isModelTrained, loadModel } from '../../src/detect/model/classifier.js';
import stored from '../../src/detect/model/weights.json' with { type: 'json' };
import type { StoredModel } from '../../src/detect/model/weights-codec.js';
import { toExample } from './dataset.js';
import { calibrationOn, featurize, TRAINING, tokenText, trainModel } from './model.js';
import { generated as generatedRows, SEED } from './synthetic.js';
import type { Example } from './synthetic-attacks.js';

export function runLoso(files: readonly string[], out: (s: string) => void): number {
  const rows = readGrouped(files);
  const examples = [...rows.map(toExample), ...generatedRows(SEED)];
  const xs = examples.map((e) => featurize(e.text));
  const holdout = rows.map(inHoldout);
  const sources = [...new Set(rows.map((r) => sourceKey(r.source)))].sort();
  const judged: Judged[] = [];
  const perSource: [string, Slice][] = [];
  for (const held of sources) {
    const test = rows.filter((r) => sourceKey(r.source) === held);
    const testGroups = new Set(test.map((r) => r.group));
    // As `npm run train`: the held-out fifth of groups is not trained on, and its benign rows (of
    // the other sources) calibrate the bias when calibration is on.
    const usable = (e: Example, i: number) =>
      e.source !== held && !testGroups.has(e.group ?? '') && !(i < rows.length && holdout[i]);
    const keep = examples.flatMap((e, i) => (usable(e, i) ? [i] : []));
    const calibration = rows.flatMap((r, i) =>
      holdout[i] && r.label === 0 && sourceKey(r.source) !== held && !testGroups.has(r.group)
        ? [tokenText(r.text)]
        : [],
    );
    loadModel(
      trainModel(
        keep.map((i) => examples[i] as (typeof examples)[number]),
        keep.map((i) => xs[i] as (typeof xs)[number]),
        SEED,
        `loso without ${held}`,
        TRAINING,
        calibrationOn(calibration),
      ),
    );
    const part = test.map((row) => ({ row, predicted: isAttack(row) }));
    judged.push(...part);
    const s = slice(part);
    perSource.push([held, s]);
    out(`trained without ${held}: ${keep.length} examples`);
  }
  loadModel(stored as StoredModel);
  // `VGATE_LOSO_DUMP=f.jsonl`: every judged row with its verdict, to read the errors by slice.
  const dump = process.env.VGATE_LOSO_DUMP;
  if (dump !== undefined) writeFileSync(dump, judged.map((j) => `${JSON.stringify(j)}\n`).join(''));
  out('leave-one-source-out (each source judged by a model that never saw it):');
  const report = printReport(judged, out);
  // A source with both classes scores its balanced accuracy; a one-class source its recall or 1 - FPR.
  const perSourceScore = perSource.map(([, s]) => s.balanced ?? s.recall ?? 1 - (s.fpr ?? 0));
  const mean = perSourceScore.reduce((a, b) => a + b, 0) / Math.max(1, perSourceScore.length);
  const pooled = slice(judged);
  out(
    `LOSO mean over ${perSource.length} sources (balanced accuracy, or recall / 1-FPR for one-class sources): ` +
      `${(mean * 100).toFixed(2)}%; pooled balanced accuracy ${((pooled.balanced ?? 0) * 100).toFixed(2)}%`,
  );
  out(JSON.stringify({ loso: true, meanOverSources: mean, modelTrained: isModelTrained(), ...report }));
  return 0;
}
