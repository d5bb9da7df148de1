/**
 * Fast leave-one-source-out exploration of training settings (not part of `npm run train`):
 *
 *   VGATE_EXPLORE='[{"sourceAlpha":0.5},{"normPower":1}]' node --import tsx scripts/train/explore.ts
 *
 * Like `vgate eval --loso`, each source is judged by a model trained without it (and without any
 * row sharing a group with it), but the rules are run once per row and combined with the model's
 * hits by the same noisy-OR the engines use (first view only), so one setting costs one training per
 * source. Training uses the rows outside the fixed held-out fifth, as `npm run train` does; that
 * fifth's benign rows of the other sources calibrate the bias. Prints one JSON line per setting.
 * `VGATE_EXPLORE_SEED` changes the SGD seed (not the synthetic rows), to see seed-to-seed spread;
 * `{"mlpHidden":16}` explores the hidden-layer model (about ten times slower than the logistic).
 * `VGATE_EXPLORE_DUMP=file.jsonl` writes every judged row (source, label, language, category, rule
 * and model scores, the prediction, the text's start) of the last setting, to read what is missed.
 */

import { writeFileSync } from 'node:fs';
import { inHoldout, readGrouped } from '../../src/cli/eval.js';
import { loadModel, scoreTokens } from '../../src/detect/model/classifier.js';
import type { StoredModel } from '../../src/detect/model/weights-codec.js';
import { scan } from '../../src/detect/scan.js';
import { toExample } from './dataset.js';
import {
  calibrationOn,
  featurizeTokens,
  TRAINING,
  type TrainingConfig,
  tokenText,
  trainModel,
} from './model.js';
import { generated as generatedRows, SEED } from './synthetic.js';

const FILES = ['../shared/datasets/injection-dev.jsonl', '../shared/datasets/injection-train-extra.jsonl'];
const NULL_MODEL: StoredModel = {
  format: 'vgate-hashed-logreg-1',
  featureBits: 18,
  trainedOn: 'none',
  heads: { attack: { bias: -40, scale: 1, weights: '' }, kind: { bias: 0, scale: 1, weights: '' } },
};

/** Seed of the SGD order (and initial weights) only: the synthetic rows keep {@link SEED}. */
const SGD_SEED = Number(process.env.VGATE_EXPLORE_SEED ?? SEED);

function main(): void {
  const settings = JSON.parse(process.env.VGATE_EXPLORE ?? '[{}]') as Partial<TrainingConfig>[];
  const only = process.env.VGATE_EXPLORE_SOURCES?.split(',');
  const rows = readGrouped(FILES);
  const fromRows = rows.map(toExample);
  const generated = generatedRows(SEED);
  const examples = [...fromRows, ...generated];
  const tokens = examples.map((e) => tokenText(e.text));
  const held = rows.map(inHoldout);
  loadModel(NULL_MODEL);
  const rules = rows.map((r) => {
    const s = scan(r.text).scores;
    return [s.PROMPT_INJECTION, s.JAILBREAK] as const;
  });
  const sources = [...new Set(fromRows.map((e) => e.source ?? 'unknown'))].sort();
  const ruleOnly: Record<string, [number, number, number, number]> = {};
  fromRows.forEach((e, i) => {
    const s = ruleOnly[e.source ?? 'unknown'] ?? [0, 0, 0, 0];
    ruleOnly[e.source ?? 'unknown'] = s;
    const hit = Math.max(...(rules[i] ?? [0])) >= 0.5;
    s[e.label === 1 ? 0 : 2]++;
    if (hit) s[e.label === 1 ? 1 : 3]++;
  });
  console.log(
    JSON.stringify({
      rulesOnly: Object.fromEntries(
        Object.entries(ruleOnly).map(([k, [p, tp, n, fp]]) => [
          k,
          [p ? Math.round((1000 * tp) / p) / 10 : null, n ? Math.round((1000 * fp) / n) / 10 : null],
        ]),
      ),
    }),
  );
  const dump: string[] = [];
  for (const partial of settings) {
    dump.length = 0;
    const config = { ...TRAINING, ...partial };
    const started = Date.now();
    const xs = tokens.map((t) => featurizeTokens(t, config));
    const perSource: Record<string, { n: number; recall?: number; fpr?: number; score: number }> = {};
    const byLang = new Map<string, { tp: number; p: number; fp: number; n: number }>();
    let tp = 0;
    let p = 0;
    let fp = 0;
    let n = 0;
    for (const source of sources) {
      if (only !== undefined && !only.includes(source)) continue;
      const test = fromRows.flatMap((e, i) => (e.source === source ? [i] : []));
      const testGroups = new Set(test.map((i) => fromRows[i]?.group));
      const keep = examples.flatMap((e, i) =>
        e.source !== source && !testGroups.has(e.group) && !(i < rows.length && held[i]) ? [i] : [],
      );
      const calib = fromRows.flatMap((e, i) =>
        held[i] && e.label === 0 && e.source !== source && !testGroups.has(e.group) ? [tokens[i] ?? ''] : [],
      );
      const model = trainModel(
        keep.map((i) => examples[i] as (typeof examples)[number]),
        keep.map((i) => xs[i] as (typeof xs)[number]),
        SGD_SEED,
        `explore without ${source}`,
        config,
        calibrationOn(calib),
      );
      loadModel(model);
      let stp = 0;
      let sp = 0;
      let sfp = 0;
      let sn = 0;
      for (const i of test) {
        const e = fromRows[i];
        if (e === undefined) continue;
        const s = scoreTokens(tokens[i] ?? '');
        const inj = s.attack * Math.min(1, 2 * s.injection);
        const jb = s.attack * Math.min(1, 2 * (1 - s.injection));
        const [ri, rj] = rules[i] ?? [0, 0];
        const or = (a: number, b: number) => 1 - (1 - a) * (1 - (b >= 0.05 ? b : 0));
        const predicted = or(ri, inj) >= 0.5 || or(rj, jb) >= 0.5;
        if (process.env.VGATE_EXPLORE_DUMP)
          dump.push(
            JSON.stringify({
              source,
              index: i,
              label: e.label,
              lang: e.lang,
              category: rows[i]?.category,
              rules: [ri, rj],
              model: [s.attack, s.injection],
              predicted,
              chars: e.text.length,
              text: e.text.slice(0, 300),
            }),
          );
        const lang = byLang.get(e.lang ?? 'en') ?? { tp: 0, p: 0, fp: 0, n: 0 };
        byLang.set(e.lang ?? 'en', lang);
        if (e.label === 1) {
          sp++;
          lang.p++;
          if (predicted) {
            stp++;
            lang.tp++;
          }
        } else {
          sn++;
          lang.n++;
          if (predicted) {
            sfp++;
            lang.fp++;
          }
        }
      }
      const recall = sp > 0 ? stp / sp : undefined;
      const fpr = sn > 0 ? sfp / sn : undefined;
      const score =
        recall !== undefined && fpr !== undefined ? (recall + 1 - fpr) / 2 : (recall ?? 1 - (fpr ?? 0));
      perSource[source] = { n: test.length, recall, fpr, score };
      tp += stp;
      p += sp;
      fp += sfp;
      n += sn;
    }
    const scores = Object.values(perSource).map((s) => s.score);
    const r3 = (x: number | undefined) => (x === undefined ? undefined : Math.round(x * 1000) / 10);
    console.log(
      JSON.stringify({
        setting: partial,
        mean: r3(scores.reduce((a, b) => a + b, 0) / scores.length),
        pooled: { recall: r3(tp / Math.max(1, p)), fpr: r3(fp / Math.max(1, n)) },
        source: Object.fromEntries(Object.entries(perSource).map(([k, s]) => [k, [r3(s.recall), r3(s.fpr)]])),
        language: Object.fromEntries(
          [...byLang]
            .sort((a, b) => b[1].p + b[1].n - a[1].p - a[1].n)
            .slice(0, 12)
            .map(([k, s]) => [k, [r3(s.p ? s.tp / s.p : undefined), r3(s.n ? s.fp / s.n : undefined)]]),
        ),
        seconds: Math.round((Date.now() - started) / 1000),
      }),
    );
  }
  if (process.env.VGATE_EXPLORE_DUMP) writeFileSync(process.env.VGATE_EXPLORE_DUMP, `${dump.join('\n')}\n`);
}

main();
