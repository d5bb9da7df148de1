import type { Executor } from '../../db/connect.js';
import type { PolicyInput } from './policy.js';

export type ScanMode = 'enforce' | 'shadow';

export interface VerdictRecord {
  id: string;
  tenantId: string;
  createdAt: string;
  kind: 'prompt' | 'target' | 'artifact';
  action: string;
  flags: string[];
  confidence: number;
  mode: ScanMode;
  enforced: boolean;
  inputDigest: string;
  latencyMs: number;
  explanation: Record<string, unknown>;
}

export async function insertVerdict(db: Executor, v: VerdictRecord): Promise<void> {
  await db
    .insertInto('verdicts')
    .values({
      id: v.id,
      tenant_id: v.tenantId,
      created_at: v.createdAt,
      kind: v.kind,
      action: v.action,
      flags: JSON.stringify(v.flags),
      confidence: v.confidence,
      mode: v.mode,
      enforced: v.enforced ? 1 : 0,
      input_digest: v.inputDigest,
      latency_ms: v.latencyMs,
      explanation: JSON.stringify(v.explanation),
    })
    .execute();
}

/** A verdict of this tenant only: another tenant's id reads as absent. */
export async function findVerdict(db: Executor, tenantId: string, id: string): Promise<VerdictRecord | null> {
  const row = await db
    .selectFrom('verdicts')
    .selectAll()
    .where('id', '=', id)
    .where('tenant_id', '=', tenantId)
    .executeTakeFirst();
  if (!row) return null;
  return {
    id: row.id,
    tenantId: row.tenant_id,
    createdAt: row.created_at,
    kind: row.kind as VerdictRecord['kind'],
    action: row.action,
    flags: JSON.parse(row.flags) as string[],
    confidence: Number(row.confidence),
    mode: row.mode as ScanMode,
    enforced: Number(row.enforced) === 1,
    inputDigest: row.input_digest,
    latencyMs: Number(row.latency_ms),
    explanation: JSON.parse(row.explanation) as Record<string, unknown>,
  };
}

export interface ScanSettings {
  mode: ScanMode;
  policy: PolicyInput | null;
  updatedAt: string | null;
}

export async function readSettings(db: Executor, tenantId: string): Promise<ScanSettings> {
  const row = await db
    .selectFrom('tenant_scan_settings')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .executeTakeFirst();
  if (!row) return { mode: 'enforce', policy: null, updatedAt: null };
  return {
    mode: row.mode as ScanMode,
    policy: row.policy === null ? null : (JSON.parse(row.policy) as PolicyInput),
    updatedAt: row.updated_at,
  };
}

export async function writeSettings(
  db: Executor,
  tenantId: string,
  patch: { mode?: ScanMode; policy?: PolicyInput | null },
  now: string,
): Promise<ScanSettings> {
  const current = await readSettings(db, tenantId);
  const next = {
    mode: patch.mode ?? current.mode,
    policy: patch.policy === undefined ? current.policy : patch.policy,
  };
  const values = {
    tenant_id: tenantId,
    mode: next.mode,
    policy: next.policy === null ? null : JSON.stringify(next.policy),
    updated_at: now,
  };
  await db
    .insertInto('tenant_scan_settings')
    .values(values)
    .onConflict((oc) =>
      oc.column('tenant_id').doUpdateSet({ mode: values.mode, policy: values.policy, updated_at: now }),
    )
    .execute();
  return { ...next, updatedAt: now };
}
