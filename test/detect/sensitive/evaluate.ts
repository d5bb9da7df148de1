import { entityOfRule } from '../../../src/detect/mask.js';
import { scan } from '../../../src/detect/scan.js';
import { redactText } from '../../../src/domains/verdicts/detector.js';
import { piiCases } from './pii-gen.js';
import { secretCases } from './secrets-gen.js';

const hitsOf = (text: string, engine: string) =>
  scan(text, { engines: [engine] }).engines[0]?.hits.filter((h) => h.score >= 0.5) ?? [];

export interface SecretReport {
  perFamily: Record<
    string,
    { positives: number; found: number; recall: number; fakes: number; fakeHits: number }
  >;
  negatives: number;
  falsePositives: number;
  fpr: number;
  leaks: number;
  misses: string[];
  fpTexts: string[];
}

/** Recall per family, false-positive rate over every negative, and redaction leaks. */
export function evaluateSecrets(seed = 7, perFormat = 20): SecretReport {
  const perFamily: SecretReport['perFamily'] = {};
  let negatives = 0;
  let falsePositives = 0;
  let leaks = 0;
  const misses: string[] = [];
  const fpTexts: string[] = [];
  for (const c of secretCases(seed, perFormat)) {
    const hits = hitsOf(c.text, 'secrets');
    const fam = c.family === 'negative' ? undefined : familyRow(perFamily, c.family);
    if (c.value === undefined) {
      negatives++;
      if (fam) fam.fakes++;
      if (hits.length > 0) {
        falsePositives++;
        if (fam) fam.fakeHits++;
        fpTexts.push(`${hits.map((h) => h.ruleId).join(',')} :: ${c.text.slice(0, 120)}`);
      }
      continue;
    }
    if (!fam) continue;
    fam.positives++;
    const at = c.text.indexOf(c.value);
    const end = at + c.value.length;
    if (hits.some((h) => h.span.start < end && at < h.span.end)) fam.found++;
    else misses.push(`${c.family} :: ${c.text.slice(0, 140)}`);
    if (redactText(c.text, []).includes(c.value)) leaks++;
  }
  for (const f of Object.values(perFamily)) f.recall = f.found / Math.max(1, f.positives);
  return {
    perFamily,
    negatives,
    falsePositives,
    fpr: falsePositives / Math.max(1, negatives),
    leaks,
    misses,
    fpTexts,
  };
}

export interface PiiReport {
  perEntity: Record<string, { spans: number; found: number; recall: number }>;
  lookAlikes: number;
  flagged: number;
  precision: number;
  misses: string[];
  flaggedTexts: string[];
}

/** Span recall per entity (a hit of the right kind covering half the gold span) and look-alike precision. */
export function evaluatePii(seed = 11, perEntity = 60): PiiReport {
  const { positives, lookAlikes } = piiCases(seed, perEntity);
  const perEntity_: PiiReport['perEntity'] = {};
  const misses: string[] = [];
  for (const c of positives) {
    const hits = hitsOf(c.text, 'pii');
    for (const g of c.spans) {
      const e = perEntity_[g.entity] ?? { spans: 0, found: 0, recall: 0 };
      perEntity_[g.entity] = e;
      e.spans++;
      const ok = hits.some((h) => {
        const kind = entityOfRule(h.ruleId);
        const overlap = Math.min(h.span.end, g.end) - Math.max(h.span.start, g.start);
        return (
          (kind === g.entity || (g.entity === 'SSN' && kind === 'NATIONAL_ID')) &&
          overlap >= (g.end - g.start) / 2
        );
      });
      if (ok) e.found++;
      else misses.push(`${g.entity} :: ${c.text}`);
    }
  }
  for (const e of Object.values(perEntity_)) e.recall = e.found / Math.max(1, e.spans);
  const flaggedTexts = lookAlikes.filter((t) => hitsOf(t, 'pii').length > 0);
  return {
    perEntity: perEntity_,
    lookAlikes: lookAlikes.length,
    flagged: flaggedTexts.length,
    precision: 1 - flaggedTexts.length / Math.max(1, lookAlikes.length),
    misses,
    flaggedTexts: flaggedTexts.map(
      (t) =>
        `${hitsOf(t, 'pii')
          .map((h) => h.ruleId)
          .join(',')} :: ${t}`,
    ),
  };
}

function familyRow(rows: SecretReport['perFamily'], family: string): SecretReport['perFamily'][string] {
  const row = rows[family] ?? { positives: 0, found: 0, recall: 0, fakes: 0, fakeHits: 0 };
  rows[family] = row;
  return row;
}
