/**
 * Token floods and repetition, for the model: a character repeated more than three times keeps
 * three, and a run of words (up to 8) repeated more than twice keeps two periods. Hashed n-gram
 * sums grow with the square root of a repeated feature's count, so without this "aaaa..." or a
 * pasted line a thousand times reads as strong evidence; a payload inside a flood is not
 * repetition and survives. Used identically by training and inference.
 */

/** Collapsed text and, per collapsed offset (and one past the end), the offset in the input. */
export interface Collapsed {
  text: string;
  /** Undefined when nothing was collapsed (the common case): offsets are the input's. */
  map: Int32Array | undefined;
}

/** The input offset of collapsed offset `i`. */
export function originalOffset(c: Collapsed, i: number): number {
  return c.map === undefined ? i : (c.map[Math.min(i, c.map.length - 1)] ?? i);
}

const MAX_PERIOD = 8;
const MAX_CHAR_RUN = 3;

function isSeparator(c: number): boolean {
  return c === 0x20 || c === 0x3a;
}

function hashWord(text: string, start: number, end: number): number {
  let h = 0x811c9dc5;
  for (let i = start; i < end; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h;
}

/** True when word `i` completes a third period of length `k` (the two before it are kept). */
function repeats(hashes: Int32Array, i: number): boolean {
  for (let k = 1; k <= MAX_PERIOD; k++) {
    if (i < 2 * k) break;
    let same = true;
    for (let j = 0; j < k && same; j++) {
      const a = hashes[i - j] ?? 0;
      same = a === hashes[i - j - k] && a === hashes[i - j - 2 * k];
    }
    if (same) return true;
  }
  return false;
}

const RING = 4 * MAX_PERIOD;

/**
 * One pass without allocation: whether any character run or word-run repetition exists. Most texts
 * have none and are returned as they are.
 */
function needsCollapse(text: string): boolean {
  const ring = new Int32Array(RING);
  let words = 0;
  let h = 0x811c9dc5;
  let inWord = false;
  let run = 0;
  let prev = -1;
  for (let i = 0; i <= text.length; i++) {
    const c = i < text.length ? text.charCodeAt(i) : 0x20;
    if (!isSeparator(c)) {
      run = c === prev ? run + 1 : 1;
      if (run > MAX_CHAR_RUN) return true;
      h = Math.imul(inWord ? h ^ c : 0x811c9dc5 ^ c, 0x01000193);
      inWord = true;
    } else {
      run = 0;
      if (inWord) {
        ring[words % RING] = h;
        words++;
        if (repeatsInRing(ring, words - 1)) return true;
      }
      inWord = false;
    }
    prev = c;
  }
  return false;
}

function repeatsInRing(ring: Int32Array, i: number): boolean {
  for (let k = 1; k <= MAX_PERIOD; k++) {
    if (i < 2 * k) break;
    let same = true;
    for (let j = 0; j < k && same; j++) {
      const a = ring[(i - j) % RING] ?? 0;
      same = a === ring[(i - j - k) % RING] && a === ring[(i - j - 2 * k) % RING];
    }
    if (same) return true;
  }
  return false;
}

export function collapseRepeats(text: string): Collapsed {
  if (!needsCollapse(text)) return { text, map: undefined };
  const starts: number[] = [];
  const ends: number[] = [];
  for (let i = 0; i < text.length; ) {
    while (i < text.length && isSeparator(text.charCodeAt(i))) i++;
    if (i >= text.length) break;
    const s = i;
    while (i < text.length && !isSeparator(text.charCodeAt(i))) i++;
    starts.push(s);
    ends.push(i);
  }
  const hashes = new Int32Array(starts.length);
  for (let w = 0; w < starts.length; w++) hashes[w] = hashWord(text, starts[w] ?? 0, ends[w] ?? 0);
  let out = '';
  const map: number[] = [];
  let prevEnd = 0;
  for (let w = 0; w < starts.length; w++) {
    if (repeats(hashes, w)) continue;
    const s = starts[w] ?? 0;
    const e = ends[w] ?? 0;
    // Keep the separator that preceded the word (one character), so word boundaries survive.
    if (s > 0) {
      out += text[s - 1] ?? ' ';
      map.push(s - 1);
    } else if (prevEnd > 0) {
      out += ' ';
      map.push(s);
    }
    let run = 0;
    for (let i = s; i < e; i++) {
      const c = text.charCodeAt(i);
      run = i > s && c === text.charCodeAt(i - 1) ? run + 1 : 1;
      if (run > MAX_CHAR_RUN) continue;
      out += text[i] ?? '';
      map.push(i);
    }
    prevEnd = e;
  }
  if (ends.length > 0 && (ends[ends.length - 1] ?? 0) < text.length) {
    out += text[text.length - 1] ?? '';
    map.push(text.length - 1);
  }
  map.push(text.length);
  return { text: out, map: Int32Array.from(map) };
}
