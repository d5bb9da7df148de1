import { entityOfRule } from '../../../src/detect/mask.js';
import { scan } from '../../../src/detect/scan.js';
import { redactText } from '../../../src/domains/verdicts/detector.js';
import { intlCases } from './pii-intl.js';

export interface Cell {
  spans: number;
  found: number;
  recall: number;
  /** Gold values still readable in the redacted text. */
  leaks: number;
}

export interface IntlReport {
  /** By entity, then by language (`all` for the entity over every language). */
  table: Record<string, Record<string, Cell>>;
  negatives: number;
  negativesFlagged: number;
  /** Of the PII hits on every case, the share that cover a gold span (span precision). */
  precision: number;
  misses: string[];
}

/** Rows of the table whose values are masked as another kind (the policy contract has no AGE or POSTCODE kind). */
const KIND_OF: Readonly<Record<string, string>> = { AGE: 'DATE_OF_BIRTH', POSTCODE: 'ADDRESS' };

const hitsOf = (text: string) =>
  scan(text, { engines: ['pii'] }).engines[0]?.hits.filter((h) => h.score >= 0.5) ?? [];

/** Recall, leaks and precision by entity and language on the seven-language generated set. */
export function evaluateIntl(seed = 5, per = 20): IntlReport {
  const { positives, negatives } = intlCases(seed, per);
  const table: IntlReport['table'] = {};
  const misses: string[] = [];
  let hitCount = 0;
  let goodHits = 0;
  const cell = (e: string, l: string) => {
    const row = table[e] ?? {};
    table[e] = row;
    const x = row[l] ?? { spans: 0, found: 0, recall: 0, leaks: 0 };
    row[l] = x;
    return x;
  };
  for (const c of positives) {
    const hits = hitsOf(c.text);
    const redacted = redactText(c.text, []);
    hitCount += hits.length;
    goodHits += hits.filter((h) => c.spans.some((g) => h.span.start < g.end && g.start < h.span.end)).length;
    for (const g of c.spans) {
      const ok = hits.some((h) => {
        const kind = entityOfRule(h.ruleId);
        const overlap = Math.min(h.span.end, g.end) - Math.max(h.span.start, g.start);
        return (
          (kind === (KIND_OF[g.entity] ?? g.entity) || (g.entity === 'SSN' && kind === 'NATIONAL_ID')) &&
          overlap >= (g.end - g.start) / 2
        );
      });
      const leaked = redacted.includes(c.text.slice(g.start, g.end));
      for (const l of [c.lang, 'all']) {
        const x = cell(g.entity, l);
        x.spans++;
        if (ok) x.found++;
        if (leaked) x.leaks++;
      }
      if (!ok) misses.push(`${g.entity}/${c.lang} :: ${c.text}`);
    }
  }
  for (const row of Object.values(table))
    for (const x of Object.values(row)) x.recall = x.found / Math.max(1, x.spans);
  const negativesFlagged = negatives.filter((c) => hitsOf(c.text).length > 0).length;
  return {
    table,
    negatives: negatives.length,
    negativesFlagged,
    precision: goodHits / Math.max(1, hitCount),
    misses,
  };
}
