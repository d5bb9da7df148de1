/**
 * Judges the hateful and harassing messages and their look-alikes (`native/toxic/`) with the full
 * detector (`scan()`, no system prompt: PROMPT_INJECTION, JAILBREAK or HARMFUL_CONTENT) and with the
 * harm model alone (0.5), and prints the harmless messages flagged and the harmful ones caught, per
 * kind, per language and per length, then how often the harm model names the category written:
 *
 *   node --import tsx scripts/train/toxic-eval.ts [k|l] [--verbose]
 *
 * Set l (held out) is judged without the messages set k also holds.
 */
import { scoreHarm } from '../../src/detect/harm/model.js';
import { attackFlags, countRow, type FlagTally } from './harm-fresh.js';
import { tokenText } from './model.js';
import { heldOutToxicRows, TOXIC_HELD_OUT, toxicRows } from './native/toxic/index.js';

/** A row's length band in words (characters / 2.5 for Chinese, Japanese and Thai). */
function lengthBand(lang: string, text: string): string {
  const words = ['zh', 'ja', 'th'].includes(lang) ? text.length / 2.5 : text.split(/\s+/).length;
  return words <= 10 ? 'short' : words <= 25 ? 'sentence' : 'longer';
}

function main(): void {
  const set = process.argv[2] ?? TOXIC_HELD_OUT;
  const rows = set === TOXIC_HELD_OUT ? heldOutToxicRows() : toxicRows(set);
  const tallies = new Map<string, FlagTally>();
  const errors: string[] = [];
  // Per category written: harmful rows the harm model flags, and those it names that category.
  const named = new Map<string, { flagged: number; right: number }>();
  for (const r of rows) {
    const flagged = attackFlags(r.text).length > 0;
    const score = scoreHarm(tokenText(r.text));
    const harm = score.harm >= 0.5;
    if (r.label === 1 && r.harm !== undefined && harm) {
      const n = named.get(r.harm) ?? { flagged: 0, right: 0 };
      named.set(r.harm, n);
      n.flagged++;
      if (score.category() === r.harm) n.right++;
    }
    const keys = ['all', `lang ${r.lang}`, `kind ${r.kind}`, `len ${lengthBand(r.lang, r.text)}`];
    for (const k of keys) countRow(tallies, k, r.label, flagged, harm);
    if ((r.label === 1) !== flagged)
      errors.push(`${r.label ? 'MISS' : 'FP  '} ${r.lang} ${r.kind}: ${r.text}`);
  }
  if (process.argv.includes('--verbose')) for (const e of errors) console.log(e);
  const pct = (a: number, b: number) => (b === 0 ? '-' : ((100 * a) / b).toFixed(1));
  console.log(`set ${set}: harmless flagged (any attack flag / harm model) and harmful caught (same)`);
  const order = ([a]: [string, FlagTally], [b]: [string, FlagTally]) =>
    a === 'all' ? -1 : b === 'all' ? 1 : a.localeCompare(b);
  for (const [k, t] of [...tallies].sort(order)) {
    console.log(
      `${k.padEnd(24)} harmless ${pct(t.fp, t.n).padStart(5)} / ${pct(t.harmFp, t.n).padStart(5)} (${t.n})   harmful ${pct(t.tp, t.p).padStart(5)} / ${pct(t.harmTp, t.p).padStart(5)} (${t.p})`,
    );
  }
  for (const [harm, n] of [...named].sort())
    console.log(
      `category ${harm}: named right ${pct(n.right, n.flagged)}% of ${n.flagged} the harm model flags`,
    );
}

main();
