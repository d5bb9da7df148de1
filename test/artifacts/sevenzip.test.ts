import { describe, expect, it } from 'vitest';
import { decodeLzma, decodeLzma2 } from '../../src/artifacts/formats/lzma.js';
import { scanArtifact } from '../../src/artifacts/index.js';
import { callPickle, lzma2Stored, once, op, sevenZip, stateDict, torchZip } from './build.js';

/**
 * 7z archives (nullifAI: a checkpoint a loader unwraps from 7z) are opened and every file scanned;
 * LZMA and LZMA2 are decoded here. The compressed streams below were made by CPython's lzma
 * module (FORMAT_RAW) from three copies of a 24-byte pickle calling os.system('id').
 */
const PICKLE = Buffer.from('\x80\x02cos\nsystem\n(X\x02\x00\x00\x00idtR.', 'latin1');
const THREE = Buffer.concat([PICKLE, PICKLE, PICKLE]);
const LZMA2 = Buffer.from(
  'e00047001f5d0040008803bc30bd34de2f5e26d069f33fb0989f3d7fb9f2b926a36a4648800000',
  'hex',
);
const LZMA1 = Buffer.from(
  '0040008803bc30bd34de2f5e26d069f33fb0989f3d7fb9f2b926a36a497a478ffffe7f8000',
  'hex',
);
const LZMA1_PROPS = Buffer.from([93, 0, 0, 1, 0]); // lc=3 lp=0 pb=2, 64 KiB dictionary

const scan = (bytes: Uint8Array, strict = false) =>
  scanArtifact(once(bytes), { filenameHint: 'model.7z', strict });

describe('LZMA decoders', () => {
  it('decode what CPython compressed, LZMA and LZMA2', () => {
    expect(Buffer.from(decodeLzma2(LZMA2, THREE.length))).toEqual(THREE);
    expect(Buffer.from(decodeLzma(LZMA1, LZMA1_PROPS, THREE.length))).toEqual(THREE);
  });

  it('throw (never overrun) on corrupt, truncated or oversized-claim input', () => {
    for (let cut = 1; cut < LZMA2.length; cut += 3)
      expect(() => decodeLzma2(LZMA2.subarray(0, cut), THREE.length)).toThrow();
    const flipped = Buffer.from(LZMA1);
    flipped[20] = (flipped[20] ?? 0) ^ 0xff;
    try {
      const out = decodeLzma(flipped, LZMA1_PROPS, THREE.length);
      expect(out.length).toBe(THREE.length);
    } catch (error) {
      expect((error as Error).name).toBe('MalformedError');
    }
    expect(() => decodeLzma2(LZMA2, THREE.length + 10)).toThrow();
  });
});

describe('7z archives', () => {
  const system = [{ name: 'model.pkl', data: THREE }];
  const variants: [string, Buffer][] = [
    ['LZMA2 (7-Zip default)', sevenZip(system, { id: 'lzma2' }, LZMA2)],
    ['LZMA', sevenZip(system, { id: 'lzma', props: LZMA1_PROPS }, LZMA1)],
    ['stored (Copy)', sevenZip(system, { id: 'copy' }, THREE)],
    ['LZMA2 with an encoded header', sevenZip(system, { id: 'lzma2' }, LZMA2, { encodeHeader: true })],
  ];
  for (const [label, archive] of variants) {
    it(`finds os.system in a pickle inside a ${label} 7z, in both modes`, async () => {
      for (const strict of [false, true]) {
        const r = await scan(archive, strict);
        expect(r.format).toBe('7z');
        expect(r.action, JSON.stringify(r.findings)).toBe('BLOCK');
        expect(r.findings.find((f) => f.detail.includes('os.system'))?.location.member).toBe('model.pkl');
      }
    });
  }

  it('opens a PyTorch checkpoint in a 7z (nullifAI) and names the member inside', async () => {
    const evil = torchZip(callPickle('posix', 'system', op.str('id')));
    const archive = sevenZip(
      [
        { name: 'readme.txt', data: Buffer.from('weights\n') },
        { name: 'model.pt', data: evil },
      ],
      { id: 'lzma2' },
      lzma2Stored(Buffer.concat([Buffer.from('weights\n'), evil])),
    );
    const r = await scan(archive);
    expect(r.action).toBe('BLOCK');
    expect(r.findings.some((f) => f.location.member === 'model.pt!archive/data.pkl')).toBe(true);
  });

  it('blocks a member path that escapes the extraction directory', async () => {
    const data = Buffer.from('x');
    for (const name of ['../../.bashrc', '/etc/cron.d/x', '..\\..\\startup.bat']) {
      const r = await scan(sevenZip([{ name, data }], { id: 'copy' }, data));
      expect(r.action, name).toBe('BLOCK');
      expect(r.findings.some((f) => f.kind === 'unsafe_member_path')).toBe(true);
    }
  });

  it('allows a benign checkpoint in a 7z in both modes', async () => {
    const good = torchZip(stateDict(3), 3);
    const archive = sevenZip([{ name: 'model.pt', data: good }], { id: 'lzma2' }, lzma2Stored(good));
    for (const strict of [false, true]) {
      const r = await scan(archive, strict);
      expect(r, JSON.stringify(r.findings)).toMatchObject({ action: 'ALLOW', flags: [] });
    }
  });

  it('answers an encrypted 7z UNSCANNABLE, and a truncated or corrupted one without a crash', async () => {
    const locked = sevenZip(system, { id: 'aes' }, Buffer.alloc(48, 7));
    const r = await scan(locked);
    expect(r).toMatchObject({ action: 'ALLOW', flags: ['UNSCANNABLE'] });
    expect((await scan(locked, true)).action).toBe('BLOCK');
    const good = variants[0]?.[1] as Buffer;
    for (let cut = 1; cut < good.length; cut += 5) {
      const t = await scan(good.subarray(0, cut));
      expect(t.findings.some((f) => f.kind === 'scanner_error')).toBe(false);
    }
    for (let i = 32; i < good.length; i += 1) {
      const bad = Buffer.from(good);
      bad[i] = (bad[i] ?? 0) ^ 0x55;
      const t = await scan(bad);
      expect(
        t.findings.some((f) => f.kind === 'scanner_error'),
        `byte ${i}`,
      ).toBe(false);
    }
  });
});
