/**
 * Finding URLs and markdown links in text by scanning around anchors ("://", "](", "<img") with
 * bounded loops rather than a general URL regex, which is the classic catastrophic-backtracking trap.
 */

/** A URL candidate: offsets in the scanned text and the raw URL text. */
export interface UrlCandidate {
  start: number;
  end: number;
  url: string;
}

/** A markdown (or HTML) image or link with its URL. */
export interface LinkCandidate extends UrlCandidate {
  image: boolean;
}

const MAX_URL = 4096;
const MAX_ANCHORS = 1000;

function isSchemeChar(c: number): boolean {
  return (
    (c >= 0x30 && c <= 0x39) ||
    ((c | 0x20) >= 0x61 && (c | 0x20) <= 0x7a) ||
    c === 0x2b ||
    c === 0x2e ||
    c === 0x2d
  );
}

/** Characters that end a URL in running text. */
function isUrlStop(c: number): boolean {
  return (
    c <= 0x20 ||
    c === 0x22 ||
    c === 0x27 ||
    c === 0x3c ||
    c === 0x3e ||
    c === 0x28 ||
    c === 0x29 ||
    c === 0x5b ||
    c === 0x5d ||
    c === 0x60 ||
    c === 0x7b ||
    c === 0x7d ||
    c === 0x7c
  );
}

function urlEnd(text: string, from: number): number {
  let e = from;
  while (e < text.length && e - from < MAX_URL && !isUrlStop(text.charCodeAt(e))) e++;
  // Sentence punctuation after a URL belongs to the sentence.
  while (e > from && '.,;:!?'.includes(text[e - 1] ?? '')) e--;
  return e;
}

const SCRIPT_SCHEMES = /\b(?:javascript|vbscript|data):/gi;

/** Absolute URLs (scheme://...) and script/data URLs in `text`. */
export function findUrls(text: string): UrlCandidate[] {
  const out: UrlCandidate[] = [];
  let n = 0;
  for (let i = text.indexOf('://'); i >= 0 && n < MAX_ANCHORS; i = text.indexOf('://', i + 3)) {
    n++;
    let s = i;
    while (s > 0 && i - s < 20 && isSchemeChar(text.charCodeAt(s - 1))) s--;
    if (s === i) continue;
    const e = urlEnd(text, i + 3);
    if (e > i + 3) out.push({ start: s, end: e, url: text.slice(s, e) });
  }
  SCRIPT_SCHEMES.lastIndex = 0;
  for (let m = SCRIPT_SCHEMES.exec(text); m !== null && n < MAX_ANCHORS; m = SCRIPT_SCHEMES.exec(text)) {
    n++;
    const e = urlEnd(text, m.index + m[0].length);
    if (e > m.index + m[0].length) out.push({ start: m.index, end: e, url: text.slice(m.index, e) });
  }
  return out;
}

const HTML_IMG = /<img\b[^>]{0,500}?\bsrc\s{0,3}=\s{0,3}["']?([^"'\s>]{1,4096})/gi;

/** Markdown images `![..](url)`, links `[..](url)` and HTML `<img src=...>` in `text`. */
export function findLinks(text: string): LinkCandidate[] {
  const out: LinkCandidate[] = [];
  let n = 0;
  for (let i = text.indexOf(']('); i >= 0 && n < MAX_ANCHORS; i = text.indexOf('](', i + 2)) {
    n++;
    let open = i - 1;
    while (open >= 0 && i - open <= 1000 && text[open] !== '[') open--;
    if (open < 0 || text[open] !== '[') continue;
    const image = text[open - 1] === '!';
    let e = i + 2;
    while (e < text.length && e - i < MAX_URL && text[e] !== ')' && text.charCodeAt(e) > 0x20) e++;
    if (e > i + 2)
      out.push({
        start: image ? open - 1 : open,
        end: Math.min(text.length, e + 1),
        url: text.slice(i + 2, e),
        image,
      });
  }
  HTML_IMG.lastIndex = 0;
  for (let m = HTML_IMG.exec(text); m !== null && n < MAX_ANCHORS; m = HTML_IMG.exec(text)) {
    n++;
    out.push({ start: m.index, end: m.index + m[0].length, url: m[1] ?? '', image: true });
  }
  return out;
}

/** Parses an absolute URL, or undefined if it is not one. */
export function parseUrl(url: string): URL | undefined {
  try {
    return new URL(url);
  } catch {
    return undefined;
  }
}
