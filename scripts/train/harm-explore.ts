/**
 * Exploration of the harm model's settings (not part of `npm run train:harm`): prepares the rows
 * once, then for each setting given as JSON (`VGATE_HARM_EXPLORE='[{"calibrationMargin":0}, ...]'`)
 * trains one leave-one-source-out fold per source named in `VGATE_HARM_FOLDS` and prints recall and
 * false-positive rate of the left-out source, and the mean balanced accuracy.
 */
import { HARM_TRAINING, harmRows, leaveOut, prepare, rates, syntheticHarmRows } from './harm.js';

const settings = JSON.parse(process.env.VGATE_HARM_EXPLORE ?? '[{}]') as Record<string, number>[];
const folds = (process.env.VGATE_HARM_FOLDS ?? 'hh-rlhf,xsafety,harmbench,wildguard,t0,notinject').split(',');

const prepared = [...harmRows(), ...syntheticHarmRows()].map(prepare);
const base = { ...HARM_TRAINING };
for (const setting of settings) {
  Object.assign(HARM_TRAINING, base, setting);
  const line: string[] = [];
  let sum = 0;
  for (const source of folds) {
    const r = rates(leaveOut(prepared, source, () => 'explore'));
    sum += r.balanced;
    line.push(
      `${source} ${r.positives ? (100 * r.recall).toFixed(1) : '-'}/${r.negatives ? (100 * r.fpr).toFixed(1) : '-'}`,
    );
  }
  console.log(
    `${JSON.stringify(setting)} mean ${((100 * sum) / folds.length).toFixed(1)} | ${line.join(' | ')}`,
  );
}
