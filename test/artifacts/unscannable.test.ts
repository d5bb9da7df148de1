import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { scanArtifact } from '../../src/artifacts/index.js';
import { callPickle, once, stateDict, torchZip, zip } from './build.js';

/**
 * `UNSCANNABLE`: what cannot be inspected (password-protected members, a file cut short, bytes in
 * no known format, compressions with no decoder) is neither malicious nor clean. Its own flag; the
 * strict policy blocks it, the default one reports it (ALLOW with the flag); `unscannable`
 * overrides either way. Findings made before a cut still decide the verdict.
 */
const scan = (bytes: Uint8Array, opts: Parameters<typeof scanArtifact>[1] = {}) =>
  scanArtifact(once(bytes), { filenameHint: 'model.pt', ...opts });

const benignCheckpoint = torchZip(stateDict(3), 3);

const cases: [string, Uint8Array, string][] = [
  [
    'a PyTorch checkpoint cut in half',
    benignCheckpoint.subarray(0, benignCheckpoint.length >> 1),
    'truncated',
  ],
  [
    'a PyTorch checkpoint missing its end record',
    benignCheckpoint.subarray(0, benignCheckpoint.length - 10),
    'truncated',
  ],
  ['a pickle cut before STOP', stateDict(2).subarray(0, 60), 'truncated'],
  ['random bytes (not a pickle)', randomBytes(4096).fill(0x07, 0, 1), 'no known model format'],
  [
    'a password-protected checkpoint',
    zip([
      { name: 'archive/data.pkl', data: stateDict(1), encrypted: true },
      { name: 'archive/version', data: Buffer.from('3\n') },
    ]),
    'password-protected',
  ],
  [
    'a password-protected npz',
    zip([{ name: 'w.npy', data: Buffer.alloc(200, 1), deflate: true, encrypted: true }]),
    'password-protected',
  ],
];

describe('UNSCANNABLE', () => {
  for (const [label, bytes, detail] of cases) {
    it(`${label}: reported by default, blocked under strict, never called malicious`, async () => {
      const lenient = await scan(bytes);
      expect(lenient.action, JSON.stringify(lenient.findings)).toBe('ALLOW');
      expect(lenient.flags).toContain('UNSCANNABLE');
      expect(lenient.flags).not.toContain('UNSAFE_DESERIALIZATION');
      expect(lenient.flags).not.toContain('SUSPICIOUS_IMPORT');
      const hit = lenient.findings.find((f) => f.flag === 'UNSCANNABLE');
      expect(hit?.detail).toContain(detail);
      const strict = await scan(bytes, { strict: true });
      expect(strict.action).toBe('BLOCK');
      expect(strict.flags).toContain('UNSCANNABLE');
      expect(strict.findings.every((f) => f.severity !== 'critical' && f.severity !== 'high')).toBe(true);
      // The policy's own action wins over the strict default, both ways.
      expect((await scan(bytes, { strict: true, unscannable: 'FLAG' })).action).toBe('ALLOW');
      expect((await scan(bytes, { unscannable: 'BLOCK' })).action).toBe('BLOCK');
    });
  }

  it('keeps a malicious verdict made before the cut, whatever the unscannable action', async () => {
    const exploit = torchZip(callPickle('os', 'system', Buffer.from('\x8c\x02id', 'latin1')));
    const cut = exploit.subarray(0, exploit.length - 40);
    for (const unscannable of ['FLAG', 'BLOCK'] as const) {
      const r = await scan(cut, { unscannable });
      expect(r.action).toBe('BLOCK');
      expect(r.flags).toEqual(expect.arrayContaining(['UNSAFE_DESERIALIZATION', 'UNSCANNABLE']));
    }
  });

  it('leaves a whole benign checkpoint clean in both modes', async () => {
    for (const strict of [false, true]) {
      const r = await scan(benignCheckpoint, { strict });
      expect(r).toMatchObject({ action: 'ALLOW', flags: [] });
    }
  });
});
