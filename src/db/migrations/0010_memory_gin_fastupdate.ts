import { type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * Memory keyword search (issue 36): PostgreSQL's GIN index on `memory_facts.search_vector` without
 * the pending list (`fastupdate = off`). With it, new facts' entries wait in an unsorted list that
 * every search scans in full until autovacuum or the 4 MB `gin_pending_list_limit` merges them: on
 * the 100k-fact benchmark right after its facts were stored, keyword p50 went from 123 ms to 30 ms
 * after a VACUUM. Without it each insert updates the index itself (a fact's write costs a little
 * more, every search costs the same). The list already pending is merged here. SQLite: nothing.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  await sql`alter index memory_facts_fts set (fastupdate = off)`.execute(db);
  await sql`select gin_clean_pending_list('memory_facts_fts'::regclass)`.execute(db);
}
