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

/** Cost of a hosted call in micro-units; prices are per million tokens. */
export function costMicros(p: Pricing | undefined, input: number, output: number): number {
  if (!p) return 0;
  return Math.ceil((input * p.inputPerMTok + output * p.outputPerMTok) / 1_000_000);
}

/** Adds a call to the tenant's daily row for the model (one upsert, atomic on both engines). */
export async function meter(db: Executor, e: UsageEntry): Promise<void> {
  await db
    .insertInto('usage_daily')
    .values({
      tenant_id: e.tenantId,
      day: e.day,
      model: e.model,
      requests: 1,
      input_tokens: e.inputTokens,
      output_tokens: e.outputTokens,
      cost_micros: e.costMicros,
    })
    .onConflict((oc) =>
      oc.columns(['tenant_id', 'day', 'model']).doUpdateSet({
        requests: sql`usage_daily.requests + 1`,
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
