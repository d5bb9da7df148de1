import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { type ArtifactReport, bytesSource, scanArtifact } from '../../src/artifacts/index.js';
import { chunked } from './fixtures.js';

/**
 * Archives made by the real 7-Zip (test/fixtures/sevenzip/make.sh: LZMA, LZMA2, the default solid
 * settings with a compressed header, 7zAES with and without an encrypted header). The 7z tool is
 * not needed to run these tests.
 */
const DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'fixtures', 'sevenzip');
const archive = (name: string) => new Uint8Array(readFileSync(join(DIR, name)));

/** The archive scanned as an upload (in 61-byte pieces) and from memory, in one policy mode. */
async function scans(name: string, strict: boolean): Promise<ArtifactReport[]> {
  const bytes = archive(name);
  return [
    await scanArtifact(chunked(bytes, [61]), { filenameHint: name, strict }),
    await scanArtifact(bytesSource(bytes), { filenameHint: name, strict }),
  ];
}

describe('7z archives made by 7-Zip', () => {
  const malicious: [string, string][] = [
    ['pickle_lzma2.7z', 'model.pkl'],
    ['pickle_lzma.7z', 'model.pkl'],
    ['checkpoint_solid.7z', 'evil.pt!archive/data.pkl'],
  ];
  for (const [name, member] of malicious) {
    it(`${name}: os.system in ${member} is blocked in both modes`, async () => {
      for (const strict of [false, true]) {
        for (const report of await scans(name, strict)) {
          expect(report.format).toBe('7z');
          expect(report.action, JSON.stringify(report.findings)).toBe('BLOCK');
          expect(report.findings).toContainEqual(
            expect.objectContaining({
              severity: 'critical',
              detail: expect.stringContaining('os.system'),
              location: expect.objectContaining({ member }),
            }),
          );
        }
      }
    });
  }

  it('benign_checkpoint.7z (solid, a state dict and a text file) is allowed in both modes', async () => {
    for (const strict of [false, true]) {
      for (const report of await scans('benign_checkpoint.7z', strict)) {
        expect(report.action, JSON.stringify(report.findings)).toBe('ALLOW');
        expect(report.findings.filter((f) => f.severity !== 'info' && f.severity !== 'low')).toEqual([]);
        expect(report.globals).toContain('torch._utils._rebuild_tensor_v2');
      }
    }
  });

  for (const name of ['encrypted_header.7z', 'encrypted_files.7z']) {
    it(`${name} (7zAES) cannot be inspected: reported by default, blocked under strict, never malicious`, async () => {
      for (const strict of [false, true]) {
        for (const report of await scans(name, strict)) {
          expect(report.action).toBe(strict ? 'BLOCK' : 'ALLOW');
          expect(report.flags).toContain('UNSCANNABLE');
          expect(report.flags).not.toContain('UNSAFE_DESERIALIZATION');
          expect(report.findings.filter((f) => f.severity === 'high' || f.severity === 'critical')).toEqual(
            [],
          );
        }
      }
    });
  }
});
