import { createInflateRaw, type InflateRaw } from 'node:zlib';
import type { ByteReader } from '../byte-reader.js';
import { MalformedError } from '../errors.js';

/** Compressed bytes handed to zlib per step; bounds the output produced between two bomb checks. */
const STEP = 16 * 1024;

interface InflateProgress {
  consumed: number;
  complete: boolean;
}

/** Writes one piece; settles on its callback or on a zlib error (which may never call back). */
function write(inflater: InflateRaw, piece: Uint8Array): Promise<void> {
  return new Promise((resolve, reject) => {
    const onError = (error: Error) => reject(error);
    inflater.once('error', onError);
    inflater.write(piece, (error) => {
      inflater.off('error', onError);
      if (error) reject(error);
      else resolve();
    });
  });
}

const tick = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/**
 * Inflates a raw deflate stream from `reader`, consuming exactly the compressed bytes of the
 * stream. With a data descriptor the compressed size is unknown, so the end is found the way
 * zlib finds it: the engine stops consuming input at the final block. `zlib.bytesWritten`
 * counts the bytes zlib actually consumed, so unconsumed bytes are left in the reader for the
 * descriptor and the next header.
 */
export async function* inflateRawStream(
  reader: ByteReader,
  compressedSize: number | undefined,
  progress: InflateProgress,
): AsyncGenerator<Uint8Array> {
  const inflater = createInflateRaw();
  const output: Buffer[] = [];
  let failure: Error | undefined;
  inflater.on('data', (chunk: Buffer) => output.push(chunk));
  inflater.on('error', (error: Error) => {
    failure = error;
  });
  try {
    for (;;) {
      const left = compressedSize === undefined ? STEP : Math.min(STEP, compressedSize - progress.consumed);
      if (left <= 0) break;
      if (reader.buffered === 0 && !(await reader.ensure(1))) break;
      const piece = reader.peek(Math.min(left, reader.buffered));
      const before = inflater.bytesWritten;
      try {
        await write(inflater, piece);
      } catch (error) {
        throw new MalformedError(`invalid deflate data: ${(error as Error).message}`, reader.offset);
      }
      await tick();
      const used = inflater.bytesWritten - before;
      reader.bytes(used);
      progress.consumed += used;
      while (output.length > 0) {
        const chunk = output.shift();
        if (chunk !== undefined) yield chunk;
      }
      if (failure !== undefined) throw new MalformedError(`invalid deflate data: ${failure.message}`);
      // zlib stops taking input at the end of the final block: the member is over.
      if (used < piece.length) {
        progress.complete = true;
        return;
      }
    }
    await new Promise<void>((resolve) => {
      inflater.once('end', resolve);
      inflater.once('error', () => resolve());
      inflater.end();
    });
    for (const chunk of output) yield chunk;
    if (failure !== undefined) throw new MalformedError(`truncated deflate data: ${failure.message}`);
    progress.complete = compressedSize === undefined || progress.consumed === compressedSize;
  } finally {
    inflater.removeAllListeners('data');
    inflater.on('error', () => {});
    inflater.close();
  }
}
