import type { PickleValue } from './values.js';

/**
 * Layout of the raw array bytes joblib writes right after a `NumpyArrayWrapper` is built.
 * `joblib.load` reads them straight from the file (they are not pickle opcodes), so the scanner
 * must step over exactly this many bytes, or it would misparse everything after the first array
 * and a payload placed behind it would go unseen.
 */
export type JoblibArrayLayout =
  | { kind: 'object' }
  | { kind: 'raw'; bytes: number; padded: boolean }
  | { kind: 'unknown'; reason: string };

const WRAPPERS = new Set(['joblib.numpy_pickle.NumpyArrayWrapper']);
/** numpy `NPY_ITEM_HASOBJECT`: the dtype holds Python objects, so joblib pickles the array. */
const HASOBJECT = 0x01;

/** True when `value` is a joblib array wrapper instance. */
export function isJoblibWrapper(value: PickleValue): boolean {
  return value.t === 'obj' && WRAPPERS.has(value.cls);
}

function intOf(value: PickleValue | undefined): number | undefined {
  return value?.t === 'int' ? value.v : undefined;
}

/** Bytes per element from a dtype code such as `f8`, `<i4`, `b1`, `c16`, `U5` or `S10`. */
function itemSizeOf(code: string): number | undefined {
  const match = /^[<>|=]?([a-zA-Z?])(\d*)/.exec(code);
  if (match === null) return undefined;
  const kind = match[1] ?? '';
  const size = match[2] === '' || match[2] === undefined ? undefined : Number(match[2]);
  if (kind === '?' || kind === 'b') return size ?? 1;
  if (kind === 'U') return size === undefined ? undefined : size * 4;
  return size;
}

/** Reads the numpy dtype built by `numpy.dtype(code, align, copy)` + BUILD(state). */
function dtypeLayout(dtype: PickleValue | undefined): { object: boolean; itemSize?: number } | undefined {
  if (dtype?.t !== 'obj' || dtype.cls !== 'numpy.dtype' || dtype.args.t !== 'tuple') return undefined;
  const code = dtype.args.items[0];
  if (code?.t !== 'str') return undefined;
  const state = dtype.state?.t === 'tuple' ? dtype.state.items : [];
  const flags = intOf(state[state.length - 1]) ?? 0;
  if ((flags & HASOBJECT) !== 0 || code.v.startsWith('O')) return { object: true };
  // Flexible types (S, U, V) carry their byte size in state[5]; fixed ones in the code.
  const elsize = intOf(state[5]);
  const itemSize = elsize !== undefined && elsize > 0 ? elsize : itemSizeOf(code.v);
  return itemSize === undefined ? undefined : { object: false, itemSize };
}

/** Computes what follows a wrapper's BUILD from its state dict. */
export function joblibArrayLayout(state: PickleValue): JoblibArrayLayout {
  if (state.t !== 'dict') return { kind: 'unknown', reason: 'wrapper state is not a plain dict' };
  const dtype = dtypeLayout(state.entries?.get('dtype'));
  if (dtype === undefined) return { kind: 'unknown', reason: 'wrapper dtype cannot be resolved' };
  if (dtype.object) return { kind: 'object' };
  const shape = state.entries?.get('shape');
  if (shape?.t !== 'tuple') return { kind: 'unknown', reason: 'wrapper shape cannot be resolved' };
  let count = 1;
  for (const dim of shape.items) {
    const n = intOf(dim);
    if (n === undefined || n < 0) return { kind: 'unknown', reason: 'wrapper shape is not integral' };
    count *= n;
  }
  const bytes = count * (dtype.itemSize ?? 0);
  if (!Number.isSafeInteger(bytes)) return { kind: 'unknown', reason: 'wrapper array size overflows' };
  return { kind: 'raw', bytes, padded: state.entries?.has('numpy_array_alignment_bytes') === true };
}
