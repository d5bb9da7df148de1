import type { Clock } from '../../../core/clock.js';
import { isoNow } from '../../../core/clock.js';
import { ApiError } from '../../../core/errors.js';
import type { DbHandle, Tx } from '../../../db/connect.js';

/**
 * The project-chat turn ledger (SPEC: States and transitions). A turn moves
 * CLAIMED -> EXECUTING -> COMPLETED | UNCERTAIN under a fencing token, so that at most one provider
 * dispatch chain ever runs per turn identity, across retries, processes and crashes:
 *
 * - a claim is taken in one serialized transaction (SQLite BEGIN IMMEDIATE, a row lock on
 *   PostgreSQL); every other request for the turn gets its typed 409;
 * - EXECUTING is entered only by the claim's owner (token and live lease checked in the same
 *   UPDATE), immediately before the first dispatch, and is never taken over;
 * - a lapsed CLAIMED lease is released: nothing was sent, so a retry may claim again;
 * - an EXECUTING turn past its deadline, or any non-success after dispatch, is UNCERTAIN.
 */

export type TurnState = 'CLAIMED' | 'EXECUTING' | 'COMPLETED' | 'UNCERTAIN';

export interface TurnKey {
  tenantId: string;
  projectId: string;
  sessionId: string;
  turnId: string;
}

export interface Claim {
  key: TurnKey;
  token: number;
}

const where = (k: TurnKey) =>
  ({ tenant_id: k.tenantId, project_id: k.projectId, session_id: k.sessionId, turn_id: k.turnId }) as const;

export class TurnLedger {
  constructor(
    private readonly handle: DbHandle,
    private readonly clock: Clock,
  ) {}

  private selectRow(tx: Tx, k: TurnKey, lock: boolean) {
    const w = where(k);
    let q = tx
      .selectFrom('memory_turns')
      .selectAll()
      .where('tenant_id', '=', w.tenant_id)
      .where('project_id', '=', w.project_id)
      .where('session_id', '=', w.session_id)
      .where('turn_id', '=', w.turn_id);
    if (lock && this.handle.engine === 'postgres') q = q.forUpdate();
    return q.executeTakeFirst();
  }

  /**
   * Claims the turn for this request, or throws the contract's 409 for its state. A request ref
   * other than the stored one is `memory_turn_conflict`, whatever the state.
   */
  async claim(k: TurnKey, requestRef: string, leaseMs: number): Promise<Claim> {
    const now = this.clock.now();
    const stamp = isoNow(this.clock);
    const outcome = await this.handle.db.transaction().execute(async (tx) => {
      // Insert-if-absent first so PostgreSQL has a row to lock; SQLite is already serialized.
      const inserted = await tx
        .insertInto('memory_turns')
        .values({
          ...where(k),
          request_ref: requestRef,
          state: 'CLAIMED',
          fencing_token: 1,
          lease_expires_at: now + leaseMs,
          deadline_at: null,
          created_at: stamp,
          updated_at: stamp,
        })
        .onConflict((oc) => oc.columns(['tenant_id', 'project_id', 'session_id', 'turn_id']).doNothing())
        .executeTakeFirst();
      const row = await this.selectRow(tx, k, true);
      if (!row) throw new Error('turn ledger: row vanished');
      const token = Number(row.fencing_token);
      if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1) return { kind: 'claimed' as const, token };
      if (row.request_ref !== requestRef) return { kind: 'conflict' as const, ref: row.request_ref };
      switch (row.state as TurnState) {
        case 'CLAIMED':
          if (Number(row.lease_expires_at) > now) return { kind: 'claimed_elsewhere' as const };
          await this.update(
            tx,
            k,
            { state: 'CLAIMED', fencing_token: token + 1, lease_expires_at: now + leaseMs },
            stamp,
          );
          return { kind: 'claimed' as const, token: token + 1 };
        case 'EXECUTING':
          if (row.deadline_at !== null && Number(row.deadline_at) <= now) {
            await this.update(tx, k, { state: 'UNCERTAIN' }, stamp);
            return { kind: 'uncertain' as const };
          }
          return { kind: 'executing' as const };
        case 'UNCERTAIN':
          return { kind: 'uncertain' as const };
        case 'COMPLETED':
          return { kind: 'completed' as const };
      }
      throw new Error(`turn ledger: unknown state ${row.state}`);
    });
    switch (outcome.kind) {
      case 'claimed':
        return { key: k, token: outcome.token };
      case 'conflict':
        throw new ApiError('memory_turn_conflict', 'This turn id was used with a different request.', {
          extras: { request_ref: outcome.ref },
        });
      case 'claimed_elsewhere':
        throw new ApiError('memory_turn_claimed');
      case 'executing':
        throw new ApiError('memory_turn_execution_in_progress');
      case 'uncertain':
        throw new ApiError('memory_turn_outcome_uncertain');
      case 'completed':
        throw new ApiError('memory_turn_replay_unavailable');
    }
  }

  private async update(
    tx: Tx,
    k: TurnKey,
    set: { state: TurnState; fencing_token?: number; lease_expires_at?: number; deadline_at?: number | null },
    stamp: string,
  ): Promise<void> {
    const w = where(k);
    await tx
      .updateTable('memory_turns')
      .set({ ...set, updated_at: stamp })
      .where('tenant_id', '=', w.tenant_id)
      .where('project_id', '=', w.project_id)
      .where('session_id', '=', w.session_id)
      .where('turn_id', '=', w.turn_id)
      .execute();
  }

  /** A guarded transition: applies only while the row still holds `token` in state `from`. */
  private async fenced(
    exec: Tx | DbHandle['db'],
    c: Claim,
    from: TurnState,
    set: { state?: TurnState; deadline_at?: number; lease_expires_at?: number },
  ): Promise<boolean> {
    const now = this.clock.now();
    const w = where(c.key);
    let q = exec
      .updateTable('memory_turns')
      .set({ ...set, updated_at: isoNow(this.clock) })
      .where('tenant_id', '=', w.tenant_id)
      .where('project_id', '=', w.project_id)
      .where('session_id', '=', w.session_id)
      .where('turn_id', '=', w.turn_id)
      .where('fencing_token', '=', c.token)
      .where('state', '=', from);
    if (from === 'CLAIMED') q = q.where('lease_expires_at', '>', now);
    const res = await q.executeTakeFirst();
    return Number(res.numUpdatedRows) === 1;
  }

  /**
   * CLAIMED -> EXECUTING, immediately before the first dispatch. False when the claim was lost
   * (lease lapsed and another request took it): the caller must not dispatch.
   */
  begin(c: Claim, deadlineMs: number): Promise<boolean> {
    return this.fenced(this.handle.db, c, 'CLAIMED', {
      state: 'EXECUTING',
      deadline_at: this.clock.now() + deadlineMs,
    });
  }

  /** EXECUTING -> COMPLETED inside the caller's transaction (with the turn's facts). */
  complete(tx: Tx, c: Claim): Promise<boolean> {
    return this.fenced(tx, c, 'EXECUTING', { state: 'COMPLETED' });
  }

  /** EXECUTING -> UNCERTAIN: dispatch began and no accepted success followed. */
  async uncertain(c: Claim): Promise<void> {
    await this.fenced(this.handle.db, c, 'EXECUTING', { state: 'UNCERTAIN' });
  }

  /** Gives a claim back before any dispatch (e.g. building the request failed). */
  async release(c: Claim): Promise<void> {
    await this.fenced(this.handle.db, c, 'CLAIMED', { lease_expires_at: 0 });
  }

  async state(k: TurnKey): Promise<TurnState | null> {
    const row = await this.handle.db.transaction().execute((tx) => this.selectRow(tx, k, false));
    return row ? (row.state as TurnState) : null;
  }
}
