import type { ByteReader } from '../byte-reader.js';
import { reportMalformed, type ScanContext, ScratchReporter } from '../context.js';
import { rethrowIfFatal } from '../errors.js';
import { PickleScanner } from './scanner.js';

/** Result of scanning a stream of consecutive pickles. */
export interface PickleStreamOutcome {
  format: 'pickle' | 'pytorch-legacy' | 'joblib';
  pickles: number;
  complete: boolean;
}

/** Pickles `torch.save` writes in the legacy format before the raw storages. */
const LEGACY_TORCH_PICKLES = 5;

function breakKind(error: unknown): string {
  const message = error instanceof Error ? error.message : '';
  return /truncated|ended before/.test(message) ? 'truncated' : 'malformed_pickle';
}

/**
 * Scans every pickle in `reader`: files may hold several (`pickle.dump` called repeatedly, torch's
 * legacy format: magic, protocol, sys_info, model, storage keys, then raw storages). After a
 * complete pickle, the next one is scanned when it starts with PROTO; other trailing bytes are
 * parsed tentatively and only reported if they form a whole pickle. On a break, findings made so
 * far stand and a `MALFORMED_ARTIFACT` finding marks the offset.
 */
export async function scanPickleStream(reader: ByteReader, ctx: ScanContext): Promise<PickleStreamOutcome> {
  let pickles = 0;
  let legacy = false;
  let joblib = false;
  const format = () => (legacy ? 'pytorch-legacy' : joblib ? 'joblib' : 'pickle');
  for (;;) {
    if (await reader.atEnd()) return { format: format(), pickles, complete: true };
    if (legacy && pickles === LEGACY_TORCH_PICKLES) {
      // torch reads the storages with f.read, never with pickle: nothing executable remains.
      await reader.drain();
      return { format: 'pytorch-legacy', pickles, complete: true };
    }
    if (pickles > 0 && !legacy && reader.peekU8() !== 0x80) {
      const found = await scanTentativePickle(reader, ctx);
      if (found) {
        pickles += 1;
        continue;
      }
      ctx.report.add({
        severity: 'info',
        flag: 'MALFORMED_ARTIFACT',
        kind: 'trailing_data',
        detail: 'bytes after the last pickle are not a pickle',
        member: ctx.member,
        offset: reader.offset,
      });
      await reader.drain();
      return { format: format(), pickles, complete: true };
    }
    try {
      const outcome = await new PickleScanner(reader, ctx).run();
      if (pickles === 0 && outcome.legacyTorchMagic) legacy = true;
      joblib ||= outcome.joblib;
      pickles += 1;
    } catch (error) {
      rethrowIfFatal(error);
      reportMalformed(ctx, error, breakKind(error), reader.offset);
      await reader.drain();
      return { format: format(), pickles, complete: false };
    }
  }
}

/**
 * Parses one pickle whose presence is only guessed (no PROTO opcode). Findings are committed when
 * it reaches STOP or imported something before breaking (a truncated protocol-0 exploit is still an
 * exploit); otherwise they are discarded as noise. Returns whether the bytes were a pickle.
 */
export async function scanTentativePickle(reader: ByteReader, ctx: ScanContext): Promise<boolean> {
  const scratch = new ScratchReporter();
  const scratchCtx: ScanContext = { ...ctx, report: scratch };
  try {
    await new PickleScanner(reader, scratchCtx).run();
    scratch.commit(ctx.report);
    return true;
  } catch (error) {
    rethrowIfFatal(error);
    if (scratch.globalCount === 0) return false;
    scratch.commit(ctx.report);
    reportMalformed(ctx, error, breakKind(error), reader.offset);
    await reader.drain();
    return true;
  }
}
