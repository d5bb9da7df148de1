import { entityOfRule } from '../../../src/detect/mask.js';
import { scan } from '../../../src/detect/scan.js';
import { redactText } from '../../../src/domains/verdicts/detector.js';
import { gapCases } from './pii-gaps.js';

export interface GapCell {
  spans: number;
  found: number;
  recall: number;
  /** Gold values still readable in the redacted text. */
  leaks: number;
}

export interface GapReport {
  /** By row (AADHAAR_SEP, PHONE_EXT, CARD_EXPIRY, IBAN_BIC, NATIONAL_ID_18, ...). */
  rows: Record<string, GapCell>;
  /** National identifiers by country rule (us_ssn, pl_pesel, ...). */
  countries: Record<string, GapCell>;
  negatives: number;
  negativesFlagged: number;
  misses: string[];
  flaggedNegatives: string[];
}

/** Gold entities masked as another kind: the policy contract has no AGE or POSTCODE kind. */
const KIND_OF: Readonly<Record<string, string>> = { AGE: 'DATE_OF_BIRTH', POSTCODE: 'ADDRESS' };

const hitsOf = (text: string) =>
  scan(text, { engines: ['pii'] }).engines[0]?.hits.filter((h) => h.score >= 0.5) ?? [];

/** Recall and leaks per gap of issue 37's list, and look-alikes flagged (see pii-gaps.ts). */
export function evaluateGaps(seed = 37, per = 25): GapReport {
  const { positives, negatives } = gapCases(seed, per);
  const rows: Record<string, GapCell> = {};
  const countries: Record<string, GapCell> = {};
  const misses: string[] = [];
  const cellOf = (table: Record<string, GapCell>, key: string) => {
    const cell = table[key] ?? { spans: 0, found: 0, recall: 0, leaks: 0 };
    table[key] = cell;
    return cell;
  };
  for (const c of positives) {
    const hits = hitsOf(c.text);
    const redacted = redactText(c.text, []);
    for (const g of c.spans) {
      const want = KIND_OF[g.entity] ?? g.entity;
      const ok = hits.some((h) => {
        const kind = entityOfRule(h.ruleId);
        const overlap = Math.min(h.span.end, g.end) - Math.max(h.span.start, g.start);
        return (
          (kind === want || (want === 'SSN' && kind === 'NATIONAL_ID')) && overlap >= (g.end - g.start) / 2
        );
      });
      const leaked = redacted.includes(c.text.slice(g.start, g.end));
      const cells = [cellOf(rows, c.row), ...(c.row === 'NATIONAL_ID_18' ? [cellOf(countries, c.kind)] : [])];
      for (const x of cells) {
        x.spans++;
        if (ok) x.found++;
        if (leaked) x.leaks++;
      }
      if (!ok || leaked) misses.push(`${c.kind}${ok ? ' (leaked)' : ''} :: ${c.text}`);
    }
  }
  for (const table of [rows, countries])
    for (const x of Object.values(table)) x.recall = x.found / Math.max(1, x.spans);
  const flaggedNegatives = negatives.filter((c) => hitsOf(c.text).length > 0).map((c) => c.text);
  return {
    rows,
    countries,
    negatives: negatives.length,
    negativesFlagged: flaggedNegatives.length,
    misses,
    flaggedNegatives,
  };
}
