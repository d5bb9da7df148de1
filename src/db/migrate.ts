import { type Kysely, type Migration, type MigrationProvider, Migrator, sql } from 'kysely';
import type { DbHandle } from './connect.js';
import { LOCKS, withSqliteFileLock } from './locks.js';
import * as m0001 from './migrations/0001_foundation.js';
import * as m0002 from './migrations/0002_verdicts.js';
import * as m0003 from './migrations/0003_gateway.js';
import * as m0004 from './migrations/0004_memory.js';
import * as m0005 from './migrations/0005_turns.js';
import * as m0006billing from './migrations/0006_billing.js';
import * as m0006 from './migrations/0006_hard_race_audit_chain.js';
import * as m0006trans from './migrations/0006_trans_sessions.js';
import * as m0007billingPages from './migrations/0007_billing_pages.js';

/** Every migration, in order. A new one is appended here and never edited after it lands. */
const MIGRATIONS: Record<string, Migration> = {
  '0001_foundation': m0001,
  '0002_verdicts': m0002,
  '0003_gateway': m0003,
  '0004_memory': m0004,
  '0005_turns': m0005,
  '0006_hard_race_audit_chain': m0006,
  '0006_trans_sessions': m0006trans,
  '0006_billing': m0006billing,
  '0007_billing_pages': m0007billingPages,
};

const provider: MigrationProvider = { getMigrations: async () => MIGRATIONS };

/**
 * Brings the schema up to date; safe to run from several processes at once. Kysely locks only
 * the migrations themselves, after it has created its own bookkeeping tables and lock row with
 * racy create-then-check steps; on PostgreSQL the whole run therefore holds a session-level
 * advisory lock (one per schema) on a connection of its own, so a second instance starting on a fresh database
 * waits and then finds the schema current. Kysely runs SQLite migrations outside a transaction
 * and takes no lock across processes, so there the run holds an exclusive lock on a side file.
 */
export async function migrateToLatest(handle: DbHandle, schema?: string): Promise<string[]> {
  const db = handle.db as unknown as Kysely<unknown>;
  if (handle.engine === 'sqlite') {
    const file = handle.file;
    return file ? withSqliteFileLock(file, () => runMigrator(db)) : runMigrator(db);
  }
  return db.connection().execute(async (conn) => {
    await sql`select pg_advisory_lock(${LOCKS.migrations}::int4, hashtext(current_schema()))`.execute(conn);
    try {
      return await runMigrator(db, schema);
    } finally {
      await sql`select pg_advisory_unlock(${LOCKS.migrations}::int4, hashtext(current_schema()))`.execute(
        conn,
      );
    }
  });
}

async function runMigrator(db: Kysely<unknown>, schema?: string): Promise<string[]> {
  // A pinned schema must hold its own migration tables: Kysely otherwise finds another schema's
  // lock table and skips creating this one's.
  const migrator = new Migrator({ db, provider, ...(schema ? { migrationTableSchema: schema } : {}) });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
