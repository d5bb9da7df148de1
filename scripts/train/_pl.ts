import { leaveOut, prepare } from './harm.js';
import { harmRows, syntheticHarmRows } from './harm-rows.js';
import { HARM_TRAINING } from './harm-settings.js';
Object.assign(HARM_TRAINING, JSON.parse(process.env.S ?? '{}'));
const prepared = [...harmRows(), ...syntheticHarmRows()].map(prepare);
const judged = leaveOut(prepared, process.env.F ?? 'purplellama-frr', () => 'x');
for (const j of judged.filter((j) => j.score >= 0.5 || (j.row.label === 1 && j.score >= 0.3)).slice(0, 40)) console.log(j.row.label, j.score.toFixed(2), j.row.text.slice(0, 160).replace(/\n/g, ' '));
