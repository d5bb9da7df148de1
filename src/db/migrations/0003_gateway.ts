import type { Kysely } from 'kysely';

/** Tenant model aliases with sealed provider credentials, and daily usage per tenant and model. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('tenant_model_routes')
    .addColumn('tenant_id', 'text', (c) => c.primaryKey())
    .addColumn('aliases', 'text', (c) => c.notNull())
    .addColumn('credentials', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('usage_daily')
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('model', 'text', (c) => c.notNull())
    .addColumn('requests', 'bigint', (c) => c.notNull())
    .addColumn('input_tokens', 'bigint', (c) => c.notNull())
    .addColumn('output_tokens', 'bigint', (c) => c.notNull())
    .addColumn('cost_micros', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('usage_daily_pk', ['tenant_id', 'day', 'model'])
    .execute();
}
