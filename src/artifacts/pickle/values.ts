/**
 * Symbolic values of the pickle stack. Only what the analysis needs is tracked (strings for
 * import operands, globals, small tuples/dicts for joblib headers); everything else collapses to
 * a shared `OPAQUE` so memory stays proportional to the stack, not to the data.
 */

/** A symbolic stack or memo value. */
export type PickleValue =
  | { readonly t: 'str'; readonly v: string }
  | { readonly t: 'int'; readonly v: number }
  | { readonly t: 'global'; readonly module: string; readonly name: string }
  /**
   * `weight`: elements reached when the tuple is fully expanded (hashing walks all of them);
   * `depth`: nesting below it (hashing recurses that deep in C).
   */
  | { readonly t: 'tuple'; readonly items: PickleValue[]; readonly weight?: number; readonly depth?: number }
  /** A dict; `shape` is set while its growth is tracked (see {@link ContainerShape}). */
  | { readonly t: 'dict'; entries?: Map<string, PickleValue>; shape?: ContainerShape }
  /** A list or set (EMPTY_LIST, LIST, EMPTY_SET, FROZENSET), tracked for cycles and expansion. */
  | { readonly t: 'list'; readonly shape: ContainerShape }
  | { readonly t: 'obj'; readonly cls: string; readonly args: PickleValue; state?: PickleValue }
  /** Byte string; `data` is kept (≤ {@link MAX_PAYLOAD_VALUE}) so the pickle's own decoders can be replayed. */
  | { readonly t: 'bytes'; readonly data?: Uint8Array; readonly via?: string; readonly lost?: string }
  /** A string too long to be an import operand but short enough to be a payload worth decoding. */
  | { readonly t: 'text'; readonly v: string }
  | { readonly t: 'opaque'; readonly weight?: number; readonly depth?: number }
  /** A value the scanner lost track of (bounded memo, degraded stack): never trusted as an operand. */
  | { readonly t: 'unknown' };

/**
 * What the machine knows about a mutable container: where it was made, how many elements a full
 * walk of it visits (shared references counted every time), how deep it nests, and the
 * containers it holds (bounded), so that an item that leads back to it is seen as a cycle.
 */
export interface ContainerShape {
  readonly kind: 'list' | 'set' | 'dict';
  /** Offset and opcode that created it. */
  readonly offset: number;
  readonly op: string;
  weight: number;
  depth: number;
  /** Set once it is placed inside another container or a tuple. */
  held?: boolean;
  /** Container-valued items (lists, dicts, tuples holding them), at most {@link MAX_TRACKED_ITEMS}. */
  kids?: PickleValue[];
}

export const OPAQUE: PickleValue = { t: 'opaque' };
export const UNKNOWN: PickleValue = { t: 'unknown' };
export const BYTES: PickleValue = { t: 'bytes' };

/** Longest string kept as a value; longer ones are not plausible module names and become opaque. */
export const MAX_TRACKED_STRING = 512;
/** Longest byte or text value kept whole for decoding (base64, zlib) and nested scanning. */
export const MAX_PAYLOAD_VALUE = 1024 * 1024;
/** Largest tuple / dict tracked item by item. */
export const MAX_TRACKED_ITEMS = 16;

const SMALL_INTS: PickleValue[] = Array.from({ length: 256 }, (_, v) => ({ t: 'int', v }));

/** Int value; the common 0-255 range is shared to spare the allocator. */
export function intValue(v: number): PickleValue {
  return v >= 0 && v < 256 ? (SMALL_INTS[v] ?? { t: 'int', v }) : { t: 'int', v };
}

/** Elements reached by fully expanding a value (shared references counted every time). */
export function weightOf(value: PickleValue): number {
  if (value.t === 'tuple') return value.weight ?? value.items.length + 1;
  if (value.t === 'list') return value.shape.weight;
  if (value.t === 'dict') return value.shape?.weight ?? 1;
  return value.t === 'opaque' ? (value.weight ?? 1) : 1;
}

/** Nesting levels of a value (a scalar is 0, an empty container 1). */
export function depthOf(value: PickleValue): number {
  if (value.t === 'tuple') return value.depth ?? 1;
  if (value.t === 'list') return value.shape.depth;
  if (value.t === 'dict') return value.shape?.depth ?? 1;
  return value.t === 'opaque' ? (value.depth ?? 0) : 0;
}

/** Dotted name of a global value. */
export function globalName(value: PickleValue): string | undefined {
  return value.t === 'global' ? `${value.module}.${value.name}` : undefined;
}

const utf8 = new TextDecoder('utf-8', { fatal: true });
const latin1 = new TextDecoder('latin1');

/** Strict UTF-8 decode (CPython raises on invalid UTF-8 in GLOBAL operands and BINUNICODE). */
export function decodeUtf8(bytes: Uint8Array): string | undefined {
  try {
    return utf8.decode(bytes);
  } catch {
    return undefined;
  }
}

export function decodeLatin1(bytes: Uint8Array): string {
  return latin1.decode(bytes);
}

const SIMPLE_ESCAPES: Record<string, number> = {
  n: 10,
  t: 9,
  r: 13,
  a: 7,
  b: 8,
  f: 12,
  v: 11,
  '\\': 92,
  "'": 39,
  '"': 34,
};

/**
 * `codecs.escape_decode` of a protocol-0 STRING argument (quotes already removed). Needed because
 * `S'o\x73'` is the string `os`: a scanner comparing raw text misses escaped module names.
 */
export function decodeEscapes(bytes: Uint8Array): Uint8Array {
  const out: number[] = [];
  for (let i = 0; i < bytes.length; i += 1) {
    const c = bytes[i] ?? 0;
    if (c !== 92 || i + 1 >= bytes.length) {
      out.push(c);
      continue;
    }
    const n = String.fromCharCode(bytes[i + 1] ?? 0);
    i += 1;
    const simple = SIMPLE_ESCAPES[n];
    if (simple !== undefined) out.push(simple);
    else if (n === '\n') continue;
    else if (n === 'x') {
      const hex = String.fromCharCode(bytes[i + 1] ?? 0, bytes[i + 2] ?? 0);
      out.push(Number.parseInt(hex, 16) & 0xff);
      i += 2;
    } else if (n >= '0' && n <= '7') {
      let digits = n;
      while (digits.length < 3 && (bytes[i + 1] ?? 0) >= 48 && (bytes[i + 1] ?? 0) <= 55) {
        i += 1;
        digits += String.fromCharCode(bytes[i] ?? 0);
      }
      out.push(Number.parseInt(digits, 8) & 0xff);
    } else out.push(92, bytes[i] ?? 0);
  }
  return Uint8Array.from(out);
}

/** `raw-unicode-escape` decode of a protocol-0 UNICODE argument (`\uXXXX`, `\UXXXXXXXX`). */
export function decodeRawUnicodeEscape(bytes: Uint8Array): string {
  const text = decodeLatin1(bytes);
  return text.replace(/\\u([0-9a-fA-F]{4})|\\U([0-9a-fA-F]{8})/g, (_m, four?: string, eight?: string) => {
    const code = Number.parseInt(four ?? eight ?? '0', 16);
    return code <= 0x10ffff ? String.fromCodePoint(code) : '\ufffd';
  });
}

/** Argument of protocol-0 STRING: must be quoted, like CPython demands. */
export function decodeQuotedString(line: Uint8Array): string | undefined {
  const first = line[0];
  if (line.length < 2 || first !== line[line.length - 1] || (first !== 39 && first !== 34)) return undefined;
  return decodeLatin1(decodeEscapes(line.subarray(1, line.length - 1)));
}
