import type { Kysely } from 'kysely';

/**
 * Budget holds (issue 35): one row per admitted call while its estimate is reserved on the budget
 * counters, so that a process that died before settling can be found and its estimate given back
 * (the sweep), exactly once: a close and the sweep both start by deleting the row.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('budget_holds')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('counters', 'text', (c) => c.notNull())
    .addColumn('estimate_micros', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('budget_holds_created').on('budget_holds').column('created_at').execute();
}
