import { describe, expect, it } from 'vitest';
import { type ArtifactReport, ArtifactTooLargeError, scanArtifact } from '../../src/artifacts/index.js';
import { chunked, fixture } from './fixtures.js';

async function scanFixture(name: string, strict = false): Promise<ArtifactReport> {
  return scanArtifact(chunked(fixture(name)), { filenameHint: name, strict });
}

function findingFor(report: ArtifactReport, detail: string) {
  return report.findings.find((f) => f.detail.includes(detail));
}

describe('acceptance: dangerous artifacts block with a location', () => {
  for (const proto of [0, 2, 4]) {
    it(`blocks a protocol ${proto} pickle calling os.system`, async () => {
      const report = await scanFixture(`os_system_p${proto}.pkl`);
      expect(report.action).toBe('BLOCK');
      const finding = findingFor(report, 'os.system');
      expect(finding).toMatchObject({ severity: 'critical', flag: 'UNSAFE_DESERIALIZATION' });
      expect(finding?.location.offset).toBeTypeOf('number');
      expect(report.globals).toContain('os.system');
    });
  }

  it('blocks a PyTorch zip whose data.pkl calls posix.system, naming the member', async () => {
    const report = await scanFixture('torch_posix_system.pt');
    expect(report).toMatchObject({ action: 'BLOCK', format: 'pytorch-zip' });
    expect(findingFor(report, 'posix.system')?.location).toMatchObject({ member: 'archive/data.pkl' });
  });

  it('blocks a .npy object array with a subprocess.Popen payload', async () => {
    const report = await scanFixture('object_popen.npy');
    expect(report).toMatchObject({ action: 'BLOCK', format: 'npy' });
    expect(findingFor(report, 'subprocess.Popen')?.location.offset).toBeGreaterThan(64);
  });

  it('blocks a .keras file with a Lambda layer, naming config.json', async () => {
    const report = await scanFixture('lambda_layer.keras');
    expect(report).toMatchObject({ action: 'BLOCK', format: 'keras' });
    expect(findingFor(report, 'Lambda layer')?.location.member).toBe('config.json');
  });
});

describe('acceptance: benign artifacts are allowed', () => {
  for (const [name, format] of [
    ['torch_state_dict.pt', 'pytorch-zip'],
    ['torch_legacy_state_dict.pt', 'pytorch-legacy'],
    ['valid.safetensors', 'safetensors'],
    ['valid.gguf', 'gguf'],
  ] as const) {
    it(`allows ${name} with no findings, even under strict`, async () => {
      const report = await scanFixture(name, true);
      expect(report).toMatchObject({ action: 'ALLOW', format, flags: [], findings: [] });
    });
  }

  it('lists the globals of a state dict without content', async () => {
    const report = await scanFixture('torch_state_dict.pt');
    expect(report.globals).toEqual([
      'collections.OrderedDict',
      'torch._utils._rebuild_tensor_v2',
      'torch.FloatStorage',
    ]);
  });
});

describe('acceptance: broken input yields a report, never an exception', () => {
  it('reports an empty input', async () => {
    const report = await scanArtifact(chunked(new Uint8Array(0)));
    expect(report).toMatchObject({ format: 'empty', bytesScanned: 0, flags: ['MALFORMED_ARTIFACT'] });
  });

  it('keeps findings made before a truncation', async () => {
    const report = await scanFixture('truncated_exploit.pkl');
    expect(report.action).toBe('BLOCK');
    expect(report.flags).toEqual(expect.arrayContaining(['UNSAFE_DESERIALIZATION', 'UNSCANNABLE']));
  });

  it('flags a pickle renamed to .safetensors and still blocks it', async () => {
    const report = await scanFixture('disguised_pickle.safetensors');
    expect(report).toMatchObject({ action: 'BLOCK', format: 'pickle' });
    expect(report.flags).toContain('FORMAT_MISMATCH');
  });
});

describe('maxBytes', () => {
  it('throws ArtifactTooLargeError as soon as the limit is crossed, without reading the rest', async () => {
    let produced = 0;
    async function* endless(): AsyncGenerator<Uint8Array> {
      const chunk = new Uint8Array(64 * 1024).fill(0x41);
      for (;;) {
        produced += chunk.length;
        yield chunk;
      }
    }
    const error = await scanArtifact(endless(), { maxBytes: 1_000_000 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ArtifactTooLargeError);
    expect(error).toMatchObject({ code: 'artifact_too_large', limit: 1_000_000 });
    expect(produced).toBeLessThan(1_000_000 + 2 * 64 * 1024);
  });

  it('throws inside archives and nested payloads too', async () => {
    const bytes = fixture('nested_zip.zip');
    await expect(scanArtifact(chunked(bytes, [7]), { maxBytes: bytes.length - 1 })).rejects.toBeInstanceOf(
      ArtifactTooLargeError,
    );
    await expect(scanArtifact(chunked(bytes), { maxBytes: bytes.length })).resolves.toMatchObject({
      action: 'BLOCK',
    });
  });
});

describe('source errors', () => {
  it('re-throws the source error itself rather than reporting it as malformed input', async () => {
    const boom = new Error('socket reset');
    async function* failing(): AsyncGenerator<Uint8Array> {
      yield fixture('torch_state_dict.pt').subarray(0, 100);
      throw boom;
    }
    await expect(scanArtifact(failing())).rejects.toBe(boom);
  });
});
