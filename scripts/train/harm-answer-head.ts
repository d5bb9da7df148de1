/**
 * The answer head's figures (`harm-answer.ts`; not part of `npm run train:harm`). Prints the share
 * of each form of written answer flagged (compliance and `prefixed`: caught), for each of the two
 * sets (`native/answers/`, `native/answers2/`, written to two briefs by different helpers):
 *
 * - the harm model alone;
 * - with the head trained without six languages at a time (both sets), judged on those six;
 * - with the head trained on one set whole, judged on the other (another author and brief);
 * - per language, six left out at a time.
 *
 * `prefixed` is each compliant answer after a refusal's opening sentence in its language: the head
 * is trained on the prefixed answers of the rows it is trained on only.
 *
 *   node --import tsx scripts/train/harm-answer-head.ts
 */
import {
  type AnswerItem,
  answerItem,
  answerLogit,
  fitAnswerHead,
  prefixedCompliance,
} from './harm-answer.js';
import { answerRows } from './harm-rows.js';

const SETS = [1, 2] as const;
/** Each set's answers and prefixed compliance, as items. */
const bySet = SETS.map((set) => {
  const rows = answerRows(set);
  return [...rows, ...prefixedCompliance(rows)].map((r) => answerItem(r));
});
const setOf = (x: AnswerItem) => (x.row.source.endsWith('answers2') ? 2 : 1);
const all = bySet.flat();

function report(name: string, judged: ReadonlyArray<{ x: AnswerItem; z: number }>) {
  for (const set of SETS) {
    const forms = new Map<string, [number, number]>();
    for (const { x, z } of judged) {
      if (setOf(x) !== set) continue;
      const t = forms.get(x.row.form) ?? [0, 0];
      t[1]++;
      if (z >= 0) t[0]++;
      forms.set(x.row.form, t);
    }
    if (forms.size === 0) continue;
    const line = [...forms].map(([f, [a, n]]) => `${f.replace('answer-', '')} ${Math.round((100 * a) / n)}`);
    const harmless = [...forms].filter(([f]) => !/compliance|prefixed/.test(f));
    const flagged = harmless.reduce((s, [, [a]]) => s + a, 0);
    const n = harmless.reduce((s, [, [, m]]) => s + m, 0);
    console.log(`${name}, set ${set}: ${line.join(' ')} | harmless ${Math.round((100 * flagged) / n)}`);
  }
}

report(
  'harm model alone',
  all.map((x) => ({ x, z: x.z0 })),
);
const groups = ['en de fr es it pt', 'nl pl ru uk tr ar', 'fa he hi bn zh ja', 'ko th vi id sw te'].map(
  (g) => new Set(g.split(' ')),
);
const langOut: Array<{ x: AnswerItem; z: number }> = [];
for (const g of groups) {
  const head = fitAnswerHead(all.filter((x) => !g.has(x.row.lang)));
  for (const x of all.filter((x) => g.has(x.row.lang))) langOut.push({ x, z: answerLogit(head, x) });
}
report('with the head, six languages left out at a time', langOut);
for (const set of SETS) {
  const head = fitAnswerHead(bySet[set - 1] ?? []);
  const other = bySet[2 - set] ?? [];
  report(
    `with the head trained on set ${set} alone`,
    other.map((x) => ({ x, z: answerLogit(head, x) })),
  );
}

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
