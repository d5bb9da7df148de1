import { type RawBuilder, sql } from 'kysely';
import type { Engine, Executor } from '../../db/connect.js';
import { type FactRow, type FactScope, stripVector } from './store.js';
import { guessLanguage, isStopword, words } from './text.js';

/**
 * Full-text and substring search over facts, per engine. Caller text never reaches a query
 * parser as syntax: keyword queries are cut into word tokens here, and each token is passed as a
 * quoted FTS5 string (SQLite) or its own `plainto_tsquery` (PostgreSQL), joined with OR.
 */

/** Every search mode; `keyword` is the default. */
export const SEARCH_MODES = ['keyword', 'exact', 'semantic', 'hybrid'] as const;
export type SearchMode = (typeof SEARCH_MODES)[number];

/** At most this many distinct tokens of a query are used; the rest are ignored. */
export const MAX_QUERY_TOKENS = 32;

/**
 * Word tokens of a keyword query: runs of letters, digits and combining marks (unspaced scripts
 * cut into words as at write time, see text.ts), lowercased, de-duplicated, function words
 * dropped when other words remain. Matches the engines'
 * tokenizers closely enough that every token is a plain term; quotes, `*`, `-`, `NEAR(`,
 * `OR`-as-operator and parentheses cannot survive as syntax.
 */
export function queryTokens(q: string): string[] {
  const all: string[] = [];
  for (const w of words(q.toLowerCase())) if (!all.includes(w)) all.push(w);
  // Function words go when the query has any other word (see isStopword).
  const content = all.filter((w) => !isStopword(w));
  return (content.length > 0 ? content : all).slice(0, MAX_QUERY_TOKENS);
}

/** The FTS5 query for tokens: each a quoted string (quotes doubled, though tokens carry none), ORed. */
export function fts5Query(tokens: readonly string[]): string {
  return tokens.map((t) => `"${t.replaceAll('"', '""')}"`).join(' OR ');
}

export interface ScoredRow extends FactRow {
  score: number | null;
}

/** The searchable facts of the scope at `now`: current, unexpired, not quarantined. */
export function scopeSql(scope: FactScope, now: string): RawBuilder<unknown> {
  const session = scope.sessionId === undefined ? sql`` : sql` and f.session_id = ${scope.sessionId}`;
  return sql`f.tenant_id = ${scope.tenantId} and f.project_id = ${scope.projectId}${session}
    and f.superseded_at is null and f.quarantined = 0
    and (f.expires_at is null or f.expires_at > ${now})`;
}

function keywordMatch(
  engine: Engine,
  tokens: readonly string[],
  lang = guessLanguage(tokens.join(' ')),
): { from: RawBuilder<unknown>; where: RawBuilder<unknown>; score: RawBuilder<unknown> } {
  if (engine === 'sqlite') {
    return {
      from: sql`memory_facts_fts join memory_facts f on f.id = memory_facts_fts.rowid`,
      where: sql`memory_facts_fts match ${fts5Query(tokens)}`,
      // bm25() is lower for better matches; negate so that higher is better on both engines.
      score: sql`-bm25(memory_facts_fts)`,
    };
  }
  // Each token as itself (the `simple` words every fact's vector holds) or as its stem in the
  // query's language (the stems a fact of that language holds), ORed.
  const query = sql.join(
    tokens.map((t) =>
      lang === 'simple'
        ? sql`plainto_tsquery('simple', ${t})`
        : sql`plainto_tsquery('simple', ${t}) || plainto_tsquery(${lang}::regconfig, ${t})`,
    ),
    sql` || `,
  );
  return {
    from: sql`memory_facts f cross join (select (${query}) as q) tsq`,
    where: sql`f.search_vector @@ tsq.q`,
    score: sql`ts_rank(f.search_vector, tsq.q)`,
  };
}

/** How many facts in scope match the keyword tokens, counting at most `cap` + 1. */
export async function countKeywordMatches(
  db: Executor,
  engine: Engine,
  scope: FactScope,
  tokens: readonly string[],
  cap: number,
  now: string,
): Promise<number> {
  if (tokens.length === 0) return 0;
  const m = keywordMatch(engine, tokens);
  const res = await sql<{ n: number }>`select count(*) as n from (
    select 1 from ${m.from} where ${m.where} and ${scopeSql(scope, now)} limit ${cap + 1}
  ) c`.execute(db);
  return Number(res.rows[0]?.n ?? 0);
}

/** Facts in scope matching any token, best first (BM25 on SQLite, ts_rank on PostgreSQL). */
export async function keywordSearch(
  db: Executor,
  engine: Engine,
  scope: FactScope,
  tokens: readonly string[],
  limit: number,
  now: string,
): Promise<ScoredRow[]> {
  if (tokens.length === 0) return [];
  const m = keywordMatch(engine, tokens);
  const res = await sql<ScoredRow>`select f.*, ${m.score} as score from ${m.from}
    where ${m.where} and ${scopeSql(scope, now)}
    order by score desc, f.id desc limit ${limit}`.execute(db);
  return res.rows.map((r) => ({
    ...stripVector(r),
    id: Number(r.id),
    bytes: Number(r.bytes),
    score: Number(r.score),
  }));
}

/** Facts in scope whose content contains `needle` exactly (case-sensitive), newest first. */
export async function exactSearch(
  db: Executor,
  engine: Engine,
  scope: FactScope,
  needle: string,
  limit: number,
  now: string,
): Promise<ScoredRow[]> {
  // instr()/strpos() compare characters literally: no LIKE wildcards, no case folding.
  const contains =
    engine === 'sqlite' ? sql`instr(f.content, ${needle}) > 0` : sql`strpos(f.content, ${needle}) > 0`;
  const res = await sql<FactRow>`select f.* from memory_facts f
    where ${contains} and ${scopeSql(scope, now)}
    order by f.id desc limit ${limit}`.execute(db);
  return res.rows.map((r) => ({ ...stripVector(r), id: Number(r.id), bytes: Number(r.bytes), score: null }));
}

/** A stored vector of a searchable fact in scope. */
export interface VectorRow {
  id: number;
  scale: number;
  vec: Uint8Array;
}

/**
 * The vectors of the scope's searchable facts under one embedding model and dimension, at most
 * `cap` + 1 (the caller answers 413 past the bound). Only one model's vectors are ever compared.
 */
export async function scopeVectors(
  db: Executor,
  scope: FactScope,
  model: string,
  dims: number,
  cap: number,
  now: string,
): Promise<VectorRow[]> {
  const res = await sql<VectorRow>`select f.id, e.scale, e.vec from memory_embeddings e
    join memory_facts f on f.id = e.fact_id
    where e.model = ${model} and e.dims = ${dims} and e.tenant_id = ${scope.tenantId}
      and ${scopeSql(scope, now)}
    limit ${cap + 1}`.execute(db);
  return res.rows.map((r) => ({ id: Number(r.id), scale: Number(r.scale), vec: r.vec }));
}

/** Searchable facts by id (for the ids a vector or fused ranking chose). */
export async function factsByIds(db: Executor, ids: readonly number[]): Promise<Map<number, FactRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom('memory_facts').selectAll().where('id', 'in', ids).execute();
  return new Map(
    rows.map((r) => [Number(r.id), { ...stripVector(r), id: Number(r.id), bytes: Number(r.bytes) }]),
  );
}
