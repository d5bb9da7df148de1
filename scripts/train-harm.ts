/**
 * Trains the harmful-content model (`npm run train:harm`), or measures it:
 *
 *   node --import tsx scripts/train-harm.ts                 # writes src/detect/harm/harm-weights.json
 *   node --import tsx scripts/train-harm.ts --loso          # leave-one-source-out figures
 *   node --import tsx scripts/train-harm.ts --holdout       # the untouched fifth, once, at the end
 *
 * `--loso --only a --only b --dump f.jsonl` judges only the sources named and writes each judged row
 * to f.jsonl; `--merge f1.jsonl --merge f2.jsonl` reports several such runs as one (the folds split
 * across processes: one core each); with `--main`, the harm head's scores alone (the short-request
 * head not read: the fold's model as it would be without one). `--loso --short` trains each fold's
 * short-request head alone and judges only the rows it reads; `--merge` a full run's dumps with
 * `--override` that run's dump to see what a change of the short head's data moves. `--seed n`
 * trains with the rows met in another order (the written rows are drawn with the committed seed all
 * the same), as `harm-explore.ts`'s `VGATE_HARM_SEEDS`.
 *
 * Reads `../shared/datasets` (safety pack and both injection packs). The held-out fifth of groups
 * is never trained on; its benign rows set the length offsets. Same data, same bytes.
 */
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { lengthBucket } from '../src/detect/eval-data.js';
import {
  calibrates,
  type Judged,
  judgeRow,
  leaveOut,
  leaveOutShort,
  prepare,
  rates,
  recallAtBudget,
  trainHarm,
} from './train/harm.js';
import { type HarmRow, harmRows, syntheticHarmRows } from './train/harm-rows.js';
import { HARM_TRAINING } from './train/harm-settings.js';

const { values } = parseArgs({
  options: {
    loso: { type: 'boolean', default: false },
    holdout: { type: 'boolean', default: false },
    only: { type: 'string', multiple: true },
    dump: { type: 'string' },
    merge: { type: 'string', multiple: true },
    main: { type: 'boolean', default: false },
    short: { type: 'boolean', default: false },
    override: { type: 'string', multiple: true },
    seed: { type: 'string' },
    out: { type: 'string', default: 'src/detect/harm/harm-weights.json' },
  },
});

const pct = (a: number, b: number) => (b === 0 ? '-' : ((100 * a) / b).toFixed(1));

/** Tallies of flagged rows by a key: positives caught and negatives flagged. */
function tally(judged: readonly Judged[], key: (r: HarmRow) => string | undefined, minRows = 1): string[] {
  const t = new Map<string, { tp: number; p: number; fp: number; n: number }>();
  for (const j of judged) {
    const k = key(j.row);
    if (k === undefined) continue;
    const e = t.get(k) ?? { tp: 0, p: 0, fp: 0, n: 0 };
    if (j.row.label === 1) {
      e.p++;
      if (j.score >= 0.5) e.tp++;
    } else {
      e.n++;
      if (j.score >= 0.5) e.fp++;
    }
    t.set(k, e);
  }
  return [...t]
    .filter(([, e]) => e.p + e.n >= minRows)
    .sort((a, b) => b[1].p + b[1].n - (a[1].p + a[1].n))
    .map(([k, e]) => `${k}: recall ${pct(e.tp, e.p)}% (${e.p}) / FPR ${pct(e.fp, e.n)}% (${e.n})`);
}

function report(title: string, judged: readonly Judged[]): void {
  console.log(`\n## ${title}`);
  const p = judged.filter((j) => j.row.label === 1);
  const n = judged.filter((j) => j.row.label === 0);
  const tp = p.filter((j) => j.score >= 0.5).length;
  const fp = n.filter((j) => j.score >= 0.5).length;
  const bal = (tp / Math.max(1, p.length) + 1 - fp / Math.max(1, n.length)) / 2;
  console.log(
    `pooled: recall ${pct(tp, p.length)}% (${p.length}), FPR ${pct(fp, n.length)}% (${n.length}), ` +
      `balanced ${(100 * bal).toFixed(1)}%, recall at 1% FPR ${(100 * recallAtBudget(judged, 0.01)).toFixed(1)}%`,
  );
  categoryReport(judged);
  for (const [name, key, min] of [
    ['source', (r: HarmRow) => r.source, 1],
    ['harm category', (r: HarmRow) => (r.label === 1 ? (r.harm ?? 'other') : undefined), 1],
    ['form', (r: HarmRow) => r.form, 1],
    ['language', (r: HarmRow) => r.lang, 1],
    ['length', (r: HarmRow) => lengthBucket(r.text), 1],
    ['family', (r: HarmRow) => r.family, 40],
  ] as const) {
    console.log(`by ${name}:`);
    for (const line of tally(judged, key, min)) console.log(`  ${line}`);
  }
}

/**
 * How often the category named is the row's own, over the harmful rows whose category is known:
 * those flagged (what a verdict shows) and all; by true category, the flagged rows.
 */
function categoryReport(judged: readonly Judged[]): void {
  const known = judged.filter((j) => j.category !== undefined);
  if (known.length === 0) return;
  const right = (js: readonly Judged[]) => js.filter((j) => j.category === j.row.harm).length;
  const flagged = known.filter((j) => j.score >= 0.5);
  console.log(
    `category named right: ${pct(right(flagged), flagged.length)}% of ${flagged.length} flagged rows ` +
      `with a known category, ${pct(right(known), known.length)}% of all ${known.length}`,
  );
  const by = new Map<string, Judged[]>();
  for (const j of flagged) by.set(j.row.harm ?? '', [...(by.get(j.row.harm ?? '') ?? []), j]);
  for (const [c, js] of [...by].sort((a, b) => b[1].length - a[1].length)) {
    const named = new Map<string, number>();
    for (const j of js)
      if (j.category !== c) named.set(j.category ?? '', (named.get(j.category ?? '') ?? 0) + 1);
    const top = [...named].sort((a, b) => b[1] - a[1]).slice(0, 2);
    console.log(
      `  ${c}: ${pct(right(js), js.length)}% (${js.length})${top.length === 0 ? '' : `, else ${top.map(([k, n]) => `${k} ${n}`).join(', ')}`}`,
    );
  }
}

/** The leave-one-source-out summary: each source's rates, their mean, then the pooled report. */
function losoReport(all: readonly Judged[]): void {
  const means: number[] = [];
  for (const source of new Set(all.map((j) => j.row.source))) {
    const judged = all.filter((j) => j.row.source === source);
    const r = rates(judged);
    means.push(r.balanced);
    console.log(
      `LOSO ${source}: n=${judged.length} recall ${r.positives ? (100 * r.recall).toFixed(1) : '-'}% FPR ${r.negatives ? (100 * r.fpr).toFixed(1) : '-'}% balanced ${(100 * r.balanced).toFixed(1)}%`,
    );
  }
  console.log(
    `\nLOSO mean balanced accuracy over ${means.length} sources: ${((100 * means.reduce((a, b) => a + b, 0)) / Math.max(1, means.length)).toFixed(2)}%`,
  );
  report('leave-one-source-out (each row judged by the model trained without its source)', all);
}

function main(): void {
  if (values.merge !== undefined) {
    const lines = values.merge.flatMap((f) =>
      readFileSync(f, 'utf8')
        .split('\n')
        .filter((l) => l !== ''),
    );
    // `--override f.jsonl` (a `--short` run's dump): its scores replace those of the same rows.
    const over = new Map(
      (values.override ?? [])
        .flatMap((f) => readFileSync(f, 'utf8').split('\n'))
        .filter((l) => l !== '')
        .map((l) => JSON.parse(l) as Judged)
        .map((j) => [JSON.stringify(j.row), j.score]),
    );
    const judged = lines
      .map((l) => JSON.parse(l) as Judged)
      .map((j) => ({ ...j, score: over.get(JSON.stringify(j.row)) ?? j.score }));
    // `--main`: the same folds' harm head alone, the short-request head not read.
    losoReport(values.main ? judged.map((j) => ({ ...j, score: j.main ?? j.score })) : judged);
    return;
  }
  const t0 = performance.now();
  const rows = [...harmRows(), ...syntheticHarmRows()];
  const prepared = rows.map(prepare);
  console.error(`prepared ${prepared.length} rows in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  if (values.seed !== undefined) HARM_TRAINING.seed = Number(values.seed);
  const train = prepared.filter((p) => !p.row.holdout);
  const calibration = prepared.filter((p) => p.row.holdout && calibrates(p.row));
  const files = 'safety-train.jsonl + injection-dev.jsonl + injection-train-extra.jsonl';
  const describe = (n: number, extra = '') =>
    `${files} (held-out fifth of groups excluded${extra}; ${n} rows incl. synthetic-harm) ` +
    `seed ${HARM_TRAINING.seed}, ${HARM_TRAINING.epochs} epochs, AdaGrad, l2 ${HARM_TRAINING.l2}, ` +
    `bias per length bucket for ${HARM_TRAINING.calibrationFpr * 100}% FPR on ${calibration.length} held-out benign rows, margin ${HARM_TRAINING.calibrationMargin}` +
    (HARM_TRAINING.shortHead.length === 0
      ? ''
      : `; short-request head (under ${HARM_TRAINING.shortHeadChars} characters) also on short-queries set ${HARM_TRAINING.shortHead.join(', ')}`);

  if (values.loso) {
    const sources = [...new Set(prepared.map((p) => p.row.source))].filter((s) => !s.startsWith('synthetic'));
    const wanted = values.only ?? sources;
    const all: Judged[] = [];
    for (const source of wanted) {
      const trainedOn = (n: number) => describe(n, `, ${source} left out`);
      const judged = values.short
        ? leaveOutShort(prepared, source, trainedOn)
        : leaveOut(prepared, source, trainedOn);
      // A source whose rows are all hijacks (Gandalf) has nothing of its own to judge.
      if (judged.length === 0) continue;
      all.push(...judged);
      console.error(`${source} judged (${judged.length} rows)`);
    }
    if (values.dump !== undefined)
      writeFileSync(values.dump, all.map((j) => `${JSON.stringify(j)}\n`).join(''));
    losoReport(all);
    return;
  }

  const model = trainHarm(train, calibration, describe(train.length));
  if (values.holdout) {
    report(
      'held-out fifth of groups (never trained on; its benign rows set the offsets)',
      prepared.filter((p) => p.row.holdout && p.row.family !== 'hijack').map(judgeRow),
    );
    return;
  }
  const text = `${JSON.stringify(model)}\n`;
  writeFileSync(values.out ?? 'src/detect/harm/harm-weights.json', text);
  console.error(
    `wrote ${values.out} sha256 ${createHash('sha256').update(text).digest('hex')} in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  );
}

main();
