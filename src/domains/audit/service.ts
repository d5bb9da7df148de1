import type { Clock } from '../../core/clock.js';
import { isoNow } from '../../core/clock.js';
import type { Signer } from '../../core/signing.js';
import type { DbHandle, Tx } from '../../db/connect.js';
import { type AuditEvent, appendAuditEvent, eventEntry, readEvents } from './log.js';
import { exportFrontier, importFrontier, leafHash, MerkleFrontier } from './merkle.js';

export interface Checkpoint {
  tree_size: number;
  root_hash: string;
  signature: string;
  key_id: string;
  created_at: string;
}

export interface VerifyReport {
  valid: boolean;
  tree_size: number;
  root_hash: string;
  checkpoint: Checkpoint | null;
  checkpoints_checked: number;
  first_bad_index: number | null;
  reason: string | null;
  key_id: string;
}

/** The signed statement of a checkpoint: origin, size and root, one per line (C2SP style). */
function checkpointBody(size: number, rootHex: string, createdAt: string): Buffer {
  return Buffer.from(
    `verdict-gateway/audit\n${size}\n${Buffer.from(rootHex, 'hex').toString('base64')}\n${createdAt}\n`,
  );
}

/**
 * The tamper-evident audit log: appends in the caller's transaction, signs checkpoints of the
 * Merkle root, and verifies the whole log against its rows and its signed checkpoints.
 */
export class AuditLog {
  constructor(
    private readonly handle: DbHandle,
    private readonly signer: Signer,
    private readonly clock: Clock,
  ) {}

  /** Appends `event` inside `tx`; the action and its event commit or roll back together. */
  record(tx: Tx, event: AuditEvent): Promise<number> {
    return appendAuditEvent(tx, this.handle.engine, event, isoNow(this.clock));
  }

  /** Records an event that accompanies no database write of its own (e.g. a file change). */
  append(event: AuditEvent): Promise<number> {
    return this.handle.db.transaction().execute((tx) => this.record(tx, event));
  }

  /** Runs `fn` and records `event` in one transaction. */
  async withEvent<T>(event: AuditEvent, fn: (tx: Tx) => Promise<T>): Promise<T> {
    return this.handle.db.transaction().execute(async (tx) => {
      const result = await fn(tx);
      await this.record(tx, event);
      return result;
    });
  }

  private async latestCheckpoint(): Promise<(Checkpoint & { frontier: string }) | null> {
    const row = await this.handle.db
      .selectFrom('audit_checkpoints')
      .selectAll()
      .orderBy('tree_size', 'desc')
      .limit(1)
      .executeTakeFirst();
    return row ? { ...row, tree_size: Number(row.tree_size) } : null;
  }

  /** Signs a checkpoint of the current tree if it grew; incremental from the last checkpoint. */
  async checkpoint(): Promise<Checkpoint | null> {
    const last = await this.latestCheckpoint();
    const frontier = last ? importFrontier(last.frontier) : new MerkleFrontier();
    for await (const row of readEvents(this.handle.db, frontier.size)) {
      if (row.seq !== frontier.size) break; // a gap: leave it for verify() to report
      frontier.push(Buffer.from(row.leaf_hash, 'hex'));
    }
    if (last && frontier.size === last.tree_size) return strip(last);
    if (frontier.size === 0) return null;
    const root = frontier.root().toString('hex');
    const createdAt = isoNow(this.clock);
    const cp: Checkpoint = {
      tree_size: frontier.size,
      root_hash: root,
      signature: this.signer.sign(checkpointBody(frontier.size, root, createdAt)),
      key_id: this.signer.keyId,
      created_at: createdAt,
    };
    await this.handle.db
      .insertInto('audit_checkpoints')
      .values({ ...cp, frontier: exportFrontier(frontier) })
      .onConflict((oc) => oc.column('tree_size').doNothing())
      .execute();
    return cp;
  }

  /**
   * Recomputes every leaf from its row, checks indexes are contiguous, and checks each signed
   * checkpoint's root and signature. Reports the first bad leaf index on tampering.
   */
  async verify(): Promise<VerifyReport> {
    const checkpoints = (
      await this.handle.db.selectFrom('audit_checkpoints').selectAll().orderBy('tree_size').execute()
    ).map((c) => ({ ...c, tree_size: Number(c.tree_size) }));
    const frontier = new MerkleFrontier();
    let cpIndex = 0;
    let lastGood = 0;
    let bad: { index: number; reason: string } | null = null;
    const checkAt = (): void => {
      for (let cp = checkpoints[cpIndex]; cp && cp.tree_size === frontier.size; cp = checkpoints[cpIndex]) {
        cpIndex += 1;
        if (bad) continue;
        const root = frontier.root().toString('hex');
        if (root !== cp.root_hash) bad = { index: lastGood, reason: 'checkpoint_root_mismatch' };
        else if (!this.signer.verify(checkpointBody(cp.tree_size, cp.root_hash, cp.created_at), cp.signature))
          bad = { index: lastGood, reason: 'checkpoint_signature_invalid' };
        else lastGood = cp.tree_size;
      }
    };
    for await (const row of readEvents(this.handle.db)) {
      if (row.seq !== frontier.size) {
        bad ??= { index: frontier.size, reason: 'event_missing' };
        break;
      }
      const leaf = leafHash(eventEntry(row));
      if (!bad && leaf.toString('hex') !== row.leaf_hash) bad = { index: row.seq, reason: 'event_altered' };
      frontier.push(leaf);
      checkAt();
    }
    if (!bad && cpIndex < checkpoints.length) bad = { index: frontier.size, reason: 'log_truncated' };
    const latest = checkpoints.at(-1);
    return {
      valid: bad === null,
      tree_size: frontier.size,
      root_hash: frontier.root().toString('hex'),
      checkpoint: latest ? strip(latest) : null,
      checkpoints_checked: cpIndex,
      first_bad_index: bad?.index ?? null,
      reason: bad?.reason ?? null,
      key_id: this.signer.keyId,
    };
  }
}

function strip(cp: Checkpoint & { frontier?: string }): Checkpoint {
  const { frontier: _f, ...rest } = cp;
  return rest;
}
