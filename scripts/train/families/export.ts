/**
 * The harm model's rows, as `train-harm.ts --loso` trains and judges them, for the model-family
 * comparison in `families.py` (`src/detect/harm/TRIED-79.md`): one JSON object a line with the raw
 * text, the token text the model reads, label, source, split, weight, whether it calibrates and
 * whether its fold judges it (`calibrates`, `judgedInFold`), plus `i`, the row's index.
 *
 *   node --import tsx scripts/train/families/export.ts rows.jsonl
 */
import { writeFileSync } from 'node:fs';
import { collapseRepeats } from '../../../src/detect/model/repeats.js';
import { calibrates, judgedInFold } from '../harm.js';
import { harmRows, syntheticHarmRows } from '../harm-rows.js';
import { tokenText } from '../model.js';

const rows = [...harmRows(), ...syntheticHarmRows()];
const lines = rows.map((r, i) =>
  JSON.stringify({
    i,
    text: r.text,
    tok: collapseRepeats(tokenText(r.text)).text,
    label: r.label,
    source: r.source,
    family: r.family,
    form: r.form,
    lang: r.lang,
    harm: r.harm ?? null,
    weight: r.weight,
    holdout: r.holdout,
    calib: calibrates(r),
    judged: judgedInFold(r),
    shortHead: r.shortHead === true,
  }),
);
writeFileSync(process.argv[2] ?? 'rows.jsonl', `${lines.join('\n')}\n`);
console.log(`${rows.length} rows`);
