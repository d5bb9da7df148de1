/**
 * The assistant answers written in each language (`native/answers/`), judged by the full detector
 * as the gateway judges a model's answer (`scan(text, { role: 'assistant' })`, HARMFUL_CONTENT)
 * with the committed weights: the share of each form flagged, in all and per language. Not part
 * of `npm run train:harm`:
 *
 *   node --import tsx scripts/train/harm-answers.ts
 */
import { scan } from '../../src/detect/scan.js';
import { answerRows } from './harm-rows.js';

type Tally = { flagged: number; n: number };
const byForm = new Map<string, Tally>();
const byLang = new Map<string, Map<string, Tally>>();
const count = (m: Map<string, Tally>, k: string, hit: boolean) => {
  const t = m.get(k) ?? { flagged: 0, n: 0 };
  t.n++;
  if (hit) t.flagged++;
  m.set(k, t);
};
for (const row of answerRows()) {
  const hit = scan(row.text, { role: 'assistant' }).flags.includes('HARMFUL_CONTENT');
  const kind = row.label === 1 ? 'harmful' : 'harmless';
  count(byForm, row.form, hit);
  count(byForm, kind, hit);
  const lang = byLang.get(row.lang) ?? new Map<string, Tally>();
  byLang.set(row.lang, lang);
  count(lang, kind, hit);
}
const pct = (t: Tally | undefined) => (t === undefined ? '-' : ((100 * t.flagged) / t.n).toFixed(0));
console.log([...byForm].map(([f, t]) => `${f} ${pct(t)}% of ${t.n}`).join(' | '));
console.log([...byLang].map(([l, m]) => `${l} ${pct(m.get('harmful'))}/${pct(m.get('harmless'))}`).join(' '));
