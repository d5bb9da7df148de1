import { setTimeout as sleep } from 'node:timers/promises';
import SQLite from 'better-sqlite3';
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
  /** Schema migrations on PostgreSQL (session-scoped and per schema, see migrate.ts; SQLite uses withSqliteFileLock). */
  migrations: 72_690_004,
  /** One memory fact identity (with a hash of it as the second key): its updates and deletes in turn. */
  memoryFact: 72_690_036,
} as const;

export async function lockForTransaction(tx: Tx, engine: Engine, lock: number): Promise<void> {
  if (engine === 'postgres') await sql`select pg_advisory_xact_lock(${lock})`.execute(tx);
}

/**
 * Runs `fn` while holding an exclusive lock shared by every process using the SQLite database
 * `file`. The lock is an EXCLUSIVE transaction on a small side file (`<file>.lock`), not on the
 * database itself, so `fn` can still write the database through its own connection. Waiting
 * polls without blocking the event loop, so two instances in one process wait for each other too.
 */
export async function withSqliteFileLock<T>(
  file: string,
  fn: () => Promise<T>,
  opts: { timeoutMs?: number; pollMs?: number } = {},
): Promise<T> {
  const deadline = Date.now() + (opts.timeoutMs ?? 120_000);
  const lock = new SQLite(`${file}.lock`);
  try {
    lock.pragma('busy_timeout = 0');
    for (;;) {
      try {
        lock.exec('begin exclusive');
        break;
      } catch (err) {
        if ((err as { code?: string }).code !== 'SQLITE_BUSY' || Date.now() > deadline) throw err;
        await sleep(opts.pollMs ?? 25);
      }
    }
    try {
      return await fn();
    } finally {
      lock.exec('rollback');
    }
  } finally {
    lock.close();
  }
}
