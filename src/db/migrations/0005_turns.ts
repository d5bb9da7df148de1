import type { Kysely } from 'kysely';

/** The project-chat turn ledger: one row per (tenant, project, session, turn id). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('memory_turns')
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('project_id', 'text', (c) => c.notNull())
    .addColumn('session_id', 'text', (c) => c.notNull())
    .addColumn('turn_id', 'text', (c) => c.notNull())
    .addColumn('request_ref', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('fencing_token', 'bigint', (c) => c.notNull())
    .addColumn('lease_expires_at', 'bigint', (c) => c.notNull())
    .addColumn('deadline_at', 'bigint')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('memory_turns_pk', ['tenant_id', 'project_id', 'session_id', 'turn_id'])
    .execute();
}
