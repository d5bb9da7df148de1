/** `vgate eval --context`: recall and FPR of the context-aware judgement on the project's sets. */
import { scan } from '../../src/detect/scan.js';
import { type ContextCase, contextCases } from './context-set.js';
import { freshContextCases } from './context-set-fresh.js';

function score(cases: readonly ContextCase[]) {
  const by = new Map<string, { tp: number; pos: number; fp: number; neg: number }>();
  for (const c of cases) {
    const d = scan(c.user, { role: c.role ?? 'user', context: [{ role: 'system', content: c.system }] });
    const hit = d.flags.includes('PROMPT_INJECTION') || d.flags.includes('JAILBREAK');
    for (const k of ['all', c.rule]) {
      const s = by.get(k) ?? { tp: 0, pos: 0, fp: 0, neg: 0 };
      if (c.label === 1) {
        s.pos++;
        if (hit) s.tp++;
      } else {
        s.neg++;
        if (hit) s.fp++;
      }
      by.set(k, s);
    }
  }
  return by;
}

export function runContextEval(out: (s: string) => void): number {
  const pct = (a: number, b: number) => (b === 0 ? '-' : `${((100 * a) / b).toFixed(1)}%`);
  for (const [name, cases] of [
    ['project set (rules written against it)', contextCases()],
    ['fresh set (written after the rules were frozen)', freshContextCases()],
  ] as const) {
    out(`${name}:`);
    for (const [k, s] of score(cases)) {
      out(
        `  ${k.padEnd(9)} recall ${pct(s.tp, s.pos)} (${s.tp}/${s.pos})  FPR ${pct(s.fp, s.neg)} (${s.fp}/${s.neg})`,
      );
    }
  }
  return 0;
}
