/**
 * The assistant answers written in each language (`native/answers/`, `native/answers2/`), judged by
 * the full detector as the gateway judges a model's answer (`scan(text, { role: 'assistant' })`)
 * with the committed weights: per set, the share of each form flagged HARMFUL_CONTENT, in all and
 * per language, and the share flagged anything else (PROMPT_INJECTION, JAILBREAK, PII, ...: the
 * second set's `security` answers quote attacks to explain them). Not part of `npm run train:harm`.
 * The answer head is trained on both sets: these are its training rows, so the honest figures are
 * `harm-answer-head.ts`'s.
 *
 *   node --import tsx scripts/train/harm-answers.ts
 */
import { scan } from '../../src/detect/scan.js';
import { answerRows } from './harm-rows.js';

type Tally = { flagged: number; n: number };
const count = (m: Map<string, Tally>, k: string, hit: boolean) => {
  const t = m.get(k) ?? { flagged: 0, n: 0 };
  t.n++;
  if (hit) t.flagged++;
  m.set(k, t);
};
const pct = (t: Tally | undefined) => (t === undefined ? '-' : ((100 * t.flagged) / t.n).toFixed(0));
for (const set of [1, 2] as const) {
  const byForm = new Map<string, Tally>();
  const byLang = new Map<string, Map<string, Tally>>();
  const others = new Map<string, Tally>();
  const flagsSeen = new Map<string, number>();
  for (const row of answerRows(set)) {
    const { flags } = scan(row.text, { role: 'assistant' });
    const hit = flags.includes('HARMFUL_CONTENT');
    const kind = row.label === 1 ? 'harmful' : 'harmless';
    count(byForm, row.form, hit);
    count(byForm, kind, hit);
    const lang = byLang.get(row.lang) ?? new Map<string, Tally>();
    byLang.set(row.lang, lang);
    count(lang, kind, hit);
    const other = flags.filter((f) => f !== 'HARMFUL_CONTENT');
    count(others, row.form, other.length > 0);
    for (const f of other)
      flagsSeen.set(
        `${row.form.replace('answer-', '')}:${f}`,
        (flagsSeen.get(`${row.form.replace('answer-', '')}:${f}`) ?? 0) + 1,
      );
  }
  console.log(
    `set ${set}, HARMFUL_CONTENT: ${[...byForm].map(([f, t]) => `${f} ${pct(t)}% of ${t.n}`).join(' | ')}`,
  );
  console.log(
    `  by language (harmful caught / harmless flagged): ${[...byLang].map(([l, m]) => `${l} ${pct(m.get('harmful'))}/${pct(m.get('harmless'))}`).join(' ')}`,
  );
  console.log(`  any other flag: ${[...others].map(([f, t]) => `${f} ${pct(t)}%`).join(' | ')}`);
  console.log(`  other flags by form: ${[...flagsSeen].map(([k, n]) => `${k} ${n}`).join(', ')}`);
}
