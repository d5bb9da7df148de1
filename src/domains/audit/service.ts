import type { Clock } from '../../core/clock.js';
import { isoNow } from '../../core/clock.js';
import { ApiError } from '../../core/errors.js';
import type { Signer } from '../../core/signing.js';
import type { DbHandle, Executor, Tx } from '../../db/connect.js';
import { LOCKS, lockForTransaction } from '../../db/locks.js';
import {
  type Checkpoint,
  checkpointHash,
  checkpointStatement,
  eventStatement,
  WitnessFile,
} from './checkpoints.js';
import { type AuditEvent, appendAuditEvent, eventEntry, readEvents } from './log.js';
import { exportFrontier, importFrontier, leafHash, MerkleFrontier } from './merkle.js';
import { consistencyProof } from './proof.js';
import {
  publicCheckpoint,
  type StoredCheckpoint,
  toCheckpoint,
  type VerifyReport,
  verifyLog,
} from './verify.js';

export type { Checkpoint } from './checkpoints.js';
export type { VerifyReport } from './verify.js';

/**
 * The tamper-evident audit log: appends (each row signed) in the caller's transaction, signs
 * chained checkpoints of the Merkle root, verifies the whole log, and serves the latest
 * checkpoint and consistency proofs to outside verifiers.
 */
export class AuditLog {
  private readonly witness: WitnessFile;
  /** Leaves the newest checkpoint this instance knows of covers (it may be newer in the database). */
  private covered = 0;
  /** The checkpoint the append count started, and whether another is due once it ends. */
  private counted: Promise<void> | null = null;
  private countedAgain = false;

  constructor(
    private readonly handle: DbHandle,
    private readonly signer: Signer,
    private readonly clock: Clock,
    /** Where this instance keeps its witness of the newest checkpoint (null: none). */
    witnessFile: string | null = null,
    private readonly opts: {
      /**
       * Sign a checkpoint as soon as this many appended events are not covered by one (0: only
       * when asked; the server also signs on a timer and at shutdown).
       */
      checkpointEvery?: number;
      /** Told of a checkpoint the count started that failed (the timer tries again). */
      onError?: (err: unknown) => void;
    } = {},
  ) {
    this.witness = new WitnessFile(witnessFile);
  }

  /** Appends `event` inside `tx`; the action and its event commit or roll back together. */
  async record(tx: Tx, event: AuditEvent): Promise<number> {
    const seq = await appendAuditEvent(tx, this.handle.engine, this.signer, event, isoNow(this.clock));
    const every = this.opts.checkpointEvery ?? 0;
    if (every > 0 && seq + 1 - this.covered >= every) this.checkpointSoon();
    return seq;
  }

  /**
   * Starts a checkpoint at once, one at a time per instance (a request made while one runs starts
   * one more after it). It runs in its own transaction, which waits for the append lock on
   * PostgreSQL and for the connection on SQLite (queued before any later append): the event that
   * asked for it is committed (or rolled back) first, and covered.
   */
  private checkpointSoon(): void {
    if (this.counted) {
      this.countedAgain = true;
      return;
    }
    this.counted = Promise.resolve()
      .then(() => this.checkpoint())
      .then(
        () => undefined,
        (err: unknown) => this.opts.onError?.(err),
      )
      .finally(() => {
        this.counted = null;
        if (this.countedAgain) {
          this.countedAgain = false;
          this.checkpointSoon();
        }
      });
  }

  /** Waits for a checkpoint the append count started (shutdown, tests). */
  async settled(): Promise<void> {
    while (this.counted) await this.counted;
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

  /** The newest checkpoint as stored (with its frontier), or null before the first. */
  private async latestStored(db: Executor): Promise<StoredCheckpoint | null> {
    const row = await db
      .selectFrom('audit_checkpoints')
      .selectAll()
      .orderBy('tree_size', 'desc')
      .limit(1)
      .executeTakeFirst();
    return row ? toCheckpoint(row) : null;
  }

  /** The newest signed checkpoint, for outside verifiers; null before the first. */
  async latest(): Promise<Checkpoint | null> {
    const cp = await this.latestStored(this.handle.db);
    return cp ? publicCheckpoint(cp) : null;
  }

  /** The signed checkpoint of exactly `size` leaves, if one was made. */
  async checkpointAt(size: number): Promise<Checkpoint | null> {
    const row = await this.handle.db
      .selectFrom('audit_checkpoints')
      .selectAll()
      .where('tree_size', '=', size)
      .executeTakeFirst();
    return row ? publicCheckpoint(toCheckpoint(row)) : null;
  }

  /** The exact bytes a checkpoint's signature covers. */
  statement(cp: Checkpoint): string {
    return checkpointStatement(cp).toString();
  }

  /**
   * Signs a checkpoint of the current tree if it grew, incrementally from the last checkpoint,
   * under a lock so instances extend one chain. It signs only over rows it has checked (leaf
   * recomputed, row signature valid) on top of a checkpoint whose signature and stored frontier
   * it has checked: a forged row stops it short of that row, never inside the signed tree.
   */
  async checkpoint(): Promise<Checkpoint | null> {
    const cp = await this.handle.db.transaction().execute(async (tx) => {
      await lockForTransaction(tx, this.handle.engine, LOCKS.auditCheckpoint);
      // Appends in flight commit first: the checkpoint covers every event appended before it.
      await lockForTransaction(tx, this.handle.engine, LOCKS.auditAppend);
      const last = await this.latestStored(tx);
      const frontier = last ? this.trustedFrontier(last) : new MerkleFrontier();
      for await (const row of readEvents(tx, frontier.size)) {
        if (Number(row.seq) !== frontier.size) break; // a gap: verify() reports it
        const leaf = leafHash(eventEntry({ ...row, seq: Number(row.seq) }));
        const intact = leaf.toString('hex') === row.leaf_hash;
        if (!intact || row.sig === null || !this.signer.verify(eventStatement(leaf), row.sig)) break;
        frontier.push(leaf);
      }
      if (last && frontier.size === last.tree_size) return publicCheckpoint(last);
      if (frontier.size === 0) return null;
      const next: Checkpoint = {
        tree_size: frontier.size,
        root_hash: frontier.root().toString('hex'),
        created_at: isoNow(this.clock),
        counter: last ? (last.counter ?? -1) + 1 : 0,
        prev_hash: last && last.counter !== null ? checkpointHash(last) : null,
        signature: '',
        key_id: this.signer.keyId,
      };
      next.signature = this.signer.sign(checkpointStatement(next));
      await tx
        .insertInto('audit_checkpoints')
        .values({ ...next, frontier: exportFrontier(frontier) })
        .execute();
      return next;
    });
    if (cp) {
      this.witness.advance(cp);
      this.covered = Math.max(this.covered, cp.tree_size);
    }
    return cp;
  }

  private trustedFrontier(last: StoredCheckpoint): MerkleFrontier {
    const frontier = importFrontier(last.frontier);
    const intact =
      frontier.size === last.tree_size &&
      frontier.root().toString('hex') === last.root_hash &&
      this.signer.verify(checkpointStatement(last), last.signature);
    if (!intact) throw new Error('audit: the latest checkpoint does not verify; not signing over it');
    return frontier;
  }

  /** Verifies the whole log (see verifyLog); a valid log advances this instance's witness. */
  async verify(): Promise<VerifyReport> {
    const report = await verifyLog(this.handle.db, this.signer, this.witness.read());
    if (report.valid && report.checkpoint) this.witness.advance(report.checkpoint);
    return report;
  }

  /**
   * The RFC 9162 consistency proof from size `first` to size `second` (default: the newest
   * checkpoint's), both within the newest signed checkpoint, from the stored leaf hashes.
   */
  async consistency(
    first: number,
    second?: number,
  ): Promise<{ first: number; second: number; proof: string[] }> {
    const latest = await this.latestStored(this.handle.db);
    const to = second ?? latest?.tree_size ?? 0;
    if (!latest || to > latest.tree_size || first < 1 || first > to) {
      throw new ApiError('invalid_parameter', `Need 1 <= first <= second <= ${latest?.tree_size ?? 0}.`, {
        param: first < 1 || first > to ? 'first' : 'second',
      });
    }
    const leaves: Buffer[] = [];
    for await (const row of readEvents(this.handle.db)) {
      if (leaves.length >= to) break;
      leaves.push(Buffer.from(row.leaf_hash, 'hex'));
    }
    if (leaves.length < to)
      throw new ApiError('invalid_parameter', 'The log is shorter than second.', { param: 'second' });
    return { first, second: to, proof: consistencyProof(first, leaves, to).map((h) => h.toString('hex')) };
  }
}
