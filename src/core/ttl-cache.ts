/**
 * A bounded map whose entries expire `ttlMs` after they were stored: the hot paths (key
 * resolution, tenant scan settings, tenant routing) read through one so that a request costs no
 * query, while a change made on another instance shows within the TTL. The instance that makes a
 * change deletes the entry itself, so its own callers see the change at once.
 *
 * When full, the oldest stored entry goes first (insertion order of the underlying `Map`).
 */
export class TtlCache<K, V> {
  readonly #entries = new Map<K, { value: V; expires: number }>();

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
    const value = await load();
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
    this.#entries.delete(key);
  }

  clear(): void {
    this.#entries.clear();
  }
}
