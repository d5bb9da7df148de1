/**
 * Exploration of the harm model's settings (not part of `npm run train:harm`): prepares the rows
 * once, then for each setting given as JSON (`VGATE_HARM_EXPLORE='[{"calibrationMargin":0}, ...]'`)
 * trains one leave-one-source-out fold per source named in `VGATE_HARM_FOLDS` and prints recall and
 * false-positive rate of the left-out source, and the mean balanced accuracy.
 *
 * Folds (`foldOf`): a source, groups of a source (`source@k`), languages of a source
 * (`source#de+fr`), several sources (`a|b`), every row of some languages, whatever its source
 * (`lang:de+fr`: a language the model has no row of). A fold in several languages prints its figures in each.
 *
 * `VGATE_HARM_SEEDS=11,12,13` trains each setting once per seed (the order the rows are met in, and
 * so the weights, change with it) and prints, after the seeds' lines, their mean and range: with one
 * seed, pooled recall at 1% moves by two points or more between seeds, so a setting is compared
 * with another on the mean of several.
 */
import { createHash } from 'node:crypto';
import { type Judged, leaveOut, prepare, rates, recallAtBudget } from './harm.js';
import { type HarmRow, harmRows, syntheticHarmRows } from './harm-rows.js';
import { HARM_TRAINING } from './harm-settings.js';

const settings = JSON.parse(process.env.VGATE_HARM_EXPLORE ?? '[{}]') as Record<string, number>[];
const folds = (process.env.VGATE_HARM_FOLDS ?? 'hh-rlhf,xsafety,harmbench,wildguard,t0,notinject').split(',');

/**
 * `source@k`: the groups of that source whose digest is k modulo 3 (every language of a translated
 * item together); any other name: the whole source.
 */
function foldOf(name: string): (row: HarmRow) => boolean {
  if (name.startsWith('lang:')) {
    const langs = new Set(name.slice(5).split('+'));
    return (row) => langs.has(row.lang);
  }
  const byLang = /^(.+)#(.+)$/.exec(name);
  if (byLang !== null) {
    const langs = new Set(byLang[2]?.split('+'));
    return (row) => row.source === byLang[1] && langs.has(row.lang);
  }
  if (name.includes('|')) {
    const sources = new Set(name.split('|'));
    return (row) => sources.has(row.source);
  }
  const m = /^(.+)@(\d)$/.exec(name);
  if (m === null) return (row) => row.source === name;
  return (row) =>
    row.source === m[1] && (createHash('sha256').update(row.group).digest()[0] ?? 0) % 3 === Number(m[2]);
}

function byLanguage(judged: readonly Judged[]): string {
  const langs = [...new Set(judged.map((j) => j.row.lang))].sort();
  return langs
    .map((l) => {
      const r = rates(judged.filter((j) => j.row.lang === l));
      const pct = (x: number) => (100 * x).toFixed(0);
      const mine = judged.filter((j) => j.row.lang === l);
      if (r.positives > 0 && r.negatives > 0)
        return `${l} ${pct(r.recall)}/${pct(r.fpr)} r@2% ${pct(recallAtBudget(mine, 0.02))}`;
      return `${l} ${pct(r.positives > 0 ? r.recall : r.fpr)}`;
    })
    .join(' ');
}

/** Share of each form's rows flagged (the assistant answers': refusals, compliance, ...). */
function byForm(judged: readonly Judged[]): string {
  const forms = [...new Set(judged.map((j) => j.row.form))].sort();
  return forms
    .map((f) => {
      const mine = judged.filter((j) => j.row.form === f);
      return `${f} ${((100 * mine.filter((j) => j.score >= 0.5).length) / mine.length).toFixed(0)}`;
    })
    .join(' ');
}

/** Recall at 1% and 2% of the fold's own negatives flagged: how well it ranks, whatever the offsets. */
function budgets(judged: readonly Judged[]): string {
  return [0.01, 0.02].map((b) => (100 * recallAtBudget(judged, b)).toFixed(1)).join('/');
}

const seeds = (process.env.VGATE_HARM_SEEDS ?? '')
  .split(',')
  .filter((x) => x !== '')
  .map(Number);
const prepared = [...harmRows(), ...syntheticHarmRows()].map(prepare);
const base = { ...HARM_TRAINING };
for (const setting of settings) {
  const runs = (seeds.length === 0 ? [base.seed] : seeds).map((seed) => {
    Object.assign(HARM_TRAINING, base, seeds.length === 0 ? {} : { seed }, setting);
    return explore(setting);
  });
  if (runs.length > 1) {
    const figure = (values: number[]) =>
      `${mean(values).toFixed(1)} (${Math.min(...values).toFixed(1)}-${Math.max(...values).toFixed(1)})`;
    const at = (key: 'mean' | 'at1' | 'at2') => figure(runs.map((r) => r[key]));
    console.log(
      `${JSON.stringify(setting)} over seeds ${seeds.join(',')}: mean ${at('mean')} | ` +
        `pooled recall at 1% ${at('at1')} / 2% ${at('at2')}`,
    );
  }
}

function mean(values: readonly number[]): number {
  return values.reduce((s, v) => s + v, 0) / Math.max(1, values.length);
}

/** One setting's folds with the settings in force: prints its line, returns its summary figures. */
function explore(setting: Record<string, number>) {
  const line: string[] = [];
  let sum = 0;
  const pooled: Judged[] = [];
  for (const name of folds) {
    const judged = leaveOut(prepared, foldOf(name), () => 'explore');
    pooled.push(...judged);
    const r = rates(judged);
    sum += r.balanced;
    line.push(
      `${name} ${r.positives ? (100 * r.recall).toFixed(1) : '-'}/${r.negatives ? (100 * r.fpr).toFixed(1) : '-'}` +
        (r.positives && r.negatives ? ` r@1%/2% ${budgets(judged)}` : '') +
        (new Set(judged.map((j) => j.row.lang)).size > 1 ? ` [${byLanguage(judged)}]` : '') +
        (judged.some((j) => j.row.form.startsWith('answer-')) ? ` {${byForm(judged)}}` : ''),
    );
  }
  const figures = {
    mean: (100 * sum) / folds.length,
    at1: 100 * recallAtBudget(pooled, 0.01),
    at2: 100 * recallAtBudget(pooled, 0.02),
  };
  const seed = seeds.length === 0 ? '' : ` seed ${HARM_TRAINING.seed}`;
  console.log(
    `${JSON.stringify(setting)}${seed} mean ${figures.mean.toFixed(1)} | pooled recall at 1% / 2% FPR ` +
      `${figures.at1.toFixed(1)} / ${figures.at2.toFixed(1)} | ${line.join(' | ')}`,
  );
  return figures;
}
