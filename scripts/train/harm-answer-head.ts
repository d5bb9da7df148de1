/**
 * The answer head's figures (`harm-answer.ts`; not part of `npm run train:harm`). Prints the share
 * of each form of written answer flagged: by the harm model alone, then by the model with the head
 * trained without six languages at a time (judged on those six), then without a third of each
 * language (optimistic: the same author wrote the rest). `prefixed` is each compliant answer after
 * a refusal's opening sentence: the head is trained on the prefixed answers of the languages in
 * only.
 *
 *   node --import tsx scripts/train/harm-answer-head.ts
 */
import { createHash } from 'node:crypto';
import {
  type AnswerItem,
  answerItem,
  answerLogit,
  fitAnswerHead,
  prefixedCompliance,
} from './harm-answer.js';
import { answerRows } from './harm-rows.js';

const rows = answerRows();
const answers = rows.map((r) => answerItem(r));
const prefixed = prefixedCompliance(rows).map((r) => answerItem(r));
const third = (x: AnswerItem) => (createHash('sha256').update(x.row.group).digest()[0] ?? 0) % 3;

function report(name: string, judged: ReadonlyArray<{ x: AnswerItem; z: number }>) {
  const forms = new Map<string, [number, number]>();
  for (const { x, z } of judged) {
    const t = forms.get(x.row.form) ?? [0, 0];
    t[1]++;
    if (z >= 0) t[0]++;
    forms.set(x.row.form, t);
  }
  const line = [...forms].map(([f, [a, n]]) => `${f.replace('answer-', '')} ${Math.round((100 * a) / n)}`);
  console.log(`${name}: ${line.join(' ')}`);
}

report(
  'harm model alone',
  [...answers, ...prefixed].map((x) => ({ x, z: x.z0 })),
);
const groups = ['en de fr es it pt', 'nl pl ru uk tr ar', 'fa he hi bn zh ja', 'ko th vi id sw te'].map(
  (g) => new Set(g.split(' ')),
);
const langOut: Array<{ x: AnswerItem; z: number }> = [];
for (const g of groups) {
  const head = fitAnswerHead([...answers, ...prefixed].filter((x) => !g.has(x.row.lang)));
  for (const x of [...answers, ...prefixed].filter((x) => g.has(x.row.lang)))
    langOut.push({ x, z: answerLogit(head, x) });
}
report('with the head, six languages left out at a time', langOut);
const thirds: Array<{ x: AnswerItem; z: number }> = [];
for (let k = 0; k < 3; k++) {
  const head = fitAnswerHead([...answers, ...prefixed].filter((x) => third(x) !== k));
  for (const x of answers.filter((x) => third(x) === k)) thirds.push({ x, z: answerLogit(head, x) });
}
report('with the head, a third of each language left out', thirds);

/** Per language, six left out at a time: compliant answers caught / harmless answers flagged. */
const byLang = new Map<string, [number, number, number, number]>();
for (const { x, z } of langOut) {
  if (x.row.form === 'answer-prefixed') continue;
  const t = byLang.get(x.row.lang) ?? [0, 0, 0, 0];
  const k = x.row.label === 1 ? 0 : 2;
  t[k + 1] = (t[k + 1] ?? 0) + 1;
  if (z >= 0) t[k] = (t[k] ?? 0) + 1;
  byLang.set(x.row.lang, t);
}
const pct = (a: number, n: number) => Math.round((100 * a) / Math.max(1, n));
console.log(
  `by language, six left out at a time (compliance caught / harmless flagged): ${[...byLang]
    .map(([l, [a, n, b, m]]) => `${l} ${pct(a, n)}/${pct(b, m)}`)
    .join(' ')}`,
);
