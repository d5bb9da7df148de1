/**
 * Trains the hashed n-gram model of `src/detect/model/` deterministically (`npm run train`):
 *
 *   node --import tsx scripts/train.ts [--data file.jsonl ...] [--out src/detect/model/weights.json]
 *
 * Defaults to `../shared/datasets/injection-dev.jsonl` and `injection-train-extra.jsonl`. Rows are
 * grouped (the `group` field, or near-duplicate clusters) and the fixed held-out fifth of groups is
 * never trained on: thresholds are checked on it. Synthetic rows from `scripts/train/` are added.
 * The same inputs give byte-identical weights.
 */
import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { splitFiles } from './train/dataset.js';
import { calibrationOn, featurize, TRAINING, tokenText, trainModel } from './train/model.js';
import { generated as generatedRows, SEED } from './train/synthetic.js';

const DEFAULT_DATA = [
  '../shared/datasets/injection-dev.jsonl',
  '../shared/datasets/injection-train-extra.jsonl',
];

const { values } = parseArgs({
  options: {
    data: { type: 'string', multiple: true },
    out: { type: 'string', default: 'src/detect/model/weights.json' },
  },
});

function main(): void {
  const files = values.data ?? DEFAULT_DATA;
  const { train: fromFiles, holdout } = splitFiles(files);
  const generated = generatedRows(SEED);
  const train = [...fromFiles, ...generated];
  console.error(
    `training on ${train.length} examples (${fromFiles.length} from files, ${generated.length} synthetic; ` +
      `${holdout.length} held out)`,
  );
  const xs = train.map((e) => featurize(e.text));
  // The held-out fifth's benign rows (never trained on) set the bias when calibration is on.
  const calibration = holdout.filter((e) => e.label === 0).map((e) => tokenText(e.text));
  const model = trainModel(
    train,
    xs,
    SEED,
    `${files.map((f) => f.split('/').pop()).join(' + ')} (held-out fifth of groups excluded, ${fromFiles.length} rows) + ` +
      `${generated.length} synthetic rows from scripts/train; seed ${SEED}, ${TRAINING.epochs} epochs, AdaGrad, l2 ${TRAINING.l2}` +
      (TRAINING.normPower !== 0.5 ? `, counts / n^${TRAINING.normPower}` : '') +
      (TRAINING.sourceAlpha !== 1 ? `, each source weighing n^${TRAINING.sourceAlpha} in its class` : '') +
      (TRAINING.calibrationFpr > 0
        ? `, bias set for ${TRAINING.calibrationFpr * 100}% FPR on ${calibration.length} held-out benign rows` +
          (TRAINING.calibrateByLength ? ' per length bucket' : '')
        : ''),
    TRAINING,
    calibrationOn(calibration),
  );
  const text = `${JSON.stringify(model)}\n`;
  writeFileSync(values.out ?? 'src/detect/model/weights.json', text);
  console.error(`wrote ${values.out} sha256 ${createHash('sha256').update(text).digest('hex')}`);
}

main();
