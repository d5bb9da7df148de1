import { type FileHandle, open } from 'node:fs/promises';

/**
 * An artifact the scanner may read anywhere (a file on disk, bytes in memory). A zip read this
 * way is read as a loader reads it: end record and central directory first, then only the
 * members a loader parses; torch storages are stepped over without reading them.
 */
export interface RandomAccessSource {
  readonly kind: 'random-access';
  /** Total size in bytes. */
  readonly size: number;
  /** Up to `length` bytes at `offset` (fewer only past the end). The view may be reused by the next read. */
  read(offset: number, length: number): Promise<Uint8Array>;
}

/** What {@link scanArtifact} accepts: a byte stream (an upload) or a random-access source. */
export type ArtifactSource = AsyncIterable<Uint8Array> | RandomAccessSource;

export function isRandomAccess(source: ArtifactSource): source is RandomAccessSource {
  return (source as Partial<RandomAccessSource>).kind === 'random-access';
}

/**
 * Bytes in memory as a random-access source (no copy).
 *
 * @example
 * const report = await scanArtifact(bytesSource(readFileSync('model.pt')), { filenameHint: 'model.pt' });
 */
export function bytesSource(bytes: Uint8Array): RandomAccessSource {
  return {
    kind: 'random-access',
    size: bytes.length,
    read: async (offset, length) => bytes.subarray(offset, Math.min(bytes.length, offset + length)),
  };
}

/** A random-access source over an open file; {@link withFileSource} opens and closes it. */
export async function fileSource(handle: FileHandle): Promise<RandomAccessSource> {
  const { size } = await handle.stat();
  return {
    kind: 'random-access',
    size,
    read: async (offset, length) => {
      const want = Math.max(0, Math.min(length, size - offset));
      // A fresh buffer per read: a member's pieces are handed to parsers that may keep them.
      const buffer = Buffer.allocUnsafe(want);
      let got = 0;
      while (got < want) {
        const { bytesRead } = await handle.read(buffer, got, want - got, offset + got);
        if (bytesRead === 0) break;
        got += bytesRead;
      }
      return buffer.subarray(0, got);
    },
  };
}

/**
 * Opens `path`, runs `use` with it as a random-access source, closes it.
 *
 * @example
 * const report = await withFileSource('model.pt', (src) => scanArtifact(src, { filenameHint: 'model.pt' }));
 */
export async function withFileSource<T>(path: string, use: (source: RandomAccessSource) => Promise<T>) {
  const handle = await open(path, 'r');
  try {
    return await use(await fileSource(handle));
  } finally {
    await handle.close();
  }
}

/** Piece size of a ranged stream: large enough that a file streams at disk speed. */
const PIECE = 1024 * 1024;

/** The bytes [`from`, `to`) of `source` as a stream of pieces (ends early at end of source). */
export async function* rangeOf(
  source: RandomAccessSource,
  from: number,
  to: number,
): AsyncGenerator<Uint8Array> {
  for (let at = from; at < to; ) {
    const piece = await source.read(at, Math.min(PIECE, to - at));
    if (piece.length === 0) return;
    at += piece.length;
    yield piece;
  }
}
