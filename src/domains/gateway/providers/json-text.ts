/**
 * `raw` (a JSON object's text) with the value of its one `"model"` member, `from`, replaced by
 * `to`; null unless that is certain: the text starts with `{` (the edge splices the channel
 * disclosure there), exactly one `"model":` appears (an unescaped quote cannot occur inside a
 * string, so that is the member itself) and its value is `from` as JSON.stringify writes it.
 */
export function renameModel(raw: string, from: unknown, to: string): string | null {
  if (typeof from !== 'string' || raw.charCodeAt(0) !== 123) return null;
  const key = /"model"\s*:\s*/g;
  const found = key.exec(raw);
  if (found === null || key.exec(raw) !== null) return null;
  const at = found.index + found[0].length;
  const encoded = JSON.stringify(from);
  if (!raw.startsWith(encoded, at)) return null;
  return `${raw.slice(0, at)}${JSON.stringify(to)}${raw.slice(at + encoded.length)}`;
}
