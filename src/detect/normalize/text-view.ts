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

/** Entries per segment of a {@link ViewBuilder}. */
const SEGMENT = 3;

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
  /**
   * Per segment, three entries: first output unit, parent start, and parent end (block) or -1
   * (linear). One array, not three: every scan builds several views, and each typed array costs
   * an allocation outside the heap.
   */
  private segments: Int32Array;
  private count = 0;

  constructor(capacity = 16) {
    this.segments = new Int32Array(SEGMENT * Math.max(16, Math.min(capacity, 1024)));
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
    const last = SEGMENT * (this.count - 1);
    const seg = this.segments;
    // A run continuing the previous linear segment in both coordinates extends it.
    const continues =
      last >= 0 && seg[last + 2] === -1 && (seg[last + 1] ?? 0) + this.length - (seg[last] ?? 0) === from;
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
    const seg = this.segments;
    const count = this.count;
    const n = this.length;
    // Offset in `seg` of the segment holding unit i (binary search on the first output units).
    const locate = (i: number): number => {
      let lo = 0;
      let hi = count - 1;
      while (lo < hi) {
        const mid = (lo + hi + 1) >>> 1;
        if ((seg[SEGMENT * mid] ?? 0) <= i) lo = mid;
        else hi = mid - 1;
      }
      return SEGMENT * lo;
    };
    // Parent position of unit i: [start, end) of its segment's mapping.
    const startOf = (i: number) => {
      const s = locate(i);
      const t = seg[s + 2] ?? 0;
      return t === -1 ? (seg[s + 1] ?? 0) + i - (seg[s] ?? 0) : (seg[s + 1] ?? 0);
    };
    const endOf = (i: number) => {
      const s = locate(i);
      const t = seg[s + 2] ?? 0;
      return t === -1 ? (seg[s + 1] ?? 0) + i - (seg[s] ?? 0) + 1 : t;
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
    const at = SEGMENT * this.count;
    if (at === this.segments.length) this.grow();
    this.segments[at] = this.length;
    this.segments[at + 1] = from;
    this.segments[at + 2] = to;
    this.count++;
  }

  private grow(): void {
    const b = new Int32Array(this.segments.length * 2);
    b.set(this.segments);
    this.segments = b;
  }
}

function clamp(i: number, n: number): number {
  return Math.min(Math.max(i, 0), n);
}
