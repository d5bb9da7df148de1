import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectRef } from '../../src/domains/memory/project.js';
import * as search from '../../src/domains/memory/search.js';
import { MemoryService } from '../../src/domains/memory/service.js';
import { describeEngines } from '../helpers/app.js';
import { buildMemoryApp, type MemoryTestApp, markerGuard } from './harness.js';

/**
 * Keyword search ranks a bounded candidate set (search.keywordPlan): every match when at most
 * `cap` facts in scope match, else the facts holding the most query words. Tested with a cap of
 * 3 so a handful of facts crosses it.
 */
describe('keyword levels', () => {
  it('goes from every word down to any word, skipping levels with too many subsets', () => {
    expect(search.keywordLevels(1)).toEqual([1]);
    expect(search.keywordLevels(3)).toEqual([3, 2, 1]);
    expect(search.keywordLevels(6)).toEqual([6, 5, 4, 3, 2, 1]);
    // 7 words: 21 five-word subsets (105 terms), 35 four- and three-word ones: over the 64-term budget.
    expect(search.keywordLevels(7)).toEqual([7, 6, 2, 1]);
    expect(search.keywordLevels(32)).toEqual([32, 1]);
    expect(search.subsets(4, 2)).toEqual([
      [0, 1],
      [0, 2],
      [0, 3],
      [1, 2],
      [1, 3],
      [2, 3],
    ]);
    expect(search.fts5LevelQuery(['a', 'b', 'c'], 3)).toBe('"a" AND "b" AND "c"');
    expect(search.fts5LevelQuery(['a', 'b', 'c'], 2)).toBe('("a" AND "b") OR ("a" AND "c") OR ("b" AND "c")');
    expect(search.fts5LevelQuery(['a', 'b'], 1)).toBe('"a" OR "b"');
  });
});

describeEngines('bounded keyword retrieval (%s)', (engine) => {
  let t: MemoryTestApp;
  let small: MemoryService;
  const acme = { tenantId: 'acme', keyId: 'k-acme' };
  const globex = { tenantId: 'globex', keyId: 'k-globex' };
  const p = projectRef('topk');
  const scope = { tenantId: 'acme', projectId: 'topk' };
  const now = () => new Date(t.clock.now()).toISOString();

  beforeAll(async () => {
    t = await buildMemoryApp({ engine });
    small = new MemoryService({
      handle: t.ctx.db,
      audit: t.ctx.audit,
      clock: t.clock,
      guard: markerGuard(),
      defense: t.ctx.selfDefense,
      limits: t.ctx.config.limits,
      keywordCandidates: 3,
    });
    const facts: [string, string][] = [
      ['a1', 'apple orchard in spring'],
      ['a2', 'apple pie for dessert'],
      ['a3', 'apple juice at breakfast'],
      ['a4', 'an apple a day'],
      ['a5', 'apple trees need pruning'],
      ['abc1', 'apple banana cherry smoothie'],
      ['abc2', 'cherry and banana and apple salad'],
      ['bc', 'banana cherry cake'],
      ['a6', 'green apple sour'],
    ];
    for (const [key, content] of facts) await t.ctx.memory.store(acme, p, { key, content });
    // Another tenant's facts in a project of the same name: never candidates here.
    for (let i = 0; i < 6; i += 1) {
      await t.ctx.memory.store(globex, p, { key: `g${i}`, content: 'apple banana cherry apple' });
    }
  });
  afterAll(async () => t?.close());

  it('ranks every match when at most cap facts in scope match, as the exhaustive ranking does', async () => {
    const { db } = t.ctx.db;
    const tokens = search.queryTokens('banana cherry');
    // 3 facts of acme hold banana or cherry (globex's 6 are out of scope).
    const plan = await search.keywordPlan(db, engine, scope, tokens, 10, 3, now());
    expect(plan.exhaustive).toBe(true);
    const bounded = await search.keywordSearch(db, engine, scope, tokens, 10, now(), 3);
    const all = await search.keywordSearchExhaustive(db, engine, scope, tokens, 10, now());
    expect(bounded).toEqual(all);
    expect(bounded).toHaveLength(3);
  });

  it('past the cap ranks the facts holding the most words, with the exhaustive scores', async () => {
    const { db } = t.ctx.db;
    const tokens = search.queryTokens('apple banana cherry');
    const plan = await search.keywordPlan(db, engine, scope, tokens, 10, 3, now());
    // 9 facts match any word; 2 hold all three, 3 hold two or more (level 2), and since 3 is
    // under the limit of 10, the 3 first facts of level 1 fill in.
    expect(plan.exhaustive).toBe(false);
    expect(plan.level).toBe(2);
    expect(plan.ids.length).toBeGreaterThanOrEqual(4);
    expect(plan.ids.length).toBeLessThanOrEqual(6);
    const bounded = await search.keywordSearch(db, engine, scope, tokens, 10, now(), 3);
    const all = await search.keywordSearchExhaustive(db, engine, scope, tokens, 10, now());
    const key = new Map(
      (
        await sql<{ id: number; fact_key: string }>`select id, fact_key from memory_facts`.execute(db)
      ).rows.map((r) => [Number(r.id), r.fact_key]),
    );
    const keys = bounded.map((h) => key.get(h.id));
    expect(keys.slice(0, 2).sort()).toEqual(['abc1', 'abc2']);
    expect(keys).toContain('bc');
    // Each fact's score is the one the exhaustive ranking gives it.
    const reference = new Map(all.map((h) => [h.id, h.score]));
    const full = await search.keywordSearchExhaustive(db, engine, scope, tokens, 100, now());
    for (const h of full) reference.set(h.id, h.score);
    for (const h of bounded) expect(h.score).toBeCloseTo(reference.get(h.id) as number, 9);
    // With a limit of 2 the level's 3 facts are enough: no fill.
    const top2 = await search.keywordPlan(db, engine, scope, tokens, 2, 3, now());
    expect(top2.ids).toHaveLength(3);
    // Through the service (and the route's answer shape): the same order.
    const res = await small.search('acme', p, { q: 'apple banana cherry', limit: 10, mode: 'keyword' });
    expect(res.hits.map((h) => h.key)).toEqual(keys);
  });

  it('takes the first cap facts of a level when even every word matches more than cap', async () => {
    const res = await small.search('acme', p, { q: 'apple', limit: 10, mode: 'keyword' });
    expect(res.hits).toHaveLength(3);
    expect(res.hits.every((h) => h.content.toLowerCase().includes('apple'))).toBe(true);
  });

  it('never ranks superseded, quarantined, expired or other sessions’ facts past the cap', async () => {
    const q = projectRef('topk-life');
    for (let i = 0; i < 5; i += 1)
      await t.ctx.memory.store(acme, q, { key: `f${i}`, content: `fig plum ${i}` });
    await t.ctx.memory.update(acme, q, 'f0', { content: 'walnut only now' });
    await t.ctx.memory.store(acme, q, { key: 'gone', content: 'fig plum soon gone', ttlSeconds: 1 });
    await t.ctx.memory.storeSessionFacts(acme, q, 'sess-x', [{ content: 'fig plum in a session' }]);
    t.clock.advance(2000);
    const res = await small.search('acme', q, { q: 'fig plum', limit: 10, mode: 'keyword' });
    const keys = res.hits.map((h) => h.key).sort();
    expect(res.hits.map((h) => h.content)).not.toContain('fig plum 0');
    expect(keys).not.toContain('gone');
    expect(keys).not.toContain('f0');
    expect(res.hits.length).toBeGreaterThan(0);
    const session = await small.search('acme', q, { q: 'fig plum', limit: 10, mode: 'keyword' }, 'sess-x');
    expect(session.hits.map((h) => h.content)).toEqual(['fig plum in a session']);
  });

  it('uses the full-text index for the level and ranking queries', async () => {
    const tokens = search.queryTokens('apple banana cherry');
    const plan = await search.keywordPlan(t.ctx.db.db, engine, scope, tokens, 10, 3, now());
    const queries = [
      search.levelSql(engine, scope, tokens, 2, 4, now()),
      search.rankSql(engine, scope, tokens, plan, 10, now()),
    ];
    for (const [i, q] of queries.entries()) {
      if (engine === 'sqlite') {
        const rows = (await sql<{ detail: string }>`explain query plan ${q}`.execute(t.ctx.db.db)).rows;
        const details = rows.map((r) => r.detail).join('\n');
        // A MATCH constraint handed to FTS5 (M), never a rowid constraint per candidate (=).
        expect(details).toMatch(/(memory_facts_fts|SCAN c) VIRTUAL TABLE INDEX \d+:M/);
        expect(details).not.toMatch(/INDEX \d+:=/);
      } else {
        // A small table: the planner rightly reads the project's rows by their scope index. In a
        // transaction that is rolled back, with the b-tree indexes dropped and plain scans off, it
        // must show that the GIN index serves each level's tsquery (bench/memory reports the plans
        // the planner picks by itself at 10k and 100k facts).
        const rollback = new Error('rollback');
        const text = await t.ctx.db.db
          .transaction()
          .execute(async (tx) => {
            for (const index of ['memory_facts_identity', 'memory_facts_scope', 'memory_facts_history']) {
              await sql`drop index ${sql.id(index)}`.execute(tx);
            }
            await sql`set local enable_seqscan = off`.execute(tx);
            const rows = (await sql<{ 'QUERY PLAN': string }>`explain ${q}`.execute(tx)).rows;
            throw Object.assign(rollback, { plan: rows.map((r) => r['QUERY PLAN']).join('\n') });
          })
          .catch((err: unknown) => {
            if (err !== rollback) throw err;
            return (err as Error & { plan: string }).plan;
          });
        expect(text).toMatch(i === 0 ? /Bitmap Index Scan on memory_facts_fts/ : /memory_facts_pkey/);
        // A level is one GIN scan per m-word AND, ORed as bitmaps (not one OR-of-ANDs tsquery).
        if (i === 0) expect(text).toMatch(/BitmapOr/);
        expect(text).not.toMatch(/Seq Scan/);
      }
    }
  });
});
