import { sql } from 'kysely';
import type { Executor } from '../../db/connect.js';
import type { UsageDailyTable } from '../../db/types.js';
import type { Pricing } from './catalog.js';

/** One metered call: the model as the client named it, tokens from upstream usage, and cost. */
export interface UsageEntry {
  tenantId: string;
  day: string;
  model: string;
  inputTokens: number;
  outputTokens: number;
  costMicros: number;
}

/** Why a pending usage entry was given up: the database refused its values, or kept failing. */
export type UsageDropReason = 'invalid' | 'retries_exhausted';

export interface UsageMeterOptions {
  /** How often entries whose write failed are tried again. */
  flushMs?: number;
  /** Writes an entry may fail (e.g. the database is down) before it is given up. */
  maxAttempts?: number;
  /** Told of every entry given up, so it is logged and counted; the flush goes on without it. */
  onDropped?: (entry: UsageEntry, reason: UsageDropReason, err: unknown) => void;
}

interface Pending {
  entry: UsageEntry;
  requests: number;
  attempts: number;
}

/**
 * Usage of calls that no prepaid settlement meters (unbilled calls: the caller's own key, an
 * unpriced model, the mock) is written before their answers are released, by group commit: an
 * entry added now is summed with every other entry of the same event-loop turn (per tenant, day
 * and model) and written at the next turn, one upsert per row, while the calls of the following
 * turns gather for the next write. `add` resolves once its entry is written, so a call that awaits
 * it before answering leaves a durable count behind, whatever happens to the process next; under
 * load one write carries many calls, so the hot path stays one cheap write per turn, not per call.
 * (Prepaid calls write their usage in the settlement's own transaction, see ChatAccounting.)
 *
 * Each tenant's entry is written on its own: one the database refuses is dropped at once, one that
 * keeps failing is kept and retried every `flushMs` and dropped after `maxAttempts` writes (the
 * only usage a crash can then lose: calls answered while the database refused writes), and
 * neither ever holds back another tenant's entry, fails a usage read or rejects a caller.
 */
export class UsageMeter {
  private pending = new Map<string, Pending>();
  /** Entries whose write failed, tried again at the next timed (or explicit) flush. */
  private failed = new Map<string, Pending>();
  private readonly timer: NodeJS.Timeout;
  private flushing: Promise<void> = Promise.resolve();
  /** The write the entries added this turn wait for (null: none scheduled yet). */
  private next: Promise<void> | null = null;
  private readonly maxAttempts: number;
  private readonly onDropped: NonNullable<UsageMeterOptions['onDropped']>;

  constructor(
    private readonly db: Executor,
    opts: UsageMeterOptions = {},
  ) {
    this.maxAttempts = opts.maxAttempts ?? 30;
    this.onDropped = opts.onDropped ?? (() => {});
    this.timer = setInterval(() => {
      void this.flush();
    }, opts.flushMs ?? 1000);
    this.timer.unref();
  }

  /** Adds one call; resolves once it is written (or its write failed and waits for a retry). */
  add(e: UsageEntry): Promise<void> {
    this.merge({ entry: e, requests: 1, attempts: 0 });
    if (!this.next) {
      this.next = new Promise<void>((resolve) => {
        setImmediate(() => {
          this.next = null;
          this.write(false).then(resolve);
        });
      });
    }
    return this.next;
  }

  private merge(p: Pending, into = this.pending): void {
    const key = `${p.entry.tenantId}\u0000${p.entry.day}\u0000${p.entry.model}`;
    const cur = into.get(key);
    if (!cur) {
      into.set(key, { ...p, entry: { ...p.entry } });
      return;
    }
    cur.requests += p.requests;
    cur.attempts = Math.max(cur.attempts, p.attempts);
    cur.entry.inputTokens += p.entry.inputTokens;
    cur.entry.outputTokens += p.entry.outputTokens;
    cur.entry.costMicros += p.entry.costMicros;
  }

  /**
   * Writes what has accumulated, failed entries included; concurrent calls queue behind each other,
   * and each takes what has gathered by the time the one before it ends. Never rejects.
   */
  flush(): Promise<void> {
    return this.write(true);
  }

  /**
   * One write in the queue: the entries added since the last (and, with `retries`, those whose
   * write failed, kept apart so a failing database costs an entry one attempt per `flushMs`, not
   * one per call).
   */
  private write(retries: boolean): Promise<void> {
    this.flushing = this.flushing.then(async () => {
      const batch = [...this.pending.values()];
      this.pending = new Map();
      if (retries) {
        batch.push(...this.failed.values());
        this.failed = new Map();
      }
      for (const p of batch) {
        try {
          await meter(this.db, p.entry, p.requests);
        } catch (err) {
          const attempts = p.attempts + 1;
          if (isRefusedValue(err)) this.onDropped(p.entry, 'invalid', err);
          else if (attempts >= this.maxAttempts) this.onDropped(p.entry, 'retries_exhausted', err);
          else this.merge({ ...p, attempts }, this.failed);
        }
      }
    });
    return this.flushing;
  }

  async close(): Promise<void> {
    clearInterval(this.timer);
    await this.flush();
  }
}

/**
 * Whether the database refused the values themselves (retrying cannot help): PostgreSQL's data
 * exceptions and integrity violations (SQLSTATE classes 22 and 23, e.g. a NUL in text), or
 * SQLite's constraint, type and size errors.
 */
export function isRefusedValue(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  if (typeof code !== 'string') return false;
  return /^2[23][0-9A-Z]{3}$/.test(code) || /^SQLITE_(CONSTRAINT|MISMATCH|TOOBIG|RANGE)/.test(code);
}

/** Cost of a hosted call in micro-units; prices are per million tokens. */
export function costMicros(p: Pricing | undefined, input: number, output: number): number {
  if (!p) return 0;
  return Math.ceil((input * p.inputPerMTok + output * p.outputPerMTok) / 1_000_000);
}

/** Adds calls to the tenant's daily row for the model (one upsert, atomic on both engines). */
export async function meter(db: Executor, e: UsageEntry, requests = 1): Promise<void> {
  await db
    .insertInto('usage_daily')
    .values({
      tenant_id: e.tenantId,
      day: e.day,
      model: e.model,
      requests,
      input_tokens: e.inputTokens,
      output_tokens: e.outputTokens,
      cost_micros: e.costMicros,
    })
    .onConflict((oc) =>
      oc.columns(['tenant_id', 'day', 'model']).doUpdateSet({
        requests: sql`usage_daily.requests + ${requests}`,
        input_tokens: sql`usage_daily.input_tokens + ${e.inputTokens}`,
        output_tokens: sql`usage_daily.output_tokens + ${e.outputTokens}`,
        cost_micros: sql`usage_daily.cost_micros + ${e.costMicros}`,
      }),
    )
    .execute();
}

function usageRow(r: UsageDailyTable) {
  return {
    day: r.day,
    model: r.model,
    requests: Number(r.requests),
    input_tokens: Number(r.input_tokens),
    output_tokens: Number(r.output_tokens),
    cost_micros: Number(r.cost_micros),
  };
}

/** One tenant's daily usage since a day (inclusive). */
export async function usageOf(db: Executor, tenantId: string, sinceDay: string) {
  const rows = await db
    .selectFrom('usage_daily')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('day', '>=', sinceDay)
    .orderBy('day')
    .orderBy('model')
    .execute();
  return rows.map(usageRow);
}

/** Daily usage of every active tenant since a day (content-free: ids, models, counts). */
export async function usageOfActiveTenants(db: Executor, sinceDay: string) {
  const rows = await db
    .selectFrom('usage_daily')
    .innerJoin('tenants', 'tenants.id', 'usage_daily.tenant_id')
    .selectAll('usage_daily')
    .where('tenants.status', '=', 'active')
    .where('usage_daily.day', '>=', sinceDay)
    .orderBy('usage_daily.day')
    .orderBy('usage_daily.tenant_id')
    .execute();
  return rows.map((r) => ({ tenant_id: r.tenant_id, ...usageRow(r) }));
}
