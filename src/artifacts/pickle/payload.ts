/**
 * Sniffing of data payloads (pickle byte strings, safetensors metadata, GGUF strings) for code
 * carried as data. Only the first few KB of a payload are looked at, so a 1 GB byte string costs
 * one 4 KB peek.
 */

/** Bytes of a payload that are sniffed. */
export const PAYLOAD_SNIFF_BYTES = 4096;
/** Payloads shorter than this are never sniffed (too short to carry a pickle or a program). */
export const PAYLOAD_MIN_BYTES = 12;

/** What a payload's head looks like. */
export type PayloadKind =
  | 'pickle'
  | 'zip'
  | 'marshal'
  | 'python'
  | 'shell'
  | 'base64-pickle'
  | 'hex-pickle'
  | undefined;

// Python that reaches the OS or the interpreter; plain prose rarely contains these tokens.
const PYTHON_CODE =
  /__import__\s*\(|\bexec\s*\(|\beval\s*\(|\bcompile\s*\(|\bimport\s+(?:os|sys|subprocess|socket|pty|ctypes|shutil|base64|marshal|pickle|urllib|requests)\b|\bfrom\s+(?:os|subprocess|socket|ctypes)\s+import\b|\bos\.(?:system|popen|exec\w*|spawn\w*|remove|unlink)\s*\(|\bsubprocess\.\w+\s*\(|\bsocket\.socket\s*\(|\bmarshal\.loads\s*\(|\bpickle\.loads\s*\(|__builtins__|__globals__|__subclasses__/;
const SHELL_CODE =
  /\/bin\/(?:ba)?sh\b|\b(?:curl|wget)\s+\S+.*\|\s*(?:ba)?sh\b|\bnc\s+-[a-z]*e\b|\bchmod\s+\+x\b|\brm\s+-rf\s+\//;
// base64 of "\x80\x02", "\x80\x03", "\x80\x04\x95", "\x80\x05\x95": a pickle wrapped to dodge byte sniffing.
const BASE64_PICKLE = /^\s*gA(?:J|N|SV|WV)[A-Za-z0-9+/]{8}/;
// hex of the same PROTO heads ("8002", "8003", "800495", "800595"), either case, maybe "0x".
const HEX_PICKLE = /^\s*(?:0x)?80(?:0[23]|0[45]95)[0-9a-f]{8}/i;

const latin1 = new TextDecoder('latin1');

/** True when `head` starts with a PROTO opcode CPython accepts. */
export function looksLikePickle(head: Uint8Array): boolean {
  return head.length >= 3 && head[0] === 0x80 && (head[1] ?? 9) >= 2 && (head[1] ?? 9) <= 5;
}

/** True for a marshalled code object (`marshal.dumps(code)` begins with TYPE_CODE, maybe FLAG_REF). */
function looksLikeMarshal(head: Uint8Array): boolean {
  if (head.length < 24 || (head[0] !== 0xe3 && head[0] !== 0x63)) return false;
  // argcount, posonlyargcount, kwonlyargcount: small little-endian ints in real code objects.
  for (const at of [1, 5, 9]) {
    if ((head[at + 1] ?? 1) !== 0 || (head[at + 2] ?? 1) !== 0 || (head[at + 3] ?? 1) !== 0) return false;
  }
  return true;
}

/** Classifies the head of a payload. */
export function classifyPayload(head: Uint8Array): PayloadKind {
  if (head.length < PAYLOAD_MIN_BYTES) return undefined;
  if (looksLikePickle(head)) return 'pickle';
  if (head[0] === 0x50 && head[1] === 0x4b && head[2] === 0x03 && head[3] === 0x04) return 'zip';
  if (looksLikeMarshal(head)) return 'marshal';
  const text = latin1.decode(head);
  if (BASE64_PICKLE.test(text)) return 'base64-pickle';
  if (HEX_PICKLE.test(text)) return 'hex-pickle';
  if (PYTHON_CODE.test(text)) return 'python';
  if (SHELL_CODE.test(text)) return 'shell';
  return undefined;
}

/** Human description of a payload kind, for finding details. */
export function describePayload(kind: Exclude<PayloadKind, undefined>): string {
  switch (kind) {
    case 'pickle':
      return 'nested pickle';
    case 'zip':
      return 'nested zip archive';
    case 'marshal':
      return 'marshalled Python code object';
    case 'python':
      return 'Python source reaching the OS or interpreter';
    case 'shell':
      return 'shell command';
    case 'base64-pickle':
      return 'base64-encoded pickle';
    case 'hex-pickle':
      return 'hex-encoded pickle';
  }
}

/** Kinds whose text is decoded and the result scanned as a nested pickle. */
export type EncodedKind = 'base64-pickle' | 'hex-pickle';

export function isEncodedPickle(kind: PayloadKind): kind is EncodedKind {
  return kind === 'base64-pickle' || kind === 'hex-pickle';
}

/**
 * Decodes a base64 (standard or URL-safe, whitespace ignored) or hex string the way
 * `base64.b64decode` / `bytes.fromhex` would; undefined when it is not valid in that encoding.
 */
export function decodeCarried(kind: EncodedKind, text: Uint8Array): Uint8Array | undefined {
  const s = latin1.decode(text).replace(/\s+/g, '');
  if (kind === 'hex-pickle') {
    const hex = s.startsWith('0x') || s.startsWith('0X') ? s.slice(2) : s;
    if (hex.length % 2 !== 0 || !/^[0-9a-fA-F]*$/.test(hex)) return undefined;
    return new Uint8Array(Buffer.from(hex, 'hex'));
  }
  if (!/^[A-Za-z0-9+/_-]*={0,2}$/.test(s)) return undefined;
  return new Uint8Array(Buffer.from(s.replace(/-/g, '+').replace(/_/g, '/'), 'base64'));
}
