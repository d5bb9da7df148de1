import type { ByteReader } from '../byte-reader.js';
import type { ScanContext } from '../context.js';

// Legacy Keras `.h5` models keep their architecture as a JSON attribute (`model_config`); a Lambda
// layer there carries marshalled bytecode that `load_model` runs. Rather than parse HDF5, the
// byte stream is searched for the JSON markers (json.dumps spacing and compact spacing).
const MARKERS = ['"class_name": "Lambda"', '"class_name":"Lambda"'].map((m) => Buffer.from(m, 'latin1'));
const OVERLAP = Math.max(...MARKERS.map((m) => m.length)) - 1;

/**
 * Scans an HDF5 file (legacy Keras `.h5`, Keras 3 `model.weights.h5`) for Lambda layers in the
 * embedded model config. Streams: each piece is searched natively, plus a small window across
 * piece boundaries.
 */
export async function scanHdf5(reader: ByteReader, ctx: ScanContext): Promise<void> {
  let carry = Buffer.alloc(0);
  let found: number | undefined;
  await reader.drain((piece) => {
    if (found !== undefined) return;
    const buf = Buffer.from(piece.buffer, piece.byteOffset, piece.byteLength);
    const base = reader.offset - piece.length;
    const window = Buffer.concat([carry, buf.subarray(0, OVERLAP)]);
    for (const marker of MARKERS) {
      const inWindow = window.indexOf(marker);
      const inPiece = buf.indexOf(marker);
      if (inWindow >= 0) found = base - carry.length + inWindow;
      else if (inPiece >= 0) found = base + inPiece;
      if (found !== undefined) return;
    }
    carry = Buffer.from(buf.subarray(Math.max(0, buf.length - OVERLAP)));
  });
  if (found === undefined) return;
  ctx.report.add({
    severity: 'high',
    flag: 'EMBEDDED_CODE',
    kind: 'keras_lambda',
    detail: 'HDF5 model config declares a Lambda layer carrying Python code',
    member: ctx.member,
    offset: found,
  });
}
