/**
 * How far the injection model carries to attacks written in each language, judged by the full
 * detector (rules and model) as `/v1/scan` does, without a system prompt (not part of `npm run train`):
 *
 *   node --import tsx scripts/train/native-attacks-cv.ts
 *
 * Prints, for the rows of `native-attacks/`, the committed model's recall and false-positive rate,
 * then those of models trained as `npm run train` does with three quarters of those rows (every
 * language's rows with index i % 4 != k) and judged on the quarter left out, k = 0..3, pooled: per
 * language and per form. `VGATE_NATIVE_CV_LANGS=de,fr` instead leaves those languages out whole.
 */
import { loadModel } from '../../src/detect/model/classifier.js';
import stored from '../../src/detect/model/weights.json' with { type: 'json' };
import type { StoredModel } from '../../src/detect/model/weights-codec.js';
import { scan } from '../../src/detect/scan.js';
import { splitFiles } from './dataset.js';
import { calibrationOn, featurize, TRAINING, tokenText, trainModel } from './model.js';
import {
  NATIVE_ATTACKS,
  NATIVE_ATTACKS_MORE,
  NATIVE_ATTACKS_SHORT,
  NATIVE_ATTACKS_THIRD,
  nativeAttackRows,
} from './native-attacks/index.js';
import {
  NATIVE_ATTACK_COPIES,
  NATIVE_ATTACK_SETS,
  NATIVE_ATTACK_SKIP,
  SEED,
  synthetic,
} from './synthetic.js';

const FILES = ['../shared/datasets/injection-dev.jsonl', '../shared/datasets/injection-train-extra.jsonl'];

type Tally = { tp: number; p: number; fp: number; n: number };
const tally = () => ({ tp: 0, p: 0, fp: 0, n: 0 });
const add = (m: Map<string, Tally>, k: string, label: number, hit: boolean) => {
  const t = m.get(k) ?? tally();
  m.set(k, t);
  if (label === 1) {
    t.p++;
    if (hit) t.tp++;
  } else {
    t.n++;
    if (hit) t.fp++;
  }
};
const pct = (a: number, b: number) => (b === 0 ? '-' : ((100 * a) / b).toFixed(0));
const show = (m: Map<string, Tally>) =>
  [...m].map(([k, t]) => `${k} ${pct(t.tp, t.p)}/${pct(t.fp, t.n)}`).join(' | ');

const rows = nativeAttackRows(NATIVE_ATTACK_SETS);
const tables = [NATIVE_ATTACKS, NATIVE_ATTACKS_MORE, NATIVE_ATTACKS_THIRD, NATIVE_ATTACKS_SHORT].filter(
  (_, i) => NATIVE_ATTACK_SETS.includes(i + 1),
);
const forms = tables.flatMap((t) => t.flatMap(([, rs]) => rs.map((r) => `${r.label}:${r.form}`)));
const index = tables.flatMap((t) => t.flatMap(([, rs]) => rs.map((_, i) => i)));

function judge(title: string, inFold: (i: number) => boolean): void {
  const byLang = new Map<string, Tally>();
  const byForm = new Map<string, Tally>();
  const all = new Map<string, Tally>();
  rows.forEach((r, i) => {
    if (!inFold(i)) return;
    const s = scan(r.text).scores;
    const hit = Math.max(s.PROMPT_INJECTION ?? 0, s.JAILBREAK ?? 0) >= 0.5;
    add(byLang, r.lang ?? 'en', r.label, hit);
    add(byForm, forms[i] ?? '', r.label, hit);
    add(all, 'all', r.label, hit);
  });
  console.log(`${title}: ${show(all)}\n  ${show(byLang)}\n  ${show(byForm)}`);
}

loadModel(stored as StoredModel);
judge('committed model', () => true);

const { train: fromFiles, holdout } = splitFiles(FILES);
const generated = synthetic(SEED);
const base = [...fromFiles, ...generated];
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
  const once = rows.flatMap((_, i) =>
    out(i) || NATIVE_ATTACK_SKIP.includes(forms[i]?.split(':')[1] ?? '') ? [] : [i],
  );
  const keep = Array.from({ length: Math.max(1, NATIVE_ATTACK_COPIES) }, () => once).flat();
  const model = trainModel(
    [...base, ...keep.map((i) => rows[i] as (typeof rows)[number])],
    [...baseX, ...keep.map((i) => nativeX[i] as (typeof nativeX)[number])],
    SEED,
    'native-attacks cross-validation',
    TRAINING,
    calibrationOn(calibration),
  );
  loadModel(model);
  rows.forEach((r, i) => {
    if (!out(i)) return;
    const s = scan(r.text).scores;
    pooled[i] = Math.max(s.PROMPT_INJECTION ?? 0, s.JAILBREAK ?? 0) >= 0.5;
  });
}
const byLang = new Map<string, Tally>();
const byForm = new Map<string, Tally>();
const all = new Map<string, Tally>();
rows.forEach((r, i) => {
  const hit = pooled[i];
  if (hit === undefined) return;
  add(byLang, r.lang ?? 'en', r.label, hit);
  add(byForm, forms[i] ?? '', r.label, hit);
  add(all, 'all', r.label, hit);
});
console.log(
  `left out (${langs ? langs.join('+') : 'quarters'}): ${show(all)}\n  ${show(byLang)}\n  ${show(byForm)}`,
);
