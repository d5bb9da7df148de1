import type { TextView } from '../normalize/text-view.js';
import type { Flag, Hit, Span } from '../types.js';
import { hit, MAX_HITS_PER_ENGINE } from './engine.js';

/** Kinds of sensitive values that can be masked, used for placeholders (`[EMAIL_1]`). */
export type EntityKind =
  | 'EMAIL'
  | 'PHONE'
  | 'CARD'
  | 'IBAN'
  | 'SSN'
  | 'NATIONAL_ID'
  | 'IP_ADDRESS'
  | 'SECRET';

/** A value found in a text: offsets in that text and a calibrated score. */
export interface Found {
  start: number;
  end: number;
  score: number;
}

/** A detector of one kind of sensitive value, scanning surface text in linear time. */
export interface Finder {
  ruleId: string;
  entity: EntityKind;
  flag: Flag;
  find(text: string): Found[];
}

/** A located value of a finder, mapped to the original input. */
export interface Located {
  finder: Finder;
  span: Span;
  score: number;
}

/** Runs `finders` over a view and maps results back to the original input, longest first on overlap. */
export function locate(finders: readonly Finder[], view: TextView): Located[] {
  const all: Located[] = [];
  for (const finder of finders) {
    for (const f of finder.find(view.text))
      all.push({ finder, span: view.span(f.start, f.end), score: f.score });
  }
  // A card number must not also be reported as a phone number: keep the stronger of overlapping finds.
  all.sort((a, b) => b.score - a.score || b.span.end - b.span.start - (a.span.end - a.span.start));
  const kept: Located[] = [];
  for (const l of all) {
    if (!kept.some((k) => k.span.start < l.span.end && l.span.start < k.span.end)) kept.push(l);
  }
  return kept.sort((a, b) => a.span.start - b.span.start);
}

/** Hits of `finders` over every surface view of the scan (input and decoded payloads). */
export function finderHits(finders: readonly Finder[], views: readonly TextView[]): Hit[] {
  const hits: Hit[] = [];
  for (const view of views) {
    for (const l of locate(finders, view)) {
      if (hits.length >= MAX_HITS_PER_ENGINE) return hits;
      hits.push(hit(l.finder.ruleId, l.finder.flag, l.score, l.span));
    }
  }
  return hits;
}

/** All matches of a global regex, at most `limit`. The regex must be linear-time by construction. */
export function allMatches(re: RegExp, text: string, limit = 256): RegExpExecArray[] {
  const out: RegExpExecArray[] = [];
  re.lastIndex = 0;
  for (let m = re.exec(text); m !== null && out.length < limit; m = re.exec(text)) {
    out.push(m);
    if (m[0].length === 0) re.lastIndex++;
  }
  return out;
}
