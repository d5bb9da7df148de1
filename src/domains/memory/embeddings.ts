import { sql } from 'kysely';
import type { Tier } from '../../config.js';
import type { Principal } from '../../core/principal.js';
import type { DbHandle } from '../../db/connect.js';
import { quantize } from './vectors.js';

/**
 * Where memory gets embeddings: the gateway's provider layer (the tenant's configured embedding
 * model through `/v1/embeddings`' code path, with its aliases, fallbacks and metering). Kept as a
 * port so memory does not depend on how providers are called.
 */
export interface EmbeddingPort {
  /** One vector per text, in order; every vector of one call has the same length. */
  embed(tenantId: string, model: string, texts: readonly string[]): Promise<Float32Array[]>;
}

/** Stores one fact's vector under a model (a second writer of the same pair changes nothing). */
export async function storeEmbedding(
  handle: DbHandle,
  tenantId: string,
  factId: number,
  model: string,
  vector: ArrayLike<number>,
  now: string,
): Promise<void> {
  const q = quantize(vector);
  await handle.db
    .insertInto('memory_embeddings')
    .values({
      fact_id: factId,
      model,
      tenant_id: tenantId,
      dims: q.dims,
      scale: q.scale,
      vec: Buffer.from(q.bytes),
      created_at: now,
    })
    .onConflict((oc) => oc.columns(['fact_id', 'model']).doNothing())
    .execute();
}

/** How often each instance runs a backfill pass (each pass embeds at most 64 facts). */
export const EMBEDDING_BACKFILL_MS = 5000;

export interface BackfillReport {
  embedded: number;
  removed: number;
  failed: number;
}

/**
 * One bounded pass of the embedding backfill: for at most `batch` searchable facts (current,
 * unexpired, not quarantined) of tenants with an embedding model and no vector under that model,
 * embeds and stores them; then removes at most `batch` vectors of models their tenant no longer
 * uses. The work list is the database itself, so a pass that a restart cut short is simply
 * resumed by the next one, on any instance; two instances running passes at once may embed a fact
 * twice, and the second insert is a no-op.
 */
export async function backfillPass(
  handle: DbHandle,
  embeddings: EmbeddingPort,
  now: string,
  batch = 64,
): Promise<BackfillReport> {
  const db = handle.db;
  const missing = await sql<{ id: number; tenant_id: string; content: string; model: string }>`
    select f.id, f.tenant_id, f.content, s.embedding_model as model
    from memory_facts f
    join memory_settings s on s.tenant_id = f.tenant_id and s.project_id = ''
    where s.embedding_model is not null and f.superseded_at is null and f.quarantined = 0
      and (f.expires_at is null or f.expires_at > ${now})
      and not exists (select 1 from memory_embeddings e where e.fact_id = f.id and e.model = s.embedding_model)
    order by f.id limit ${batch}`.execute(db);
  const byTenantModel = new Map<
    string,
    { tenant: string; model: string; rows: { id: number; content: string }[] }
  >();
  for (const r of missing.rows) {
    const k = `${r.tenant_id}\u0000${r.model}`;
    const group = byTenantModel.get(k) ?? { tenant: r.tenant_id, model: r.model, rows: [] };
    group.rows.push({ id: Number(r.id), content: r.content });
    byTenantModel.set(k, group);
  }
  let embedded = 0;
  let failed = 0;
  for (const g of byTenantModel.values()) {
    try {
      const vectors = await embeddings.embed(
        g.tenant,
        g.model,
        g.rows.map((r) => r.content),
      );
      for (const [i, r] of g.rows.entries()) {
        const v = vectors[i];
        if (!v) continue;
        await storeEmbedding(handle, g.tenant, r.id, g.model, v, now);
        embedded += 1;
      }
    } catch {
      failed += g.rows.length; // retried by a later pass
    }
  }
  const stale = await sql<{ fact_id: number; model: string }>`
    select e.fact_id, e.model from memory_embeddings e
    left join memory_settings s on s.tenant_id = e.tenant_id and s.project_id = ''
    where s.embedding_model is null or s.embedding_model <> e.model
    limit ${batch}`.execute(db);
  let removed = 0;
  for (const r of stale.rows) {
    const res = await db
      .deleteFrom('memory_embeddings')
      .where('fact_id', '=', Number(r.fact_id))
      .where('model', '=', r.model)
      .executeTakeFirst();
    removed += Number(res.numDeletedRows);
  }
  return { embedded, removed, failed };
}

/**
 * Runs backfill passes on a timer (each bounded by `batch`), one at a time per instance.
 *
 * @example
 * const job = new EmbeddingBackfill(ctx.db, port, () => new Date().toISOString());
 * job.start(5000); // ... job.stop();
 */
export class EmbeddingBackfill {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<BackfillReport> | null = null;

  constructor(
    private readonly handle: DbHandle,
    private readonly embeddings: EmbeddingPort,
    private readonly now: () => string,
    private readonly batch = 64,
  ) {}

  /** One pass now (or the pass already running). */
  runOnce(): Promise<BackfillReport> {
    if (this.running) return this.running;
    this.running = backfillPass(this.handle, this.embeddings, this.now(), this.batch).finally(() => {
      this.running = null;
    });
    return this.running;
  }

  start(everyMs: number, onError: (err: unknown) => void = () => undefined): void {
    if (this.timer) return;
    this.timer = setInterval(() => {
      this.runOnce().catch(onError);
    }, everyMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running?.catch(() => null);
  }
}

/** The part of the gateway's embeddings pipeline memory calls (EmbeddingsGateway.embedTexts). */
export interface TextEmbedder {
  embedTexts(principal: Principal, model: string, texts: string[]): Promise<{ vectors: number[][] }>;
}

/** The key id memory's own embedding calls are metered under (no API key makes them). */
export const MEMORY_EMBEDDINGS_KEY = 'memory-embeddings';

/**
 * Memory's embeddings through the gateway's provider layer: the tenant's model resolved with its
 * aliases and fallbacks, its tenant budget and prepaid billing applied and usage metered, as a
 * `POST /v1/embeddings` call by the tenant (key id `memory-embeddings`, the tenant's tier; no
 * second verdict: memory judged the text before storing it). `embedder` is read at call time, so
 * the context can build memory before the gateway.
 *
 * @example
 * const port = gatewayEmbeddings(ctx.db, () => ctx.embeddings);
 */
export function gatewayEmbeddings(handle: DbHandle, embedder: () => TextEmbedder): EmbeddingPort {
  return {
    async embed(tenantId, model, texts) {
      const tenant = await handle.db
        .selectFrom('tenants')
        .select('tier')
        .where('id', '=', tenantId)
        .executeTakeFirst();
      const principal: Principal = {
        tenantId,
        keyId: MEMORY_EMBEDDINGS_KEY,
        tier: (tenant?.tier ?? 'free') as Tier,
        scopes: ['gateway'],
        rateLimitPerMin: 0,
        via: 'bearer',
      };
      const { vectors } = await embedder().embedTexts(principal, model, [...texts]);
      return vectors.map((v) => Float32Array.from(v));
    },
  };
}
