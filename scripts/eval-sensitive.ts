/**
 * Recall and precision of the secret and PII rules on the project's generated labelled sets
 * (test/detect/sensitive): per provider family, per entity type, and on look-alikes.
 * Run: node --import tsx scripts/eval-sensitive.ts [--verbose]
 */
import { evaluatePii, evaluateSecrets } from '../test/detect/sensitive/evaluate.js';

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
const p = evaluatePii();
console.log('pii: entity, span recall');
for (const [e, v] of Object.entries(p.perEntity))
  console.log(`  ${e.padEnd(16)} ${pct(v.recall).padStart(6)} (${v.found}/${v.spans})`);
console.log(`  look-alike precision ${pct(p.precision)} (${p.flagged}/${p.lookAlikes} flagged)`);
if (verbose) {
  for (const m of [...s.misses, ...s.fpTexts, ...p.misses, ...p.flaggedTexts]) console.log(`  - ${m}`);
}
