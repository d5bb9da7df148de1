import { sha256Hex } from '../../core/ids.js';
import type { Detection, ScanRole } from '../../detect/types.js';

/** Messages longer than this are judged every time, never kept (bounds the cache's memory). */
export const MAX_CACHED_MESSAGE_CHARS = 32_768;

/**
 * Detections of a conversation's earlier messages. A chat sends its whole history with every turn,
 * and each turn's verdict judges every user, assistant and tool message again: a 20-turn chat
 * judged its first message 20 times. A message's detection depends only on its text and role, the
 * conversation's system and developer messages (with their positions), and the plan it is judged
 * under, so it is kept under the digest of all of these: the tenant, its settings version
 * (`updatedAt`, which a policy or mode change moves on every instance), the detector version
 * (engine versions and tuning), the engines and thresholds.
 *
 * Only earlier messages are looked up (the caller's choice): the newest message of a request is
 * always judged afresh, then kept ({@link remember}), since the next turn sends it again as
 * history; so is a whole answer the gateway judged. Bounded LRU by entries; content-free
 * (digests, spans and scores).
 */
export class HistoryCache {
  readonly #entries = new Map<string, Detection>();
  hits = 0;
  misses = 0;

  constructor(private readonly maxEntries = 4096) {}

  get size(): number {
    return this.#entries.size;
  }

  /** The key of a message: the plan's key, the context's digest, the role and the text's digest. */
  static key(plan: string, contextDigest: string, role: ScanRole, textDigest: string): string {
    return `${plan}\u0000${contextDigest}\u0000${role}\u0000${textDigest}`;
  }

  /** SHA-256 hex of a message's text: part of its key, and its detection's `inputDigest`. */
  static digest(text: string): string {
    return sha256Hex(text);
  }

  /**
   * The kept detection for `key`, or `judge()`'s, kept. With `textDigest` (the text's
   * {@link digest}), what is kept no longer holds the text (see {@link remember}).
   */
  getOrJudge(key: string, judge: () => Detection, textDigest?: string): Detection {
    const hit = this.#entries.get(key);
    if (hit !== undefined) {
      this.hits++;
      // Most recently used last: eviction takes the first.
      this.#entries.delete(key);
      this.#entries.set(key, hit);
      return hit;
    }
    this.misses++;
    const d = judge();
    this.remember(key, d, textDigest);
    return d;
  }

  /**
   * Keeps `detection` under `key` (most recently used), judged by the caller. A detection computes
   * its input digest from the text when first read, so it holds the text until then: given the
   * digest (`textDigest`), a copy with the digest filled in is kept instead, holding no text.
   */
  remember(key: string, detection: Detection, textDigest?: string): void {
    const kept: Detection =
      textDigest === undefined
        ? detection
        : {
            flags: detection.flags,
            scores: detection.scores,
            engines: detection.engines,
            normalization: detection.normalization,
            inputDigest: textDigest,
            latencyMs: detection.latencyMs,
          };
    this.#entries.delete(key);
    this.#entries.set(key, kept);
    if (this.#entries.size > this.maxEntries) {
      const oldest = this.#entries.keys().next().value;
      if (oldest !== undefined) this.#entries.delete(oldest);
    }
  }
}
