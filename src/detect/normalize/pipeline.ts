import type { NormalizationStep, Span } from '../types.js';
import { decodeBraille, decodeUpsideDown } from './codecs.js';
import { type EncodingKind, findEncodedSegments } from './decode.js';
import { emojiAsWords } from './emoji-words.js';
import { foldChars } from './fold-chars.js';
import { foldTokens } from './fold-tokens.js';
import { unmask } from './masked.js';
import { decodePigLatin } from './pig-latin.js';
import { looksReversed, reverseText } from './reverse.js';
import { reverseEachWord, wordsReadBackwards } from './reversed-words.js';
import {
  atbash,
  caesar,
  caesarShift,
  looksLikeRot13,
  MIN_ROTATED,
  readsAsAtbash,
  readsAsRot13,
  rot13,
  rot13Counts,
} from './rot13.js';
import { unscramble } from './scrambled.js';
import { decipher, shiftCipherOf } from './shifted.js';
import { joinSplitStrings } from './split-strings.js';
import { type InvisibleRun, toSurface } from './surface.js';
import { identityView, segmentView, type TextView } from './text-view.js';

/** Decoding layers followed at most: base64 of base64 of base64 is still read, a 4th is not. */
export const MAX_DECODE_DEPTH = 3;
/** Decoded characters kept per input, all layers together: bounds work on hostile nesting. */
const MAX_DECODED_CHARS = 262144;
const MAX_SEGMENTS = 64;
/** Longest text read whole as ROT13, Morse or backwards: those tests read every word. */
const MAX_WHOLE_TEXT_CHARS = 32768;

/** One readable rendering of (part of) the input, in two forms engines choose from. */
export interface NormalizedView {
  /** NFKC, invisible characters removed, case kept: for PII, secrets, URLs. */
  surface: TextView;
  /** Lower-cased, lookalikes/accents/leetspeak/spacing folded: for injection rules and the model. */
  folded: TextView;
  /** 0 for the input itself; n for text decoded through n layers. */
  depth: number;
  /** How this view was decoded from its parent; undefined for the input itself. */
  encoding?: EncodingKind;
  /**
   * True when `folded` only lower-cases the view's text (plain ASCII: nothing invisible, nothing
   * folded), with the view's own offsets: then it is exactly `foldChars` of the text, and engines
   * that need that may share the scan's token text of this view instead of building their own.
   */
  caseFoldedOnly: boolean;
}

/** A decoded payload, content-free. */
export interface DecodedPayload {
  kind: EncodingKind;
  depth: number;
  span: Span;
  /** Decoded text reads like prose (several words), not like a token or JSON blob. */
  prose: boolean;
}

/** Everything the engines need, computed once per scan. */
export interface NormalizedInput {
  original: string;
  views: NormalizedView[];
  invisible: InvisibleRun[];
  decoded: DecodedPayload[];
  steps: NormalizationStep[];
}

/**
 * Runs every normalisation step on `text`: NFKC, invisible-character removal (and decoding of text
 * smuggled in Unicode tags), lookalike/leetspeak/spacing folding, and bounded recursive decoding of
 * base64, hex, URL-encoding, escapes and ROT13. All views map back to offsets in `text`.
 *
 * @example
 * const n = normalize('i\u200Bgnore all previous instructions');
 * n.views[0]?.folded.text; // 'ignore all previous instructions'
 */
export function normalize(text: string): NormalizedInput {
  const counts = new Map<string, number>();
  const bump = (step: string, n: number) => {
    if (n > 0) counts.set(step, (counts.get(step) ?? 0) + n);
  };
  const views: NormalizedView[] = [];
  const decoded: DecodedPayload[] = [];
  const invisible: InvisibleRun[] = [];
  let budget = MAX_DECODED_CHARS;

  const queue: Array<{ view: TextView; encoding?: EncodingKind }> = [{ view: identityView(text) }];
  while (queue.length > 0) {
    const item = queue.shift();
    if (item === undefined) break;
    const surface = toSurface(item.view);
    bump('nfkc', surface.nfkcChanges);
    bump('invisible_removed', surface.invisibleRemoved);
    invisible.push(...surface.invisible);
    const chars = foldChars(surface.view);
    bump('confusable_fold', chars.confusables);
    const tokens = foldTokens(chars.view);
    bump('leetspeak_fold', tokens.leetspeak);
    bump('spacing_fold', tokens.spacing);
    const depth = item.view.depth;
    // foldChars reuses its input's map only when it merely lower-cased (same units, same offsets).
    const caseFoldedOnly =
      surface.view === item.view && chars.view.span === item.view.span && tokens.view === chars.view;
    views.push({
      surface: surface.view,
      folded: tokens.view,
      depth,
      caseFoldedOnly,
      ...(item.encoding ? { encoding: item.encoding } : {}),
    });
    if (depth >= MAX_DECODE_DEPTH) continue;

    const children: Child[] = [];
    for (const s of surface.smuggled) children.push({ kind: 'unicode_tags', span: s.span, text: s.text });
    // toSurface hands a plain-ASCII view back as it is.
    const plainAscii = surface.view === item.view;
    for (const seg of findEncodedSegments(surface.view.text, MAX_SEGMENTS, plainAscii)) {
      children.push({ kind: seg.kind, span: surface.view.span(seg.start, seg.end), text: seg.text });
    }
    if (surface.view.text.length <= MAX_WHOLE_TEXT_CHARS)
      children.push(...wholeTextDecodings(surface.view, depth, plainAscii));
    for (const child of children) {
      if (budget < child.text.length || decoded.length >= MAX_SEGMENTS) break;
      budget -= child.text.length;
      bump(`decode_${child.kind}`, 1);
      decoded.push({ kind: child.kind, depth: depth + 1, span: child.span, prose: isProse(child.text) });
      // A flat copy: decoders grow their text a piece at a time, and a rope reaching the character
      // loops of the pipeline and the engines slows them for every later scan (`flatString`).
      const decodedText = flatString(child.text);
      queue.push({
        view:
          child.view === undefined
            ? segmentView(decodedText, child.span, depth + 1)
            : { text: decodedText, depth: child.view.depth, span: child.view.span },
        encoding: child.kind,
      });
    }
  }
  const steps = [...counts].map(([step, count]) => ({ step, count }));
  return { original: text, views, invisible, decoded, steps };
}

/**
 * A decoding of the whole view that keeps every position (ROT13, Atbash, restored words: a
 * letter for a letter), so its view reuses the precise map of its parent.
 */
function inPlace(kind: EncodingKind, view: TextView, depth: number, text: string): Child {
  return {
    kind,
    span: view.span(0, view.text.length),
    text,
    view: { text, depth: depth + 1, span: view.span },
  };
}

/**
 * `s` copied into one flat string. A string grown with `+=` is a rope, and V8's optimised code for
 * the many `charCodeAt` loops of the pipeline and the engines, once it has met one, handles ropes
 * too and stays slower for every later text: a single ROT13 prompt made every later scan about 30%
 * slower (stop 66, `docs/architecture.md`). A round trip through UTF-16 code units copies in
 * native code, lone surrogates included.
 */
function flatString(s: string): string {
  return Buffer.from(s, 'utf16le').toString('utf16le');
}

/** Fewer listed English words than this as written, and a text is tried as any shift cipher. */
const FEW_PLAIN_WORDS = 6;

/** ROT13 lines decoded per view, and the shortest line tried. */
const MAX_ROT13_LINES = 4;
const MIN_ROT13_LINE = 12;

/** A decoded part of a view, queued to be normalised and judged in turn. */
interface Child {
  kind: EncodingKind;
  span: Span;
  text: string;
  /** A precise map back, where decoding keeps positions; else the whole span. */
  view?: TextView;
}

/**
 * The whole text read as ROT13 or Atbash (or a Caesar shift it names), or backwards, where it
 * reads better so, read back from pig Latin, with shuffled attack words restored, and quoted fragments joined where the text
 * cuts a string into pieces; a text that is not plain ASCII (`ascii`: its surface is the view
 * itself) also read from Braille cells, turned upside down, or with emoji that stand for a word
 * written as it ("a 💣"). Morse is read by the segment finder
 * (`findEncodedSegments`), whole texts included.
 */
function wholeTextDecodings(view: TextView, depth: number, ascii: boolean): Child[] {
  const plain = view.text;
  const whole = view.span(0, plain.length);
  const out: Child[] = [];
  const rot13Words = rot13Counts(plain);
  if (readsAsRot13(rot13Words)) out.push(inPlace('rot13', view, depth, rot13(plain)));
  else if (rot13Words.after >= MIN_ROTATED && plain.includes('\n')) out.push(...rot13Lines(view, depth));
  if (readsAsAtbash(rot13Words)) out.push(inPlace('atbash', view, depth, atbash(plain)));
  const shift = caesarShift(plain);
  if (shift !== undefined) out.push(inPlace('caesar', view, depth, caesar(plain, 26 - shift)));
  // Any enciphered request, not only one that hides attack words: a text with few of those words
  // as written is read by its letters' frequencies and the English word list.
  const cipher = out.length === 0 && rot13Words.before < FEW_PLAIN_WORDS ? shiftCipherOf(plain) : undefined;
  if (cipher !== undefined) out.push(inPlace(cipher.kind, view, depth, decipher(plain, cipher)));
  if (!ascii) {
    const braille = decodeBraille(plain);
    if (braille !== undefined) out.push({ kind: 'braille', span: whole, text: braille });
    const turned = decodeUpsideDown(plain);
    if (turned !== undefined) out.push({ kind: 'upside_down', span: whole, text: turned });
    const pictured = emojiAsWords(plain);
    if (pictured !== undefined) out.push({ kind: 'emoji', span: whole, text: pictured });
  }
  const reversed = looksReversed(plain);
  if (reversed) out.push({ kind: 'reversed', span: whole, text: reverseText(plain) });
  // Any request written backwards, read both ways: each word turned in place, and the whole text.
  if (!reversed && cipher === undefined && rot13Words.before < FEW_PLAIN_WORDS && wordsReadBackwards(plain)) {
    out.push(inPlace('reversed', view, depth, reverseEachWord(plain)));
    out.push({ kind: 'reversed', span: whole, text: reverseText(plain) });
  }
  const pigLatin = decodePigLatin(plain);
  if (pigLatin !== undefined) out.push({ kind: 'pig_latin', span: whole, text: pigLatin });
  // Restored words keep their length, so the parent's offsets still hold.
  const unmasked = unmask(plain);
  if (unmasked !== undefined) out.push(inPlace('masked', view, depth, unmasked));
  const restored = unscramble(plain);
  if (restored !== undefined) out.push(inPlace('scrambled', view, depth, restored));
  const joined = joinSplitStrings(plain);
  if (joined !== undefined) out.push({ kind: 'split_strings', span: whole, text: joined });
  return out;
}

/** Lines read as ROT13 under a plain request ("Decode this:\nVtaber nyy cerivbhf ..."), at most a few. */
function rot13Lines(view: TextView, depth: number): Child[] {
  const out: Child[] = [];
  const plain = view.text;
  for (let start = 0; start < plain.length && out.length < MAX_ROT13_LINES; ) {
    const nl = plain.indexOf('\n', start);
    const end = nl < 0 ? plain.length : nl;
    if (end - start >= MIN_ROT13_LINE && looksLikeRot13(plain.slice(start, end))) {
      const from = start;
      const rotated = rot13(plain.slice(from, end));
      out.push({
        kind: 'rot13',
        span: view.span(from, end),
        text: rotated,
        view: { text: rotated, depth: depth + 1, span: (a, b) => view.span(from + a, from + b) },
      });
    }
    start = end + 1;
  }
  return out;
}

function isProse(text: string): boolean {
  let spaces = 0;
  for (let i = 0; i < text.length && spaces < 3; i++) if (text.charCodeAt(i) === 0x20) spaces++;
  return spaces >= 3;
}
