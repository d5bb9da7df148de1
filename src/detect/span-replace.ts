import type { EntityKind } from './engines/finder.js';
import type { Span } from './types.js';

/** A sensitive value found in a text, by kind, span and score. */
export interface SensitiveSpan {
  entity: EntityKind;
  span: Span;
  score: number;
}

/** Values at least this long are replaced wherever they occur, even inside a longer word. */
const ANYWHERE_LENGTH = 6;

const isWordUnit = (c: number) =>
  (c >= 0x30 && c <= 0x39) || ((c | 0x20) >= 0x61 && (c | 0x20) <= 0x7a) || c === 0x5f || c > 0x7f;

/**
 * The one span-replacement routine behind scan redaction, gateway masking and `mask`: every
 * occurrence of every value in `placeholders` is replaced, not only the spans a finder reported,
 * so a value flagged once (say next to "password=") is also masked where it is repeated bare.
 * Overlapping occurrences keep the one starting first (the longer on a tie); the other is then
 * broken by the replacement. Where `widen` names a placeholder (secrets), overlapping occurrences
 * are reported as `unions`, so the caller can mask the union and leave no tail of either. Short values (a 3-letter
 * password, a first name) are replaced only as whole words, so "Ana" does not eat "Banana".
 */
export function replaceValues(
  text: string,
  placeholders: ReadonlyMap<string, string>,
  widen?: (placeholder: string) => boolean,
): { text: string; replaced: Array<{ placeholder: string; span: Span }>; unions?: string[] } {
  if (placeholders.size === 0) return { text, replaced: [] };
  const unions: string[] = [];
  const found: Array<{ start: number; end: number; placeholder: string }> = [];
  for (const [value, placeholder] of placeholders) {
    if (value.length === 0) continue;
    for (let at = text.indexOf(value); at >= 0; at = text.indexOf(value, at + 1)) {
      const end = at + value.length;
      if (value.length < ANYWHERE_LENGTH && !wholeWord(text, at, end)) continue;
      found.push({ start: at, end, placeholder });
    }
  }
  found.sort((a, b) => a.start - b.start || b.end - a.end);
  const replaced: Array<{ placeholder: string; span: Span }> = [];
  let out = '';
  let cursor = 0;
  for (const f of found) {
    if (f.start < cursor) {
      // An occurrence running past the one replaced (a value repeated with no separator): its tail
      // would survive. Where either value is one `widen` names, the caller is told the union.
      const last = replaced.at(-1);
      if (f.end > cursor && last && widen && (widen(f.placeholder) || widen(last.placeholder)))
        unions.push(text.slice(last.span.start, f.end));
      continue;
    }
    out += text.slice(cursor, f.start) + f.placeholder;
    cursor = f.end;
    replaced.push({ placeholder: f.placeholder, span: { start: f.start, end: f.end } });
  }
  const result = { text: out + text.slice(cursor), replaced };
  return unions.length > 0 ? { ...result, unions } : result;
}

function wholeWord(text: string, start: number, end: number): boolean {
  const before = start > 0 ? text.charCodeAt(start - 1) : 0x20;
  const after = end < text.length ? text.charCodeAt(end) : 0x20;
  const first = text.charCodeAt(start);
  const last = text.charCodeAt(end - 1);
  return !(isWordUnit(before) && isWordUnit(first)) && !(isWordUnit(after) && isWordUnit(last));
}
