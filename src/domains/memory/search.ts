import { type RawBuilder, sql } from 'kysely';
import type { Engine, Executor } from '../../db/connect.js';
import { type FactRow, type FactScope, stripVector } from './store.js';
import { guessLanguage, isStopword, type Language, words } from './text.js';

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

/**
 * Keyword retrieval ranks at most this many candidate facts per level (see `keywordSearch`); a
 * query that matches more facts in scope ranks the facts that match the most of its words.
 */
export const KEYWORD_CANDIDATES = 500;

/** A level's query may hold at most this many word occurrences (its subsets times their size). */
const MAX_LEVEL_TERMS = 64;

function binomial(n: number, k: number): number {
  let r = 1;
  for (let i = 1; i <= k; i += 1) r = (r * (n - k + i)) / i;
  return Math.round(r);
}

/**
 * The levels a keyword search may use, most words first: level m matches the facts holding at
 * least m of the query's n words, written as the OR of every m-word AND. Levels whose query would
 * hold more than MAX_LEVEL_TERMS words are skipped; n (every word) and 1 (any word) always count.
 */
export function keywordLevels(n: number): number[] {
  const out: number[] = [];
  for (let m = n; m >= 1; m -= 1) {
    if (m === n || m === 1 || binomial(n, m) * m <= MAX_LEVEL_TERMS) out.push(m);
  }
  return out;
}

/** Every m-element subset of 0..n-1, in lexicographic order. */
export function subsets(n: number, m: number): number[][] {
  const out: number[][] = [];
  const pick: number[] = [];
  const walk = (from: number) => {
    if (pick.length === m) {
      out.push([...pick]);
      return;
    }
    for (let i = from; i <= n - (m - pick.length); i += 1) {
      pick.push(i);
      walk(i + 1);
      pick.pop();
    }
  };
  walk(0);
  return out;
}

/** The FTS5 query for "at least m of the tokens": the OR of every m-token AND (quoted strings). */
export function fts5LevelQuery(tokens: readonly string[], m: number): string {
  const quoted = tokens.map((t) => `"${t.replaceAll('"', '""')}"`);
  if (m <= 1) return quoted.join(' OR ');
  const clauses = subsets(tokens.length, m).map((s) => s.map((i) => quoted[i]).join(' AND '));
  return clauses.length === 1 ? (clauses[0] as string) : clauses.map((c) => `(${c})`).join(' OR ');
}

/** PostgreSQL: one token as itself (the `simple` words) or as its stem in the query's language. */
function pgToken(t: string, lang: string): RawBuilder<unknown> {
  return lang === 'simple'
    ? sql`plainto_tsquery('simple', ${t})`
    : sql`(plainto_tsquery('simple', ${t}) || plainto_tsquery(${lang}::regconfig, ${t}))`;
}

/** PostgreSQL's tsquery for "any of the tokens" (what the ranking scores against). */
function pgAnyQuery(tokens: readonly string[], lang: string): RawBuilder<unknown> {
  return sql`(${sql.join(
    tokens.map((x) => pgToken(x, lang)),
    sql` || `,
  )})`;
}

/**
 * PostgreSQL's condition for "at least m of the tokens": one `@@` per m-token AND (per token at
 * m = 1), ORed, which the planner reads as one GIN bitmap scan per AND joined by a BitmapOr. Each
 * scan skips through its rarest word's entries; one tsquery holding the whole OR of ANDs had the
 * index test every fact holding any of the words (100k facts: level 2 of five words 4.7 -> 1.7 ms).
 * The same facts, read in the same (physical) order.
 */
function pgLevelCondition(tokens: readonly string[], m: number, lang: string): RawBuilder<unknown> {
  const t = tokens.map((x) => pgToken(x, lang));
  const arms = subsets(tokens.length, Math.max(1, m)).map(
    (s) =>
      sql`f.search_vector @@ (${sql.join(
        s.map((i) => t[i] as RawBuilder<unknown>),
        sql` && `,
      )})`,
  );
  return sql`(${sql.join(arms, sql` or `)})`;
}

/**
 * The ids of facts in scope at level m, at most `cap` when given: SQLite reads the index newest
 * first (FTS5 serves `order by rowid desc` itself), PostgreSQL in the order its plan yields (a
 * bitmap scan of the GIN index on a large project: physical order, roughly oldest first).
 */
export function levelSql(
  engine: Engine,
  scope: FactScope,
  tokens: readonly string[],
  m: number,
  cap: number | null,
  now: string,
  lang: Language = guessLanguage(tokens.join(' ')),
): RawBuilder<{ id: number }> {
  const limit = cap === null ? sql`` : sql` limit ${cap}`;
  return engine === 'sqlite'
    ? sql<{ id: number }>`select f.id from memory_facts_fts c join memory_facts f on f.id = c.rowid
        where c.memory_facts_fts match ${fts5LevelQuery(tokens, m)} and ${scopeSql(scope, now)}
        order by c.rowid desc${limit}`
    : // A materialized CTE is planned without the limit (so a LIMIT-driven sequential scan that
      // tests every row's vector is never picked) and still read only as far as the limit asks.
      sql<{ id: number }>`with l as materialized (select f.id from memory_facts f
        where ${pgLevelCondition(tokens, m, lang)} and ${scopeSql(scope, now)})
        select id from l${limit}`;
}

/** Which facts a keyword search ranks. */
export interface KeywordPlan {
  /** Every fact in scope matching any token (there are at most `cap`). */
  exhaustive: boolean;
  /** The lowest level whose facts are all ranked (tokens + 1: none). */
  level: number;
  /** The ids to rank when not exhaustive: that level's facts, and the fill. */
  ids: number[];
}

/**
 * Plans a keyword search from the index, ranking nothing. The lowest level with at most `cap`
 * facts in scope is found by binary search over the levels (a level's count only grows as it goes
 * down: each level reads at most `cap` + 1 ids); level 1 (any word) at most `cap` means every
 * match is ranked (exact). Otherwise the chosen level's facts (those holding the most query words)
 * are ranked, and, when they are fewer than `limit`, the first `cap` facts of the level below too.
 *
 * Level 1 is read first on SQLite, where FTS5 streams the OR of the words newest first and stops
 * at `cap` + 1 (the cheapest read). On PostgreSQL it is read last, only when every other level
 * holds at most `cap`: its GIN scan reads every posting of every word, while a level above it
 * that holds more than `cap` already shows level 1 does (100k facts, load 4, with the BitmapOr
 * levels: server execution per search p50 8.8 -> 3.4 ms). Either order finds the same level.
 */
export async function keywordPlan(
  db: Executor,
  engine: Engine,
  scope: FactScope,
  tokens: readonly string[],
  limit: number,
  cap: number,
  now: string,
): Promise<KeywordPlan> {
  const lang = guessLanguage(tokens.join(' '));
  const seen = new Map<number, number[]>();
  const read = async (m: number) => {
    let ids = seen.get(m);
    if (!ids) {
      const res = await levelSql(engine, scope, tokens, m, cap + 1, now, lang).execute(db);
      ids = res.rows.map((r) => Number(r.id));
      seen.set(m, ids);
    }
    return ids;
  };
  const exhaustive: KeywordPlan = { exhaustive: true, level: 1, ids: [] };
  if (engine === 'sqlite' && (await read(1)).length <= cap) return exhaustive;
  // Levels most words first; the last one is 1.
  const levels = keywordLevels(tokens.length);
  let lo = 0;
  let hi = levels.length - 1;
  // Invariant: every level before lo holds at most `cap`; levels[hi] holds more, or is level 1.
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((await read(levels[mid] as number)).length <= cap) lo = mid + 1;
    else hi = mid;
  }
  if (lo === levels.length - 1 && (await read(1)).length <= cap) return exhaustive;
  const best = lo > 0 ? (levels[lo - 1] as number) : tokens.length + 1;
  const ids = lo > 0 ? [...(await read(best))] : [];
  if (ids.length < limit) {
    const held = new Set(ids);
    for (const id of (await read(levels[lo] as number)).slice(0, cap)) if (!held.has(id)) ids.push(id);
  }
  return { exhaustive: false, level: best, ids };
}

/**
 * The ranking query of a plan: the planned facts scored against every token (BM25 on SQLite,
 * ts_rank on PostgreSQL), the same score a fact gets when every match is ranked. On SQLite the
 * index's OR of all tokens is filtered to the planned ids (`+rowid` keeps SQLite from handing
 * FTS5 each id, which would run the whole query once per id), so BM25 is computed for them only.
 */
export function rankSql(
  engine: Engine,
  scope: FactScope,
  tokens: readonly string[],
  plan: KeywordPlan,
  limit: number,
  now: string,
): RawBuilder<{ id: number; score: number }> {
  const lang = guessLanguage(tokens.join(' '));
  if (plan.exhaustive) {
    return engine === 'sqlite'
      ? sql<{ id: number; score: number }>`select f.id, -bm25(memory_facts_fts) as score
          from memory_facts_fts join memory_facts f on f.id = memory_facts_fts.rowid
          where memory_facts_fts match ${fts5Query(tokens)} and ${scopeSql(scope, now)}
          order by score desc, f.id desc limit ${limit}`
      : sql<{ id: number; score: number }>`select f.id, ts_rank(f.search_vector, q.q) as score
          from memory_facts f cross join (select ${pgAnyQuery(tokens, lang)} as q) q
          where f.search_vector @@ q.q and ${scopeSql(scope, now)}
          order by score desc, f.id desc limit ${limit}`;
  }
  return engine === 'sqlite'
    ? sql<{ id: number; score: number }>`select memory_facts_fts.rowid as id,
        -bm25(memory_facts_fts) as score from memory_facts_fts
        where memory_facts_fts match ${fts5Query(tokens)}
          and +memory_facts_fts.rowid in (select value from json_each(${JSON.stringify(plan.ids)}))
        order by score desc, id desc limit ${limit}`
    : sql<{ id: number; score: number }>`select f.id,
        ts_rank(f.search_vector, ${pgAnyQuery(tokens, lang)}) as score
        from memory_facts f where f.id = any(${plan.ids}::bigint[])
        order by score desc, f.id desc limit ${limit}`;
}

/** Every fact in scope matching any token ranked, however many: the bench's reference. */
export async function keywordSearchExhaustive(
  db: Executor,
  engine: Engine,
  scope: FactScope,
  tokens: readonly string[],
  limit: number,
  now: string,
): Promise<{ id: number; score: number }[]> {
  if (tokens.length === 0) return [];
  return ranked(db, engine, scope, tokens, { exhaustive: true, level: 1, ids: [] }, limit, now);
}

/** The ranking query of `plan` run, its rows as numbers. */
async function ranked(
  db: Executor,
  engine: Engine,
  scope: FactScope,
  tokens: readonly string[],
  plan: KeywordPlan,
  limit: number,
  now: string,
): Promise<{ id: number; score: number }[]> {
  const res = await rankSql(engine, scope, tokens, plan, limit, now).execute(db);
  return res.rows.map((r) => ({ id: Number(r.id), score: Number(r.score) }));
}

/**
 * The `limit` best facts in scope for the tokens, best first (BM25 on SQLite, ts_rank on
 * PostgreSQL), without ranking every match: at most 2 x `cap` facts are ranked (`keywordPlan`).
 * Exact when at most `cap` facts in scope match any token.
 */
export async function keywordSearch(
  db: Executor,
  engine: Engine,
  scope: FactScope,
  tokens: readonly string[],
  limit: number,
  now: string,
  cap = KEYWORD_CANDIDATES,
): Promise<{ id: number; score: number }[]> {
  if (tokens.length === 0) return [];
  const plan = await keywordPlan(db, engine, scope, tokens, limit, cap, now);
  if (!plan.exhaustive && plan.ids.length === 0) return [];
  return ranked(db, engine, scope, tokens, plan, limit, now);
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
