import { type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * Fewer pages written per hosted call (docs/billing.md, Cost): every page a SQLite transaction
 * changes is one more WAL frame (two writes to the file).
 *
 * - The sweep's index keeps only open holds (`where state = 'held'`): closing a hold no longer
 *   moves its entry from the `held` range of the index to the `settled` one, a second page.
 * - SQLite: `billing_ledger` loses AUTOINCREMENT, whose `sqlite_sequence` row was one more page
 *   in every hold and every settlement. The ledger is append-only (no row is ever deleted), so an
 *   `integer primary key` still numbers entries in the order they were written, as before.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`drop index billing_reservations_open`.execute(db);
    await sql`create index billing_reservations_held on billing_reservations (created_at) where state = 'held'`.execute(
      db,
    );
    return;
  }
  // Kysely runs SQLite migrations outside a transaction; the rebuild is all or nothing.
  await db.transaction().execute(async (tx) => {
    await sql`drop index billing_reservations_open`.execute(tx);
    await sql`create index billing_reservations_held on billing_reservations (created_at) where state = 'held'`.execute(
      tx,
    );
    await sql`create table billing_ledger_new (
      id integer primary key,
      tenant_id text not null,
      kind text not null,
      amount_micros bigint not null,
      reserved_micros bigint not null,
      tokens bigint not null,
      reservation_id text,
      ref text,
      reason text,
      actor text,
      created_at text not null
    )`.execute(tx);
    await sql`insert into billing_ledger_new
      (id, tenant_id, kind, amount_micros, reserved_micros, tokens, reservation_id, ref, reason, actor, created_at)
      select id, tenant_id, kind, amount_micros, reserved_micros, tokens, reservation_id, ref, reason, actor, created_at
      from billing_ledger`.execute(tx);
    await sql`drop table billing_ledger`.execute(tx);
    await sql`alter table billing_ledger_new rename to billing_ledger`.execute(tx);
    await sql`create index billing_ledger_tenant on billing_ledger (tenant_id, id)`.execute(tx);
    await sql`delete from sqlite_sequence where name = 'billing_ledger'`.execute(tx);
  });
}
