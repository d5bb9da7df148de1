import { type Kysely, sql } from 'kysely';

/**
 * Budgets and allowances (issue 35): per API key and per tenant, a spend cap per UTC day and per
 * UTC month, a requests-per-day cap and an allowed-models list (`budgets`), and the counters they
 * are enforced against (`budget_counters`: one row per scope, subject and period, moved only by
 * conditional single-statement upserts; see src/domains/billing/budgets.ts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('budgets')
    .addColumn('scope', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('daily_micros', 'bigint')
    .addColumn('monthly_micros', 'bigint')
    .addColumn('requests_per_day', 'bigint')
    .addColumn('allowed_models', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('budgets_pk', ['scope', 'subject'])
    .execute();
  await sql`create index budgets_tenant on budgets (tenant_id)`.execute(db);
  await db.schema
    .createTable('budget_counters')
    .addColumn('scope', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('period', 'text', (c) => c.notNull())
    .addColumn('spent_micros', 'bigint', (c) => c.notNull())
    .addColumn('reserved_micros', 'bigint', (c) => c.notNull())
    .addColumn('requests', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('budget_counters_pk', ['scope', 'subject', 'period'])
    .execute();
}
