import type { Kysely } from 'kysely';

/**
 * The audit log's second line of defence: every event carries an Ed25519 signature of its leaf
 * (so a forged or rewritten row fails at that row, checkpoints or not), and checkpoints form a
 * chain (a counter and the hash of the previous signed checkpoint), so a deleted checkpoint
 * shows. Rows and checkpoints written before this migration keep null here and verify as before.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('audit_events').addColumn('sig', 'text').execute();
  await db.schema.alterTable('audit_checkpoints').addColumn('counter', 'bigint').execute();
  await db.schema.alterTable('audit_checkpoints').addColumn('prev_hash', 'text').execute();
  await db.schema
    .createIndex('audit_checkpoints_counter')
    .on('audit_checkpoints')
    .column('counter')
    .unique()
    .execute();
}
