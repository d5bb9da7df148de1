import { canonicalJson } from '../../core/canonical.js';
import type { Signer } from '../../core/signing.js';
import type { Engine, Executor, Tx } from '../../db/connect.js';
import { LOCKS, lockForTransaction } from '../../db/locks.js';
import type { AuditEventTable } from '../../db/types.js';
import { signEvent } from './checkpoints.js';
import { leafHash } from './merkle.js';

/** A content-free audit event: what happened, who did it, to what; never prompts or secrets. */
export interface AuditEvent {
  type: string;
  actorTenant: string | null;
  actorKey: string | null;
  subject: string | null;
  data?: Record<string, string | number | boolean | null>;
}

/** An audit row as stored, without its leaf hash. */
export type StoredEvent = Omit<AuditEventTable, 'leaf_hash' | 'sig'>;

/** The exact bytes a leaf commits to (RFC 8785 canonical JSON of the stored row, sans hash). */
export function eventEntry(row: StoredEvent): string {
  return canonicalJson({
    seq: row.seq,
    ts: row.ts,
    type: row.type,
    actor_tenant: row.actor_tenant,
    actor_key: row.actor_key,
    subject: row.subject,
    data: JSON.parse(row.data) as unknown,
  });
}

/**
 * Appends an event inside the caller's transaction, so the event exists exactly when the action
 * does. Leaf indexes stay contiguous: appends are serialized (SQLite's BEGIN IMMEDIATE, a
 * transaction-scoped advisory lock on PostgreSQL) and take max(seq) + 1. Each row carries the
 * signature of its leaf, so a row forged or rewritten by someone without the signing key fails
 * verification at that row.
 */
export async function appendAuditEvent(
  tx: Tx,
  engine: Engine,
  signer: Signer,
  event: AuditEvent,
  ts: string,
): Promise<number> {
  await lockForTransaction(tx, engine, LOCKS.auditAppend);
  const last = await tx
    .selectFrom('audit_events')
    .select((eb) => eb.fn.max('seq').as('seq'))
    .executeTakeFirst();
  const seq = last?.seq === null || last?.seq === undefined ? 0 : Number(last.seq) + 1;
  const row: StoredEvent = {
    seq,
    ts,
    type: event.type,
    actor_tenant: event.actorTenant,
    actor_key: event.actorKey,
    subject: event.subject,
    data: JSON.stringify(event.data ?? {}),
  };
  const leaf = leafHash(eventEntry(row));
  await tx
    .insertInto('audit_events')
    .values({ ...row, leaf_hash: leaf.toString('hex'), sig: signEvent(signer, leaf) })
    .execute();
  return seq;
}

/** Reads events in leaf order, a page at a time, so verification runs in bounded memory. */
export async function* readEvents(db: Executor, fromSeq = 0, page = 2000): AsyncGenerator<AuditEventTable> {
  let next = fromSeq;
  for (;;) {
    const rows = await db
      .selectFrom('audit_events')
      .selectAll()
      .where('seq', '>=', next)
      .orderBy('seq')
      .limit(page)
      .execute();
    for (const r of rows) yield { ...r, seq: Number(r.seq) };
    if (rows.length < page) return;
    next = Number((rows[rows.length - 1] as { seq: number }).seq) + 1;
  }
}
