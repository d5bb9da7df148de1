/**
 * Memory retrieval benchmark (issue 36): generated multi-session conversations where each
 * question names the turns that hold its answer. Every turn is stored as a fact; each question is
 * asked in every mode; recall@5 and recall@10 are reported per mode and question kind (single
 * fact, several facts, time, paraphrase, other language). Then the project is filled with more
 * generated turns to 10k and 100k facts and the p50/p99 search latency is measured per mode.
 *
 *   node --import tsx bench/memory.ts [--engine sqlite|postgres] [--sizes 10000,100000]
 *     [--latency-modes keyword,semantic,hybrid] [--vector-queries 200] [--recall-modes keyword,exact]
 *
 * PostgreSQL needs VGATE_BENCH_DATABASE_URL (a scratch schema is created and dropped). Semantic and
 * hybrid use the mock provider's deterministic hashed n-gram embeddings (called in process, no
 * HTTP): a plumbing check of storage, scoring and fusion, not a measure of embedding quality.
 * Search is timed through MemoryService.search with an allow-all guard (the verdict on the query
 * is measured by bench/scan and bench/judge, not here).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { type RawBuilder, sql } from 'kysely';
import pg from 'pg';
import { defaultConfig } from '../src/config.js';
import { createContext } from '../src/context.js';
import { canonicalJson } from '../src/core/canonical.js';
import { sha256Hex } from '../src/core/ids.js';
import { mockEmbedding } from '../src/domains/gateway/providers/mock/mock-embeddings.js';
import { storeEmbedding } from '../src/domains/memory/embeddings.js';
import { projectRef } from '../src/domains/memory/project.js';
import type { SearchMode } from '../src/domains/memory/search.js';
import * as search from '../src/domains/memory/search.js';
import { MemoryService } from '../src/domains/memory/service.js';
import { guessLanguage, isStopword, searchText } from '../src/domains/memory/text.js';

type Kind = 'single' | 'multi' | 'time' | 'paraphrase' | 'other_language' | 'other_language_zh';
interface Turn {
  key: string;
  session: string;
  content: string;
}
interface Question {
  kind: Kind;
  q: string;
  answers: string[];
}

function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s ^ (s >>> 15), 0x2c1b3c6d) + 0x6d2b79f5) >>> 0;
    return s / 2 ** 32;
  };
}

const FIRST =
  'Alice Bruno Chen Dana Emil Farah Goran Hana Ivan Jonas Kira Luca Maya Nadia Omar Priya Quinn Rosa Sven Tariq Uma Viktor Wen Ximena Yusuf Zoe'.split(
    ' ',
  );
const LAST =
  'Moreau Silva Nakamura Okafor Novak Haddad Larsen Rossi Kowalski Dubois Schmidt Tanaka Alvarez Ivanova Petrov Lindqvist'.split(
    ' ',
  );
const JOBS = ['nurse', 'carpenter', 'pilot', 'teacher', 'chemist', 'baker', 'architect', 'lawyer'];
const CITIES = ['Lyon', 'Porto', 'Kyoto', 'Lagos', 'Prague', 'Beirut', 'Oslo', 'Turin'];
const CITY_DE: Record<string, string> = {
  Lyon: 'Lyon',
  Porto: 'Porto',
  Kyoto: 'Kyoto',
  Lagos: 'Lagos',
  Prague: 'Prag',
  Beirut: 'Beirut',
  Oslo: 'Oslo',
  Turin: 'Turin',
};
const PETS = ['a tabby cat', 'a beagle', 'two parrots', 'a tortoise', 'a ferret', 'goldfish'];
const HOBBIES = ['rock climbing', 'chess', 'pottery', 'sailing', 'birdwatching', 'salsa dancing'];
const DIETS: [string, string][] = [
  ['I am vegetarian, no meat for me', 'eat'],
  ['I only cook vegan dishes', 'eat'],
  ['I am allergic to peanuts, so I avoid them', 'eat'],
];
const MONTHS = ['January', 'March', 'May', 'July', 'September', 'November'];
const CHAT = [
  'the weather was lovely on the weekend',
  'I watched a documentary about volcanoes',
  'traffic this morning was terrible',
  'I need to renew my passport soon',
  'my neighbour is renovating the kitchen',
  'I finally finished that long novel',
];

/** One person's session: facts about them among chit-chat, and the questions they answer. */
function person(i: number, r: () => number): { turns: Turn[]; questions: Question[] } {
  const name = `${FIRST[i % FIRST.length]} ${LAST[Math.floor(i / FIRST.length) % LAST.length]}${i >= FIRST.length * LAST.length ? ` ${i}` : ''}`;
  const pick = <T>(a: readonly T[]) => a[Math.floor(r() * a.length)] as T;
  const session = `s-${i}`;
  const job = pick(JOBS);
  const city = pick(CITIES);
  const pet = pick(PETS);
  const hobby = pick(HOBBIES);
  const diet = pick(DIETS);
  const month = pick(MONTHS);
  const year = 2015 + Math.floor(r() * 9);
  const facts: [string, string][] = [
    ['job', `${name}: I work as a ${job} these days.`],
    ['city', `${name}: In ${month} ${year} I moved to ${city}.`],
    ['pet', `${name}: At home I have ${pet}.`],
    ['hobby', `${name}: On weekends I go ${hobby}.`],
    ['diet', `${name}: ${diet[0]}.`],
  ];
  const turns: Turn[] = [];
  let n = 0;
  for (const [slot, content] of facts) {
    turns.push({ key: `${session}-${slot}`, session, content });
    for (let c = 0; c < 2; c += 1)
      turns.push({ key: `${session}-chat-${n++}`, session, content: `${name}: ${pick(CHAT)}.` });
  }
  const questions: Question[] = [
    { kind: 'single', q: `What work does ${name} do?`, answers: [`${session}-job`] },
    {
      kind: 'multi',
      q: `Which pet and which weekend hobby does ${name} have?`,
      answers: [`${session}-pet`, `${session}-hobby`],
    },
    { kind: 'time', q: `When did ${name} move to ${city}?`, answers: [`${session}-city`] },
    { kind: 'paraphrase', q: `What food does ${name} like to ${diet[1]}?`, answers: [`${session}-diet`] },
    {
      kind: 'other_language',
      q: `Wann ist ${name} nach ${CITY_DE[city]} umgezogen?`,
      answers: [`${session}-city`],
    },
    // Chinese with the English name and job inline, unspaced as a Chinese writer types them ("is
    // Alice Moreau a nurse?"): only word segmentation separates "Moreau" and "nurse" from "是" and "吗".
    { kind: 'other_language_zh', q: `${name}是${job}吗？`, answers: [`${session}-job`] },
  ];
  return { turns, questions };
}

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? (process.argv[i + 1] ?? fallback) : fallback;
}

function percentile(sorted: number[], q: number): number {
  return Math.round((sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0) * 1000) / 1000;
}

async function main() {
  const engine = arg('engine', 'sqlite') as 'sqlite' | 'postgres';
  const sizes = arg('sizes', '10000,100000').split(',').map(Number);
  const latencyModes = arg('latency-modes', 'keyword,semantic,hybrid').split(',') as SearchMode[];
  const vectorQueries = Number(arg('vector-queries', '200'));
  // --skip-recall: only the latency part (and no vectors stored when no vector mode is timed).
  const skipRecall = process.argv.includes('--skip-recall');
  const withVectors = !skipRecall || latencyModes.some((m) => m !== 'keyword' && m !== 'exact');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'vgate-bench-memory-'));
  let schema: string | undefined;
  const url = process.env['VGATE_BENCH_DATABASE_URL'] ?? null;
  // --keep-schema NAME (PostgreSQL): use that schema and keep it; a later run with the same name
  // reuses the facts it already holds (the same generated turns) instead of storing them again.
  const kept = engine === 'postgres' ? arg('keep-schema', '') : '';
  if (kept !== '' && !/^[a-z_][a-z0-9_]*$/.test(kept))
    throw new Error('--keep-schema: a lowercase identifier');
  if (engine === 'postgres') {
    if (!url) throw new Error('VGATE_BENCH_DATABASE_URL is not set');
    schema = kept || `vgbench_${process.pid}`;
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    await c.query(`create schema if not exists ${schema}`);
    await c.end();
  }
  const config = defaultConfig({
    dataDir,
    databaseUrl: engine === 'postgres' ? url : null,
    mockProvider: true,
  });
  // Semantic search reads every vector in scope: the bound is raised here to measure 100k.
  config.limits.searchScopeFacts = 200_000;
  const ctx = await createContext(config, schema ? { schema } : {});
  const embeddings = {
    async embed(_t: string, _m: string, texts: readonly string[]) {
      return texts.map((t) => Float32Array.from(mockEmbedding(t, 256)));
    },
  };
  const memory = new MemoryService({
    handle: ctx.db,
    audit: ctx.audit,
    clock: ctx.clock,
    guard: { check: async () => ({ blocked: false, flags: [] }) },
    defense: { assertNormal: async () => undefined, noteBlockedWrite: async () => undefined },
    limits: config.limits,
    embeddings,
  });
  await ctx.db.db
    .insertInto('tenants')
    .values({
      id: 'bench',
      tier: 'pro',
      status: 'active',
      created_at: new Date().toISOString(),
      terminated_at: null,
    })
    .onConflict((oc) => oc.doNothing())
    .execute();
  await memory.putTenantSettings('bench', { embeddingModel: 'mock/emb' });
  const project = projectRef('bench');
  const now = new Date().toISOString();
  let stored = 0;
  // Facts a kept schema already holds: the first `reused` generated turns are not stored again.
  const reused = Number(
    (
      await ctx.db.db
        .selectFrom('memory_facts')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('tenant_id', '=', 'bench')
        .executeTakeFirstOrThrow()
    ).n,
  );
  const insert = async (turns: Turn[]) => {
    const skip = Math.min(turns.length, Math.max(0, reused - stored));
    stored += skip;
    turns = turns.slice(skip);
    for (let i = 0; i < turns.length; i += 500) {
      const chunk = turns.slice(i, i + 500);
      const rows = await ctx.db.db
        .insertInto('memory_facts')
        .values(
          chunk.map((t) => ({
            tenant_id: 'bench',
            project_id: 'bench',
            session_id: t.session,
            fact_key: t.key,
            content: t.content,
            metadata: null,
            tags: '[]',
            payload_digest: sha256Hex(canonicalJson({ content: t.content, metadata: null, tags: [] })),
            bytes: Buffer.byteLength(t.content),
            created_at: now,
            search_text: searchText(t.content),
            lang: guessLanguage(t.content),
            superseded_at: null,
            expires_at: null,
          })),
        )
        .returning(['id', 'content'])
        .execute();
      const vectors = withVectors
        ? await embeddings.embed(
            'bench',
            'mock/emb',
            rows.map((r) => r.content),
          )
        : [];
      for (const [j, r] of rows.entries()) {
        const v = vectors[j];
        if (v) await storeEmbedding(ctx.db, 'bench', Number(r.id), 'mock/emb', v, now);
      }
      stored += chunk.length;
    }
  };

  // The question set: 200 people, 15 turns each (3000 facts), 5 questions each.
  const r = rng(36);
  const questions: Question[] = [];
  let next = 0;
  const batch: Turn[] = [];
  for (; next < 200; next += 1) {
    const p = person(next, r);
    batch.push(...p.turns);
    questions.push(...p.questions);
  }
  await insert(batch);
  const modes: SearchMode[] = ['keyword', 'exact', 'semantic', 'hybrid'];
  // `keyword_plain`: keyword search as it was before stemming and segmentation (migration 0004's
  // index: the raw content under the `unicode61` tokenizer on SQLite, `to_tsvector('simple')` on
  // PostgreSQL; query words cut by letter runs, no segmenter), in a bench-local index over the
  // same facts. Function words are dropped as today, so only stemming and segmentation differ.
  const db = ctx.db.db;
  // A kept schema already holds it (built by the run that stored the facts).
  if (reused === 0 && ctx.db.engine === 'sqlite') {
    await sql`create virtual table bench_plain_fts using fts5(content, tokenize='unicode61')`.execute(db);
    await sql`insert into bench_plain_fts (rowid, content) select id, content from memory_facts`.execute(db);
  } else if (reused === 0) {
    await sql`create table bench_plain as select id, to_tsvector('simple', content) v from memory_facts`.execute(
      db,
    );
    await sql`create index bench_plain_v on bench_plain using gin (v)`.execute(db);
  }
  const plainKeys = async (q: string): Promise<string[]> => {
    const all = [
      ...new Set(
        q
          .toLowerCase()
          .normalize('NFC')
          .match(/[\p{L}\p{N}\p{M}]+/gu) ?? [],
      ),
    ];
    const content = all.filter((w) => !isStopword(w));
    const tokens = (content.length > 0 ? content : all).slice(0, search.MAX_QUERY_TOKENS);
    if (tokens.length === 0) return [];
    const res =
      ctx.db.engine === 'sqlite'
        ? await sql<{ key: string }>`select f.fact_key as key from bench_plain_fts p
            join memory_facts f on f.id = p.rowid where bench_plain_fts match ${search.fts5Query(tokens)}
            order by bm25(bench_plain_fts), f.id desc limit 10`.execute(db)
        : await sql<{ key: string }>`select f.fact_key as key from bench_plain p
            join memory_facts f on f.id = p.id,
            (select ${sql.join(
              tokens.map((t) => sql`plainto_tsquery('simple', ${t})`),
              sql` || `,
            )} as q) q
            where p.v @@ q.q order by ts_rank(p.v, q.q) desc, f.id desc limit 10`.execute(db);
    return res.rows.map((r) => r.key);
  };
  const recall: Record<string, Record<string, { at5: number; at10: number; n: number }>> = {};
  const note = (mode: string, q: Question, keys: string[]) => {
    const hit = (k: number) =>
      q.answers.filter((a) => keys.slice(0, k).includes(a)).length / q.answers.length;
    recall[mode] ??= {};
    const cell = (recall[mode] as Record<string, { at5: number; at10: number; n: number }>)[q.kind] ?? {
      at5: 0,
      at10: 0,
      n: 0,
    };
    cell.at5 += hit(5);
    cell.at10 += hit(10);
    cell.n += 1;
    (recall[mode] as Record<string, unknown>)[q.kind] = cell;
  };
  // --recall-modes: the modes whose recall is measured (default all; semantic and hybrid score in
  // the service, the same on both engines, and are slow on PostgreSQL at 1200 questions).
  const recallModes = arg('recall-modes', modes.join(',')).split(',') as SearchMode[];
  for (const mode of skipRecall ? [] : recallModes) {
    for (const q of questions) {
      const res = await memory.search('bench', project, { q: q.q, limit: 10, mode });
      note(
        mode,
        q,
        res.hits.map((h) => h.key),
      );
    }
  }
  if (!skipRecall) for (const q of questions) note('keyword_plain', q, await plainKeys(q.q));
  const recallTable = Object.fromEntries(
    Object.entries(recall).map(([mode, kinds]) => [
      mode,
      Object.fromEntries(
        Object.entries(kinds).map(([k, c]) => [
          k,
          {
            recall_at_5: +(c.at5 / c.n).toFixed(3),
            recall_at_10: +(c.at10 / c.n).toFixed(3),
            questions: c.n,
          },
        ]),
      ),
    ]),
  );

  // Latency: fill to each size with more generated people, then time the questions per mode
  // (all but the other-language ones). Keyword: the bounded retrieval end to end
  // (MemoryService.search), alternated per question with the ranking alone (search.keywordSearch)
  // and with the reference that ranks every match (search.keywordSearchExhaustive), whose top 10
  // it is compared with (same scores in the same order: "exact"), and whose recall it is compared
  // with at this size (the question set's answers among the filled facts).
  const scope = { tenantId: 'bench', projectId: 'bench' };
  const latency: Record<string, Record<string, unknown>> = {};
  const plans: Record<string, unknown> = {};
  const stats = (times: number[]) => {
    times.sort((a, b) => a - b);
    return { p50_ms: percentile(times, 0.5), p99_ms: percentile(times, 0.99), queries: times.length };
  };
  const timed = questions.filter((q) => q.kind !== 'other_language' && q.kind !== 'other_language_zh');
  for (const size of sizes) {
    const fill: Turn[] = [];
    while (stored + fill.length < size) fill.push(...person(next++, r).turns);
    await insert(fill.slice(0, size - stored));
    if (ctx.db.engine === 'postgres') await sql`analyze memory_facts`.execute(db);
    const row: Record<string, unknown> = {};
    latency[size] = row;
    for (const mode of latencyModes) {
      const times: number[] = [];
      // This process's CPU per search: on SQLite (in process) the search's own work, which the
      // other jobs on a loaded machine do not inflate; on PostgreSQL the client's share only.
      const cpu: number[] = [];
      const ranking: number[] = [];
      const reference: number[] = [];
      let exact = 0;
      const at10 = { bounded: 0, exhaustive: 0 };
      const keyOf = async (ids: number[]) => {
        const rows = await search.factsByIds(db, ids);
        return ids.map((id) => rows.get(id)?.fact_key ?? '');
      };
      for (const q of timed) {
        if (mode !== 'keyword' && times.length >= vectorQueries) break; // vector search is slower
        const c0 = process.cpuUsage();
        const t0 = performance.now();
        await memory.search('bench', project, { q: q.q, limit: 10, mode });
        times.push(performance.now() - t0);
        const c1 = process.cpuUsage(c0);
        cpu.push((c1.user + c1.system) / 1000);
        if (mode !== 'keyword') continue;
        const tokens = search.queryTokens(q.q);
        const now2 = new Date().toISOString();
        const t1 = performance.now();
        const exhaustive = await search.keywordSearchExhaustive(db, ctx.db.engine, scope, tokens, 10, now2);
        const t2 = performance.now();
        const bounded = await search.keywordSearch(db, ctx.db.engine, scope, tokens, 10, now2);
        const t3 = performance.now();
        reference.push(t2 - t1);
        ranking.push(t3 - t2);
        const same =
          bounded.length === exhaustive.length &&
          bounded.every((b, i) => Math.abs(b.score - (exhaustive[i]?.score ?? Number.NaN)) < 1e-9);
        if (same) exact += 1;
        const hit = (keys: string[]) => q.answers.filter((a) => keys.includes(a)).length / q.answers.length;
        at10.bounded += hit(await keyOf(bounded.map((b) => b.id)));
        at10.exhaustive += hit(await keyOf(exhaustive.map((b) => b.id)));
      }
      row[mode] = stats(times);
      row[`${mode}_cpu`] = stats(cpu);
      if (mode === 'keyword') {
        const rank = stats(ranking);
        const ref = stats(reference);
        row['keyword_ranking'] = rank;
        row['keyword_exhaustive'] = ref;
        row['keyword_vs_exhaustive'] = {
          p50_ratio: +(rank.p50_ms / ref.p50_ms).toFixed(3),
          p99_ratio: +(rank.p99_ms / ref.p99_ms).toFixed(3),
          exact_top10: +(exact / timed.length).toFixed(3),
          recall_at_10_bounded: +(at10.bounded / timed.length).toFixed(3),
          recall_at_10_exhaustive: +(at10.exhaustive / timed.length).toFixed(3),
        };
      }
    }
    // The plans of one question's queries at this size (a name and a common word).
    const tokens = search.queryTokens(timed[0]?.q ?? 'work');
    const plan = await search.keywordPlan(
      db,
      ctx.db.engine,
      scope,
      tokens,
      10,
      search.KEYWORD_CANDIDATES,
      now,
    );
    const explain = async (q: RawBuilder<unknown>) => {
      const res =
        ctx.db.engine === 'sqlite'
          ? await sql<{ detail: string }>`explain query plan ${q}`.execute(db)
          : await sql<{ 'QUERY PLAN': string }>`explain ${q}`.execute(db);
      return res.rows.map((x) => ('detail' in x ? x.detail : x['QUERY PLAN']));
    };
    plans[size] = {
      tokens,
      plan: { exhaustive: plan.exhaustive, level: plan.level, ranked: plan.ids.length },
      level_query: await explain(
        search.levelSql(ctx.db.engine, scope, tokens, tokens.length, search.KEYWORD_CANDIDATES + 1, now),
      ),
      rank_query: await explain(search.rankSql(ctx.db.engine, scope, tokens, plan, 10, now)),
    };
  }
  await ctx.close();
  rmSync(dataDir, { recursive: true, force: true });
  if (schema && url && !kept) {
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    await c.query(`drop schema ${schema} cascade`);
    await c.end();
  }
  return {
    bench: 'memory',
    engine,
    facts_for_recall: 3000,
    questions: questions.length,
    recall: recallTable,
    latency,
    plans,
  };
}

process.stdout.write(`${JSON.stringify(await main())}\n`);
process.exit(0);
