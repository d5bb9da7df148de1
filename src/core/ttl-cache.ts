/**
 * A bounded map whose entries expire `ttlMs` after they were stored: the hot paths (key
 * resolution, tenant scan settings, tenant routing) read through one so that a request costs no
 * query, while a change made on another instance shows within the TTL. The instance that makes a
 * change deletes the entry in each of its processes before answering (see `Invalidations`), so
 * its own callers see the change at once.
 *
 * When full, the oldest stored entry goes first (insertion order of the underlying `Map`).
 *
 * A load still in flight when an entry is deleted (or the cache cleared) read the row before the
 * change, or raced it: its value is returned to its caller but not stored, or the cache would
 * serve the old row for a whole TTL after the change was forgotten.
 */
export class TtlCache<K, V> {
  readonly #entries = new Map<K, { value: V; expires: number }>();
  /** Counts deletes and clears; a load stores its value only if none happened while it ran. */
  #forgets = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly now: () => number,
    private readonly maxEntries = 10_000,
  ) {}

  /** The cached value, or `load()`'s result stored for the TTL. A failed load caches nothing. */
  async getOrLoad(key: K, load: () => Promise<V>): Promise<V> {
    const t = this.now();
    const hit = this.#entries.get(key);
    if (hit !== undefined && hit.expires > t) return hit.value;
    const forgets = this.#forgets;
    const value = await load();
    if (forgets !== this.#forgets) return value;
    this.#entries.delete(key);
    if (this.#entries.size >= this.maxEntries) {
      const oldest = this.#entries.keys().next();
      if (!oldest.done) this.#entries.delete(oldest.value);
    }
    this.#entries.set(key, { value, expires: t + this.ttlMs });
    return value;
  }

  /** The value stored for `key` if it is still fresh, without loading (a synchronous hit path). */
  peek(key: K): V | undefined {
    const hit = this.#entries.get(key);
    return hit !== undefined && hit.expires > this.now() ? hit.value : undefined;
  }

  delete(key: K): void {
    this.#forgets += 1;
    this.#entries.delete(key);
  }

  clear(): void {
    this.#forgets += 1;
    this.#entries.clear();
  }
}
