import { describe, expect, it } from 'vitest';
import { evaluateIntl } from './sensitive/evaluate-intl.js';

/**
 * Issue 37's targets on the seven-language generated set (test/detect/sensitive/pii-intl.ts):
 * phone >= 90%, person >= 80%, address >= 75%, date of birth >= 70% over all languages, no
 * language of an entity under 70%, cards with expiry and CVV, Aadhaar and ITIN >= 90%, and few
 * harmless sentences flagged. `node --import tsx scripts/eval-sensitive.ts` prints the table.
 */
describe('PII by entity and language (issue 37)', () => {
  const r = evaluateIntl(5, 20);
  it('meets the recall targets per entity and keeps every language of an entity at 70% or more', () => {
    const targets: Record<string, number> = {
      PHONE: 0.9,
      PERSON: 0.8,
      ADDRESS: 0.75,
      DATE_OF_BIRTH: 0.7,
      CARD: 0.9,
      NATIONAL_ID: 0.9,
      SSN: 0.9,
      AGE: 0.8,
      ORGANIZATION: 0.8,
      LOCATION: 0.8,
      POSTCODE: 0.8,
    };
    for (const [entity, min] of Object.entries(targets)) {
      const row = r.table[entity];
      expect(row?.all?.recall, entity).toBeGreaterThanOrEqual(min);
      for (const [lang, cell] of Object.entries(row ?? {}))
        expect(cell.recall, `${entity}/${lang}`).toBeGreaterThanOrEqual(0.7);
    }
  });

  it('masks what it finds (a gold value is readable only where it was missed) and spares harmless sentences', () => {
    for (const row of Object.values(r.table)) {
      const all = row.all;
      if (all) expect(all.leaks).toBeLessThanOrEqual(all.spans - all.found);
    }
    expect(r.negativesFlagged / r.negatives).toBeLessThanOrEqual(0.05);
    expect(r.precision).toBeGreaterThanOrEqual(0.9);
  });
});
