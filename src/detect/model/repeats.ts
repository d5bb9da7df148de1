/**
 * Token floods and repetition, for the model: a character repeated more than three times keeps
 * three, a run of up to five words repeated more than twice keeps two periods, and a run of 6 to
 * 32 words (a sentence) repeated keeps one. Hashed n-gram
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

/**
 * The longest repeated run of words collapsed: a sentence. A benign sentence pasted twelve times
 * scored 0.91 as an injection with 8 (the sums grow with the square root of the repetitions).
 */
const MAX_PERIOD = 32;
const MAX_CHAR_RUN = 3;
/**
 * Runs this long (words) are copies, not rhythm ("no no no", a chant): the second copy already goes.
 * Hashed n-gram sums grow with the square root of the copies, so without this a harmless sentence
 * pasted twice reads as stronger evidence than once.
 */
const LONG_PERIOD = 6;

function isSeparator(c: number): boolean {
  return c === 0x20 || c === 0x3a;
}

function hashWord(text: string, start: number, end: number): number {
  let h = 0x811c9dc5;
  for (let i = start; i < end; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h;
}

/**
 * The period for which word `i` is dropped, or 0 to keep it: it completes a third period of a run
 * of fewer than {@link LONG_PERIOD} words (the two periods before it are kept), or it starts a copy
 * of the {@link LONG_PERIOD} to {@link MAX_PERIOD} words just before it, or continues the copy the
 * word before it belonged to (`prev`, its period) up to the end of the text (a sentence pasted
 * again: the first copy is kept).
 */
function dropPeriod(hashes: Int32Array, i: number, prev: number): number {
  const h = hashes[i];
  for (let k = 1; k < LONG_PERIOD; k++) {
    if (i < 2 * k) break;
    if (hashes[i - k] !== h) continue;
    let same = true;
    for (let j = 0; j < k && same; j++) {
      const a = hashes[i - j] ?? 0;
      same = a === hashes[i - j - k] && a === hashes[i - j - 2 * k];
    }
    if (same) return k;
  }
  if (prev >= LONG_PERIOD && hashes[i - prev] === h) return prev;
  for (let k = LONG_PERIOD; k <= MAX_PERIOD && k <= i && i + k <= hashes.length; k++) {
    if (hashes[i - k] !== h) continue;
    let same = true;
    for (let j = 1; j < k && same; j++) same = hashes[i + j] === hashes[i - k + j];
    if (same) return k;
  }
  return 0;
}

/** A power of two (indices wrap with a mask) holding three periods of the longest run. */
const RING = 128;
const RING_MASK = RING - 1;

/** Slots of the last-occurrence table of {@link needsCollapse} (a power of two). */
const LAST_SLOTS = 256;
const lastHash = new Int32Array(LAST_SLOTS);
const lastAt = new Int32Array(LAST_SLOTS);
/** The ring of {@link needsCollapse}, zeroed per call (allocating it cost more than the pass on short texts). */
const ring = new Int32Array(RING);

/**
 * One pass: whether any character run or word-run repetition exists. Most texts have none and are
 * returned as they are. Short periods are checked at every word; a sentence-long period only at
 * the distance to the word's last occurrence, so a text without copies costs one table look-up
 * per word.
 */
function needsCollapse(text: string): boolean {
  ring.fill(0);
  lastAt.fill(0);
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
        const w = words++;
        ring[w & RING_MASK] = h;
        if (shortRepeat(ring, w)) return true;
        const slot = (h ^ (h >>> 16)) & (LAST_SLOTS - 1);
        const d = lastAt[slot] !== 0 && lastHash[slot] === h ? w + 1 - (lastAt[slot] ?? 0) : 0;
        lastHash[slot] = h;
        lastAt[slot] = w + 1;
        if (d >= LONG_PERIOD && d <= MAX_PERIOD && copied(ring, w, d)) return true;
      }
      inWord = false;
    }
    prev = c;
  }
  return false;
}

/** Word `i` of the ring completes a third period of a run shorter than {@link LONG_PERIOD}. */
function shortRepeat(ring: Int32Array, i: number): boolean {
  const h = ring[i & RING_MASK];
  for (let k = 1; k < LONG_PERIOD && i >= 2 * k; k++) {
    if (ring[(i - k) & RING_MASK] !== h) continue;
    let same = true;
    for (let j = 0; j < k && same; j++) {
      const a = ring[(i - j) & RING_MASK];
      same = a === ring[(i - j - k) & RING_MASK] && a === ring[(i - j - 2 * k) & RING_MASK];
    }
    if (same) return true;
  }
  return false;
}

/** Word `i` of the ring ends a second copy of the `k` words before it. */
function copied(ring: Int32Array, i: number, k: number): boolean {
  if (i < 2 * k - 1) return false;
  for (let j = 0; j < k; j++) if (ring[(i - j) & RING_MASK] !== ring[(i - j - k) & RING_MASK]) return false;
  return true;
}

export function collapseRepeats(text: string): Collapsed {
  // Both models read the same token text of a view, one after the other, and the harm model may
  // read it once more without its demands on the reply (`harmScore`): the last two answers are kept.
  if (text === recent[0]?.text) return recent[0].collapsed;
  const older = recent[1];
  if (older !== undefined && text === older.text) {
    recent.reverse();
    return older.collapsed;
  }
  const collapsed = collapse(text);
  recent.unshift({ text, collapsed });
  recent.length = Math.min(recent.length, 2);
  return collapsed;
}

/** The last two texts collapsed, the latest first. */
const recent: { text: string; collapsed: Collapsed }[] = [];

function collapse(text: string): Collapsed {
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
  let period = 0;
  for (let w = 0; w < starts.length; w++) {
    period = dropPeriod(hashes, w, period);
    if (period > 0) continue;
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
