import { familyOf, LENGTH_BUCKETS, lengthBucket, type Row, sourceKey } from '../detect/eval-data.js';

/** One judged row: the row and whether the detector called it an attack. */
export interface Judged {
  row: Row;
  predicted: boolean;
}

/** Counts and rates of one slice. Rates are in [0, 1]; undefined where the slice lacks that class. */
export interface Slice {
  n: number;
  attacks: number;
  benign: number;
  recall: number | undefined;
  fpr: number | undefined;
  /** Mean of recall and 1 - FPR; only when the slice has both classes. */
  balanced: number | undefined;
}

export function slice(rows: readonly Judged[]): Slice {
  let tp = 0;
  let fp = 0;
  let attacks = 0;
  for (const j of rows) {
    if (j.row.label === 1) {
      attacks++;
      if (j.predicted) tp++;
    } else if (j.predicted) fp++;
  }
  const benign = rows.length - attacks;
  const recall = attacks > 0 ? tp / attacks : undefined;
  const fpr = benign > 0 ? fp / benign : undefined;
  const balanced = recall !== undefined && fpr !== undefined ? (recall + 1 - fpr) / 2 : undefined;
  return { n: rows.length, attacks, benign, recall, fpr, balanced };
}

/** Groups judged rows by a key, keys sorted. */
export function by(rows: readonly Judged[], key: (r: Row) => string): Map<string, Slice> {
  const groups = new Map<string, Judged[]>();
  for (const j of rows) {
    const k = key(j.row);
    const list = groups.get(k);
    if (list === undefined) groups.set(k, [j]);
    else list.push(j);
  }
  return new Map([...groups].sort(([a], [b]) => (a < b ? -1 : 1)).map(([k, v]) => [k, slice(v)]));
}

const pct = (x: number | undefined) => (x === undefined ? '   -  ' : `${(x * 100).toFixed(1).padStart(5)}%`);

export function formatSlice(name: string, s: Slice): string {
  return (
    `${name.padEnd(28)} n=${String(s.n).padStart(5)} (+${s.attacks}/-${s.benign}) ` +
    `recall=${pct(s.recall)} FPR=${pct(s.fpr)} balanced=${pct(s.balanced)}`
  );
}

/** The breakdowns every evaluation prints: per source, family, language and length bucket. */
export function breakdowns(rows: readonly Judged[]): Record<string, Map<string, Slice>> {
  const lengthOrder = new Map(LENGTH_BUCKETS.map(([, name], i) => [name, i]));
  return {
    source: by(rows, (r) => sourceKey(r.source)),
    family: by(rows, familyOf),
    language: by(rows, (r) => r.lang ?? 'en'),
    length: by(rows, (r) => `${lengthOrder.get(lengthBucket(r.text)) ?? 9}:${lengthBucket(r.text)}`),
  };
}

/**
 * The best balanced accuracy any single length threshold reaches on these rows (either direction):
 * when the detector is far above it, length alone does not decide.
 */
export function lengthOnlyBaseline(rows: readonly Row[]): number {
  const sorted = [...rows].sort((a, b) => a.text.length - b.text.length);
  const pos = sorted.filter((r) => r.label === 1).length;
  const neg = sorted.length - pos;
  if (pos === 0 || neg === 0) return 0.5;
  let best = 0.5;
  let posBelow = 0;
  let negBelow = 0;
  for (const r of sorted) {
    if (r.label === 1) posBelow++;
    else negBelow++;
    // "attack when longer than this": recall = (pos - posBelow)/pos, tnr = negBelow/neg
    const longer = ((pos - posBelow) / pos + negBelow / neg) / 2;
    best = Math.max(best, longer, 1 - longer);
  }
  return best;
}

/** Prints every breakdown, then a length-matched line: balanced accuracy within each bucket. */
export function printReport(rows: readonly Judged[], out: (s: string) => void): Record<string, unknown> {
  const all = slice(rows);
  out(formatSlice('all rows', all));
  const tables = breakdowns(rows);
  const json: Record<string, unknown> = { all };
  for (const [name, table] of Object.entries(tables)) {
    out(`by ${name}:`);
    for (const [k, s] of table) out(`  ${formatSlice(k.replace(/^\d:/, ''), s)}`);
    json[name] = Object.fromEntries(table);
  }
  const matched = [...(tables.length?.values() ?? [])].filter((s) => s.balanced !== undefined);
  const baseline = lengthOnlyBaseline(rows.map((j) => j.row));
  out(
    `length check: best length-only balanced accuracy ${pct(baseline)}; detector within buckets ` +
      matched.map((s) => pct(s.balanced).trim()).join(' / '),
  );
  json.lengthOnlyBaseline = baseline;
  return json;
}
