/**
 * The mock provider's embeddings: deterministic hashed n-gram vectors. Each text's words and the
 * character trigrams of each word (lower-cased, Unicode-aware) are hashed (FNV-1a) into `dims`
 * signed buckets and the vector is L2-normalised, so texts that share words and word pieces are
 * near (cosine), unrelated texts are near orthogonal, and the same text always gets the same
 * vector, on every machine. Not a language model: for tests and offline development.
 */

/** Dimensions when the request names none (OpenAI's models default to 1536; tests want small). */
export const MOCK_EMBEDDING_DIMS = 256;

function fnv1a(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

function add(v: Float64Array, feature: string, weight: number): void {
  const h = fnv1a(feature);
  const bucket = h % v.length;
  v[bucket] = (v[bucket] as number) + (h & 0x80000000 ? -weight : weight);
}

/** The unit vector of `text` in `dims` dimensions (an empty text: the first axis). */
export function mockEmbedding(text: string, dims: number): number[] {
  const v = new Float64Array(dims);
  const words = text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  for (const w of words) {
    add(v, `w:${w}`, 1);
    const padded = ` ${w} `;
    for (let i = 0; i + 3 <= padded.length; i += 1) add(v, `t:${padded.slice(i, i + 3)}`, 0.5);
  }
  let norm = 0;
  for (const x of v) norm += x * x;
  if (norm === 0) {
    v[0] = 1;
    norm = 1;
  }
  const scale = 1 / Math.sqrt(norm);
  return Array.from(v, (x) => Math.fround(x * scale));
}

/** OpenAI's base64 encoding of a vector: its float32 values, little-endian. */
export function base64Vector(v: readonly number[]): string {
  const buf = Buffer.allocUnsafe(v.length * 4);
  for (let i = 0; i < v.length; i += 1) buf.writeFloatLE(v[i] as number, i * 4);
  return buf.toString('base64');
}
