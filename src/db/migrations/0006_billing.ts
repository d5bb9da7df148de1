import { type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * Prepaid billing (accounts, reservations, the append-only ledger, payments and their
 * webhook events), free-tier eligibility reviews and disputes.
 *
 * `billing_accounts` holds the balance and the reserved amount as they derive from the ledger:
 * every change to them is made in the same transaction as the ledger row that explains it, so
 * the sums over `billing_ledger` always equal the account row (a test checks it).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const serial = postgres ? 'bigserial' : 'integer';
  await db.schema
    .createTable('billing_accounts')
    .addColumn('tenant_id', 'text', (c) => c.primaryKey())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('balance_micros', 'bigint', (c) => c.notNull())
    .addColumn('reserved_micros', 'bigint', (c) => c.notNull())
    .addColumn('allowance_period', 'text', (c) => c.notNull())
    .addColumn('allowance_used', 'bigint', (c) => c.notNull())
    .addColumn('last_payment_at', 'text')
    .addColumn('last_payment_micros', 'bigint')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('billing_reservations')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('held_micros', 'bigint', (c) => c.notNull())
    .addColumn('held_tokens', 'bigint', (c) => c.notNull())
    .addColumn('period', 'text', (c) => c.notNull())
    .addColumn('charged_micros', 'bigint')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('closed_at', 'text')
    .execute();
  await sql`create index billing_reservations_open on billing_reservations (state, created_at)`.execute(db);
  await db.schema
    .createTable('billing_ledger')
    .addColumn('id', serial, (c) => (postgres ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('amount_micros', 'bigint', (c) => c.notNull())
    .addColumn('reserved_micros', 'bigint', (c) => c.notNull())
    .addColumn('tokens', 'bigint', (c) => c.notNull())
    .addColumn('reservation_id', 'text')
    .addColumn('ref', 'text')
    .addColumn('reason', 'text')
    .addColumn('actor', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await sql`create index billing_ledger_tenant on billing_ledger (tenant_id, id)`.execute(db);
  await db.schema
    .createTable('payment_events')
    .addColumn('event_id', 'text', (c) => c.primaryKey())
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('effect', 'text', (c) => c.notNull())
    .addColumn('received_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('payments')
    .addColumn('ref', 'text', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text')
    .addColumn('amount_micros', 'bigint', (c) => c.notNull())
    .addColumn('credited', 'integer', (c) => c.notNull())
    .addColumn('refunded_micros', 'bigint', (c) => c.notNull())
    .addColumn('refund_applied_micros', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('payment_disputes')
    .addColumn('dispute_ref', 'text', (c) => c.primaryKey())
    .addColumn('payment_ref', 'text', (c) => c.notNull())
    .addColumn('amount_micros', 'bigint', (c) => c.notNull())
    .addColumn('outcome', 'text', (c) => c.notNull())
    .addColumn('debited', 'integer', (c) => c.notNull())
    .addColumn('reversed', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('checkout_sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('amount_micros', 'bigint', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('eligibility_reviews')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull().unique())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('application', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('reason', 'text')
    .addColumn('decided_by', 'text')
    .addColumn('decided_at', 'text')
    .addColumn('submitted_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await sql`create index eligibility_reviews_state on eligibility_reviews (state, updated_at)`.execute(db);

  await db.schema
    .createTable('disputes')
    .addColumn('seq', serial, (c) => (postgres ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('id', 'text', (c) => c.notNull().unique())
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('resolution', 'text')
    .addColumn('resolved_by', 'text')
    .addColumn('resolved_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await sql`create index disputes_tenant on disputes (tenant_id, seq)`.execute(db);
}
