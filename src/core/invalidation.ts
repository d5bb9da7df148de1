/**
 * What a process caches and must forget when a change is made: each topic names one cache, its
 * subject (a tenant id, or null for the whole cache) names what to forget.
 *
 * - `keys`: the key resolver (revocation; the subject is ignored, every key is forgotten)
 * - `settings`: a tenant's scan mode and policy, and the system-prompt analyses made under them
 * - `routing`: a tenant's model routes and stored provider keys
 * - `eligibility`: a tenant's free-tier review state
 * - `defense`: the self-defense mode (the subject is ignored)
 * - `budgets`: a key's or tenant's budget (the subject is `key:<id>` or `tenant:<id>`)
 */
export type InvalidationTopic = 'keys' | 'settings' | 'routing' | 'eligibility' | 'defense' | 'budgets';

export const INVALIDATION_TOPICS: readonly InvalidationTopic[] = [
  'keys',
  'settings',
  'routing',
  'eligibility',
  'defense',
  'budgets',
];

export interface Invalidation {
  topic: InvalidationTopic;
  subject: string | null;
}

/**
 * The other server processes of this instance (a cluster's sibling workers). `broadcast`
 * resolves once every one of them has applied the invalidation, or once the wait is bounded
 * (a sibling that does not answer in time must not hold the change's caller forever); it never
 * rejects.
 */
export interface SiblingProcesses {
  broadcast(inv: Invalidation): Promise<void>;
  /** Called with each invalidation a sibling made, to apply here. */
  onInvalidation(apply: (inv: Invalidation) => void): void;
  /** Stops listening; a broadcast still waiting resolves. */
  close?(): void;
}

/**
 * The one place a change makes this instance's caches forget. The owner of a cache subscribes
 * (`on`), and whoever makes a change publishes after it is stored (`publish`): this process
 * forgets at once, and so do the sibling workers of the same instance before `publish`
 * resolves, so the caller answers only once the change holds on every worker. Other instances
 * (other machines, other `vgate serve` processes) are not told: they see the change when their
 * cache entry expires (the documented bounds).
 *
 * @example
 * invalidations.on('settings', (tenantId) => cache.delete(tenantId));
 * await store.write(...);
 * await invalidations.publish('settings', tenantId); // every worker reads the new row next
 */
export class Invalidations {
  readonly #handlers = new Map<InvalidationTopic, ((subject: string | null) => void)[]>();

  constructor(private readonly siblings: SiblingProcesses | null = null) {
    siblings?.onInvalidation((inv) => this.apply(inv));
  }

  on(topic: InvalidationTopic, forget: (subject: string | null) => void): void {
    const list = this.#handlers.get(topic) ?? [];
    list.push(forget);
    this.#handlers.set(topic, list);
  }

  /** Forgets here at once, then on every sibling worker; resolves once they have forgotten too. */
  async publish(topic: InvalidationTopic, subject: string | null): Promise<void> {
    const inv = { topic, subject };
    this.apply(inv);
    await this.siblings?.broadcast(inv);
  }

  /** Runs this process's handlers for one invalidation (its own, or a sibling's). */
  apply(inv: Invalidation): void {
    for (const forget of this.#handlers.get(inv.topic) ?? []) forget(inv.subject);
  }
}
