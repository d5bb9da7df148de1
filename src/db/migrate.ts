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
import * as m0008budgets from './migrations/0008_budgets.js';
import * as m0008memorySearch from './migrations/0008_memory_search.js';
import * as m0009budgetHolds from './migrations/0009_budget_holds.js';
import * as m0010memoryGin from './migrations/0010_memory_gin_fastupdate.js';

/** Every migration, in order. A new one is appended here and never edited after it lands. */
export const MIGRATIONS: Readonly<Record<string, Migration>> = {
  '0001_foundation': m0001,
  '0002_verdicts': m0002,
  '0003_gateway': m0003,
  '0004_memory': m0004,
  '0005_turns': m0005,
  '0006_hard_race_audit_chain': m0006,
  '0006_trans_sessions': m0006trans,
  '0006_billing': m0006billing,
  '0007_billing_pages': m0007billingPages,
  '0008_memory_search': m0008memorySearch,
  '0008_budgets': m0008budgets,
  '0009_budget_holds': m0009budgetHolds,
  '0010_memory_gin_fastupdate': m0010memoryGin,
};

const provider: MigrationProvider = { getMigrations: async () => MIGRATIONS };

/** The migrations this build knows, in the order Kysely applies them (by name). */
export const MIGRATION_NAMES: readonly string[] = Object.keys(MIGRATIONS).sort();

/**
 * Where the database's schema stands against this build: `pending` are this build's migrations
 * not yet applied, `unknown` are applied migrations this build does not know (a newer release
 * migrated the database; migrations are additive, so this build still works on it).
 */
export interface MigrationStatus {
  pending: string[];
  unknown: string[];
}

/** Reads the schema's migration table without changing anything (`vgate migrate --check`, readiness). */
export async function migrationStatus(handle: DbHandle): Promise<MigrationStatus> {
  const db = handle.db as unknown as Kysely<unknown>;
  const exists =
    handle.engine === 'sqlite'
      ? await sql<{ n: number }>`select count(*) as n from sqlite_master
          where type = 'table' and name = 'kysely_migration'`.execute(db)
      : await sql<{ n: number }>`select count(*) as n from pg_catalog.pg_tables
          where tablename = 'kysely_migration' and schemaname = current_schema()`.execute(db);
  if (Number(exists.rows[0]?.n ?? 0) === 0) return { pending: [...MIGRATION_NAMES], unknown: [] };
  const rows = await sql<{ name: string }>`select name from kysely_migration`.execute(db);
  const applied = new Set(rows.rows.map((r) => r.name));
  return {
    pending: MIGRATION_NAMES.filter((n) => !applied.has(n)),
    unknown: [...applied].filter((n) => !MIGRATIONS[n]).sort(),
  };
}

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
    return file ? withSqliteFileLock(file, () => runMigrator(handle)) : runMigrator(handle);
  }
  let connected = false;
  return db
    .connection()
    .execute(async (conn) => {
      connected = true;
      await sql`select pg_advisory_lock(${LOCKS.migrations}::int4, hashtext(current_schema()))`.execute(conn);
      try {
        return await runMigrator(handle, schema);
      } finally {
        await sql`select pg_advisory_unlock(${LOCKS.migrations}::int4, hashtext(current_schema()))`.execute(
          conn,
        );
      }
    })
    .catch((err: unknown) => {
      if (connected) throw err;
      // One line that names the setting, not a bare ECONNREFUSED.
      throw new Error(
        `cannot reach PostgreSQL at VGATE_DATABASE_URL (${err instanceof Error ? err.message : String(err)})`,
      );
    });
}

async function runMigrator(handle: DbHandle, schema?: string): Promise<string[]> {
  const db = handle.db as unknown as Kysely<unknown>;
  // The rolling-upgrade rule: a database a newer release migrated (migrations are additive)
  // still serves this one. Kysely refuses a migration table naming migrations it does not know,
  // so when none of ours is pending there is nothing to run and it is not asked.
  const status = await migrationStatus(handle);
  if (status.pending.length === 0) return [];
  if (status.unknown.length > 0) {
    throw new Error(
      `the database has migrations this release does not know (${status.unknown.join(', ')}) and lacks some it ` +
        `needs (${status.pending.join(', ')}); upgrade this instance to the release that migrated the database`,
    );
  }
  // A pinned schema must hold its own migration tables: Kysely otherwise finds another schema's
  // lock table and skips creating this one's.
  const migrator = new Migrator({ db, provider, ...(schema ? { migrationTableSchema: schema } : {}) });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
