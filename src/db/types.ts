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

export interface Database {
  tenants: TenantTable;
  api_keys: ApiKeyTable;
  audit_events: AuditEventTable;
  audit_checkpoints: AuditCheckpointTable;
  meta: MetaTable;
}
