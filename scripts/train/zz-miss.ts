import { leaveOut, prepare } from './harm.js';
import { harmRows, syntheticHarmRows } from './harm-rows.js';
const prepared = [...harmRows(), ...syntheticHarmRows()].map(prepare);
for (const fold of (process.env.FOLDS ?? 'harmbench,wildguard').split(',')) {
  const judged = leaveOut(prepared, fold, () => 'x');
  const pos = judged.filter((j) => j.row.label === 1).sort((a, b) => a.score - b.score);
  const neg = judged.filter((j) => j.row.label === 0).sort((a, b) => b.score - a.score);
  console.log(`## ${fold} positives (lowest 25 of ${pos.length}, and a sample)`);
  for (const j of pos.filter((_, i) => i % Math.max(1, Math.floor(pos.length / 40)) === 0)) console.log(j.score.toFixed(2), j.row.text.slice(0, 160).replace(/\n/g, ' '));
  console.log(`## ${fold} negatives (highest 25 of ${neg.length})`);
  for (const j of neg.slice(0, 25)) console.log(j.score.toFixed(2), j.row.text.slice(0, 160).replace(/\n/g, ' '));
}
