/**
 * Rows and two yes/no outcomes counted per key, printed as percentages sorted by key: the written
 * sets' evaluation scripts (`long-docs-eval.ts`, `template-twins-eval.ts`).
 */
export class Tally {
  private readonly counts = new Map<string, { n: number; first: number; second: number }>();

  add(key: string, first: boolean, second: boolean): void {
    const t = this.counts.get(key) ?? { n: 0, first: 0, second: 0 };
    t.n++;
    if (first) t.first++;
    if (second) t.second++;
    this.counts.set(key, t);
  }

  /** One line a key: the key padded to `width`, the rows, and both outcomes' shares in percent. */
  print(width: number): void {
    const pct = (k: number, n: number) => ((100 * k) / Math.max(1, n)).toFixed(1).padStart(6);
    for (const [key, t] of [...this.counts].sort(([a], [b]) => a.localeCompare(b)))
      console.log(
        `${key.padEnd(width)} ${String(t.n).padStart(4)} ${pct(t.first, t.n)} ${pct(t.second, t.n)}`,
      );
  }
}
