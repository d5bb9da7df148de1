import { type RawBuilder, sql } from 'kysely';
import type { Engine, Executor } from '../../db/connect.js';
import type { FactRow, FactScope } from './store.js';

/**
 * Full-text and substring search over facts, per engine. Caller text never reaches a query
 * parser as syntax: keyword queries are cut into word tokens here, and each token is passed as a
 * quoted FTS5 string (SQLite) or its own `plainto_tsquery` (PostgreSQL), joined with OR.
 */

export type SearchMode = 'keyword' | 'exact';

/** At most this many distinct tokens of a query are used; the rest are ignored. */
export const MAX_QUERY_TOKENS = 32;

/**
 * Word tokens of a keyword query: runs of letters, digits and combining marks, lowercased,
 * de-duplicated. Matches FTS5's unicode61 tokenizer closely enough that every token is a plain
 * term; quotes, `*`, `-`, `NEAR(`, `OR`-as-operator and parentheses cannot survive as syntax.
 */
export function queryTokens(q: string): string[] {
  const out: string[] = [];
  for (const m of q
    .normalize('NFC')
    .toLowerCase()
    .matchAll(/[\p{L}\p{N}\p{M}]+/gu)) {
    if (!out.includes(m[0])) out.push(m[0]);
    if (out.length === MAX_QUERY_TOKENS) break;
  }
  return out;
}

/** The FTS5 query for tokens: each a quoted string (quotes doubled, though tokens carry none), ORed. */
export function fts5Query(tokens: readonly string[]): string {
  return tokens.map((t) => `"${t.replaceAll('"', '""')}"`).join(' OR ');
}

export interface ScoredRow extends FactRow {
  score: number | null;
}

function scopeSql(scope: FactScope): RawBuilder<unknown> {
  const session = scope.sessionId === undefined ? sql`` : sql` and f.session_id = ${scope.sessionId}`;
  return sql`f.tenant_id = ${scope.tenantId} and f.project_id = ${scope.projectId}${session}`;
}

function keywordMatch(
  engine: Engine,
  tokens: readonly string[],
): { from: RawBuilder<unknown>; where: RawBuilder<unknown>; score: RawBuilder<unknown> } {
  if (engine === 'sqlite') {
    return {
      from: sql`memory_facts_fts join memory_facts f on f.id = memory_facts_fts.rowid`,
      where: sql`memory_facts_fts match ${fts5Query(tokens)}`,
      // bm25() is lower for better matches; negate so that higher is better on both engines.
      score: sql`-bm25(memory_facts_fts)`,
    };
  }
  const query = sql.join(
    tokens.map((t) => sql`plainto_tsquery('simple', ${t})`),
    sql` || `,
  );
  return {
    from: sql`memory_facts f cross join (select (${query}) as q) tsq`,
    where: sql`to_tsvector('simple', f.content) @@ tsq.q`,
    score: sql`ts_rank(to_tsvector('simple', f.content), tsq.q)`,
  };
}

/** How many facts in scope match the keyword tokens, counting at most `cap` + 1. */
export async function countKeywordMatches(
  db: Executor,
  engine: Engine,
  scope: FactScope,
  tokens: readonly string[],
  cap: number,
): Promise<number> {
  if (tokens.length === 0) return 0;
  const m = keywordMatch(engine, tokens);
  const res = await sql<{ n: number }>`select count(*) as n from (
    select 1 from ${m.from} where ${m.where} and ${scopeSql(scope)} limit ${cap + 1}
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
): Promise<ScoredRow[]> {
  if (tokens.length === 0) return [];
  const m = keywordMatch(engine, tokens);
  const res = await sql<ScoredRow>`select f.*, ${m.score} as score from ${m.from}
    where ${m.where} and ${scopeSql(scope)}
    order by score desc, f.id desc limit ${limit}`.execute(db);
  return res.rows.map((r) => ({ ...r, id: Number(r.id), bytes: Number(r.bytes), score: Number(r.score) }));
}

/** Facts in scope whose content contains `needle` exactly (case-sensitive), newest first. */
export async function exactSearch(
  db: Executor,
  engine: Engine,
  scope: FactScope,
  needle: string,
  limit: number,
): Promise<ScoredRow[]> {
  // instr()/strpos() compare characters literally: no LIKE wildcards, no case folding.
  const contains =
    engine === 'sqlite' ? sql`instr(f.content, ${needle}) > 0` : sql`strpos(f.content, ${needle}) > 0`;
  const res = await sql<FactRow>`select f.* from memory_facts f
    where ${contains} and ${scopeSql(scope)}
    order by f.id desc limit ${limit}`.execute(db);
  return res.rows.map((r) => ({ ...r, id: Number(r.id), bytes: Number(r.bytes), score: null }));
}
