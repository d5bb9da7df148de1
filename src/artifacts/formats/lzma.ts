import { MalformedError } from '../errors.js';

/**
 * LZMA and LZMA2 decoders (the coders of 7z archives), following the LZMA specification's
 * reference decoder (`LzmaSpec.cpp`, public domain). They decode into one output buffer whose
 * size the container declares and the caller has bounded, so the dictionary is that buffer: a
 * match may reach back only to bytes already produced. Corrupt input throws `MalformedError`;
 * nothing is read past `input` and nothing written past the declared size.
 */

const PROB_INIT = 1024;
const TOP = 1 << 24;

class RangeDecoder {
  private range = 0xffffffff;
  private code = 0;

  constructor(
    private readonly input: Uint8Array,
    public pos: number,
    private readonly end: number,
  ) {
    if (this.next() !== 0) throw new MalformedError('lzma range coder does not start with 0');
    for (let i = 0; i < 4; i += 1) this.code = ((this.code << 8) | this.next()) >>> 0;
  }

  private next(): number {
    if (this.pos >= this.end) throw new MalformedError('lzma data truncated');
    return this.input[this.pos++] ?? 0;
  }

  private normalize(): void {
    if (this.range < TOP) {
      this.range = (this.range << 8) >>> 0;
      this.code = ((this.code << 8) | this.next()) >>> 0;
    }
  }

  bit(probs: Uint16Array, i: number): number {
    const p = probs[i] ?? PROB_INIT;
    const bound = (this.range >>> 11) * p;
    let bit: number;
    if (this.code < bound) {
      this.range = bound;
      probs[i] = p + ((2048 - p) >>> 5);
      bit = 0;
    } else {
      this.range -= bound;
      this.code -= bound;
      probs[i] = p - (p >>> 5);
      bit = 1;
    }
    this.normalize();
    return bit;
  }

  direct(count: number): number {
    let res = 0;
    for (let i = 0; i < count; i += 1) {
      this.range >>>= 1;
      let bit = 0;
      if (this.code >= this.range) {
        this.code -= this.range;
        bit = 1;
      }
      this.normalize();
      res = ((res << 1) | bit) >>> 0;
    }
    return res;
  }

  tree(probs: Uint16Array, base: number, bits: number): number {
    let m = 1;
    for (let i = 0; i < bits; i += 1) m = (m << 1) + this.bit(probs, base + m);
    return m - (1 << bits);
  }

  reverse(probs: Uint16Array, base: number, bits: number): number {
    let m = 1;
    let sym = 0;
    for (let i = 0; i < bits; i += 1) {
      const b = this.bit(probs, base + m);
      m = (m << 1) + b;
      sym |= b << i;
    }
    return sym;
  }
}

// Probability array layout (offsets into one Uint16Array).
const STATES = 12;
const IS_MATCH = 0;
const IS_REP = IS_MATCH + (STATES << 4);
const IS_REP_G0 = IS_REP + STATES;
const IS_REP_G1 = IS_REP_G0 + STATES;
const IS_REP_G2 = IS_REP_G1 + STATES;
const IS_REP0_LONG = IS_REP_G2 + STATES;
const POS_SLOT = IS_REP0_LONG + (STATES << 4);
const POS_SPECIAL = POS_SLOT + (4 << 6);
const ALIGN = POS_SPECIAL + 115;
const LEN = ALIGN + 16;
const LEN_SIZE = 2 + 16 * 8 + 16 * 8 + 256;
const REP_LEN = LEN + LEN_SIZE;
const LITERAL = REP_LEN + LEN_SIZE;

/** lc/lp/pb from an LZMA properties byte. */
export interface LzmaProps {
  lc: number;
  lp: number;
  pb: number;
}

export function lzmaProps(byte: number): LzmaProps {
  if (byte >= 9 * 5 * 5) throw new MalformedError('lzma properties byte out of range');
  return { lc: byte % 9, lp: Math.floor(byte / 9) % 5, pb: Math.floor(byte / 45) };
}

/** Decoder state that LZMA2 carries across chunks (probabilities, state, reps). */
class LzmaState {
  probs: Uint16Array;
  state = 0;
  reps = [0, 0, 0, 0];

  constructor(public props: LzmaProps) {
    this.probs = new Uint16Array(LITERAL + (0x300 << (props.lc + props.lp))).fill(PROB_INIT);
  }

  reset(props: LzmaProps): void {
    if (props.lc + props.lp !== this.props.lc + this.props.lp) {
      this.probs = new Uint16Array(LITERAL + (0x300 << (props.lc + props.lp)));
    }
    this.props = props;
    this.probs.fill(PROB_INIT);
    this.state = 0;
    this.reps = [0, 0, 0, 0];
  }
}

function decodeLen(rc: RangeDecoder, probs: Uint16Array, base: number, posState: number): number {
  if (rc.bit(probs, base) === 0) return rc.tree(probs, base + 2 + posState * 8, 3);
  if (rc.bit(probs, base + 1) === 0) return 8 + rc.tree(probs, base + 2 + 128 + posState * 8, 3);
  return 16 + rc.tree(probs, base + 2 + 256, 8);
}

function decodeDistance(rc: RangeDecoder, probs: Uint16Array, len: number): number {
  const lenState = Math.min(len, 3);
  const slot = rc.tree(probs, POS_SLOT + (lenState << 6), 6);
  if (slot < 4) return slot;
  const direct = (slot >>> 1) - 1;
  let dist = ((2 | (slot & 1)) << direct) >>> 0;
  if (slot < 14) return (dist + rc.reverse(probs, POS_SPECIAL + dist - slot, direct)) >>> 0;
  dist = (dist + ((rc.direct(direct - 4) << 4) >>> 0)) >>> 0;
  return (dist + rc.reverse(probs, ALIGN, 4)) >>> 0;
}

/**
 * Decodes one LZMA stream (or LZMA2 chunk) from `input[start, end)` into `out[from, to)`.
 * `dictStart` is where the current dictionary began (bytes before it are not referable).
 * Returns the input position after the stream.
 */
function decodeInto(
  st: LzmaState,
  input: Uint8Array,
  start: number,
  end: number,
  out: Uint8Array,
  from: number,
  to: number,
  dictStart: number,
  allowEndMarker: boolean,
): number {
  const rc = new RangeDecoder(input, start, end);
  const { lc, lp, pb } = st.props;
  const pbMask = (1 << pb) - 1;
  const lpMask = (1 << lp) - 1;
  const probs = st.probs;
  let state = st.state;
  let [rep0, rep1, rep2, rep3] = st.reps as [number, number, number, number];
  let pos = from;
  while (pos < to) {
    const rel = pos - dictStart;
    const posState = rel & pbMask;
    if (rc.bit(probs, IS_MATCH + (state << 4) + posState) === 0) {
      const prev = pos > dictStart ? (out[pos - 1] ?? 0) : 0;
      const base = LITERAL + 0x300 * (((rel & lpMask) << lc) + (prev >>> (8 - lc)));
      let symbol = 1;
      if (state >= 7) {
        if (rep0 >= rel) throw new MalformedError('lzma match before the dictionary start');
        let matchByte = out[pos - rep0 - 1] ?? 0;
        while (symbol < 0x100) {
          const matchBit = (matchByte >>> 7) & 1;
          matchByte <<= 1;
          const bit = rc.bit(probs, base + ((1 + matchBit) << 8) + symbol);
          symbol = (symbol << 1) | bit;
          if (matchBit !== bit) break;
        }
      }
      while (symbol < 0x100) symbol = (symbol << 1) | rc.bit(probs, base + symbol);
      out[pos++] = symbol - 0x100;
      state = state < 4 ? 0 : state < 10 ? state - 3 : state - 6;
      continue;
    }
    let len: number;
    if (rc.bit(probs, IS_REP + state) !== 0) {
      if (rel === 0) throw new MalformedError('lzma repeat match with an empty dictionary');
      if (rc.bit(probs, IS_REP_G0 + state) === 0) {
        if (rc.bit(probs, IS_REP0_LONG + (state << 4) + posState) === 0) {
          state = state < 7 ? 9 : 11;
          out[pos] = out[pos - rep0 - 1] ?? 0;
          pos += 1;
          continue;
        }
      } else {
        let dist: number;
        if (rc.bit(probs, IS_REP_G1 + state) === 0) dist = rep1;
        else {
          if (rc.bit(probs, IS_REP_G2 + state) === 0) dist = rep2;
          else {
            dist = rep3;
            rep3 = rep2;
          }
          rep2 = rep1;
        }
        rep1 = rep0;
        rep0 = dist;
      }
      len = decodeLen(rc, probs, REP_LEN, posState);
      state = state < 7 ? 8 : 11;
    } else {
      rep3 = rep2;
      rep2 = rep1;
      rep1 = rep0;
      len = decodeLen(rc, probs, LEN, posState);
      state = state < 7 ? 7 : 10;
      rep0 = decodeDistance(rc, probs, len);
      if (rep0 === 0xffffffff) {
        if (!allowEndMarker) throw new MalformedError('lzma end marker inside an LZMA2 chunk');
        break;
      }
    }
    if (rep0 >= pos - dictStart) throw new MalformedError('lzma match distance beyond the dictionary');
    len += 2;
    if (len > to - pos) throw new MalformedError('lzma match runs past the declared size');
    const src = pos - rep0 - 1;
    if (rep0 + 1 >= len) out.copyWithin(pos, src, src + len);
    else for (let i = 0; i < len; i += 1) out[pos + i] = out[src + i] ?? 0;
    pos += len;
  }
  if (pos !== to) throw new MalformedError('lzma stream ended before the declared size');
  st.state = state;
  st.reps = [rep0, rep1, rep2, rep3];
  return rc.pos;
}

/** Decodes a 7z LZMA coder stream (`props`: the coder's 5 property bytes) into `size` bytes. */
export function decodeLzma(input: Uint8Array, props: Uint8Array, size: number): Uint8Array {
  if (props.length < 5) throw new MalformedError('lzma coder properties are shorter than 5 bytes');
  const st = new LzmaState(lzmaProps(props[0] ?? 0));
  const out = new Uint8Array(size);
  decodeInto(st, input, 0, input.length, out, 0, size, 0, true);
  return out;
}

/** Decodes an LZMA2 stream into `size` bytes (chunks: stored or LZMA, with resets). */
export function decodeLzma2(input: Uint8Array, size: number): Uint8Array {
  const out = new Uint8Array(size);
  let st: LzmaState | undefined;
  let at = 0;
  let pos = 0;
  let dictStart = 0;
  let needDictReset = true;
  let needProps = true;
  for (;;) {
    if (at >= input.length) throw new MalformedError('lzma2 data truncated');
    const control = input[at++] ?? 0;
    if (control === 0x00) break;
    if (control === 0x01 || control === 0x02) {
      if (control === 0x01) {
        dictStart = pos;
        needDictReset = false;
      } else if (needDictReset) throw new MalformedError('lzma2 stored chunk before a dictionary reset');
      if (at + 2 > input.length) throw new MalformedError('lzma2 data truncated');
      const n = (((input[at] ?? 0) << 8) | (input[at + 1] ?? 0)) + 1;
      at += 2;
      if (at + n > input.length) throw new MalformedError('lzma2 data truncated');
      if (pos + n > size) throw new MalformedError('lzma2 output exceeds the declared size');
      out.set(input.subarray(at, at + n), pos);
      at += n;
      pos += n;
      continue;
    }
    if (control < 0x80) throw new MalformedError(`lzma2 control byte 0x${control.toString(16)}`);
    if (at + 4 > input.length) throw new MalformedError('lzma2 data truncated');
    const unpacked = ((control & 0x1f) << 16) + (((input[at] ?? 0) << 8) | (input[at + 1] ?? 0)) + 1;
    const packed = (((input[at + 2] ?? 0) << 8) | (input[at + 3] ?? 0)) + 1;
    at += 4;
    const reset = (control >>> 5) & 3;
    if (reset === 3) {
      dictStart = pos;
      needDictReset = false;
    } else if (needDictReset) throw new MalformedError('lzma2 chunk before a dictionary reset');
    if (reset >= 2) {
      const props = lzmaProps(input[at++] ?? 0);
      if (props.lc + props.lp > 4) throw new MalformedError('lzma2 lc + lp exceeds 4');
      if (st === undefined) st = new LzmaState(props);
      else st.reset(props);
      needProps = false;
    } else if (needProps || st === undefined) throw new MalformedError('lzma2 chunk without properties');
    else if (reset === 1) st.reset(st.props);
    if (pos + unpacked > size) throw new MalformedError('lzma2 output exceeds the declared size');
    if (at + packed > input.length) throw new MalformedError('lzma2 data truncated');
    decodeInto(st, input, at, at + packed, out, pos, pos + unpacked, dictStart, false);
    at += packed;
    pos += unpacked;
  }
  if (pos !== size) throw new MalformedError('lzma2 stream ended before the declared size');
  return out;
}
