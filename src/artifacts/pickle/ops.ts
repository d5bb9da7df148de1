import type { ByteReader } from '../byte-reader.js';
import { MalformedError } from '../errors.js';
import type { PickleMachine } from './machine.js';
import { HIGHEST_PROTOCOL, OP } from './opcodes.js';
import {
  decodeLatin1,
  decodeQuotedString,
  decodeRawUnicodeEscape,
  decodeUtf8,
  intValue,
  MAX_PAYLOAD_VALUE,
  OPAQUE,
  type PickleValue,
  UNKNOWN,
} from './values.js';

/**
 * Synchronous opcode semantics, shared by the scanner's fast path (whole opcode buffered) and
 * slow path (arguments awaited). Each function mirrors one branch of CPython's `_Unpickler`.
 */

/** Opcodes without arguments. */
export function applyPlainOp(m: PickleMachine, code: number): void {
  switch (code) {
    case OP.MARK:
      m.mark();
      return;
    case OP.POP:
      m.popAny();
      return;
    case OP.POP_MARK:
      m.popMark();
      return;
    case OP.DUP:
      m.push(m.top());
      return;
    case OP.BINPERSID:
      m.pop();
      m.push(OPAQUE);
      return;
    case OP.REDUCE: {
      const args = m.pop();
      m.call(m.pop(), args, 'REDUCE');
      return;
    }
    case OP.NEWOBJ: {
      const args = m.pop();
      m.call(m.pop(), args, 'NEWOBJ');
      return;
    }
    case OP.NEWOBJ_EX: {
      m.pop();
      const args = m.pop();
      m.call(m.pop(), args, 'NEWOBJ_EX');
      return;
    }
    case OP.OBJ: {
      const items = m.popMark();
      const cls = items.shift();
      if (cls === undefined) throw new MalformedError('OBJ without a class');
      m.call(cls, m.tuple(items), 'OBJ');
      return;
    }
    case OP.BUILD:
      m.build();
      return;
    case OP.STACK_GLOBAL:
      m.stackGlobal();
      return;
    case OP.MEMOIZE:
      m.memoize();
      return;
    case OP.EMPTY_DICT:
      m.push(m.container('dict', 'EMPTY_DICT'));
      return;
    case OP.DICT: {
      const items = m.popMark();
      m.push(m.container('dict', 'DICT'));
      m.setItems(items, 'DICT');
      return;
    }
    case OP.SETITEM: {
      const value = m.pop();
      m.setItems([m.pop(), value], 'SETITEM');
      return;
    }
    case OP.SETITEMS:
      m.setItems(m.popMark(), 'SETITEMS');
      return;
    case OP.TUPLE:
      m.push(m.tuple(m.popMark()));
      return;
    case OP.EMPTY_TUPLE:
      m.push(m.tuple([]));
      return;
    case OP.TUPLE1:
      m.push(m.tuple([m.pop()]));
      return;
    case OP.TUPLE2: {
      const b = m.pop();
      m.push(m.tuple([m.pop(), b]));
      return;
    }
    case OP.TUPLE3: {
      const c = m.pop();
      const b = m.pop();
      m.push(m.tuple([m.pop(), b, c]));
      return;
    }
    case OP.APPEND: {
      const item = m.pop();
      m.fill(m.top(), [item], 'APPEND', 'none');
      return;
    }
    case OP.APPENDS: {
      const items = m.popMark();
      m.fill(m.top(), items, 'APPENDS', 'none');
      return;
    }
    case OP.ADDITEMS: {
      const items = m.popMark();
      m.fill(m.top(), items, 'ADDITEMS', 'all');
      return;
    }
    case OP.LIST:
    case OP.FROZENSET: {
      const items = m.popMark();
      const list = code === OP.LIST;
      const made = m.container(list ? 'list' : 'set', list ? 'LIST' : 'FROZENSET');
      m.fill(made, items, list ? 'LIST' : 'FROZENSET', list ? 'none' : 'all');
      m.push(made);
      return;
    }
    case OP.EMPTY_LIST:
      m.push(m.container('list', 'EMPTY_LIST'));
      return;
    case OP.EMPTY_SET:
      m.push(m.container('set', 'EMPTY_SET'));
      return;
    case OP.READONLY_BUFFER:
      m.top();
      return;
    default:
      // NONE, NEWTRUE, NEWFALSE, NEXT_BUFFER
      m.push(OPAQUE);
      return;
  }
}

/**
 * Opcodes with a fixed-width argument (already buffered). Returns the protocol for PROTO, or an
 * extension-registry code for EXT1/2/4 (whose target the file cannot show).
 */
export function applyFixedArgOp(
  m: PickleMachine,
  r: ByteReader,
  code: number,
): { protocol?: number; extension?: number } | undefined {
  switch (code) {
    case OP.BININT:
      m.push(intValue(r.i32()));
      return undefined;
    case OP.BININT1:
      m.push(intValue(r.u8()));
      return undefined;
    case OP.BININT2:
      m.push(intValue(r.u16()));
      return undefined;
    case OP.BINGET:
      m.memoGet(r.u8());
      return undefined;
    case OP.LONG_BINGET:
      m.memoGet(r.u32());
      return undefined;
    case OP.BINPUT:
      m.memoPut(r.u8());
      return undefined;
    case OP.LONG_BINPUT:
      m.memoPut(r.u32());
      return undefined;
    case OP.BINFLOAT:
      r.bytes(8);
      m.push(OPAQUE);
      return undefined;
    case OP.FRAME:
      r.u64();
      return undefined;
    case OP.PROTO: {
      const protocol = r.u8();
      if (protocol > HIGHEST_PROTOCOL) throw new MalformedError(`unsupported pickle protocol ${protocol}`);
      return { protocol };
    }
    default: {
      const extension = code === OP.EXT1 ? r.u8() : code === OP.EXT2 ? r.u16() : r.i32();
      m.push(UNKNOWN);
      return { extension };
    }
  }
}

/** Text-argument opcodes (protocol 0); `whole` is false when the line was longer than kept. */
export function applyLineOp(m: PickleMachine, code: number, text: Uint8Array, whole: boolean): void {
  switch (code) {
    case OP.GET:
    case OP.PUT: {
      const ascii = decodeLatin1(text);
      if (!/^\s*\d+\s*$/.test(ascii)) throw new MalformedError('GET/PUT argument is not an index');
      code === OP.GET ? m.memoGet(Number(ascii)) : m.memoPut(Number(ascii));
      return;
    }
    case OP.INT: {
      const n = Number(decodeLatin1(text));
      m.push(Number.isSafeInteger(n) ? intValue(n) : OPAQUE);
      return;
    }
    case OP.STRING: {
      const decoded = decodeQuotedString(text);
      if (decoded === undefined && whole) throw new MalformedError('STRING argument must be quoted');
      m.push(decoded === undefined || !whole ? OPAQUE : m.str(decoded));
      return;
    }
    case OP.UNICODE:
      m.push(whole ? m.str(decodeRawUnicodeEscape(text)) : OPAQUE);
      return;
    default:
      // FLOAT, LONG, PERSID
      m.push(OPAQUE);
      return;
  }
}

/** GLOBAL and INST: two UTF-8 lines naming a module attribute. */
export function applyImportOp(
  m: PickleMachine,
  name: string,
  moduleText: Uint8Array,
  attrText: Uint8Array,
): void {
  const module = decodeUtf8(moduleText);
  const attr = decodeUtf8(attrText);
  if (module === undefined || attr === undefined) throw new MalformedError(`${name} operand is not UTF-8`);
  const callee = m.importGlobal(module, attr, name);
  if (name === 'GLOBAL') m.push(callee);
  else m.call(callee, m.tuple(m.popMark()), 'INST');
}

/** Value of a fully read string argument (py2 str decodes as latin1, the superset of encodings). */
export function stringValue(m: PickleMachine, stringOp: string, raw: Uint8Array): PickleValue {
  if (raw.length > MAX_PAYLOAD_VALUE) return OPAQUE;
  const text = stringOp.includes('UNICODE') ? decodeUtf8(raw) : decodeLatin1(raw);
  return text === undefined ? OPAQUE : m.str(text);
}

/** Small LONG1/LONG4 values become ints (joblib shapes); larger ones are opaque. */
export function longValue(bytes: Uint8Array): PickleValue {
  if (bytes.length > 6) return OPAQUE;
  let v = 0;
  for (let i = bytes.length - 1; i >= 0; i -= 1) v = v * 256 + (bytes[i] ?? 0);
  const negative = bytes.length > 0 && (bytes[bytes.length - 1] ?? 0) >= 0x80;
  return intValue(negative ? v - 2 ** (8 * bytes.length) : v);
}
