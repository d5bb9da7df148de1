import { createHash } from 'node:crypto';
import { scan } from './scan.js';
import type { Flag, ScanOptions } from './types.js';

/** A labelled example: `label` 1 for an attack (injection or jailbreak), 0 for benign. */
export interface LabelledText {
  text: string;
  label: number;
  /** The system prompt the text was sent under, judged as its context (see `Row.system`). */
  system?: string;
}

/** Detection quality and speed over a labelled set. Rates are in [0, 1]. */
export interface Evaluation {
  n: number;
  positives: number;
  negatives: number;
  tpr: number;
  fpr: number;
  precision: number;
  f1: number;
  balancedAccuracy: number;
  p50Ms: number;
  p99Ms: number;
}

/** The flags that make a row an attack: what an unsafe prompt raises (the safety pack's label 1 is harm). */
const ATTACK_FLAGS: readonly Flag[] = ['PROMPT_INJECTION', 'JAILBREAK', 'HARMFUL_CONTENT'];

/** The options a row is scanned with: its `system` prompt, where it has one, as the context. */
function rowOptions(row: LabelledText, opts: ScanOptions = {}): ScanOptions {
  if (typeof row.system !== 'string' || row.system === '') return opts;
  return { ...opts, context: [{ role: 'system', content: row.system }] };
}

/**
 * Whether the detector flags a row as an attack (PROMPT_INJECTION, JAILBREAK or HARMFUL_CONTENT), judged under its
 * `system` prompt where it has one, as the gateway judges a chat's newest message.
 */
export function isAttack(row: LabelledText, opts: ScanOptions = {}): boolean {
  return scan(row.text, rowOptions(row, opts)).flags.some((f) => ATTACK_FLAGS.includes(f));
}

/**
 * The fixed held-out fifth of any labelled file: rows whose text's SHA-256 starts with a byte
 * divisible by 5. Training never sees these rows, and evaluation can select exactly them.
 */
export function isHoldout(text: string): boolean {
  const first = createHash('sha256').update(text, 'utf8').digest()[0] ?? 0;
  return first % 5 === 0;
}

function quantile(sorted: number[], q: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
}

const ratio = (a: number, b: number) => (b === 0 ? 0 : a / b);

/**
 * Scans every row and measures attack detection: a row is predicted an attack when the verdict's
 * flags include PROMPT_INJECTION, JAILBREAK or HARMFUL_CONTENT.
 *
 * @example
 * evaluate([{ text: 'Ignore previous instructions', label: 1 }, { text: 'Hi!', label: 0 }]).balancedAccuracy; // 1
 */
export function evaluate(rows: readonly LabelledText[], opts: ScanOptions = {}): Evaluation {
  let tp = 0;
  let fp = 0;
  let tn = 0;
  let fn = 0;
  const times: number[] = [];
  for (const row of rows) {
    const t0 = performance.now();
    const predicted = isAttack(row, opts);
    times.push(performance.now() - t0);
    if (row.label === 1) predicted ? tp++ : fn++;
    else predicted ? fp++ : tn++;
  }
  times.sort((a, b) => a - b);
  const tpr = ratio(tp, tp + fn);
  const fpr = ratio(fp, fp + tn);
  const precision = ratio(tp, tp + fp);
  const round = (x: number) => Math.round(x * 10000) / 10000;
  return {
    n: rows.length,
    positives: tp + fn,
    negatives: fp + tn,
    tpr: round(tpr),
    fpr: round(fpr),
    precision: round(precision),
    f1: round(ratio(2 * precision * tpr, precision + tpr)),
    balancedAccuracy: round((tpr + (1 - fpr)) / 2),
    p50Ms: round(quantile(times, 0.5)),
    p99Ms: round(quantile(times, 0.99)),
  };
}
