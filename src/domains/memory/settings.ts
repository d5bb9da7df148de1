import type { Executor } from '../../db/connect.js';

/**
 * Memory settings: per tenant (stored with project_id '') the embedding model semantic search
 * uses and the poisoning policy; per project the default TTL of its facts.
 */

/** What happens to a fact the protection policy flags as carrying instructions (see service). */
export const POISON_POLICIES = ['refuse', 'quarantine'] as const;
export type PoisonPolicy = (typeof POISON_POLICIES)[number];
export const DEFAULT_POISON_POLICY: PoisonPolicy = 'refuse';

export interface TenantMemorySettings {
  embeddingModel: string | null;
  poisonPolicy: PoisonPolicy;
}

const TENANT = '';

export async function tenantSettings(db: Executor, tenantId: string): Promise<TenantMemorySettings> {
  const row = await db
    .selectFrom('memory_settings')
    .select(['embedding_model', 'poison_policy'])
    .where('tenant_id', '=', tenantId)
    .where('project_id', '=', TENANT)
    .executeTakeFirst();
  const policy = row?.poison_policy;
  return {
    embeddingModel: row?.embedding_model ?? null,
    poisonPolicy: policy === 'quarantine' || policy === 'refuse' ? policy : DEFAULT_POISON_POLICY,
  };
}

/** Sets the given tenant fields (one upsert statement: concurrent writers of different fields both land). */
export async function putTenantSettings(
  db: Executor,
  tenantId: string,
  patch: { embeddingModel?: string | null; poisonPolicy?: PoisonPolicy },
  now: string,
): Promise<void> {
  const set: { embedding_model?: string | null; poison_policy?: string; updated_at: string } = {
    updated_at: now,
  };
  if (patch.embeddingModel !== undefined) set.embedding_model = patch.embeddingModel;
  if (patch.poisonPolicy !== undefined) set.poison_policy = patch.poisonPolicy;
  await db
    .insertInto('memory_settings')
    .values({
      tenant_id: tenantId,
      project_id: TENANT,
      embedding_model: patch.embeddingModel ?? null,
      default_ttl_seconds: null,
      poison_policy: patch.poisonPolicy ?? null,
      updated_at: now,
    })
    .onConflict((oc) => oc.columns(['tenant_id', 'project_id']).doUpdateSet(set))
    .execute();
}

export async function projectDefaultTtl(
  db: Executor,
  tenantId: string,
  projectId: string,
): Promise<number | null> {
  const row = await db
    .selectFrom('memory_settings')
    .select('default_ttl_seconds')
    .where('tenant_id', '=', tenantId)
    .where('project_id', '=', projectId)
    .executeTakeFirst();
  return row?.default_ttl_seconds ?? null;
}

export async function putProjectDefaultTtl(
  db: Executor,
  tenantId: string,
  projectId: string,
  ttl: number | null,
  now: string,
): Promise<void> {
  await db
    .insertInto('memory_settings')
    .values({
      tenant_id: tenantId,
      project_id: projectId,
      embedding_model: null,
      default_ttl_seconds: ttl,
      poison_policy: null,
      updated_at: now,
    })
    .onConflict((oc) =>
      oc.columns(['tenant_id', 'project_id']).doUpdateSet({ default_ttl_seconds: ttl, updated_at: now }),
    )
    .execute();
}
