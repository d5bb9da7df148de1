import type { Kysely } from 'kysely';

/** Content-free verdict records (for /v1/explain) and per-tenant scan settings. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('verdicts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('flags', 'text', (c) => c.notNull())
    .addColumn('confidence', 'real', (c) => c.notNull())
    .addColumn('mode', 'text', (c) => c.notNull())
    .addColumn('enforced', 'integer', (c) => c.notNull())
    .addColumn('input_digest', 'text', (c) => c.notNull())
    .addColumn('latency_ms', 'real', (c) => c.notNull())
    .addColumn('explanation', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('verdicts_tenant_time')
    .on('verdicts')
    .columns(['tenant_id', 'created_at'])
    .execute();
  await db.schema
    .createTable('tenant_scan_settings')
    .addColumn('tenant_id', 'text', (c) => c.primaryKey())
    .addColumn('mode', 'text', (c) => c.notNull())
    .addColumn('policy', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
}
