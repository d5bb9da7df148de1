import { type Kysely, type Migration, type MigrationProvider, Migrator } from 'kysely';
import * as m0001 from './migrations/0001_foundation.js';
import * as m0002 from './migrations/0002_verdicts.js';
import * as m0003 from './migrations/0003_gateway.js';
import * as m0004 from './migrations/0004_memory.js';
import * as m0005 from './migrations/0005_turns.js';

/** Every migration, in order. A new one is appended here and never edited after it lands. */
const MIGRATIONS: Record<string, Migration> = {
  '0001_foundation': m0001,
  '0002_verdicts': m0002,
  '0003_gateway': m0003,
  '0004_memory': m0004,
  '0005_turns': m0005,
};

const provider: MigrationProvider = { getMigrations: async () => MIGRATIONS };

/** Brings the schema up to date; safe to run from several processes at once (Kysely locks). */
export async function migrateToLatest(db: Kysely<unknown>, schema?: string): Promise<string[]> {
  // A pinned schema must hold its own migration tables: Kysely otherwise finds another schema's
  // lock table and skips creating this one's.
  const migrator = new Migrator({ db, provider, ...(schema ? { migrationTableSchema: schema } : {}) });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
