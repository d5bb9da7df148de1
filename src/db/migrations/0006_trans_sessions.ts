import type { Kysely } from 'kysely';

/** Signup magic-link tokens, the owners of self-signed-up tenants, and browser sessions. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('signup_tokens')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('client_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('consumed_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('signup_tokens_email')
    .on('signup_tokens')
    .columns(['email', 'created_at'])
    .execute();
  await db.schema
    .createIndex('signup_tokens_client')
    .on('signup_tokens')
    .columns(['client_hash', 'created_at'])
    .execute();
  await db.schema
    .createTable('tenant_owners')
    .addColumn('email', 'text', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('browser_sessions')
    .addColumn('id_hash', 'text', (c) => c.primaryKey())
    .addColumn('session_id', 'text', (c) => c.notNull().unique())
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('csrf_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('last_seen_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('ended_at', 'bigint')
    .execute();
  await db.schema.createIndex('browser_sessions_tenant').on('browser_sessions').column('tenant_id').execute();
}
