import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { type Evaluation, evaluate, isHoldout } from '../detect/eval.js';

/** One row of a labelled jsonl file (`text`, `label`: 1 attack, 0 benign; optional `source`/`category`). */
export interface Row {
  text: string;
  label: number;
  source?: string;
  category?: string;
}

/** Reads a jsonl file of labelled rows, skipping blank or malformed lines. */
export function readJsonl(path: string): Row[] {
  const rows: Row[] = [];
  for (const line of readFileSync(path, 'utf8').split('\n')) {
    if (line.trim() === '') continue;
    try {
      const r = JSON.parse(line) as Partial<Row>;
      if (typeof r.text === 'string' && (r.label === 0 || r.label === 1)) rows.push(r as Row);
    } catch {
      // A broken line is skipped rather than aborting a long run.
    }
  }
  return rows;
}

function line(name: string, e: Evaluation): string {
  const pct = (x: number) => `${(x * 100).toFixed(2)}%`;
  return (
    `${name}: n=${e.n} (+${e.positives}/-${e.negatives}) TPR=${pct(e.tpr)} FPR=${pct(e.fpr)} ` +
    `precision=${pct(e.precision)} F1=${pct(e.f1)} balanced=${pct(e.balancedAccuracy)} ` +
    `p50=${e.p50Ms.toFixed(3)}ms p99=${e.p99Ms.toFixed(3)}ms`
  );
}

/**
 * `vgate eval [--holdout] file.jsonl...`: attack detection (PROMPT_INJECTION or JAILBREAK) per file,
 * per category and overall (TPR, FPR, precision, F1, balanced accuracy, p50/p99 latency), then
 * one JSON line last. `--holdout` keeps only each file's fixed held-out fifth.
 */
export function runEval(args: string[], out: (s: string) => void = console.log): number {
  const { values, positionals } = parseArgs({
    args,
    options: { holdout: { type: 'boolean', default: false } },
    allowPositionals: true,
  });
  if (positionals.length === 0) {
    process.stderr.write('usage: vgate eval [--holdout] file.jsonl [...]\n');
    return 2;
  }
  const all: Row[] = [];
  const perFile: Record<string, Evaluation> = {};
  for (const file of positionals) {
    const rows = readJsonl(file).filter((r) => !values.holdout || isHoldout(r.text));
    all.push(...rows);
    const e = evaluate(rows);
    perFile[file] = e;
    out(line(file, e));
    const categories = new Map<string, Row[]>();
    for (const r of rows) {
      const key = `${r.category ?? 'uncategorised'} / ${r.source ?? 'unknown source'}`;
      categories.set(key, [...(categories.get(key) ?? []), r]);
    }
    for (const [key, group] of [...categories].sort()) out(`  ${line(key, evaluate(group))}`);
  }
  const overall = evaluate(all);
  out(line('overall', overall));
  out(JSON.stringify({ holdout: values.holdout === true, files: perFile, overall }));
  return 0;
}
