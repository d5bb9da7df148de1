import { type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * Memory facts with their full-text index, and the self-defense state and security events.
 *
 * Full text differs by engine: SQLite keeps an FTS5 external-content table in step with the
 * facts through triggers (so a fact and its index entry commit together); PostgreSQL indexes
 * `to_tsvector('simple', content)` with GIN, and queries repeat that exact expression so the
 * planner can use it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  if (postgres) await createFactsPostgres(db);
  else await createFactsSqlite(db);
  // One fact identity per (tenant, project, session, key); ordinary facts have no session, and
  // NULLs are distinct in a plain unique index, hence the coalesce.
  await sql`create unique index memory_facts_identity
    on memory_facts (tenant_id, project_id, (coalesce(session_id, '')), fact_key)`.execute(db);
  await sql`create index memory_facts_scope on memory_facts (tenant_id, project_id, session_id, id)`.execute(
    db,
  );

  await db.schema
    .createTable('self_defense_state')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('mode', 'text', (c) => c.notNull())
    .addColumn('since', 'text', (c) => c.notNull())
    .addColumn('reason', 'text')
    .addColumn('cause', 'text')
    .execute();
  await sql`insert into self_defense_state (id, mode, since, reason, cause)
    values (1, 'normal', ${new Date().toISOString()}, null, null)`.execute(db);
  await db.schema
    .createTable('security_events')
    .addColumn('id', postgres ? 'bigserial' : 'integer', (c) =>
      postgres ? c.primaryKey() : c.primaryKey().autoIncrement(),
    )
    .addColumn('ts', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('tenant_id', 'text')
    .addColumn('detail', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('security_events_kind_ts')
    .on('security_events')
    .columns(['kind', 'ts'])
    .execute();
}

async function createFactsSqlite(db: Kysely<unknown>): Promise<void> {
  await sql`create table memory_facts (
    id integer primary key autoincrement,
    tenant_id text not null,
    project_id text not null,
    session_id text,
    fact_key text not null,
    content text not null,
    metadata text,
    tags text not null,
    payload_digest text not null,
    bytes integer not null,
    created_at text not null
  )`.execute(db);
  await sql`create virtual table memory_facts_fts using fts5(
    content, content='memory_facts', content_rowid='id', tokenize='unicode61'
  )`.execute(db);
  await sql`create trigger memory_facts_ai after insert on memory_facts begin
    insert into memory_facts_fts (rowid, content) values (new.id, new.content);
  end`.execute(db);
  await sql`create trigger memory_facts_ad after delete on memory_facts begin
    insert into memory_facts_fts (memory_facts_fts, rowid, content) values ('delete', old.id, old.content);
  end`.execute(db);
  await sql`create trigger memory_facts_au after update of content on memory_facts begin
    insert into memory_facts_fts (memory_facts_fts, rowid, content) values ('delete', old.id, old.content);
    insert into memory_facts_fts (rowid, content) values (new.id, new.content);
  end`.execute(db);
}

async function createFactsPostgres(db: Kysely<unknown>): Promise<void> {
  await sql`create table memory_facts (
    id bigserial primary key,
    tenant_id text not null,
    project_id text not null,
    session_id text,
    fact_key text not null,
    content text not null,
    metadata text,
    tags text not null,
    payload_digest text not null,
    bytes integer not null,
    created_at text not null
  )`.execute(db);
  await sql`create index memory_facts_fts on memory_facts using gin (to_tsvector('simple', content))`.execute(
    db,
  );
}
