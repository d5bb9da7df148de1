/**
 * The complete pickle opcode table, protocols 0-5 (CPython `Lib/pickletools.py`). Any byte not in
 * this table makes CPython raise, so the scanner treats it as the end of a well-formed stream.
 */

/** How an opcode's inline argument is encoded. */
export type ArgKind =
  | 'none'
  | 'u1'
  | 'u2'
  | 'i4'
  | 'u4'
  | 'u8'
  | 'f8'
  /** newline-terminated text (INT, LONG, FLOAT, GET, PUT, PERSID, STRING, UNICODE) */
  | 'line'
  /** two newline-terminated lines: module, name (GLOBAL, INST) */
  | 'line2'
  /** length-prefixed payload; the prefix width/signedness follows */
  | 'data_u1'
  | 'data_i4'
  | 'data_u4'
  | 'data_u8';

/** One opcode: mnemonic and argument encoding. */
export interface OpcodeInfo {
  code: number;
  name: string;
  arg: ArgKind;
}

const TABLE: Array<[number, string, ArgKind]> = [
  [0x28, 'MARK', 'none'],
  [0x2e, 'STOP', 'none'],
  [0x30, 'POP', 'none'],
  [0x31, 'POP_MARK', 'none'],
  [0x32, 'DUP', 'none'],
  [0x46, 'FLOAT', 'line'],
  [0x49, 'INT', 'line'],
  [0x4a, 'BININT', 'i4'],
  [0x4b, 'BININT1', 'u1'],
  [0x4c, 'LONG', 'line'],
  [0x4d, 'BININT2', 'u2'],
  [0x4e, 'NONE', 'none'],
  [0x50, 'PERSID', 'line'],
  [0x51, 'BINPERSID', 'none'],
  [0x52, 'REDUCE', 'none'],
  [0x53, 'STRING', 'line'],
  [0x54, 'BINSTRING', 'data_i4'],
  [0x55, 'SHORT_BINSTRING', 'data_u1'],
  [0x56, 'UNICODE', 'line'],
  [0x58, 'BINUNICODE', 'data_u4'],
  [0x61, 'APPEND', 'none'],
  [0x62, 'BUILD', 'none'],
  [0x63, 'GLOBAL', 'line2'],
  [0x64, 'DICT', 'none'],
  [0x7d, 'EMPTY_DICT', 'none'],
  [0x65, 'APPENDS', 'none'],
  [0x67, 'GET', 'line'],
  [0x68, 'BINGET', 'u1'],
  [0x69, 'INST', 'line2'],
  [0x6a, 'LONG_BINGET', 'u4'],
  [0x6c, 'LIST', 'none'],
  [0x5d, 'EMPTY_LIST', 'none'],
  [0x6f, 'OBJ', 'none'],
  [0x70, 'PUT', 'line'],
  [0x71, 'BINPUT', 'u1'],
  [0x72, 'LONG_BINPUT', 'u4'],
  [0x73, 'SETITEM', 'none'],
  [0x74, 'TUPLE', 'none'],
  [0x29, 'EMPTY_TUPLE', 'none'],
  [0x75, 'SETITEMS', 'none'],
  [0x47, 'BINFLOAT', 'f8'],
  // protocol 2
  [0x80, 'PROTO', 'u1'],
  [0x81, 'NEWOBJ', 'none'],
  [0x82, 'EXT1', 'u1'],
  [0x83, 'EXT2', 'u2'],
  [0x84, 'EXT4', 'i4'],
  [0x85, 'TUPLE1', 'none'],
  [0x86, 'TUPLE2', 'none'],
  [0x87, 'TUPLE3', 'none'],
  [0x88, 'NEWTRUE', 'none'],
  [0x89, 'NEWFALSE', 'none'],
  [0x8a, 'LONG1', 'data_u1'],
  [0x8b, 'LONG4', 'data_i4'],
  // protocol 3
  [0x42, 'BINBYTES', 'data_u4'],
  [0x43, 'SHORT_BINBYTES', 'data_u1'],
  // protocol 4
  [0x8c, 'SHORT_BINUNICODE', 'data_u1'],
  [0x8d, 'BINUNICODE8', 'data_u8'],
  [0x8e, 'BINBYTES8', 'data_u8'],
  [0x8f, 'EMPTY_SET', 'none'],
  [0x90, 'ADDITEMS', 'none'],
  [0x91, 'FROZENSET', 'none'],
  [0x92, 'NEWOBJ_EX', 'none'],
  [0x93, 'STACK_GLOBAL', 'none'],
  [0x94, 'MEMOIZE', 'none'],
  [0x95, 'FRAME', 'u8'],
  // protocol 5
  [0x96, 'BYTEARRAY8', 'data_u8'],
  [0x97, 'NEXT_BUFFER', 'none'],
  [0x98, 'READONLY_BUFFER', 'none'],
];

/** Opcode info indexed by byte value; `undefined` for bytes CPython rejects. */
export const OPCODES: ReadonlyArray<OpcodeInfo | undefined> = (() => {
  const table: Array<OpcodeInfo | undefined> = new Array(256).fill(undefined);
  for (const [code, name, arg] of TABLE) table[code] = { code, name, arg };
  return table;
})();

/** Highest protocol CPython understands; a higher PROTO makes `pickle.load` raise. */
export const HIGHEST_PROTOCOL = 5;

/** Width in bytes of fixed-size arguments. */
export const FIXED_ARG_WIDTH: Readonly<Partial<Record<ArgKind, number>>> = {
  u1: 1,
  u2: 2,
  i4: 4,
  u4: 4,
  u8: 8,
  f8: 8,
};

/** Width of the length prefix of data-carrying opcodes. */
export const DATA_PREFIX_WIDTH: Readonly<Partial<Record<ArgKind, number>>> = {
  data_u1: 1,
  data_i4: 4,
  data_u4: 4,
  data_u8: 8,
};

/** Opcode bytes by mnemonic, for numeric switches in the hot path. */
export const OP = {
  MARK: 0x28,
  STOP: 0x2e,
  POP: 0x30,
  POP_MARK: 0x31,
  DUP: 0x32,
  FLOAT: 0x46,
  INT: 0x49,
  BININT: 0x4a,
  BININT1: 0x4b,
  LONG: 0x4c,
  BININT2: 0x4d,
  NONE: 0x4e,
  PERSID: 0x50,
  BINPERSID: 0x51,
  REDUCE: 0x52,
  STRING: 0x53,
  BINSTRING: 0x54,
  SHORT_BINSTRING: 0x55,
  UNICODE: 0x56,
  BINUNICODE: 0x58,
  APPEND: 0x61,
  BUILD: 0x62,
  GLOBAL: 0x63,
  DICT: 0x64,
  EMPTY_DICT: 0x7d,
  APPENDS: 0x65,
  GET: 0x67,
  BINGET: 0x68,
  INST: 0x69,
  LONG_BINGET: 0x6a,
  LIST: 0x6c,
  EMPTY_LIST: 0x5d,
  OBJ: 0x6f,
  PUT: 0x70,
  BINPUT: 0x71,
  LONG_BINPUT: 0x72,
  SETITEM: 0x73,
  TUPLE: 0x74,
  EMPTY_TUPLE: 0x29,
  SETITEMS: 0x75,
  BINFLOAT: 0x47,
  PROTO: 0x80,
  NEWOBJ: 0x81,
  EXT1: 0x82,
  EXT2: 0x83,
  EXT4: 0x84,
  TUPLE1: 0x85,
  TUPLE2: 0x86,
  TUPLE3: 0x87,
  NEWTRUE: 0x88,
  NEWFALSE: 0x89,
  LONG1: 0x8a,
  LONG4: 0x8b,
  BINBYTES: 0x42,
  SHORT_BINBYTES: 0x43,
  SHORT_BINUNICODE: 0x8c,
  BINUNICODE8: 0x8d,
  BINBYTES8: 0x8e,
  EMPTY_SET: 0x8f,
  ADDITEMS: 0x90,
  FROZENSET: 0x91,
  NEWOBJ_EX: 0x92,
  STACK_GLOBAL: 0x93,
  MEMOIZE: 0x94,
  FRAME: 0x95,
  BYTEARRAY8: 0x96,
  NEXT_BUFFER: 0x97,
  READONLY_BUFFER: 0x98,
} as const;
