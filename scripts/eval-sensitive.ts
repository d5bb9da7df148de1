/**
 * Recall and precision of the secret and PII rules on the project's generated labelled sets
 * (test/detect/sensitive): per provider family, per entity type, and on look-alikes; and the gaps of
 * issue 37's list (Aadhaar separators, extensions, expiries, BICs, 18 countries' ids, URLs).
 * Run: node --import tsx scripts/eval-sensitive.ts [--verbose]
 */
import { scan } from '../src/detect/scan.js';
import { redactText } from '../src/domains/verdicts/detector.js';
import { configFormCases, HARMLESS, multiPartCases } from '../test/detect/sensitive/config-forms.js';
import { evaluatePii, evaluateSecrets } from '../test/detect/sensitive/evaluate.js';
import { evaluateGaps } from '../test/detect/sensitive/evaluate-gaps.js';
import { evaluateIntl } from '../test/detect/sensitive/evaluate-intl.js';

const verbose = process.argv.includes('--verbose');
const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
const s = evaluateSecrets();
console.log('secrets: family, recall (found/positives), placeholder fakes flagged');
for (const [f, v] of Object.entries(s.perFamily).sort()) {
  console.log(
    `  ${f.padEnd(16)} ${pct(v.recall).padStart(6)} (${v.found}/${v.positives})  fakes ${v.fakeHits}/${v.fakes}`,
  );
}
console.log(`  FPR ${pct(s.fpr)} (${s.falsePositives}/${s.negatives}); redaction leaks ${s.leaks}`);
const flagged = (t: string) => scan(t, { engines: ['secrets'] }).flags.includes('SECRET');
const forms = configFormCases(3);
const byFamily = new Map<string, [number, number]>();
for (const c of forms) {
  const row = byFamily.get(c.family) ?? [0, 0];
  row[1]++;
  if (flagged(c.text)) row[0]++;
  byFamily.set(c.family, row);
}
const formHits = [...byFamily.values()].reduce((a, [f]) => a + f, 0);
console.log(`secrets in ${forms.length} config/code forms: recall ${pct(formHits / forms.length)}`);
for (const [f, [found, n]] of [...byFamily].sort())
  if (found < n) console.log(`  ${f.padEnd(16)} ${found}/${n}`);
const multi = multiPartCases(5, 25);
let partLeaks = 0;
for (const c of multi) {
  const masked = redactText(c.text, []);
  for (const part of c.parts)
    for (let i = 0; i + 8 <= part.length; i++) if (masked.includes(part.slice(i, i + 8))) partLeaks++;
}
console.log(
  `multi-part credentials: ${multi.filter((c) => flagged(c.text)).length}/${multi.length} flagged, 8-character pieces left after masking: ${partLeaks}`,
);
const harmlessHits = HARMLESS.filter(flagged);
console.log(
  `harmless key-word text flagged: ${pct(harmlessHits.length / HARMLESS.length)} (${harmlessHits.length}/${HARMLESS.length})`,
);
const p = evaluatePii();
console.log('pii: entity, span recall');
for (const [e, v] of Object.entries(p.perEntity))
  console.log(`  ${e.padEnd(16)} ${pct(v.recall).padStart(6)} (${v.found}/${v.spans})`);
console.log(`  look-alike precision ${pct(p.precision)} (${p.flagged}/${p.lookAlikes} flagged)`);
const intl = evaluateIntl();
const langs = ['all', 'en', 'de', 'fr', 'es', 'it', 'pt', 'nl'];
console.log(`pii by entity and language (recall; leaks = gold values readable after redaction)`);
console.log(`  ${'entity'.padEnd(14)} ${langs.map((l) => l.padStart(6)).join(' ')}  leaks`);
for (const [e, row] of Object.entries(intl.table)) {
  const cells = langs.map((l) => (row[l] ? pct(row[l].recall) : '-').padStart(6));
  console.log(`  ${e.padEnd(14)} ${cells.join(' ')}  ${row.all?.leaks ?? 0}`);
}
console.log(
  `  span precision ${pct(intl.precision)}; harmless sentences flagged ${intl.negativesFlagged}/${intl.negatives}`,
);
const gaps = evaluateGaps();
console.log('issue 37 gaps (recall; leaks = gold values readable after redaction)');
for (const [row, v] of Object.entries(gaps.rows))
  console.log(`  ${row.padEnd(16)} ${pct(v.recall).padStart(6)} (${v.found}/${v.spans})  leaks ${v.leaks}`);
const weak = Object.entries(gaps.countries).filter(([, v]) => v.recall < 1);
console.log(
  `  national ids: ${Object.keys(gaps.countries).length} countries${weak.length ? `, under 100%: ${weak.map(([k, v]) => `${k} ${pct(v.recall)}`).join(', ')}` : ', each 100%'}`,
);
console.log(`  look-alikes and harmless URLs flagged ${gaps.negativesFlagged}/${gaps.negatives}`);
if (verbose) {
  for (const m of [...gaps.misses, ...gaps.flaggedNegatives]) console.log(`  - ${m}`);
  for (const m of intl.misses) console.log(`  - ${m}`);
  for (const m of [...s.misses, ...s.fpTexts, ...p.misses, ...p.flaggedTexts]) console.log(`  - ${m}`);
}
