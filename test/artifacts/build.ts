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
