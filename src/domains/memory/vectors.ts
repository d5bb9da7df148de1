/**
 * Compact embedding storage: a vector is L2-normalised, then stored as int8 with one float scale
 * (value = int8 * scale), so a 1536-dimension embedding takes 1536 bytes instead of 6 KB of
 * float32, and the cosine similarity of two normalised vectors is their dot product. Scoring is
 * done here in the service on both engines (no database extension needed).
 */

export interface Quantized {
  dims: number;
  scale: number;
  bytes: Uint8Array;
}

/** The vector divided by its L2 norm (a zero vector stays zero). */
export function normalize(v: ArrayLike<number>): Float32Array {
  let sum = 0;
  for (let i = 0; i < v.length; i += 1) sum += (v[i] ?? 0) * (v[i] ?? 0);
  const norm = Math.sqrt(sum);
  const out = new Float32Array(v.length);
  if (norm === 0 || !Number.isFinite(norm)) return out;
  for (let i = 0; i < v.length; i += 1) out[i] = (v[i] ?? 0) / norm;
  return out;
}

/** Normalises then quantises to int8 with a per-vector scale (max |x| maps to 127). */
export function quantize(v: ArrayLike<number>): Quantized {
  const n = normalize(v);
  let max = 0;
  for (const x of n) max = Math.max(max, Math.abs(x));
  const scale = max === 0 ? 1 : max / 127;
  const q = new Int8Array(n.length);
  for (let i = 0; i < n.length; i += 1) q[i] = Math.round((n[i] ?? 0) / scale);
  return { dims: n.length, scale, bytes: new Uint8Array(q.buffer) };
}

/** The stored bytes as int8 values (no copy). */
export function int8View(bytes: Uint8Array): Int8Array {
  return new Int8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/** Cosine similarity of a normalised float query with a stored quantised vector. */
export function dot(query: Float32Array, stored: Int8Array, scale: number): number {
  let s = 0;
  const n = Math.min(query.length, stored.length);
  for (let i = 0; i < n; i += 1) s += (query[i] as number) * (stored[i] as number);
  return s * scale;
}

/** The `k` best entries by score (higher first), ties by id descending (newer first). */
export function topK<T extends { id: number; score: number }>(items: Iterable<T>, k: number): T[] {
  const best: T[] = [];
  for (const it of items) {
    if (best.length < k) {
      best.push(it);
      best.sort(cmp);
    } else if (cmp(it, best[best.length - 1] as T) < 0) {
      best[best.length - 1] = it;
      best.sort(cmp);
    }
  }
  return best;
}

function cmp(a: { id: number; score: number }, b: { id: number; score: number }): number {
  return b.score - a.score || b.id - a.id;
}

/**
 * Reciprocal-rank fusion: each list contributes 1 / (k + rank) per item (rank from 1); the fused
 * score orders the union. k = 60 is the usual constant (Cormack et al., 2009).
 */
export function reciprocalRankFusion(lists: readonly (readonly number[])[], k = 60): Map<number, number> {
  const fused = new Map<number, number>();
  for (const list of lists) {
    for (const [i, id] of list.entries()) fused.set(id, (fused.get(id) ?? 0) + 1 / (k + i + 1));
  }
  return fused;
}
