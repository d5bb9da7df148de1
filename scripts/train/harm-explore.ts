/**
 * Exploration of the harm model's settings (not part of `npm run train:harm`): prepares the rows
 * once, then for each setting given as JSON (`VGATE_HARM_EXPLORE='[{"calibrationMargin":0}, ...]'`)
 * trains one leave-one-source-out fold per source named in `VGATE_HARM_FOLDS` and prints recall and
 * false-positive rate of the left-out source, and the mean balanced accuracy.
 */
import { scoreHarm } from '../../src/detect/harm/model.js';
import { HARM_TRAINING, harmRows, prepare, syntheticHarmRows, trainHarm } from './harm.js';
import { tokenText } from './model.js';

const settings = JSON.parse(process.env.VGATE_HARM_EXPLORE ?? '[{}]') as Record<string, number>[];
const folds = (process.env.VGATE_HARM_FOLDS ?? 'hh-rlhf,xsafety,harmbench,wildguard,t0,notinject').split(',');

const prepared = [...harmRows(), ...syntheticHarmRows()].map(prepare);
const train = prepared.filter((p) => !p.row.holdout);
const calibration = prepared.filter((p) => p.row.holdout && p.row.label === 0);
const base = { ...HARM_TRAINING };
for (const setting of settings) {
  Object.assign(HARM_TRAINING, base, setting);
  const line: string[] = [];
  let sum = 0;
  for (const source of folds) {
    trainHarm(
      train.filter((p) => p.row.source !== source),
      calibration.filter((p) => p.row.source !== source),
      'explore',
    );
    const rows = prepared.filter((p) => p.row.source === source);
    const s = rows.map((p) => ({ y: p.row.label, f: scoreHarm(tokenText(p.row.text)).harm >= 0.5 }));
    const pos = s.filter((x) => x.y === 1);
    const neg = s.filter((x) => x.y === 0);
    const recall = pos.filter((x) => x.f).length / Math.max(1, pos.length);
    const fpr = neg.filter((x) => x.f).length / Math.max(1, neg.length);
    const bal = pos.length === 0 ? 1 - fpr : neg.length === 0 ? recall : (recall + 1 - fpr) / 2;
    sum += bal;
    line.push(
      `${source} ${pos.length ? (100 * recall).toFixed(1) : '-'}/${neg.length ? (100 * fpr).toFixed(1) : '-'}`,
    );
  }
  console.log(
    `${JSON.stringify(setting)} mean ${((100 * sum) / folds.length).toFixed(1)} | ${line.join(' | ')}`,
  );
}
