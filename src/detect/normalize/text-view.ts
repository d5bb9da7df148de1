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
 * Accumulates output characters together with the map back to the parent view; `build` composes
 * that with the parent's own map.
 *
 * The map is kept as segments rather than one entry per UTF-16 unit: a copied run of any length is
 * one "linear" segment (unit k maps to `from + k`), a replacement is one "block" segment (every unit
 * maps to the whole `[from, to)`). Views of long, mostly unchanged prompts then cost a few
 * segments, not two integers per character; `span` finds a unit's segment by binary search.
 */
export class ViewBuilder {
  private readonly parts: string[] = [];
  private length = 0;
  /** Per segment: first output unit, parent start, parent end (block) or -1 (linear). */
  private outAt: Int32Array;
  private from: Int32Array;
  private to: Int32Array;
  private count = 0;

  constructor(capacity = 16) {
    const size = Math.max(16, Math.min(capacity, 1024));
    this.outAt = new Int32Array(size);
    this.from = new Int32Array(size);
    this.to = new Int32Array(size);
  }

  /** Appends `s`, all of whose units come from parent range `[from, to)`. */
  push(s: string, from: number, to: number): void {
    this.mapBlock(from, to, s.length);
    this.parts.push(s);
  }

  /** Appends `source[from, to)` unchanged, each unit mapping to its own position. */
  pushCopy(source: string, from: number, to: number): void {
    if (to > from) this.pushRun(source.slice(from, to), from);
  }

  /** Appends `s`, whose unit k comes from parent position `from + k` (a same-length rewrite). */
  pushRun(s: string, from: number): void {
    this.mapRun(from, s.length);
    this.parts.push(s);
  }

  /**
   * Records `units` output units mapping to parent positions `from`, `from + 1`, ... without
   * storing text; for writers that assemble the text themselves and call {@link buildWith}.
   */
  mapRun(from: number, units: number): void {
    if (units <= 0) return;
    const last = this.count - 1;
    // A run continuing the previous linear segment in both coordinates extends it.
    const continues =
      last >= 0 &&
      this.to[last] === -1 &&
      (this.from[last] ?? 0) + this.length - (this.outAt[last] ?? 0) === from;
    if (!continues) this.addSegment(from, -1);
    this.length += units;
  }

  /** Records `units` output units that all map to parent range `[from, to)`, without storing text. */
  mapBlock(from: number, to: number, units: number): void {
    if (units <= 0) return;
    this.addSegment(from, to);
    this.length += units;
  }

  /** The text written so far. */
  text(): string {
    return this.parts.join('');
  }

  build(parent: TextView): TextView {
    return this.buildWith(this.parts.join(''), parent);
  }

  /**
   * Builds the view over `text`, which the caller assembled itself and which must have exactly the
   * units the segments describe (used by writers that produce text faster than string parts).
   */
  buildWith(text: string, parent: TextView): TextView {
    const outAt = this.outAt.subarray(0, this.count);
    const from = this.from;
    const to = this.to;
    const n = this.length;
    // Parent position of unit i: [start, end) of its segment's mapping.
    const locate = (i: number): number => {
      let lo = 0;
      let hi = outAt.length - 1;
      while (lo < hi) {
        const mid = (lo + hi + 1) >>> 1;
        if ((outAt[mid] ?? 0) <= i) lo = mid;
        else hi = mid - 1;
      }
      return lo;
    };
    const startOf = (i: number) => {
      const s = locate(i);
      const t = to[s] ?? 0;
      return t === -1 ? (from[s] ?? 0) + i - (outAt[s] ?? 0) : (from[s] ?? 0);
    };
    const endOf = (i: number) => {
      const s = locate(i);
      const t = to[s] ?? 0;
      return t === -1 ? (from[s] ?? 0) + i - (outAt[s] ?? 0) + 1 : t;
    };
    return {
      text,
      depth: parent.depth,
      span(a, b) {
        if (n === 0) return parent.span(0, 0);
        const i = Math.min(Math.max(a, 0), n - 1);
        const j = Math.min(Math.max(b - 1, i), n - 1);
        return parent.span(startOf(i), endOf(j));
      },
    };
  }

  /** Records a segment starting at the current output position; `to` -1 marks a linear one. */
  private addSegment(from: number, to: number): void {
    if (this.count === this.outAt.length) this.grow();
    this.outAt[this.count] = this.length;
    this.from[this.count] = from;
    this.to[this.count] = to;
    this.count++;
  }

  private grow(): void {
    const size = this.outAt.length * 2;
    const resize = (a: Int32Array) => {
      const b = new Int32Array(size);
      b.set(a);
      return b;
    };
    this.outAt = resize(this.outAt);
    this.from = resize(this.from);
    this.to = resize(this.to);
  }
}

function clamp(i: number, n: number): number {
  return Math.min(Math.max(i, 0), n);
}
