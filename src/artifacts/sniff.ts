import { OPCODES } from './pickle/opcodes.js';
import { looksLikePickle } from './pickle/payload.js';

/** Container formats the dispatcher knows. `pickle0` is a PROTO-less (protocol 0/1) pickle candidate. */
export type SniffedFormat =
  | 'empty'
  | 'zip'
  | 'pickle'
  | 'pickle0'
  | 'npy'
  | 'safetensors'
  | 'gguf'
  | 'onnx'
  | 'hdf5'
  | 'gzip'
  | 'zlib'
  | 'tar'
  | 'bzip2'
  | 'xz'
  | 'lz4'
  | 'zstd'
  | '7z'
  | 'lzma'
  | 'unknown';

/** Bytes the sniffer looks at (tar's `ustar` magic sits at offset 257). */
export const SNIFF_BYTES = 512;

const ascii = (head: Uint8Array, at: number, text: string): boolean =>
  [...text].every((c, i) => head[at + i] === c.charCodeAt(0));

function looksLikeSafetensors(head: Uint8Array): boolean {
  if (head.length < 10) return false;
  // u64 little-endian header length, then a JSON object; the high bytes of any sane length are 0.
  const len = (head[0] ?? 0) + (head[1] ?? 0) * 256 + (head[2] ?? 0) * 65536 + (head[3] ?? 0) * 16777216;
  const high = head.subarray(4, 8).some((b) => b !== 0);
  return !high && len >= 2 && head[8] === 0x7b;
}

// ModelProto starts with ir_version (field 1, varint: tag 0x08) and a small version, then another
// known field tag. Weak on its own, so a filename hint is what usually decides.
const ONNX_NEXT_TAGS = new Set([0x12, 0x1a, 0x22, 0x28, 0x32, 0x3a, 0x42, 0x4a, 0x72]);
function looksLikeOnnx(head: Uint8Array): boolean {
  return head[0] === 0x08 && (head[1] ?? 0) >= 1 && (head[1] ?? 0) <= 20 && ONNX_NEXT_TAGS.has(head[2] ?? 0);
}

/** Opcodes a protocol 0/1 pickle plausibly starts with (pickle.dumps(x, 0) never begins with STOP). */
function looksLikeOldPickle(head: Uint8Array): boolean {
  const first = head[0];
  return first !== undefined && first !== 0x2e && OPCODES[first] !== undefined;
}

/** Extension of a filename hint, lower case, without the dot. */
export function extensionOf(filename: string | undefined): string {
  const base = (filename ?? '').split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  return dot < 0 ? '' : base.slice(dot + 1).toLowerCase();
}

/**
 * Detects the container from magic bytes. The filename hint only breaks ties between formats
 * without a reliable magic (ONNX protobuf vs a protocol-0 pickle), so renaming a pickle to
 * `.safetensors` does not change how it is scanned.
 */
export function sniffFormat(head: Uint8Array, filenameHint?: string): SniffedFormat {
  if (head.length === 0) return 'empty';
  const ext = extensionOf(filenameHint);
  if (ascii(head, 0, 'PK\x03\x04') || ascii(head, 0, 'PK\x05\x06')) return 'zip';
  if (looksLikePickle(head)) return 'pickle';
  if (head[0] === 0x93 && ascii(head, 1, 'NUMPY')) return 'npy';
  if (ascii(head, 0, 'GGUF')) return 'gguf';
  if (ascii(head, 0, '\x89HDF\r\n\x1a\n')) return 'hdf5';
  if (head[0] === 0x1f && head[1] === 0x8b) return 'gzip';
  if (head.length >= 262 && ascii(head, 257, 'ustar')) return 'tar';
  // Other joblib compressors: recognised so the report says what it is, not inspected.
  if (ascii(head, 0, 'BZh') && (head[3] ?? 0) >= 0x31 && (head[3] ?? 0) <= 0x39) return 'bzip2';
  if (ascii(head, 0, '\xfd7zXZ\x00')) return 'xz';
  if (ascii(head, 0, '\x04\x22\x4d\x18')) return 'lz4';
  if (ascii(head, 0, '\x28\xb5\x2f\xfd')) return 'zstd';
  if (ascii(head, 0, '7z\xbc\xaf\x27\x1c')) return '7z';
  // lzma-alone (joblib compress='lzma'): properties byte 0x5d, dictionary size, unknown length.
  if (head[0] === 0x5d && head.length >= 13 && head.subarray(5, 13).every((b) => b === 0xff)) return 'lzma';
  if (looksLikeSafetensors(head)) return 'safetensors';
  if (looksLikeOnnx(head) && (ext === 'onnx' || !looksLikeOldPickle(head))) return 'onnx';
  if (head[0] === 0x78 && [0x01, 0x5e, 0x9c, 0xda].includes(head[1] ?? 0)) return 'zlib';
  if (ext === 'onnx' && head[0] === 0x08) return 'onnx';
  if (looksLikeOldPickle(head)) return 'pickle0';
  return 'unknown';
}

/** Formats a filename extension promises; used to flag disguised files. */
const EXPECTED: Record<string, readonly string[]> = {
  safetensors: ['safetensors'],
  gguf: ['gguf'],
  npy: ['npy'],
  npz: ['npz', 'zip'],
  keras: ['keras', 'zip'],
  onnx: ['onnx'],
  h5: ['hdf5'],
  hdf5: ['hdf5'],
  json: ['unknown'],
};

/** True when the hint's extension promises a different format than the one found. */
export function isFormatMismatch(detected: string, filenameHint?: string): boolean {
  const expected = EXPECTED[extensionOf(filenameHint)];
  return expected !== undefined && !expected.includes(detected);
}
