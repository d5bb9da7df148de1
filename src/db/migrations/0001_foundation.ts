import type { Kysely } from 'kysely';

/** Tenants, API keys, the audit log and its checkpoints, and a small key/value table. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('tenants')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('tier', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('terminated_at', 'text')
    .execute();
  await db.schema
    .createTable('api_keys')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id'))
    .addColumn('hash', 'text', (c) => c.notNull().unique())
    .addColumn('prefix', 'text', (c) => c.notNull())
    .addColumn('label', 'text')
    .addColumn('tier', 'text', (c) => c.notNull())
    .addColumn('scopes', 'text', (c) => c.notNull())
    .addColumn('rate_limit_per_min', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('revoked_at', 'text')
    .execute();
  await db.schema.createIndex('api_keys_tenant').on('api_keys').column('tenant_id').execute();
  await db.schema
    .createTable('audit_events')
    .addColumn('seq', 'bigint', (c) => c.primaryKey())
    .addColumn('ts', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('actor_tenant', 'text')
    .addColumn('actor_key', 'text')
    .addColumn('subject', 'text')
    .addColumn('data', 'text', (c) => c.notNull())
    .addColumn('leaf_hash', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('audit_checkpoints')
    .addColumn('tree_size', 'bigint', (c) => c.primaryKey())
    .addColumn('root_hash', 'text', (c) => c.notNull())
    .addColumn('signature', 'text', (c) => c.notNull())
    .addColumn('key_id', 'text', (c) => c.notNull())
    .addColumn('frontier', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('meta')
    .addColumn('k', 'text', (c) => c.primaryKey())
    .addColumn('v', 'text', (c) => c.notNull())
    .execute();
}
