import { describe, expect, it } from 'vitest';
import { scanArtifact } from '../../src/artifacts/index.js';
import { chunked } from './fixtures.js';

/**
 * Legacy Keras `.h5` files keep `model_config` and `training_config` as JSON string attributes:
 * they are found in the byte stream, parsed and walked like a `.keras` config, in any chunking.
 */
const SIGNATURE = Buffer.from('\x89HDF\r\n\x1a\n', 'latin1');
function h5(...configs: object[]): Buffer {
  const parts: Buffer[] = [SIGNATURE, Buffer.alloc(2000, 0)];
  for (const c of configs) parts.push(Buffer.from(JSON.stringify(c)), Buffer.alloc(3000, 0x3f));
  return Buffer.concat(parts);
}
const dense = { class_name: 'Dense', config: { name: 'dense', units: 4, activation: 'relu' } };
const model = (layers: object[]) => ({ class_name: 'Sequential', config: { name: 'seq', layers } });
const training = (loss: unknown, metrics: unknown[] = ['accuracy']) => ({
  loss,
  metrics,
  optimizer_config: { class_name: 'Adam', config: { learning_rate: 0.001 } },
});

const scan = (bytes: Uint8Array, strict: boolean, sizes?: number[]) =>
  scanArtifact(chunked(bytes, sizes), { filenameHint: 'model.h5', strict });

describe('Keras HDF5 configs', () => {
  const malicious: [string, Buffer][] = [
    [
      'a Lambda layer in model_config',
      h5(
        model([
          dense,
          { class_name: 'Lambda', config: { name: 'l', function: ['4wEAAAAAAAAA', null, null] } },
        ]),
        training('mse'),
      ),
    ],
    ['a loss naming os.system (training_config)', h5(model([dense]), training('os.system'))],
    [
      'a metric naming subprocess.Popen',
      h5(model([dense]), training('mse', ['accuracy', 'subprocess.Popen'])),
    ],
    [
      'a layer whose module is os',
      h5(model([dense, { class_name: 'system', module: 'os', config: {} }]), training('mse')),
    ],
  ];
  for (const [label, bytes] of malicious) {
    it(`blocks ${label} in both modes and any chunking`, async () => {
      for (const strict of [false, true]) {
        for (const sizes of [undefined, [7], [1000, 13, 4096]]) {
          const r = await scan(bytes, strict, sizes);
          expect(r.action, `${label} ${JSON.stringify(sizes)}: ${JSON.stringify(r.findings)}`).toBe('BLOCK');
        }
      }
    });
  }

  it('allows a plain Sequential model with a standard loss and metrics in both modes', async () => {
    const bytes = h5(
      model([dense, { ...dense, config: { ...dense.config, name: 'out' } }]),
      training('categorical_crossentropy'),
    );
    for (const strict of [false, true]) {
      for (const sizes of [undefined, [7]]) {
        const r = await scan(bytes, strict, sizes);
        expect(r, JSON.stringify(r.findings)).toMatchObject({ action: 'ALLOW', flags: [] });
      }
    }
  });
});
