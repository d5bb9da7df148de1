import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { type Evaluation, evaluate, isAttack, isHoldout } from '../detect/eval.js';
import { assignGroups, nearDuplicateOf, type Row } from '../detect/eval-data.js';
import type { ParsedArgs } from './commands.js';
import { type Judged, printReport } from './eval-report.js';

export type { Row };

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

/** Rows of several files with their groups (`group` field or near-duplicate cluster) filled in. */
export function readGrouped(files: readonly string[]): Row[] {
  const rows = files.flatMap((f) => readJsonl(f));
  const groups = assignGroups(rows);
  return rows.map((r, i) => ({ ...r, group: groups[i] ?? r.text }));
}

/** True for rows of the fixed held-out fifth: chosen by group, so near-duplicates stay on one side. */
export const inHoldout = (r: Row) => isHoldout(r.group ?? r.text);

/** Test rows that share >= 50% of their 6-word shingles with some training row. */
export function nearDuplicates(train: readonly Row[], test: readonly Row[]): number {
  const near = nearDuplicateOf(train.map((r) => r.text));
  return test.filter((r) => near(r.text)).length;
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
 * Loads a module of `scripts/train/` from the source checkout: training code is not part of the
 * built service (`dist/`), so these modes need the repository and `npm run vgate`.
 */
async function trainingScript<T>(name: string): Promise<T | undefined> {
  const url = new URL(`../../scripts/train/${name}`, import.meta.url);
  try {
    return (await import(url.href)) as T;
  } catch {
    process.stderr.write(
      `vgate eval: ${name} not found; run from the source checkout (npm run vgate -- eval)\n`,
    );
    return undefined;
  }
}

const USAGE =
  'usage: vgate eval [--holdout | --loso] file.jsonl [...] | vgate eval --context\n' +
  '  (default) the shipped detector on every row (under its `system` prompt, if any), per source,\n' +
  '            family, language and length bucket\n' +
  '  --holdout only the fixed held-out fifth of groups, with the near-duplicate count against the rest\n' +
  '  --loso    leave-one-source-out: retrains without each source and tests on it (needs scripts/train)\n' +
  '  --context the project context sets: system prompts with secrets, topic rules and personal data\n';

/**
 * `vgate eval [--holdout | --loso] file.jsonl...`: attack detection (PROMPT_INJECTION, JAILBREAK or HARMFUL_CONTENT)
 * overall and per source, attack family, language and length bucket, with a length-only baseline,
 * then one JSON line last. `--loso` is the headline: no row of the tested source was trained on.
 */
export async function runEval(args: string[], out: (s: string) => void = console.log): Promise<number> {
  const { values, positionals } = parseArgs({
    args,
    options: {
      holdout: { type: 'boolean', default: false },
      loso: { type: 'boolean', default: false },
      context: { type: 'boolean', default: false },
    },
    allowPositionals: true,
  });
  if (values.context) {
    const m = await trainingScript<{ runContextEval: (o: typeof out) => number }>('context-eval.js');
    return m === undefined ? 2 : m.runContextEval(out);
  }
  if (positionals.length === 0) {
    process.stderr.write(USAGE);
    return 2;
  }
  if (values.loso) {
    const m = await trainingScript<{ runLoso: (f: string[], o: typeof out) => number }>('loso.js');
    return m === undefined ? 2 : m.runLoso(positionals, out);
  }
  const all = readGrouped(positionals);
  const rows = values.holdout ? all.filter(inHoldout) : all;
  if (values.holdout) {
    const dups = nearDuplicates(
      all.filter((r) => !inHoldout(r)),
      rows,
    );
    out(
      `near-duplicates of training rows in the held-out fifth (6-word shingles >= 50%): ${dups}/${rows.length}`,
    );
  }
  const overall = evaluate(rows);
  out(line('overall', overall));
  const judged: Judged[] = rows.map((row) => ({ row, predicted: isAttack(row) }));
  const report = printReport(judged, out);
  out(JSON.stringify({ holdout: values.holdout === true, overall, ...report }));
  return 0;
}

/** The `vgate eval` entry: the options were checked by the command table. */
export function run(args: ParsedArgs): Promise<number> {
  const flags = (['holdout', 'loso', 'context'] as const).filter((f) => args.values[f] === true);
  return runEval([...flags.map((f) => `--${f}`), ...args.positionals]);
}
