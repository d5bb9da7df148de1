import { type ConceptHits, ConceptMatcher } from '../model/concept-matcher.js';
import { HARM_CONCEPTS, HARM_LEXICON } from './lexicon.js';

export type { ConceptHits };

const EVADE = HARM_CONCEPTS.indexOf('evade');
const DEFEND = HARM_CONCEPTS.indexOf('defend');

/** The harm concepts' matcher; the `evade` entries' spans are kept (see {@link conceptHits}). */
const matcher = new ConceptMatcher(
  HARM_CONCEPTS.map((c) => Object.values(HARM_LEXICON[c])),
  1 << EVADE,
);

/** Number of harm concepts, and of concept features: each concept, then each unordered pair. */
export const CONCEPT_COUNT = matcher.count;
export const CONCEPT_FEATURES = matcher.features;

/**
 * The harm concepts found in `tokens` (token text), with their offsets. A `defend` entry inside an
 * `evade` one ("without being detected", "không bị phát hiện") is not counted: the detecting is
 * what is evaded, not a defence.
 *
 * @example
 * conceptHits(' how to make a bomb ')[HARM_CONCEPTS.indexOf('weapon')]; // [15]
 */
export function conceptHits(tokens: string): ConceptHits {
  const out = matcher.hits(tokens);
  const spans = matcher.spans;
  if (spans.length > 0) {
    out[DEFEND] = (out[DEFEND] ?? []).filter((p) => {
      for (let k = 0; k < spans.length; k += 2)
        if (p >= (spans[k] as number) && p < (spans[k + 1] as number)) return false;
      return true;
    });
  }
  return out;
}

/** Index of the pair feature of concepts `a` < `b`, after the single-concept features. */
export function pairFeature(a: number, b: number): number {
  return matcher.pairFeature(a, b);
}

/**
 * The concept features present in `[from, to)` of the token text: each concept found there, and
 * each pair of them. Sorted, without repeats.
 */
export function conceptFeatures(hits: ConceptHits, from = 0, to = Number.POSITIVE_INFINITY): number[] {
  return matcher.present(hits, from, to);
}
