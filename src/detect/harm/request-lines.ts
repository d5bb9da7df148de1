/**
 * A long document handed to the assistant with an instruction ("Summarise this article:", "...
 * Question: who was sentenced?") is about its topic, not a request for it: the harm model, reading
 * the whole text, scores the topic of a crime report as if it were asked for. The user's own words
 * are the short lines at either edge of such a text. This finds them; where a text has none, it is
 * read whole, as before.
 */

import { logit, sigmoid } from '../model/classifier.js';
import { identityView } from '../normalize/text-view.js';
import { toTokenText } from '../normalize/token-text.js';
import { type HarmScore, scoreHarm } from './model.js';

/** A text shorter than this is read whole. */
const MIN_TEXT = 500;
/** An edge line longer than this is part of the document (a headline is short; so is a request). */
const MAX_EDGE = 300;
/** The lines between the edges must hold at least this much for the text to be a document. */
const MIN_BODY = 300;

/**
 * The first and last lines of a document-shaped text (at least three non-empty lines, the body
 * between them long) that are short enough to be an instruction; null where the text is not so
 * shaped, or neither edge is short.
 */
export function requestLines(text: string): string[] | null {
  if (text.length < MIN_TEXT) return null;
  const lines = text
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l !== '');
  if (lines.length < 3) return null;
  const first = lines[0] ?? '';
  const last = lines[lines.length - 1] ?? '';
  const edges = [first, last].filter((l) => l.length <= MAX_EDGE);
  if (edges.length === 0) return null;
  const total = lines.reduce((n, l) => n + l.length, 0);
  const body = total - edges.reduce((n, l) => n + l.length, 0);
  return body >= MIN_BODY ? edges : null;
}

/** Logits taken off a document's whole-text score ({@link asRequest}). */
export const DOCUMENT_DISCOUNT = 2;

/**
 * A document whose discounted score is below this is not read again as content: it flags nothing
 * and frames no goal (`model.framed_harm` reads 0.35 and more) either way.
 */
const CONTENT_FLOOR = 0.2;

/**
 * A longer document is not read again as content: the second pass costs about a third of a scan
 * of a 100 KB text (measured at stop 64), and documents that long are rare in chat.
 */
const MAX_CONTENT = 16_384;

/**
 * A request as the harm model judges it (`whole`: its score of the token text `text`): where the
 * folded text `folded` is a document handed with an instruction ({@link requestLines}), by the higher
 * of each instruction line's own score and the whole text's {@link DOCUMENT_DISCOUNT} logits lower: a
 * crime report to summarise is about the crime, not a request for it; a harmful request about it is
 * in the lines the user wrote around it. The whole text is read as content (`asContent`, since stop
 * 64): also by the answer head, which clears a narrative or report that gives no operational help
 * (the lower score kept), before the discount. The span is the line read, where it is found in
 * `text`, else the whole text. Any other text keeps its score.
 */
export function asRequest(whole: HarmScore, folded: string, text: string, asContent = true): HarmScore {
  const lines = requestLines(folded);
  if (lines === null) return whole;
  const discounted = (s: HarmScore): HarmScore => ({
    ...s,
    harm: sigmoid(Math.min(30, logit(s.harm)) - DOCUMENT_DISCOUNT),
  });
  let best = discounted(whole);
  // The document itself is content handed over, not asked for: read as an answer is (the answer
  // head clears what gives no operational help; it may only lower the score), then discounted. A
  // second pass over the whole text, so only where the document could still count.
  if (asContent && best.harm >= CONTENT_FLOOR && text.length <= MAX_CONTENT) {
    const content = scoreHarm(text, { answer: true });
    if (content.harm < whole.harm) best = discounted(content);
  }
  for (const line of lines) {
    const tokens = toTokenText(identityView(line)).view.text;
    const edge = scoreHarm(tokens);
    if (edge.harm <= best.harm) continue;
    const at = text.indexOf(tokens.trimEnd());
    best =
      at < 0
        ? { ...edge, start: 0, end: text.length }
        : { ...edge, start: at + edge.start, end: at + edge.end };
  }
  return best;
}
