import { describe, expect, it } from 'vitest';
import { ArtifactTooLargeError, scanArtifact } from '../../src/artifacts/index.js';
import { chunked, fixture, loadManifest, randomSizes, rng } from './fixtures.js';

const names = Object.keys(loadManifest());

describe('robustness', () => {
  it('reports (never throws) on every fixture truncated at many points', async () => {
    for (const name of names) {
      const bytes = fixture(name);
      const step = Math.max(1, Math.floor(bytes.length / 23));
      for (let cut = 0; cut < bytes.length; cut += step) {
        const report = await scanArtifact(chunked(bytes.subarray(0, cut), randomSizes(cut, 8, 50)), {
          filenameHint: name,
        });
        expect(report.bytesScanned).toBe(cut);
        expect(['ALLOW', 'BLOCK']).toContain(report.action);
      }
    }
  });

  it('reports (never throws) on randomly corrupted fixtures', async () => {
    const random = rng(42);
    for (let round = 0; round < 600; round += 1) {
      const name = names[Math.floor(random() * names.length)] ?? 'empty.bin';
      const bytes = fixture(name).slice();
      if (bytes.length === 0) continue;
      const flips = 1 + Math.floor(random() * 4);
      for (let i = 0; i < flips; i += 1) {
        bytes[Math.floor(random() * bytes.length)] = Math.floor(random() * 256);
      }
      const report = await scanArtifact(chunked(bytes, randomSizes(round, 16, 300)), { filenameHint: name });
      expect(report.bytesScanned).toBe(bytes.length);
      expect(report.findings.every((f) => f.detail.length <= 400)).toBe(true);
    }
  });

  it('reports (never throws) on random bytes of every length up to 2 KB', async () => {
    const random = rng(7);
    for (let length = 0; length < 2048; length += 37) {
      const bytes = Uint8Array.from({ length }, () => Math.floor(random() * 256));
      const report = await scanArtifact(chunked(bytes, [13]));
      expect(report.bytesScanned).toBe(length);
    }
  });

  it('stops a deflate bomb while inflating, long before it is fully expanded', async () => {
    const { deflateRawSync } = await import('node:zlib');
    const payload = deflateRawSync(new Uint8Array(256 * 1024 * 1024));
    const name = Buffer.from('bomb.bin');
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(payload.length, 18);
    local.writeUInt32LE(1000, 22); // lies about the size so the declared ratio looks harmless
    local.writeUInt16LE(name.length, 26);
    const started = Date.now();
    const report = await scanArtifact(chunked(Buffer.concat([local, name, payload]), [65536]));
    expect(report.action).toBe('BLOCK');
    expect(report.findings.some((f) => f.kind === 'zip_bomb' && f.detail.includes('ratio'))).toBe(true);
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('streams a 64 MiB byte string without holding it', async () => {
    const size = 64 * 1024 * 1024;
    async function* hugePickle(): AsyncGenerator<Uint8Array> {
      const head = new Uint8Array(10);
      head.set([0x80, 0x04, 0x8e]);
      new DataView(head.buffer).setUint32(3, size, true);
      yield head.subarray(0, 11 - 0);
      const block = new Uint8Array(1024 * 1024).fill(7);
      for (let i = 0; i < size / block.length; i += 1) yield block;
      yield Uint8Array.of(0x2e);
    }
    const before = process.memoryUsage().heapUsed;
    const report = await scanArtifact(hugePickle());
    expect(report).toMatchObject({ format: 'pickle', action: 'ALLOW' });
    expect(process.memoryUsage().heapUsed - before).toBeLessThan(32 * 1024 * 1024);
  });

  it('rejects nothing but the size limit: maxBytes equal to the size passes', async () => {
    const bytes = fixture('valid.safetensors');
    await expect(scanArtifact(chunked(bytes), { maxBytes: bytes.length })).resolves.toMatchObject({
      action: 'ALLOW',
    });
    await expect(scanArtifact(chunked(bytes), { maxBytes: bytes.length - 1 })).rejects.toBeInstanceOf(
      ArtifactTooLargeError,
    );
  });
});
