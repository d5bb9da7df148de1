import { contextKey, PreparedContext } from '../../detect/prepared.js';
import type { ContextMessage } from '../../detect/types.js';
import type { ScanSettings } from './store.js';

/** System prompts longer than this are prepared per call, never kept (bounds the cache's memory). */
export const MAX_CACHED_SYSTEM_CHARS = 32_768;

/**
 * What the context-aware engines derived from a system prompt (its rules, canaries and shingles),
 * kept per tenant, policy version and detector version (engine versions and tuning), keyed by the
 * system and developer messages with their positions: the text itself, which the map hashes in
 * far less time than a SHA-256 per request took, and which no other prompt can share. A chat's
 * prompt verdict, its answer's verdict and every check of a streamed answer then analyse the
 * system prompt once, and so do the following chats of a tenant that sends the same one.
 *
 * Bounded LRU (entries and characters). An entry never serves another tenant, nor the same tenant
 * under another policy version (`updatedAt` of its settings) or detector version; the instance
 * that changes a tenant's policy or mode drops that tenant's entries at once.
 */
export class ContextCache {
  readonly #entries = new Map<string, { tenantId: string; prepared: PreparedContext; chars: number }>();
  #chars = 0;

  constructor(
    /** The detector's version: engine ids and versions, and the tuning digest. */
    private readonly detectorVersion: () => string,
    private readonly maxEntries = 1024,
    private readonly maxChars = 4_000_000,
  ) {}

  get size(): number {
    return this.#entries.size;
  }

  /**
   * The prepared context for judging under `messages`' system prompt; undefined when the context
   * has no system or developer message (nothing to derive). A new one, uncached, when it is long.
   */
  of(
    tenantId: string,
    settings: ScanSettings,
    messages: readonly ContextMessage[],
  ): PreparedContext | undefined {
    const key = contextKey(messages);
    if (key === '') return undefined;
    if (key.length > MAX_CACHED_SYSTEM_CHARS) return new PreparedContext();
    const id = `${tenantId}\u0000${settings.updatedAt ?? ''}\u0000${this.detectorVersion()}\u0000${key}`;
    const hit = this.#entries.get(id);
    if (hit !== undefined) {
      // Most recently used last: eviction takes the first.
      this.#entries.delete(id);
      this.#entries.set(id, hit);
      return hit.prepared;
    }
    const entry = { tenantId, prepared: new PreparedContext(), chars: key.length };
    this.#entries.set(id, entry);
    this.#chars += entry.chars;
    for (const [oldest, e] of this.#entries) {
      if (this.#entries.size <= this.maxEntries && this.#chars <= this.maxChars) break;
      this.#entries.delete(oldest);
      this.#chars -= e.chars;
    }
    return entry.prepared;
  }

  /** Drops every entry of a tenant (its policy or mode changed here). */
  invalidate(tenantId: string): void {
    for (const [id, e] of this.#entries) {
      if (e.tenantId !== tenantId) continue;
      this.#entries.delete(id);
      this.#chars -= e.chars;
    }
  }
}
