import { crc32, deflateRawSync } from 'node:zlib';

/**
 * Builders for artifact fixtures made inside tests (no Python, nothing committed): pickle opcodes,
 * zip archives (stored or deflated, optionally ZipCrypto-flagged) and PyTorch checkpoints.
 */

const latin1 = (s: string) => Buffer.from(s, 'latin1');

/** Pickle opcode helpers: each returns the bytes of one opcode with its argument. */
export const op = {
  proto: (n: number) => Buffer.of(0x80, n),
  stop: Buffer.of(0x2e),
  mark: Buffer.of(0x28),
  /** GLOBAL `module\nname\n`. */
  global: (module: string, name: string) => latin1(`c${module}\n${name}\n`),
  stackGlobal: Buffer.of(0x93),
  /** SHORT_BINUNICODE / BINUNICODE. */
  str: (s: string) => {
    const b = Buffer.from(s, 'utf8');
    if (b.length < 256) return Buffer.concat([Buffer.of(0x8c, b.length), b]);
    const h = Buffer.alloc(5);
    h[0] = 0x58;
    h.writeUInt32LE(b.length, 1);
    return Buffer.concat([h, b]);
  },
  /** SHORT_BINBYTES / BINBYTES. */
  bytes: (b: Uint8Array) => {
    if (b.length < 256) return Buffer.concat([Buffer.of(0x43, b.length), b]);
    const h = Buffer.alloc(5);
    h[0] = 0x42;
    h.writeUInt32LE(b.length, 1);
    return Buffer.concat([h, b]);
  },
  binint1: (n: number) => Buffer.of(0x4b, n),
  none: Buffer.of(0x4e),
  tuple: Buffer.of(0x74),
  tuple1: Buffer.of(0x85),
  tuple2: Buffer.of(0x86),
  emptyTuple: Buffer.of(0x29),
  reduce: Buffer.of(0x52),
  build: Buffer.of(0x62),
  emptyDict: Buffer.of(0x7d),
  emptyList: Buffer.of(0x5d),
  append: Buffer.of(0x61),
  appends: Buffer.of(0x65),
  setitem: Buffer.of(0x73),
  dup: Buffer.of(0x32),
  pop: Buffer.of(0x30),
  memoize: Buffer.of(0x94),
  binput: (i: number) => Buffer.of(0x71, i),
  binget: (i: number) => Buffer.of(0x68, i),
  /** FRAME with an 8-byte length. */
  frame: (n: number) => {
    const h = Buffer.alloc(9);
    h[0] = 0x95;
    h.writeBigUInt64LE(BigInt(n), 1);
    return h;
  },
};

/** Concatenates opcode byte strings. */
export const pickle = (...parts: Uint8Array[]) => Buffer.concat(parts);

/** `module.name(*args)` as GLOBAL + MARK args TUPLE + REDUCE, in protocol 2, ending with STOP. */
export function callPickle(module: string, name: string, ...args: Uint8Array[]): Buffer {
  return pickle(op.proto(2), op.global(module, name), op.mark, ...args, op.tuple, op.reduce, op.stop);
}

export interface ZipEntry {
  name: string;
  data: Uint8Array;
  /** Deflate it (method 8) instead of storing it. */
  deflate?: boolean;
  /** Sets the encryption flag; with `cipherHeader` the data is preceded by a 12-byte ZipCrypto header. */
  encrypted?: boolean;
}

/** A zip archive (local headers, central directory, end record); sizes and CRCs are correct. */
export function zip(entries: ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const name = Buffer.from(e.name, 'utf8');
    const plain = Buffer.from(e.data);
    let body: Buffer = e.deflate ? deflateRawSync(plain) : plain;
    if (e.encrypted) body = Buffer.concat([Buffer.alloc(12, 0x5a), body.map((b) => b ^ 0xa5) as Buffer]);
    const crc = crc32(plain) >>> 0;
    const flags = e.encrypted ? 1 : 0;
    const method = e.deflate ? 8 : 0;
    const h = Buffer.alloc(30);
    h.writeUInt32LE(0x04034b50, 0);
    h.writeUInt16LE(20, 4);
    h.writeUInt16LE(flags, 6);
    h.writeUInt16LE(method, 8);
    h.writeUInt32LE(crc, 14);
    h.writeUInt32LE(body.length, 18);
    h.writeUInt32LE(plain.length, 22);
    h.writeUInt16LE(name.length, 26);
    const c = Buffer.alloc(46);
    c.writeUInt32LE(0x02014b50, 0);
    c.writeUInt16LE(20, 4);
    c.writeUInt16LE(20, 6);
    c.writeUInt16LE(flags, 8);
    c.writeUInt16LE(method, 10);
    c.writeUInt32LE(crc, 16);
    c.writeUInt32LE(body.length, 20);
    c.writeUInt32LE(plain.length, 24);
    c.writeUInt16LE(name.length, 28);
    c.writeUInt32LE(offset, 42);
    locals.push(h, name, body);
    central.push(c, name);
    offset += 30 + name.length + body.length;
  }
  const dir = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(dir.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, dir, end]);
}

/** A benign protocol 2 state dict pickle with `n` tensors, as `torch.save` writes it. */
export function stateDict(n: number): Buffer {
  const parts: Buffer[] = [
    op.proto(2),
    op.global('collections', 'OrderedDict'),
    op.emptyTuple,
    op.reduce,
    op.mark,
  ];
  for (let i = 0; i < n; i += 1) {
    parts.push(op.str(`layer${i}.weight`), op.global('torch._utils', '_rebuild_tensor_v2'), op.mark);
    parts.push(op.mark, op.str('storage'), op.global('torch', 'FloatStorage'), op.str(String(i)));
    parts.push(op.str('cpu'), op.binint1(4), op.tuple, Buffer.of(0x51)); // BINPERSID
    parts.push(op.binint1(0), op.binint1(4), op.tuple1, op.binint1(1), op.tuple1, Buffer.of(0x89));
    parts.push(op.global('collections', 'OrderedDict'), op.emptyTuple, op.reduce, op.tuple, op.reduce);
  }
  parts.push(Buffer.of(0x75), op.stop); // SETITEMS
  return Buffer.concat(parts);
}

/** A PyTorch zip checkpoint (`archive/data.pkl`, storages, version) around `pkl`. */
export function torchZip(pkl: Uint8Array, storages = 1, prefix = 'archive'): Buffer {
  const entries: ZipEntry[] = [{ name: `${prefix}/data.pkl`, data: pkl }];
  entries.push({ name: `${prefix}/byteorder`, data: latin1('little') });
  for (let i = 0; i < storages; i += 1)
    entries.push({ name: `${prefix}/data/${i}`, data: Buffer.alloc(16, i) });
  entries.push({ name: `${prefix}/version`, data: latin1('3\n') });
  return zip(entries);
}

/** Yields `bytes` once (the scanner's source shape). */
export async function* once(bytes: Uint8Array): AsyncGenerator<Uint8Array> {
  yield bytes;
}

/** A 7z coder as the archive declares it. */
export type SevenZipCoder =
  | { id: 'copy' }
  | { id: 'lzma2'; dictByte?: number }
  | { id: 'lzma'; props: Uint8Array };

const SEVEN_IDS = { copy: [0x00], lzma2: [0x21], lzma: [0x03, 0x01, 0x01], aes: [0x06, 0xf1, 0x07, 0x01] };

/** 7z NUMBER encoding (values below 2^56). */
function sevenNumber(n: number): number[] {
  for (let extra = 0; extra < 8; extra += 1) {
    if (n < 2 ** (7 * (extra + 1))) {
      const high = Math.floor(n / 2 ** (8 * extra));
      const first = (0xff00 >> extra) & 0xff;
      const out = [first | high];
      for (let i = 0; i < extra; i += 1) out.push(Math.floor(n / 2 ** (8 * i)) & 0xff);
      return out;
    }
  }
  throw new Error('too large');
}

/** LZMA2 made of stored chunks only (what a no-match compressor emits); a test stand-in for lzma2. */
export function lzma2Stored(data: Uint8Array): Buffer {
  const parts: number[] = [];
  for (let at = 0; at < data.length || at === 0; at += 0x10000) {
    const piece = data.subarray(at, at + 0x10000);
    if (piece.length === 0) break;
    parts.push(at === 0 ? 0x01 : 0x02, (piece.length - 1) >> 8, (piece.length - 1) & 0xff, ...piece);
  }
  parts.push(0x00);
  return Buffer.from(parts);
}

/**
 * A 7z archive of one folder (solid: all files in one coder stream), with `packed` as the coder's
 * stream (the caller compresses), names in FilesInfo and the CRCs of each file. `encodeHeader`
 * stores the header itself through a Copy folder (kEncodedHeader), as 7-Zip does with LZMA.
 */
export function sevenZip(
  files: { name: string; data: Uint8Array }[],
  coder: SevenZipCoder | { id: 'aes' },
  packed: Uint8Array,
  opts: { encodeHeader?: boolean } = {},
): Buffer {
  const total = files.reduce((a, f) => a + f.data.length, 0);
  const coderBytes = (() => {
    const id = SEVEN_IDS[coder.id];
    const props =
      coder.id === 'lzma2'
        ? [coder.dictByte ?? 16]
        : coder.id === 'lzma'
          ? [...coder.props]
          : coder.id === 'aes'
            ? [0]
            : [];
    return [
      props.length > 0 ? 0x20 | id.length : id.length,
      ...id,
      ...(props.length > 0 ? [...sevenNumber(props.length), ...props] : []),
    ];
  })();
  const h: number[] = [0x01, 0x04];
  h.push(0x06, ...sevenNumber(0), ...sevenNumber(1), 0x09, ...sevenNumber(packed.length), 0x00);
  h.push(0x07, 0x0b, ...sevenNumber(1), 0x00, ...sevenNumber(1), ...coderBytes);
  h.push(0x0c, ...sevenNumber(total), 0x00);
  h.push(0x08, 0x0d, ...sevenNumber(files.length), 0x09);
  for (const f of files.slice(0, -1)) h.push(...sevenNumber(f.data.length));
  h.push(0x0a, 0x01);
  for (const f of files) {
    const c = crc32(f.data) >>> 0;
    h.push(c & 0xff, (c >>> 8) & 0xff, (c >>> 16) & 0xff, c >>> 24);
  }
  h.push(0x00, 0x00);
  const names = Buffer.concat([Buffer.of(0), ...files.map((f) => Buffer.from(`${f.name}\u0000`, 'utf16le'))]);
  h.push(0x05, ...sevenNumber(files.length), 0x11, ...sevenNumber(names.length), ...names, 0x00, 0x00);
  let header = Buffer.from(h);
  let body = Buffer.from(packed);
  if (opts.encodeHeader) {
    const e: number[] = [0x17];
    e.push(0x06, ...sevenNumber(body.length), ...sevenNumber(1), 0x09, ...sevenNumber(header.length), 0x00);
    e.push(0x07, 0x0b, ...sevenNumber(1), 0x00, ...sevenNumber(1), 0x01, 0x00);
    e.push(0x0c, ...sevenNumber(header.length), 0x00, 0x00);
    body = Buffer.concat([body, header]);
    header = Buffer.from(e);
  }
  const start = Buffer.alloc(32);
  Buffer.from('377abcaf271c0004', 'hex').copy(start);
  start.writeBigUInt64LE(BigInt(body.length), 12);
  start.writeBigUInt64LE(BigInt(header.length), 20);
  start.writeUInt32LE(crc32(header) >>> 0, 28);
  start.writeUInt32LE(crc32(start.subarray(12, 32)) >>> 0, 8);
  return Buffer.concat([start, body, header]);
}
