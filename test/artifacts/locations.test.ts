import { describe, expect, it } from 'vitest';
import { scanArtifact } from '../../src/artifacts/index.js';
import { chunked, fixture, loadManifest } from './fixtures.js';

describe('every finding says where and why', () => {
  it('names an offset or a member, and carries a detail, for every finding of every fixture', async () => {
    const missing: string[] = [];
    for (const name of Object.keys(loadManifest())) {
      const report = await scanArtifact(chunked(fixture(name)), { filenameHint: name, strict: true });
      for (const f of report.findings) {
        if (f.kind === 'findings_truncated') continue;
        if (f.location.offset === undefined && f.location.member === undefined)
          missing.push(`${name}: ${f.kind}`);
        expect(f.detail.length, `${name}: ${f.kind}`).toBeGreaterThan(10);
      }
    }
    expect(missing).toEqual([]);
  });

  it('names the opcode offset of a called global and of a framing divergence', async () => {
    const report = await scanArtifact(chunked(fixture('frame_hidden_os_system.pkl')));
    const divergence = report.findings.find((f) => f.kind === 'frame_divergence');
    expect(divergence?.location.offset).toBe(11);
    expect(divergence?.detail).toMatch(/BINUNICODE at offset 11 .* FRAME declared at offset 2/);
    const call = (await scanArtifact(chunked(fixture('unvetted_call_p4.pkl')))).findings.find(
      (f) => f.kind === 'unvetted_call',
    );
    expect(call).toMatchObject({ severity: 'high', location: { offset: expect.any(Number) } });
    expect(call?.detail).toContain('mylib.models.Net is called (REDUCE)');
  });

  it('reports a real ZipCrypto member as encrypted, never as a size or CRC mismatch', async () => {
    for (const strict of [false, true]) {
      const report = await scanArtifact(chunked(fixture('encrypted_zipcrypto.npz')), { strict });
      expect(report.findings.map((f) => f.kind)).toEqual(['encrypted_member']);
    }
  });
});
