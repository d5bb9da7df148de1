/**
 * Exploration (stop 47, not part of `npm run train:harm`): an answer correction head. For a
 * model's answer, logit = the committed harm model's logit (a fixed offset) + a logistic head
 * trained on the written answers only (`native/answers/`: hashed n-grams and the harm concepts at
 * value `CV`); requests would never read it, so request judging cannot change. Prints the share of
 * each form flagged: the committed model, then the head judged on six languages left out at a
 * time, then on a third of each language left out (same author as the rest: optimistic).
 *
 *   CV=3 node --import tsx scripts/train/harm-answer-head.ts      (EP epochs, L2 as options)
 */
import { createHash } from 'node:crypto';
import { conceptFeatures, conceptHits } from '../../src/detect/harm/concepts.js';
import { scoreHarm } from '../../src/detect/harm/model.js';
import { FEATURE_BITS, vectorize } from '../../src/detect/model/features.js';
import { collapseRepeats } from '../../src/detect/model/repeats.js';
import { answerRows } from './harm-rows.js';
import { tokenText } from './model.js';

const rows = answerRows().map((r) => {
  const t = tokenText(r.text);
  const p = scoreHarm(t).harm;
  const z0 = Math.log(Math.max(1e-9, p) / Math.max(1e-9, 1 - p));
  const text = collapseRepeats(t).text;
  const v = vectorize(text);
  const idx = [...v.index];
  const val = [...v.value];
  for (const f of conceptFeatures(conceptHits(text))) {
    idx.push((1 << FEATURE_BITS) + f);
    val.push(Number(process.env.CV ?? 1));
  }
  return { r, z0, idx, val, third: (createHash('sha256').update(r.group).digest()[0] ?? 0) % 3 };
});
const EPOCHS = Number(process.env.EP ?? 10);
const L2 = Number(process.env.L2 ?? 1e-4);
const LR = 0.2;
function train(set: typeof rows) {
  const w = new Map<number, number>();
  const g2 = new Map<number, number>();
  let b = 0;
  let gb = 1e-8;
  const pos = set.filter((x) => x.r.label === 1).length;
  const cw = (y: number) => (y === 1 ? set.length / (2 * pos) : set.length / (2 * (set.length - pos)));
  for (let e = 0; e < EPOCHS; e++) {
    for (const x of set) {
      const z = logitOf(x, w, b);
      const g = (1 / (1 + Math.exp(-z)) - x.r.label) * cw(x.r.label);
      gb += g * g;
      b -= (LR * g) / Math.sqrt(gb);
      x.idx.forEach((j, k) => {
        const gj = g * (x.val[k] ?? 0) + L2 * (w.get(j) ?? 0);
        const s = (g2.get(j) ?? 1e-8) + gj * gj;
        g2.set(j, s);
        w.set(j, (w.get(j) ?? 0) - (LR * gj) / Math.sqrt(s));
      });
    }
  }
  return (x: (typeof rows)[number]) => logitOf(x, w, b);
}

/** The answer's logit: the committed model's, plus the head's. */
function logitOf(x: (typeof rows)[number], w: ReadonlyMap<number, number>, b: number): number {
  let z = x.z0 + b;
  for (let k = 0; k < x.idx.length; k++) z += (w.get(x.idx[k] ?? 0) ?? 0) * (x.val[k] ?? 0);
  return z;
}
function report(name: string, judged: Array<{ x: (typeof rows)[number]; z: number }>) {
  const forms = new Map<string, [number, number]>();
  for (const { x, z } of judged) {
    const t = forms.get(x.r.form) ?? [0, 0];
    t[1]++;
    if (z >= 0) t[0]++;
    forms.set(x.r.form, t);
  }
  console.log(
    name,
    [...forms].map(([f, [a, n]]) => `${f.replace('answer-', '')} ${Math.round((100 * a) / n)}`).join(' '),
  );
}
report(
  'committed',
  rows.map((x) => ({ x, z: x.z0 })),
);
const groups = ['en de fr es it pt', 'nl pl ru uk tr ar', 'fa he hi bn zh ja', 'ko th vi id sw te'].map(
  (g) => new Set(g.split(' ')),
);
const langOut: Array<{ x: (typeof rows)[number]; z: number }> = [];
for (const g of groups) {
  const f = train(rows.filter((x) => !g.has(x.r.lang)));
  for (const x of rows.filter((x) => g.has(x.r.lang))) langOut.push({ x, z: f(x) });
}
report('languages left out', langOut);
const thirds: Array<{ x: (typeof rows)[number]; z: number }> = [];
for (let k = 0; k < 3; k++) {
  const f = train(rows.filter((x) => x.third !== k));
  for (const x of rows.filter((x) => x.third === k)) thirds.push({ x, z: f(x) });
}
report('thirds left out', thirds);
