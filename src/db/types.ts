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
  /** Ed25519 signature (base64) of the leaf; null only on rows older than the chain migration. */
  sig: string | null;
}

export interface AuditCheckpointTable {
  tree_size: number;
  root_hash: string;
  signature: string;
  key_id: string;
  /** The right edge of the tree at this size (hex hashes), so the next checkpoint is incremental. */
  frontier: string;
  created_at: string;
  /** 0, 1, 2, ... in signing order; null only on checkpoints older than the chain migration. */
  counter: number | null;
  /** SHA-256 (hex) of the previous checkpoint's signed statement; null for the first. */
  prev_hash: string | null;
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

/** A budget of one API key (`scope` 'key', subject the key id) or tenant ('tenant', the tenant id). */
export interface BudgetTable {
  scope: string;
  subject: string;
  tenant_id: string;
  daily_micros: number | null;
  monthly_micros: number | null;
  requests_per_day: number | null;
  /** JSON array of model names, null: every model. */
  allowed_models: string | null;
  updated_at: string;
}

/** Spend and requests of one budget subject in one period (`day:YYYY-MM-DD`, `month:YYYY-MM`). */
export interface BudgetCounterTable {
  scope: string;
  subject: string;
  period: string;
  spent_micros: number;
  reserved_micros: number;
  requests: number;
  updated_at: string;
}

/** An admitted call's reservation on budget counters, until it is settled or released. */
export interface BudgetHoldTable {
  id: string;
  /** JSON array of [scope, subject, period] of the counters it holds. */
  counters: string;
  estimate_micros: number;
  created_at: string;
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
  /** What the full-text index holds: the content, unspaced scripts cut into words. */
  search_text: Generated<string>;
  /** PostgreSQL text search configuration of the fact (see memory/text.ts). */
  lang: Generated<string>;
  /** 1 for a fact as first stored, +1 per update of its key. */
  version: Generated<number>;
  /** When an update superseded this version; null while current. */
  superseded_at: string | null;
  /** When the fact expires (TTL); null: never. */
  expires_at: string | null;
  /** 1: stored but never searched or recalled (poisoning policy `quarantine`). */
  quarantined: Generated<number>;
}

export interface MemoryEmbeddingTable {
  fact_id: number;
  model: string;
  tenant_id: string;
  dims: number;
  scale: number;
  /** int8 values, `dims` bytes. */
  vec: Uint8Array;
  created_at: string;
}

export interface MemorySettingsTable {
  tenant_id: string;
  /** '' for the tenant's own settings, else a project id. */
  project_id: string;
  embedding_model: string | null;
  default_ttl_seconds: number | null;
  poison_policy: string | null;
  updated_at: string;
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

export interface SignupTokenTable {
  /** SHA-256 of the magic-link token; the token itself is only in the mail. */
  token_hash: string;
  email: string;
  /** SHA-256 of the requesting client address (rate limit per client). */
  client_hash: string;
  /** Epoch ms. */
  created_at: number;
  expires_at: number;
  consumed_at: number | null;
}

export interface TenantOwnerTable {
  email: string;
  tenant_id: string;
  created_at: string;
}

export interface BrowserSessionTable {
  /** SHA-256 of the cookie secret. */
  id_hash: string;
  /** Public id (`ses_...`): the rate-limit key and the audit subject. */
  session_id: string;
  tenant_id: string;
  /** SHA-256 of the double-submit CSRF token. */
  csrf_hash: string;
  /** Epoch ms. */
  created_at: number;
  last_seen_at: number;
  expires_at: number;
  ended_at: number | null;
}

export interface BillingAccountTable {
  tenant_id: string;
  currency: string;
  /** Micro-units of the currency: credits minus charges, refunds and chargebacks. */
  balance_micros: number;
  /** Held by open reservations; available = balance - reserved. */
  reserved_micros: number;
  /** The free-tier allowance period (`YYYY-MM`) and the output tokens used or held in it. */
  allowance_period: string;
  allowance_used: number;
  last_payment_at: string | null;
  last_payment_micros: number | null;
  updated_at: string;
}

export interface BillingReservationTable {
  id: string;
  tenant_id: string;
  /** held | settled | released */
  state: string;
  held_micros: number;
  held_tokens: number;
  period: string;
  charged_micros: number | null;
  created_at: string;
  closed_at: string | null;
}

export interface BillingLedgerTable {
  id: Generated<number>;
  tenant_id: string;
  /** payment_credit | reservation_hold | settlement | release | refund | chargeback | chargeback_reversal | adjustment */
  kind: string;
  /** Change of the balance (signed). */
  amount_micros: number;
  /** Change of the reserved amount (signed). */
  reserved_micros: number;
  /** Change of the free-tier allowance used (signed output tokens). */
  tokens: number;
  reservation_id: string | null;
  /** Payment, refund or dispute reference of the provider. */
  ref: string | null;
  reason: string | null;
  actor: string | null;
  created_at: string;
}

export interface PaymentEventTable {
  /** `<provider>:<event id>`: the deduplication key. */
  event_id: string;
  provider: string;
  type: string;
  effect: string;
  received_at: string;
}

export interface PaymentTable {
  ref: string;
  /** Null until the payment itself is known (a refund or dispute may arrive first). */
  tenant_id: string | null;
  amount_micros: number;
  credited: number;
  /** Highest cumulative refund reported, and how much of it the ledger has debited. */
  refunded_micros: number;
  refund_applied_micros: number;
  updated_at: string;
}

export interface PaymentDisputeTable {
  dispute_ref: string;
  payment_ref: string;
  amount_micros: number;
  /** open | won | lost */
  outcome: string;
  debited: number;
  reversed: number;
  updated_at: string;
}

export interface CheckoutSessionTable {
  id: string;
  tenant_id: string;
  provider: string;
  amount_micros: number;
  currency: string;
  /** open | paid */
  state: string;
  created_at: string;
}

export interface EligibilityReviewTable {
  id: string;
  tenant_id: string;
  /** submitted | approved | denied | resubmitted | revoked */
  state: string;
  /** The structured application (JSON). */
  application: string;
  version: number;
  reason: string | null;
  decided_by: string | null;
  decided_at: string | null;
  submitted_at: string;
  updated_at: string;
}

export interface DisputeTable {
  seq: Generated<number>;
  id: string;
  tenant_id: string;
  subject: string;
  body: string;
  /** open | resolved | rejected */
  state: string;
  resolution: string | null;
  resolved_by: string | null;
  resolved_at: string | null;
  created_at: string;
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
  budgets: BudgetTable;
  budget_counters: BudgetCounterTable;
  budget_holds: BudgetHoldTable;
  memory_turns: MemoryTurnTable;
  memory_facts: MemoryFactTable;
  memory_embeddings: MemoryEmbeddingTable;
  memory_settings: MemorySettingsTable;
  self_defense_state: SelfDefenseStateTable;
  security_events: SecurityEventTable;
  signup_tokens: SignupTokenTable;
  tenant_owners: TenantOwnerTable;
  browser_sessions: BrowserSessionTable;
  billing_accounts: BillingAccountTable;
  billing_reservations: BillingReservationTable;
  billing_ledger: BillingLedgerTable;
  payment_events: PaymentEventTable;
  payments: PaymentTable;
  payment_disputes: PaymentDisputeTable;
  checkout_sessions: CheckoutSessionTable;
  eligibility_reviews: EligibilityReviewTable;
  disputes: DisputeTable;
}
