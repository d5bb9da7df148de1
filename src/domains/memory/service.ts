import { type Clock, isoNow } from '../../core/clock.js';
import { ApiError } from '../../core/errors.js';
import type { Principal } from '../../core/principal.js';
import type { DbHandle, Executor, Tx } from '../../db/connect.js';
import type { AuditLog } from '../audit/service.js';
import {
  boundExceeded,
  type Fact,
  type FactInput,
  judgedTexts,
  keyChars,
  type MemoryLimits,
  type PreparedFact,
  prepareFact,
} from './fact.js';
import type { ContentGuard } from './guard.js';
import { assertSessionId, type ProjectRef, shownProject, storedProject } from './project.js';
import type { SearchMode } from './search.js';
import * as search from './search.js';
import type { FactScope, ScopeStats } from './store.js';
import * as store from './store.js';
import { DEFAULT_WRITABILITY, type WritabilityCheck } from './writable.js';

/** The self-defense side memory needs: the lockdown gate and the blocked-write counter. */
export interface MemoryDefense {
  assertNormal(): Promise<void>;
  noteBlockedWrite(tenantId: string, flags: readonly string[]): Promise<void>;
}

/**
 * Whose text a fact holds: `client`, a fact sent to the memory routes; `turn_prompt`, the user
 * message of a project-chat turn; `turn_answer`, the model's answer to it.
 */
export type FactOrigin = 'client' | 'turn_prompt' | 'turn_answer';

export type MemoryActor = Pick<Principal, 'tenantId' | 'keyId'>;

export interface MemoryDeps {
  handle: DbHandle;
  audit: AuditLog;
  clock: Clock;
  guard: ContentGuard;
  defense: MemoryDefense;
  limits: MemoryLimits;
  writability?: readonly WritabilityCheck[];
}

export interface StoreResult {
  /** True when stored now (201), false when the identical fact already existed (200 replay). */
  created: boolean;
  fact: Fact;
}

export interface SearchHit extends Fact {
  /** Relevance, higher is better, comparable within one answer only; null in exact mode. */
  score: number | null;
}

export interface SearchInput {
  q: string;
  limit: number;
  mode: SearchMode;
}

/**
 * Facts of a tenant, by project (and session, for the project chat): store with replay and
 * conflict, search, export, stats, delete-all. Every operation first passes the self-defense
 * gate (423 in lockdown); writes and search queries pass the protection policy (403).
 */
export class MemoryService {
  private readonly writability: readonly WritabilityCheck[];

  constructor(private readonly deps: MemoryDeps) {
    this.writability = deps.writability ?? DEFAULT_WRITABILITY;
  }

  /** Stores one fact: 201 new, 200 identical replay, 409 conflict or not writable, 413, 403. */
  async store(actor: MemoryActor, project: ProjectRef, input: FactInput): Promise<StoreResult> {
    await this.deps.defense.assertNormal();
    const prepared = await this.prepare(actor.tenantId, input);
    const [result] = await this.deps.handle.db
      .transaction()
      .execute((tx) => this.commit(tx, actor, project, [prepared]));
    if (!result) throw new Error('store: commit returned no result');
    return result;
  }

  /**
   * Stores facts of one project-chat session atomically (all or none). Their identity includes
   * the session, so the same content in two sessions is two facts.
   *
   * @example
   * await memory.storeSessionFacts(principal, projectRef('acme-app'), 'sess-1', [{ content: 'likes tea' }]);
   */
  async storeSessionFacts(
    actor: MemoryActor,
    project: ProjectRef,
    sessionId: string,
    inputs: readonly FactInput[],
  ): Promise<StoreResult[]> {
    assertSessionId(sessionId);
    await this.deps.defense.assertNormal();
    const prepared: PreparedFact[] = [];
    for (const input of inputs) prepared.push(await this.prepare(actor.tenantId, input));
    return this.deps.handle.db
      .transaction()
      .execute((tx) => this.commit(tx, actor, project, prepared, sessionId));
  }

  /**
   * Checks a fact's bounds (413) and the protection policy (403, counted towards the self-defense
   * burst). Runs outside any transaction: judging text can take a while. `origin` says whose text
   * it is (see FactOrigin): a client's whole fact, or the content of one side of a chat turn.
   */
  async prepare(tenantId: string, input: FactInput, origin: FactOrigin = 'client'): Promise<PreparedFact> {
    const prepared = prepareFact(input, this.deps.limits);
    const verdict = await this.judge(tenantId, prepared, origin);
    if (verdict.blocked) {
      await this.deps.defense.noteBlockedWrite(tenantId, verdict.flags);
      throw new ApiError('memory_content_blocked', undefined, { extras: { flags: verdict.flags } });
    }
    return prepared;
  }

  /**
   * Prepares a chat turn's answer for memory, or returns null when the protection policy would
   * block it: the answer was already judged as output by the gateway and reaches the client; it
   * is only kept out of memory, where it would later be recalled into a prompt. A model's text is
   * not the tenant's write, so it does not count towards the self-defense burst.
   *
   * The provider has answered (and been paid) by now, so nothing about the text fails the turn: an
   * answer over the fact bounds is not kept (null), and a NUL, which no client may send but a model
   * may, is kept as U+FFFD (PostgreSQL's text cannot hold it; SQLite stores the same).
   */
  async prepareAnswer(tenantId: string, input: FactInput): Promise<PreparedFact | null> {
    const content = input.content.replaceAll('\u0000', '\uFFFD');
    let prepared: PreparedFact;
    try {
      prepared = prepareFact({ ...input, content }, this.deps.limits);
    } catch (err) {
      if (err instanceof ApiError && err.code === 'memory_bound_exceeded') return null;
      throw err;
    }
    const verdict = await this.judge(tenantId, prepared, 'turn_answer');
    return verdict.blocked ? null : prepared;
  }

  private async judge(
    tenantId: string,
    f: PreparedFact,
    origin: FactOrigin,
  ): Promise<{ blocked: boolean; flags: string[] }> {
    // A turn's fact carries only the service's own role marker as metadata: its content is the
    // caller's or the model's text, and only that is judged.
    if (origin !== 'client') {
      return this.deps.guard.check(tenantId, f.content, origin === 'turn_prompt' ? 'user' : 'assistant');
    }
    // A client's fact: its content, tags and metadata strings, each judged as its own text (see
    // judgedTexts), so the same content gets the same verdict however the fact wraps it. Blocked
    // when any text is; the flags are every text's, the content's first.
    let blocked = false;
    const flags = new Set<string>();
    for (const text of judgedTexts(f)) {
      const v = await this.deps.guard.check(tenantId, text, 'user');
      blocked ||= v.blocked;
      for (const flag of v.flags) flags.add(flag);
    }
    return { blocked, flags: [...flags] };
  }

  /**
   * Writes prepared facts inside `tx`: checks the project is writable (409), then per fact inserts
   * it or tells an identical replay from a conflict (409 `fact_conflict`), and audits what was
   * stored. The project chat calls this inside its own turn-commit transaction.
   */
  async commit(
    tx: Tx,
    actor: MemoryActor,
    project: ProjectRef,
    facts: readonly PreparedFact[],
    sessionId?: string,
  ): Promise<StoreResult[]> {
    const scope: FactScope = {
      tenantId: actor.tenantId,
      projectId: storedProject(project),
      ...(sessionId !== undefined ? { sessionId } : {}),
    };
    await this.assertWritable(tx, scope);
    const now = isoNow(this.deps.clock);
    const results: StoreResult[] = [];
    for (const f of facts) results.push(await this.writeOne(tx, scope, f, now));
    const stored = results.filter((r) => r.created).length;
    if (stored > 0) {
      await this.deps.audit.record(tx, {
        type: 'memory.fact_stored',
        actorTenant: actor.tenantId,
        actorKey: actor.keyId,
        subject: actor.tenantId,
        data: {
          project_id: shownProject(project),
          session_id: sessionId ?? null,
          stored,
          bytes: facts.reduce((n, f, i) => n + (results[i]?.created ? f.bytes : 0), 0),
        },
      });
    }
    return results;
  }

  private async assertWritable(db: Executor, scope: FactScope): Promise<void> {
    for (const check of this.writability) {
      const reason = await check(db, scope.tenantId, scope.projectId);
      if (reason !== null)
        throw new ApiError('project_not_writable', `The project is not writable: ${reason}.`);
    }
  }

  private async writeOne(tx: Tx, scope: FactScope, f: PreparedFact, now: string): Promise<StoreResult> {
    const inserted = await store.insertFact(tx, scope, f, now);
    if (inserted) return { created: true, fact: store.toFact(inserted) };
    const existing = await store.findByIdentity(tx, scope, f.key);
    if (!existing) throw new Error('memory: identity neither inserted nor found');
    if (existing.payload_digest !== f.digest) {
      throw new ApiError('fact_conflict', 'A different fact is stored under this key.', { param: 'key' });
    }
    return { created: false, fact: store.toFact(existing) };
  }

  /** Searches a project (optionally one session); the query passes the protection policy. */
  async search(
    tenantId: string,
    project: ProjectRef,
    input: SearchInput,
    sessionId?: string,
  ): Promise<SearchHit[]> {
    await this.deps.defense.assertNormal();
    const bytes = Buffer.byteLength(input.q, 'utf8');
    if (bytes > this.deps.limits.factBytes) {
      throw boundExceeded('The search query in bytes', bytes, this.deps.limits.factBytes, 'factBytes');
    }
    const verdict = await this.deps.guard.check(tenantId, input.q, 'user');
    if (verdict.blocked) {
      throw new ApiError('memory_content_blocked', 'The search query was blocked by policy.', {
        extras: { flags: verdict.flags },
      });
    }
    return this.find(this.scope(tenantId, project, sessionId), input);
  }

  /**
   * Recalls the facts of one project-chat session ranked against a query (keyword mode). The
   * query is the chat prompt, which the gateway judges itself, so it is not judged again here.
   *
   * @example
   * const hits = await memory.recall('acme', projectRef('acme-app'), 'sess-1', userText, 8);
   */
  async recall(
    tenantId: string,
    project: ProjectRef,
    sessionId: string,
    query: string,
    limit: number,
  ): Promise<SearchHit[]> {
    assertSessionId(sessionId);
    await this.deps.defense.assertNormal();
    return this.find(this.scope(tenantId, project, sessionId), { q: query, limit, mode: 'keyword' });
  }

  private scope(tenantId: string, project: ProjectRef, sessionId?: string): FactScope {
    if (sessionId !== undefined) assertSessionId(sessionId);
    return { tenantId, projectId: storedProject(project), ...(sessionId !== undefined ? { sessionId } : {}) };
  }

  /**
   * The search scope bound counts the facts a search must read: in keyword mode the facts the
   * index matches (ranking reads each), in exact mode every fact in scope (a substring scan reads
   * each). Over the bound is 413, as is a result whose stored key or payload exceeds its bound.
   */
  private async find(scope: FactScope, input: SearchInput): Promise<SearchHit[]> {
    const { db, engine } = this.deps.handle;
    const cap = this.deps.limits.searchScopeFacts;
    const tokens = input.mode === 'keyword' ? search.queryTokens(input.q) : [];
    const candidates =
      input.mode === 'keyword'
        ? await search.countKeywordMatches(db, engine, scope, tokens, cap)
        : await store.countUpTo(db, scope, cap);
    if (candidates > cap)
      throw boundExceeded('The search scope in facts', candidates, cap, 'searchScopeFacts');
    const rows =
      input.mode === 'keyword'
        ? await search.keywordSearch(db, engine, scope, tokens, input.limit)
        : await search.exactSearch(db, engine, scope, input.q, input.limit);
    for (const r of rows) this.assertStoredBounds(r);
    return rows.map((r) => ({ ...store.toFact(r), score: r.score }));
  }

  private assertStoredBounds(row: store.FactRow): void {
    const { factKeyChars, factBytes } = this.deps.limits;
    const chars = keyChars(row.fact_key);
    if (chars > factKeyChars)
      throw boundExceeded('A stored fact key length', chars, factKeyChars, 'factKeyChars');
    if (row.bytes > factBytes)
      throw boundExceeded('A stored fact payload in bytes', row.bytes, factBytes, 'factBytes');
  }

  /** Every fact of the project, oldest first; 413 past `exportFacts`. */
  async export(tenantId: string, project: ProjectRef): Promise<Fact[]> {
    await this.deps.defense.assertNormal();
    const scope = this.scope(tenantId, project);
    const cap = this.deps.limits.exportFacts;
    const n = await store.countUpTo(this.deps.handle.db, scope, cap);
    if (n > cap) throw boundExceeded('The export in facts', n, cap, 'exportFacts');
    return (await store.listFacts(this.deps.handle.db, scope, cap)).map(store.toFact);
  }

  /** Counts and sizes of the project; 413 past `statsFacts`. */
  async stats(tenantId: string, project: ProjectRef): Promise<ScopeStats> {
    await this.deps.defense.assertNormal();
    const scope = this.scope(tenantId, project);
    const cap = this.deps.limits.statsFacts;
    const n = await store.countUpTo(this.deps.handle.db, scope, cap);
    if (n > cap) throw boundExceeded('The statistics scope in facts', n, cap, 'statsFacts');
    return store.scopeStats(this.deps.handle.db, scope);
  }

  /** Deletes every fact of the tenant, in every project and session, audited in the same transaction. */
  async deleteAll(actor: MemoryActor): Promise<{ deleted: number; projects: number }> {
    await this.deps.defense.assertNormal();
    return this.deps.handle.db.transaction().execute(async (tx) => {
      const projects = await store.countTenantProjects(tx, actor.tenantId);
      const deleted = await store.deleteTenantFacts(tx, actor.tenantId);
      await this.deps.audit.record(tx, {
        type: 'memory.deleted_all',
        actorTenant: actor.tenantId,
        actorKey: actor.keyId,
        subject: actor.tenantId,
        data: { deleted, projects },
      });
      return { deleted, projects };
    });
  }
}
