import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { scan } from '../../src/detect/scan.js';
import { redactText } from '../../src/domains/verdicts/detector.js';
import { bareQuotedCases, configFormCases, HARMLESS, multiPartCases } from './sensitive/config-forms.js';
import { secretCases } from './sensitive/secrets-gen.js';

const flagged = (text: string) => scan(text, { engines: ['secrets'] }).flags.includes('SECRET');

/** Every substring of 8 characters of `secret` that survives in `masked`. */
function leakedPieces(masked: string, secret: string): string[] {
  const out: string[] = [];
  for (let i = 0; i + 8 <= secret.length; i++) {
    const piece = secret.slice(i, i + 8);
    if (masked.includes(piece)) out.push(piece);
  }
  return out;
}

describe('secrets in config and code forms (issue 37)', () => {
  it('finds >= 92% of the generated credentials in every config form, and every multi-part credential', () => {
    const cases = configFormCases(3);
    const missed = cases.filter((c) => !flagged(c.text));
    expect(
      1 - missed.length / cases.length,
      missed
        .slice(0, 5)
        .map((c) => c.text)
        .join('\n'),
    ).toBeGreaterThanOrEqual(0.92);
    for (const c of multiPartCases(5, 10)) expect(flagged(c.text), c.text).toBe(true);
  });

  it('finds >= 90% of random tokens written bare in quotes (no key name), by entropy and charset', () => {
    const cases = bareQuotedCases(21, 60);
    const found = cases.filter(flagged);
    expect(found.length / cases.length).toBeGreaterThanOrEqual(0.9);
  });

  it('flags at most 3% of harmless key-word text', () => {
    const hits = HARMLESS.filter(flagged);
    expect(hits.length / HARMLESS.length, hits.join('\n')).toBeLessThanOrEqual(0.03);
  });

  it('never leaves 8 characters of any part of a masked credential (property over the fixtures)', () => {
    const pool = [
      ...multiPartCases(11, 25),
      ...configFormCases(13).filter((c) => flagged(c.text)),
      ...secretCases(17, 3)
        .filter((c) => c.value !== undefined && flagged(c.text))
        .map((c) => ({ text: c.text, parts: [c.value as string], family: c.family })),
    ]
      // A connection string or URL is a value whose host and names are not secret: its secret
      // part is checked in the multi-part set (the password alone).
      .filter((c) => flagged(c.text) && c.parts.every((p) => !/[;\s]|:\/\//.test(p)));
    fc.assert(
      fc.property(
        fc.array(fc.nat({ max: pool.length - 1 }), { minLength: 1, maxLength: 4 }),
        fc.constantFrom(' ', '\n', ' and ', '", "', '; '),
        (picks, sep) => {
          const chosen = picks.map((i) => pool[i]).filter((c) => c !== undefined);
          const text = chosen.map((c) => c.text).join(sep);
          const masked = redactText(text, []);
          for (const c of chosen) {
            for (const part of c.parts) {
              if (!chosen.every((o) => o.parts.includes(part) || !o.text.includes(part))) continue;
              expect(leakedPieces(masked, part), `${c.family}: ${masked}`).toEqual([]);
            }
          }
        },
      ),
      { numRuns: 300, seed: 37 },
    );
  });
});
