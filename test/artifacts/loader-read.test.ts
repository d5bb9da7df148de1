import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  ArtifactTooLargeError,
  bytesSource,
  type RandomAccessSource,
  scanArtifact,
  withFileSource,
} from '../../src/artifacts/index.js';
import { callPickle, op, stateDict, type ZipEntry, zip } from './build.js';
import { chunked, fixture, loadManifest, rng } from './fixtures.js';

/**
 * Issue 38 item 5: a file or bytes in memory are read as `torch.load` reads them (central
 * directory, then the members a loader parses); storages are never read. Every fixture keeps its
 * verdict this way, and what only a directory read can see (a member hidden in another's data) is
 * scanned.
 */

const manifest = loadManifest();

describe('a file read as a loader reads it gives every fixture its verdict', () => {
  for (const [file, expected] of Object.entries(manifest)) {
    it(file, async () => {
      const bytes = fixture(file);
      for (const strict of expected.strictAction === undefined ? [false] : [false, true]) {
        const random = await scanArtifact(bytesSource(bytes), { filenameHint: file, strict });
        const want = strict ? expected.strictAction : expected.action;
        expect(random.action, JSON.stringify(random.findings, null, 1)).toBe(want);
        expect(random.flags).toEqual(expect.arrayContaining(expected.flags));
        if (expected.format !== undefined) expect(random.format).toBe(expected.format);
      }
    });
  }
});

/** A random-access source over `bytes` that counts what the scanner reads. */
function counted(bytes: Uint8Array): RandomAccessSource & { bytesRead: number } {
  const inner = bytesSource(bytes);
  const source = {
    kind: 'random-access' as const,
    size: bytes.length,
    bytesRead: 0,
    read: async (offset: number, length: number) => {
      const piece = await inner.read(offset, length);
      source.bytesRead += piece.length;
      return piece;
    },
  };
  return source;
}

const MiB = 1024 * 1024;

/** Bytes that do not compress (tensor-like), deterministic. */
function noise(size: number): Buffer {
  const out = Buffer.alloc(size);
  let state = 0x9e3779b9;
  for (let i = 0; i < size; i += 4) {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    out.writeUInt32LE(state >>> 0, i);
  }
  return out;
}

/** A checkpoint with `storages` stored storages of `size` bytes, plus whatever `extra` adds. */
function checkpoint(pkl: Uint8Array, storages: number, size: number, extra: ZipEntry[] = []): Buffer {
  const entries: ZipEntry[] = [
    { name: 'archive/data.pkl', data: pkl },
    { name: 'archive/byteorder', data: Buffer.from('little') },
  ];
  for (let i = 0; i < storages; i += 1)
    entries.push({ name: `archive/data/${i}`, data: Buffer.alloc(size, i + 1) });
  entries.push(...extra, { name: 'archive/version', data: Buffer.from('3\n') });
  return zip(entries);
}

/** Flips the CRC-32 of member `name` in its local header and its directory entry. */
function breakCrc(archive: Buffer, name: string): Buffer {
  const out = Buffer.from(archive);
  const bytes = Buffer.from(name);
  const local = out.indexOf(bytes) - 30;
  const central = out.lastIndexOf(bytes) - 46;
  out.writeUInt32LE((out.readUInt32LE(local + 14) ^ 0xffff) >>> 0, local + 14);
  out.writeUInt32LE((out.readUInt32LE(central + 16) ^ 0xffff) >>> 0, central + 16);
  return out;
}

const worrying = (findings: { severity: string }[]) =>
  findings.filter((f) => f.severity !== 'info' && f.severity !== 'low');

describe('a zip read through its central directory', () => {
  it('reads the pickle and the records torch opens, not the storages', async () => {
    const archive = checkpoint(stateDict(4), 4, 4 * MiB);
    const source = counted(archive);
    const report = await scanArtifact(source, { filenameHint: 'model.pt', strict: true });
    expect(report).toMatchObject({ action: 'ALLOW', format: 'pytorch-zip', bytesScanned: archive.length });
    expect(worrying(report.findings)).toEqual([]);
    expect(source.bytesRead).toBeLessThan(128 * 1024);
  });

  it('blocks a payload in data.pkl of a large checkpoint in both modes', async () => {
    const archive = checkpoint(callPickle('os', 'system', op.str('id')), 2, 4 * MiB);
    for (const strict of [false, true]) {
      const report = await scanArtifact(bytesSource(archive), { filenameHint: 'model.pt', strict });
      expect(report.action).toBe('BLOCK');
      expect(report.findings).toContainEqual(
        expect.objectContaining({
          severity: 'critical',
          location: { member: 'archive/data.pkl', offset: 2 },
        }),
      );
    }
  });

  it('checks the CRC-32 of what it inspects only', async () => {
    const storage = await scanArtifact(
      bytesSource(breakCrc(checkpoint(stateDict(1), 1, MiB), 'archive/data/0')),
    );
    expect(worrying(storage.findings)).toEqual([]);
    for (const name of ['archive/data.pkl', 'archive/version']) {
      const report = await scanArtifact(bytesSource(breakCrc(checkpoint(stateDict(1), 1, MiB), name)), {
        strict: true,
      });
      expect(report.action).toBe('BLOCK');
      expect(report.findings).toContainEqual(
        expect.objectContaining({ kind: 'member_integrity', detail: `${name}: CRC-32 mismatch` }),
      );
    }
  });

  it('steps over a member no loader parses after sniffing it, without its CRC-32', async () => {
    const notes = { name: 'archive/extra/notes.txt', data: Buffer.alloc(4 * MiB, 0x61) };
    const archive = breakCrc(checkpoint(stateDict(1), 1, 16, [notes]), 'archive/extra/notes.txt');
    const source = counted(archive);
    const report = await scanArtifact(source, { strict: true });
    expect(report.action).toBe('ALLOW');
    expect(worrying(report.findings)).toEqual([]);
    expect(source.bytesRead).toBeLessThan(2 * MiB);
  });

  it('inspects a member whose bytes are a pickle whatever its name', async () => {
    const hidden = {
      name: 'archive/extra/weights.bin',
      data: callPickle('subprocess', 'Popen', op.str('id')),
    };
    const report = await scanArtifact(bytesSource(checkpoint(stateDict(1), 1, 16, [hidden])));
    expect(report.action).toBe('BLOCK');
    expect(report.findings.some((f) => f.location.member === 'archive/extra/weights.bin')).toBe(true);
  });

  it('does not inflate a deflated storage, and bounds its declared sizes', async () => {
    const deflated = zip([
      { name: 'archive/data.pkl', data: stateDict(1) },
      { name: 'archive/data/0', data: noise(8 * MiB), deflate: true },
    ]);
    const source = counted(deflated);
    const report = await scanArtifact(source, { strict: true });
    expect(report.action).toBe('ALLOW');
    expect(source.bytesRead).toBeLessThan(64 * 1024);
    // The same storage declaring 64 GiB from its few compressed bytes: a bomb by its sizes alone.
    const bomb = Buffer.from(deflated);
    const central = bomb.lastIndexOf(Buffer.from('archive/data/0')) - 46;
    bomb.writeUInt32LE(0xffff_fff0, central + 24);
    const bombed = await scanArtifact(bytesSource(bomb));
    expect(bombed.action).toBe('BLOCK');
    expect(bombed.findings).toContainEqual(expect.objectContaining({ kind: 'zip_bomb' }));
  });

  it('inflates a deflated member no loader parses under the bomb bounds, as the stream read does', async () => {
    const bomb = zip([
      { name: 'archive/data.pkl', data: stateDict(1) },
      { name: 'extra/blob.bin', data: Buffer.alloc(64 * MiB), deflate: true },
    ]);
    // Both headers lie about the size, so the declared ratio looks harmless.
    bomb.writeUInt32LE(1000, bomb.indexOf(Buffer.from('extra/blob.bin')) - 30 + 22);
    bomb.writeUInt32LE(1000, bomb.lastIndexOf(Buffer.from('extra/blob.bin')) - 46 + 24);
    for (const report of [await scanArtifact(bytesSource(bomb)), await scanArtifact(chunked(bomb))]) {
      expect(report.action).toBe('BLOCK');
      expect(report.findings).toContainEqual(
        expect.objectContaining({ kind: 'zip_bomb', detail: expect.stringContaining('ratio') }),
      );
    }
  });

  it('reports a stored storage whose two sizes differ', async () => {
    const archive = checkpoint(stateDict(1), 1, 64);
    const central = archive.lastIndexOf(Buffer.from('archive/data/0')) - 46;
    archive.writeUInt32LE(65, central + 24);
    const local = archive.indexOf(Buffer.from('archive/data/0')) - 30;
    archive.writeUInt32LE(65, local + 22);
    const report = await scanArtifact(bytesSource(archive), { strict: true });
    expect(report.findings).toContainEqual(
      expect.objectContaining({
        kind: 'member_integrity',
        detail: expect.stringContaining('stored size 64'),
      }),
    );
  });

  it('blocks a storage whose directory entry declares another size than its local header, both reads', async () => {
    const archive = checkpoint(stateDict(1), 1, 64);
    const central = archive.lastIndexOf(Buffer.from('archive/data/0')) - 46;
    archive.writeUInt32LE(64 * MiB, central + 24);
    for (const report of [await scanArtifact(bytesSource(archive)), await scanArtifact(chunked(archive))]) {
      expect(report.action).toBe('BLOCK');
      expect(report.findings).toContainEqual(expect.objectContaining({ kind: 'directory_mismatch' }));
    }
  });

  it('scans the member hidden inside another member, which a stream scan cannot reach', async () => {
    const bytes = fixture('hidden_member.pt');
    const random = await scanArtifact(bytesSource(bytes));
    expect(random.action).toBe('BLOCK');
    expect(random.findings).toContainEqual(expect.objectContaining({ kind: 'hidden_member' }));
    expect(random.flags).toContain('UNSAFE_DESERIALIZATION');
    const streamed = await scanArtifact(chunked(bytes));
    expect(streamed.flags).not.toContain('UNSAFE_DESERIALIZATION');
  });

  it('reads bytes no directory entry covers as a stream, as a stream scan reports them', async () => {
    const listed = zip([{ name: 'archive/data.pkl', data: stateDict(1) }]);
    const unlisted = zip([{ name: 'archive/evil.pkl', data: callPickle('os', 'system', op.str('id')) }]);
    const firstEnd = listed.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    const orphanEnd = unlisted.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    // One listed member, then an unlisted one before the directory (offsets shifted to match).
    const dir = Buffer.from(listed.subarray(firstEnd));
    dir.writeUInt32LE(firstEnd + orphanEnd, dir.length - 6);
    const archive = Buffer.concat([listed.subarray(0, firstEnd), unlisted.subarray(0, orphanEnd), dir]);
    const random = await scanArtifact(bytesSource(archive));
    expect(random).toEqual(await scanArtifact(chunked(archive)));
    expect(random.findings).toContainEqual(expect.objectContaining({ kind: 'orphan_member' }));
  });

  it('finds members with data descriptors', async () => {
    const pkl = callPickle('os', 'system', op.str('id'));
    const archive = zip([
      { name: 'archive/data.pkl', data: pkl },
      { name: 'archive/version', data: Buffer.from('3\n') },
    ]);
    // Rewrite the first member as a streaming writer does: flag bit 3, zero local sizes and CRC,
    // a signed descriptor after the data.
    const local = 0;
    const dataEnd = 30 + 'archive/data.pkl'.length + pkl.length;
    const descriptor = Buffer.alloc(16);
    descriptor.writeUInt32LE(0x08074b50, 0);
    descriptor.writeUInt32LE(archive.readUInt32LE(local + 14), 4);
    descriptor.writeUInt32LE(pkl.length, 8);
    descriptor.writeUInt32LE(pkl.length, 12);
    const head = Buffer.from(archive.subarray(0, dataEnd));
    head.writeUInt16LE(8, 6);
    head.fill(0, 14, 26);
    const rest = Buffer.from(archive.subarray(dataEnd));
    const central = rest.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    rest.writeUInt16LE(8, central + 8);
    rest.writeUInt32LE(
      rest.readUInt32LE(central + 46 + 'archive/data.pkl'.length + 42) + 16,
      central + 46 + 16 + 42,
    );
    const end = rest.length - 22;
    rest.writeUInt32LE(rest.readUInt32LE(end + 16) + 16, end + 16);
    const described = Buffer.concat([head, descriptor, rest]);
    const source = counted(described);
    const report = await scanArtifact(source, { filenameHint: 'model.pt' });
    expect(report.action).toBe('BLOCK');
    expect(report.flags).toContain('UNSAFE_DESERIALIZATION');
    expect(worrying(report.findings).filter((f) => f.severity === 'high' || f.severity === 'medium')).toEqual(
      [],
    );
  });

  it('reads a file on disk the same way', async () => {
    const archive = checkpoint(callPickle('os', 'system', op.str('id')), 2, MiB);
    const dir = await mkdtemp(join(tmpdir(), 'vgate-loader-read-'));
    try {
      const path = join(dir, 'model.pt');
      await writeFile(path, archive);
      const fromFile = await withFileSource(path, (file) => scanArtifact(file, { filenameHint: 'model.pt' }));
      expect(fromFile).toEqual(await scanArtifact(bytesSource(archive), { filenameHint: 'model.pt' }));
      expect(fromFile.action).toBe('BLOCK');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('refuses a source larger than maxBytes before reading it', async () => {
    const source = counted(checkpoint(stateDict(1), 1, MiB));
    await expect(scanArtifact(source, { maxBytes: MiB })).rejects.toBeInstanceOf(ArtifactTooLargeError);
    expect(source.bytesRead).toBe(0);
  });
});

describe('the directory read on damaged archives', () => {
  const zips = Object.keys(manifest).filter((name) => {
    const head = fixture(name);
    return head[0] === 0x50 && head[1] === 0x4b && head[2] === 3 && head[3] === 4;
  });
  /** Header bytes are where the directory read parses: flip there (end record, directory, local headers). */
  function mutate(bytes: Uint8Array, random: () => number): Uint8Array {
    const out = bytes.slice();
    const tail = Math.min(out.length, 200);
    for (let i = 0, n = 1 + Math.floor(random() * 6); i < n; i += 1) {
      const at =
        random() < 0.6 ? out.length - 1 - Math.floor(random() * tail) : Math.floor(random() * out.length);
      out[at] = random() < 0.5 ? Math.floor(random() * 256) : (out[at] ?? 0) ^ 0xff;
    }
    return random() < 0.2 ? out.subarray(0, Math.floor(random() * out.length)) : out;
  }

  it('never crashes the scanner, never hangs, and stays bounded', async () => {
    const random = rng(38);
    const rounds = Number(process.env['VGATE_FUZZ_ROUNDS'] ?? 150);
    for (let round = 0; round < rounds; round += 1) {
      for (const name of zips) {
        const mutant = mutate(fixture(name), random);
        const started = performance.now();
        const report = await scanArtifact(bytesSource(mutant), { filenameHint: name });
        expect(performance.now() - started).toBeLessThan(3_000);
        const crash = report.findings.find((f) => f.kind === 'scanner_error');
        expect(crash, `${name} round ${round}: ${crash?.detail}`).toBeUndefined();
        expect(report.findings.length).toBeLessThanOrEqual(201);
      }
    }
  }, 120_000);
});
