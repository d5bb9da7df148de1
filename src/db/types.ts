import type { Generated } from 'kysely';

/** Row types of every table. Timestamps are ISO-8601 strings; JSON columns are text. */

export interface TenantTable {
  id: string;
  tier: string;
  status: string;
  created_at: string;
  terminated_at: string | null;
}

export interface ApiKeyTable {
  id: string;
  tenant_id: string;
  hash: string;
  prefix: string;
  label: string | null;
  tier: string;
  scopes: string;
  rate_limit_per_min: number;
  created_at: string;
  revoked_at: string | null;
}

export interface AuditEventTable {
  /** 0-based leaf index in the Merkle tree; contiguous by construction. */
  seq: number;
  ts: string;
  type: string;
  actor_tenant: string | null;
  actor_key: string | null;
  subject: string | null;
  data: string;
  leaf_hash: string;
}

export interface AuditCheckpointTable {
  tree_size: number;
  root_hash: string;
  signature: string;
  key_id: string;
  /** The right edge of the tree at this size (hex hashes), so the next checkpoint is incremental. */
  frontier: string;
  created_at: string;
}

export interface MetaTable {
  k: string;
  v: string;
}

export interface MigrationTable {
  id: Generated<number>;
  name: string;
}

export interface VerdictTable {
  id: string;
  tenant_id: string;
  created_at: string;
  kind: string;
  action: string;
  flags: string;
  confidence: number;
  mode: string;
  /** 0 or 1 (SQLite has no boolean). */
  enforced: number;
  input_digest: string;
  latency_ms: number;
  /** Content-free causal chain (JSON): normalisation, hits, aggregation, policy. */
  explanation: string;
}

export interface TenantScanSettingsTable {
  tenant_id: string;
  mode: string;
  /** Tenant policy overrides (JSON), null for the default policy. */
  policy: string | null;
  updated_at: string;
}

export interface TenantModelRoutesTable {
  tenant_id: string;
  /** JSON: alias -> ordered targets. */
  aliases: string;
  /** JSON: provider id -> sealed key (AES-256-GCM). */
  credentials: string;
  updated_at: string;
}

export interface UsageDailyTable {
  tenant_id: string;
  day: string;
  model: string;
  requests: number;
  input_tokens: number;
  output_tokens: number;
  cost_micros: number;
}

export interface MemoryFactTable {
  id: Generated<number>;
  tenant_id: string;
  /** An explicit project id, or the reserved legacy default project. */
  project_id: string;
  /** The project-chat session that stored the fact; null for ordinary facts. */
  session_id: string | null;
  fact_key: string;
  content: string;
  /** JSON object or null. */
  metadata: string | null;
  /** JSON array of strings. */
  tags: string;
  /** SHA-256 of the canonical payload; equal digests mean a replay. */
  payload_digest: string;
  /** UTF-8 bytes of the canonical payload (the factBytes bound). */
  bytes: number;
  created_at: string;
}

export interface SelfDefenseStateTable {
  /** Always 1: one row shared by every instance. */
  id: number;
  mode: string;
  since: string;
  reason: string | null;
  cause: string | null;
}

export interface SecurityEventTable {
  id: Generated<number>;
  ts: string;
  kind: string;
  tenant_id: string | null;
  /** Content-free JSON detail. */
  detail: string;
}

export interface MemoryTurnTable {
  tenant_id: string;
  project_id: string;
  session_id: string;
  turn_id: string;
  request_ref: string;
  /** CLAIMED | EXECUTING | COMPLETED | UNCERTAIN */
  state: string;
  fencing_token: number;
  /** Epoch ms; a CLAIMED row past it may be claimed again (nothing was dispatched). */
  lease_expires_at: number;
  /** Epoch ms; an EXECUTING row past it is UNCERTAIN. */
  deadline_at: number | null;
  created_at: string;
  updated_at: string;
}

export interface Database {
  tenants: TenantTable;
  api_keys: ApiKeyTable;
  audit_events: AuditEventTable;
  audit_checkpoints: AuditCheckpointTable;
  meta: MetaTable;
  verdicts: VerdictTable;
  tenant_scan_settings: TenantScanSettingsTable;
  tenant_model_routes: TenantModelRoutesTable;
  usage_daily: UsageDailyTable;
  memory_turns: MemoryTurnTable;
  memory_facts: MemoryFactTable;
  self_defense_state: SelfDefenseStateTable;
  security_events: SecurityEventTable;
}
