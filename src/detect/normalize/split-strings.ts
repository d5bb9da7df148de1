/**
 * Payload splitting: an instruction or a link cut into quoted fragments that the model is asked to
 * concatenate ("Concatenate these strings: "![L","ink","](ht","tps://..." ...). No fragment reads
 * as anything, so rules and the model see nothing; joined, they are the payload. Recognised by
 * shape: a run of at least {@link MIN_FRAGMENTS} short double- or single-quoted strings separated
 * by commas (or plus signs), mostly a few characters long, as no list of words or values is.
 */

const MIN_FRAGMENTS = 8;
/** Fragments longer than this are words or values, not pieces of a cut string. */
const SHORT = 6;
/** Where a run may start. */
const QUOTE = /["']/g;
/** Two quoted pieces joined by a separator: prose with apostrophes has none and costs one scan. */
const JOINT = /["'][ \t]{0,2}[,+][ \t]{0,2}["']/;
/**
 * One quoted fragment and its separator, if any (the last fragment of a run has none); bounded,
 * so no backtracking on long text.
 */
const FRAGMENT = /(["'])((?:(?!\1)[^\n\\]){0,40})\1[ \t]{0,2}([,+][ \t]{0,2})?/y;

/**
 * `text` with its first long enough run of fragments joined in place (the request around it, "and
 * replace [NUM] with our conversation", stays), or undefined when it has none.
 */
export function joinSplitStrings(text: string): string | undefined {
  if (text.length < MIN_FRAGMENTS * 3 || !JOINT.test(text)) return undefined;
  QUOTE.lastIndex = 0;
  for (let q = QUOTE.exec(text); q !== null; q = QUOTE.exec(text)) {
    const run = runAt(text, q.index);
    if (run !== undefined) return `${text.slice(0, q.index)}${run.pieces.join('')} ${text.slice(run.end)}`;
  }
  return undefined;
}

/** The fragments of a run starting at `start`, when it is long and made of short pieces. */
function runAt(text: string, start: number): { pieces: string[]; end: number } | undefined {
  const pieces: string[] = [];
  // Fragments joined to the next by a separator (or ending the text): a list's closing item
  // ("['A','B',...,'H']") is joined too but does not count toward MIN_FRAGMENTS.
  let joined = 0;
  let at = start;
  for (;;) {
    FRAGMENT.lastIndex = at;
    const m = FRAGMENT.exec(text);
    if (m === null || m[0].length === 0) break;
    pieces.push(m[2] ?? '');
    at = FRAGMENT.lastIndex;
    if (m[3] !== undefined || at >= text.length) joined++;
    // A fragment without a separator after it ends the run ("...","lab=[DAT","A","])"  and ...).
    if (m[3] === undefined || at >= text.length) break;
  }
  if (joined < MIN_FRAGMENTS) return undefined;
  const short = pieces.filter((p) => p.length <= SHORT).length;
  return short * 4 >= pieces.length * 3 ? { pieces, end: at } : undefined;
}
