import { gunzipSync, inflateSync } from 'node:zlib';
import { MAX_PAYLOAD_VALUE, type PickleValue } from './values.js';

/**
 * Replays the decoding a pickle does with its own calls (`base64.b64decode(...)`,
 * `zlib.decompress(...)`, `_codecs.encode(s, 'latin1')`) so that bytes it finally hands to
 * `pickle.loads`, `marshal.loads`, `eval`, `exec` or `compile` can be scanned as what they are.
 * Bounded: inputs and outputs are at most {@link MAX_PAYLOAD_VALUE} bytes; codecs Node does not
 * ship (bz2, lzma) yield a value that says it could not be decoded.
 */

/** What a sink does with its first argument. */
export type SinkKind = 'pickle' | 'marshal' | 'source';

/** Callables that load or run their first argument (the payload). */
export const PAYLOAD_SINKS: Readonly<Record<string, SinkKind>> = {
  'pickle.loads': 'pickle',
  'pickle._loads': 'pickle',
  '_pickle.loads': 'pickle',
  'cPickle.loads': 'pickle',
  'dill.loads': 'pickle',
  'cloudpickle.loads': 'pickle',
  'numpy.loads': 'pickle',
  'numpy.core.numeric.loads': 'pickle',
  'pandas.compat.pickle_compat.loads': 'pickle',
  'pickle.load': 'pickle',
  '_pickle.load': 'pickle',
  'torch.load': 'pickle',
  'torch.storage._load_from_bytes': 'pickle',
  'joblib.load': 'pickle',
  'numpy.load': 'pickle',
  'marshal.loads': 'marshal',
  'marshal.load': 'marshal',
  'builtins.eval': 'source',
  'builtins.exec': 'source',
  'builtins.compile': 'source',
  '__builtin__.eval': 'source',
  '__builtin__.exec': 'source',
  '__builtin__.compile': 'source',
};

type Decoder = (input: Uint8Array, args: PickleValue[]) => Uint8Array | string;

const latin1 = new TextDecoder('latin1');
const bounded = { maxOutputLength: MAX_PAYLOAD_VALUE };

function base64(input: Uint8Array, urlsafe = false): Uint8Array {
  let text = latin1.decode(input).replace(/[^A-Za-z0-9+/=_-]/g, '');
  if (urlsafe) text = text.replace(/-/g, '+').replace(/_/g, '/');
  return Buffer.from(text, 'base64');
}

function hex(input: Uint8Array): Uint8Array {
  return Buffer.from(latin1.decode(input).replace(/\s/g, ''), 'hex');
}

const unsupported = (codec: string) => () => `${codec} is not decoded by this scanner`;

/** `codecs.decode(obj, encoding)`: the binary-to-binary codecs a payload hides behind. */
function codecsDecode(input: Uint8Array, args: PickleValue[]): Uint8Array | string {
  const encoding = args[1]?.t === 'str' ? args[1].v.toLowerCase().replace(/[-_]/g, '') : 'utf8';
  if (encoding.startsWith('base64') || encoding === 'base64codec') return base64(input);
  if (encoding.startsWith('zlib')) return inflateSync(input, bounded);
  if (encoding.startsWith('hex')) return hex(input);
  if (encoding.startsWith('bz2') || encoding.startsWith('lzma'))
    return `${encoding} is not decoded by this scanner`;
  return input;
}

const DECODERS: Readonly<Record<string, Decoder>> = {
  'base64.b64decode': (i) => base64(i, true),
  'base64.standard_b64decode': (i) => base64(i),
  'base64.urlsafe_b64decode': (i) => base64(i, true),
  'base64.decodebytes': (i) => base64(i),
  'base64.decodestring': (i) => base64(i),
  'base64.b16decode': hex,
  'base64.b32decode': unsupported('base32'),
  'base64.a85decode': unsupported('ascii85'),
  'base64.b85decode': unsupported('base85'),
  'binascii.a2b_base64': (i) => base64(i),
  'binascii.a2b_hex': hex,
  'binascii.unhexlify': hex,
  'codecs.decode': codecsDecode,
  '_codecs.decode': codecsDecode,
  'zlib.decompress': (i) => inflateSync(i, bounded),
  'gzip.decompress': (i) => gunzipSync(i, bounded),
  'bz2.decompress': unsupported('bz2'),
  'lzma.decompress': unsupported('lzma'),
  'io.BytesIO': (i) => i,
  '_io.BytesIO': (i) => i,
  'builtins.bytes': (i) => i,
  'builtins.bytearray': (i) => i,
  'builtins.bytes.fromhex': hex,
};

/** Bytes of a string as `_codecs.encode(s, 'latin1')` makes them (protocol 2 `bytes`). */
function latin1Bytes(text: string): Uint8Array {
  const out = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i += 1) out[i] = text.charCodeAt(i) & 0xff;
  return out;
}

/** The bytes a value carries, if the scanner kept them. */
export function payloadBytes(value: PickleValue | undefined): Uint8Array | undefined {
  if (value === undefined) return undefined;
  if (value.t === 'bytes') return value.data;
  if (value.t === 'str' || value.t === 'text') return latin1Bytes(value.v);
  return undefined;
}

/**
 * Result of calling decoder `name` on `args`, or undefined when `name` is not a decoder. A
 * decoder whose input was not kept, or that fails, yields bytes that say why they are missing.
 */
export function decodeCall(name: string, args: PickleValue): PickleValue | undefined {
  const decoder = name === '_codecs.encode' ? (i: Uint8Array) => i : DECODERS[name];
  if (decoder === undefined) return undefined;
  const items = args.t === 'tuple' ? args.items : [];
  const first = items[0];
  const input = payloadBytes(first);
  if (input === undefined) {
    const lost = first?.t === 'bytes' ? first.lost : undefined;
    return { t: 'bytes', via: name, lost: lost ?? 'its input was not kept by the scanner' };
  }
  try {
    const out = decoder(input, items);
    if (typeof out === 'string') return { t: 'bytes', via: name, lost: out };
    if (out.length > MAX_PAYLOAD_VALUE)
      return { t: 'bytes', via: name, lost: 'decoded size exceeds the bound' };
    const via = first?.t === 'bytes' && first.via !== undefined ? `${first.via} -> ${name}` : name;
    return { t: 'bytes', data: out, via };
  } catch {
    return { t: 'bytes', via: name, lost: `${name} fails on this input` };
  }
}
