import { describe, expect, it } from 'vitest';
import { scanArtifact } from '../../src/artifacts/index.js';
import { callPickle, once, op, zip } from './build.js';

/**
 * Containers a loader unwraps (issue 38): safetensors headers that carry code or name a callable
 * to import, and NumPy object arrays however their dtype is spelled, alone or inside an `.npz`.
 */
const scan = (bytes: Uint8Array, filenameHint: string, strict = false) =>
  scanArtifact(once(bytes), { filenameHint, strict });

function safetensors(header: Record<string, unknown>, data: Buffer): Buffer {
  const json = Buffer.from(JSON.stringify(header));
  const len = Buffer.alloc(8);
  len.writeBigUInt64LE(BigInt(json.length));
  return Buffer.concat([len, json, data]);
}
const weight = { dtype: 'F32', shape: [2], data_offsets: [0, 8] };

function npy(descr: string, body: Uint8Array, shape = '(1,)'): Buffer {
  let header = `{'descr': ${descr}, 'fortran_order': False, 'shape': ${shape}, }`;
  header += `${' '.repeat(63 - ((10 + header.length) % 64))}\n`;
  const pre = Buffer.from([0x93, 0x4e, 0x55, 0x4d, 0x50, 0x59, 1, 0, 0, 0]);
  pre.writeUInt16LE(header.length, 8);
  return Buffer.concat([pre, Buffer.from(header, 'latin1'), body]);
}
const payload = callPickle('os', 'system', op.str('id'));

describe('safetensors headers', () => {
  const malicious: [string, Buffer][] = [
    [
      'metadata with Python reaching the OS',
      safetensors(
        { __metadata__: { model_info: "import os; os.system('echo pwned')" }, w: weight },
        Buffer.alloc(8),
      ),
    ],
    [
      'metadata naming a denied callable',
      safetensors({ __metadata__: { loader: 'os.system' }, w: weight }, Buffer.alloc(8)),
    ],
    [
      'a tensor entry with an extra field naming code to import',
      safetensors({ w: { ...weight, __class__: 'subprocess:Popen' } }, Buffer.alloc(8)),
    ],
    [
      'metadata carrying a base64 pickle',
      safetensors(
        { __metadata__: { blob: Buffer.from(payload).toString('base64') }, w: weight },
        Buffer.alloc(8),
      ),
    ],
  ];
  for (const [label, bytes] of malicious) {
    it(`blocks ${label} in both modes`, async () => {
      for (const strict of [false, true]) {
        const r = await scan(bytes, 'model.safetensors', strict);
        expect(r.action, JSON.stringify(r.findings)).toBe('BLOCK');
        expect(r.flags).toContain('EMBEDDED_CODE');
      }
    });
  }

  it('allows ordinary metadata (format, dotted versions, prose, hub ids) in both modes', async () => {
    const bytes = safetensors(
      {
        __metadata__: {
          format: 'pt',
          version: '1.2.3',
          'modelspec.architecture': 'stable-diffusion-xl-v1-base',
          base_model: 'meta-llama.Llama-3',
          description: 'A small transformer model for text classification; see os.path docs',
        },
        w: weight,
      },
      Buffer.alloc(8),
    );
    for (const strict of [false, true]) {
      const r = await scan(bytes, 'model.safetensors', strict);
      expect(r, JSON.stringify(r.findings)).toMatchObject({ action: 'ALLOW', flags: [] });
    }
  });
});

describe('NumPy object arrays', () => {
  for (const descr of ["'object'", "'object_'", "'|O'", "'O8'", "[('a', 'object'), ('b', '<f4')]"]) {
    it(`scans the pickle of an object array whose descr is ${descr}, alone and in an npz`, async () => {
      const arr = npy(descr, payload);
      for (const [bytes, name] of [
        [arr, 'x.npy'],
        [zip([{ name: 'x.npy', data: arr }]), 'w.npz'],
        [zip([{ name: 'x', data: arr, deflate: true }]), 'w.npz'],
      ] as const) {
        for (const strict of [false, true]) {
          const r = await scan(bytes, name, strict);
          expect(r.action, `${descr} ${name}`).toBe('BLOCK');
          expect(r.findings.some((f) => f.detail.includes('os.system'))).toBe(true);
        }
      }
    });
  }

  it('allows a plain float npz in both modes', async () => {
    const bytes = zip([{ name: 'w.npy', data: npy("'<f4'", Buffer.alloc(16), '(4,)') }]);
    for (const strict of [false, true]) expect((await scan(bytes, 'w.npz', strict)).action).toBe('ALLOW');
  });
});
