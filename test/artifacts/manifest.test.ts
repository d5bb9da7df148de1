import { describe, expect, it } from 'vitest';
import { scanArtifact } from '../../src/artifacts/index.js';
import { chunked, fixture, loadManifest, randomSizes } from './fixtures.js';

const manifest = loadManifest();

describe('artifact fixtures (manifest-driven)', () => {
  for (const [file, expected] of Object.entries(manifest)) {
    describe(file, () => {
      const bytes = fixture(file);

      it(`is ${expected.action}${expected.flags.length ? ` with ${expected.flags.join(', ')}` : ''}`, async () => {
        const report = await scanArtifact(chunked(bytes), { filenameHint: file });
        expect(report.action, JSON.stringify(report.findings, null, 1)).toBe(expected.action);
        expect(report.flags).toEqual(expect.arrayContaining(expected.flags));
        if (expected.format !== undefined) expect(report.format).toBe(expected.format);
        if (expected.detail !== undefined) {
          const match = report.findings.find((f) => f.detail.includes(expected.detail ?? ''));
          expect(match, JSON.stringify(report.findings, null, 1)).toBeDefined();
          if (expected.member !== undefined) expect(match?.location.member).toBe(expected.member);
        }
        if (expected.action === 'ALLOW' && expected.flags.length === 0 && expected.format !== undefined) {
          expect(report.findings.filter((f) => f.severity !== 'info' && f.severity !== 'low')).toEqual([]);
        }
      });

      if (expected.strictAction !== undefined) {
        it(`is ${expected.strictAction} under strict`, async () => {
          const report = await scanArtifact(chunked(bytes), { filenameHint: file, strict: true });
          expect(report.action).toBe(expected.strictAction);
        });
      }

      it('gives the same report one byte at a time and in random chunks', async () => {
        const whole = await scanArtifact(chunked(bytes), { filenameHint: file });
        const bytewise = await scanArtifact(chunked(bytes, [1]), { filenameHint: file });
        const random = await scanArtifact(chunked(bytes, randomSizes(bytes.length + 7, 64, 97)), {
          filenameHint: file,
        });
        expect(bytewise).toEqual(whole);
        expect(random).toEqual(whole);
      });
    });
  }
});
