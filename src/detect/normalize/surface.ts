import type { Span } from '../types.js';
import { invisibleKind, invisibleWeight, variationSelectorByte } from './invisible.js';
import { type TextView, ViewBuilder } from './text-view.js';

/** A run of invisible characters in the original input, with its strongest evidence weight. */
export interface InvisibleRun {
  span: Span;
  weight: number;
  count: number;
}

/** Text hidden in invisible characters (Unicode tags or variation selectors), decoded. */
export interface SmuggledText {
  text: string;
  span: Span;
}

/** Result of {@link toSurface}. */
export interface Surface {
  view: TextView;
  invisible: InvisibleRun[];
  smuggled: SmuggledText[];
  /** Code points NFKC changed (fullwidth, mathematical alphanumerics, ligatures...). */
  nfkcChanges: number;
  /** Invisible code points removed. */
  invisibleRemoved: number;
}

const PLAIN_ASCII = /^[\t\n\r\x20-\x7e]*$/;
const nfkcCache = new Map<number, string>();

/**
 * The "surface" view: NFKC per code point and invisible characters removed, case preserved.
 * PII, secret and URL engines read this view; injection engines read the folded one built on it.
 */
export function toSurface(input: TextView): Surface {
  const text = input.text;
  if (PLAIN_ASCII.test(text)) {
    return { view: input, invisible: [], smuggled: [], nfkcChanges: 0, invisibleRemoved: 0 };
  }
  const out = new ViewBuilder(text.length);
  const runs: InvisibleRun[] = [];
  const smuggled: SmuggledText[] = [];
  let hidden = '';
  let hiddenStart = -1;
  let hiddenEnd = -1;
  let nfkcChanges = 0;
  let removed = 0;
  let prev = -1;
  // "Sneaky bits": bytes written as runs of invisible times (0) and invisible plus (1).
  let bits = 0;
  let bitCount = 0;
  const flushHidden = () => {
    if (hidden.length >= 4) smuggled.push({ text: hidden, span: input.span(hiddenStart, hiddenEnd) });
    hidden = '';
    hiddenStart = -1;
    bits = 0;
    bitCount = 0;
  };
  // Unchanged characters are copied in runs: per-character appends dominate on long inputs.
  let run = 0;
  for (let i = 0; i < text.length; ) {
    const unit = text.charCodeAt(i);
    // Plain ASCII outside a hidden run is copied as is: the common case, kept to one compare.
    if (unit < 0x80 && hiddenStart < 0) {
      prev = unit;
      i++;
      continue;
    }
    const cp = text.codePointAt(i) ?? 0;
    const width = cp > 0xffff ? 2 : 1;
    const kind = invisibleKind(cp);
    if (kind === undefined && hiddenStart < 0 && (cp < 0x80 || (width === 1 && nfkc(cp) === text[i]))) {
      prev = cp;
      i += width;
      continue;
    }
    out.pushCopy(text, run, i);
    run = i + width;
    if (kind !== undefined) {
      removed++;
      const next = text.codePointAt(i + width) ?? -1;
      const weight = invisibleWeight(kind, cp, prev, next);
      if (weight > 0) addRun(runs, i, i + width, weight);
      let hiddenChar = kind === 'tag' ? tagChar(cp) : vsChar(cp);
      if (cp === INVISIBLE_TIMES || cp === INVISIBLE_PLUS) {
        bits = (bits << 1) | (cp === INVISIBLE_PLUS ? 1 : 0);
        if (++bitCount === 8) {
          hiddenChar = byteChar(bits);
          bits = 0;
          bitCount = 0;
        } else if (hiddenStart < 0) hiddenStart = i;
      }
      if (hiddenChar !== '') {
        if (hiddenStart < 0) hiddenStart = i;
        hiddenEnd = i + width;
        if (hidden.length < 65536) hidden += hiddenChar;
      }
    } else {
      if (hiddenStart >= 0) flushHidden();
      const folded = cp < 0x80 ? String.fromCharCode(cp) : nfkc(cp);
      if (cp >= 0x80 && folded !== String.fromCodePoint(cp)) nfkcChanges++;
      out.push(folded, i, i + width);
    }
    prev = cp;
    i += width;
  }
  out.pushCopy(text, run, text.length);
  if (hiddenStart >= 0) flushHidden();
  // Runs were merged in this view's coordinates; report them in the original input's.
  for (const run of runs) run.span = input.span(run.span.start, run.span.end);
  return { view: out.build(input), invisible: runs, smuggled, nfkcChanges, invisibleRemoved: removed };
}

function nfkc(cp: number): string {
  let s = nfkcCache.get(cp);
  if (s === undefined) {
    s = String.fromCodePoint(cp).normalize('NFKC');
    if (nfkcCache.size < 50000) nfkcCache.set(cp, s);
  }
  return s;
}

function tagChar(cp: number): string {
  return cp >= 0xe0020 && cp <= 0xe007e ? String.fromCharCode(cp - 0xe0000) : '';
}

function vsChar(cp: number): string {
  return byteChar(variationSelectorByte(cp));
}

/** A hidden byte as text: only printable ASCII bytes are worth reassembling into a scannable payload. */
function byteChar(b: number): string {
  return b >= 0x20 && b <= 0x7e ? String.fromCharCode(b) : b === 0x0a ? '\n' : '';
}

/** U+2062 INVISIBLE TIMES and U+2064 INVISIBLE PLUS: the 0 and 1 of "sneaky bits". */
const INVISIBLE_TIMES = 0x2062;
const INVISIBLE_PLUS = 0x2064;

function addRun(runs: InvisibleRun[], start: number, end: number, weight: number): void {
  const last = runs[runs.length - 1];
  if (last !== undefined && last.span.end === start) {
    last.span.end = end;
    last.count++;
    last.weight = Math.max(last.weight, weight);
    return;
  }
  if (runs.length < 10000) runs.push({ span: { start, end }, weight, count: 1 });
}
