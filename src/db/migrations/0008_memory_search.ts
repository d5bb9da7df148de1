import { type Kysely, PostgresAdapter, sql } from 'kysely';
import { guessLanguage, searchText } from '../../domains/memory/text.js';

/**
 * Memory search modes and fact lifecycle (issue 36).
 *
 * - `search_text`: what the full-text index holds (the content, unspaced scripts cut into words);
 *   `lang`: the PostgreSQL text search configuration picked for the fact. SQLite's FTS5 table is
 *   rebuilt over `search_text` with the `porter unicode61 remove_diacritics 2` tokenizer (English
 *   stemming, accents folded); PostgreSQL keeps a stored `search_vector` (the `simple` words plus
 *   the fact's language stems), set by a trigger in the writing statement, under a GIN index.
 * - Lifecycle: `version`, `superseded_at` (null while the fact is current; set when an update
 *   supersedes it, the old row kept as history), `expires_at` (TTL), `quarantined` (1: stored but
 *   never searched or recalled). The identity index covers current facts only.
 * - `memory_embeddings`: int8-quantised vectors per fact and embedding model.
 * - `memory_settings`: per tenant (project_id '') the embedding model and poisoning policy, per
 *   project the default TTL.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const add = async (column: string, type: string) =>
    sql.raw(`alter table memory_facts add column ${column} ${type}`).execute(db);
  await add('search_text', "text not null default ''");
  await add('lang', "text not null default 'simple'");
  await add('version', 'integer not null default 1');
  await add('superseded_at', 'text');
  await add('expires_at', 'text');
  await add('quarantined', 'integer not null default 0');
  if (postgres) await add('search_vector', 'tsvector');

  // Existing facts: their search text and language, in batches (a large table is not read whole).
  let after = 0;
  for (;;) {
    const rows = await sql<{ id: number; content: string }>`select id, content from memory_facts
      where id > ${after} order by id limit 500`.execute(db);
    if (rows.rows.length === 0) break;
    for (const r of rows.rows) {
      await sql`update memory_facts set search_text = ${searchText(r.content)},
        lang = ${guessLanguage(r.content)} where id = ${r.id}`.execute(db);
      after = Number(r.id);
    }
  }

  await sql`drop index memory_facts_identity`.execute(db);
  await sql`create unique index memory_facts_identity
    on memory_facts (tenant_id, project_id, (coalesce(session_id, '')), fact_key)
    where superseded_at is null`.execute(db);
  await sql`create index memory_facts_history
    on memory_facts (tenant_id, project_id, fact_key, version)`.execute(db);

  if (postgres) {
    await sql`update memory_facts set search_vector =
      to_tsvector('simple', search_text) || to_tsvector(lang::regconfig, search_text)`.execute(db);
    await sql`create function memory_facts_search_vector() returns trigger language plpgsql as $$
      begin
        new.search_vector := to_tsvector('simple', new.search_text)
          || to_tsvector(new.lang::regconfig, new.search_text);
        return new;
      end $$`.execute(db);
    await sql`create trigger memory_facts_search_vector before insert or update of search_text, lang
      on memory_facts for each row execute function memory_facts_search_vector()`.execute(db);
    await sql`drop index memory_facts_fts`.execute(db);
    await sql`create index memory_facts_fts on memory_facts using gin (search_vector)`.execute(db);
  } else {
    await sql`drop trigger memory_facts_ai`.execute(db);
    await sql`drop trigger memory_facts_ad`.execute(db);
    await sql`drop trigger memory_facts_au`.execute(db);
    await sql`drop table memory_facts_fts`.execute(db);
    await sql`create virtual table memory_facts_fts using fts5(
      search_text, content='memory_facts', content_rowid='id',
      tokenize='porter unicode61 remove_diacritics 2'
    )`.execute(db);
    await sql`create trigger memory_facts_ai after insert on memory_facts begin
      insert into memory_facts_fts (rowid, search_text) values (new.id, new.search_text);
    end`.execute(db);
    await sql`create trigger memory_facts_ad after delete on memory_facts begin
      insert into memory_facts_fts (memory_facts_fts, rowid, search_text)
        values ('delete', old.id, old.search_text);
    end`.execute(db);
    await sql`create trigger memory_facts_au after update of search_text on memory_facts begin
      insert into memory_facts_fts (memory_facts_fts, rowid, search_text)
        values ('delete', old.id, old.search_text);
      insert into memory_facts_fts (rowid, search_text) values (new.id, new.search_text);
    end`.execute(db);
    await sql`insert into memory_facts_fts (memory_facts_fts) values ('rebuild')`.execute(db);
  }

  await sql
    .raw(`create table memory_embeddings (
    fact_id ${postgres ? 'bigint' : 'integer'} not null,
    model text not null,
    tenant_id text not null,
    dims integer not null,
    scale ${postgres ? 'double precision' : 'real'} not null,
    vec ${postgres ? 'bytea' : 'blob'} not null,
    created_at text not null,
    primary key (fact_id, model)
  )`)
    .execute(db);
  await sql`create index memory_embeddings_tenant on memory_embeddings (tenant_id, model)`.execute(db);

  await sql`create table memory_settings (
    tenant_id text not null,
    project_id text not null,
    embedding_model text,
    default_ttl_seconds integer,
    poison_policy text,
    updated_at text not null,
    primary key (tenant_id, project_id)
  )`.execute(db);
}
