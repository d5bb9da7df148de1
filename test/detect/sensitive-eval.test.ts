import { describe, expect, it } from 'vitest';
import { evaluatePii, evaluateSecrets } from './sensitive/evaluate.js';

/**
 * Acceptance on the project's generated labelled sets (test/detect/sensitive). A generated set is
 * easier than unseen public data: these bounds guard against regressions, they do not promise
 * the same figures elsewhere. `node --import tsx scripts/eval-sensitive.ts` prints the table.
 */
describe('sensitive-data evaluation', () => {
  it('finds >= 90% of secrets in every provider family with a false-positive rate <= 2%, and never leaks one', () => {
    const r = evaluateSecrets(7, 10);
    for (const [family, row] of Object.entries(r.perFamily))
      expect(row.recall, family).toBeGreaterThanOrEqual(0.9);
    expect(r.fpr).toBeLessThanOrEqual(0.02);
    expect(r.leaks).toBe(0);
  });

  it('finds >= 90% of contact, payment and id spans, >= 80% of names and addresses, and spares look-alikes', () => {
    const r = evaluatePii(11, 30);
    for (const e of ['EMAIL', 'PHONE', 'CARD', 'IBAN', 'SSN', 'IP_ADDRESS'])
      expect(r.perEntity[e]?.recall, e).toBeGreaterThanOrEqual(0.9);
    for (const e of ['PERSON', 'ADDRESS']) expect(r.perEntity[e]?.recall, e).toBeGreaterThanOrEqual(0.8);
    expect(r.precision).toBeGreaterThanOrEqual(0.95);
  });
});
