/**
 * `raw` (a JSON object's text) with the value of its one `"model"` member, `from`, replaced by
 * `to`; null unless that is certain: the text starts with `{` (the edge splices the channel
 * disclosure there), exactly one `"model":` appears (an unescaped quote cannot occur inside a
 * string, so that is the member itself) and its value is `from` as JSON.stringify writes it.
 */
export function renameModel(raw: string, from: unknown, to: string): string | null {
  if (typeof from !== 'string' || raw.charCodeAt(0) !== 123) return null;
  const first = memberValueAt(raw, 0);
  if (first === null) return null;
  if (memberValueAt(raw, first.next) !== null) return null;
  const encoded = JSON.stringify(from);
  if (!raw.startsWith(encoded, first.value)) return null;
  return `${raw.slice(0, first.value)}${JSON.stringify(to)}${raw.slice(first.value + encoded.length)}`;
}

const KEY = '"model"';

/** The next `"model"` member from `from` on: where its value starts, and where to look further. */
function memberValueAt(raw: string, from: number): { value: number; next: number } | null {
  for (let at = raw.indexOf(KEY, from); at >= 0; at = raw.indexOf(KEY, at + KEY.length)) {
    let i = at + KEY.length;
    while (isSpace(raw.charCodeAt(i))) i += 1;
    if (raw.charCodeAt(i) !== 58) continue; // ':' - else it was a string value, not a member name
    i += 1;
    while (isSpace(raw.charCodeAt(i))) i += 1;
    return { value: i, next: at + KEY.length };
  }
  return null;
}

function isSpace(c: number): boolean {
  return c === 32 || c === 10 || c === 13 || c === 9;
}

/**
 * The upstream's own JSON text of a parsed stream chunk, where it may stand for the object: a
 * chunk parsed as it came (nothing added or replaced) whose text is one line (an SSE `data:` field
 * joined from several lines holds a newline, which would break the event written back). Only an
 * unjudged chunk is sent as this text (see `SseWriter.chunk`). Kept as a symbol member of the
 * chunk, not in a WeakMap: an ephemeron per chunk costs more than serialising the chunk again.
 */
const TEXT = Symbol('upstream JSON text');

/** Remembers `text` as the JSON text `parsed` was read from (see {@link TEXT}). */
export function rememberText(parsed: object, text: string): void {
  if (text.indexOf('\n') < 0 && text.indexOf('\r') < 0) (parsed as { [TEXT]?: string })[TEXT] = text;
}

/**
 * The JSON text of `chunk` with its model renamed to `to`, from the upstream's own text without
 * serialising the object again; null when no text was kept or the rename is not certain (the
 * caller serialises then).
 */
export function renamedText(chunk: { model?: unknown }, to: string): string | null {
  const text = (chunk as { [TEXT]?: string })[TEXT];
  return text === undefined ? null : renameModel(text, chunk.model, to);
}
