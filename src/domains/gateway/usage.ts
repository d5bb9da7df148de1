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

/**
 * Usage is summed in memory and written once a second (and at shutdown, and before any usage
 * read), so the hot path of a chat call does no database write for metering. A crash loses at
 * most the last second of counts; prepaid billing does not depend on it (it settles its own
 * reservation per call).
 */
export class UsageMeter {
  private pending = new Map<string, { entry: UsageEntry; requests: number }>();
  private readonly timer: NodeJS.Timeout;
  private flushing: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Executor,
    flushMs = 1000,
    private readonly onError: (err: unknown) => void = () => {},
  ) {
    this.timer = setInterval(() => {
      this.flush().catch(this.onError);
    }, flushMs);
    this.timer.unref();
  }

  add(e: UsageEntry): void {
    this.merge(e, 1);
  }

  private merge(e: UsageEntry, requests: number): void {
    const key = `${e.tenantId}\u0000${e.day}\u0000${e.model}`;
    const cur = this.pending.get(key);
    if (!cur) {
      this.pending.set(key, { entry: { ...e }, requests });
      return;
    }
    cur.requests += requests;
    cur.entry.inputTokens += e.inputTokens;
    cur.entry.outputTokens += e.outputTokens;
    cur.entry.costMicros += e.costMicros;
  }

  /** Writes what has accumulated; concurrent calls queue behind each other. A failed write keeps its counts. */
  flush(): Promise<void> {
    this.flushing = this.flushing.then(async () => {
      const batch = [...this.pending.values()];
      this.pending = new Map();
      for (let i = 0; i < batch.length; i += 1) {
        const { entry, requests } = batch[i] as { entry: UsageEntry; requests: number };
        try {
          await meter(this.db, entry, requests);
        } catch (err) {
          for (const rest of batch.slice(i)) this.merge(rest.entry, rest.requests);
          throw err;
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
