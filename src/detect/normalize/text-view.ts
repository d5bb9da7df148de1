import type { Span } from '../types.js';

/**
 * A string derived from the original input plus the map back to it. Every engine reads views,
 * never the raw input, so a hit found after folding or decoding still points at the right bytes.
 */
export interface TextView {
  readonly text: string;
  /** How many decoding layers produced this view (0 = the input itself). */
  readonly depth: number;
  /** Maps `[a, b)` in `text` to the covering span of the original input. */
  span(a: number, b: number): Span;
}

/** The identity view: the input text itself. */
export function identityView(text: string): TextView {
  return {
    text,
    depth: 0,
    span: (a, b) => ({ start: clamp(a, text.length), end: clamp(Math.max(a, b), text.length) }),
  };
}

/**
 * A view of decoded text: every character maps to the whole encoded segment it came from, since a
 * base64 quantum has no meaningful per-character origin.
 */
export function segmentView(text: string, origin: Span, depth: number): TextView {
  return { text, depth, span: () => ({ start: origin.start, end: origin.end }) };
}

/**
 * Accumulates output characters together with, for each UTF-16 unit, the range of the parent view
 * it came from; `build` composes that with the parent's own map.
 */
export class ViewBuilder {
  private parts: string[] = [];
  private starts: Uint32Array;
  private ends: Uint32Array;
  private length = 0;

  constructor(capacity: number) {
    this.starts = new Uint32Array(Math.max(16, capacity));
    this.ends = new Uint32Array(Math.max(16, capacity));
  }

  /** Appends `s`, all of whose units come from parent range `[from, to)`. */
  push(s: string, from: number, to: number): void {
    const need = this.length + s.length;
    if (need > this.starts.length) this.grow(need);
    for (let k = 0; k < s.length; k++) {
      this.starts[this.length + k] = from;
      this.ends[this.length + k] = to;
    }
    this.length = need;
    this.parts.push(s);
  }

  /** Appends `source[from, to)` unchanged, each unit mapping to its own position. */
  pushCopy(source: string, from: number, to: number): void {
    if (to > from) this.pushRun(source.slice(from, to), from);
  }

  /** Appends `s`, whose unit k comes from parent position `from + k` (a same-length rewrite). */
  pushRun(s: string, from: number): void {
    const need = this.length + s.length;
    if (need > this.starts.length) this.grow(need);
    for (let k = 0; k < s.length; k++) {
      this.starts[this.length] = from + k;
      this.ends[this.length] = from + k + 1;
      this.length++;
    }
    this.parts.push(s);
  }

  /** The text written so far. */
  text(): string {
    return this.parts.join('');
  }

  build(parent: TextView): TextView {
    const text = this.parts.join('');
    const starts = this.starts;
    const ends = this.ends;
    const n = this.length;
    return {
      text,
      depth: parent.depth,
      span(a, b) {
        if (n === 0) return parent.span(0, 0);
        const i = Math.min(Math.max(a, 0), n - 1);
        const j = Math.min(Math.max(b - 1, i), n - 1);
        return parent.span(starts[i] ?? 0, ends[j] ?? 0);
      },
    };
  }

  private grow(need: number): void {
    const size = Math.max(need, this.starts.length * 2);
    const s = new Uint32Array(size);
    const e = new Uint32Array(size);
    s.set(this.starts);
    e.set(this.ends);
    this.starts = s;
    this.ends = e;
  }
}

function clamp(i: number, n: number): number {
  return Math.min(Math.max(i, 0), n);
}
