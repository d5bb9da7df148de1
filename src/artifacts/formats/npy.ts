import type { ByteReader } from '../byte-reader.js';
import { reportMalformed, type ScanContext } from '../context.js';
import { MalformedError, rethrowIfFatal } from '../errors.js';
import { scanPickleStream } from '../pickle/stream.js';

/** Header bytes parsed; numpy itself refuses headers above 10 000 bytes unless told otherwise. */
const MAX_HEADER = 1024 * 1024;

/** Parsed `.npy` header dict. */
export interface NpyHeader {
  descr: string;
  objectDtype: boolean;
  shape: number[] | undefined;
  itemSize: number | undefined;
}

/** Bytes per element of a simple dtype string (`<f4`, `|u1`, `<U8`, `|S10`, `<M8[ns]`). */
function itemSize(descr: string): number | undefined {
  const match = /^[<>|=]?([a-zA-Z?])(\d*)/.exec(descr);
  if (match === null) return undefined;
  const kind = match[1] ?? '';
  const size = match[2] ? Number(match[2]) : kind === 'b' || kind === '?' ? 1 : undefined;
  if (size === undefined) return undefined;
  return kind === 'U' ? size * 4 : size;
}

const DESCR = /['"]descr['"]\s*:\s*(?:'([^']*)'|"([^"]*)"|(\[[\s\S]*?\]))/g;
const SHAPE = /['"]shape['"]\s*:\s*\(([^)]*)\)/g;

function isObjectDescr(match: RegExpExecArray): boolean {
  const simple = match[1] ?? match[2];
  // numpy reads 'O', '|O', 'O8', 'object' and 'object_' alike (descr_to_dtype -> np.dtype).
  return simple !== undefined
    ? /^\s*[<>|=]?(?:O|object_?\b)/.test(simple)
    : /['"]\s*[<>|=]?(?:O\d*|object_?)\s*['"]/.test(match[3] ?? '');
}

/**
 * Parses the Python-literal header dict (`{'descr': '<f4', 'fortran_order': False, 'shape': (3,), }`).
 * numpy evaluates it with `ast.literal_eval`, where a repeated key keeps its last value: the last
 * occurrence is used, and `conflicting` says the header names a key twice (a header written to
 * look like plain floats to a first-match parser while numpy unpickles an object array).
 */
export function parseNpyHeader(text: string): NpyHeader & { conflicting: boolean } {
  const descrs = [...text.matchAll(DESCR)];
  const shapes = [...text.matchAll(SHAPE)];
  const descrMatch = descrs[descrs.length - 1];
  if (descrMatch === undefined) throw new MalformedError('npy header has no descr');
  const simple = descrMatch[1] ?? descrMatch[2];
  const descr = simple ?? descrMatch[3] ?? '';
  // Structured dtypes are lists of (name, type) tuples; any object field makes numpy pickle it.
  const objectDtype = descrs.some(isObjectDescr);
  let shape: number[] | undefined;
  const shapeMatch = shapes[shapes.length - 1];
  if (shapeMatch !== undefined) {
    const dims = (shapeMatch[1] ?? '')
      .split(',')
      .map((d) => d.trim())
      .filter((d) => d.length > 0);
    shape = dims.every((d) => /^\d+L?$/.test(d)) ? dims.map((d) => Number.parseInt(d, 10)) : undefined;
  }
  return {
    descr,
    objectDtype,
    shape,
    itemSize: simple !== undefined ? itemSize(simple) : undefined,
    conflicting: descrs.length > 1 || shapes.length > 1,
  };
}

async function readHeader(reader: ByteReader): Promise<NpyHeader & { conflicting: boolean }> {
  if (!(await reader.ensure(10))) throw new MalformedError('npy truncated in preamble', reader.offset);
  reader.bytes(6);
  const major = reader.u8();
  reader.u8();
  if (major < 1 || major > 3) throw new MalformedError(`unsupported npy version ${major}`);
  if (major > 1 && !(await reader.ensure(12))) throw new MalformedError('npy truncated in preamble');
  const headerLen = major === 1 ? reader.u16() : reader.u32();
  if (headerLen > MAX_HEADER) throw new MalformedError(`npy header of ${headerLen} bytes`);
  if (!(await reader.ensure(headerLen))) throw new MalformedError('npy truncated in header', reader.offset);
  const raw = reader.bytes(headerLen);
  const text = new TextDecoder(major === 3 ? 'utf-8' : 'latin1').decode(raw);
  return parseNpyHeader(text);
}

/**
 * Scans a NumPy `.npy` file. Object arrays (`|O`) are stored as a pickle after the header and
 * `numpy.load(allow_pickle=True)` runs it, so that pickle is scanned in full; plain arrays are
 * skipped after checking their length matches the header.
 */
export async function scanNpy(reader: ByteReader, ctx: ScanContext): Promise<void> {
  let header: NpyHeader & { conflicting: boolean };
  try {
    header = await readHeader(reader);
  } catch (error) {
    rethrowIfFatal(error);
    reportMalformed(ctx, error, 'malformed_npy', reader.offset);
    await reader.drain();
    return;
  }
  if (header.conflicting) {
    ctx.report.add({
      severity: 'high',
      flag: 'MALFORMED_ARTIFACT',
      kind: 'npy_header_inconsistent',
      detail:
        'npy header names descr or shape more than once: numpy keeps the last value, a first-match ' +
        `parser the first; read as ${header.objectDtype ? 'an object array (pickle)' : header.descr.slice(0, 40)}`,
      member: ctx.member,
      offset: 0,
    });
  }
  if (header.objectDtype) {
    ctx.report.add({
      severity: 'low',
      flag: 'SUSPICIOUS_IMPORT',
      kind: 'object_array',
      detail: 'object dtype: the array is a pickle that numpy.load(allow_pickle=True) executes',
      member: ctx.member,
      offset: reader.offset,
    });
    await scanPickleStream(reader, ctx);
    return;
  }
  const start = reader.offset;
  const length = await reader.drain();
  if (header.shape === undefined || header.itemSize === undefined) return;
  const expected = header.shape.reduce((a, b) => a * b, 1) * header.itemSize;
  if (expected !== length) {
    ctx.report.add({
      severity: 'medium',
      flag: 'MALFORMED_ARTIFACT',
      kind: 'npy_length',
      detail: `array data is ${length} bytes, header implies ${expected}`,
      member: ctx.member,
      offset: start,
    });
  }
}
