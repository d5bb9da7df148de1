import type { Selectable } from 'kysely';
import type { Executor } from '../../db/connect.js';
import type { TenantScanSettingsTable, VerdictTable } from '../../db/types.js';
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
  return row ? toRecord(row) : null;
}

type VerdictRow = Selectable<VerdictTable>;

function toRecord(row: VerdictRow): VerdictRecord {
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
  return row ? toSettings(row) : { mode: 'enforce', policy: null, updatedAt: null };
}

function toSettings(row: TenantScanSettingsTable): ScanSettings {
  return {
    mode: row.mode as ScanMode,
    policy: row.policy === null ? null : (JSON.parse(row.policy) as PolicyInput),
    updatedAt: row.updated_at,
  };
}

/**
 * Reads the tenant's settings for a read-modify-write: on PostgreSQL the row is created if absent
 * and locked until the transaction ends, so two concurrent partial updates cannot lose each
 * other's field (SQLite transactions are serialized already).
 */
export async function lockSettings(
  tx: Executor,
  engine: 'sqlite' | 'postgres',
  tenantId: string,
  now: string,
): Promise<ScanSettings> {
  if (engine === 'postgres') {
    await tx
      .insertInto('tenant_scan_settings')
      .values({ tenant_id: tenantId, mode: 'enforce', policy: null, updated_at: now })
      .onConflict((oc) => oc.column('tenant_id').doNothing())
      .execute();
    await tx
      .selectFrom('tenant_scan_settings')
      .select('tenant_id')
      .where('tenant_id', '=', tenantId)
      .forUpdate()
      .execute();
  }
  return readSettings(tx, tenantId);
}

/**
 * Writes only the fields in `patch` (a single-column upsert), so a concurrent write of the other
 * field on another instance is never overwritten with the value this one read: the final state
 * is the last acknowledged write of each field. Returns the row as this write left it.
 */
export async function writeSettings(
  db: Executor,
  tenantId: string,
  patch: { mode?: ScanMode; policy?: PolicyInput | null },
  now: string,
): Promise<ScanSettings> {
  const set: { mode?: ScanMode; policy?: string | null; updated_at: string } = { updated_at: now };
  if (patch.mode !== undefined) set.mode = patch.mode;
  if (patch.policy !== undefined) set.policy = patch.policy === null ? null : JSON.stringify(patch.policy);
  const row = await db
    .insertInto('tenant_scan_settings')
    .values({ tenant_id: tenantId, mode: set.mode ?? 'enforce', policy: set.policy ?? null, updated_at: now })
    .onConflict((oc) => oc.column('tenant_id').doUpdateSet(set))
    .returningAll()
    .executeTakeFirstOrThrow();
  return toSettings(row);
}

export interface VerdictFilter {
  action?: string;
  flag?: string;
  kind?: VerdictRecord['kind'];
  /** ISO times: created at or after `since`, before `until`. */
  since?: string;
  until?: string;
  /** Keyset cursor: verdicts strictly older than this (created_at, id) pair. */
  before?: { createdAt: string; id: string };
  limit: number;
}

/** A tenant's verdicts, newest first, filtered; one more than `limit` tells whether more exist. */
export async function listVerdicts(
  db: Executor,
  tenantId: string,
  f: VerdictFilter,
): Promise<VerdictRecord[]> {
  let q = db.selectFrom('verdicts').selectAll().where('tenant_id', '=', tenantId);
  if (f.action) q = q.where('action', '=', f.action);
  // flags is a JSON array of names from the closed flag list (validated at the edge)
  if (f.flag) q = q.where('flags', 'like', `%"${f.flag}"%`);
  if (f.kind) q = q.where('kind', '=', f.kind);
  if (f.since) q = q.where('created_at', '>=', f.since);
  if (f.until) q = q.where('created_at', '<', f.until);
  if (f.before) {
    const { createdAt, id } = f.before;
    q = q.where((eb) =>
      eb.or([
        eb('created_at', '<', createdAt),
        eb.and([eb('created_at', '=', createdAt), eb('id', '<', id)]),
      ]),
    );
  }
  const rows = await q.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(f.limit).execute();
  return rows.map(toRecord);
}
