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
  | 'PERSON'
  | 'ORGANIZATION'
  | 'LOCATION'
  | 'ADDRESS'
  | 'DATE_OF_BIRTH'
  | 'PASSPORT'
  | 'DRIVER_LICENSE'
  | 'URL'
  | 'MAC_ADDRESS'
  | 'CRYPTO'
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

/** Every result of `finders` over a view, mapped back to the original input; overlaps kept. */
export function locateAll(finders: readonly Finder[], view: TextView): Located[] {
  const all: Located[] = [];
  const text = view.text;
  // Indexed loops: a scan calls over a hundred finders, most of which find nothing.
  for (let k = 0; k < finders.length; k++) {
    const finder = finders[k] as Finder;
    const found = finder.find(text);
    for (let i = 0; i < found.length; i++) {
      const f = found[i] as Found;
      all.push({ finder, span: view.span(f.start, f.end), score: f.score });
    }
  }
  return all;
}

/** Runs `finders` over a view and maps results back to the original input, longest first on overlap. */
export function locate(finders: readonly Finder[], view: TextView): Located[] {
  const all = locateAll(finders, view);
  if (all.length === 0) return all;
  all.sort((a, b) => a.span.start - b.span.start);
  // A card number must not also be reported as a phone number: within each cluster of overlapping
  // finds keep the strongest (then longest). Clusters keep the quadratic step small.
  const kept: Located[] = [];
  for (let i = 0; i < all.length; ) {
    let end = all[i]?.span.end ?? 0;
    let j = i + 1;
    while (j < all.length && (all[j]?.span.start ?? 0) < end) end = Math.max(end, all[j++]?.span.end ?? 0);
    kept.push(...strongest(all.slice(i, j)));
    i = j;
  }
  return kept.sort((a, b) => a.span.start - b.span.start);
}

function strongest(cluster: Located[]): Located[] {
  if (cluster.length === 1) return cluster;
  cluster.sort((a, b) => b.score - a.score || b.span.end - b.span.start - (a.span.end - a.span.start));
  const kept: Located[] = [];
  for (const l of cluster) {
    if (!kept.some((k) => k.span.start < l.span.end && l.span.start < k.span.end)) kept.push(l);
  }
  return kept;
}

/** Hits of `finders` over every surface view of the scan (input and decoded payloads). */
export function finderHits(finders: readonly Finder[], views: readonly TextView[]): Hit[] {
  const found =
    views.length === 1
      ? locate(finders, views[0] as TextView)
      : views.flatMap((view) => locate(finders, view));
  if (found.length === 0) return [];
  // Over the cap, the strongest findings are kept: weak ones (places, URLs) never crowd out a card.
  const kept =
    found.length <= MAX_HITS_PER_ENGINE
      ? found
      : found
          .map((l, order) => ({ l, order }))
          .sort((a, b) => b.l.score - a.l.score || a.order - b.order)
          .slice(0, MAX_HITS_PER_ENGINE)
          .sort((a, b) => a.order - b.order)
          .map((x) => x.l);
  return kept.map((l) => hit(l.finder.ruleId, l.finder.flag, l.score, l.span));
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
