/**
 * Ranked reads of a project's facts for `MemoryService.search` and `recall`: keyword (bounded
 * candidates, `search.keywordSearch`), exact (substring), semantic (int8 vectors scored here) and
 * hybrid (reciprocal-rank fusion of the two), each within the scope bounds of `MemoryLimits`.
 */
import { ApiError } from '../../core/errors.js';
import type { EmbeddingPort } from './embeddings.js';
import { boundExceeded, type Fact, keyChars } from './fact.js';
import type { SearchMode } from './search.js';
import * as search from './search.js';
import type { MemoryDeps } from './service.js';
import * as settings from './settings.js';
import type { FactScope } from './store.js';
import * as store from './store.js';
import { dot, int8View, normalize, reciprocalRankFusion, topK } from './vectors.js';

export interface SearchHit extends Fact {
  /** Relevance, higher is better, comparable within one answer only; null in exact mode. */
  score: number | null;
}

export interface SearchInput {
  q: string;
  limit: number;
  mode: SearchMode;
}

/** A search's hits, the mode that ran, and why it differs from the one asked for (if it does). */
export interface SearchResult {
  hits: SearchHit[];
  mode: SearchMode;
  /** Set when the mode that ran is not the one asked for. */
  notice: string | null;
}

/** What finding facts reads: the database, the tenant's embeddings and the bounds. */
export type FinderDeps = Pick<MemoryDeps, 'handle' | 'embeddings' | 'limits' | 'keywordCandidates'>;

export class FactFinder {
  constructor(private readonly deps: FinderDeps) {}

  /**
   * The search scope bound counts the facts a search must read: in exact mode every fact in scope
   * (a substring scan reads each), in semantic mode every vector in scope; keyword mode reads a
   * bounded candidate set instead. Over the bound is 413, as is a result whose
   * stored key or payload exceeds its bound.
   */
  async find(scope: FactScope, input: SearchInput, now: string): Promise<SearchResult> {
    let mode = input.mode;
    let notice: string | null = null;
    let model: string | null = null;
    if (mode === 'semantic' || mode === 'hybrid') {
      model = this.deps.embeddings
        ? (await settings.tenantSettings(this.deps.handle.db, scope.tenantId)).embeddingModel
        : null;
      if (model === null) {
        notice = this.deps.embeddings
          ? `The tenant has no embedding model (PUT /v1/memory/settings); ${mode} search ran as keyword.`
          : `This deployment has no embeddings provider; ${mode} search ran as keyword.`;
        mode = 'keyword';
      }
    }
    let ranked: { id: number; score: number | null }[];
    if (mode === 'keyword') ranked = await this.keywordRanked(scope, input.q, input.limit, now);
    else if (mode === 'exact') ranked = await this.exactRanked(scope, input.q, input.limit, now);
    else {
      // Semantic (and the semantic half of hybrid): the query embedded under the tenant's model.
      const semantic = await this.semanticRanked(scope, input.q, model as string, input.limit, now);
      if (mode === 'semantic') ranked = semantic;
      else {
        const keyword = await this.keywordRanked(scope, input.q, input.limit, now);
        const fused = reciprocalRankFusion([keyword.map((h) => h.id), semantic.map((h) => h.id)]);
        ranked = [...fused.entries()]
          .map(([id, score]) => ({ id, score }))
          .sort((a, b) => b.score - a.score || b.id - a.id)
          .slice(0, input.limit);
      }
    }
    const rows = await search.factsByIds(
      this.deps.handle.db,
      ranked.map((h) => h.id),
    );
    const hits: SearchHit[] = [];
    for (const h of ranked) {
      const row = rows.get(h.id);
      if (!row) continue; // deleted between the ranking and this read
      this.assertStoredBounds(row);
      hits.push({ ...store.toFact(row), score: h.score });
    }
    return { hits, mode, notice };
  }

  /**
   * Keyword ranking reads at most a bounded candidate set (`search.keywordSearch`), however many
   * facts match, so the `searchScopeFacts` bound does not apply to it.
   */
  private async keywordRanked(scope: FactScope, q: string, limit: number, now: string) {
    const { db, engine } = this.deps.handle;
    const cap = this.deps.keywordCandidates ?? search.KEYWORD_CANDIDATES;
    return search.keywordSearch(db, engine, scope, search.queryTokens(q), limit, now, cap);
  }

  private async exactRanked(scope: FactScope, q: string, limit: number, now: string) {
    const { db, engine } = this.deps.handle;
    const cap = this.deps.limits.searchScopeFacts;
    const n = await store.countUpTo(db, scope, cap, now);
    if (n > cap) throw boundExceeded('The search scope in facts', n, cap, 'searchScopeFacts');
    const rows = await search.exactSearch(db, engine, scope, q, limit, now);
    return rows.map((r) => ({ id: Number(r.id), score: null }));
  }

  private async semanticRanked(scope: FactScope, q: string, model: string, limit: number, now: string) {
    const port = this.deps.embeddings as EmbeddingPort;
    const [vector] = await port.embed(scope.tenantId, model, [q]);
    if (!vector) throw new ApiError('upstream_bad_response', 'The embeddings provider returned no vector.');
    const query = normalize(vector);
    const cap = this.deps.limits.searchScopeFacts;
    const rows = await search.scopeVectors(this.deps.handle.db, scope, model, query.length, cap, now);
    if (rows.length > cap)
      throw boundExceeded('The search scope in facts', rows.length, cap, 'searchScopeFacts');
    return topK(
      rows.map((r) => ({ id: r.id, score: dot(query, int8View(r.vec), r.scale) })),
      limit,
    );
  }

  private assertStoredBounds(row: store.FactRow): void {
    const { factKeyChars, factBytes } = this.deps.limits;
    const chars = keyChars(row.fact_key);
    if (chars > factKeyChars)
      throw boundExceeded('A stored fact key length', chars, factKeyChars, 'factKeyChars');
    if (row.bytes > factBytes)
      throw boundExceeded('A stored fact payload in bytes', row.bytes, factBytes, 'factBytes');
  }
}
