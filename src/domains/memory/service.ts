import { type Clock, isoNow } from '../../core/clock.js';
import { ApiError } from '../../core/errors.js';
import type { Principal } from '../../core/principal.js';
import type { DbHandle, Executor, Tx } from '../../db/connect.js';
import type { AuditLog } from '../audit/service.js';
import { type EmbeddingPort, storeEmbedding } from './embeddings.js';
import {
  boundExceeded,
  type Fact,
  type FactInput,
  judgedTexts,
  type MemoryLimits,
  type PreparedFact,
  prepareFact,
} from './fact.js';
import { FactFinder, type SearchHit, type SearchInput, type SearchResult } from './find.js';
import type { ContentGuard } from './guard.js';
import { assertSessionId, type ProjectRef, shownProject, storedProject } from './project.js';
import * as settings from './settings.js';
import type { FactScope, ScopeStats } from './store.js';
import * as store from './store.js';
import { DEFAULT_WRITABILITY, type WritabilityCheck } from './writable.js';

/** Flags that mean a text carries instructions to a model (a planted instruction in a fact). */
export const INSTRUCTION_FLAGS: readonly string[] = ['PROMPT_INJECTION', 'JAILBREAK'];

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
  /** The provider layer's embeddings; without it semantic and hybrid search answer as keyword. */
  embeddings?: EmbeddingPort;
  /**
   * Keyword search ranks at most this many candidates per level (default
   * `search.KEYWORD_CANDIDATES`); more matches rank the facts holding the most query words.
   */
  keywordCandidates?: number;
}

export interface StoreResult {
  /** True when stored now (201), false when the identical fact already existed (200 replay). */
  created: boolean;
  fact: Fact;
  /** The stored row's id (internal: the embedding is keyed by it). */
  id?: number;
}

/** A fact prepared for writing, with what the poisoning policy decided. */
export interface JudgedFact extends PreparedFact {
  quarantined?: boolean;
}

/**
 * Facts of a tenant, by project (and session, for the project chat): store with replay and
 * conflict, search, export, stats, delete-all. Every operation first passes the self-defense
 * gate (423 in lockdown); writes and search queries pass the protection policy (403).
 */
export class MemoryService {
  private readonly writability: readonly WritabilityCheck[];
  private readonly finder: FactFinder;

  constructor(private readonly deps: MemoryDeps) {
    this.writability = deps.writability ?? DEFAULT_WRITABILITY;
    this.finder = new FactFinder(deps);
  }

  private now(): string {
    return isoNow(this.deps.clock);
  }

  /** Stores one fact: 201 new, 200 identical replay, 409 conflict or not writable, 413, 403. */
  async store(actor: MemoryActor, project: ProjectRef, input: FactInput): Promise<StoreResult> {
    await this.deps.defense.assertNormal();
    const prepared = await this.prepare(actor.tenantId, input);
    const [result] = await this.deps.handle.db
      .transaction()
      .execute((tx) => this.commit(tx, actor, project, [prepared]));
    if (!result) throw new Error('store: commit returned no result');
    await this.embedStored(actor.tenantId, [result]);
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
    const prepared: JudgedFact[] = [];
    for (const input of inputs) prepared.push(await this.prepare(actor.tenantId, input));
    const results = await this.deps.handle.db
      .transaction()
      .execute((tx) => this.commit(tx, actor, project, prepared, sessionId));
    await this.embedStored(actor.tenantId, results);
    return results;
  }

  /**
   * Checks a fact's bounds (413) and the protection policy (403, counted towards the self-defense
   * burst). Runs outside any transaction: judging text can take a while. `origin` says whose text
   * it is (see FactOrigin): a client's whole fact, or the content of one side of a chat turn.
   *
   * Poisoning defence: a fact whose judgement carries an instruction flag (INSTRUCTION_FLAGS) is
   * refused (403, the tenant's `poison_policy` `refuse`, the default) when the policy blocks it,
   * and otherwise stored quarantined: kept (and exported) but never searched or recalled into a
   * prompt. So a planted instruction that the scan mode lets through (`shadow`, or flagged
   * without a block) is still never recalled.
   */
  async prepare(tenantId: string, input: FactInput, origin: FactOrigin = 'client'): Promise<JudgedFact> {
    const prepared = prepareFact(input, this.deps.limits);
    const verdict = await this.judge(tenantId, prepared, origin);
    const instruction = verdict.flags.some((f) => INSTRUCTION_FLAGS.includes(f));
    if (instruction && verdict.blocked) {
      const { poisonPolicy } = await settings.tenantSettings(this.deps.handle.db, tenantId);
      if (poisonPolicy === 'quarantine') return { ...prepared, quarantined: true };
    }
    if (verdict.blocked) {
      await this.deps.defense.noteBlockedWrite(tenantId, verdict.flags);
      throw new ApiError('memory_content_blocked', undefined, { extras: { flags: verdict.flags } });
    }
    return instruction ? { ...prepared, quarantined: true } : prepared;
  }

  /**
   * Prepares a chat turn's answer for memory, or returns null when the protection policy would
   * block it: the answer was already judged as output by the gateway and reaches the client; it
   * is only kept out of memory, where it would later be recalled into a prompt. A model's text is
   * not the tenant's write, so it does not count towards the self-defense burst. An answer with
   * an instruction flag that is not blocked is kept quarantined (never recalled).
   *
   * The provider has answered (and been paid) by now, so nothing about the text fails the turn: an
   * answer over the fact bounds is not kept (null), and a NUL, which no client may send but a model
   * may, is kept as U+FFFD (PostgreSQL's text cannot hold it; SQLite stores the same).
   */
  async prepareAnswer(tenantId: string, input: FactInput): Promise<JudgedFact | null> {
    const content = input.content.replaceAll('\u0000', '\uFFFD');
    let prepared: PreparedFact;
    try {
      prepared = prepareFact({ ...input, content }, this.deps.limits);
    } catch (err) {
      if (err instanceof ApiError && err.code === 'memory_bound_exceeded') return null;
      throw err;
    }
    const verdict = await this.judge(tenantId, prepared, 'turn_answer');
    if (verdict.blocked) return null;
    return verdict.flags.some((f) => INSTRUCTION_FLAGS.includes(f))
      ? { ...prepared, quarantined: true }
      : prepared;
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
    facts: readonly JudgedFact[],
    sessionId?: string,
  ): Promise<StoreResult[]> {
    const scope: FactScope = {
      tenantId: actor.tenantId,
      projectId: storedProject(project),
      ...(sessionId !== undefined ? { sessionId } : {}),
    };
    await this.assertWritable(tx, scope);
    const now = this.now();
    const defaultTtl = await settings.projectDefaultTtl(tx, scope.tenantId, scope.projectId);
    const results: StoreResult[] = [];
    for (const f of facts) results.push(await this.writeOne(tx, scope, f, now, defaultTtl));
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
          quarantined: facts.filter((f, i) => results[i]?.created && f.quarantined).length,
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

  private expiry(f: PreparedFact, now: string, defaultTtl: number | null): string | null {
    const ttl = f.ttlSeconds ?? defaultTtl;
    return ttl === null ? null : new Date(Date.parse(now) + ttl * 1000).toISOString();
  }

  private async writeOne(
    tx: Tx,
    scope: FactScope,
    f: JudgedFact,
    now: string,
    defaultTtl: number | null,
  ): Promise<StoreResult> {
    const opts = {
      version: 1,
      expiresAt: this.expiry(f, now, defaultTtl),
      quarantined: f.quarantined === true,
    };
    const inserted = await store.insertFact(tx, scope, f, now, opts);
    if (inserted) return { created: true, fact: store.toFact(inserted), id: Number(inserted.id) };
    const existing = await store.findByIdentity(tx, scope, f.key);
    if (!existing) throw new Error('memory: identity neither inserted nor found');
    if (!store.isLive(existing, now)) {
      await store.lockIdentity(tx, this.deps.handle.engine, scope, f.key);
      // The identity is held by an expired fact: it ends (kept as history) and the new one is
      // its next version. The compare-and-set makes a racing writer retry (409 here).
      if (!(await store.supersede(tx, scope, f.key, Number(existing.version), now))) {
        throw new ApiError('conflict', 'The fact was changed concurrently; retry.', { param: 'key' });
      }
      const next = await store.insertFact(tx, scope, f, now, {
        ...opts,
        version: Number(existing.version) + 1,
      });
      if (!next)
        throw new ApiError('conflict', 'The fact was changed concurrently; retry.', { param: 'key' });
      return { created: true, fact: store.toFact(next), id: Number(next.id) };
    }
    if (existing.payload_digest !== f.digest) {
      throw new ApiError('fact_conflict', 'A different fact is stored under this key.', { param: 'key' });
    }
    return { created: false, fact: store.toFact(existing), id: Number(existing.id) };
  }

  /**
   * Updates the fact under `key`: the current version is superseded (kept, with its validity
   * interval, in the export's history) and the new content becomes version + 1, in one
   * transaction. With `expectedVersion` the update applies only to that version (409 `conflict`
   * otherwise); without it, a writer that loses a race re-reads and supersedes the winner, so two
   * racing updates make two versions, never a lost one. 404 when no current fact has the key; an
   * update to the identical payload changes nothing (`updated: false`).
   */
  async update(
    actor: MemoryActor,
    project: ProjectRef,
    key: string,
    input: Omit<FactInput, 'key'>,
    expectedVersion?: number,
  ): Promise<{ updated: boolean; fact: Fact }> {
    await this.deps.defense.assertNormal();
    const prepared = await this.prepare(actor.tenantId, { ...input, key });
    const scope = this.scope(actor.tenantId, project);
    const result = await this.deps.handle.db.transaction().execute(async (tx) => {
      await store.lockIdentity(tx, this.deps.handle.engine, scope, key);
      await this.assertWritable(tx, scope);
      const defaultTtl = await settings.projectDefaultTtl(tx, scope.tenantId, scope.projectId);
      for (let attempt = 0; attempt < 8; attempt += 1) {
        const now = this.now();
        const current = await store.findByIdentity(tx, scope, key);
        if (!current || !store.isLive(current, now)) {
          throw new ApiError('resource_not_found', 'No current fact has this key.', { param: 'key' });
        }
        const version = Number(current.version);
        if (expectedVersion !== undefined && version !== expectedVersion) {
          throw new ApiError('conflict', `The fact is at version ${version}, not ${expectedVersion}.`, {
            param: 'version',
          });
        }
        if (current.payload_digest === prepared.digest && prepared.ttlSeconds === null) {
          return { updated: false, fact: store.toFact(current), id: Number(current.id) };
        }
        if (!(await store.supersede(tx, scope, key, version, now))) {
          if (expectedVersion !== undefined) {
            throw new ApiError('conflict', `The fact is no longer at version ${version}.`, {
              param: 'version',
            });
          }
          continue;
        }
        const row = await store.insertFact(tx, scope, prepared, now, {
          version: version + 1,
          expiresAt: this.expiry(prepared, now, defaultTtl),
          quarantined: prepared.quarantined === true,
        });
        if (!row)
          throw new ApiError('conflict', 'The fact was changed concurrently; retry.', { param: 'key' });
        await this.deps.audit.record(tx, {
          type: 'memory.fact_updated',
          actorTenant: actor.tenantId,
          actorKey: actor.keyId,
          subject: actor.tenantId,
          data: { project_id: shownProject(project), version: version + 1, bytes: prepared.bytes },
        });
        return { updated: true, fact: store.toFact(row), id: Number(row.id) };
      }
      throw new ApiError('conflict', 'The fact kept changing concurrently; retry.', { param: 'key' });
    });
    if (result.updated) await this.embedStored(actor.tenantId, [{ created: true, ...result }]);
    return { updated: result.updated, fact: result.fact };
  }

  /** Deletes one fact, every version of it, and its vectors (audited); 404 when there is none. */
  async deleteOne(actor: MemoryActor, project: ProjectRef, key: string): Promise<{ deleted: number }> {
    await this.deps.defense.assertNormal();
    const scope = this.scope(actor.tenantId, project);
    return this.deps.handle.db.transaction().execute(async (tx) => {
      await store.lockIdentity(tx, this.deps.handle.engine, scope, key);
      const deleted = await store.deleteFact(tx, scope, key);
      if (deleted === 0) throw new ApiError('resource_not_found', 'No fact has this key.', { param: 'key' });
      await this.deps.audit.record(tx, {
        type: 'memory.fact_deleted',
        actorTenant: actor.tenantId,
        actorKey: actor.keyId,
        subject: actor.tenantId,
        data: { project_id: shownProject(project), versions: deleted },
      });
      return { deleted };
    });
  }

  /** The tenant's memory settings (embedding model, poisoning policy). */
  async tenantSettings(tenantId: string): Promise<settings.TenantMemorySettings> {
    return settings.tenantSettings(this.deps.handle.db, tenantId);
  }

  /**
   * Sets the tenant's embedding model and/or poisoning policy. A new model re-embeds: searches use
   * only vectors of the current model (and its dimension), facts are embedded under it by the
   * backfill job, and the old model's vectors are removed by it.
   */
  async putTenantSettings(
    tenantId: string,
    patch: { embeddingModel?: string | null; poisonPolicy?: settings.PoisonPolicy },
  ): Promise<settings.TenantMemorySettings> {
    await settings.putTenantSettings(this.deps.handle.db, tenantId, patch, this.now());
    return settings.tenantSettings(this.deps.handle.db, tenantId);
  }

  async projectSettings(
    tenantId: string,
    project: ProjectRef,
  ): Promise<{ defaultTtlSeconds: number | null }> {
    return {
      defaultTtlSeconds: await settings.projectDefaultTtl(
        this.deps.handle.db,
        tenantId,
        storedProject(project),
      ),
    };
  }

  async putProjectSettings(
    tenantId: string,
    project: ProjectRef,
    defaultTtlSeconds: number | null,
  ): Promise<{ defaultTtlSeconds: number | null }> {
    await settings.putProjectDefaultTtl(
      this.deps.handle.db,
      tenantId,
      storedProject(project),
      defaultTtlSeconds,
      this.now(),
    );
    return { defaultTtlSeconds };
  }

  /**
   * Embeds newly stored facts under the tenant's model, after their transaction: a failure (the
   * provider down) leaves them to the backfill job, it never fails the store.
   */
  private async embedStored(
    tenantId: string,
    results: readonly (StoreResult & { id?: number })[],
  ): Promise<void> {
    const port = this.deps.embeddings;
    const fresh = results.filter((r) => r.created && !r.fact.quarantined && r.id !== undefined);
    if (!port || fresh.length === 0) return;
    try {
      const { embeddingModel } = await settings.tenantSettings(this.deps.handle.db, tenantId);
      if (embeddingModel === null) return;
      const vectors = await port.embed(
        tenantId,
        embeddingModel,
        fresh.map((r) => r.fact.content),
      );
      const now = this.now();
      for (const [i, r] of fresh.entries()) {
        const v = vectors[i];
        if (v) await storeEmbedding(this.deps.handle, tenantId, r.id as number, embeddingModel, v, now);
      }
    } catch {
      // left to the backfill job
    }
  }

  /** Searches a project (optionally one session); the query passes the protection policy. */
  async search(
    tenantId: string,
    project: ProjectRef,
    input: SearchInput,
    sessionId?: string,
  ): Promise<SearchResult> {
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
    return this.finder.find(this.scope(tenantId, project, sessionId), input, this.now());
  }

  /**
   * Recalls the facts of one project-chat session ranked against a query (hybrid when the tenant
   * has an embedding model, else keyword). The query is the chat prompt, which the gateway judges
   * itself, so it is not judged again here. Quarantined, superseded and expired facts are never
   * recalled.
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
    const r = await this.finder.find(
      this.scope(tenantId, project, sessionId),
      { q: query, limit, mode: 'hybrid' },
      this.now(),
    );
    return r.hits;
  }

  private scope(tenantId: string, project: ProjectRef, sessionId?: string): FactScope {
    if (sessionId !== undefined) assertSessionId(sessionId);
    return { tenantId, projectId: storedProject(project), ...(sessionId !== undefined ? { sessionId } : {}) };
  }

  /**
   * The project's facts, oldest first; 413 past `exportFacts`. With `history`, every version:
   * superseded ones (their validity interval is created_at..superseded_at), expired and
   * quarantined ones; without it, current unexpired facts (quarantined ones included, marked).
   */
  async export(tenantId: string, project: ProjectRef, history = true): Promise<Fact[]> {
    await this.deps.defense.assertNormal();
    const scope = this.scope(tenantId, project);
    const cap = this.deps.limits.exportFacts;
    const now = this.now();
    const n = await store.countUpTo(this.deps.handle.db, scope, cap, now, history);
    if (n > cap) throw boundExceeded('The export in facts', n, cap, 'exportFacts');
    return (await store.listFacts(this.deps.handle.db, scope, cap, now, history)).map(store.toFact);
  }

  /** Counts and sizes of the project's current, unexpired facts; 413 past `statsFacts`. */
  async stats(tenantId: string, project: ProjectRef): Promise<ScopeStats> {
    await this.deps.defense.assertNormal();
    const scope = this.scope(tenantId, project);
    const cap = this.deps.limits.statsFacts;
    const now = this.now();
    const n = await store.countUpTo(this.deps.handle.db, scope, cap, now);
    if (n > cap) throw boundExceeded('The statistics scope in facts', n, cap, 'statsFacts');
    return store.scopeStats(this.deps.handle.db, scope, now);
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
