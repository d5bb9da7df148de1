import { sql } from 'kysely';
import type { Engine, Tx } from './connect.js';

/**
 * Transaction-scoped locks that serialize a read-then-write across instances. On SQLite every
 * transaction already holds the database's write lock from its first statement (BEGIN
 * IMMEDIATE), so only PostgreSQL needs one: an advisory lock released at commit or rollback.
 * Any constants work; each names one lock.
 */
export const LOCKS = {
  /** Audit appends: leaf indexes stay contiguous (max(seq) + 1). */
  auditAppend: 72_690_001,
  /** Signing a checkpoint: checkpoints form one chain, never a fork. */
  auditCheckpoint: 72_690_002,
  /** The operator-key bootstrap at start-up: one generated key however many instances start. */
  operatorBootstrap: 72_690_003,
  /** Schema migrations (session-scoped and per schema, see migrate.ts). */
  migrations: 72_690_004,
} as const;

export async function lockForTransaction(tx: Tx, engine: Engine, lock: number): Promise<void> {
  if (engine === 'postgres') await sql`select pg_advisory_xact_lock(${lock})`.execute(tx);
}
