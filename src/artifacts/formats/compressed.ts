import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createInflate } from 'node:zlib';
import { ByteReader } from '../byte-reader.js';
import { memberPath, nestedContext, reportMalformed, type ScanContext } from '../context.js';
import { rethrowIfFatal } from '../errors.js';
import { BombGuard } from '../zip/bomb.js';

/**
 * Scans a gzip- or zlib-wrapped artifact (joblib `compress=`, `torch.save` to a `.gz`): the
 * stream is inflated on the fly under the same bomb bounds as zip members and the inner bytes go
 * through the full dispatcher.
 */
export async function scanCompressed(
  reader: ByteReader,
  ctx: ScanContext,
  kind: 'gzip' | 'zlib',
): Promise<void> {
  const inflater = kind === 'gzip' ? createGunzip() : createInflate();
  const start = reader.offset;
  const done = pipeline(
    Readable.from(reader.stream(Number.POSITIVE_INFINITY), { objectMode: false }),
    inflater,
  );
  done.catch(() => undefined);
  const guard = new BombGuard(ctx.limits, ctx.budget);
  const member = memberPath(ctx, kind === 'gzip' ? 'gunzipped' : 'inflated');
  async function* guarded(): AsyncGenerator<Uint8Array> {
    for await (const chunk of inflater as AsyncIterable<Buffer>) {
      if (!guard.account(chunk.length, reader.offset - start)) {
        ctx.report.add({
          severity: 'high',
          flag: 'ARCHIVE_HAZARD',
          kind: 'compression_bomb',
          detail: `${kind} stream ${guard.reason}`,
          member,
        });
        inflater.destroy();
        return;
      }
      yield chunk;
    }
  }
  try {
    await ctx.scanNested(new ByteReader(guarded()), nestedContext(ctx, member, ctx.tentative));
  } catch (error) {
    rethrowIfFatal(error);
    reportMalformed(ctx, error, 'corrupt_compressed_stream');
  }
  await reader.drain();
}
